/// How `collate group` writes its sections: the formats of every command, a web page, or a
/// SQLite database.
struct GroupOutputFlags: ArgumentGroup {
    /// `--format`.
    var format: OutputFormat
    /// `--output`: the file, or nil for standard output.
    var output: String?

    static let arguments: [ArgumentSpec] = [
        .option("format", of: OutputFormat.self, default: .text, help: "Output format: html is one web page with a side index and a search box; sqlite a database (with --output)."),
        .option("output", valueName: "file", help: "Write to this file instead of standard output (required for sqlite)."),
    ]

    init(_ parsed: ParsedArguments) {
        format = parsed.value("format", default: .text)
        output = parsed.string("output")
    }

    func validate() throws {
        if format == .sqlite, output == nil { throw UsageError("--format sqlite writes a database file: name it with --output FILE") }
    }
}
