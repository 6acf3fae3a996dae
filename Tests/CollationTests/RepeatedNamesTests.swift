@testable import Collation
import PropertyBased
import Testing

/// The keying workers' memo of repeated names: it may forget a name, never confuse two.
@Suite("Repeated names")
struct RepeatedNamesTests {
    /// Lists of a few short names, many times each, some of them next to each other.
    static let lists = Gen<String?>.element(of: ["", "a", "b", "ab", "ba", "王伟", "王偉", "Maria García", "Maria Garcia"])
        .map { $0 ?? "" }.array(of: 0...80)

    @Test("A name the memo finds is an earlier position holding the same bytes; a name right after itself is always found")
    func foundNamesAreEqual() async {
        await propertyCheck(count: 300, input: Self.lists) { names in
            let store = NameStore(names)
            var memo = RepeatedNames(count: names.count, first: 0)
            for position in names.indices {
                let found = store.withView { memo.earlier($0.name(at: position), at: position, in: $0) }
                if let found {
                    #expect(found < position)
                    #expect(names[found] == names[position])
                }
                if position > 0, names[position - 1] == names[position] {
                    #expect(found != nil)
                }
            }
        }
    }

    @Test("A worker's positions start where its part of the list does")
    func offsetPositions() {
        let names = ["x", "y", "x", "y", "x"]
        let store = NameStore(["before", "before"] + names)
        var memo = RepeatedNames(count: names.count, first: 2)
        let found = (2..<7).map { position in store.withView { memo.earlier($0.name(at: position), at: position, in: $0) } }
        #expect(found == [nil, nil, 2, 3, 4], "the latest of a name is remembered")
    }

    @Test("A list that does not repeat turns the memo off after a stretch; one that repeats keeps it")
    func stopsWhenNothingRepeats() {
        let stretch = RepeatedNames.stretch
        // A stretch of distinct names, then each of them again: the second half finds nothing.
        let distinct = (0..<stretch).map { "name \($0)" }
        let store = NameStore(distinct + distinct)
        var memo = RepeatedNames(count: store.count, first: 0)
        var found = 0
        for position in store.indices where store.withView({ memo.earlier($0.name(at: position), at: position, in: $0) }) != nil {
            found += 1
        }
        #expect(found == 0)

        // Every name twice in a row: half are found, past every stretch.
        let pairs = (0..<stretch).flatMap { ["name \($0)", "name \($0)"] }
        let pairStore = NameStore(pairs)
        var pairMemo = RepeatedNames(count: pairStore.count, first: 0)
        found = 0
        for position in pairStore.indices where pairStore.withView({ pairMemo.earlier($0.name(at: position), at: position, in: $0) }) != nil {
            found += 1
        }
        #expect(found == stretch)
    }
}

/// The same memo over names in parts (contacts).
@Suite("Repeated names in parts")
struct RepeatedNameBytesTests {
    /// Parts in every role, with and without a written form, from texts that look alike: the
    /// same letters composed and decomposed, a text split differently over two parts.
    static let part = zip(Gen<String?>.element(of: ["", "é", "e\u{301}", "ab", "a", "b", "王"]).map { $0 ?? "" },
                          Gen<TextRole?>.element(of: [.text, .personName, .familyName, .givenName]).map { $0 ?? .text },
                          Gen<String??>.element(of: [nil, "", "やまだ", "e\u{301}"]).map { $0 ?? nil })
        .map { NamePart($0.0, role: $0.1, written: $0.2) }
    static let names = part.array(of: 0...3)
    static let lists = names.array(of: 0...60)

    /// Whether two names in parts are the same, byte for byte (not Swift's string equality,
    /// which takes "é" and "e\u{301}" for one).
    static func sameBytes(_ a: [NamePart], _ b: [NamePart]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { x, y in
            x.role == y.role && Array(x.text.utf8) == Array(y.text.utf8) && x.written.map { Array($0.utf8) } == y.written.map { Array($0.utf8) }
        }
    }

    @Test("Two names in parts are written as the same bytes exactly when they are the same parts, byte for byte")
    func bytesTellPartsApart() async {
        await propertyCheck(count: 500, input: Self.names, Self.names) { a, b in
            var first: [UInt8] = [], second: [UInt8] = []
            PartsStore.write(a, to: &first)
            PartsStore.write(b, to: &second)
            #expect((first == second) == Self.sameBytes(a, b))
        }
    }

    @Test("A name in parts the memo finds is an earlier position with the same parts, however small its store")
    func foundPartsAreEqual() async {
        // Stores that start over after nearly every name, now and then, or never in a list this short.
        await propertyCheck(count: 300, input: Self.lists, Gen<Int?>.element(of: [0, 8, 64, 1 << 20]).map { $0 ?? 0 }) { names, limit in
            var memo = RepeatedNameBytes(count: names.count, first: 0, limit: limit)
            for (position, parts) in names.enumerated() {
                guard let found = memo.earlier(parts, at: position) else {
                    if limit == 1 << 20, position > 0, Self.sameBytes(names[position - 1], parts) {
                        Issue.record("a name right after itself was not found")
                    }
                    continue
                }
                #expect(found < position)
                #expect(Self.sameBytes(names[found], parts))
            }
        }
    }
}
