import Collation
import LatinCollation

/// The reading fed to a Latin key builder as the builder would read its text, with no text
/// kept: the pinyin key writer's, and the Latin collator's for names read as pinyin
/// (``PinyinTransliterator/feedReading(ofUTF8:role:to:)``). Its events are ``TextOutput``'s:
/// a syllable starts a word (the space that the text puts between syllables), and so does what
/// follows a syllable unless it is white space. The builder is the caller's, borrowed for one
/// walk: held through a pointer, so that neither its levels nor their storage are copied.
struct KeyOutput: ReadingOutput {
    private let builder: UnsafeMutablePointer<LatinKeyBuilder>
    private var previousWasSyllable = false
    /// Whether any character was read as a syllable.
    private(set) var sawSyllable = false

    /// An output into `builder`, which must outlive it.
    init(builder: UnsafeMutablePointer<LatinKeyBuilder>) { self.builder = builder }

    mutating func append(_ syllable: PinyinSyllable) {
        builder.pointee.wordBoundary()
        previousWasSyllable = true
        sawSyllable = true
        for scalar in syllable.toned.unicodeScalars { builder.pointee.consumeScalar(scalar) }
    }

    mutating func append(tableSyllable index: Int, of scalar: Unicode.Scalar) {
        builder.pointee.wordBoundary()
        previousWasSyllable = true
        sawSyllable = true
        PinyinTable.appendLetters(ofSyllable: index, to: &builder.pointee)
    }

    mutating func append(other scalar: Unicode.Scalar) {
        if previousWasSyllable, scalar != " ", scalar.isASCII || !ScalarTraits.of(scalar).isWhitespace { builder.pointee.wordBoundary() }
        builder.pointee.consumeScalar(scalar)
        previousWasSyllable = false
    }
}
