/// Quoted-printable (RFC 2045), as vCard 2.1 writes it.
enum QuotedPrintable {
    /// The bytes that `encoded` stands for: `=XX` becomes the byte 0xXX and a soft line break
    /// (`=` at the end of a line, which the reader has already joined) disappears. Bytes are
    /// joined before any character decoding, so a break inside a multibyte character is fine.
    /// A `=` not followed by two hex digits is kept as it is, as lenient readers do.
    static func decode(_ encoded: ArraySlice<UInt8>) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(encoded.count)
        var index = encoded.startIndex
        while index < encoded.endIndex {
            let byte = encoded[index]
            if byte == UInt8(ascii: "="), let high = hexValue(at: index + 1, in: encoded), let low = hexValue(at: index + 2, in: encoded) {
                output.append(high << 4 | low)
                index += 3
            } else {
                output.append(byte)
                index += 1
            }
        }
        return output
    }

    private static func hexValue(at index: Int, in bytes: ArraySlice<UInt8>) -> UInt8? {
        guard index < bytes.endIndex else { return nil }
        switch bytes[index] {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return bytes[index] - UInt8(ascii: "0")
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return bytes[index] - UInt8(ascii: "A") + 10
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return bytes[index] - UInt8(ascii: "a") + 10
        default: return nil
        }
    }

    /// `bytes` as quoted-printable: every byte outside printable ASCII, and `=`, as `=XX` in
    /// uppercase hex; a soft line break (`=` and `ending`) keeps each line within 76
    /// characters, as RFC 2045 asks, never inside an `=XX`.
    static func encode(_ bytes: [UInt8], ending: [UInt8], firstLineUsed: Int = 0) -> [UInt8] {
        let digits = Array("0123456789ABCDEF".utf8)
        var output: [UInt8] = []
        var column = firstLineUsed
        for byte in bytes {
            let piece: [UInt8] = (0x21...0x7E).contains(byte) && byte != UInt8(ascii: "=")
                ? [byte] : [UInt8(ascii: "="), digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]]
            if column + piece.count > 75 {
                output += [UInt8(ascii: "=")] + ending
                column = 0
            }
            output += piece
            column += piece.count
        }
        return output
    }
}
