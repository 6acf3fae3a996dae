import Dispatch

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Sort keys of many names in one byte arena, so that sorting a million of them compares
/// fixed-size entries (section, then an 8-byte prefix) and touches the arena only on ties,
/// with no reference counting inside the sort.
struct KeyTable: Sendable {
    /// Where one name's key bytes are, and the name's position in the input.
    struct Entry: Sendable {
        var offset: UInt32
        var length: UInt32
        var position: Int32
    }

    /// Keys computed by one thread: their bytes, where each key is, and the sort items.
    struct Part: Sendable {
        var arena: [UInt8] = []
        var entries: [Entry] = []
        var items: [Item] = []
    }

    /// The parts, in position order; tables computed in parallel are joined without copying.
    private(set) var parts: [Part]

    /// A table for about `capacity` keys. Reserving is generous: untouched reserved memory
    /// costs nothing, while growing a large arena copies it.
    init(capacity: Int = 0, part: Int = 0) {
        var table = Part()
        table.entries.reserveCapacity(capacity)
        table.items.reserveCapacity(capacity)
        table.arena.reserveCapacity(capacity * 64)
        parts = [table]
        partNumber = UInt32(part)
    }

    /// The part number that this table's items carry in their index.
    private let partNumber: UInt32

    /// The tables one after another, their bytes left where they are. Each table must have
    /// been made with `part:` its place in `tables`.
    init(joining tables: [KeyTable]) {
        parts = tables.flatMap(\.parts)
        partNumber = 0
    }

    /// The number of keys.
    var count: Int { parts.reduce(0) { $0 + $1.items.count } }

    /// Adds the key of the name at `position`: what `write` appends to the arena (a key; it
    /// returns the section, and the bytes to follow a 0x01 separator as the last tie-break, if
    /// any).
    mutating func append(position: Int, write: (inout [UInt8]) -> (section: Int, suffix: String.UTF8View?)) {
        let last = parts.count - 1
        let offset = parts[last].arena.count
        let (section, suffix) = write(&parts[last].arena)
        if let suffix {
            parts[last].arena.append(0x01)
            parts[last].arena.append(contentsOf: suffix)
        }
        let length = parts[last].arena.count - offset
        var prefix: UInt64 = 0
        var prefix2: UInt64 = 0
        parts[last].arena.withUnsafeBufferPointer { bytes in
            for index in 0..<8 {
                prefix <<= 8
                if index < length { prefix |= UInt64(bytes[offset + index]) }
            }
            for index in 8..<16 {
                prefix2 <<= 8
                if index < length { prefix2 |= UInt64(bytes[offset + index]) }
            }
        }
        assert(parts[last].entries.last.map { $0.position + 1 == Int32(position) } ?? true, "positions in a part are consecutive")
        let local = UInt32(parts[last].entries.count)
        parts[last].entries.append(Entry(offset: UInt32(offset), length: UInt32(length), position: Int32(position)))
        parts[last].items.append(Item(prefix: prefix, prefix2: prefix2, index: partNumber << Self.localBits | local, section: Int32(section)))
    }

    /// An item of the sort: the section and the key's first 15 bytes packed in two words, so
    /// that most comparisons are one or two integer comparisons; ties go to the arena.
    struct Item: Sendable {
        var key: UInt64
        var next: UInt64
        var index: UInt32
        var section: Int32

        /// An item holding the key's first 16 bytes (packed with the section when sorting).
        init(prefix: UInt64, prefix2: UInt64, index: UInt32, section: Int32) {
            key = prefix
            next = prefix2
            self.index = index
            self.section = section
        }
    }

    /// A name's place in the sorted order: its position in the input and its section.
    struct Placement: Sendable {
        var position: Int32
        var section: Int32
    }

    /// Bits of an item's index that hold the entry's place in its part (the rest: the part).
    private static let localBits: UInt32 = 27

    /// The names in order of section (when `bySection`), then key bytes, then position (so
    /// ties keep input order).
    func sortedEntries(bySection: Bool, parallelism: Int = 1) -> [Placement] {
        // With sections, the first word packs the section and the key's first 7 bytes, and
        // the second the next 8; ties compare the whole keys.
        let pack = bySection && parts.allSatisfy { $0.items.allSatisfy { $0.section < 255 } }
        var items = [Item]()
        items.reserveCapacity(count)
        for part in parts {
            if pack {
                for var item in part.items {
                    let prefix = item.key
                    item.key = UInt64(item.section) << 56 | prefix >> 8
                    item.next = prefix << 56 | item.next >> 8
                    items.append(item)
                }
            } else if bySection {
                for var item in part.items {
                    item.key = 0
                    item.next = 0
                    items.append(item)
                }
            } else {
                items.append(contentsOf: part.items)
            }
        }
        var placements: [Placement] = []
        placements.reserveCapacity(items.count)
        withPartPointers { tables, bases in
            let mask = (UInt32(1) << Self.localBits) - 1
            let less = { (x: Item, y: Item) -> Bool in
                if x.key != y.key { return x.key < y.key }
                if x.next != y.next { return x.next < y.next }
                if bySection, x.section != y.section { return x.section < y.section }
                let partA = Int(x.index >> Self.localBits), partB = Int(y.index >> Self.localBits)
                let a = tables[partA][Int(x.index & mask)], b = tables[partB][Int(y.index & mask)]
                let common = Int(min(a.length, b.length))
                if common > 0 {
                    let result = memcmp(bases[partA] + Int(a.offset), bases[partB] + Int(b.offset), common)
                    if result != 0 { return result < 0 }
                }
                if a.length != b.length { return a.length < b.length }
                return a.position < b.position
            }
            items.withUnsafeMutableBufferPointer { buffer in
                Self.sort(buffer, parallelism: parallelism, by: less)
            }
            // Each part holds consecutive positions, so a position is its part's first one
            // plus the entry's place in the part: no second look at the entries.
            let firsts = tables.map { $0.first?.position ?? 0 }
            for item in items {
                placements.append(Placement(position: firsts[Int(item.index >> Self.localBits)] + Int32(item.index & mask),
                                            section: item.section))
            }
        }
        return placements
    }

    /// Calls `body` with every part's entries and the base address of its bytes.
    private func withPartPointers(_ body: ([UnsafeBufferPointer<Entry>], [UnsafePointer<UInt8>]) -> Void) {
        func nest(_ index: Int, _ tables: [UnsafeBufferPointer<Entry>], _ bases: [UnsafePointer<UInt8>]) {
            guard index < parts.count else { return body(tables, bases) }
            parts[index].entries.withUnsafeBufferPointer { entries in
                parts[index].arena.withUnsafeBufferPointer { bytes in
                    guard let base = bytes.baseAddress else { return nest(index + 1, tables + [entries], bases + [Self.emptyBase]) }
                    nest(index + 1, tables + [entries], bases + [base])
                }
            }
        }
        nest(0, [], [])
    }

    /// A valid address for parts with no bytes (never read: their keys are empty).
    nonisolated(unsafe) private static let emptyBase: UnsafePointer<UInt8> = {
        let storage = UnsafeMutablePointer<UInt8>.allocate(capacity: 1)
        storage.initialize(to: 0)
        return UnsafePointer(storage)
    }()

    /// Sorts `buffer`: an MSD radix sort on the 16 packed bytes of each item, which splits a
    /// large table into cache-sized buckets in a few linear passes; buckets of fewer than 48
    /// items, and items whose packed bytes are all equal, are finished by comparison (`less`).
    /// The first pass's buckets are sorted on `parallelism` threads.
    private static func sort(_ buffer: UnsafeMutableBufferPointer<Item>, parallelism: Int, by less: (Item, Item) -> Bool) {
        guard buffer.count > 1 else { return }
        let scratch = UnsafeMutableBufferPointer<Item>.allocate(capacity: buffer.count)
        defer { scratch.deallocate() }
        let buckets = partition(buffer, scratch: scratch, range: 0..<buffer.count, byte: 0)
        let work = buckets.filter { $0.count > 1 }
        withoutActuallyEscaping(less) { less in
            // Each bucket is sorted by one thread, on its own part of the buffers.
            nonisolated(unsafe) let less = less
            nonisolated(unsafe) let buffer = buffer
            nonisolated(unsafe) let scratch = scratch
            let threads = buffer.count >= 1 << 15 ? max(1, min(parallelism, 8)) : 1
            DispatchQueue.concurrentPerform(iterations: threads) { thread in
                for (index, range) in work.enumerated() where index % threads == thread {
                    radixSort(buffer, scratch: scratch, range: range, byte: 1, by: less)
                }
            }
        }
    }

    /// Sorts `range` of `buffer` from byte `byte` of the packed key on.
    private static func radixSort(_ buffer: UnsafeMutableBufferPointer<Item>, scratch: UnsafeMutableBufferPointer<Item>,
                                  range: Range<Int>, byte: Int, by less: (Item, Item) -> Bool) {
        if range.count < 48 || byte == 16 {
            var part = UnsafeMutableBufferPointer(rebasing: buffer[range])
            part.sort(by: less)
            return
        }
        for bucket in partition(buffer, scratch: scratch, range: range, byte: byte) where bucket.count > 1 {
            radixSort(buffer, scratch: scratch, range: bucket, byte: byte + 1, by: less)
        }
    }

    /// Distributes `range` of `buffer` by byte `byte` of the packed key (a stable counting
    /// sort through `scratch`), and returns the 256 buckets' ranges.
    private static func partition(_ buffer: UnsafeMutableBufferPointer<Item>, scratch: UnsafeMutableBufferPointer<Item>,
                                  range: Range<Int>, byte: Int) -> [Range<Int>] {
        @inline(__always) func digit(_ item: Item) -> Int {
            byte < 8 ? Int(truncatingIfNeeded: item.key >> UInt64(56 - 8 * byte)) & 0xFF
                     : Int(truncatingIfNeeded: item.next >> UInt64(56 - 8 * (byte - 8))) & 0xFF
        }
        var counts = [Int](repeating: 0, count: 256)
        for index in range { counts[digit(buffer[index])] += 1 }
        var starts = [Int](repeating: 0, count: 256)
        var total = range.lowerBound
        for value in 0..<256 {
            starts[value] = total
            total += counts[value]
        }
        let buckets = (0..<256).map { starts[$0]..<(starts[$0] + counts[$0]) }
        for index in range {
            let item = buffer[index]
            let value = digit(item)
            scratch[starts[value]] = item
            starts[value] += 1
        }
        for index in range { buffer[index] = scratch[index] }
        return buckets
    }
}
