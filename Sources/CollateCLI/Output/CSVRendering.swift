import Collation
import CollationContacts

/// CSV output (RFC 4180 quoting), written as bytes.
enum CSVRendering {
    /// The whole table at once: what ``write(header:count:to:row:)``, which every report's CSV
    /// goes through, is held to by the tests (and this to CSV.swift's writer).
    ///
    /// RFC 4180 CSV text of a header and rows, rows ended by a line feed. A cell is quoted when
    /// it holds a comma, a double quote (doubled inside) or a line break, as CSV.swift's writer
    /// quotes; its other control characters, which CSV has no way to escape, are spelled out as
    /// the text output spells them (``ControlCharacters/visible(_:keepingLineBreaks:)``).
    ///
    /// Written byte by byte rather than through CSV.swift's writer, which searched every cell
    /// with Foundation's string search (12.7× the text output's time on 100,000 vCards); a test
    /// holds the two to the same bytes.
    static func rows(header: [String], _ rows: [[String]]) throws -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(rows.count * 64)
        appendRow(header, to: &bytes, visible: false)
        for row in rows { appendRow(row, to: &bytes, visible: true) }
        bytes.append(0x0A)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// ``rows(header:_:)`` of `count` rows made by `row`, written to `out` as they are made: a
    /// block of rows at a time, each block's rows made and written on every core at once. A
    /// long list is never held whole, as rows of strings or as bytes.
    static func write(header: [String], count: Int, to out: inout OutputBuffer, row: @Sendable (Int) -> [String]) {
        var bytes: [UInt8] = []
        appendRow(header, to: &bytes, visible: false)
        out.write(bytes[...])
        let block = 1 << 15
        for start in stride(from: 0, to: count, by: block) {
            let end = min(count, start + block)
            let chunks = ParallelSlices.map(end - start, minimum: 2_048) { slice in
                var chunk: [UInt8] = []
                for index in slice {
                    chunk.append(0x0A)
                    appendCells(row(start + index), to: &chunk, visible: true)
                }
                return chunk
            }
            for chunk in chunks { out.write(chunk[...]) }
        }
        out.write([0x0A][...])
    }

    /// Appends one row (after a line feed, unless it is the first).
    static func appendRow(_ row: [String], to bytes: inout [UInt8], visible: Bool) {
        if !bytes.isEmpty { bytes.append(0x0A) }
        appendCells(row, to: &bytes, visible: visible)
    }

    /// Appends one row's cells, separated by commas.
    private static func appendCells(_ row: [String], to bytes: inout [UInt8], visible: Bool) {
        for (index, cell) in row.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            var value = cell
            if visible, value.withUTF8({ ControlCharacters.containsControl($0) }) {
                value = ControlCharacters.visible(value, keepingLineBreaks: true)
            }
            let quoted = value.withUTF8 { utf8 in utf8.contains { byte in Self.needsQuotes(byte) } }
            guard quoted else {
                bytes.append(contentsOf: value.utf8)
                continue
            }
            bytes.append(0x22)
            value.withUTF8 { utf8 in
                for byte in utf8 {
                    if byte == 0x22 { bytes.append(0x22) }
                    bytes.append(byte)
                }
            }
            bytes.append(0x22)
        }
    }

    /// Whether a cell with `byte` is quoted: a comma, a double quote or a line break.
    private static func needsQuotes(_ byte: UInt8) -> Bool {
        byte == 0x22 || byte == 0x2C || byte == 0x0A || byte == 0x0D
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
        return Contact.textFields.indices.map { contact.text(member: $0) ?? "" }
            + [contact.joined(.phones, separator: " ::: "), contact.joined(.emails, separator: " ::: ")]
    }
}
