import Collation
import CollationContacts

/// CSV output (RFC 4180 quoting), written as bytes.
enum CSVRendering {
    /// The whole table at once: what ``write(header:count:to:prepare:row:)``, which every
    /// report's CSV goes through, is held to by the tests (and this to CSV.swift's writer).
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
        var table = CSVRow(visible: false)
        table.startRow()
        table.append(contentsOf: header)
        table.visible = true
        for row in rows {
            table.startRow()
            table.append(contentsOf: row)
        }
        return String(decoding: table.bytes + [0x0A], as: UTF8.self)
    }

    /// ``rows(header:_:)`` of `count` rows whose cells `row` appends (a name's bytes in place,
    /// say), written to `out` as they are made: a block of rows at a time, each block's rows
    /// made and written on every core at once. A long list is never held whole, as rows of
    /// strings or as bytes. `prepare`, when given, is called with each run of rows (a thousand
    /// or so) before they are made.
    static func write(header: [String], count: Int, to out: inout OutputBuffer, prepare: (@Sendable (Range<Int>) -> Void)? = nil,
                      row: @Sendable (Int, inout CSVRow) -> Void) {
        var head = CSVRow(visible: false)
        head.startRow()
        head.append(contentsOf: header)
        out.write(head.bytes[...])
        let block = 1 << 15
        for start in stride(from: 0, to: count, by: block) {
            let end = min(count, start + block)
            let chunks = ParallelSlices.map(end - start, minimum: 2_048) { slice in
                var chunk = CSVRow(visible: true, continuing: true)
                for run in stride(from: slice.lowerBound, to: slice.upperBound, by: 1_024) {
                    let rows = (start + run)..<(start + min(run + 1_024, slice.upperBound))
                    prepare?(rows)
                    for index in rows {
                        chunk.startRow()
                        row(index, &chunk)
                    }
                }
                return chunk.bytes
            }
            for chunk in chunks { out.write(chunk[...]) }
        }
        out.write([0x0A][...])
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
