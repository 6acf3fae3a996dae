import Collation

/// The plain Latin fallback: no ICU, no Foundation, its own folding table.
///
/// Orders names case-insensitively by their folded Latin letters, with the locale's extra
/// letters (Å Ä Ö in Swedish, Ñ in Spanish, CH in Czech) in their places as the locale file
/// lists them, then by accents, then by case, then by code points, so that the order is total.
/// Sections are the locale's Latin titles and "#". Letters of other scripts sort after Latin
/// and go to "#".
///
/// Options: all three strengths; numeric ordering; upper- or lower-case first (lower by default).
public struct LatinCollationProvider: CollationProvider {
    /// Makes the provider.
    public init() {}

    /// `"latin"`.
    public var identifier: String { "latin" }

    /// One line for listings.
    public var summary: String { "Plain Latin fallback: A–Z plus the locale's letters, own diacritic folding, no ICU" }

    /// Partial for locales written in Latin script whose built-in sections this provider can
    /// all place (Hawaiian's ʻokina it cannot: a fallback there); a fallback for every other
    /// locale, where letters of the locale's own script fall in "#".
    public func support(for locale: LocaleIdentifier) -> SupportLevel {
        if let script = locale.script, script != "Latn" { return .fallback }
        if locale.script == nil, Self.nonLatinLanguages.contains(locale.language) { return .fallback }
        // No data: the locale's letters are unknown, so only A–Z is placed.
        guard let data = LocaleCatalog.builtIn().data(for: locale) else { return .fallback }
        let placeable = !data.includesLatin && data.sections.allSatisfy { LatinAlphabet.isLatinTitle($0.title) }
        return placeable ? .partial : .fallback
    }

    /// Makes a collator from the locale's Latin section titles.
    public func makeCollator(_ configuration: CollatorConfiguration) throws(CollationError) -> any Collator {
        try LatinLayout.check(configuration, provider: identifier)
        return LatinCollator(configuration: configuration)
    }

    /// Languages whose default script is not Latin: their letters fall in "#" here.
    static let nonLatinLanguages: Set<String> = [
        "ar", "be", "bg", "bn", "el", "fa", "gu", "he", "hi", "hy", "ja", "ka", "kk", "km", "kn", "ko",
        "ky", "lo", "mk", "ml", "mn", "mr", "my", "ne", "pa", "ru", "si", "sr", "ta", "te", "th", "uk",
        "ur", "yi", "zh", "yue", "ii",
    ]
}
