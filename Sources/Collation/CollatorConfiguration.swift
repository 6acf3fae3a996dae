/// What a provider needs to make a collator: the locale, its section data and the options.
public struct CollatorConfiguration: Sendable, Hashable {
    /// The locale requested, with any extensions (`de-u-co-phonebk`).
    public var locale: LocaleIdentifier
    /// The locale's section data.
    public var data: LocaleData
    /// The user's options.
    public var options: CollationOptions

    /// Makes a configuration.
    public init(locale: LocaleIdentifier, data: LocaleData, options: CollationOptions = CollationOptions()) {
        self.locale = locale
        self.data = data
        self.options = options
    }
}
