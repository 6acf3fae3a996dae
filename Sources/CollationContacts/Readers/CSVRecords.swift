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
        let quote = UInt8(ascii: "\"")
        bytes.withUnsafeBufferPointer { buffer in
            var index = 0
            var line = 1
            let count = buffer.count
            var fields: [String] = []
            var ranges: [Range<Int>] = []
            var fieldStart = 0
            var field: [UInt8] = []
            var recordLine = 1
            var quoted = false
            var fieldStarted = false

            func endField(at end: Int) {
                fields.append(String(decoding: field, as: UTF8.self))
                if keepingRanges { ranges.append(fieldStart..<end) }
                field.removeAll(keepingCapacity: true)
                fieldStarted = false
            }
            func endRecord(at end: Int) {
                endField(at: end)
                if !(fields.count == 1 && fields[0].isEmpty) {
                    records.append(Record(fields: fields, ranges: ranges, line: recordLine))
                }
                fields.removeAll()
                ranges.removeAll()
            }

            while index < count {
                let byte = buffer[index]
                if quoted {
                    if byte == quote {
                        if index + 1 < count, buffer[index + 1] == quote {
                            field.append(quote)
                            index += 2
                            continue
                        }
                        quoted = false
                    } else {
                        if byte == 0x0A || (byte == 0x0D && !(index + 1 < count && buffer[index + 1] == 0x0A)) { line += 1 }
                        field.append(byte)
                    }
                    index += 1
                    continue
                }
                switch byte {
                case quote where !fieldStarted:
                    quoted = true
                    fieldStarted = true
                    unclosedQuoteLine = line
                case delimiter:
                    endField(at: index)
                    fieldStart = index + 1
                case 0x0D, 0x0A:
                    endRecord(at: index)
                    if byte == 0x0D, index + 1 < count, buffer[index + 1] == 0x0A { index += 1 }
                    line += 1
                    recordLine = line
                    fieldStart = index + 1
                default:
                    field.append(byte)
                    fieldStarted = true
                }
                index += 1
            }
            if !quoted { unclosedQuoteLine = nil }
            if fieldStarted || !fields.isEmpty || !field.isEmpty { endRecord(at: count) }
        }
    }
}
