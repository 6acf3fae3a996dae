/// Unicode facts that every provider needs to agree on: what counts as the first meaningful
/// character of a name, and what sends a name to the overflow section.
public enum TextScanning {
    /// Whether `scalar` is invisible for sectioning: white space, controls, format characters
    /// (zero-width joiners, bidi marks, the BOM), variation selectors and stray combining marks.
    ///
    /// In line in the callers' modules (the key writers ask it of a name's first character):
    /// ASCII and the letters of the common blocks are answered without a call.
    @inlinable
    public static func isIgnorable(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.value < 0x80 {
            return scalar.value <= 0x20 || scalar.value == 0x7F
        }
        if isCommonLetter(scalar.value) { return false }
        return isIgnorableByTraits(scalar)
    }

    /// ``isIgnorable(_:)`` beyond ASCII and the common letters: below U+2000 by a table (the
    /// first letter of a Cyrillic, Greek, Hebrew, Arabic, Indic or Thai name: the memo's
    /// once-token and look-up cost such a name about 30 to 40 instructions), else what
    /// ``ScalarTraits`` remembers.
    @usableFromInline
    static func isIgnorableByTraits(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < ignorableLimit { return ignorableWords[Int(value >> 6)] >> (value & 63) & 1 != 0 }
        return ScalarTraits.of(scalar).isIgnorable
    }

    /// Where ``ignorableWords`` end.
    package static let ignorableLimit: UInt32 = 0x2000

    /// Per code point below ``ignorableLimit``, a bit (word `c >> 6`, bit `c & 63`): whether
    /// ``computeIsIgnorable(_:)`` says it is ignorable (1 KB). Written out, as `DirectElements`'
    /// letters are (worked out at start, it would cost every process the property look-ups of
    /// 8,192 scalars); a test computes it from the scalars' properties and prints the words
    /// when they differ (a toolchain with newer Unicode data).
    package static let ignorableWords: [UInt64] = [
        0x0000_0001_FFFF_FFFF, 0x8000_0000_0000_0000, 0x0000_2001_FFFF_FFFF, 0x0000_0000_0000_0000,
        0x0000_0000_0000_0000, 0x0000_0000_0000_0000, 0x0000_0000_0000_0000, 0x0000_0000_0000_0000,
        0x0000_0000_0000_0000, 0x0000_0000_0000_0000, 0x0000_0000_0000_0000, 0x0000_0000_0000_0000,
        0xFFFF_FFFF_FFFF_FFFF, 0x0300_FFFF_FFFF_FFFF, 0x0000_0004_0000_280F, 0x0000_0000_0000_0000,
        0x0000_0000_0000_0000, 0x0000_0000_0000_0000, 0x0000_0000_0000_03F8, 0x0000_0000_0000_0000,
        0x0001_0000_0000_0000, 0x0000_0000_0180_0000, 0xBFFF_FFFF_FFFF_1800, 0xFFE0_7800_0000_FFB6,
        0x0000_0000_17FF_003F, 0x0001_0000_FFFF_F800, 0x0000_0000_0000_0000, 0x0000_3D9F_BFC0_0000,
        0xFFFF_0000_0002_C000, 0x0000_0000_0000_1FFF, 0xFFFD_FFC0_0000_0000, 0x380F_F800_0000_0000,
        0x8000_FEEF_FBC0_0000, 0x0000_F800_BE00_0000, 0x0000_0000_FFFF_0000, 0xFFFF_FFFF_FFFF_FC00,
        0xDC00_0000_0000_000F, 0x0000_000C_00FE_FFFF, 0xDC3A_0200_0006_601E, 0xC000_003C_4FFF_BFFF,
        0xFC92_0200_0006_781F, 0xFFA3_003F_A1FF_FFFF, 0xDC12_0200_0004_401F, 0xFDFC_003C_FFFE_FFFF,
        0xDC12_0200_0006_601F, 0xFF00_003C_4FFF_FFFF, 0xFC00_38E7_29C2_3817, 0xF800_003F_FFFE_FFFF,
        0xDC00_0200_0002_201F, 0x007F_003C_C8FF_FFFF, 0xDC10_0200_0002_200E, 0xFFF9_003C_8FFF_FFFF,
        0xD800_0000_0002_200F, 0x0000_003C_008F_3FFF, 0xD004_0000_0380_001F, 0xFFEF_003F_FFFF_FF80,
        0x7FF2_0000_0000_0001, 0xFFFF_FFFF_F000_7F80, 0xDFF2_0050_0000_0829, 0xFFFF_FFFF_0C00_FFA0,
        0xC2A0_0000_0300_0000, 0xFFFF_E000_0000_0100, 0x3FFF_FFFF_FFFF_E0DF, 0xFFFF_FFFF_F800_2040,
        0x7FFF_F800_0000_0000, 0x001E_3F9D_C3C0_0000, 0x0000_0000_3C00_BFFC, 0x0000_0000_0000_DF40,
        0x0000_0000_0000_0000, 0x0000_0000_0000_0000, 0x0000_0000_0000_0000, 0x0000_0000_0000_0000,
        0x0000_0000_0000_0000, 0x0000_0000_C280_C200, 0x80C2_0000_0000_C200, 0x0000_0000_0080_00C2,
        0x0000_0000_00C2_0000, 0xE000_0000_F800_0000, 0x0000_0000_FC00_0000, 0xC0C0_0000_0000_0000,
        0x0000_0000_0000_0000, 0x0000_0000_0000_0000, 0x0000_0000_0000_0000, 0x0000_0000_0000_0000,
        0x0000_0000_0000_0000, 0x0000_0000_0000_0000, 0x0000_0000_0000_0000, 0x0000_0000_0000_0000,
        0x0000_0000_0000_0000, 0x0000_0000_0000_0000, 0x0000_0000_E000_0001, 0xFE00_0000_0000_0000,
        0xFF9C_0000_7FFC_0000, 0xFFFE_2000_FFFC_0000, 0xFFF0_0000_0000_0000, 0xFC00_FC00_E00F_FFFF,
        0x0000_0000_FC00_F800, 0xFE00_0000_0000_0000, 0x0000_FA00_0000_0060, 0xFFC0_0000_0000_0000,
        0xFFFF_FFFF_8000_0000, 0xFFE0_C000_0000_000E, 0x0000_F000_0000_0000, 0x0000_0000_3800_FC00,
        0x0000_0000_3F80_0000, 0xFFFF_FFFF_FFE0_0000, 0xFFFF_C000_FC00_FC00, 0xFFFF_FFFF_FFFF_FFFF,
        0xFFF0_0000_0000_001F, 0x000F_F800_0000_201F, 0x0000_3FFE_0000_0007, 0x0FFF_FFC0_0000_0000,
        0x07FF_FFF0_0000_0000, 0x0000_0000_0000_1C00, 0x1800_0000_0000_F800, 0xFB90_21FF_FFF7_FF00,
        0x0000_0000_0000_0000, 0x0000_0000_0000_0000, 0x0000_0000_0000_0000, 0xFFFF_FFFF_FFFF_FFFF,
        0x0000_0000_0000_0000, 0x0000_0000_0000_0000, 0x0000_0000_0000_0000, 0x0000_0000_0000_0000,
        0x0000_0000_C0C0_0000, 0xC000_0000_5500_C0C0, 0x0020_0000_0000_0000, 0x8023_0000_1030_0020,
    ]

    /// ``isIgnorable(_:)`` from the property lookups (what ``ScalarTraits`` remembers).
    package static func computeIsIgnorable(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.value < 0x80 {
            return scalar.value <= 0x20 || scalar.value == 0x7F
        }
        if scalar.properties.isWhitespace || scalar.properties.isVariationSelector { return true }
        switch scalar.properties.generalCategory {
        case .control, .format, .nonspacingMark, .enclosingMark, .spacingMark, .unassigned, .privateUse, .surrogate:
            return true
        default:
            return false
        }
    }

    /// CJK Unified Ideographs and Extension A, Hangul syllables, hiragana and katakana letters
    /// (a Japanese name and its reading): letters, answered without a table look-up. Not the
    /// Yijing hexagrams between the two ideograph blocks (U+4DC0–U+4DFF), which are symbols.
    @inlinable
    package static func isCommonLetter(_ value: UInt32) -> Bool {
        (0x4E00...0x9FFF).contains(value) || (0x3400...0x4DBF).contains(value) || (0xAC00...0xD7A3).contains(value)
            || (0x3041...0x3096).contains(value) || (0x30A1...0x30FA).contains(value)
    }

    /// The text from its first meaningful scalar on: leading white space and invisible
    /// characters removed.
    @inlinable
    /// The text from its first meaningful character on (the text itself when it starts with
    /// one): what the ICU and CLDR collators key and section.
    package static func meaningful(_ string: String) -> String {
        guard let first = string.unicodeScalars.first, isIgnorable(first) else { return string }
        return String(droppingIgnorablePrefix(string))
    }

    public static func droppingIgnorablePrefix(_ text: String) -> Substring.UnicodeScalarView {
        let scalars = text.unicodeScalars
        var index = scalars.startIndex
        while index < scalars.endIndex, isIgnorable(scalars[index]) { index = scalars.index(after: index) }
        return Substring(text).unicodeScalars[index...]
    }

    /// Calls `body` with each scalar of the UTF-8 `bytes` until it returns `false`. The bytes
    /// are a reader's validated UTF-8 (a ``NameStore``'s); a sequence cut short at the end is
    /// dropped and an invalid one read as U+FFFD, never a crash.
    @inlinable
    package static func forEachScalar(inUTF8 bytes: UnsafeBufferPointer<UInt8>, _ body: (Unicode.Scalar) -> Bool) {
        var index = 0
        let count = bytes.count
        while index < count {
            let lead = UInt32(bytes[index])
            let value: UInt32
            if lead < 0x80 {
                value = lead
                index += 1
            } else if lead < 0xE0 {
                guard index + 2 <= count else { return }
                value = (lead & 0x1F) << 6 | UInt32(bytes[index + 1] & 0x3F)
                index += 2
            } else if lead < 0xF0 {
                guard index + 3 <= count else { return }
                value = (lead & 0x0F) << 12 | UInt32(bytes[index + 1] & 0x3F) << 6 | UInt32(bytes[index + 2] & 0x3F)
                index += 3
            } else {
                guard index + 4 <= count else { return }
                value = (lead & 0x07) << 18 | UInt32(bytes[index + 1] & 0x3F) << 12 | UInt32(bytes[index + 2] & 0x3F) << 6
                    | UInt32(bytes[index + 3] & 0x3F)
                index += 4
            }
            guard body(Unicode.Scalar(value) ?? "\u{FFFD}") else { return }
        }
    }

    /// Calls `body` with each scalar of the UTF-8 `bytes` from the first meaningful one on
    /// (what ``droppingIgnorablePrefix(_:)`` leaves of the string).
    @inlinable
    package static func forEachScalar(droppingIgnorablePrefixOf bytes: UnsafeBufferPointer<UInt8>, _ body: (Unicode.Scalar) -> Void) {
        var started = false
        forEachScalar(inUTF8: bytes) { scalar in
            if !started {
                guard !isIgnorable(scalar) else { return true }
                started = true
            }
            body(scalar)
            return true
        }
    }

    /// Writes the units `encode` makes of each scalar of the UTF-8 `bytes` from the first
    /// meaningful one on (``forEachScalar(droppingIgnorablePrefixOf:_:)``) into `scratch`, from
    /// its start, and returns how many it wrote. For an encoding that takes no more units than
    /// UTF-8 takes bytes (scalars, UTF-16): `scratch` is first grown past the byte count (one
    /// more, so that even an empty text has an address) and then written through a pointer, so
    /// that a key writer decodes a name with no array append, and no uniqueness check, per unit.
    @inlinable @inline(__always)    // in line, so that `encode` is too: it runs for every unit
    package static func decodeMeaningful<Unit>(_ bytes: UnsafeBufferPointer<UInt8>, into scratch: inout [Unit], filler: Unit,
                                               _ encode: (Unicode.Scalar, (Unit) -> Void) -> Void) -> Int {
        if scratch.count <= bytes.count { scratch = Array(repeating: filler, count: max(bytes.count + 1, 2 * scratch.count)) }
        return scratch.withUnsafeMutableBufferPointer { units in
            var count = 0
            forEachScalar(droppingIgnorablePrefixOf: bytes) { scalar in
                encode(scalar) { unit in
                    units[count] = unit
                    count += 1
                }
            }
            return count
        }
    }

    /// The first scalar that is not ignorable, or `nil` when the text has none.
    @inlinable
    public static func firstMeaningfulScalar(in text: String) -> Unicode.Scalar? {
        text.unicodeScalars.first { !isIgnorable($0) }
    }

    /// Whether the UTF-8 `bytes` start with `first`, their first meaningful scalar as the caller
    /// decoded it (nil when they have none): nothing ignorable before it. Their first scalar is
    /// decoded alone and compared, not looked up: one equal to the first meaningful scalar is
    /// not ignorable (a look-up of its traits was about 50 instructions a Han name).
    @inlinable
    package static func startsWith(firstMeaningful first: Unicode.Scalar?, utf8 bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first else { return false }
        var leading = UInt32.max
        forEachScalar(inUTF8: bytes) { scalar in
            leading = scalar.value
            return false
        }
        return leading == first.value
    }

    /// The first scalar of the UTF-16 `units` that is not ignorable and the count of units
    /// before it, or `nil` when they have none (a reading written as UTF-16, keyed from there).
    /// In line, so that it is specialized where it is called: the ICU writer asks it of every
    /// reading.
    @inlinable
    package static func firstMeaningfulScalar(inUTF16 units: some Collection<UInt16>) -> (scalar: Unicode.Scalar, offset: Int)? {
        var offset = 0
        var iterator = units.makeIterator()
        var decoder = UTF16()
        while case .scalarValue(let scalar) = decoder.decode(&iterator) {
            if !isIgnorable(scalar) { return (scalar, offset) }
            offset += UTF16.width(scalar)
        }
        return nil
    }

    /// The first scalar of the UTF-8 `bytes` that is not ignorable, or `nil` when they have none.
    @inlinable
    package static func firstMeaningfulScalar(inUTF8 bytes: UnsafeBufferPointer<UInt8>) -> Unicode.Scalar? {
        var first: Unicode.Scalar?
        forEachScalar(inUTF8: bytes) { scalar in
            if isIgnorable(scalar) { return true }
            first = scalar
            return false
        }
        return first
    }

    /// `text` without leading and trailing white space.
    public static func trimmed(_ text: some StringProtocol) -> String {
        String(text.trimmingWhitespace())
    }

    /// Whether a name starting with `scalar` belongs in the overflow section whatever the locale:
    /// digits, punctuation, symbols and emoji.
    public static func isOverflowStarter(_ scalar: Unicode.Scalar) -> Bool {
        // ASCII letters and the common CJK letters without a table look-up.
        if (0x41...0x5A).contains(scalar.value) || (0x61...0x7A).contains(scalar.value) || isCommonLetter(scalar.value) {
            return false
        }
        return ScalarTraits.of(scalar).isOverflowStarter
    }

    /// ``isOverflowStarter(_:)`` from the property lookups (what ``ScalarTraits`` remembers).
    package static func computeIsOverflowStarter(_ scalar: Unicode.Scalar) -> Bool {
        let properties = scalar.properties
        if properties.isEmojiPresentation || (properties.isEmoji && scalar.value > 0xFF && !properties.isAlphabetic) {
            return true
        }
        switch properties.generalCategory {
        case .decimalNumber, .letterNumber, .otherNumber,
             .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
             .initialPunctuation, .finalPunctuation, .otherPunctuation,
             .mathSymbol, .currencySymbol, .modifierSymbol, .otherSymbol:
            return true
        default:
            return false
        }
    }
}
