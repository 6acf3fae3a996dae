#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Groups and sorts items into a locale's index sections, the way a phone's contact list does.
///
/// Shaped like UIKit's `UILocalizedIndexedCollation`, but for any locale and provider, on any
/// platform, with the reading stage (``Transliterator``) as a plug point:
///
/// ```swift
/// let collation = try IndexedCollation(locale: "en", registry: registry)
/// for section in collation.grouped(contacts, by: \.name) {
///     print(section.title, section.items.map(\.name))
/// }
/// ```
///
/// Each item's name is read and keyed once; the sort compares the stored keys.
public struct IndexedCollation: Sendable {
    /// The collator that orders and sections readings.
    public let collator: any Collator
    /// The reading stage applied to every name before collation.
    public let transliterator: any Transliterator
    /// How names are read (as person names by default).
    public let role: TextRole

    /// Makes a collation from a collator and, optionally, a reading stage.
    public init(collator: any Collator, transliterator: any Transliterator = IdentityTransliterator(), role: TextRole = .personName) {
        self.collator = collator
        self.transliterator = transliterator
        self.role = role
    }

    /// Makes a collation for `locale` with the provider called `provider` (or `auto`).
    ///
    /// - Parameters:
    ///   - transliterator: the reading stage; by default, the registry's default reading for
    ///     the locale (pinyin with surname readings for Simplified Chinese), if any.
    ///   - role: how names are read; `.text` for strings that are not person names (no
    ///     surname readings).
    /// - Throws: ``CollationError`` for a malformed locale or an unknown or unsuitable provider.
    public init(
        locale: String,
        provider: String = "auto",
        options: CollationOptions = CollationOptions(),
        registry: ProviderRegistry,
        transliterator: (any Transliterator)? = nil,
        role: TextRole = .personName
    ) throws(CollationError) {
        let identifier = try LocaleIdentifier(locale)
        let reading = transliterator ?? registry.defaultReading(for: identifier)
        self.init(
            collator: try registry.makeCollator(locale: identifier, provider: provider, options: options),
            transliterator: reading ?? IdentityTransliterator(),
            role: role
        )
    }

    // MARK: Titles

    /// The section titles, in display order, the overflow title ("#") last.
    public var sectionTitles: [String] { collator.sections.titles }

    /// The titles for a side index bar.
    public var sectionIndexTitles: [String] { collator.sections.indexTitles }

    /// The section that the side-index title at `indexTitleIndex` jumps to.
    public func section(forSectionIndexTitleAt indexTitleIndex: Int) -> Int {
        let targets = collator.sections.indexTargets
        guard targets.indices.contains(indexTitleIndex) else { return collator.sections.overflowIndex }
        return targets[indexTitleIndex]
    }

    // MARK: One name

    /// The reading of `name` that the collator sees.
    public func reading(for name: String) -> String {
        transliterator.transliterate(name, as: role)
    }

    /// The section and sort key of `name`, after the reading stage.
    ///
    /// A section index outside the layout (a provider bug) is treated as the overflow section,
    /// so that a faulty provider cannot crash the host.
    ///
    /// When the reading differs from the name (at tertiary strength), the name's UTF-8 follows
    /// the reading's key as the last tie-break, so that two names with the same reading (张三,
    /// 章三) still have distinct keys and a total order.
    public func key(for name: String) -> CollationKey {
        let text = reading(for: name)
        var key = collator.key(for: text)
        if !collator.sections.titles.indices.contains(key.section) { key.section = collator.sections.overflowIndex }
        if collator.options.strength == .tertiary, !text.utf8.elementsEqual(name.utf8) {
            key.sortKey.bytes.append(0x01)
            key.sortKey.bytes.append(contentsOf: name.utf8)
        }
        return key
    }

    /// The section that `name` belongs to.
    public func section(for name: String) -> Int {
        let index = collator.sectionIndex(for: reading(for: name))
        return collator.sections.titles.indices.contains(index) ? index : collator.sections.overflowIndex
    }

    /// The section that `item` belongs to, by the name that `name` gives for it.
    public func section<T>(for item: T, by name: (T) throws -> String) rethrows -> Int {
        section(for: try name(item))
    }

    // MARK: Many names

    /// `items` sorted by their names in collation order (ties keep their input order).
    public func sorted<S: Sequence>(_ items: S, by name: (S.Element) throws -> String) rethrows -> [S.Element] {
        let array = Array(items)
        let keys = try array.map { key(for: try name($0)).sortKey }
        return Self.sortedPermutation(count: array.count) { SortKey.compareBytes(keys[$0].bytes, keys[$1].bytes) }
            .map { array[$0] }
    }

    /// `items` in sections, each section's items sorted.
    ///
    /// - Parameters:
    ///   - items: the items to group.
    ///   - name: the name to collate each item by.
    ///   - includeEmptySections: whether sections with no items appear (for a side index that
    ///     shows every title).
    /// - Returns: the sections in display order.
    public func grouped<S: Sequence>(
        _ items: S, by name: (S.Element) throws -> String, includeEmptySections: Bool = false
    ) rethrows -> [CollationSection<S.Element>] {
        let array = Array(items)
        var keys: [CollationKey] = []
        keys.reserveCapacity(array.count)
        for item in array { keys.append(key(for: try name(item))) }
        return assemble(array, keys: keys, includeEmptySections: includeEmptySections)
    }

    /// ``grouped(_:by:includeEmptySections:)`` off the caller's actor, computing keys in
    /// parallel on large inputs.
    @concurrent
    public func grouped<Element: Sendable>(
        _ items: [Element], by name: @escaping @Sendable (Element) -> String, includeEmptySections: Bool = false
    ) async -> [CollationSection<Element>] {
        let keys = await parallelKeys(items.count) { key(for: name(items[$0])) }
        return assemble(items, keys: keys, includeEmptySections: includeEmptySections)
    }

    /// ``sorted(_:by:)`` off the caller's actor, computing keys in parallel on large inputs.
    @concurrent
    public func sorted<Element: Sendable>(_ items: [Element], by name: @escaping @Sendable (Element) -> String) async -> [Element] {
        let keys = await parallelKeys(items.count) { key(for: name(items[$0])).sortKey }
        return Self.sortedPermutation(count: items.count) { SortKey.compareBytes(keys[$0].bytes, keys[$1].bytes) }
            .map { items[$0] }
    }

    // MARK: Implementation

    /// Sorts positions by their keys, then buckets them by section.
    private func assemble<Element>(_ items: [Element], keys: [CollationKey], includeEmptySections: Bool) -> [CollationSection<Element>] {
        let titles = sectionTitles
        let order = Self.sortedPermutation(count: items.count) { a, b in
            let ka = keys[a], kb = keys[b]
            if ka.section != kb.section { return ka.section - kb.section }
            return SortKey.compareBytes(ka.sortKey.bytes, kb.sortKey.bytes)
        }
        var buckets = [[Element]](repeating: [], count: titles.count)
        for position in order { buckets[keys[position].section].append(items[position]) }
        return titles.indices.compactMap { index in
            guard includeEmptySections || !buckets[index].isEmpty else { return nil }
            return CollationSection(index: index, title: titles[index], items: buckets[index])
        }
    }

    /// The positions `0..<count` in the order `compare` gives, ties in position order.
    private static func sortedPermutation(count: Int, _ compare: (Int, Int) -> Int) -> [Int] {
        var order = Array(0..<count)
        order.sort { a, b in
            let result = compare(a, b)
            return result != 0 ? result < 0 : a < b
        }
        return order
    }

    /// `make(i)` for every `i` in `0..<count`, split over the machine's cores when worth it.
    private func parallelKeys<Key: Sendable>(_ count: Int, _ make: @Sendable @escaping (Int) -> Key) async -> [Key] {
        let workers = max(1, min(Self.coreCount, count / 4096))
        if workers == 1 { return (0..<count).map(make) }
        let chunk = (count + workers - 1) / workers
        return await withTaskGroup(of: (Int, [Key]).self) { group in
            for worker in 0..<workers {
                let range = (worker * chunk)..<min(count, (worker + 1) * chunk)
                group.addTask { (worker, range.map(make)) }
            }
            var parts = [[Key]](repeating: [], count: workers)
            for await (worker, keys) in group { parts[worker] = keys }
            return parts.flatMap { $0 }
        }
    }

    private static let coreCount: Int = {
        #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
        return max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
        #else
        return 1
        #endif
    }()
}
