/// The formats of `collate keys`: one line per record, for loading into another engine.
enum KeyFormat: String, CaseIterable, Sendable, ArgumentValue {
    /// JSON Lines: `{"name", "sectionIndex", "section", "sortKey", "keyVersion"}` per line.
    case jsonl
    /// Tab-separated, with a header row (`name`, `section_index`, `section`, `sort_key`,
    /// `key_version`), in PostgreSQL's text COPY format: tab, line feed, carriage return and
    /// backslash inside a field are written `\t`, `\n`, `\r`, `\\`.
    case tsv
}
