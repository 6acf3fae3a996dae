import Collation

/// Reads the surname of a Japanese name written in kanji with no furigana, so that it files
/// under its kana row: 山田太郎 reads as やまだ太郎 (や), 佐藤 花子 as さとう 花子 (さ).
///
/// The longest surname of ``JapaneseSurnames`` that the name starts with is replaced by its
/// reading; the rest of the name stays as written (given names have too many readings to
/// guess). A name that starts with no known surname is returned as it is, and ICU's Japanese
/// collation files it after the kana rows, under "#". Names read as `.text` (companies,
/// places) and given names are never read.
///
/// Register it as the default reading for Japanese with ``register(in:)``.
public struct JapaneseNameTransliterator: Transliterator {
    /// The surname table.
    public var surnames: JapaneseSurnames { ownSurnames ?? .builtIn }
    /// The table given at init; `nil` for the built-in one, parsed only when a name needs it
    /// (the tool registers this stage on every run, and parsing the table cost every run,
    /// Japanese or not, a few tens of milliseconds).
    private let ownSurnames: JapaneseSurnames?

    /// Makes the reading stage over `surnames` (by default, the built-in IPAdic table).
    public init(surnames: JapaneseSurnames? = nil) {
        ownSurnames = surnames
    }

    /// `"ja-surnames"`.
    public var identifier: String { "ja-surnames" }

    /// `ja-surnames` and a hash of the surname table.
    public var readingVersion: String { "ja-surnames " + surnames.version }

    /// The name with its leading kanji surname read in hiragana.
    public func transliterate(_ text: String, as role: TextRole) -> String {
        guard role == .personName || role == .familyName else { return text }
        let name = text.trimmingWhitespace()
        guard let first = name.unicodeScalars.first, first.value >= 0x3400,
              let match = longestSurname(startingOf: name) else { return text }
        return match.reading + name[match.surname.endIndex...]
    }

    /// ``JapaneseSurnames/longestPrefix(of:)``, asked of the table where it is: ``surnames``
    /// hands out a copy, whose arrays every keying thread then retained and released for
    /// every name, on the same shared counts.
    private func longestSurname(startingOf name: Substring) -> (surname: Substring, reading: String)? {
        ownSurnames == nil ? JapaneseSurnames.builtIn.longestPrefix(of: name) : ownSurnames?.longestPrefix(of: name)
    }

    /// Whether the surname reading applies to person names in `locale` by default: Japanese.
    public static func readsNames(in locale: LocaleIdentifier) -> Bool {
        locale.language == "ja"
    }

    /// Makes the surname reading the default reading stage in Japanese, whatever the provider.
    public static func register(in registry: inout ProviderRegistry) {
        registry.registerDefaultReading(JapaneseNameTransliterator(), when: readsNames(in:))
    }
}
