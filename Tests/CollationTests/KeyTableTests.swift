@testable import Collation
import PropertyBased
import Testing

/// The key table itself, where the tests through ``IndexedCollation`` cannot reach: keys over
/// many small parts, and keys that leave their names to the store.
@Suite("Key table")
struct KeyTableTests {
    /// Key bytes heavy in the bytes that matter: 0x00 and 0x01 (below and at the tie-break's
    /// separator), 0x02 (just above it); half of the keys after a shared start of 17 bytes, so
    /// that the sort reads past the 16 bytes an item carries, into the parts and the names.
    static let keys = zip(Gen<Int>.int(in: 0...1), Gen<UInt8?>.element(of: [0x00, 0x01, 0x02, 0x41, 0x42, 0xFF]).map { $0 ?? 0 }.array(of: 0...6))
        .map { shared, tail in (shared == 1 ? Array(repeating: UInt8(0x41), count: 17) : []) + tail }
    /// Names with and without bytes that need escaping.
    static let names = Gen<String?>.element(of: ["", "a", "b", "\u{1}", "ab", "張"]).map { $0 ?? "" }.array(of: 0...3).map { $0.joined() }
    static let records = zip(keys, names, Gen<Int>.int(in: 0...2)).array(of: 0...60)

    /// The positions of whole keys in the table's order: section, then key bytes, then position.
    static func order(of whole: [(section: Int, key: [UInt8])]) -> [Int] {
        whole.indices.sorted { a, b in
            if whole[a].section != whole[b].section { return whole[a].section < whole[b].section }
            let bytes = SortKey.compareBytes(whole[a].key, whole[b].key)
            return bytes != 0 ? bytes < 0 : a < b
        }
    }

    @Test("Keys split over small parts, some leaving their names to the store, some copied from a repeat's earlier key, sort as the whole keys do, runs of one name included")
    func partsAndTails() async {
        await propertyCheck(count: 400, input: Self.records, Gen<Int>.int(in: 40...96), Gen<Int>.int(in: 1...40)) { records, partBytes, scratchItems in
            let store = NameStore(records.map(\.1))
            var table = KeyTable(capacity: records.count, partBytes: partBytes)
            var repeats = RepeatedNames(count: records.count, first: 0)
            var whole: [(section: Int, key: [UInt8])] = []
            var stored = 0, copied = 0
            // A key is made from its name alone: a name's first record gives its key, section and
            // whether it is left to the store (every other name that needs no escaping).
            var madeFrom: [String: (key: [UInt8], section: Int, leaves: Bool)] = [:]
            for (position, (key, name, section)) in records.enumerated() where madeFrom[name] == nil {
                madeFrom[name] = (key, section, position % 2 == 0 && !name.utf8.contains { $0 < 0x02 })
            }
            for (position, (_, name, _)) in records.enumerated() {
                guard let (key, section, leaves) = madeFrom[name] else { continue }
                var full = key
                KeyTieBreak.append(name, to: &full)
                whole.append((section, full))
                store.withUTF8(at: position) { tail in
                    // Every other repeat is copied (where its earlier key is in the open part),
                    // sharing its record.
                    if position % 2 == 1, let earlier = store.withView({ repeats.earlier(tail, at: position, in: $0) }),
                       table.appendCopy(position: position, of: earlier) {
                        copied += 1
                        return
                    }
                    // The arena keeps a key's record: its length (a byte), then its bytes past
                    // the 16 its item carries.
                    stored += 1 + max(0, (leaves ? key.count : full.count) - 16)
                    // Written to an array and copied, or to the arena in place (every third).
                    if position % 3 == 0 {
                        table.appendInArena(position: position, tail: leaves ? tail : nil) { arena in
                            (leaves ? key : full).withUnsafeBufferPointer { arena.append($0) }
                            return leaves ? -1 - section : section
                        }
                    } else {
                        table.append(position: position, tail: leaves ? tail : nil) { arena in
                            arena += leaves ? key : full
                            return leaves ? -1 - section : section
                        }
                    }
                }
            }
            #expect(table.count == records.count)
            #expect(copied <= records.count - Set(records.map(\.1)).count, "only repeats are copied")
            #expect(table.parts.count > 1 || stored <= partBytes, "a part closes when its bytes would pass the limit")
            #expect(table.parts.reduce(0) { $0 + $1.storage.arena.pointee.count } == stored, "a copy shares its key's record: it adds no bytes")
            // A scratch smaller than many of the buckets: those are distributed in place.
            let order = store.withView { table.sorted(sections: 3, parallelism: 2, tails: $0, scratchItems: scratchItems) }
            #expect(order.positions.map(Int.init) == Self.order(of: whole))
            #expect(order.sectionStarts == (0...3).map { section in whole.filter { $0.section < section }.count })
        }
    }

    @Test("Tables keyed in segments that workers take in turn, each worker copying the keys of repeats from its earlier segments, joined, sort as one list does")
    func segmentedTables() async {
        let plan = zip(Gen<Int>.int(in: 1...3), Gen<Int>.int(in: 1...9), Gen<Int>.int(in: 0...2).array(of: 0...40))
        await propertyCheck(count: 300, input: Self.records, Gen<Int>.int(in: 40...96), plan) { records, partBytes, plan in
            let (workers, stretch, turns) = plan
            let store = NameStore(records.map(\.1))
            var tables = (0..<workers).map { _ in KeyTable(segmentsOf: records.count, partBytes: partBytes) }
            var memos = (0..<workers).map { _ in RepeatedNames(count: 4, first: 0, span: records.count) }
            var madeFrom: [String: (key: [UInt8], section: Int, leaves: Bool)] = [:]
            for (position, (key, name, section)) in records.enumerated() where madeFrom[name] == nil {
                madeFrom[name] = (key, section, position % 2 == 0 && !name.utf8.contains { $0 < 0x02 })
            }
            var whole: [(section: Int, key: [UInt8])] = []
            var copied = 0, stored = 0
            // The stretches in order, each to the worker whose turn it is (the turns repeat).
            for (index, start) in stride(from: 0, to: records.count, by: stretch).enumerated() {
                let worker = turns.isEmpty ? 0 : turns[index % turns.count] % workers
                let positions = start..<min(records.count, start + stretch)
                tables[worker].startSegment(positions)
                for position in positions {
                    let name = records[position].1
                    guard let (key, section, leaves) = madeFrom[name] else { continue }
                    var full = key
                    KeyTieBreak.append(name, to: &full)
                    whole.append((section, full))
                    store.withUTF8(at: position) { tail in
                        if let earlier = store.withView({ memos[worker].earlier(tail, at: position, in: $0) }),
                           tables[worker].appendCopy(position: position, of: earlier) {
                            copied += 1
                            return
                        }
                        // A record: the key's length (a byte), then its bytes past the 16 its item carries.
                        stored += 1 + max(0, (leaves ? key.count : full.count) - 16)
                        tables[worker].appendInArena(position: position, tail: leaves ? tail : nil) { arena in
                            (leaves ? key : full).withUnsafeBufferPointer { arena.append($0) }
                            return leaves ? -1 - section : section
                        }
                    }
                }
            }
            #expect(copied <= records.count - Set(records.map(\.1)).count, "only repeats are copied")
            // A copy, from the worker's stretch or an earlier one, shares its key's record: the
            // arenas (each counted once, however many parts share it) hold the written keys alone.
            let arenas = tables.flatMap(\.parts).map(\.storage)
            let distinct = arenas.indices.filter { index in !arenas[..<index].contains { $0 === arenas[index] } }
            #expect(distinct.reduce(0) { $0 + arenas[$1].arena.pointee.count } == stored)
            let table = KeyTable(joining: tables)
            #expect(table.count == records.count)
            let order = store.withView { table.sorted(sections: 3, parallelism: 2, tails: $0, scratchItems: 8) }
            #expect(order.positions.map(Int.init) == Self.order(of: whole))
            #expect(order.sectionStarts == (0...3).map { section in whole.filter { $0.section < section }.count })
        }
    }

    @Test("A repeat in a worker's earlier segment shares that key's record, and a name the worker did not key is keyed again")
    func copiesAcrossSegments() {
        let names = ["a", "b", "a", "b", "a", "b"]
        let store = NameStore(names)
        // Worker 0 takes positions 0–1 and 4–5, worker 1 positions 2–3.
        var tables = [KeyTable(segmentsOf: 6), KeyTable(segmentsOf: 6)]
        let segments = [(0, 0..<2), (1, 2..<4), (0, 4..<6)]
        var copies: [Int] = []
        for (worker, positions) in segments {
            tables[worker].startSegment(positions)
            for position in positions {
                let earlier = position - 4    // the same name in worker 0's first segment
                if earlier >= 0, tables[worker].appendCopy(position: position, of: earlier) {
                    copies.append(position)
                    continue
                }
                let copiedOther = tables[worker].appendCopy(position: position, of: position - 2)
                #expect(!copiedOther, "not this worker's, or not yet keyed")
                tables[worker].appendInArena(position: position) { arena in
                    arena.append(UInt8(0x41 + names[position].utf8.first! - 0x61))
                    return 0
                }
            }
        }
        #expect(copies == [4, 5])
        #expect(tables[0].parts.count == 2 && tables[0].parts[0].storage === tables[0].parts[1].storage, "one arena for the worker's segments")
        #expect(tables[0].parts[0].storage.arena.pointee.count == 2, "two records (a short key's is its length): the copies added none")
        let table = KeyTable(joining: tables)
        let order = store.withView { table.sorted(sections: 1, parallelism: 1, tails: $0) }
        #expect(order.positions == [0, 2, 4, 1, 3, 5])
    }

    @Test("The sort's first pass cuts the blocks into runs of consecutive blocks, as many as asked at most, of about as many items each")
    func runsOfBlocks() async {
        await propertyCheck(count: 300, input: Gen<Int>.int(in: 0...50).array(of: 0...40), Gen<Int>.int(in: 1...8)) { counts, parts in
            let runs = KeyTable.runs(of: counts, into: parts)
            #expect(runs.first?.lowerBound == 0 && runs.last?.upperBound == counts.count)
            #expect(zip(runs, runs.dropFirst()).allSatisfy { $0.upperBound == $1.lowerBound }, "consecutive, in order")
            #expect(runs.count <= max(1, parts))
            #expect(runs.count == 1 || runs.allSatisfy { !$0.isEmpty })
            // Each run but the last closes at the first block that fills its share.
            let total = counts.reduce(0, +), largest = counts.max() ?? 0
            for run in runs.dropLast() {
                #expect(counts[run].reduce(0, +) <= (total + parts - 1) / parts + largest)
            }
        }
    }

    @Test("Names whose keys are the same bytes are still ordered by the names, in runs of each name many times")
    func runsOfNames() {
        // One key for every name (as a collator that ignores the letters would make), longer
        // than the 16 bytes an item carries: only the names tell the runs apart.
        let key = [UInt8](repeating: 0x41, count: 20)
        let names = (0..<200).map { ["bb", "ab", "ba", "aa"][$0 % 4] }
        let store = NameStore(names)
        var table = KeyTable(capacity: names.count)
        for position in names.indices {
            store.withUTF8(at: position) { tail in
                table.append(position: position, tail: tail) { arena in
                    arena += key
                    return -1
                }
            }
        }
        let order = store.withView { table.sorted(sections: 1, parallelism: 1, tails: $0) }
        let expected = names.indices.sorted { (names[$0], $0) < (names[$1], $1) }
        #expect(order.positions.map(Int.init) == expected)
    }

    /// With the sort's own scratch, and with one far smaller than the buckets, which are then
    /// distributed in place.
    @Test("Tables joined from several workers, each past the size at which the sort gives its items' pages back, sort as one list does",
          arguments: [KeyTable.scratchItems, 500])
    func joinedLargeTables(scratchItems: Int) {
        // 3 tables of 20,000 keys: more than 2¹⁵ in all (the sort's threads) and many times
        // the 2¹⁴ items between page releases. Keys share 14 bytes, so that ties read the
        // arenas; the keys of names of even length leave their names to the store. Names of up
        // to three letters from "abc", in a fixed scramble of the positions (the same every
        // run): each name many times, far apart.
        let letters = Array("abc")
        let names = (0..<60_000).map { position in
            let code = position &* 7_919 % 40
            return String((0..<(code % 4)).map { letters[code / (1 + 3 * $0) % 3] })
        }
        let store = NameStore(names)
        func key(_ name: String) -> [UInt8] { Array(repeating: 0x41, count: 14) + name.utf8.reversed().map { $0 - 0x40 } }
        var whole: [(section: Int, key: [UInt8])] = []
        var tables: [KeyTable] = []
        for worker in 0..<3 {
            var table = KeyTable(capacity: 20_000, first: worker * 20_000, partBytes: 8_000)
            for position in (worker * 20_000)..<((worker + 1) * 20_000) {
                let name = names[position], section = name.utf8.count % 3
                let leaves = name.utf8.count % 2 == 0
                var full = key(name)
                KeyTieBreak.append(name, to: &full)
                whole.append((section, full))
                store.withUTF8(at: position) { tail in
                    table.append(position: position, tail: leaves ? tail : nil) { arena in
                        arena += leaves ? key(name) : full
                        return leaves ? -1 - section : section
                    }
                }
            }
            tables.append(table)
        }
        let table = KeyTable(joining: tables)
        #expect(table.parts.count > 3, "the arenas were cut into parts")
        let order = store.withView { table.sorted(sections: 3, parallelism: 2, tails: $0, scratchItems: scratchItems) }
        #expect(order.positions.map(Int.init) == Self.order(of: whole))
    }

    @Test("An arena holds what was appended to it, in order, across its growths, and counts set down or up within its capacity")
    func arenaAppends() async {
        await propertyCheck(count: 80, input: Gen<UInt8>.uint8().array(of: 0...300).array(of: 0...40)) { chunks in
            var arena = KeyArena()
            defer { arena.deallocate() }
            var model: [UInt8] = []
            for (index, chunk) in chunks.enumerated() {
                if index % 5 == 4, let byte = chunk.first {
                    arena.append(byte)
                    model.append(byte)
                } else {
                    chunk.withUnsafeBufferPointer { arena.append($0) }
                    model += chunk
                }
                #expect(arena.count == model.count && arena.capacity >= arena.count)
            }
            #expect(Array(arena.bytes(from: 0)) == model)
            let half = model.count / 2
            arena.setCount(half)
            #expect(Array(arena.bytes(from: 0)) == Array(model.prefix(half)))
            arena.reserveCapacity(forAppending: 1)
            arena.setCount(half + 1)
            #expect(Array(arena.bytes(from: 0).prefix(half)) == Array(model.prefix(half)), "setting the count up keeps the bytes below")
        }
    }

    @Test("A key's record gives back its length and its bytes past the first 16, for all lengths", arguments: [0, 1, 15, 16, 17, 127, 128, 300, 16_400, 2_100_000])
    func records(length: Int) {
        let key = (0..<length).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
        var arena = KeyArena()    // a record starts where the arena's bytes end
        defer { arena.deallocate() }
        [0xAA, 0xBB].withUnsafeBufferPointer { arena.append($0) }
        key.withUnsafeBufferPointer { arena.append($0) }
        KeyTable.KeyRecord.replaceKey(in: &arena, from: 2)
        let bytes = Array(arena.bytes(from: 0))
        #expect(bytes.prefix(2) == [0xAA, 0xBB])
        let record = arena.base.map { KeyTable.KeyRecord(at: $0 + 2) }
        #expect(record?.headLength == length)
        #expect(record?.size == arena.count - 2, "the record ends where the arena does")
        #expect(record?.lengthSize == (length < 1 << 7 ? 1 : length < 1 << 14 ? 2 : length < 1 << 21 ? 3 : 4), "seven bits a byte")
        if let record {
            #expect(Array(bytes[(2 + record.lengthSize)...]) == Array(key.dropFirst(16)))
        }
    }

    @Test("A key longer than a part is cut to it: keys that differ in what is kept sort by it, keys that differ only past the cut keep their input order")
    func keysCutToAPart() {
        // Parts of 40 bytes keep a record's length and 30 bytes past the item's 16: 46 bytes of
        // a key. Keys of 100 bytes, differing at byte 20 (kept) or at byte 80 (cut off).
        func key(at index: Int, _ byte: UInt8) -> [UInt8] {
            var key = [UInt8](repeating: 0x41, count: 100)
            key[index] = byte
            return key
        }
        let keys = [key(at: 80, 0x43), key(at: 20, 0x43), key(at: 80, 0x42), key(at: 20, 0x42), key(at: 80, 0x41)]
        let names = ["e", "d", "c", "b", "a"]
        let store = NameStore(names)
        var table = KeyTable(capacity: keys.count, partBytes: 40)
        for (position, key) in keys.enumerated() {
            store.withUTF8(at: position) { tail in
                // Every other key leaves its name to the store: cut, it no longer does.
                table.append(position: position, tail: position % 2 == 0 ? tail : nil) { arena in
                    arena += key
                    return position % 2 == 0 ? -1 : 0
                }
            }
        }
        #expect(table.count == keys.count)
        #expect(table.parts.count >= keys.count, "each key started a part of its own")
        #expect(table.parts.allSatisfy { $0.storage.arena.pointee.count <= 40 })
        let order = store.withView { table.sorted(sections: 1, parallelism: 1, tails: $0) }
        // Byte 20 = 0x41 (positions 0, 2, 4, by position), then 0x42 (3), then 0x43 (1).
        #expect(order.positions == [0, 2, 4, 3, 1])
    }
}
