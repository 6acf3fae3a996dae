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
