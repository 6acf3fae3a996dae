import CollationContacts

/// What `collate phonetic --dry-run` prints: one row per name it would fill (the contact, its
/// file and line, the field, the reading), as text, JSON (`{"fills": […]}`) or CSV.
struct PhoneticReport {
    /// One field that would be filled.
    struct Fill: Encodable {
        let name: String
        let file: String
        let line: Int
        let field: String
        let reading: String
    }

    /// The rows, in file order, family name before given name.
    let fills: [Fill]

    /// The fills of `cards`, read from `file`.
    static func fills(of cards: [VCardPhoneticWriter.Card], file: String) -> [Fill] {
        cards.flatMap { card in
            [("phoneticFamilyName", card.written.family), ("phoneticGivenName", card.written.given)].compactMap { field, value in
                value.map { Fill(name: card.contact.displayName, file: file, line: card.line, field: field, reading: $0) }
            }
        }
    }

    /// Writes the rows as `format` (text, json or csv).
    func write(as format: OutputFormat, to out: inout OutputBuffer) throws {
        struct Document: Encodable { let fills: [Fill] }
        let fills = fills
        try Report(
            text: { out in
                for fill in fills { out.line("\(fill.name)\t\(fill.field)\t\(fill.reading)") }
            },
            json: { Document(fills: fills) },
            csv: { (["name", "file", "line", "field", "reading"], fills.map { [$0.name, $0.file, String($0.line), $0.field, $0.reading] }) }
        ).write(as: format, to: &out)
    }
}
