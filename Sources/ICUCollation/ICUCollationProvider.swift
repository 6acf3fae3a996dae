import Collation

/// The ICU provider: the system ICU's collation for any locale (`libicu-dev` on Debian,
/// `icu4c` on macOS).
///
/// zh-Hans sorts by pinyin, zh-Hant by strokes, and every other locale as CLDR says. Options:
/// strength (primary, secondary, tertiary), numeric ordering, upper- or lower-case first.
/// Sections agree with ICU's `AlphabeticIndex` for the locale data's titles.
public struct ICUCollationProvider: CollationProvider {
    /// Makes the provider.
    public init() {}

    /// `"icu"`.
    public var identifier: String { "icu" }

    /// One line for listings.
    public var summary: String {
        if let reason = ICUInfo.loadError { return "System ICU: not available (\(reason))" }
        return "System ICU \(ICUInfo.version): CLDR collation for any locale, AlphabeticIndex sections"
    }

    /// Complete for every locale with built-in locale data (generated from this ICU's own
    /// `AlphabeticIndex`); partial for a locale without it (`xx-YY`), which ICU serves with its
    /// root collation and the root's sections, A–Z and "#". Asking does not load ICU (`auto`
    /// asks every provider): where it is not installed, making a collator says so.
    public func support(for locale: LocaleIdentifier) -> SupportLevel {
        LocaleCatalog.builtIn().data(for: locale) == nil ? .partial : .complete
    }

    /// Opens ICU's collator for the configuration's locale.
    public func makeCollator(_ configuration: CollatorConfiguration) throws(CollationError) -> any Collator {
        try ICUCollator(configuration: configuration)
    }
}
