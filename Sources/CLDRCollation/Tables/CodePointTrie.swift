/// A code point → 32-bit value map, in the layout it is looked up in: the BMP in blocks of 256
/// values, each distinct block kept once (most are alike: a tailoring's blocks of code points it
/// leaves to the root, the root's blocks of Han or Hangul, whose values are computed from the
/// code point), the first eight (U+0000–U+07FF: Latin, Greek, Cyrillic, Hebrew, Arabic) first
/// and in order, so that they are looked up with one load; the code points above the BMP as runs
/// of values that go up by one step (most by none), found by halving.
///
/// The large collations (the root, Korean, the three Chinese orders) are generated in this
/// layout (`layout(serialized:)`, from ICU's UTrie2) and read where they lie in the tables'
/// bytes: their first use builds nothing (building the root's from its trie was half of a
/// ten-name list's CLDR collator). A small tailoring is generated as runs of code points with
/// their values (most map a few hundred code points, which a layout would spend 9 kB on) and
/// laid out when first used.
package struct CodePointTrie: @unchecked Sendable {
    /// For each block of 256 BMP code points, where its values start in `blocks`; the first
    /// 2,048 values of `blocks` are U+0000–U+07FF (immortal or generated tables).
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

    /// The layout's header: the words of its distinct blocks, its runs above the BMP, the value
    /// of the code points above it that no run covers, and a word left 0; then the 256 block
    /// starts, the blocks and the runs (four words each).
    private static let headerCount = 4

    /// Reads a layout of little-endian words where it lies (the generated tables' bytes, which
    /// live as long as the program); nil when the words do not hold one.
    init?(layout words: UnsafeBufferPointer<UInt32>) {
        guard words.count >= Self.headerCount + 256, let base = words.baseAddress else { return nil }
        let blockWords = Int(UInt32(littleEndian: words[0])), runCount = Int(UInt32(littleEndian: words[1]))
        guard blockWords >= Self.lowCount, words.count == Self.headerCount + 256 + blockWords + runCount * 4 else { return nil }
        // The words are used where they lie on a little-endian machine (every platform Swift
        // ships for), else copied in the machine's order.
        let start = Self.headerCount
        let inOrder: UnsafePointer<UInt32> = 1.littleEndian == 1 ? base : Immortal.copy(words.map { UInt32(littleEndian: $0) })
        let starts = inOrder + start
        // Every block within the blocks, and the first eight in order: U+0000–U+07FF are read
        // from the blocks' start with one load.
        guard (0..<256).allSatisfy({ Int(starts[$0]) + 256 <= blockWords }),
              (0..<(Self.lowCount / 256)).allSatisfy({ starts[$0] == UInt32($0 * 256) }) else { return nil }
        blockStarts = starts
        blocks = inOrder + start + 256
        supplementary = Supplementary(runs: inOrder + start + 256 + blockWords, count: runCount, otherwise: UInt32(littleEndian: words[2]))
    }

    /// The layout of a serialized UTrie2 (ICU's, with 32-bit values), as little-endian words,
    /// for the generator; nil when the bytes are not one. Every code point's value is checked
    /// against the trie before the layout is returned.
    package static func layout(serialized bytes: [UInt8]) -> [UInt32]? {
        guard let trie = UTrie2(serialized: bytes) else { return nil }
        let (starts, blocks) = Self.blocks { base, block in
            for offset in block.indices { block[offset] = trie.value(base + UInt32(offset)) }
        }
        // Above the BMP, the trie's values as runs (the root's: 13,128).
        var runs: [UInt32] = []
        trie.forEachSupplementaryRun { first, last, value, step in runs += [first, last, value, step] }
        let words = [UInt32(blocks.count), UInt32(runs.count / 4), trie.highValue, 0] + starts + blocks + runs
        let agrees = words.withUnsafeBufferPointer { laid in
            guard let laidOut = CodePointTrie(layout: laid) else { return false }
            return (UInt32(0)...0x10FFFF).allSatisfy { laidOut.value($0) == trie.value($0) }
        }
        return agrees ? words.map(\.littleEndian) : nil
    }

    /// Lays out (first, last, value) runs in code point order; every other code point has
    /// `otherwise` (a tailoring's: fall back to the root).
    init(runs words: [UInt32], otherwise: UInt32) {
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
        let (starts, blocks) = Self.blocks(fill)
        blockStarts = Immortal.copy(starts)
        self.blocks = Immortal.copy(blocks)
        supplementary = Supplementary(runs: Immortal.copy(above), count: above.count / 4, otherwise: otherwise)
    }

    /// The map of `base` with the values of some BMP code points replaced (an added locale's
    /// letters, `CLDRSupplementLetters`); its tables are made here and kept as long as the
    /// program (the collation tables keep one per collation and set of letters).
    init(overriding base: CodePointTrie, with values: [UInt32: UInt32]) {
        let (starts, blocks) = Self.blocks { first, block in
            for offset in block.indices {
                let c = first + UInt32(offset)
                block[offset] = values[c] ?? base.value(c)
            }
        }
        blockStarts = Immortal.copy(starts)
        self.blocks = Immortal.copy(blocks)
        supplementary = base.supplementary
    }

    /// The BMP's 65,536 values, each block of 256 filled in by `fill` (its first code point, its
    /// values), in code point order, as the start of each block and the distinct blocks; the
    /// first eight blocks are kept first and in order, alike or not, for the one-load table.
    private static func blocks(_ fill: (UInt32, inout [UInt32]) -> Void) -> (starts: [UInt32], blocks: [UInt32]) {
        var starts: [UInt32] = []
        var blocks: [UInt32] = []
        var seen: [[UInt32]: UInt32] = [:]
        var values = [UInt32](repeating: 0, count: 256)
        for base in stride(from: UInt32(0), to: 0x10000, by: 256) {
            fill(base, &values)
            if base >= UInt32(lowCount), let start = seen[values] {
                starts.append(start)
            } else {
                let start = UInt32(blocks.count)
                if seen[values] == nil { seen[values] = start }
                blocks += values
                starts.append(start)
            }
        }
        return (starts, blocks)
    }

    /// The value of a scalar.
    @inline(__always)
    func value(_ c: UInt32) -> UInt32 {
        if c < UInt32(Self.lowCount) { return blocks[Int(c)] }
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

}
