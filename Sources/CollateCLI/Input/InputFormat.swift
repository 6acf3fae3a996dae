/// The input formats of the `collate` tool.
public enum InputFormat: String, CaseIterable, Sendable, ArgumentValue {
    /// By extension (`.vcf`, `.csv`, `.json`), else by content: `BEGIN:VCARD`, a `[`, a
    /// header row of contact columns; text otherwise.
    case auto
    /// One name per line.
    case text
    /// An array of strings, or of objects with a `name` field or contact fields.
    case json
    /// vCard 2.1, 3.0 or 4.0: one contact per card.
    case vcard
    /// CSV with a header row: contact exports (Google, Outlook), or any CSV with `--name-column`.
    case csv
}
