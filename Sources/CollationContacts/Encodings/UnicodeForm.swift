/// The form of a file's Unicode text: UTF-8 with or without a byte order mark, or UTF-16 in
/// either byte order (with its mark). The phonetic writers work on UTF-8 and give the text back
/// in the form it came in, byte for byte (UTF-8 and UTF-16 convert without loss).
enum UnicodeForm {
    case utf8, utf8WithMark, utf16LittleEndian, utf16BigEndian

    /// UTF-8 `text` back in this form.
    func encode(_ text: [UInt8]) -> [UInt8] {
        switch self {
        case .utf8: return text
        case .utf8WithMark: return [0xEF, 0xBB, 0xBF] + text
        case .utf16LittleEndian, .utf16BigEndian:
            var bytes: [UInt8] = self == .utf16LittleEndian ? [0xFF, 0xFE] : [0xFE, 0xFF]
            for unit in String(decoding: text, as: UTF8.self).utf16 {
                let pair = [UInt8(unit & 0xFF), UInt8(unit >> 8)]
                bytes += self == .utf16LittleEndian ? pair : pair.reversed()
            }
            return bytes
        }
    }
}
