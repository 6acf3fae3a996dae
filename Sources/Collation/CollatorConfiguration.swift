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

    /// Makes a configuration.
    public init(locale: LocaleIdentifier, data: LocaleData, options: CollationOptions = CollationOptions(), supplements: [LocaleData] = []) {
        self.locale = locale
        self.data = data
        self.options = options
        self.supplements = supplements
    }
}
