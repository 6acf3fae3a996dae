import Collation
import LatinCollation

/// The built-in pinyin provider: a table of 41,421 Han characters generated from Unihan,
/// surname readings, and no ICU.
///
/// Preferred for Simplified Chinese (`zh`, `zh-Hans`, `zh-CN`, `zh-SG`); partial for
/// Traditional Chinese (whose users expect stroke or zhuyin order); a fallback elsewhere.
/// Options: all three strengths, numeric ordering, case first.
///
/// Register it with its surname-aware reading stage:
///
/// ```swift
/// var registry = ProviderRegistry()
/// PinyinCollationProvider.register(in: &registry)
/// ```
public struct PinyinCollationProvider: CollationProvider {
    /// Makes the provider.
    public init() {}

    /// `"pinyin"`.
    public var identifier: String { "pinyin" }

    /// One line for listings.
    public var summary: String { "Built-in pinyin from Unihan (\(PinyinTable.count) characters) with surname readings, no ICU" }

    /// Preferred for Simplified Chinese, partial for Traditional, a fallback elsewhere.
    public func support(for locale: LocaleIdentifier) -> SupportLevel {
        guard locale.language == "zh" else { return .fallback }
        return locale.likelyScript == "Hant" ? .partial : .preferred
    }

    /// Makes a pinyin collator for the configuration's locale data (its Latin titles).
    public func makeCollator(_ configuration: CollatorConfiguration) throws(CollationError) -> any Collator {
        try LatinLayout.check(configuration, provider: identifier)
        return PinyinCollator(configuration: configuration)
    }

    /// Whether the surname-aware reading applies to person names in `locale` by default:
    /// Simplified Chinese.
    public static func readsNames(in locale: LocaleIdentifier) -> Bool {
        locale.language == "zh" && locale.likelyScript == "Hans"
    }

    /// Adds the provider to `registry`, and the surname-aware ``PinyinTransliterator`` as the
    /// default reading stage in Simplified Chinese, whatever the provider.
    public static func register(in registry: inout ProviderRegistry, readings: PinyinReadings = PinyinReadings()) {
        registry.register(PinyinCollationProvider())
        registry.registerDefaultReading(PinyinTransliterator(custom: readings), when: readsNames(in:))
    }
}
