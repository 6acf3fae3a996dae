/// Which scripts come first in a list: sections and names alike.
///
/// ICU's collations put Latin first unless the locale's data says otherwise, and CLDR's
/// Japanese says nothing, so ICU orders a Japanese list A–Z before あ–わ. Japanese phones
/// (iOS and Android alike) show the kana rows first; the locale file says so with its
/// `script-order` line, and ``localeData`` follows it.
public enum ScriptOrder: Sendable, Hashable {
    /// The locale data's script order (``LocaleData/scriptOrder``: kana, Han, Latin for
    /// Japanese), or the collation's own where the file gives none. The default.
    case localeData
    /// The collation's own order, as ICU's `AlphabeticIndex` gives it (Latin first in Japanese).
    case collation
    /// These scripts first, in this order, by ISO 15924 code (`["Cyrl", "Latn"]`); the others
    /// after them in the collation's order.
    case scripts([String])

    /// The script codes that go first for a locale whose data gives `data` (empty: the
    /// collation's own order).
    public func codes(for data: LocaleData) -> [String] {
        switch self {
        case .localeData: data.scriptOrder
        case .collation: []
        case .scripts(let codes): codes
        }
    }

    /// Whether `code` has the shape of an ISO 15924 script code: four ASCII letters.
    public static func isScriptCode(_ code: some StringProtocol) -> Bool {
        code.utf8.count == 4 && code.utf8.allSatisfy { (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) }
    }
}
