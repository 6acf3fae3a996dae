/// How results are written, for the commands that write text, JSON or CSV.
struct OutputFlags: ArgumentGroup {
    /// `--format`: the formats these commands write (`--help` lists exactly these).
    var choice: ReportFormat
    /// `--output`: the file, or nil for standard output.
    var output: String?

    static let arguments: [ArgumentSpec] = [
        .option("format", of: ReportFormat.self, default: .text, help: "Output format."),
        .option("output", valueName: "file", help: "Write to this file instead of standard output."),
    ]

    init(_ parsed: ParsedArguments) {
        choice = parsed.value("format", default: .text)
        output = parsed.string("output")
    }

    /// The format asked for.
    var format: OutputFormat { choice.format }
}
