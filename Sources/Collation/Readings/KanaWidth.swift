/// Half-width katakana (U+FF61–U+FF9F, as Japanese feature phones write phonetic names:
/// `ｱﾝﾄﾞｳ`) made full-width, as NFKC makes them: each letter its full-width katakana, a
/// voiced or semi-voiced sound mark joined to the letter before it where they make one (ﾄﾞ is
/// ド, ﾊﾟ is パ), else the combining mark. A test holds the table equal to NFKC.
///
/// Used wherever a phonetic name decides a section, a key or a search reading; the contact
/// keeps its bytes as written, and every output writes them back unchanged.
package enum KanaWidth {
    /// The full-width forms of U+FF61…U+FF9D, in order (NFKC's mappings).
    private static let fullWidth: [UInt32] = Array("。「」、・ヲァィゥェォャュョッーアイウエオカキクケコサシスセソタチツテトナニヌネノハヒフヘホマミムメモヤユヨラリルレロワン"
        .unicodeScalars.map(\.value))

    /// Whether `text` has a half-width katakana letter or mark.
    package static func containsHalfWidth(_ text: some StringProtocol) -> Bool {
        // Read as bytes where the text has them in one piece (a native string or substring):
        // through the generic view, this check was a tenth of a million names' search index.
        if let found = text.utf8.withContiguousStorageIfAvailable(containsHalfWidth) { return found }
        return text.utf8.contains(0xEF) && text.unicodeScalars.contains { (0xFF61...0xFF9F).contains($0.value) }
    }

    /// Whether valid UTF-8 has a half-width katakana letter or mark: U+FF61–U+FF9F are
    /// EF BD A1 – EF BD BF and EF BE 80 – EF BE 9F.
    static func containsHalfWidth(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        while index + 2 < utf8.count {
            if utf8[index] == 0xEF {
                let second = utf8[index + 1], third = utf8[index + 2]
                if (second == 0xBD && third >= 0xA1) || (second == 0xBE && third <= 0x9F) { return true }
            }
            index += 1
        }
        return false
    }

    /// `text` with its half-width katakana made full-width (the rest as it is).
    package static func widened(_ text: String) -> String {
        guard containsHalfWidth(text) else { return text }
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            let value = scalar.value
            guard (0xFF61...0xFF9F).contains(value) else {
                result.append(scalar)
                continue
            }
            if value >= 0xFF9E {
                // ﾞ and ﾟ: joined to the kana before them where the pair has one character.
                let voiced = value == 0xFF9E
                if let last = result.last, let joined = joined(last.value, voiced: voiced), let mark = Unicode.Scalar(joined) {
                    result.removeLast()
                    result.append(mark)
                } else if let mark = Unicode.Scalar(voiced ? 0x3099 : 0x309A) {
                    result.append(mark)
                }
                continue
            }
            if let wide = Unicode.Scalar(fullWidth[Int(value - 0xFF61)]) { result.append(wide) }
        }
        return String(result)
    }

    /// The katakana `base` with a voiced (゛) or semi-voiced (゜) sound mark, where Unicode has
    /// it as one character (カ→ガ, ハ→バ and パ, ウ→ヴ, ワ→ヷ, ヲ→ヺ).
    private static func joined(_ base: UInt32, voiced: Bool) -> UInt32? {
        switch base {
        case 0x30AB...0x30C1 where (base - 0x30AB) % 2 == 0: voiced ? base + 1 : nil
        case 0x30C4, 0x30C6, 0x30C8: voiced ? base + 1 : nil
        case 0x30CF...0x30DB where (base - 0x30CF) % 3 == 0: base + (voiced ? 1 : 2)
        case 0x30A6: voiced ? 0x30F4 : nil
        case 0x30EF: voiced ? 0x30F7 : nil
        case 0x30F2: voiced ? 0x30FA : nil
        default: nil
        }
    }
}
