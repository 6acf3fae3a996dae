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
    /// One name's key: its section, where its bytes are, and its first 8 bytes big-endian.
    struct Entry: Sendable {
        var prefix: UInt64
        var prefix2: UInt64
        var offset: Int
        var length: Int32
        var section: Int32
        var position: Int32
    }

    private(set) var arena: [UInt8] = []
    private(set) var entries: [Entry] = []

    init(capacity: Int = 0) {
        entries.reserveCapacity(capacity)
        arena.reserveCapacity(capacity * 24)
    }

    /// Adds the key of the name at `position`: what `write` appends to the arena (the
    /// collator's key; it returns the section), then, when `suffix` is given, a 0x01
    /// separator and `suffix`'s bytes (the original name as the last tie-break).
    mutating func append(position: Int, suffix: String.UTF8View?, write: (inout [UInt8]) -> Int) {
        let offset = arena.count
        let section = write(&arena)
        if let suffix {
            arena.append(0x01)
            arena.append(contentsOf: suffix)
        }
        let length = arena.count - offset
        var prefix: UInt64 = 0
        var prefix2: UInt64 = 0
        arena.withUnsafeBufferPointer { bytes in
            for index in 0..<8 {
                prefix <<= 8
                if index < length { prefix |= UInt64(bytes[offset + index]) }
            }
            for index in 8..<16 {
                prefix2 <<= 8
                if index < length { prefix2 |= UInt64(bytes[offset + index]) }
            }
        }
        entries.append(Entry(prefix: prefix, prefix2: prefix2, offset: offset, length: Int32(length), section: Int32(section), position: Int32(position)))
    }

    /// Appends another table's keys after this one's.
    mutating func append(contentsOf other: KeyTable) {
        let shift = arena.count
        arena.append(contentsOf: other.arena)
        entries.reserveCapacity(entries.count + other.entries.count)
        for var entry in other.entries {
            entry.offset += shift
            entries.append(entry)
        }
    }

    /// An item of the sort: the section and the key's first 15 bytes packed in two words, so
    /// that most comparisons are one or two integer comparisons; ties go to the arena.
    private struct Item {
        var key: UInt64
        var next: UInt64
        var index: UInt32
    }

    /// The entries in order of section (when `bySection`), then key bytes, then position
    /// (so ties keep input order). Large tables are sorted in parallel chunks, then merged.
    func sortedEntries(bySection: Bool, parallelism: Int = 1) -> [Entry] {
        let pack = !bySection || entries.allSatisfy { $0.section < 255 }
        var items = entries.enumerated().map { index, entry in
            pack && bySection
                ? Item(key: UInt64(entry.section) << 56 | entry.prefix >> 8, next: entry.prefix << 56 | entry.prefix2 >> 8, index: UInt32(index))
                : Item(key: pack ? entry.prefix : 0, next: pack ? entry.prefix2 : 0, index: UInt32(index))
        }
        entries.withUnsafeBufferPointer { table in
            arena.withUnsafeBufferPointer { bytes in
                guard let base = bytes.baseAddress ?? UnsafePointer(bitPattern: 1) else { return }
                let less = { (x: Item, y: Item) -> Bool in
                    if x.key != y.key { return x.key < y.key }
                    if x.next != y.next { return x.next < y.next }
                    let a = table[Int(x.index)], b = table[Int(y.index)]
                    if bySection, a.section != b.section { return a.section < b.section }
                    if a.prefix != b.prefix { return a.prefix < b.prefix }
                    if a.prefix2 != b.prefix2 { return a.prefix2 < b.prefix2 }
                    let common = Int(min(a.length, b.length))
                    if common > 16 {
                        let result = memcmp(base + a.offset + 16, base + b.offset + 16, common - 16)
                        if result != 0 { return result < 0 }
                    }
                    if a.length != b.length { return a.length < b.length }
                    return a.position < b.position
                }
                items.withUnsafeMutableBufferPointer { buffer in
                    Self.sort(buffer, parallelism: parallelism, by: less)
                }
            }
        }
        return items.map { entries[Int($0.index)] }
    }

    /// Sorts `buffer`, in `parallelism` chunks at once when it is large, then merges them.
    private static func sort(_ buffer: UnsafeMutableBufferPointer<Item>, parallelism: Int, by less: (Item, Item) -> Bool) {
        let chunks = buffer.count >= 1 << 16 ? max(1, min(parallelism, 8)) : 1
        guard chunks > 1, let base = buffer.baseAddress else {
            var whole = buffer
            whole.sort(by: less)
            return
        }
        let size = (buffer.count + chunks - 1) / chunks
        let bounds = (0...chunks).map { min($0 * size, buffer.count) }
        withoutActuallyEscaping(less) { less in
            // Each chunk is sorted by one thread, on its own part of the buffer.
            nonisolated(unsafe) let less = less
            nonisolated(unsafe) let buffer = buffer
            DispatchQueue.concurrentPerform(iterations: chunks) { chunk in
                var part = UnsafeMutableBufferPointer(rebasing: buffer[bounds[chunk]..<bounds[chunk + 1]])
                part.sort(by: less)
            }
        }
        // Merge the sorted runs pairwise through a scratch buffer.
        let scratch = UnsafeMutableBufferPointer<Item>.allocate(capacity: buffer.count)
        defer { scratch.deallocate() }
        var runs = zip(bounds, bounds.dropFirst()).map { $0.0..<$0.1 }
        var source = base, target = scratch.baseAddress ?? base
        while runs.count > 1 {
            var merged: [Range<Int>] = []
            var index = 0
            while index < runs.count {
                if index + 1 == runs.count {
                    let run = runs[index]
                    (target + run.lowerBound).update(from: source + run.lowerBound, count: run.count)
                    merged.append(run)
                } else {
                    let left = runs[index], right = runs[index + 1]
                    var i = left.lowerBound, j = right.lowerBound, out = left.lowerBound
                    while i < left.upperBound, j < right.upperBound {
                        if less(source[j], source[i]) { target[out] = source[j]; j += 1 } else { target[out] = source[i]; i += 1 }
                        out += 1
                    }
                    while i < left.upperBound { target[out] = source[i]; i += 1; out += 1 }
                    while j < right.upperBound { target[out] = source[j]; j += 1; out += 1 }
                    merged.append(left.lowerBound..<right.upperBound)
                }
                index += 2
            }
            runs = merged
            swap(&source, &target)
        }
        if source != base { base.update(from: source, count: buffer.count) }
    }
}
