/// How a name written in Han characters is read in a locale whose sections do not take Han
/// (English, German, Russian…): the choice behind `collate --han` and
/// ``HanNameTransliterator``.
public enum HanReading: String, Sendable, Hashable, CaseIterable {
    /// As Japanese where the name says so (kana in it or in its phonetic spelling, or a
    /// known Japanese family name of two or more characters that is not a Chinese compound
    /// surname), else as Chinese.
    case auto
    /// As Chinese pinyin, with the surname readings (曾 Zēng, 单 Shàn).
    case chinese
    /// As Japanese: the family name by its reading where the surname table knows it, kana as
    /// romaji; names it cannot read stay under "#", as Android files them when Japanese is
    /// one of the user's languages.
    case japanese
    /// Not read: Han names stay under "#", as ICU's `AlphabeticIndex` files them.
    case none
}
