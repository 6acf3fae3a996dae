/// A code point → 32-bit value map, from either form the generated tables hold a collation's
/// mappings in: ICU's UTrie2 (ICU4C `utrie2.h`: a 16-byte header, a 16-bit index, then the
/// 32-bit data), or, for a small tailoring, runs of code points with their values, in order
/// (most tailorings map a few hundred code points, which a trie spends 7 kB on).
///
/// Either way, the map is expanded when the collation is first used: the BMP's first 2,048 code
/// points (Latin, Greek, Cyrillic, Hebrew, Arabic) into one table, looked up with one load; the
/// rest of the BMP into blocks of 256 values, each distinct block kept once (most are alike: a
/// tailoring's blocks of code points it leaves to the root, the root's blocks of Han or Hangul,
/// whose values are computed from the code point), looked up with two; the code points above
/// the BMP into runs of values that go up by one step (most by none), found by halving. One table of 65,536 values (256 kB for each
/// collation used, the root's and the tailoring's) and the root's trie kept for the code points
/// above it (half a megabyte) were most of a collation's memory; blocks for the whole BMP made a
/// Latin list's keys 6% slower.
struct CodePointTrie: @unchecked Sendable {
    /// The values of U+0000–U+07FF (immortal tables; see `Immortal`).
    private let low: UnsafePointer<UInt32>
    /// For each block of 256 BMP code points, where its values start in `blocks`.
    private let blockStarts: UnsafePointer<UInt32>
    private let blocks: UnsafePointer<UInt32>
    private let supplementary: Supplementary

    /// The code points of the one-load table.
    private static let lowCount = 0x800

    /// Runs above U+FFFF in order (first, last, value, step: the value of `first + n` is
    /// `value + n × step`), and the value of the others.
    private struct Supplementary {
        let runs: UnsafePointer<UInt32>
        let count: Int
        let otherwise: UInt32
    }

    /// Reads a serialized UTrie2; nil when the bytes are not one with 32-bit values.
    init?(serialized bytes: [UInt8]) {
        guard let trie = UTrie2(serialized: bytes) else { return nil }
        low = Immortal.copy((0..<Self.lowCount).map { trie.value(UInt32($0)) })
        (blockStarts, blocks) = Self.blocks { base, block in
            for offset in block.indices { block[offset] = trie.value(base + UInt32(offset)) }
        }
        // Above the BMP, the trie's values as runs (the root's: a few hundred), so that the trie
        // itself, half a megabyte of the root's, is not kept.
        var above: [UInt32] = []
        trie.forEachSupplementaryRun { first, last, value, step in above += [first, last, value, step] }
        supplementary = Supplementary(runs: Immortal.copy(above), count: above.count / 4, otherwise: trie.highValue)
    }

    /// Reads (first, last, value) runs in code point order, little-endian; every other code
    /// point has `otherwise` (a tailoring's: fall back to the root).
    init(runs bytes: [UInt8], otherwise: UInt32) {
        let words = CLDRTables.words(bytes, as: UInt32.self)
        var bmpRuns: [(first: UInt32, last: UInt32, value: UInt32)] = []
        var above: [UInt32] = []
        for index in stride(from: 0, to: words.count - 2, by: 3) {
            let first = words[index], last = words[index + 1], value = words[index + 2]
            if first <= 0xFFFF { bmpRuns.append((first, min(last, 0xFFFF), value)) }
            if last > 0xFFFF { above += [max(first, 0x10000), last, value, 0] }
        }
        // Each block of 256: `otherwise`, then the runs that reach into it (in order, so a
        // block's runs follow the last block's).
        var next = 0
        func fill(_ base: UInt32, _ block: inout [UInt32]) {
            for offset in block.indices { block[offset] = otherwise }
            while next > 0, bmpRuns[next - 1].last >= base { next -= 1 }
            while next < bmpRuns.count, bmpRuns[next].first < base + 256 {
                let run = bmpRuns[next]
                if run.last >= base {
                    for c in max(run.first, base)...min(run.last, base + 255) { block[Int(c - base)] = run.value }
                }
                next += 1
            }
        }
        var lowValues: [UInt32] = []
        var block = [UInt32](repeating: 0, count: 256)
        for base in stride(from: UInt32(0), to: UInt32(Self.lowCount), by: 256) {
            fill(base, &block)
            lowValues += block
        }
        next = 0
        low = Immortal.copy(lowValues)
        (blockStarts, blocks) = Self.blocks(fill)
        supplementary = Supplementary(runs: Immortal.copy(above), count: above.count / 4, otherwise: otherwise)
    }

    /// The BMP's 65,536 values, each block of 256 filled in by `fill` (its first code point, its
    /// values), as the start of each block and the distinct blocks.
    private static func blocks(_ fill: (UInt32, inout [UInt32]) -> Void) -> (starts: UnsafePointer<UInt32>, blocks: UnsafePointer<UInt32>) {
        var starts: [UInt32] = []
        var blocks: [UInt32] = []
        var seen: [[UInt32]: UInt32] = [:]
        var values = [UInt32](repeating: 0, count: 256)
        for base in stride(from: UInt32(0), to: 0x10000, by: 256) {
            fill(base, &values)
            if let start = seen[values] {
                starts.append(start)
            } else {
                let start = UInt32(blocks.count)
                seen[values] = start
                blocks += values
                starts.append(start)
            }
        }
        return (Immortal.copy(starts), Immortal.copy(blocks))
    }

    /// The value of a scalar.
    @inline(__always)
    func value(_ c: UInt32) -> UInt32 {
        if c < UInt32(Self.lowCount) { return low[Int(c)] }
        if c < 0x10000 { return blocks[Int(blockStarts[Int(c >> 8)]) + Int(c & 0xFF)] }
        return supplementaryValue(c)
    }

    private func supplementaryValue(_ c: UInt32) -> UInt32 {
        // The last run that starts at or before c.
        let runs = supplementary.runs
        var low = 0, high = supplementary.count
        while low < high {
            let middle = (low + high) / 2
            if runs[middle * 4] <= c { low = middle + 1 } else { high = middle }
        }
        guard low > 0, c <= runs[(low - 1) * 4 + 1] else { return supplementary.otherwise }
        let run = (low - 1) * 4
        return runs[run + 2] &+ runs[run + 3] &* (c - runs[run])
    }

    /// The number of runs above the BMP, for the test that holds them to the trie.
    var supplementaryRunCount: Int { supplementary.count }
}
