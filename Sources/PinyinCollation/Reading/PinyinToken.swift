/// One piece of a pinyin reading, as ``PinyinTransliterator/tokens(of:as:)`` gives it: a
/// syllable read for Han text, or a character that is not read.
package enum PinyinToken: Sendable, Hashable {
    /// A syllable. `character` is the Han character it reads when the reading is that
    /// character's own default from the table, so that a caller may offer the character's
    /// other readings too; it is `nil` for surname, word and user readings, which are meant.
    case syllable(PinyinSyllable, character: Unicode.Scalar?)
    /// A character with no pinyin reading, kept as written.
    case other(Unicode.Scalar)
}
