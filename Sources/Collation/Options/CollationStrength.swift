/// The comparison strength: which differences count.
public enum CollationStrength: String, Sendable, CaseIterable {
    /// Base letters only: "a" = "á" = "A".
    case primary
    /// Base letters and accents: "a" = "A" < "á".
    case secondary
    /// Base letters, accents and case: "a" < "A" < "á" (the default).
    case tertiary
}
