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
    /// The sections, with the side index condensed to the slots asked for.
    private let layout: SectionLayout

    /// Makes a collation from a collator and, optionally, a reading stage.
    ///
    /// - Parameters:
    ///   - collator: the collator that orders and sections readings.
    ///   - transliterator: the reading stage applied to every name first.
    ///   - role: how names are read (`.text` for strings that are not person names).
    ///   - indexSlots: the number of entries the side index bar has room for; when the
    ///     sections do not fit, the index is condensed with "•" (``SectionLayout/condensed(toSlots:)``).
    public init(collator: any Collator, transliterator: any Transliterator = IdentityTransliterator(), role: TextRole = .personName,
                indexSlots: Int? = nil) {
        self.collator = collator
        self.transliterator = transliterator
        self.role = role
        layout = indexSlots.map { collator.sections.condensed(toSlots: $0) } ?? collator.sections
    }

    /// Makes a collation for `locale` with the provider called `provider` (or `auto`).
    ///
    /// - Parameters:
    ///   - locale: a BCP 47 tag (`zh-Hans-CN`) or a POSIX locale name (`de_DE.UTF-8`).
    ///   - also: further locales whose sections are added after the locale's own, for lists in
    ///     several scripts (`["ru", "el"]`); ordered by the locale's collation, as ICU's
    ///     `AlphabeticIndex.addLabels` orders them. ``ProviderRegistry/supplementaryLocales(for:locale:also:)``
    ///     finds the locales a list needs.
    ///   - provider: a registered provider's identifier, or `auto` for the best one for the
    ///     locale.
    ///   - options: strength, numeric ordering and case first.
    ///   - registry: the providers, locale data and default reading stages to choose from.
    ///   - transliterator: the reading stage; by default, the registry's default reading for
    ///     the locale and `also` (pinyin with surname readings for Simplified Chinese; Han
    ///     names read as Chinese or Japanese in other locales), if any.
    ///   - role: how names are read; `.text` for strings that are not person names (no
    ///     surname readings).
    ///   - indexSlots: the entries the side index bar has room for (see ``init(collator:transliterator:role:indexSlots:)``).
    /// - Throws: ``CollationError`` for a malformed locale or an unknown or unsuitable provider
    ///   (one that cannot order the letters of a locale in `also`).
    public init(
        locale: String,
        also: [String] = [],
        provider: String = "auto",
        options: CollationOptions = CollationOptions(),
        registry: ProviderRegistry,
        transliterator: (any Transliterator)? = nil,
        role: TextRole = .personName,
        indexSlots: Int? = nil
    ) throws(CollationError) {
        let identifier = try LocaleIdentifier(locale)
        var extras: [LocaleIdentifier] = []
        for extra in also { extras.append(try LocaleIdentifier(extra)) }
        let reading = transliterator ?? registry.defaultReading(for: identifier, also: extras)
        self.init(
            collator: try registry.makeCollator(locale: identifier, also: extras, provider: provider, options: options),
            transliterator: reading ?? IdentityTransliterator(),
            role: role,
            indexSlots: indexSlots
        )
    }

    // MARK: Titles

    /// The section titles, in display order, the overflow title ("#") last.
    public var sectionTitles: [String] { collator.sections.titles }

    /// The titles for a side index bar (condensed with "•" to the `indexSlots` asked for).
    public var sectionIndexTitles: [String] { layout.indexTitles }

    /// The section that the side-index title at `indexTitleIndex` jumps to (for a "•", the
    /// first section it hides).
    public func section(forSectionIndexTitleAt indexTitleIndex: Int) -> Int {
        let targets = layout.indexTargets
        guard targets.indices.contains(indexTitleIndex) else { return layout.overflowIndex }
        return targets[indexTitleIndex]
    }

    /// The section a finger points at, at `fraction` (0…1) of the side-index entry
    /// `indexTitleIndex`: for a "•", each section it hides in turn as the finger moves.
    public func section(forSectionIndexTitleAt indexTitleIndex: Int, fraction: Double) -> Int {
        layout.section(forIndexEntry: indexTitleIndex, fraction: fraction)
    }

    // MARK: Keys for other engines

    /// The version of the keys and sections this collation gives, short enough to store with
    /// every exported key: `k1.` and a hash of ``keyVersionDetail``.
    ///
    /// Store it with exported keys and compare it when keying new names: keys of different
    /// versions must not be mixed in one ordering (as PostgreSQL records its collations'
    /// versions). It changes with ICU, with the built-in tables, with the reading stage's data,
    /// with the locale's sections and with the options; compare it for equality only.
    public var keyVersion: String { "k1." + StableHash.hex(keyVersionDetail.utf8) }

    /// What ``keyVersion`` is a hash of, for people: the host's key layout, the collator's
    /// ``Collator/keyVersion``, the reading stage's ``Transliterator/readingVersion`` and the
    /// role names are read in, the options, and a hash of the section titles.
    public var keyVersionDetail: String {
        let options = collator.options
        let settings = "\(options.strength) numeric \(options.numeric ? "on" : "off") case-first \(options.caseFirst)"
        return "keys 1; \(collator.keyVersion); reading \(transliterator.readingVersion) as \(role); \(settings); sections \(StableHash.hex(sectionTitles))"
    }

    /// The section and sort key of every name, in input order, computed in parallel on large
    /// inputs: the same keys as ``key(for:)-(String)``, so ordering by section, then by key
    /// bytes, then by input position gives the order of `grouped` and `sectionedPositions`. For exporting keys to
    /// a database or another sort.
    @concurrent
    public func keys(for names: [String]) async -> [CollationKey] {
        await parallelKeyTable(count: names.count) { names[$0] }.keys()
    }

    /// ``keys(for:)-([String])`` for names held as bytes.
    @concurrent
    package func keys(for names: NameStore) async -> [CollationKey] {
        await parallelKeyTable(of: names, leavingNames: false).keys()
    }

    /// ``keys(for:)-([String])`` for names given in parts (contacts).
    @concurrent
    public func keys(for names: [[NamePart]]) async -> [CollationKey] {
        // Written as bytes first: keyed from there, repeats found by their bytes in place.
        await keys(for: PartsStore(names))
    }

    /// ``keys(for:)-([[NamePart]])`` for names in parts held as bytes (the tool's contacts);
    /// with `everyPartAs`, every part is read in that role alone (see
    /// ``sectionedPositions(of:everyPartAs:includeEmptySections:)``).
    @concurrent
    package func keys(for names: PartsStore, everyPartAs role: TextRole? = nil) async -> [CollationKey] {
        await parallelKeyTable(of: names, everyPartAs: role).keys()
    }

    // MARK: One name

    /// The reading of `name` that the collator sees.
    public func reading(for name: String) -> String {
        transliterator.transliterate(name, as: role)
    }

    /// The section and sort key of `name`, after the reading stage.
    ///
    /// The key is the collator's key of the reading, then, at tertiary strength, the name
    /// itself as the last tie-break, so that distinct names always have distinct keys (张三 and
    /// 章三 read alike). A section index outside the layout (a provider bug) is treated as the
    /// overflow section, so that a faulty provider cannot crash the host.
    public func key(for name: String) -> CollationKey {
        var bytes: [UInt8] = []
        var writer = NameKeyWriter(self)
        let section = writer.append(name, to: &bytes)
        return CollationKey(section: section, sortKey: SortKey(bytes: bytes))
    }

    /// The section that `name` belongs to.
    public func section(for name: String) -> Int {
        collator.sections.clamped(collator.sectionIndex(for: reading(for: name)))
    }

    /// The section that `item` belongs to, by the name that `name` gives for it.
    public func section<T>(for item: T, by name: (T) throws -> String) rethrows -> Int {
        section(for: try name(item))
    }

    // MARK: One name in parts

    /// The reading of a name given in parts: each part read in its role, joined by spaces.
    public func reading(for parts: [NamePart]) -> String {
        transliterator.reading(of: parts)
    }

    /// The section and sort key of a name given in parts (see ``NamePart``): the key of its
    /// reading, then, at tertiary strength, the parts themselves as the last tie-break.
    public func key(for parts: [NamePart]) -> CollationKey {
        var bytes: [UInt8] = []
        var writer = NameKeyWriter(self)
        let section = writer.append(parts, to: &bytes)
        return CollationKey(section: section, sortKey: SortKey(bytes: bytes))
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

    /// ``sectionedPositions(of:includeEmptySections:)-([String],_)`` for names held as bytes
    /// (the tool's lists): each name keyed from its bytes in place, no string made.
    @concurrent
    package func sectionedPositions(of names: NameStore, includeEmptySections: Bool = false) async -> [CollationSection<Int>] {
        // The keys leave out the names (their tie-breaks), which the sort reads from the store.
        let table = await parallelKeyTable(of: names, leavingNames: true)
        return names.withView { view in
            sections(of: table, includeEmptySections: includeEmptySections, parallelism: Self.coreCount, tails: view) { Int($0) }
        }
    }

    /// ``sectionedPositions(of:includeEmptySections:)-([String],_)`` for names given in parts (contacts:
    /// family name, given name, company), each part read in its role.
    @concurrent
    public func sectionedPositions(of names: [[NamePart]], includeEmptySections: Bool = false) async -> [CollationSection<Int>] {
        await sectionedPositions(of: PartsStore(names), includeEmptySections: includeEmptySections)
    }

    /// ``sectionedPositions(of:includeEmptySections:)-([[NamePart]],_)`` for names in parts held
    /// as bytes (the tool's contacts, written as they are read), keyed like names held as bytes.
    /// With `everyPartAs`, every part is read in that role alone, its written form left out
    /// (the tool's `--text`: a list that holds no person's names reads each part as text).
    @concurrent
    package func sectionedPositions(of names: PartsStore, everyPartAs role: TextRole? = nil,
                                    includeEmptySections: Bool = false) async -> [CollationSection<Int>] {
        let table = await parallelKeyTable(of: names, everyPartAs: role)
        return sections(of: table, includeEmptySections: includeEmptySections, parallelism: Self.coreCount) { Int($0) }
    }

    /// ``sorted(_:by:)`` off the caller's actor, computing keys in parallel on large inputs.
    @concurrent
    public func sorted<Element: Sendable>(_ items: [Element], by name: @escaping @Sendable (Element) -> String) async -> [Element] {
        let table = await parallelKeyTable(count: items.count) { name(items[$0]) }
        return table.sorted(parallelism: Self.coreCount).positions.map { items[Int($0)] }
    }

    // MARK: Implementation

    /// The keys of the names in the stretches that this thread takes of `segments`. A name that
    /// repeats one it keyed before gets a copy of that key (``RepeatedNameBytes``, which keeps
    /// the names' bytes).
    private func keyTable(_ segments: KeySegments, name: (Int) throws -> String) rethrows -> KeyTable {
        var table = KeyTable(segmentsOf: segments.reserve)
        var writer = NameKeyWriter(self)
        var repeats = RepeatedNameBytes(count: segments.share, span: segments.count)
        while let positions = segments.next() {
            table.startSegment(positions)
            for position in positions {
                var text = try name(position)
                if let earlier = text.withUTF8({ repeats.earlier(utf8: $0, at: position) }), table.appendCopy(position: position, of: earlier) {
                    continue
                }
                table.append(position: position) { writer.append(text, to: &$0) }
            }
        }
        return table
    }

    /// The keys of `count` names, computed on this thread.
    private func keyTable(count: Int, name: (Int) throws -> String) rethrows -> KeyTable {
        try keyTable(KeySegments(count: count, workers: 1), name: name)
    }

    /// The keys of `count` names, split over the machine's cores when worth it.
    private func parallelKeyTable(count: Int, name: @escaping @Sendable (Int) -> String) async -> KeyTable {
        await parallelKeyTable(segmentsOf: count) { keyTable($0, name: name) }
    }

    /// The keys of the names in `names`, split over the machine's cores when worth it; each
    /// key leaves its name out when `leavingNames` (the sort then reads the names from the
    /// store). A name that repeats one its worker has keyed gets a copy of that key
    /// (``RepeatedNames``).
    private func parallelKeyTable(of names: NameStore, leavingNames: Bool) async -> KeyTable {
        await parallelKeyTable(segmentsOf: names.count) { segments in
            var table = KeyTable(segmentsOf: segments.reserve)
            var writer = NameKeyWriter(self)
            var repeats = RepeatedNames(count: segments.share, first: 0, span: segments.count)
            // The names are read through a view of the store's bytes: handing the store itself
            // to the memo for every name retained its arrays, whose counts the workers then
            // fought over.
            names.withView { names in
                while let positions = segments.next() {
                    table.startSegment(positions)
                    for position in positions {
                        let name = names.name(at: position)
                        if let earlier = repeats.earlier(name, at: position, in: names, readingAheadBefore: positions.upperBound),
                           table.appendCopy(position: position, of: earlier) {
                            continue
                        }
                        if writer.writesInArena {
                            table.appendInArena(position: position, tail: name) { writer.appendInArena(utf8: name, leavingName: leavingNames, to: &$0) }
                        } else if leavingNames {
                            table.append(position: position, tail: name) { writer.appendLeavingName(utf8: name, to: &$0) }
                        } else {
                            table.append(position: position) { writer.append(utf8: name, to: &$0) }
                        }
                    }
                }
            }
            return table
        }
    }

    /// The keys of the names in parts in `names`, split over the machine's cores when worth it:
    /// a name repeating one its worker has keyed is found by its bytes in place and gets a copy
    /// of that key (``RepeatedNames``), a single part in the collation's role is keyed from its
    /// bytes like a plain name, and another name from its bytes too where the collator's writer
    /// keys parts in place (``PartsKeyWriter/appendKey(forPartsIn:to:)``); only the rest are made
    /// into parts again. With `partRole`, every part is read in that role alone.
    private func parallelKeyTable(of names: PartsStore, everyPartAs partRole: TextRole?) async -> KeyTable {
        await parallelKeyTable(segmentsOf: names.count) { segments in
            var table = KeyTable(segmentsOf: segments.reserve)
            var writer = NameKeyWriter(self)
            var repeats = RepeatedNames(count: segments.share, first: 0, span: segments.count)
            var parts: [NamePart] = []
            names.withView { names in
                while let positions = segments.next() {
                    table.startSegment(positions)
                    for position in positions {
                        let name = names.name(at: position)
                        if let earlier = repeats.earlier(name, at: position, in: names, readingAheadBefore: positions.upperBound),
                           table.appendCopy(position: position, of: earlier) {
                            continue
                        }
                        if let text = PartsStore.singleText(of: name, role: role, readAs: partRole) {
                            table.append(position: position) { writer.append(utf8: text, to: &$0) }
                            continue
                        }
                        table.append(position: position) { buffer in
                            if let section = writer.append(partsIn: PartsStore.Entry(bytes: name, role: partRole), to: &buffer) { return section }
                            parts.removeAll(keepingCapacity: true)
                            // The store's own bytes: read to the end (`false` would be a bug in `write`).
                            _ = PartsStore.read(name, as: partRole, into: &parts)
                            return writer.append(readingAsText: parts, to: &buffer)
                        }
                    }
                }
            }
            return table
        }
    }

    /// The keys of `count` names, made by a worker on each of the machine's cores when worth
    /// it, each keying the stretches of positions it takes (``KeySegments``) into a table of
    /// its own; the tables are joined.
    private func parallelKeyTable(segmentsOf count: Int, worker: @escaping @Sendable (KeySegments) -> KeyTable) async -> KeyTable {
        let workers = max(1, min(Self.coreCount, count / 4096))
        let segments = KeySegments(count: count, workers: workers)
        if workers == 1 { return worker(segments) }
        let tables = await withTaskGroup(of: KeyTable.self) { group in
            for _ in 0..<workers { group.addTask { worker(segments) } }
            var tables: [KeyTable] = []
            for await table in group { tables.append(table) }
            return tables
        }
        return KeyTable(joining: tables)
    }

    /// Sorts the keys by section and cuts the order into the layout's sections, `item` giving
    /// each section's elements from their positions.
    private func sections<Element>(of table: consuming KeyTable, includeEmptySections: Bool, parallelism: Int = 1,
                                   tails: NameStore.View? = nil, item: (Int32) -> Element) -> [CollationSection<Element>] {
        let titles = sectionTitles
        let order = table.sorted(sections: titles.count, parallelism: parallelism, tails: tails)
        var sections: [CollationSection<Element>] = []
        for index in titles.indices {
            let run = order.positions[order.sectionStarts[index]..<order.sectionStarts[index + 1]]
            if includeEmptySections || !run.isEmpty {
                sections.append(CollationSection(index: index, title: titles[index], items: run.map(item)))
            }
        }
        return sections
    }

    /// The machine's online cores, for the parallel paths (the search index's too).
    package static let coreCount: Int = {
        #if canImport(Glibc) || canImport(Musl) || canImport(Darwin)
        return max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
        #else
        return 1
        #endif
    }()
}
