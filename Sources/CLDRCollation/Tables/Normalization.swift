/// What the collation algorithm needs of Unicode normalization, from the generated tables:
/// each code point's lead and trail canonical combining classes (for contractions across
/// combining marks, and for the FCD check), and canonical decomposition (NFD) for the locales
/// whose collation normalizes its input (ICU's normalization mode, on in 26 locales).
///
/// ICU's data maps every precomposed character to its decomposition's collation elements (the
/// canonical closure), so text in "FCD" form, where no combining mark is out of canonical order
/// across a character boundary, collates right without normalizing. Only text that fails the
/// check is decomposed, as ICU does.
struct Normalization: @unchecked Sendable {
    // The generated tables' words, where they lie: read for every combining mark.
    private let blockIndex: UnsafePointer<UInt16>
    private let blocks: UnsafePointer<UInt16>
    private let keys: [UInt32]
    private let values: [UInt32]
    private let compatibilityKeys: [UInt32]
    private let compatibilityValues: [UInt32]

    static let shared = Normalization()

    private init() {
        blockIndex = UnsafePointer(CLDRTables.fcdBlockIndex.words(as: UInt16.self).baseAddress ?? Immortal.copy([UInt16](repeating: 0, count: 0x1100)))
        blocks = UnsafePointer(CLDRTables.fcdBlocks.words(as: UInt16.self).baseAddress ?? Immortal.copy([UInt16](repeating: 0, count: 256)))
        keys = CLDRTables.words(CLDRTables.decompositionKeys, as: UInt32.self)
        values = CLDRTables.words(CLDRTables.decompositionValues, as: UInt32.self)
        compatibilityKeys = CLDRTables.words(CLDRTables.compatibilityKeys, as: UInt32.self)
        compatibilityValues = CLDRTables.words(CLDRTables.compatibilityValues, as: UInt32.self)
    }

    /// lccc << 8 | tccc: the combining classes of the first and last code point of the
    /// scalar's canonical decomposition (its own where it has none).
    @inline(__always)
    func fcd16(_ c: UInt32) -> UInt16 {
        guard c >= 0xC0 else { return 0 }
        return blocks[Int(blockIndex[Int(c >> 8)]) << 8 | Int(c & 0xFF)]
    }

    /// Whether the scalars are in FCD form.
    func isFCD(_ scalars: [UInt32]) -> Bool {
        var previousTrail: UInt16 = 0
        for c in scalars {
            let fcd = fcd16(c)
            let lead = fcd >> 8
            if lead != 0 && previousTrail > lead { return false }
            previousTrail = fcd & 0xFF
        }
        return true
    }

    /// The canonical decomposition (Hangul syllables kept whole: the collation data maps them
    /// as their jamo), in canonical order.
    func decomposed(_ scalars: [UInt32]) -> [UInt32] {
        var out: [UInt32] = []
        out.reserveCapacity(scalars.count + 4)
        for c in scalars {
            if let range = decomposition(of: c) {
                for d in values[range] { insertInOrder(d, into: &out) }
            } else {
                insertInOrder(c, into: &out)
            }
        }
        return out
    }

    /// The compatibility decomposition (NFKD), Hangul syllables as their jamo: for choosing
    /// between index labels, as ICU's AlphabeticIndex does.
    func compatibilityDecomposed(_ scalars: [UInt32]) -> [UInt32] {
        var out: [UInt32] = []
        for c in scalars {
            if (0xAC00...0xD7A3).contains(c) {
                let s = c - 0xAC00
                out.append(0x1100 + s / 588)
                out.append(0x1161 + (s % 588) / 28)
                if s % 28 != 0 { out.append(0x11A7 + s % 28) }
            } else if let range = Self.find(c, in: compatibilityKeys) {
                for d in compatibilityValues[range] { insertInOrder(d, into: &out) }
            } else if let range = decomposition(of: c) {
                for d in values[range] { insertInOrder(d, into: &out) }
            } else {
                insertInOrder(c, into: &out)
            }
        }
        return out
    }

    /// Appends a scalar, moving it before the combining marks of a higher class before it.
    private func insertInOrder(_ c: UInt32, into out: inout [UInt32]) {
        let cc = fcd16(c) >> 8
        var at = out.count
        if cc != 0 {
            while at > 0 {
                let before = fcd16(out[at - 1]) >> 8
                if before <= cc { break }
                at -= 1
            }
        }
        out.insert(c, at: at)
    }

    private func decomposition(of c: UInt32) -> Range<Int>? {
        guard c >= 0xC0 else { return nil }
        return Self.find(c, in: keys)
    }

    /// The range of values of `c` in a table of (code point, start) pairs sorted by code point,
    /// with a sentinel at the end.
    private static func find(_ c: UInt32, in keys: [UInt32]) -> Range<Int>? {
        var low = 0, high = keys.count / 2 - 1
        while low < high {
            let middle = (low + high) / 2
            if keys[middle * 2] < c { low = middle + 1 } else { high = middle }
        }
        guard keys[low * 2] == c else { return nil }
        return Int(keys[low * 2 + 1])..<Int(keys[low * 2 + 3])
    }
}
