import Collation
import LatinCollation

/// How names and queries are folded before they are compared, so that what a person types
/// meets what the list holds: case and Latin accents are folded by the Latin fallback's own
/// table (É→e, ß→ss, Ø→o), full-width ASCII becomes ASCII, half-width katakana full-width
/// (as NFKC makes it), katakana becomes hiragana, and a
/// Hangul syllable becomes its compatibility jamo (김 → ㄱㅣㅁ), so that "ㄱㅁㅈ" and "김민" are
/// both prefixes of what 김민준 folds to.
///
/// White space and the separators of names (`-`, `,`, `.`, `'`, `’`, `/`, `_`, `·`, `・`)
/// become one space, so that "J.Smith" and "O'Shea" are found by "smith" and "shea" as well as
/// by "jsmith" and "oshea" (the separators of AOSP's dialer, which splits names at space, `.`,
/// `-`, `,` and `'`); other ASCII punctuation, format characters and combining accents are
/// dropped. The page's
/// script (see the CLI's `--format html`) folds queries by the same rules, with
/// ``latinTable`` embedded.
public enum SearchFolding {
    /// `text` folded: lowercase, accents off Latin letters, one space between words, no space
    /// at either end.
    public static func fold(_ text: some StringProtocol) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        append(text, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends `text` folded to `bytes` (UTF-8), with no leading or trailing space.
    static func append(_ text: some StringProtocol, to bytes: inout [UInt8]) {
        // Half-width katakana folds as its full-width form does (ｱﾝﾄﾞｳ as あんどう).
        if KanaWidth.containsHalfWidth(text) { return append(KanaWidth.widened(String(text)), to: &bytes) }
        let start = bytes.count
        var pendingSpace = false
        for scalar in text.unicodeScalars {
            let before = bytes.count
            if appendFolded(scalar, to: &bytes) {
                if pendingSpace, before > start {
                    bytes.insert(0x20, at: before)
                }
                pendingSpace = false
            } else if isSeparator(scalar) {
                pendingSpace = true
            }
        }
    }

    /// Whether `scalar` separates words of a name.
    static func isSeparator(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x20, 0x09, 0x0A, 0x0D, 0x2D, 0x2C, 0x2E, 0x27, 0x2F, 0x5F, 0xB7, 0x30FB, 0x3000, 0x2010...0x2015, 0x2019:
            return true
        default:
            return scalar.value >= 0x80 && scalar.properties.isWhitespace
        }
    }

    /// Whether a scalar value is a Han ideograph (the blocks the folding keeps as they are).
    static func isHan(_ value: UInt32) -> Bool {
        switch value {
        case 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x3FFFF: true
        default: false
        }
    }

    /// Appends the folded form of `scalar`; returns whether anything was appended.
    @discardableResult
    static func appendFolded(_ scalar: Unicode.Scalar, to bytes: inout [UInt8]) -> Bool {
        let value = scalar.value
        if value < 0x80 {
            switch value {
            case 0x41...0x5A: bytes.append(UInt8(value) | 0x20)
            case 0x61...0x7A, 0x30...0x39: bytes.append(UInt8(value))
            default: return false
            }
            return true
        }
        switch value {
        case 0x3041...0x3096, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x3FFFF:
            // Hiragana and ideographs have no case: the common non-Latin letters, kept as they are
            // without a property lookup.
            bytes.append(contentsOf: scalar.utf8)
            return true
        case 0xFF01...0xFF5E:
            return appendFolded(Unicode.Scalar(value - 0xFEE0) ?? " ", to: &bytes)
        case 0x0300...0x036F:
            return false
        case 0x30A1...0x30F6:
            append(value - 0x60, to: &bytes)
            return true
        case 0xAC00...0xD7A3:
            let index = Int(value - 0xAC00)
            append(Hangul.leading[index / 588], to: &bytes)
            append(0x314F + UInt32(index % 588 / 28), to: &bytes)
            if index % 28 > 0 { append(Hangul.trailing[index % 28 - 1], to: &bytes) }
            return true
        case 0x1100...0x1112:
            append(Hangul.leading[Int(value - 0x1100)], to: &bytes)
            return true
        case 0x1161...0x1175:
            append(0x314F + (value - 0x1161), to: &bytes)
            return true
        case 0x11A8...0x11C2:
            append(Hangul.trailing[Int(value - 0x11A8)], to: &bytes)
            return true
        default:
            break
        }
        if let entry = LatinFolding.entry(for: scalar) {
            entry.forEachLetter { bytes.append($0 | 0x20) }
            return true
        }
        switch scalar.properties.generalCategory {
        case .control, .format, .unassigned, .privateUse, .surrogate, .lineSeparator, .paragraphSeparator, .spaceSeparator:
            return false
        default:
            break
        }
        if scalar.properties.isVariationSelector { return false }
        if scalar.properties.changesWhenLowercased {
            for lower in scalar.properties.lowercaseMapping.unicodeScalars { bytes.append(contentsOf: lower.utf8) }
        } else {
            bytes.append(contentsOf: scalar.utf8)
        }
        return true
    }

    private static func append(_ value: UInt32, to bytes: inout [UInt8]) {
        if let scalar = Unicode.Scalar(value) { bytes.append(contentsOf: scalar.utf8) }
    }

    /// The Latin letters outside ASCII that fold, and what they fold to: the table the page's
    /// script folds queries with, so that it agrees with ``fold(_:)``.
    public static let latinTable: [(letter: String, folded: String)] = {
        var table: [(String, String)] = []
        let blocks: [ClosedRange<UInt32>] = [0x00C0...0x024F, 0x1E00...0x1EFF, 0x2C60...0x2C7F, 0xA720...0xA7FF, 0xAB30...0xAB6F]
        for value in blocks.joined() {
            guard let scalar = Unicode.Scalar(value), let entry = LatinFolding.entry(for: scalar) else { continue }
            var bytes: [UInt8] = []
            entry.forEachLetter { bytes.append($0 | 0x20) }
            table.append((String(scalar), String(decoding: bytes, as: UTF8.self)))
        }
        return table
    }()

    /// Hangul's conjoining letters as the compatibility jamo that keyboards type (the page's
    /// script folds with these same tables, embedded).
    package enum Hangul {
        /// The 19 leading consonants, in syllable order.
        package static let leading: [UInt32] = [
            0x3131, 0x3132, 0x3134, 0x3137, 0x3138, 0x3139, 0x3141, 0x3142, 0x3143, 0x3145,
            0x3146, 0x3147, 0x3148, 0x3149, 0x314A, 0x314B, 0x314C, 0x314D, 0x314E,
        ]
        /// The 27 trailing consonants, in syllable order (the first syllable form has none).
        package static let trailing: [UInt32] = [
            0x3131, 0x3132, 0x3133, 0x3134, 0x3135, 0x3136, 0x3137, 0x3139, 0x313A, 0x313B,
            0x313C, 0x313D, 0x313E, 0x313F, 0x3140, 0x3141, 0x3142, 0x3144, 0x3145, 0x3146,
            0x3147, 0x3148, 0x314A, 0x314B, 0x314C, 0x314D, 0x314E,
        ]
    }
}
