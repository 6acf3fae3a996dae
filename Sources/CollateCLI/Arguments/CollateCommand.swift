/// One of the tool's commands (`group`, `sort`, …): its name, its help and its arguments, made
/// from the parsed line, checked, then run.
protocol CollateCommand: Sendable {
    /// The word that chooses it (`collate sort`).
    static var name: String { get }
    /// One line: what it does.
    static var abstract: String { get }
    /// More, for its `--help`; paragraphs separated by blank lines.
    static var discussion: String { get }
    /// Its options, flags and positional arguments, in the order `--help` lists them.
    static var arguments: [ArgumentSpec] { get }

    /// The command as `parsed` asks for it (the values were checked when parsed).
    init(_ parsed: ParsedArguments)
    /// Checks what the values alone cannot: options that do not go together, values outside
    /// their range. A ``UsageError`` is a usage error (64).
    func validate() throws
    func run() async throws
}

extension CollateCommand {
    static var discussion: String { "" }
    func validate() throws {}
}
