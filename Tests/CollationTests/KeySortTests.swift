import Collation
import PropertyBased
import Testing

/// A collator whose key is the low byte of each scalar, so that a test can write any key
/// bytes it likes: zero bytes, long shared prefixes, keys that are prefixes of others.
struct ByteKeyCollator: Collator {
    let locale: LocaleIdentifier
    init() throws { locale = try LocaleIdentifier("root") }
    var sections: SectionLayout { SectionLayout(titles: ["A", "B", "C"]) }
    var keyVersion: String { "bytes 1" }

    func sortKey(for string: String) -> SortKey {
        SortKey(bytes: string.unicodeScalars.map { UInt8(truncatingIfNeeded: $0.value) })
    }

    /// The first key byte modulo 4: 0…2 are A…C, 3 is "#"; an empty key is "#".
    func sectionIndex(for string: String) -> Int {
        string.unicodeScalars.first.map { Int($0.value & 0xFF) % 4 } ?? 3
    }
}

@Suite("Sorting many keys")
struct KeySortTests {
    let collation: IndexedCollation
    init() throws { collation = IndexedCollation(collator: try ByteKeyCollator()) }

    /// The order the host promises: section, then key bytes (a prefix first), then position.
    func expectedOrder(_ names: [String]) -> [Int] {
        let keys = names.map { collation.key(for: $0) }
        return names.indices.sorted { a, b in
            if keys[a].section != keys[b].section { return keys[a].section < keys[b].section }
            if keys[a].sortKey.bytes != keys[b].sortKey.bytes {
                return keys[a].sortKey.bytes.lexicographicallyPrecedes(keys[b].sortKey.bytes)
            }
            return a < b
        }
    }

    /// Few distinct bytes, zero among them, and a long shared start on some names: most keys tie
    /// well past the 16 bytes an item carries.
    static let pieces = ["\u{0}", "\u{1}", "a", "b", "\u{100}", "abcdefghijklmnopqrstuvwxyz", "\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}\u{0}"]
    static let names = Gen<String?>.element(of: pieces).map { $0 ?? "" }.array(of: 0...6).map { $0.joined() }

    @Test("Grouped order is section, key bytes, then position, for all inputs")
    func orderHolds() async {
        await propertyCheck(count: 300, input: Self.names.array(of: 0...120)) { names in
            let grouped = collation.grouped(Array(names.enumerated()), by: { $0.element })
            #expect(grouped.flatMap { $0.items.map(\.offset) } == expectedOrder(names))
            let sorted = collation.sorted(Array(names.enumerated()), by: { $0.element })
            let bytes = sorted.map { collation.key(for: $0.element).sortKey.bytes }
            #expect(zip(bytes, bytes.dropFirst()).allSatisfy { !$1.lexicographicallyPrecedes($0) })
        }
    }

    @Test("Names held as bytes keep the same order: the keys leave the names out and the sort reads them from the store")
    func orderFromStore() async {
        // Escaped names (with 0x00 or 0x01) keep their names in the key; the others are read as
        // the keys' last bytes.
        await propertyCheck(count: 300, input: Self.names.array(of: 0...120)) { names in
            let positions = await collation.sectionedPositions(of: NameStore(names))
            #expect(positions.flatMap(\.items) == expectedOrder(names))
        }
    }

    @Test("Large inputs, sorted on several threads, keep the same order")
    func largeInputs() async {
        // A fixed pseudo-random list: many exact duplicates, many keys sharing 20 bytes or more.
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int(state >> 33) % bound
        }
        let names = (0..<60_000).map { _ in (0..<next(5)).map { _ in Self.pieces[next(Self.pieces.count)] }.joined() }
        let positions = await collation.sectionedPositions(of: names)
        let actual = positions.flatMap(\.items), expected = expectedOrder(names)
        #expect(actual.count == expected.count)
        // The first place the orders differ, rather than two lists of 60,000 numbers.
        #expect(actual.indices.first { $0 < expected.count && actual[$0] != expected[$0] } == nil)
        #expect(positions.map(\.index) == positions.map(\.index).sorted())
        let fromStore = await collation.sectionedPositions(of: NameStore(names)).flatMap(\.items)
        #expect(fromStore.indices.first { $0 < expected.count && fromStore[$0] != expected[$0] } == nil)
        #expect(fromStore.count == expected.count)
        // Keyed by threads that take the list a stretch at a time, the keys still come out in
        // input order, each its name's.
        let keys = await collation.keys(for: NameStore(names))
        #expect(keys.count == names.count)
        #expect(keys.indices.first { keys[$0] != collation.key(for: names[$0]) } == nil)
    }
}
