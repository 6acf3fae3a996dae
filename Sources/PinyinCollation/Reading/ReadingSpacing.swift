import Collation

/// Where a reading written as text puts its spaces: one between syllables, and one between a
/// syllable and what touches it unless that is white space. Shared by the outputs that write
/// the reading's text (``TextOutput``, ``SyllableTokenOutput``), so that they space it alike.
struct ReadingSpacing {
    private var previousWasSyllable = false
    private var endsInSpace = true
    /// Whether any character was read as a syllable.
    private(set) var sawSyllable = false

    /// A syllable starts: whether a space goes before it.
    mutating func startSyllable() -> Bool {
        let space = !endsInSpace
        previousWasSyllable = true
        sawSyllable = true
        endsInSpace = false
        return space
    }

    /// Another scalar follows: whether a space goes before it.
    mutating func startOther(_ scalar: Unicode.Scalar) -> Bool {
        let isSpace = scalar == " " || (!scalar.isASCII && ScalarTraits.of(scalar).isWhitespace)
        let space = previousWasSyllable && !isSpace
        previousWasSyllable = false
        endsInSpace = isSpace
        return space
    }
}
