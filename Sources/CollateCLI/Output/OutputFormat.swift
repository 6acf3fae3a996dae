/// The output formats of the `collate` tool: `group` writes each of them, the other commands
/// the first three (``ReportFormat``), `keys` its own.
public enum OutputFormat: String, CaseIterable, Sendable, ArgumentValue {
    /// For people: section titles with the names indented below them, or aligned fields.
    case text
    /// The JSON contract (the DocC article on the tool).
    case json
    /// RFC 4180 CSV with a header row.
    case csv
    /// A SQLite database with each record's section and sort key (`collate group` only; needs
    /// `--output`).
    case sqlite
    /// One self-contained web page: the list with a side index and a search box
    /// (`collate group` only).
    case html

    /// Whether the format writes a contact's other fields (the source's properties and columns
    /// that no contact member holds): only the JSON contract does (``ContactJSON``). For every
    /// other format, address books are read without them, which is most of the time and
    /// memory reading one takes.
    var writesOtherFields: Bool { self == .json }

    /// Whether the format shows a contact's phones and e-mail addresses (every format but the
    /// text, which shows names; a contact without a name is shown by its first one, which the
    /// reader keeps).
    var writesPhonesAndEmails: Bool { self != .text }
}
