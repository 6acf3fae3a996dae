/// Which case sorts first when strings differ only by case.
public enum CaseFirst: String, Sendable, CaseIterable {
    /// The locale's default.
    case `default`
    /// Lowercase before uppercase.
    case lower
    /// Uppercase before lowercase.
    case upper
}
