import Collation

/// Writes phonetic names into a contact CSV export and keeps every other byte: the columns a
/// flavour has for them (Google's `Phonetic Last Name` and `Phonetic First Name`, its older
/// export's `Family Name Yomi` and `Given Name Yomi`, Outlook.com's `Surname Yomi` and
/// `Given Yomi`) are filled where a row's are empty.
///
/// Every other cell, quote style, row order, line ending, byte order mark and the encoding
/// (UTF-8, or UTF-16 as Google's older export writes it) stay as they were; a new value is
/// quoted where it must be (a delimiter, quote or line break in it) or where the row quotes its
/// cells (Outlook desktop quotes every one). A row with a phonetic name already is left alone
/// unless ``overwrite``. A flavour without phonetic columns (Outlook desktop's) cannot carry
/// them and is refused, as is a file in a legacy encoding.
public struct CSVPhoneticWriter: Sendable {
    /// Whether a row's existing phonetic names are replaced.
    public var overwrite: Bool
    /// The reader whose columns the writer knows.
    public var reader: ContactCSVReader

    /// A writer that keeps existing phonetic names (`overwrite` replaces them).
    public init(overwrite: Bool = false, reader: ContactCSVReader = ContactCSVReader()) {
        self.overwrite = overwrite
        self.reader = reader
    }

    /// Why a file cannot be written, with a one-line message; `isUsage` when it is the file's
    /// kind, not its bytes (a flavour without phonetic columns).
    public struct Refusal: Error, Sendable, CustomStringConvertible {
        /// The problem, with the file and line.
        public var problem: FileProblem
        /// Whether the flavour itself cannot carry phonetic names.
        public var isUsage: Bool
        public var description: String { problem.description }
    }

    /// What happened to one row.
    public typealias Row = VCardPhoneticWriter.Card

    /// The file with the phonetic names filled in, and what was done to each row.
    public struct Output: Sendable {
        /// The new file's bytes, in the input's encoding.
        public var bytes: [UInt8]
        /// Every row after the header, in file order (`line` is its first line).
        public var rows: [Row]
    }

    /// `bytes` (the file called `file`) with each row's phonetic name filled in as `suggest`
    /// gives it.
    public func write(_ bytes: [UInt8], file: String, suggest: (Contact) -> PhoneticName) throws(Refusal) -> Output {
        // The text as UTF-8, and how to give it back its own form.
        let form: UnicodeForm
        let text: [UInt8]
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            form = bytes[0] == 0xFF ? .utf16LittleEndian : .utf16BigEndian
            do { text = try TextEncoding.removingByteOrderMark(bytes) } catch {
                throw Refusal(problem: FileProblem(file: file, line: nil, message: "invalid UTF-16; nothing was written"), isUsage: false)
            }
        } else {
            let bom = bytes.starts(with: [0xEF, 0xBB, 0xBF])
            form = bom ? .utf8WithMark : .utf8
            text = bom ? Array(bytes.dropFirst(3)) : bytes
            if let offset = TextEncoding.firstInvalidUTF8(text[...]) {
                // The header is ASCII in every flavour: a flavour without phonetic columns is
                // named as such, whatever its encoding.
                let firstLine = Array(text.prefix { $0 != 0x0A && $0 != 0x0D })
                if let header = CSVRecords(firstLine, delimiter: ContactCSVReader.delimiter(of: firstLine)).records.first {
                    try Self.checkColumns(header, file: file)
                }
                throw Refusal(problem: FileProblem(file: file, line: TextLines.lineNumber(ofOffset: offset, in: text),
                    message: "not valid UTF-8: phonetic names are written into UTF-8 and UTF-16 CSV files only (convert it first); nothing was written"), isUsage: false)
            }
        }
        let delimiter = ContactCSVReader.delimiter(of: text)
        let parsed = CSVRecords(text, delimiter: delimiter, keepingRanges: true)
        guard let header = parsed.records.first else { return Output(bytes: bytes, rows: []) }
        let columns = header.fields.map(ContactColumn.init(header:))
        let familyColumn = columns.firstIndex(of: .text(\.phoneticFamilyName))
        let givenColumn = columns.firstIndex(of: .text(\.phoneticGivenName))
        try Self.checkColumns(header, file: file)
        var output: [UInt8] = []
        output.reserveCapacity(text.count + text.count / 8)
        var copied = 0
        var rows: [Row] = []
        for record in parsed.records.dropFirst() {
            let contact = reader.contact(from: record.fields, headers: header.fields, columns: columns)
            let had = contact.phoneticFamilyName != nil || contact.phoneticGivenName != nil || contact.phoneticMiddleName != nil
            var row = Row(contact: contact, line: record.line, written: PhoneticName(), hadPhoneticName: had)
            defer { rows.append(row) }
            guard !had || overwrite else { continue }
            let suggestion = suggest(contact)
            let quoteAll = record.ranges.allSatisfy { text[$0].first == UInt8(ascii: "\"") }
            // In column order (Google puts the first name's column before the last name's); a
            // row shorter than the header is left as it is.
            let fills = [(familyColumn, suggestion.family), (givenColumn, suggestion.given)]
                .compactMap { column, value in column.flatMap { column in value.map { (column, $0) } } }
                .filter { $0.0 < record.ranges.count }
                .sorted { $0.0 < $1.0 }
            for (column, value) in fills {
                let range = record.ranges[column]
                output += text[copied..<range.lowerBound]
                output += Self.cell(value, delimiter: delimiter, quoted: quoteAll)
                copied = range.upperBound
                if column == familyColumn { row.written.family = value } else { row.written.given = value }
            }
        }
        output += text[copied...]
        return Output(bytes: form.encode(output), rows: rows)
    }

    /// Refuses a header with no phonetic name column: the flavour cannot carry them.
    static func checkColumns(_ header: CSVRecords.Record, file: String) throws(Refusal) {
        let columns = header.fields.map(ContactColumn.init(header:))
        guard !columns.contains(.text(\.phoneticFamilyName)), !columns.contains(.text(\.phoneticGivenName)) else { return }
        throw Refusal(problem: FileProblem(file: file, line: header.line,
            message: "\(flavour(of: header)) has no phonetic name columns (Phonetic Last Name, Family Name Yomi, Surname Yomi): it cannot carry them; export the address book as vCard; nothing was written"),
            isUsage: true)
    }

    /// A value as a cell: quoted where it must be or where the row quotes its cells.
    static func cell(_ value: String, delimiter: UInt8, quoted: Bool) -> [UInt8] {
        let bytes = Array(value.utf8)
        let must = bytes.contains { $0 == delimiter || $0 == UInt8(ascii: "\"") || $0 == 0x0A || $0 == 0x0D }
        guard must || quoted else { return bytes }
        return [UInt8(ascii: "\"")] + bytes.flatMap { $0 == UInt8(ascii: "\"") ? [$0, $0] : [$0] } + [UInt8(ascii: "\"")]
    }

    /// The export a header comes from, for messages.
    static func flavour(of header: CSVRecords.Record) -> String {
        let names = Set(header.fields.map { $0.trimmingWhitespace().lowercased() })
        if names.contains("e-mail display name") || names.contains("business street") { return "an Outlook desktop export" }
        if names.contains("e-mail address") { return "an Outlook export" }
        if names.contains("labels") || names.contains("file as") { return "a Google Contacts export" }
        return "this CSV file"
    }
}
