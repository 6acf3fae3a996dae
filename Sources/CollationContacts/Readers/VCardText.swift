/// The escapes of vCard text values.
enum VCardText {
    /// `text` split at the unescaped `separator` (or not split, for `nil`), each piece
    /// unescaped.
    ///
    /// In 3.0 and 4.0, `\n` and `\N` are line breaks and `\\`, `\;`, `\,` and `\:` stand for
    /// the character. In 2.1, which escapes only inside structured values, `\\`, `\;`, `\,` and
    /// `\:` stand for the character and any other backslash is kept (Android's reading of
    /// `N:;A\;B\\;C\\\;;D;\:E;\\\\;` is "", "A;B\", "C\;", "D", ":E", "\\").
    ///
    /// Works on the UTF-8 bytes: every byte it looks for is ASCII, which never occurs inside a
    /// multibyte character.
    static func split(_ text: String, at separator: Character?, version: VCardVersion) -> [String] {
        let backslash = UInt8(ascii: "\\")
        let cut = separator?.asciiValue
        var text = text
        return text.withUTF8 { bytes -> [String] in
            guard bytes.contains(where: { $0 == backslash || $0 == cut }) else { return [String(decoding: bytes, as: UTF8.self)] }
            var pieces: [String] = []
            var current: [UInt8] = []
            current.reserveCapacity(bytes.count)
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                index += 1
                if byte == backslash {
                    guard index < bytes.count else {
                        current.append(backslash)
                        break
                    }
                    let next = bytes[index]
                    index += 1
                    switch next {
                    case backslash, UInt8(ascii: ";"), UInt8(ascii: ","), UInt8(ascii: ":"):
                        current.append(next)
                    case UInt8(ascii: "n") where version == .v30, UInt8(ascii: "N") where version == .v30:
                        current.append(0x0A)
                    default:
                        current.append(backslash)
                        if next == cut {
                            pieces.append(String(decoding: current, as: UTF8.self))
                            current.removeAll(keepingCapacity: true)
                        } else {
                            current.append(next)
                        }
                    }
                } else if byte == cut {
                    pieces.append(String(decoding: current, as: UTF8.self))
                    current.removeAll(keepingCapacity: true)
                } else {
                    current.append(byte)
                }
            }
            pieces.append(String(decoding: current, as: UTF8.self))
            return pieces
        }
    }
}
