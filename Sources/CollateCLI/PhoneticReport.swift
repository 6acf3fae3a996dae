import CollationContacts

/// What `collate phonetic --dry-run` prints: one row per name it would fill (the contact, its
/// line, the field, the reading), as text, JSON (`{"fills": […]}`) or CSV.
struct PhoneticReport {
    /// One field that would be filled.
    struct Fill: Encodable {
        let name: String
        let line: Int
        let field: String
        let reading: String
    }

    /// The rows, in file order, family name before given name.
    let fills: [Fill]

    init(cards: [VCardPhoneticWriter.Card]) {
        fills = cards.flatMap { card in
            [("X-PHONETIC-LAST-NAME", card.written.family), ("X-PHONETIC-FIRST-NAME", card.written.given)].compactMap { field, value in
                value.map { Fill(name: card.contact.displayName, line: card.line, field: field, reading: $0) }
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
            csv: { (["name", "line", "field", "reading"], fills.map { [$0.name, String($0.line), $0.field, $0.reading] }) }
        ).write(as: format, to: &out)
    }
}
