import ArgumentParser

/// What a command produces, in every output format: the renderer at the end of the pipeline.
///
/// Commands build a report from their results; ``Pipeline`` writes it in the format the user
/// asked for, so that no command repeats the format switch.
struct Report {
    /// Writes the text form, for people.
    let text: (inout OutputBuffer) -> Void
    /// The JSON document (the contract is in the DocC article on the tool), made only when asked for.
    let json: () -> any Encodable
    /// The CSV form: a header row and the rows, made only when asked for.
    let csv: () -> (header: [String], rows: [[String]])
    /// The CSV form of a long list, instead of ``csv``: the header, the number of rows, and each
    /// row made as it is written (``CSVRendering/write(header:count:to:row:)``).
    private(set) var csvRows: (() -> (header: [String], count: Int, row: @Sendable (Int) -> [String]))?
    /// Writes the SQLite form to a file, for the commands that have one (`group`).
    private(set) var sqlite: ((String) throws -> Void)?
    /// Writes the HTML page, for the commands that have one (`group`).
    private(set) var html: ((inout OutputBuffer) throws -> Void)?

    /// A report that is only text (`collate keys`, whose own formats are text): its other
    /// forms are empty.
    init(textOnly write: @escaping (inout OutputBuffer) -> Void) {
        text = write
        json = { [String]() }
        csv = { ([], []) }
    }

    /// A report that is only a database: its other forms are empty.
    init(databaseOnly write: @escaping (String) throws -> Void) {
        text = { _ in }
        json = { [String]() }
        csv = { ([], []) }
        sqlite = write
    }

    /// A report that is only a web page: its other forms are empty.
    init(htmlOnly write: @escaping (inout OutputBuffer) throws -> Void) {
        text = { _ in }
        json = { [String]() }
        csv = { ([], []) }
        html = write
    }

    /// Makes a report from its forms, the CSV one made row by row as it is written.
    init(text: @escaping (inout OutputBuffer) -> Void, json: @escaping () -> any Encodable,
         csvRows: @escaping () -> (header: [String], count: Int, row: @Sendable (Int) -> [String])) {
        self.text = text
        self.json = json
        self.csv = { ([], []) }
        self.csvRows = csvRows
    }

    /// Makes a report from its forms.
    init(text: @escaping (inout OutputBuffer) -> Void, json: @escaping () -> any Encodable,
         csv: @escaping () -> (header: [String], rows: [[String]])) {
        self.text = text
        self.json = json
        self.csv = csv
    }

    /// Writes the report to `out` as `format`.
    func write(as format: OutputFormat, to out: inout OutputBuffer) throws {
        switch format {
        case .text:
            text(&out)
        case .json:
            // A JSON tree is written as bytes (the same bytes, faster), a long document as it is
            // made; other values by JSONEncoder.
            let value = json()
            if let streamed = value as? any JSONStreamed, streamed.write(to: &out) {
                out.write("\n")
            } else if let tree = value as? JSONValue, let text = JSONByteWriter.write(tree) {
                out.write(text + "\n")
            } else {
                out.write(try JSONRendering.encode(value) + "\n")
            }
        case .csv:
            if let csvRows {
                let table = csvRows()
                CSVRendering.write(header: table.header, count: table.count, to: &out, row: table.row)
                return
            }
            let table = csv()
            out.write(try CSVRendering.rows(header: table.header, table.rows))
        case .sqlite:
            // Pipeline hands SQLite reports to ``sqlite``; the others have no such form.
            throw ValidationError("--format sqlite: only `collate group` writes a database")
        case .html:
            guard let html else { throw ValidationError("--format html: only `collate group` writes a page") }
            try html(&out)
        }
    }
}
