@testable import Collation
import Dispatch
import PropertyBased
import Synchronization
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

    @Test("Reading ahead (the next name hashed, its slot asked for) finds what looking up each name alone finds, in stretches of any length")
    func readingAheadFindsTheSame() async {
        await propertyCheck(count: 300, input: Self.lists, Gen<Int>.int(in: 1...7)) { names, stretch in
            let store = NameStore(names)
            var plain = RepeatedNames(count: names.count, first: 0)
            var ahead = RepeatedNames(count: names.count, first: 0)
            store.withView { view in
                // Stretches of `stretch` names, every other one skipped, as a worker takes them.
                for start in stride(from: 0, to: names.count, by: 2 * stretch) {
                    let end = min(names.count, start + stretch)
                    for position in start..<end {
                        let name = view.name(at: position)
                        let expected = plain.earlier(name, at: position, in: view)
                        let found = ahead.earlier(name, at: position, in: view, readingAheadBefore: end)
                        #expect(found == expected, "position \(position)")
                    }
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

    @Test("A worker that takes stretches anywhere in a list finds a repeat far past the count its memo was sized for")
    func positionsPastCount() {
        // Sized for a few names, spanning a million positions: 900,000 must fit the slot.
        var memo = RepeatedNames(count: 4, first: 0, span: 1_000_000)
        let first = memo.earlier(hash: 42, at: 700_000, keepingFound: false) { _ in false }
        let second = memo.earlier(hash: 42, at: 900_000, keepingFound: false) { $0 == 700_000 }
        let third = memo.earlier(hash: 42, at: 999_999, keepingFound: false) { $0 == 900_000 }
        #expect(first == nil && second == 700_000 && third == 900_000)
    }

    @Test("The stretches of a list tile its positions in order, each given out once to the threads that take them", arguments: [1, 2, 3, 8])
    func segmentsTile(workers: Int) {
        for count in [0, 1, 4_095, 4_096, 100_000, 1_000_003] {
            let segments = KeySegments(count: count, workers: workers)
            #expect(segments.share * workers >= count)
            let taken = Mutex<[Range<Int>]>([])
            DispatchQueue.concurrentPerform(iterations: workers) { _ in
                while let stretch = segments.next() { taken.withLock { $0.append(stretch) } }
            }
            let stretches = taken.withLock { $0 }.sorted { $0.lowerBound < $1.lowerBound }
            #expect(stretches.first?.lowerBound ?? 0 == 0 && stretches.last?.upperBound ?? 0 == count)
            #expect(zip(stretches, stretches.dropFirst()).allSatisfy { $0.upperBound == $1.lowerBound }, "no gap, no overlap")
            #expect(stretches.allSatisfy { !$0.isEmpty })
            // A worker's share in many stretches, so that a slowed worker's is taken by the others.
            // (Stretches of 4,096 names at least: a block and a part each.)
            #expect(workers == 1 || stretches.count >= min(32 * workers, count / 4_096))
            #expect(segments.next() == nil, "all taken")
        }
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

/// The same memo over names given as strings, which keeps the bytes it compares.
@Suite("Repeated names given as strings")
struct RepeatedNameBytesTests {
    /// Strings that look alike: the same letters composed and decomposed, one a prefix of another.
    static let lists = Gen<String?>.element(of: ["", "é", "e\u{301}", "ab", "a", "b", "王伟", "王偉"]).map { $0 ?? "" }.array(of: 0...60)

    @Test("A string the memo finds is an earlier position with the same bytes, however small its store")
    func foundStringsAreEqual() async {
        // Stores that start over after nearly every name, now and then, or never in a list this short.
        await propertyCheck(count: 300, input: Self.lists, Gen<Int?>.element(of: [0, 8, 64, 1 << 20]).map { $0 ?? 0 }) { names, limit in
            // Positions with gaps between them, as a worker that takes stretches is given them.
            var memo = RepeatedNameBytes(count: names.count, span: 3 * names.count, limit: limit)
            let positions = names.indices.map { 3 * $0 - $0 % 2 }
            for (index, name) in names.enumerated() {
                let position = positions[index]
                var text = name
                guard let found = text.withUTF8({ memo.earlier(utf8: $0, at: position) }) else {
                    if limit == 1 << 20, index > 0, Array(names[index - 1].utf8) == Array(name.utf8) {
                        Issue.record("a name right after itself was not found")
                    }
                    continue
                }
                #expect(found < position)
                let earlier = positions.firstIndex(of: found)
                #expect(earlier.map { Array(names[$0].utf8) } == Array(name.utf8), "an earlier position given, holding the same bytes")
            }
        }
    }
}
