/// How a suggested phonetic name in pinyin is spelled.
public enum PinyinStyle: String, Sendable, Hashable, CaseIterable {
    /// As a phone user types it: capitalised, no tone marks, the syllables of one name part
    /// joined (`Zeng` / `Guofan`). The default.
    case typed
    /// With tone marks (`Zēng` / `Guófān`).
    case tones
    /// No tone marks, each syllable capitalised and apart (`Zeng` / `Guo Fan`).
    case spaced
}
