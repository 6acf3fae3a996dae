/// The formats every command but `group` and `keys` writes; `--help` lists exactly these.
enum ReportFormat: String, CaseIterable, Sendable, ArgumentValue {
    /// For people: section titles with the names indented below them, or aligned fields.
    case text
    /// The JSON contract (the DocC article on the command-line tool).
    case json
    /// RFC 4180 CSV with a header row.
    case csv

    /// The same format among all the tool's formats.
    var format: OutputFormat {
        switch self {
        case .text: .text
        case .json: .json
        case .csv: .csv
        }
    }
}
