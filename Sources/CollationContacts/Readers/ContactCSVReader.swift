import Collation

/// Reads contacts from CSV exports: Google Contacts (today's and the older "Yomi" export),
/// Outlook.com, Outlook desktop, or any CSV with a name column.
///
/// The header row says which column is which (see ``ContactColumn``); every other row is one
/// ``Contact``. Values that an export joins with ` ::: ` (Google's several phones) are split.
/// Columns with no contact member are kept as fields under their header. Comma, semicolon and
/// tab delimiters are recognized from the header row.
public struct ContactCSVReader: Sendable {
    /// The file's encoding when it has no byte-order mark; `nil` for UTF-8.
    public var encoding: TextEncoding?
    /// A column to read as the contact's name, for CSV files that are not contact exports.
    public var nameColumn: String?
    /// Whether the columns that the contact model has no member for are kept, as
    /// ``Contact/otherFields``; `false` for a program that shows names only.
    public var keepsOtherFields: Bool
    /// Whether the phone and e-mail columns are read for every row; `false` for an output that
    /// shows names only (the tool's text): a row without a name still gets them, since its
    /// name shown is its first phone or address, and a control character in one is still
    /// reported. Half of a Google export's bytes are these columns.
    package var keepsPhonesAndEmails = true

    /// A reader for files in `encoding` (UTF-8 when `nil`), reading `nameColumn`, when given,
    /// as the name.
    public init(encoding: TextEncoding? = nil, nameColumn: String? = nil, keepsOtherFields: Bool = true) {
        self.encoding = encoding
        self.nameColumn = nameColumn
        self.keepsOtherFields = keepsOtherFields
    }

    /// Whether `headerLine` (the first line of a file) is the header of a contact export:
    /// delimited, with at least two columns that name a contact, or the `nameColumn`.
    public func isContactHeader(_ headerLine: String) -> Bool {
        let bytes = Array(headerLine.utf8)
        let headers = CSVRecords(bytes, delimiter: Self.delimiter(of: bytes)).records.first?.fields ?? []
        guard headers.count >= 2 else { return false }
        if nameColumn != nil, nameColumnIndex(in: headers) != nil { return true }
        return headers.filter { ContactColumn(header: $0).isName }.count >= 2
    }

    /// Where `nameColumn` is among `headers` (case and surrounding spaces do not matter).
    private func nameColumnIndex(in headers: [String]) -> Int? {
        guard let wanted = nameColumn?.trimmingWhitespace().lowercased() else { return nil }
        return headers.firstIndex { $0.trimmingWhitespace().lowercased() == wanted }
    }

    /// The contacts in `bytes`, and the problems found (`file` names them).
    ///
    /// A large file is read in parts at once, cut where a line ends outside quotes; a part
    /// whose reading does not end where the next begins (a quote that the cut misjudged) makes
    /// the whole file read again in one part, so that the parts never change what is read.
    public func read(_ bytes: [UInt8], file: String) -> (contacts: [Contact], problems: [FileProblem]) {
        let result = read(bytes, file: file, yield: .contacts)
        return (result.contacts, result.problems)
    }

    /// The display names of the contacts in `bytes` and their collation parts in `order`, as
    /// ``NameList`` would make them from ``read(_:file:)``'s contacts, and the problems found:
    /// for an output that shows names only, with no contact kept.
    package func readNames(_ bytes: [UInt8], file: String, order: NameOrder) -> (names: NameStore, parts: PartsStore, problems: [FileProblem]) {
        let result = read(bytes, file: file, yield: .names(order))
        return (result.names, result.parts, result.problems)
    }

    /// The rows of `bytes` read into what `yield` asks for.
    private func read(_ bytes: [UInt8], file: String, yield: CSVRows.Yield) -> CSVRows.Result {
        let text: [UInt8]
        do {
            text = try TextEncoding.decodeFile(bytes, as: encoding, file: file)
        } catch {
            return CSVRows.Result(problems: [error])
        }
        let delimiter = Self.delimiter(of: text)
        return text.withUnsafeBufferPointer { buffer in
            // The header: the first record.
            var header: (fields: [String], line: Int, end: Int)?
            CSVScanner.forEachRecord(in: buffer, range: 0..<buffer.count, delimiter: delimiter) { record in
                header = (record.fields.indices.map { record.string($0, in: buffer) }, record.line, record.fields.last?.source.upperBound ?? 0)
                return false
            }
            guard let header else { return CSVRows.Result() }
            var columns = header.fields.map(ContactColumn.init(header:))
            if let nameColumn {
                guard let index = nameColumnIndex(in: header.fields) else {
                    return CSVRows.Result(problems: [FileProblem(file: file, line: header.line,
                        message: "no column \"\(nameColumn)\" in the header (it has: \(header.fields.joined(separator: ", "))); the file was not read", refusesFile: true)])
                }
                columns[index] = .text(\.formattedName)
            }
            guard columns.contains(where: \.isName) else {
                return CSVRows.Result(problems: [FileProblem(file: file, line: header.line,
                    message: "the header names no name column (First Name, Last Name, Name, Company…); name one with --name-column; the file was not read", refusesFile: true)])
            }
            let rows = CSVRows(reader: self, file: file, headers: header.fields, columns: columns, delimiter: delimiter)
            // The rows start after the header's line break.
            var start = header.end
            if start < buffer.count, buffer[start] == 0x0D { start += 1 }
            if start < buffer.count, buffer[start] == 0x0A { start += 1 }
            return rows.read(buffer, from: start, line: CSVRows.line(ofOffset: start, in: buffer), yield: yield)
        }
    }

    /// A row's fields as a contact. The writer's form: fields as strings.
    func contact(from fields: [String], headers: [String], columns: [ContactColumn]) -> Contact {
        let rows = CSVRows(reader: self, file: "", headers: headers, columns: columns, delimiter: 0)
        var contact = Contact()
        for (index, value) in fields.enumerated() where !value.isEmpty {
            rows.add(value, column: index, to: &contact)
        }
        return contact
    }

    /// The delimiter of a CSV file, from its first line: a comma, unless the line has none
    /// and has semicolons (Outlook in locales whose decimal mark is a comma) or tabs.
    static func delimiter(of bytes: [UInt8]) -> UInt8 {
        let firstLine = bytes.prefix { $0 != 0x0A && $0 != 0x0D }
        if firstLine.contains(UInt8(ascii: ",")) { return UInt8(ascii: ",") }
        if firstLine.contains(UInt8(ascii: ";")) { return UInt8(ascii: ";") }
        if firstLine.contains(0x09) { return 0x09 }
        return UInt8(ascii: ",")
    }
}

extension String {
    /// The text cut at every occurrence of `separator`, searched as UTF-8 bytes (a cell of
    /// every row is searched: the string searcher's generic path cost a fifth of reading a
    /// Google export).
    func pieces(separatedBy separator: String) -> [String] {
        let pattern = Array(separator.utf8)
        guard let first = pattern.first else { return [self] }
        var text = self
        return text.withUTF8 { bytes -> [String] in
            guard bytes.contains(first) else { return [self] }
            var pieces: [String] = []
            var start = 0, index = 0
            while index + pattern.count <= bytes.count {
                if bytes[index] == first, pattern.indices.allSatisfy({ bytes[index + $0] == pattern[$0] }) {
                    pieces.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self))
                    index += pattern.count
                    start = index
                } else {
                    index += 1
                }
            }
            if pieces.isEmpty { return [self] }
            pieces.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start...]), as: UTF8.self))
            return pieces
        }
    }
}
