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
    case malformedLocaleData(LocaleDataError)
    /// A provider failed for its own reasons (an ICU status, a missing table).
    case providerFailure(provider: String, message: String)

    /// One line, fit for a command-line tool's standard error.
    public var description: String {
        switch self {
        case .invalidLocale(let text, let reason):
            return "invalid locale '\(text)': \(reason)"
        case .unknownProvider(let name, let available):
            return "unknown provider '\(name)'; available: \((["auto"] + available).joined(separator: ", "))"
        case .unsupportedLocale(let locale, let provider):
            return "provider '\(provider)' does not support locale '\(locale)'"
        case .malformedLocaleData(let error):
            return error.description
        case .providerFailure(let provider, let message):
            return "provider '\(provider)': \(message)"
        }
    }
}

/// A problem in a locale data file, with the file and line it was found at.
public struct LocaleDataError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file's name or path, as the caller gave it.
    public var file: String
    /// The 1-based line number, or `nil` for a problem with the file as a whole.
    public var line: Int?
    /// What is wrong.
    public var message: String

    /// Makes an error for `file`, at `line` when the problem has one.
    public init(file: String, line: Int?, message: String) {
        self.file = file
        self.line = line
        self.message = message
    }

    /// `file:line: message`.
    public var description: String {
        if let line { return "\(file):\(line): \(message)" }
        return "\(file): \(message)"
    }
}
