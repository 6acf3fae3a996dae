import Collation

/// The reading as tokens (``UTF16Reading/appendReadingTokens(ofMeaningful:role:to:)``):
/// ``TextOutput``'s text as scalars, spaced alike, with each syllable of the built-in table one
/// token (its index and
/// `SyllableSpellings.tokenBit`); a syllable of the surname, word or user readings is its
/// scalars.
struct SyllableTokenOutput: ReadingOutput {
    var tokens: [UInt32]
    private var spacing = ReadingSpacing()

    /// An output that appends to `tokens`.
    init(tokens: consuming [UInt32]) { self.tokens = tokens }

    mutating func append(_ syllable: PinyinSyllable) {
        if spacing.startSyllable() { tokens.append(0x20) }
        for scalar in syllable.toned.unicodeScalars { tokens.append(scalar.value) }
    }

    mutating func append(tableSyllable index: Int, of scalar: Unicode.Scalar) {
        if spacing.startSyllable() { tokens.append(0x20) }
        tokens.append(SyllableSpellings.tokenBit | UInt32(truncatingIfNeeded: index))
    }

    mutating func append(other scalar: Unicode.Scalar) {
        if spacing.startOther(scalar) { tokens.append(0x20) }
        tokens.append(scalar.value)
    }
}
