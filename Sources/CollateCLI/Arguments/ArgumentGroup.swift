/// Options that several commands share (``CollationFlags``, ``InputFlags``, …): their specs,
/// listed in each command's, and their values read from the command's parsed line.
protocol ArgumentGroup: Sendable {
    static var arguments: [ArgumentSpec] { get }
    init(_ parsed: ParsedArguments)
    /// Checks what the values alone cannot (a ``UsageError``).
    func validate() throws
}

extension ArgumentGroup {
    func validate() throws {}

    /// The group read from `arguments` alone, checked: for tests and for callers that set up a
    /// session without a command.
    static func parse(_ arguments: [String]) throws -> Self {
        let group = Self(try ParsedArguments(arguments, specs: Self.arguments))
        try group.validate()
        return group
    }
}
