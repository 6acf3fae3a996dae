import ArgumentParser

/// How results are written, for the commands that write text, JSON or CSV.
public struct OutputFlags: ParsableArguments {
    @Option(name: .customLong("format"), help: "Output format.")
    var choice: ReportFormat = .text

    @Option(help: ArgumentHelp("Write to this file instead of standard output.", valueName: "file"))
    var output: String?

    /// The format asked for.
    var format: OutputFormat { choice.format }

    public init() {}
}
