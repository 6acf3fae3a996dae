/// A reading stage that can write a name's reading as UTF-16 into a key writer's buffer, without
/// making it a string: for collators that key UTF-16 (ICU), so that a Han name read as pinyin
/// costs a walk over its characters rather than a string and two conversions.
package protocol UTF16Reading: Transliterator {
    /// Appends to `units` the UTF-16 of the reading of a name whose scalars, from its first
    /// meaningful one on, are `scalars`, read as `role`: exactly
    /// `transliterate(name, as: role)` from its first meaningful scalar on. `false`, with
    /// `units` as it was, for a name the stage reads only as a string.
    func appendReadingUTF16(ofMeaningful scalars: UnsafeBufferPointer<Unicode.Scalar>, role: TextRole, to units: inout [UInt16]) -> Bool

    /// ``appendReadingUTF16(ofMeaningful:role:to:)`` for a name that has nothing ignorable
    /// before its first meaningful scalar (most names): `scalars` are the whole name. A stage
    /// whose reading depends on what comes before that scalar (white space that it trims, say)
    /// may read such a name here where it cannot there. By default, the same.
    func appendReadingUTF16(ofWholeName scalars: UnsafeBufferPointer<Unicode.Scalar>, role: TextRole, to units: inout [UInt16]) -> Bool

    /// Appends to `units` the UTF-16 of the reading of a name in parts read in place from a
    /// ``PartsStore``: exactly the stage's `reading(of: parts)`. `false`, with `units` as they
    /// were, for a stage that reads parts only as strings (by default: a stage may decide a
    /// name's reading from all its parts).
    func appendReadingUTF16(ofPartsIn name: PartsStore.Entry, to units: inout [UInt16]) -> Bool

    /// Appends to `tokens` the reading that ``appendReadingUTF16(ofMeaningful:role:to:)`` writes
    /// (and ``appendReadingUTF16(ofWholeName:role:to:)``, which a stage with syllables must not
    /// read otherwise), each syllable of ``syllableSpellings`` as one token
    /// (`SyllableSpellings.tokenBit | index`) and every other scalar of the reading as its
    /// value: the syllables' spellings put in their tokens' places give that reading exactly.
    /// A key writer then keys a syllable from collation elements it worked out once, not from
    /// its letters each time it meets it. `false`, with `tokens` as they were, for a name whose
    /// reading is not written so (by default, every name).
    func appendReadingTokens(ofMeaningful scalars: UnsafeBufferPointer<Unicode.Scalar>, role: TextRole, to tokens: inout [UInt32]) -> Bool

    /// The spellings of the syllables that the stage's tokens stand for; nil (by default) for a
    /// stage that writes no tokens.
    var syllableSpellings: SyllableSpellings? { get }

    /// A bound below which the stage reads nothing: a name whose scalars are all below it is
    /// its own reading, and a key writer keys it as written, without the stage. By default 0
    /// (the stage may read anything).
    var firstScalarRead: UInt32 { get }
}

extension UTF16Reading {
    package func appendReadingUTF16(ofWholeName scalars: UnsafeBufferPointer<Unicode.Scalar>, role: TextRole, to units: inout [UInt16]) -> Bool {
        appendReadingUTF16(ofMeaningful: scalars, role: role, to: &units)
    }
    package func appendReadingUTF16(ofPartsIn name: PartsStore.Entry, to units: inout [UInt16]) -> Bool { false }
    package var firstScalarRead: UInt32 { 0 }
    package func appendReadingTokens(ofMeaningful scalars: UnsafeBufferPointer<Unicode.Scalar>, role: TextRole, to tokens: inout [UInt32]) -> Bool {
        false
    }
    package var syllableSpellings: SyllableSpellings? { nil }
}
