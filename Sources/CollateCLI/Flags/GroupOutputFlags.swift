import ArgumentParser

/// How `collate group` writes its sections: the formats of every command, a web page, or a
/// SQLite database.
public struct GroupOutputFlags: ParsableArguments {
    @Option(help: "Output format: html is one web page with a side index and a search box; sqlite a database (with --output).")
    var format: OutputFormat = .text

    @Option(help: ArgumentHelp("Write to this file instead of standard output (required for sqlite).", valueName: "file"))
    var output: String?

    public init() {}

    public func validate() throws {
        if format == .sqlite, output == nil { throw ValidationError("--format sqlite writes a database file: name it with --output FILE") }
    }
}
