/// A command line the tool cannot run: an unknown option, a missing or bad value, options that
/// do not go together. Reported as `Error: …` with the command's usage, and exit status 64.
struct UsageError: Error, CustomStringConvertible, Sendable {
    let message: String

    init(_ message: String) { self.message = message }

    var description: String { message }
}
