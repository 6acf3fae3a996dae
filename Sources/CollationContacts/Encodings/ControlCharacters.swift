/// The control characters a name may hold but no output may show raw: a line feed in a name
/// would print as a forged line (a fake section title, a fake contact), an escape would drive
/// the terminal, a NUL would cut a C string.
///
/// The readers keep such characters (nothing the user gave is altered) and report them with
/// their file and line; the writers escape them, each by its format's rules, and the text
/// output shows them as ``visible(_:)`` spells them.
public enum ControlCharacters {
    /// Whether `scalar` is a control character other than the tab: C0 (U+0000–U+001F), DEL
    /// and C1 (U+0080–U+009F). A tab is harmless in every output and common in pasted text.
    @inlinable
    public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return (value < 0x20 && value != 0x09) || (value >= 0x7F && value <= 0x9F)
    }

    /// Whether UTF-8 `bytes` hold a control character (see ``isControl(_:)``): one pass over
    /// the bytes, for a block of many names, with no scalar decoded.
    public static func containsControl(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return false }
        let raw = UnsafeRawPointer(base)
        let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
        var index = 0
        while index < bytes.count {
            // Eight bytes at once when none of them can start a control: none below 0x20, none
            // 0x7F or 0xC2 (the text output asks this of a million names' bytes before writing,
            // on one core); otherwise one byte, and the next eight from there.
            if index + 8 <= bytes.count {
                let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                let below20 = (word &- ones &* 0x20) & ~word
                let delete = word ^ (ones &* 0x7F), c2 = word ^ (ones &* 0xC2)
                if (below20 | (delete &- ones) & ~delete | (c2 &- ones) & ~c2) & highs == 0 {
                    index += 8
                    continue
                }
            }
            let byte = bytes[index]
            if (byte < 0x20 && byte != 0x09) || byte == 0x7F { return true }
            // C1 controls are C2 80 … C2 9F.
            if byte == 0xC2, index + 1 < bytes.count, bytes[index + 1] <= 0x9F { return true }
            index += 1
        }
        return false
    }

    /// The first control character of `text` (see ``isControl(_:)``), or `nil`. With
    /// `allowingLineBreaks`, CR and LF are not counted: they belong in a note or an address.
    public static func first(in text: String, allowingLineBreaks: Bool = false) -> Unicode.Scalar? {
        // Most values are plain: one pass over the bytes in place decides, with no scalar
        // decoded (the generic `contains` on a string's view cost more than the readers'
        // own work on a cell).
        let plain = text.utf8.withContiguousStorageIfAvailable { !containsControl($0) }
            ?? !text.utf8.contains(where: { $0 < 0x20 || $0 == 0x7F || $0 == 0xC2 })
        guard !plain else { return nil }
        return text.unicodeScalars.first { isControl($0) && !(allowingLineBreaks && ($0 == "\n" || $0 == "\r")) }
    }

    /// How a problem names `scalar`: "a line feed (U+000A)".
    public static func describe(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        let code = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        let name = switch scalar.value {
        case 0x00: "a NUL"
        case 0x0A: "a line feed"
        case 0x0D: "a carriage return"
        case 0x1B: "an escape"
        case 0x7F: "a delete"
        default: "a control character"
        }
        return "\(name) (\(code))"
    }

    /// The message of a problem with a value that holds `scalar`.
    public static func problem(_ scalar: Unicode.Scalar, in what: String) -> String {
        "\(what) holds \(describe(scalar)); it was kept, and is shown escaped (\(visible(String(Character(scalar))))) in text output"
    }

    /// `text` with every control character spelled out: `\n`, `\r`, `\0`, `\e`, and `\u{XX}` for
    /// the others; everything else as it is. What a person's terminal shows instead of the
    /// raw character.
    /// With `keepingLineBreaks`, CR and LF stay as they are (a CSV field quotes them).
    public static func visible(_ text: String, keepingLineBreaks: Bool = false) -> String {
        guard first(in: text, allowingLineBreaks: keepingLineBreaks) != nil else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count + 8)
        for scalar in text.unicodeScalars {
            guard isControl(scalar), !(keepingLineBreaks && (scalar == "\n" || scalar == "\r")) else {
                result.unicodeScalars.append(scalar)
                continue
            }
            switch scalar.value {
            case 0x0A: result += "\\n"
            case 0x0D: result += "\\r"
            case 0x00: result += "\\0"
            case 0x1B: result += "\\e"
            default: result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            }
        }
        return result
    }
}
