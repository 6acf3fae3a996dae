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

    /// A reader for files in `encoding` (UTF-8 when `nil`), reading `nameColumn`, when given,
    /// as the name.
    public init(encoding: TextEncoding? = nil, nameColumn: String? = nil) {
        self.encoding = encoding
        self.nameColumn = nameColumn
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
    public func read(_ bytes: [UInt8], file: String) -> (contacts: [Contact], problems: [FileProblem]) {
        let text: [UInt8]
        do {
            text = try TextEncoding.decodeFile(bytes, as: encoding, file: file)
        } catch {
            return ([], [error])
        }
        let parsed = CSVRecords(text, delimiter: Self.delimiter(of: text))
        guard let header = parsed.records.first else { return ([], []) }
        var columns = header.fields.map(ContactColumn.init(header:))
        if let nameColumn {
            guard let index = nameColumnIndex(in: header.fields) else {
                return ([], [FileProblem(file: file, line: header.line,
                    message: "no column \"\(nameColumn)\" in the header (it has: \(header.fields.joined(separator: ", "))); the file was not read", refusesFile: true)])
            }
            columns[index] = .text(\.formattedName)
        }
        guard columns.contains(where: \.isName) else {
            return ([], [FileProblem(file: file, line: header.line,
                message: "the header names no name column (First Name, Last Name, Name, Company…); name one with --name-column; the file was not read", refusesFile: true)])
        }
        var contacts: [Contact] = []
        var problems: [FileProblem] = []
        contacts.reserveCapacity(parsed.records.count - 1)
        for record in parsed.records.dropFirst() {
            if record.fields.count > header.fields.count {
                problems.append(FileProblem(file: file, line: record.line,
                    message: "\(record.fields.count) fields where the header has \(header.fields.count); the extra ones were kept as \"column N\""))
            }
            contacts.append(contact(from: record.fields, headers: header.fields, columns: columns))
        }
        if let line = parsed.unclosedQuoteLine {
            problems.append(FileProblem(file: file, line: line,
                message: "a quoted field that begins here is never closed; the rest of the file was read as that field"))
        }
        return (contacts, problems)
    }

    /// One row as a contact.
    func contact(from fields: [String], headers: [String], columns: [ContactColumn]) -> Contact {
        var contact = Contact()
        for (index, value) in fields.enumerated() where !value.isEmpty {
            let column = index < columns.count ? columns[index] : .other
            let values = { value.components(separatedBy: " ::: ") }
            switch column {
            case .text(let path): contact[keyPath: path] = value
            case .phone: contact.phones += values()
            case .email: contact.emails += values()
            case .other:
                let name = index < headers.count ? headers[index] : "column \(index + 1)"
                contact.otherFields.append(ContactField(name: name, value: value))
            }
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
    fileprivate func components(separatedBy separator: String) -> [String] {
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
