/// An error from the collation host: a bad locale, an unknown provider, bad locale data.
///
/// Every case describes itself in one line that a command-line tool can print as it is.
public enum CollationError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The text is not a well-formed locale identifier.
    case invalidLocale(String, reason: String)
    /// No provider is registered under this identifier; `available` lists those that are.
    case unknownProvider(String, available: [String])
    /// The provider cannot make a collator for this locale.
    case unsupportedLocale(String, provider: String)
    /// A locale data file is malformed.
    case malformedLocaleData(FileProblem)
    /// A provider failed for its own reasons (an ICU status, a missing table).
    case providerFailure(provider: String, message: String)
    /// No transform (a reading stage) is known by this identifier; `detail` says more.
    case unknownTransform(String, detail: String)

    /// One line, fit for a command-line tool's standard error.
    public var description: String {
        switch self {
        case .invalidLocale(let text, let reason):
            return "invalid locale '\(text)': \(reason)"
        case .unknownProvider(let name, let available):
            return "unknown provider '\(name)'; available: \((["auto"] + available).joined(separator: ", "))"
        case .unsupportedLocale(let locale, let provider):
            return "provider '\(provider)' does not support locale '\(locale)'"
        case .malformedLocaleData(let problem):
            return problem.description
        case .providerFailure(let provider, let message):
            return "provider '\(provider)': \(message)"
        case .unknownTransform(let identifier, let detail):
            return "unknown transform '\(identifier)' (\(detail))"
        }
    }
}
