/// How a suggested phonetic name in kana is written.
public enum KanaStyle: String, Sendable, Hashable, CaseIterable {
    /// Hiragana (`やまだ`), as iPhones show furigana. The default.
    case hiragana
    /// Katakana (`ヤマダ`), as many Japanese address books store readings.
    case katakana
}
