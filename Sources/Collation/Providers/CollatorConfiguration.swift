/// What a provider needs to make a collator: the locale, its section data and the options.
public struct CollatorConfiguration: Sendable, Hashable {
    /// The locale requested, with any extensions (`de-u-co-phonebk`).
    public var locale: LocaleIdentifier
    /// The locale's section data.
    public var data: LocaleData
    /// The user's options.
    public var options: CollationOptions
    /// Further locales whose sections are added to the locale's own, for lists in several
    /// scripts (`--also ru,el`), ordered by the locale's collation as ICU's
    /// `AlphabeticIndex.addLabels` orders them.
    public var supplements: [LocaleData]

    /// The ISO 15924 codes of the scripts that come first, from the options and the locale
    /// data (empty: the collation's own order). Providers that order several scripts honour it.
    public var scriptOrder: [String] { options.scriptOrder.codes(for: data) }

    /// Makes a configuration.
    public init(locale: LocaleIdentifier, data: LocaleData, options: CollationOptions = CollationOptions(), supplements: [LocaleData] = []) {
        self.locale = locale
        self.data = data
        self.options = options
        self.supplements = supplements
    }
}
