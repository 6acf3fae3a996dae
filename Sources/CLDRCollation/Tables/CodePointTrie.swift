/// A code point → 32-bit value map, from either form the generated tables hold a collation's
/// mappings in: ICU's UTrie2 (ICU4C `utrie2.h`: a 16-byte header, a 16-bit index, then the
/// 32-bit data), or, for a small tailoring, runs of code points with their values, in order
/// (most tailorings map a few hundred code points, which a trie spends 7 kB on).
///
/// Either way, the BMP is expanded into one table of 65,536 values when the collation is first
/// used (256 kB, about 0.2 ms), so that the lookup of a BMP code point, nearly every one in a
/// name, is one load; code points above it are looked up in the trie or the ordered pairs.
struct CodePointTrie: @unchecked Sendable {
    /// The BMP's values (an immortal table; see `Immortal`).
    private let bmp: UnsafePointer<UInt32>
    private let supplementary: Supplementary

    private enum Supplementary {
        case trie(UTrie2)
        /// Runs above U+FFFF in order (first, last, value), and the value of the others.
        case runs(UnsafePointer<UInt32>, count: Int, otherwise: UInt32)
    }

    /// Reads a serialized UTrie2; nil when the bytes are not one with 32-bit values.
    init?(serialized bytes: [UInt8]) {
        guard let trie = UTrie2(serialized: bytes) else { return nil }
        bmp = Immortal.copy((0..<0x10000).map { trie.value(UInt32($0)) })
        supplementary = .trie(trie)
    }

    /// Reads (first, last, value) runs in code point order, little-endian; every other code
    /// point has `otherwise` (a tailoring's: fall back to the root).
    init(runs bytes: [UInt8], otherwise: UInt32) {
        let words = CLDRTables.words(bytes, as: UInt32.self)
        var table = [UInt32](repeating: otherwise, count: 0x10000)
        var above: [UInt32] = []
        for index in stride(from: 0, to: words.count - 2, by: 3) {
            let first = words[index], last = words[index + 1], value = words[index + 2]
            if first <= 0xFFFF {
                for c in first...min(last, 0xFFFF) { table[Int(c)] = value }
            }
            if last > 0xFFFF { above += [max(first, 0x10000), last, value] }
        }
        bmp = Immortal.copy(table)
        supplementary = .runs(Immortal.copy(above), count: above.count / 3, otherwise: otherwise)
    }

    /// The value of a scalar.
    @inline(__always)
    func value(_ c: UInt32) -> UInt32 {
        if c < 0x10000 { return bmp[Int(c)] }
        return supplementaryValue(c)
    }

    private func supplementaryValue(_ c: UInt32) -> UInt32 {
        switch supplementary {
        case .trie(let trie):
            return trie.value(c)
        case .runs(let runs, let count, let otherwise):
            // The last run that starts at or before c.
            var low = 0, high = count
            while low < high {
                let middle = (low + high) / 2
                if runs[middle * 3] <= c { low = middle + 1 } else { high = middle }
            }
            guard low > 0, c <= runs[(low - 1) * 3 + 1] else { return otherwise }
            return runs[(low - 1) * 3 + 2]
        }
    }
}
