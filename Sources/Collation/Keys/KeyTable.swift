import Dispatch

/// Sort keys of many names, sorted without comparing strings: each item carries a 16-byte
/// window of its key, and an MSD radix sort on the windows splits the table into ever smaller
/// buckets; only items still tied after 16 bytes read the next 16 from the arena, which holds
/// each key's record: its length, then its bytes past its first 16 (a key's first 16 bytes are
/// in its item, not held twice). An item finds its record by an offset it carries, so the
/// table keeps no offset per key beside the items (a million keys' offsets took 4 MB of the
/// peak; a record's length takes a byte), and a repeated name's item shares its earlier key's
/// record. No reference counting happens inside the sort.
///
/// The order: section (when sorting by section), then the key bytes (a key that is a prefix of
/// another comes first), then position, so that equal keys keep their input order.
///
/// A key may leave out its tie-break (0x01 and the name, see ``NameKeyWriter``) when the names
/// are at hand as bytes (a ``NameStore``): its section is then given as `-1 - section`, and the
/// sort reads the 0x01 and the name's bytes after the stored key as if they were there. The
/// order is the same as with the whole key in the arena, and a million names' bytes are not
/// held twice. Such a key must be made from its name alone (as every key writer makes it), so
/// that equal names have equal keys: the sort then settles a run of one name by its bytes alone.
///
/// A table's items are a block (``ItemBlock``) for each stretch of positions it keyed, beside
/// its arena; the sort's first pass moves them into its buffer by section and first byte,
/// giving the pages behind it back as it goes, so that a million items are not held twice.
struct KeyTable: Sendable {
    /// Keys computed by one thread, for consecutive positions: each key's record (see
    /// ``KeyRecord``), one after another. Items find their records by offsets of 31 bits: a part
    /// whose bytes would pass 2 GiB is closed and the next key starts a new one. A table keyed
    /// in segments (``startSegment(_:)``) has a part for each, all in one arena until it is full.
    struct Part: Sendable {
        /// The records. (A reference: the arena is appended to in place, with no uniqueness
        /// check; copies of a part share it, and only the table's last part is written.)
        let storage: ArenaStorage
        /// The position of the part's first key.
        var first = 0
        /// The number of keys.
        var count = 0

        init(storage: ArenaStorage = ArenaStorage(), first: Int = 0) {
            self.storage = storage
            self.first = first
        }
    }

    /// A part's arena, freed with its last copy. Reached through a pointer: a class's stored
    /// property changed in place is checked for overlapping access at each change, and holding
    /// the storage across a writer's call retained and released it, for every key. (A part's
    /// arena is written by the one thread that makes its table, and read after.)
    final class ArenaStorage: @unchecked Sendable {
        let arena: UnsafeMutablePointer<KeyArena>

        init() {
            arena = .allocate(capacity: 1)
            arena.initialize(to: KeyArena())
        }

        deinit {
            arena.pointee.deallocate()
            arena.deinitialize(count: 1)
            arena.deallocate()
        }
    }

    /// The parts, in position order; tables computed in parallel are joined without copying.
    private(set) var parts: [Part]
    /// The items (and sections) of the positions, one block per segment keyed, in position order.
    private var blocks: [ItemBlock]
    /// The first position whose record is in the last part's arena: a repeat's key is shared
    /// from that position on (an earlier key's record is in an arena closed before).
    private var storageFirst: Int
    /// The most record bytes a part holds (offsets take 31 bits); smaller in tests.
    private let partBytes: Int
    /// Where the writers of ``append(position:tail:write:)``, handed a `[UInt8]`, write a key
    /// before it is copied to the arena: the keys before it stay until it passes 4 KB
    /// (emptied for every key, the array cost about 60 instructions a key).
    private var spill: [UInt8] = []

    /// A table for `capacity` keys, the first at position `first`. Reserving is generous:
    /// untouched reserved memory costs nothing, while growing a large arena copies it.
    init(capacity: Int, first: Int = 0, partBytes: Int = Int(Item.offsetMask)) {
        assert(partBytes >= 2 * LEB128.longest && partBytes <= Int(Item.offsetMask), "records' offsets take 31 bits")
        self.partBytes = partBytes
        var part = Part()
        part.storage.arena.pointee.reserveCapacity(forAppending: capacity * 32)
        part.first = first
        parts = [part]
        blocks = [ItemBlock(capacity: capacity, first: first)]
        storageFirst = first
    }

    /// A table keyed in segments of positions, each begun by ``startSegment(_:)``, in
    /// increasing order but not necessarily adjacent (the others are another table's, joined
    /// after): a keying worker's share of a list whose stretches the workers take in turn.
    /// Its arena is reserved for `capacity` keys (untouched, the reserve costs no memory; past
    /// it, the arena grows, copied).
    init(segmentsOf capacity: Int, partBytes: Int = Int(Item.offsetMask)) {
        self.init(capacity: 0, partBytes: partBytes)
        parts[0].storage.arena.pointee.reserveCapacity(forAppending: capacity * 32)
        blocks = []
    }

    /// Begins the segment of `positions` (after the table's last position): the keys appended
    /// next are theirs.
    mutating func startSegment(_ positions: Range<Int>) {
        let last = parts.count - 1
        assert(blocks.last.map { positions.lowerBound >= $0.first + $0.count } ?? true, "segments in increasing order")
        if blocks.isEmpty { storageFirst = positions.lowerBound }
        if parts[last].count == 0 {
            parts[last].first = positions.lowerBound
        } else {
            parts.append(Part(storage: parts[last].storage, first: positions.lowerBound))
        }
        blocks.append(ItemBlock(capacity: positions.count, first: positions.lowerBound))
    }

    /// The tables as one, their bytes left where they are. Their segments together must hold
    /// each position once: a table's positions follow the previous table's, or the tables'
    /// segments interleave (their parts and blocks are put in position order).
    init(joining tables: [KeyTable]) {
        parts = tables.flatMap(\.parts).filter { $0.count > 0 }.sorted { $0.first < $1.first }
        blocks = tables.flatMap(\.blocks).sorted { $0.first < $1.first }
        partBytes = tables.map(\.partBytes).min() ?? Int(Item.offsetMask)
        storageFirst = parts.last?.first ?? 0
    }

    /// The number of keys.
    var count: Int { parts.reduce(0) { $0 + $1.count } }

    /// Adds the key of the name at `position` (the next position of the table): `write`
    /// appends the key to the arena and returns the section, or `-1 - section` when the key
    /// leaves its name out, which must then be `tail` (the name's UTF-8, in the store the
    /// sort is given).
    mutating func append(position: Int, tail: UnsafeBufferPointer<UInt8>? = nil, write: (inout [UInt8]) throws -> Int) rethrows {
        if spill.count > 4096 { spill.removeAll(keepingCapacity: true) }
        let keyStart = spill.count
        let section = try write(&spill)
        let written = spill
        appendInArena(position: position, tail: tail) { arena in
            written.withUnsafeBufferPointer { arena.append(UnsafeBufferPointer(rebasing: $0[keyStart...])) }
            return section
        }
    }

    /// ``append(position:tail:write:)`` for a writer that appends the key to the arena itself, in place.
    mutating func appendInArena(position: Int, tail: UnsafeBufferPointer<UInt8>? = nil, write: (inout KeyArena) throws -> Int) rethrows {
        var last = parts.count - 1
        assert(position == parts[last].first + parts[last].count, "positions in a part are consecutive")
        // (Alive while `parts` holds the part.)
        let arena = parts[last].storage.arena
        let start = arena.pointee.count
        let section = try write(&arena.pointee)
        var leaves = section < 0
        assert(!leaves || tail != nil, "a key that leaves its name out is given the name")
        let headLength = arena.pointee.count - start
        // The item carries the key's first 16 bytes (the name's, past a short key); its record
        // in the arena takes the place of the key's bytes.
        let window = FullKey(rest: arena.pointee.base.map { UnsafePointer($0 + start) }, restStart: 0, headLength: headLength,
                             tail: leaves ? tail : nil).window(from: 0)
        KeyRecord.replaceKey(in: &arena.pointee, from: start)
        var offset = start
        if arena.pointee.count > partBytes {
            // The record starts a new part. (A single key longer than a part fits in none: it
            // is cut there, 2 GiB in, far past where any two real names differ, and its name no
            // longer follows it.)
            var part = Part()
            part.first = position
            storageFirst = position
            let new = part.storage.arena
            new.pointee.append(arena.pointee.bytes(from: start))
            arena.pointee.setCount(start)
            if new.pointee.count > partBytes {
                KeyRecord.cut(&new.pointee, to: partBytes)
                leaves = false
            }
            parts.append(part)
            last += 1
            offset = 0
        }
        parts[last].count += 1
        let item = Item(key: window.0, next: window.1, position: UInt32(truncatingIfNeeded: position),
                        record: UInt32(truncatingIfNeeded: offset) | (leaves ? Item.leavesName : 0))
        blocks[blocks.count - 1].append(item, section: Int32(truncatingIfNeeded: section))
    }

    /// Adds at `position` (the next position of the table) a copy of the key at `earlier`, an
    /// earlier position of this table (of any of its segments) whose name is the same (see
    /// ``RepeatedNames``): its item and section, and its record, shared (the item says where
    /// its record is, and a record is never changed, so the repeat costs no key bytes). Returns
    /// false, adding nothing, when that key is in an arena closed before or is not the
    /// table's (the caller then writes the key).
    mutating func appendCopy(position: Int, of earlier: Int) -> Bool {
        let last = parts.count - 1, lastBlock = blocks.count - 1
        assert(position == parts[last].first + parts[last].count, "positions in a part are consecutive")
        guard earlier >= storageFirst, earlier < position else { return false }
        // The blocks used where they are in the array: taken out into a local, a block was
        // retained and released for every copy.
        var source = lastBlock
        if earlier < blocks[lastBlock].first {
            // An earlier segment's: the last block that starts at or before it.
            var low = 0, high = lastBlock - 1
            while low < high {
                let middle = (low + high + 1) / 2
                if blocks[middle].first <= earlier { low = middle } else { high = middle - 1 }
            }
            guard low <= high, earlier >= blocks[low].first, earlier - blocks[low].first < blocks[low].count else { return false }
            source = low
        }
        let index = earlier - blocks[source].first
        blocks[lastBlock].append(blocks[source].item(index), section: blocks[source].section(index))
        parts[last].count += 1
        return true
    }

    /// Every key and its section, in position order (of a table whose keys hold their names).
    func keys() -> [CollationKey] {
        var keys: [CollationKey] = []
        keys.reserveCapacity(count)
        var part = 0
        for block in blocks {
            for index in 0..<block.count {
                let item = block.item(index), section = block.section(index)
                let position = Int(item.position)
                while part + 1 < parts.count, parts[part + 1].first <= position { part += 1 }
                assert(!item.leavesName && section >= 0, "exported keys hold their names")
                guard let base = parts[part].storage.arena.pointee.base else { continue }
                let record = KeyRecord(at: base + item.offset)
                var bytes: [UInt8] = []
                bytes.reserveCapacity(record.headLength)
                for byte in 0..<min(16, record.headLength) { bytes.append(UInt8(Sorter.digit(item, byte))) }
                let stored = item.offset + record.lengthSize
                bytes.append(contentsOf: UnsafeBufferPointer(start: base + stored, count: record.storedCount))
                keys.append(CollationKey(section: Int(section), sortKey: SortKey(bytes: bytes)))
            }
        }
        return keys
    }

    /// An item of the sort: 16 bytes of the key (bytes `depth..<depth + 16` while its bucket is
    /// sorted at that depth, zero past the key's end) in two big-endian words, the name's
    /// position, and where the key's record is in its part's arena (with the top bit set when
    /// its name follows from the store). Positions take 32 bits: a list of 2³¹ names would
    /// need far more memory than its positions (each name is a 16-byte string).
    struct Item: Sendable {
        var key: UInt64
        var next: UInt64
        var position: UInt32
        var record: UInt32

        static let leavesName: UInt32 = 1 << 31
        static let offsetMask: UInt32 = leavesName - 1

        /// Where the key's record starts in its part's arena.
        var offset: Int { Int(record & Self.offsetMask) }
        /// Whether the key's name follows it from the store.
        var leavesName: Bool { record & Self.leavesName != 0 }
    }

    /// The sorted order: the names' positions, and where each section's run of them starts.
    struct Order: Sendable {
        /// The positions of the names, in order.
        var positions: [Int32]
        /// For each section, the index in ``positions`` where its names start, then the end:
        /// section `s` is `positions[sectionStarts[s]..<sectionStarts[s + 1]]`. One section
        /// (everything) when not sorted by section.
        var sectionStarts: [Int]
    }

    /// The names in order of section (when `sections` is given: how many there are; every
    /// key's section is below it), then key bytes, then position. `tails` holds the names of
    /// the keys that leave them out. A sorting thread's scratch holds at most `scratchItems`
    /// items; larger ranges are distributed in place.
    ///
    /// Consuming: as the items move into the sort's buffer, the pages of the blocks they leave
    /// are given back; only the keys' records stay, for the items still tied after their first
    /// 16 bytes.
    consuming func sorted(sections: Int? = nil, parallelism: Int = 1, tails: NameStore.View? = nil,
                          scratchItems: Int = KeyTable.scratchItems) -> Order {
        let total = count
        let bySection = sections != nil
        let sectionCount = sections ?? 1
        guard total > 0 else { return Order(positions: [], sectionStarts: Array(repeating: 0, count: sectionCount + 1)) }
        // The keying workers are done: what they freed goes back before the buffer is taken.
        MemoryPages.releaseFreeMemory()
        let buffer = UnsafeMutableBufferPointer<Item>.allocate(capacity: total)
        defer { buffer.deallocate() }

        // First pass: a counting sort by section and the key's first byte, stable. The blocks
        // (one for each segment a keying worker took) are cut into a run for each thread, in
        // position order, of about as many items each; each run is counted and moved by a
        // thread of its own, into the slots that the runs before it leave in each bucket.
        let digits = sectionCount * 256 + 1
        let blocks = blocks
        func digit(_ block: ItemBlock, _ index: Int) -> Int {
            let stored = Int(block.section(index))
            return (bySection ? (stored < 0 ? -1 - stored : stored) << 8 : 0) | Sorter.digit(block.item(index), 0)
        }
        let parallel = total >= 1 << 15 && parallelism > 1
        let runs = Self.runs(of: blocks.map(\.count), into: parallel ? parallelism : 1)
        var runCounts = [[Int]](repeating: [], count: runs.count)
        runCounts.withUnsafeMutableBufferPointer { results in
            Self.forEach(runs.indices, inParallel: parallel) { run in
                var counts = [Int](repeating: 0, count: digits)
                for block in blocks[runs[run]] {
                    for item in 0..<block.count { counts[digit(block, item)] += 1 }
                }
                results[run] = counts
            }
        }
        var counts = [Int](repeating: 0, count: digits)
        for run in runCounts { for digit in 0..<digits { counts[digit] += run[digit] } }
        var starts = [Int](repeating: 0, count: digits)
        for digit in 1..<digits { starts[digit] = starts[digit - 1] + counts[digit - 1] }
        // Where each run's items of each bucket go: after those of the runs before it.
        var runNext: [[Int]] = []
        var next = starts
        for run in runCounts {
            runNext.append(next)
            for digit in 0..<digits { next[digit] += run[digit] }
        }
        Self.forEach(runs.indices, inParallel: parallel) { run in
            var next = runNext[run]
            for block in blocks[runs[run]] {
                for item in 0..<block.count {
                    let value = digit(block, item)
                    buffer[next[value]] = block.item(item)
                    next[value] += 1
                    if item & 0x3FFF == 0x3FFF { block.release(before: item + 1) }
                }
                block.free()
            }
        }
        self.blocks = []
        let work = (0..<(counts.count - 1)).filter { counts[$0] > 1 }.map { starts[$0]..<(starts[$0] + counts[$0]) }

        // The buckets, largest first, each taken by the next thread free: a thread that the
        // machine slows (another process, a shared host) takes fewer, and none waits for it
        // long (given out beforehand by size, the two threads' sorts ended up to 21 ms apart on
        // the million on such a machine, a quarter of the sort).
        let threads = total >= 1 << 15 ? max(1, min(parallelism, 8, work.count)) : 1
        let plan = work.sorted { $0.count > $1.count }
        let taken = WorkCounter()
        withArenas { arenas in
            nonisolated(unsafe) let buffer = buffer    // threads sort disjoint ranges of it
            Self.forEach(0..<threads, inParallel: threads > 1) { _ in
                // A thread's scratch is as large as the largest bucket, not the whole list (a
                // bucket is one section's names that share a first byte), and at most
                // `scratchItems` (smaller in tests): larger ranges are distributed in place.
                guard let largest = plan.first?.count else { return }
                let size = min(largest, max(1, scratchItems))
                let scratch = UnsafeMutableBufferPointer<Item>.allocate(capacity: size)
                defer { scratch.deallocate() }
                let table = UnsafeMutableBufferPointer<Int>.allocate(capacity: 512)
                defer { table.deallocate() }
                table.initialize(repeating: 0)
                let sorter = Sorter(buffer: buffer, scratch: scratch, table: table, arenas: arenas, tails: tails)
                while let bucket = taken.next(below: plan.count) { sorter.radixSort(plan[bucket], byte: 1, depth: 0) }
            }
        }

        // The keys are no longer needed: freed before the order is made, not after; and the
        // items' pages are given back as their positions are read out.
        parts = []
        var positions: [Int32] = []
        positions.reserveCapacity(total)
        var released = 0
        for index in buffer.indices {
            positions.append(Int32(truncatingIfNeeded: buffer[index].position))
            if index & 0x3FFF == 0x3FFF {
                MemoryPages.release(buffer, elements: released..<(index + 1))
                released = index + 1
            }
        }
        return Order(positions: positions, sectionStarts: (0...sectionCount).map { starts[$0 << 8] })
    }

    /// `counts` (the blocks' items, in position order) cut into at most `parts` runs of
    /// consecutive blocks with about as many items each.
    static func runs(of counts: [Int], into parts: Int) -> [Range<Int>] {
        let total = counts.reduce(0, +)
        guard parts > 1, counts.count > 1 else { return [0..<counts.count] }
        var runs: [Range<Int>] = []
        var start = 0, sum = 0
        for (index, count) in counts.enumerated() {
            sum += count
            // The run ends once it holds its share of the items (the shares counted from the
            // list's start, so that rounding does not gather at the end).
            if runs.count < parts - 1, sum * parts >= total * (runs.count + 1) {
                runs.append(start..<(index + 1))
                start = index + 1
            }
        }
        if start < counts.count { runs.append(start..<counts.count) }
        return runs
    }

    /// Calls `body` with every index of `indices`: at once, one thread per index, when
    /// `inParallel`, else in turn on this thread.
    private static func forEach(_ indices: Range<Int>, inParallel: Bool, _ body: (Int) -> Void) {
        if !inParallel || indices.count <= 1 { return indices.forEach(body) }
        // The callers' bodies touch disjoint memory for each index.
        withoutActuallyEscaping(body) { body in
            nonisolated(unsafe) let body = body
            DispatchQueue.concurrentPerform(iterations: indices.count) { body(indices.lowerBound + $0) }
        }
    }

    /// Where each part's keys are, for the sort: the first position and the records.
    struct Arena: @unchecked Sendable {
        let first: Int
        let bytes: UnsafePointer<UInt8>?
    }

    /// The parts' arenas in position order, and for every 4,096th position the part that holds
    /// it: a key's part is found in a step or two, among the many parts of a list whose
    /// workers took it in segments.
    struct Arenas: @unchecked Sendable {
        let arenas: [Arena]
        private let hints: [Int32]
        private static let hintShift = 12

        /// The arenas of `positions` positions (from 0).
        init(_ arenas: [Arena], positions: Int) {
            self.arenas = arenas
            var hints: [Int32] = []
            hints.reserveCapacity(positions >> Self.hintShift + 1)
            var part = 0
            for stretch in 0...(positions >> Self.hintShift) {
                while part + 1 < arenas.count, arenas[part + 1].first <= stretch << Self.hintShift { part += 1 }
                hints.append(Int32(truncatingIfNeeded: part))
            }
            self.hints = hints
        }

        /// The index of the arena (the part) that holds the record of the key at `position`.
        @inline(__always)
        func index(of position: Int) -> Int {
            var index = Int(hints[position >> Self.hintShift])
            while index + 1 < arenas.count, arenas[index + 1].first <= position { index += 1 }
            return index
        }
    }

    /// Calls `body` with every part's arena.
    private func withArenas(_ body: (Arenas) -> Void) {
        withExtendedLifetime(parts) {
            let arenas = parts.map { part in Arena(first: part.first, bytes: part.storage.arena.pointee.base.map { UnsafePointer($0) }) }
            body(Arenas(arenas, positions: parts.last.map { $0.first + $0.count } ?? 0))
        }
    }

    /// A key as the sort reads it: the stored bytes (those from `restStart` on; the sort reads
    /// none before, which its item carries), then, for a key that leaves out its name, 0x01
    /// and the name.
    struct FullKey {
        /// The key's bytes from `restStart` to `headLength`.
        let rest: UnsafePointer<UInt8>?
        let restStart: Int
        let headLength: Int
        let tail: UnsafeBufferPointer<UInt8>?

        var length: Int { headLength + (tail.map { 1 + $0.count } ?? 0) }

        /// Byte `index` (below ``length``, and not before `restStart` within the stored bytes).
        @inline(__always)
        func byte(at index: Int) -> UInt8 {
            if index < headLength, let rest { return rest[index - restStart] }
            if index == headLength { return 0x01 }
            return tail?[index - headLength - 1] ?? 0
        }

        /// The 16 bytes from `depth` on, in two big-endian words, zero past the end.
        @inline(__always)
        func window(from depth: Int) -> (UInt64, UInt64) {
            if tail == nil || depth + 16 <= headLength {
                guard depth < headLength, let rest else { return (0, 0) }
                return KeyTable.window(rest + (depth - restStart), length: headLength - depth, from: 0)
            }
            return windowWithName(from: depth)
        }

        /// ``window(from:)`` where the name follows within the 16 bytes: the stored bytes left,
        /// the 0x01, then the name's, copied in turn into the words. (Asked byte by byte, each
        /// byte's test of where it lies took about 200 instructions for such a window: a key
        /// of a Han name read in a non-CJK locale, 11 instructions a name of the million-name
        /// list's first 20,000 in en.)
        private func windowWithName(from depth: Int) -> (UInt64, UInt64) {
            var window: (UInt64, UInt64) = (0, 0)
            withUnsafeMutableBytes(of: &window) { raw in
                guard let out = raw.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return }
                var written = 0
                if depth < headLength, let rest {
                    let source = rest + (depth - restStart)
                    written = headLength - depth
                    for index in 0..<written { out[index] = source[index] }
                }
                // (Below 16: `depth + 16` passes the stored bytes' end.)
                if depth + written == headLength {
                    out[written] = 0x01
                    written += 1
                }
                // (`from` is negative only for stored bytes without an arena, which no key has.)
                let from = depth + written - headLength - 1
                guard let tail, let name = tail.baseAddress, from >= 0 else { return }
                let count = Swift.min(16 - written, tail.count - from)
                if count > 0 { for index in 0..<count { out[written + index] = name[from + index] } }
            }
            return (UInt64(bigEndian: window.0), UInt64(bigEndian: window.1))
        }

        /// Whether the bytes from `depth` on equal `other`'s, which has the same length: the
        /// stored bytes and the names compared as blocks where the two are laid out alike (the
        /// same name many times), else byte by byte.
        func equals(_ other: FullKey, from depth: Int) -> Bool {
            guard headLength == other.headLength, (tail == nil) == (other.tail == nil) else {
                for index in depth..<length where byte(at: index) != other.byte(at: index) { return false }
                return true
            }
            if depth < headLength, let rest, let otherRest = other.rest,
               !Self.equalBytes(rest + (depth - restStart), otherRest + (depth - other.restStart), count: headLength - depth) {
                return false
            }
            guard let tail, let otherTail = other.tail, let start = tail.baseAddress, let otherStart = otherTail.baseAddress else { return true }
            let from = max(0, depth - headLength - 1)
            return Self.equalBytes(start + from, otherStart + from, count: tail.count - from)
        }

        /// Whether `count` bytes at `a` and `b` are equal: eight at a time, in line (keys and
        /// names are short, and most calls settle them; a call to `memcmp` cost more).
        @inline(__always)
        static func equalBytes(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, count: Int) -> Bool {
            var index = 0
            let rawA = UnsafeRawPointer(a), rawB = UnsafeRawPointer(b)
            while index + 8 <= count {
                if rawA.loadUnaligned(fromByteOffset: index, as: UInt64.self) != rawB.loadUnaligned(fromByteOffset: index, as: UInt64.self) { return false }
                index += 8
            }
            while index < count {
                if a[index] != b[index] { return false }
                index += 1
            }
            return true
        }
    }

    /// The 16 bytes of a key from `depth` on, in two big-endian words, zero past its end.
    @inline(__always)
    static func window(_ key: UnsafePointer<UInt8>?, length: Int, from depth: Int) -> (UInt64, UInt64) {
        guard let key, depth < length else { return (0, 0) }
        if depth + 16 <= length {
            let raw = UnsafeRawPointer(key + depth)
            return (UInt64(bigEndian: raw.loadUnaligned(as: UInt64.self)),
                    UInt64(bigEndian: raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self)))
        }
        var first: UInt64 = 0, second: UInt64 = 0
        for index in 0..<8 {
            first = first << 8 | (depth + index < length ? UInt64(key[depth + index]) : 0)
        }
        for index in 8..<16 {
            second = second << 8 | (depth + index < length ? UInt64(key[depth + index]) : 0)
        }
        return (first, second)
    }

    /// The most items a sorting thread's scratch holds (3 MB; a thread takes only as much as
    /// the largest bucket). A million names' largest buckets hold 70,000–85,000: through the
    /// scratch, their runs of equal keys stay in input order, which the tie-break then need not
    /// restore. (With a scratch of 32,768 items they were distributed in place, and putting
    /// their runs back in order cost 63 instructions a name of the million-name list in en;
    /// the larger scratch costs up to 1.7 MB of its peak: 66.3–68.5 MB, `sort`'s 79. On the
    /// list's 641,617 distinct names, whose sort it leaves as fast, 1 MB: 50.4 MB, `sort`'s 49.6.)
    static let scratchItems = 131_072

    /// The radix sort over shared buffers; threads sort disjoint ranges.
    private struct Sorter: @unchecked Sendable {
        let buffer: UnsafeMutableBufferPointer<Item>
        /// Room for the ranges distributed through it (larger ones are distributed in place);
        /// indexed from the range's start.
        let scratch: UnsafeMutableBufferPointer<Item>
        /// A partition's counts and bucket bounds (``partition(_:byte:)``): 256 counts, zero
        /// between partitions, then 256 ends.
        let table: UnsafeMutableBufferPointer<Int>
        let arenas: Arenas
        let tails: NameStore.View?

        /// Below this many items, a bucket is sorted by insertion on its windows.
        static let small = 32

        /// Sorts `range`, whose items agree on key bytes before `depth` and on bytes
        /// `depth..<depth + byte` (the windows' bytes before `byte`).
        func radixSort(_ range: Range<Int>, byte: Int, depth: Int) {
            if range.count <= Self.small { return smallSort(range, depth: depth) }
            // The first byte of the windows that not all items share: the bytes before it are
            // skipped at once, instead of a counting pass for each (runs of similar names share
            // many). A run whose windows are all equal (the same name many times, long shared
            // prefixes) goes on to the next window.
            let first = buffer[range.lowerBound]
            var keyBits: UInt64 = 0, nextBits: UInt64 = 0
            for index in range {
                keyBits |= buffer[index].key ^ first.key
                nextBits |= buffer[index].next ^ first.next
            }
            if keyBits == 0 && nextBits == 0 { return tie(range, depth: depth + 16) }
            let differing = max(byte, keyBits != 0 ? keyBits.leadingZeroBitCount / 8 : 8 + nextBits.leadingZeroBitCount / 8)
            for bucket in partition(range, byte: differing) where bucket.count > 1 {
                if differing == 15 {
                    tie(bucket, depth: depth + 16)
                } else {
                    radixSort(bucket, byte: differing + 1, depth: depth)
                }
            }
        }

        /// Sorts a few items by their windows and positions, then the runs still tied.
        private func smallSort(_ range: Range<Int>, depth: Int) {
            for index in (range.lowerBound + 1)..<range.upperBound {
                let item = buffer[index]
                var hole = index
                while hole > range.lowerBound, Self.windowLess(item, buffer[hole - 1]) {
                    buffer[hole] = buffer[hole - 1]
                    hole -= 1
                }
                buffer[hole] = item
            }
            var start = range.lowerBound
            while start < range.upperBound {
                var end = start + 1
                while end < range.upperBound, buffer[end].key == buffer[start].key, buffer[end].next == buffer[start].next { end += 1 }
                if end - start > 1 { tie(start..<end, depth: depth + 16) }
                start = end
            }
        }

        /// Sorts `range`, whose items agree on every key byte before `depth`: by the next 16
        /// bytes, read from the arenas; or, when every key ends by `depth`, by length then
        /// position (the keys are equal up to the shorter one's end).
        private func tie(_ range: Range<Int>, depth: Int) {
            // The items are put in input order first, which equal keys end in anyway: their
            // names and records are then read in the order they are stored, not at random (a
            // cache miss for every item of a large run). Equal keys (the same name many times)
            // end here in one comparison each, rather than a refill and a pass for every further
            // 16 bytes.
            var part = UnsafeMutableBufferPointer(rebasing: buffer[range])
            // Where the names end, asked for before the sort, which hides the wait: the names
            // are at random places in the store, and their bounds were a cache miss each in
            // `allKeysEqual` (a run of one name many times needs none past the first few).
            if let tails { for index in range.prefix(32) { tails.prefetchBounds(at: Int(buffer[index].position)) } }
            // The run is nearly always in position order already: the first pass and the
            // partitions through the scratch are stable, and only a range too large for the
            // scratch is distributed out of order. A pass that checks costs less than the sort,
            // which took a buffer and compared through a closure for every run of more than 20.
            if !Self.inPositionOrder(part) { part.sort { $0.position < $1.position } }
            if allKeysEqual(range, from: depth) { return }
            var longest = 0
            for index in range {
                let length = fullKey(buffer[index]).length
                longest = max(longest, length)
                // Past every key's end, the windows are spent: the first holds the length, by
                // which the keys are ordered if they all end here.
                buffer[index].key = UInt64(length)
            }
            if longest <= depth {
                part.sort { ($0.key, $0.position) < ($1.key, $1.position) }
                return
            }
            for index in range {
                let window = fullKey(buffer[index]).window(from: depth)
                buffer[index].key = window.0
                buffer[index].next = window.1
            }
            radixSort(range, byte: 0, depth: depth)
        }

        /// Whether `items` are in increasing position order.
        private static func inPositionOrder(_ items: UnsafeMutableBufferPointer<Item>) -> Bool {
            guard var previous = items.first?.position else { return true }
            for item in items.dropFirst() {
                if item.position < previous { return false }
                previous = item.position
            }
            return true
        }

        /// Whether the keys in `range` are all equal (their bytes before `depth` are). A key
        /// whose name is the first's is equal to it (keys that leave out their names are made
        /// from the names alone), so a run of one name many times costs a comparison of names,
        /// not of whole keys, and no read of the records; other keys are compared whole.
        private func allKeysEqual(_ range: Range<Int>, from depth: Int) -> Bool {
            let first = buffer[range.lowerBound]
            let name = first.leavesName ? tails?.name(at: Int(first.position)) : nil
            let firstArena = arenaBytes(of: Int(first.position))
            // The last other record found equal to the first's key: the same name keyed by the
            // other keying worker, or again where the memo had forgotten it. The items are in
            // position order here, and a repeat copies the latest copy's record, so such a
            // record's items follow one another: only the first of them is compared. (Compared
            // one by one, the other worker's half of a name met 500 times in the million-name
            // benchmark list was a random read of a name each: this function's share of the
            // run's CPU samples went from 5.5% to 3.1%.)
            var equalRecord = first.record, equalArena = firstArena
            var key: FullKey?
            for index in range.dropFirst() {
                let item = buffer[index]
                // The next item's name asked for a step ahead, when it will be compared.
                if name != nil, index + 1 < range.upperBound, let tails {
                    let next = buffer[index + 1]
                    if next.leavesName, next.record != first.record, next.record != equalRecord {
                        NameStore.View.prefetch(tails.name(at: Int(next.position)))
                    }
                }
                // A repeat shares the record of the key it copies: the same record in the same
                // arena is the same key (a run of one contact many times reads no key bytes).
                if item.record == first.record || item.record == equalRecord {
                    let arena = arenaBytes(of: Int(item.position))
                    if (item.record == first.record && arena == firstArena) || (item.record == equalRecord && arena == equalArena) { continue }
                }
                if let name, item.leavesName, let other = tails?.name(at: Int(item.position)), other.count == name.count,
                   let start = name.baseAddress, let otherStart = other.baseAddress,
                   FullKey.equalBytes(start, otherStart, count: name.count) {
                    equalRecord = item.record
                    equalArena = arenaBytes(of: Int(item.position))
                    continue
                }
                let firstKey = key ?? fullKey(first)
                key = firstKey
                let other = fullKey(item)
                guard other.length == firstKey.length else { return false }
                if other.length > depth, !other.equals(firstKey, from: depth) { return false }
            }
            return true
        }

        /// The arena that holds the record of the key at `position` (the parts of one keying
        /// worker's segments share one).
        @inline(__always)
        private func arenaBytes(of position: Int) -> UnsafePointer<UInt8>? {
            arenas.arenas[arenas.index(of: position)].bytes
        }

        /// `item`'s key: its record in its part's arena, and its name when the key leaves it
        /// out (the item is then longer than the stored bytes).
        private func fullKey(_ item: Item) -> FullKey {
            let position = Int(item.position)
            let tail = item.leavesName ? tails?.name(at: position) : nil
            guard let bytes = arenaBytes(of: position).map({ $0 + item.offset }) else {
                return FullKey(rest: nil, restStart: 0, headLength: 0, tail: tail)
            }
            let record = KeyRecord(at: bytes)
            // The record holds the bytes past the first 16 (none of a key of 16 or fewer).
            return FullKey(rest: bytes + record.lengthSize, restStart: record.headLength - record.storedCount,
                           headLength: record.headLength, tail: tail)
        }

        @inline(__always)
        private static func windowLess(_ a: Item, _ b: Item) -> Bool {
            if a.key != b.key { return a.key < b.key }
            if a.next != b.next { return a.next < b.next }
            return a.position < b.position
        }

        @inline(__always)
        static func digit(_ item: Item, _ byte: Int) -> Int {
            byte < 8 ? Int(truncatingIfNeeded: item.key >> UInt64(56 - 8 * byte)) & 0xFF
                     : Int(truncatingIfNeeded: item.next >> UInt64(120 - 8 * byte)) & 0xFF
        }

        /// Distributes `range` by byte `byte` of the windows, and returns the buckets that hold
        /// items, in order. Items that all share the byte stay where they are (common in runs
        /// of similar names). A range that fits the scratch goes through it (a stable counting
        /// sort); a larger one is distributed in place, each item swapped straight into its
        /// bucket (an American flag sort's pass). That is not stable, which the order does not
        /// need: every run of items whose keys tie is put in position order where it ends
        /// (``smallSort(_:depth:)``, ``tie(_:depth:)``).
        private func partition(_ range: Range<Int>, byte: Int) -> [Range<Int>] {
            // The digit of an item: one shift of the word that holds the byte, the same for
            // every item of the pass, with no checks (through ``digit(_:_:)``, the word's choice
            // and the shift's checks were a third of this function's instructions). Counts and
            // places wrap rather than trap: they stay below the range's count.
            let inNext = byte >= 8
            let shift = UInt64(truncatingIfNeeded: 56 &- 8 &* (byte & 7))
            @inline(__always) func digitOf(_ item: Item) -> Int {
                Int(truncatingIfNeeded: (inNext ? item.next : item.key) &>> shift) & 0xFF
            }
            // The digits met, `low...high`: the loops over the buckets visit those alone, and the
            // counts are zeroed again there only. (Zeroing the whole table and visiting all 256
            // buckets for every partition, most of them a few dozen items deep in a bucket, was
            // about a tenth of the instructions of a list's keying and sorting.)
            var low = 255, high = 0
            for index in range {
                let value = digitOf(buffer[index])
                table[value] &+= 1
                low = min(low, value)
                high = max(high, value)
            }
            defer { for value in low...high { table[value] = 0 } }
            if table[digitOf(buffer[range.lowerBound])] == range.count { return [range] }
            // table[value]: where the bucket's next item goes; table[256 + value]: its end.
            var buckets: [Range<Int>] = []
            var total = range.lowerBound
            for value in low...high {
                let count = table[value]
                table[value] = total
                if count > 0 { buckets.append(total..<(total &+ count)) }
                total &+= count
                table[256 + value] = total
            }
            if range.count <= scratch.count {
                let start = range.lowerBound
                for index in range {
                    let item = buffer[index]
                    let value = digitOf(item)
                    scratch[table[value] &- start] = item
                    table[value] &+= 1
                }
                for index in range { buffer[index] = scratch[index &- start] }
                return buckets
            }
            for value in low...high {
                while table[value] < table[256 + value] {
                    var item = buffer[table[value]]
                    var digit = digitOf(item)
                    while digit != value {
                        swap(&item, &buffer[table[digit]])
                        table[digit] &+= 1
                        digit = digitOf(item)
                    }
                    buffer[table[value]] = item
                    table[value] &+= 1
                }
            }
            return buckets
        }
    }
}
