/// The plug point for collation back ends: ICU, the built-in pinyin table, the Latin fallback.
///
/// Implementation requirements:
/// - ``identifier`` is short, lowercase and unique in a registry (`icu`, `pinyin`, `latin`).
/// - ``support(for:)`` is cheap and does not fail; it says honestly how well the provider serves
///   a locale, so that `auto` can pick the best available provider.
/// - ``makeCollator(_:)`` returns a ``Collator`` that meets that protocol's requirements, or
///   throws a ``CollationError`` that says what is wrong in one line.
public protocol CollationProvider: Sendable {
    /// The provider's identifier, used by `--provider`.
    var identifier: String { get }
    /// One line about the provider, for listings.
    var summary: String { get }
    /// How well the provider serves `locale`.
    func support(for locale: LocaleIdentifier) -> SupportLevel
    /// Makes a collator for the configuration's locale.
    func makeCollator(_ configuration: CollatorConfiguration) throws(CollationError) -> any Collator
}
