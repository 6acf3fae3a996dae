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
                let found = store.withUTF8(at: position) { memo.earlier($0, at: position, in: store) }
                if let found {
                    #expect(found < position)
                    #expect(names[found] == names[position])
                }
                if position > 0, names[position - 1] == names[position] {
                    #expect(found == position - 1)
                }
            }
        }
    }

    @Test("A worker's positions start where its part of the list does")
    func offsetPositions() {
        let names = ["x", "y", "x", "y", "x"]
        let store = NameStore(["before", "before"] + names)
        var memo = RepeatedNames(count: names.count, first: 2)
        let found = (2..<7).map { position in store.withUTF8(at: position) { memo.earlier($0, at: position, in: store) } }
        #expect(found == [nil, nil, 2, 3, 4])
    }

    @Test("A list that does not repeat turns the memo off after a stretch; one that repeats keeps it")
    func stopsWhenNothingRepeats() {
        let stretch = RepeatedNames.stretch
        // A stretch of distinct names, then each of them again: the second half finds nothing.
        let distinct = (0..<stretch).map { "name \($0)" }
        let store = NameStore(distinct + distinct)
        var memo = RepeatedNames(count: store.count, first: 0)
        var found = 0
        for position in store.indices where store.withUTF8(at: position, { memo.earlier($0, at: position, in: store) }) != nil {
            found += 1
        }
        #expect(found == 0)

        // Every name twice in a row: half are found, past every stretch.
        let pairs = (0..<stretch).flatMap { ["name \($0)", "name \($0)"] }
        let pairStore = NameStore(pairs)
        var pairMemo = RepeatedNames(count: pairStore.count, first: 0)
        found = 0
        for position in pairStore.indices where pairStore.withUTF8(at: position, { pairMemo.earlier($0, at: position, in: pairStore) }) != nil {
            found += 1
        }
        #expect(found == stretch)
    }
}
