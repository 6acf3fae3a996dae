/// Ends a command with an exit status (``ExitStatus``) once what it had to say is said.
struct ExitCode: Error, Sendable {
    let rawValue: Int32

    init(_ rawValue: Int32) { self.rawValue = rawValue }

    /// An error that stopped the run, already reported.
    static let failure = ExitCode(ExitStatus.failure)
}
