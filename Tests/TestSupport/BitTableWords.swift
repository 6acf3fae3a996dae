/// The written-out tables of one bit per code point below a limit (word `c >> 6`, bit `c & 63`:
/// `TextScanning`'s ignorables, `DirectElements`' letters), worked out from a rule, and as the
/// Swift source to write when a table differs from it (a toolchain with newer Unicode data).
public enum BitTableWords {
    /// The words of the code points below `limit` for which `isSet` holds.
    public static func words(below limit: UInt32, _ isSet: (Unicode.Scalar) -> Bool) -> [UInt64] {
        var words = [UInt64](repeating: 0, count: Int((limit + 63) / 64))
        for value in 0..<limit {
            guard let scalar = Unicode.Scalar(value), isSet(scalar) else { continue }
            words[Int(value >> 6)] |= 1 << (value & 63)
        }
        return words
    }

    /// `words` as Swift source: hexadecimal literals in groups of four digits.
    public static func source(_ words: [UInt64]) -> String {
        words.map { word in
            let hex = String(word, radix: 16, uppercase: true)
            let digits = Array(String(repeating: "0", count: 16 - hex.count) + hex)
            return "0x" + stride(from: 0, to: 16, by: 4).map { String(digits[$0..<($0 + 4)]) }.joined(separator: "_")
        }.joined(separator: ", ")
    }
}
