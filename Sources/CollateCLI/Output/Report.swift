
/// What a command produces, in every output format: the renderer at the end of the pipeline.
///
/// Commands build a report from their results; ``Pipeline`` writes it in the format the user
/// asked for, so that no command repeats the format switch.
struct Report {
    /// Writes the text form, for people.
    let text: (inout OutputBuffer) -> Void
    /// The JSON document (the contract is in the DocC article on the tool), made only when asked for.
    let json: () -> any Encodable
    /// The CSV form, made only when asked for: the header, the number of rows, and each row,
    /// made as it is written (``CSVRendering/write(header:count:to:prepare:row:)``).
    let csv: () -> CSVRows

    /// A CSV table as ``CSVRendering`` writes it: rows made one at a time, so that a long list
    /// is never held whole as rows of strings; `prepare`, when given, is called with a block of
    /// rows before they are made (to ask for the names they read, in sorted order).
    typealias CSVRows = (header: [String], count: Int, row: @Sendable (Int, inout CSVRow) -> Void, prepare: (@Sendable (Range<Int>) -> Void)?)

    /// The rows of a table already made (a short one: locales, titles, fills).
    static func table(_ header: [String], _ rows: [[String]]) -> CSVRows {
        (header, rows.count, { index, row in row.append(contentsOf: rows[index]) }, nil)
    }

    /// Writes the SQLite form to a file, for the commands that have one (`group`).
    private(set) var sqlite: ((String) throws -> Void)?
    /// Writes the HTML page, for the commands that have one (`group`).
    private(set) var html: ((inout OutputBuffer) throws -> Void)?

    /// A report that is only text (`collate keys`, whose own formats are text): its other
    /// forms are empty.
    init(textOnly write: @escaping (inout OutputBuffer) -> Void) {
        text = write
        json = { [String]() }
        csv = { Report.table([], []) }
    }

    /// A report that is only a database: its other forms are empty.
    init(databaseOnly write: @escaping (String) throws -> Void) {
        text = { _ in }
        json = { [String]() }
        csv = { Report.table([], []) }
        sqlite = write
    }

    /// A report that is only a web page: its other forms are empty.
    init(htmlOnly write: @escaping (inout OutputBuffer) throws -> Void) {
        text = { _ in }
        json = { [String]() }
        csv = { Report.table([], []) }
        html = write
    }

    /// Makes a report from its forms, the CSV one made row by row as it is written.
    init(text: @escaping (inout OutputBuffer) -> Void, json: @escaping () -> any Encodable, csvRows: @escaping () -> CSVRows) {
        self.text = text
        self.json = json
        self.csv = csvRows
    }

    /// Makes a report from its forms, the CSV one a table made whole.
    init(text: @escaping (inout OutputBuffer) -> Void, json: @escaping () -> any Encodable,
         csv: @escaping () -> (header: [String], rows: [[String]])) {
        self.init(text: text, json: json, csvRows: { let made = csv(); return Report.table(made.header, made.rows) })
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
            let table = csv()
            CSVRendering.write(header: table.header, count: table.count, to: &out, prepare: table.prepare, row: table.row)
        case .sqlite:
            // Pipeline hands SQLite reports to ``sqlite``; the others have no such form.
            throw UsageError("--format sqlite: only `collate group` writes a database")
        case .html:
            guard let html else { throw UsageError("--format html: only `collate group` writes a page") }
            try html(&out)
        }
    }
}
