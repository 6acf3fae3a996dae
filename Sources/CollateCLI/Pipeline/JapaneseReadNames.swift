import Collation
import JapaneseNames

/// The search's reading stage for the Han names a list in a non-CJK locale files by their
/// Japanese reading (山田太郎 under Y, as "yamada"): their reading as the list has it, so that
/// search finds a name by what its section says. Every other name is left as it is (the
/// builder's own pinyin already reads the Chinese ones as the list does).
struct JapaneseReadNames: Transliterator {
    /// The list's reading of Han names.
    let han: HanNameTransliterator

    var identifier: String { "japanese-read-\(han.identifier)" }

    func transliterate(_ text: String, as role: TextRole) -> String {
        guard let first = TextScanning.firstMeaningfulScalar(in: text), HanNameTransliterator.isHan(first),
              han.readsAsJapanese(text, as: role) else { return text }
        return han.transliterate(text, as: role)
    }
}
