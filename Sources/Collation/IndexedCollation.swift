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
        var bytes: [UInt8] = []
        var context = KeyContext(self)
        let (section, suffix) = context.write(name, to: &bytes)
        if let suffix {
            bytes.append(0x01)
            bytes.append(contentsOf: suffix)
        }
        return CollationKey(section: section, sortKey: SortKey(bytes: bytes))
    }

    /// The section that `name` belongs to.
    public func section(for name: String) -> Int {
        let layout = collator.sections
        return Self.clamped(collator.sectionIndex(for: reading(for: name)), count: layout.titles.count, overflow: layout.overflowIndex)
    }

    /// The section, or the overflow section when it is outside the layout (a provider bug,
    /// which must not crash the host). A static function taking the bounds: a method of the
    /// key context would copy the whole context, retaining what it holds, for every name.
    private static func clamped(_ section: Int, count: Int, overflow: Int) -> Int {
        section >= 0 && section < count ? section : overflow
    }

    /// The section that `item` belongs to, by the name that `name` gives for it.
    public func section<T>(for item: T, by name: (T) throws -> String) rethrows -> Int {
        section(for: try name(item))
    }

    // MARK: Many names

    /// `items` sorted by their names in collation order (ties keep their input order).
    public func sorted<S: Sequence>(_ items: S, by name: (S.Element) throws -> String) rethrows -> [S.Element] {
        let array = Array(items)
        let table = try keyTable(count: array.count) { try name(array[$0]) }
        return table.sorted().positions.map { array[Int($0)] }
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
        let table = try keyTable(count: array.count) { try name(array[$0]) }
        return sections(of: table, includeEmptySections: includeEmptySections) { array[Int($0)] }
    }

    /// ``grouped(_:by:includeEmptySections:)`` off the caller's actor, computing keys in
    /// parallel on large inputs.
    @concurrent
    public func grouped<Element: Sendable>(
        _ items: [Element], by name: @escaping @Sendable (Element) -> String, includeEmptySections: Bool = false
    ) async -> [CollationSection<Element>] {
        let table = await parallelKeyTable(count: items.count) { name(items[$0]) }
        return sections(of: table, includeEmptySections: includeEmptySections, parallelism: Self.coreCount) { items[Int($0)] }
    }

    /// The positions of `names` grouped into sections, each section's positions in collation
    /// order: for callers that keep their own storage (a table view's data source, a file of
    /// records) and need only the order. Computed off the caller's actor, keys in parallel.
    @concurrent
    public func sectionedPositions(of names: [String], includeEmptySections: Bool = false) async -> [CollationSection<Int>] {
        let table = await parallelKeyTable(count: names.count) { names[$0] }
        return sections(of: table, includeEmptySections: includeEmptySections, parallelism: Self.coreCount) { Int($0) }
    }

    /// ``sorted(_:by:)`` off the caller's actor, computing keys in parallel on large inputs.
    @concurrent
    public func sorted<Element: Sendable>(_ items: [Element], by name: @escaping @Sendable (Element) -> String) async -> [Element] {
        let table = await parallelKeyTable(count: items.count) { name(items[$0]) }
        return table.sorted(parallelism: Self.coreCount).positions.map { items[Int($0)] }
    }

    // MARK: Implementation

    /// What computing many keys needs, read from the collator once. One per thread: it holds
    /// the reading stage's fused key writer, whose scratch space is reused from name to name.
    private struct KeyContext {
        let collation: IndexedCollation
        let overflow: Int
        let sectionCount: Int
        let tieBreak: Bool
        let identity: Bool
        var fused: (any FusedKeyWriter)?
        var writer: any CollationKeyWriter

        init(_ collation: IndexedCollation) {
            self.collation = collation
            let collator = collation.collator
            let layout = collator.sections
            overflow = layout.overflowIndex
            sectionCount = layout.titles.count
            tieBreak = collator.options.strength == .tertiary
            identity = collation.transliterator is IdentityTransliterator
            fused = (collation.transliterator as? any KeyFusingTransliterator)?.fusedKeyWriter(for: collator, as: collation.role)
            writer = collator.makeKeyWriter()
        }

        /// Appends the key of the reading of `name` to `arena`: through the reading stage's
        /// fused writer when it has one for this collator, else reading then collator. Returns
        /// the section (kept inside the layout, so that a faulty provider cannot crash the
        /// host) and the bytes that follow a 0x01 separator as the last tie-break: the name
        /// itself, when the reading differs from it at tertiary strength. The name then breaks
        /// the ties the reading's identical level would, so that level is left out.
        mutating func write(_ name: String, to arena: inout [UInt8]) -> (section: Int, suffix: String.UTF8View?) {
            if let result = fused?.appendKey(for: name, to: &arena) {
                return (IndexedCollation.clamped(result.section, count: sectionCount, overflow: overflow), tieBreak && result.readingDiffers ? name.utf8 : nil)
            }
            let text = identity ? name : collation.reading(for: name)
            let differs = !identity && !text.utf8.elementsEqual(name.utf8)
            let section = writer.appendKey(for: text, to: &arena, identicalLevel: !differs)
            return (IndexedCollation.clamped(section, count: sectionCount, overflow: overflow), tieBreak && differs ? name.utf8 : nil)
        }

        /// Adds the key of `name` to `table`, as ``IndexedCollation/key(for:)`` computes it.
        mutating func appendKey(of name: String, position: Int, to table: inout KeyTable) {
            table.append(position: position) { write(name, to: &$0) }
        }
    }

    /// The keys of the names at `positions`, computed on this thread.
    private func keyTable(_ positions: Range<Int>, name: (Int) throws -> String) rethrows -> KeyTable {
        var table = KeyTable(capacity: positions.count, first: positions.lowerBound)
        var context = KeyContext(self)
        for position in positions { context.appendKey(of: try name(position), position: position, to: &table) }
        return table
    }

    /// The keys of `count` names, computed on this thread.
    private func keyTable(count: Int, name: (Int) throws -> String) rethrows -> KeyTable {
        try keyTable(0..<count, name: name)
    }

    /// The keys of `count` names, split over the machine's cores when worth it.
    private func parallelKeyTable(count: Int, name: @escaping @Sendable (Int) -> String) async -> KeyTable {
        let workers = max(1, min(Self.coreCount, count / 4096))
        if workers == 1 { return keyTable(count: count, name: name) }
        let chunk = (count + workers - 1) / workers
        let parts = await withTaskGroup(of: (Int, KeyTable).self) { group in
            for worker in 0..<workers {
                let range = (worker * chunk)..<min(count, (worker + 1) * chunk)
                group.addTask { (worker, keyTable(range, name: name)) }
            }
            var parts = [KeyTable](repeating: KeyTable(), count: workers)
            for await (worker, table) in group { parts[worker] = table }
            return parts
        }
        return KeyTable(joining: parts)
    }

    /// Sorts the keys by section and cuts the order into the layout's sections, `item` giving
    /// each section's elements from their positions.
    private func sections<Element>(of table: KeyTable, includeEmptySections: Bool, parallelism: Int = 1,
                                   item: (Int32) -> Element) -> [CollationSection<Element>] {
        let titles = sectionTitles
        let order = table.sorted(sections: titles.count, parallelism: parallelism)
        var sections: [CollationSection<Element>] = []
        for index in titles.indices {
            let run = order.positions[order.sectionStarts[index]..<order.sectionStarts[index + 1]]
            if includeEmptySections || !run.isEmpty {
                sections.append(CollationSection(index: index, title: titles[index], items: run.map(item)))
            }
        }
        return sections
    }

    private static let coreCount: Int = {
        #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
        return max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
        #else
        return 1
        #endif
    }()
}
