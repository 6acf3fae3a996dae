/// A problem with the user's input: which file, which line, what is wrong.
///
/// Problems with single records do not stop the run: the other records are still collated and
/// written, every problem is reported on standard error, and the exit status is non-zero.
public struct InputProblem: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file's path as given, or `<stdin>`.
    public var file: String
    /// The 1-based line, when the problem has one.
    public var line: Int?
    /// What is wrong, and what was done about it.
    public var message: String

    /// `file:line: message`.
    public var description: String {
        if let line { return "\(file):\(line): \(message)" }
        return "\(file): \(message)"
    }
}

/// An error that ends the run: one line on standard error and a non-zero exit.
public struct FatalError: Error, Sendable, CustomStringConvertible {
    /// The one-line message.
    public var description: String
    /// Makes an error with its message.
    public init(_ description: String) { self.description = description }
}
