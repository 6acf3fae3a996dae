@testable import CollationContacts
import PropertyBased
import Testing

/// The CSV scanner takes runs of ordinary bytes eight at a time; a byte-at-a-time model of the
/// same rules (RFC 4180, lenient as exports need) must read every text alike.
@Suite("CSV scanner", .shrinking(true))
struct CSVScannerTests {
    /// What the model reads: each record's fields and line, and the line of a quote left open.
    struct Reading: Equatable {
        var records: [[String]] = []
        var lines: [Int] = []
        var unclosedQuoteLine: Int?
    }

    /// The rules one byte at a time: a quote opens a quoted field only at the field's start;
    /// inside, a doubled quote is one quote and line breaks are kept; after the closing quote,
    /// and in an unquoted field, everything up to the delimiter or the line break is kept as
    /// written. CR LF is one line break. A record of one empty field is a blank line, not a
    /// record.
    static func model(_ bytes: [UInt8], delimiter: UInt8) -> Reading {
        var reading = Reading()
        var fields: [[UInt8]] = []
        var field: [UInt8] = []
        var started = false, quoted = false
        var line = 1, recordLine = 1
        func endRecord() {
            fields.append(field)
            if !(fields.count == 1 && fields[0].isEmpty) {
                reading.records.append(fields.map { String(decoding: $0, as: UTF8.self) })
                reading.lines.append(recordLine)
            }
            fields = []
            field = []
            started = false
        }
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            let isBreak = byte == 0x0A || byte == 0x0D
            let crlf = byte == 0x0D && index + 1 < bytes.count && bytes[index + 1] == 0x0A
            if quoted {
                if byte == 0x22 {
                    if index + 1 < bytes.count, bytes[index + 1] == 0x22 {
                        field.append(0x22)
                        index += 2
                        continue
                    }
                    quoted = false
                } else {
                    if isBreak, !crlf { line += 1 }
                    field.append(byte)
                }
            } else if byte == 0x22, !started {
                quoted = true
                started = true
                reading.unclosedQuoteLine = line
            } else if byte == delimiter {
                fields.append(field)
                field = []
                started = false
            } else if isBreak {
                endRecord()
                if crlf { index += 1 }
                line += 1
                recordLine = line
            } else {
                field.append(byte)
                started = true
            }
            index += 1
        }
        if !quoted { reading.unclosedQuoteLine = nil }
        if started || !fields.isEmpty || !field.isEmpty { endRecord() }
        return reading
    }

    static let pieces: [String] = ["a", "é", ",", ";", "\"", "\"\"", "\n", "\r", "\r\n", " ", "Zhang Wei 张伟 ", "a long field of ordinary bytes"]

    @Test("The scanner reads every text as the byte-at-a-time model does: fields, lines, a quote left open")
    func agreesWithModel() async {
        let text = Gen<String?>.element(of: Self.pieces).map { $0 ?? "" }.array(of: 0...40).map { $0.joined() }
        await propertyCheck(count: 2_000, input: text, Gen.bool) { text, semicolon in
            let delimiter = semicolon ? UInt8(ascii: ";") : UInt8(ascii: ",")
            let bytes = Array(text.utf8)
            let parsed = CSVRecords(bytes, delimiter: delimiter)
            let scanned = Reading(records: parsed.records.map(\.fields), lines: parsed.records.map(\.line), unclosedQuoteLine: parsed.unclosedQuoteLine)
            #expect(scanned == Self.model(bytes, delimiter: delimiter), "\(text.debugDescription)")
        }
    }
}
