/// How well a provider serves a locale; `auto` picks the provider with the highest level.
public enum SupportLevel: Int, Sendable, Comparable, CaseIterable, CustomStringConvertible {
    /// The provider cannot serve the locale.
    case none = 0
    /// The provider can make a collator, but the locale's own letters fall in "#".
    case fallback = 1
    /// The provider orders the locale's letters, with known gaps.
    case partial = 2
    /// The provider implements the locale's collation in full.
    case complete = 3
    /// The provider is the best choice for the locale (it knows more than a generic collator).
    case preferred = 4

    /// Orders levels from `none` to `preferred`.
    public static func < (lhs: SupportLevel, rhs: SupportLevel) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The level's name.
    public var description: String {
        switch self {
        case .none: "none"
        case .fallback: "fallback"
        case .partial: "partial"
        case .complete: "complete"
        case .preferred: "preferred"
        }
    }
}

/// The comparison strength: which differences count.
public enum CollationStrength: String, Sendable, CaseIterable {
    /// Base letters only: "a" = "á" = "A".
    case primary
    /// Base letters and accents: "a" = "A" < "á".
    case secondary
    /// Base letters, accents and case: "a" < "A" < "á" (the default).
    case tertiary
}

/// Which case sorts first when strings differ only by case.
public enum CaseFirst: String, Sendable, CaseIterable {
    /// The locale's default.
    case `default`
    /// Lowercase before uppercase.
    case lower
    /// Uppercase before lowercase.
    case upper
}

/// Options a user can set on a collator. Providers honour those they support and say so in
/// their documentation; the conformance suite holds under every combination.
public struct CollationOptions: Sendable, Hashable {
    /// Which differences count. Default: tertiary.
    public var strength: CollationStrength
    /// Whether runs of digits compare by numeric value ("Room 2" before "Room 10").
    public var numeric: Bool
    /// Which case sorts first.
    public var caseFirst: CaseFirst

    /// Makes options; the defaults are the locale's ordinary collation.
    public init(strength: CollationStrength = .tertiary, numeric: Bool = false, caseFirst: CaseFirst = .default) {
        self.strength = strength
        self.numeric = numeric
        self.caseFirst = caseFirst
    }
}

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
