/// What the key writers ask of a scalar's Unicode properties, answered from a process-wide memo
/// for the Basic Multilingual Plane.
///
/// Why: the standard library's property lookups (`isWhitespace`, `isVariationSelector`,
/// `generalCategory`, the emoji properties, the lowercase mapping) each search a compressed
/// table. A Cyrillic, Greek, Arabic or Thai name asked five to eight of them per letter, and they
/// made up 40% of the time to key a multilingual list with the pinyin or Latin provider. A
/// name's letters come from a few hundred scalars, so each is worked out once per process and
/// kept in a ``ScalarMemo``.
///
/// The answers are the property lookups' own (``compute(_:)``): the memo changes the cost, never
/// the result (a test checks every BMP scalar).
package struct ScalarTraits: Sendable, Equatable {
    /// Bits 0–20: the first scalar of the lowercase mapping; 21–30: the flags below;
    /// 31–34: a decimal digit's value; bit 63: the entry has been computed.
    let bits: UInt64

    private static let ignorableBit: UInt64 = 1 << 21
    private static let overflowStarterBit: UInt64 = 1 << 22
    private static let whitespaceBit: UInt64 = 1 << 23
    private static let variationSelectorBit: UInt64 = 1 << 24
    private static let markBit: UInt64 = 1 << 25
    private static let punctuationBit: UInt64 = 1 << 26
    private static let uppercaseBit: UInt64 = 1 << 27
    private static let digitBit: UInt64 = 1 << 28
    private static let digitShift: UInt64 = 31
    private static let computedBit: UInt64 = 1 << 63

    /// Invisible for sectioning (``TextScanning/isIgnorable(_:)``).
    package var isIgnorable: Bool { bits & Self.ignorableBit != 0 }
    /// Sends a name to the overflow section (``TextScanning/isOverflowStarter(_:)``).
    package var isOverflowStarter: Bool { bits & Self.overflowStarterBit != 0 }
    /// `Unicode.Scalar.Properties.isWhitespace`.
    package var isWhitespace: Bool { bits & Self.whitespaceBit != 0 }
    /// `Unicode.Scalar.Properties.isVariationSelector`.
    package var isVariationSelector: Bool { bits & Self.variationSelectorBit != 0 }
    /// A nonspacing, spacing or enclosing mark.
    package var isMark: Bool { bits & Self.markBit != 0 }
    /// One of the punctuation general categories.
    package var isPunctuation: Bool { bits & Self.punctuationBit != 0 }
    /// `Unicode.Scalar.Properties.isUppercase`.
    package var isUppercase: Bool { bits & Self.uppercaseBit != 0 }
    /// The value of a decimal digit (general category Nd) from 0 to 9, else `nil`.
    package var digitValue: UInt8? {
        bits & Self.digitBit != 0 ? UInt8(truncatingIfNeeded: bits >> Self.digitShift) & 0x0F : nil
    }
    /// The first scalar of the scalar's lowercase mapping (the scalar itself when it has none).
    package var lowercaseBase: Unicode.Scalar {
        Unicode.Scalar(UInt32(truncatingIfNeeded: bits & 0x1F_FFFF)) ?? "\u{FFFD}"
    }

    /// The traits of `scalar`: from the memo in the BMP, else computed.
    package static func of(_ scalar: Unicode.Scalar) -> ScalarTraits {
        ScalarTraits(bits: memo.word(for: scalar) { compute($0).bits })
    }

    /// The traits of `scalar` from the standard library's property lookups, bypassing the memo.
    package static func compute(_ scalar: Unicode.Scalar) -> ScalarTraits {
        let properties = scalar.properties
        var bits = UInt64((properties.lowercaseMapping.unicodeScalars.first ?? scalar).value) | computedBit
        if TextScanning.computeIsIgnorable(scalar) { bits |= ignorableBit }
        if TextScanning.computeIsOverflowStarter(scalar) { bits |= overflowStarterBit }
        if properties.isWhitespace { bits |= whitespaceBit }
        if properties.isVariationSelector { bits |= variationSelectorBit }
        if properties.isUppercase { bits |= uppercaseBit }
        switch properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark:
            bits |= markBit
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
             .initialPunctuation, .finalPunctuation, .otherPunctuation:
            bits |= punctuationBit
        case .decimalNumber:
            if let number = properties.numericValue, number >= 0, number <= 9 {
                bits |= digitBit | (UInt64(number) << digitShift)
            }
        default:
            break
        }
        return ScalarTraits(bits: bits)
    }

    private static let memo = ScalarMemo()
}
