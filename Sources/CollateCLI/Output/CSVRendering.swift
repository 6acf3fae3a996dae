import CSV
import CollationContacts
import Foundation

/// CSV output, through CSV.swift's writer (RFC 4180 quoting).
enum CSVRendering {
    /// RFC 4180 CSV text of a header and rows. A cell's line breaks are quoted, as CSV does;
    /// its other control characters, which CSV has no way to escape, are spelled out as the
    /// text output spells them (``ControlCharacters/visible(_:keepingLineBreaks:)``).
    static func rows(header: [String], _ rows: [[String]]) throws -> String {
        let stream = OutputStream(toMemory: ())
        let writer = try CSVWriter(stream: stream)
        try writer.write(row: header)
        for row in rows { try writer.write(row: row.map { ControlCharacters.visible($0, keepingLineBreaks: true) }) }
        writer.stream.close()
        guard let data = stream.property(forKey: .dataWrittenToMemoryStreamKey) as? Data else { return "" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// The columns that rows of contacts add after `name`: the contact's members, then phones
    /// and e-mails, several joined by " ::: " as Google's export joins them. None for a list
    /// without contacts.
    static func contactHeader(_ list: NameList) -> [String] {
        list.hasContacts ? Contact.textFields.map(\.name) + ["phones", "emails"] : []
    }

    /// The contact cells of the record at `position` (empty cells for a record that is not a
    /// contact), matching ``contactHeader(_:)``.
    static func contactCells(_ list: NameList, _ position: Int) -> [String] {
        guard list.hasContacts else { return [] }
        guard let contact = list.contact(at: position) else { return Array(repeating: "", count: Contact.textFields.count + 2) }
        return Contact.textFields.map { contact[keyPath: $0.path] ?? "" }
            + [contact.phones.joined(separator: " ::: "), contact.emails.joined(separator: " ::: ")]
    }
}
