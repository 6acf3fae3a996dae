import ArgumentParser

/// How results are written: the format every command takes.
public struct OutputFlags: ParsableArguments {
    @Option(help: "Output format: text, json, csv; for group also html (a web page) or sqlite (with --output).")
    var format: OutputFormat = .text

    @Option(help: ArgumentHelp("Write to this file instead of standard output (required for sqlite).", valueName: "file"))
    var output: String?

    public init() {}

    public func validate() throws {
        if format == .sqlite, output == nil { throw ValidationError("--format sqlite writes a database file: name it with --output FILE") }
    }
}
