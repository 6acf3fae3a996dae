import Collation

/// Strings that exercise the corners of collation: case, accents, ligatures, contractions,
/// digits, punctuation, emoji, invisible characters and many scripts.
public enum ConformanceSamples {
    /// The default sample set for ``ProviderConformance``.
    public static let multilingual: [String] = [
        "", " ", "a", "A", "á", "Á", "ab", "Ab", "aB", "b", "z", "Z", "Zoe", "Zoë", "zoe", "Zoe Ball", "Zoeball",
        "Anna", "anna", "Ann", "Ann Lee", "Anne-Marie", "Émile", "Emile", "emile", "Ölund", "Olund", "Åsa", "Asa",
        "Ørjan", "Łukasz", "Lukasz", "Æsir", "Aesir", "Straße", "Strasse", "Þór", "Thor", "Ñandú", "Nandu",
        "Chris", "Cyril", "Hugo", "Ilse", "İlker", "ılık", "Çağla", "Şule", "Ğ", "Dvořák", "Čapek", "Chmel",
        "Ưu", "Ủy", "Ґанок", "Єва", "Іван", "Їжак", "Ivan", "Иван", "Юлия", "Νίκος", "דוד", "محمد", "สมชาย", "เกศ",
        "曾国藩", "单田芳", "张三", "张", "李四", "長孫", "山田", "さくら", "サクラ", "ｻｸﾗ", "ぁ", "ヴ", "김민준", "까치", "한",
        "0", "007", "1-800", "24 Hour", "Room 2", "Room 10", "room 2", "#tag", "@handle", "(Work)", "-dash", "'quote",
        "🍕 Pizza", "❤️ Mom", "👨‍👩‍👧 Family", "\u{200B}Zack", "\u{200E}Lena", "\u{FEFF}Bom", "  Lee", "\tTab",
        "e\u{301}mile", "A\u{30A}sa", "ﬁnn", "Ｆｕｌｌ", "ǅemal", "Ĳssel", "Mc Donald", "McDonald", "Mac", "van Dyke",
    ]

    /// The option sets the suite checks under by default.
    public static let optionSets: [CollationOptions] = [
        CollationOptions(),
        CollationOptions(strength: .primary),
        CollationOptions(strength: .secondary),
        CollationOptions(numeric: true),
        CollationOptions(caseFirst: .upper),
    ]

    /// Pieces that property tests join into random names: letters of every script the suite
    /// knows, combining marks, control characters, white space (alone, too), invisible format
    /// characters, digits, punctuation, flags and emoji with skin tones and joiners.
    public static let pieces: [String] = [
        "a", "A", "z", "Z", "é", "É", "e\u{301}", "ø", "ß", "æ", "Å", "ñ", "ı", "İ", "Ł", "ǅ",
        "И", "я", "Ω", "ά", "ا", "ب", "א", "ת", "ก", "ฮ", "क", "ह", "张", "曾", "単", "あ", "ア", "ｱ", "ん", "김", "ㄱ", "ᄀ",
        "\u{301}", "\u{308}", "\u{0}", "\u{1}", "\u{7}", "\u{1F}", "\u{7F}", " ", "  ", "\t", "\u{A0}", "\u{3000}",
        "\u{200B}", "\u{200D}", "\u{200E}", "\u{FEFF}", "\u{FE0F}", "0", "7", "42", "-", "'", ".", "@", "#",
        "🇯🇵", "🇫🇷", "👍🏽", "👩🏿‍💻", "👨‍👩‍👧", "🍕", "❤️",
    ]
}
