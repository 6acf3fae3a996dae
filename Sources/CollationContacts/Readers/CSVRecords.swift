/// The records of RFC 4180 CSV text, with the line each starts on.
///
/// Quoted fields may hold the delimiter, doubled quotes and line breaks. Lenient where
/// exports are sloppy: a quote inside an unquoted field, or text after a closing quote, is
/// kept as written. A quoted field still open at the end of the file is kept, and reported.
///
/// Why not CSV.swift's reader, which the package uses for writing CSV: it reports no line
/// numbers, and it takes an unclosed quote silently, swallowing the rest of the file into one
/// field; contact import must say where a problem is and must not lose records quietly.
struct CSVRecords {
    /// One record: its fields, where each is in the bytes (quotes included), and the line it
    /// starts on.
    struct Record {
        var fields: [String]
        var ranges: [Range<Int>] = []
        var line: Int
    }

    private(set) var records: [Record] = []
    /// The line of a quoted field that the file ends inside, if one does.
    private(set) var unclosedQuoteLine: Int?

    /// Splits UTF-8 `bytes` into records, fields separated by `delimiter`. Blank lines are
    /// not records. `keepingRanges` keeps where each field is (the phonetic writer replaces
    /// cells in place); the reader does not pay for them.
    init(_ bytes: [UInt8], delimiter: UInt8 = UInt8(ascii: ","), keepingRanges: Bool = false) {
        var records: [Record] = []
        unclosedQuoteLine = bytes.withUnsafeBufferPointer { buffer in
            CSVScanner.forEachRecord(in: buffer, range: 0..<buffer.count, delimiter: delimiter) { record in
                records.append(Record(fields: record.fields.indices.map { record.string($0, in: buffer) },
                                      ranges: keepingRanges ? record.fields.map(\.source) : [], line: record.line))
                return true
            }
        }
        self.records = records
    }
}
