@testable import CollationContacts
import PropertyBased
import Testing

/// A file's line table is made in parts at once from a megabyte on, each part cut after a line
/// feed; a byte-at-a-time model of the line breaks must find the same lines in every text, the
/// cut falling anywhere in it.
@Suite("Text lines", .shrinking(true))
struct TextLinesTests {
    /// The lines of `bytes` one byte at a time: LF, CR LF, a lone CR, and CR CR LF (one break).
    static func model(_ bytes: [UInt8]) -> [Range<Int>] {
        var lines: [Range<Int>] = []
        var start = 0, index = 0
        while index < bytes.count {
            switch bytes[index] {
            case 0x0A:
                lines.append(start..<index)
                index += 1
            case 0x0D:
                lines.append(start..<index)
                if bytes[index...].starts(with: [0x0D, 0x0D, 0x0A]) { index += 3 }
                else if bytes[index...].starts(with: [0x0D, 0x0A]) { index += 2 }
                else { index += 1 }
            default:
                index += 1
                continue
            }
            start = index
        }
        if start < bytes.count { lines.append(start..<bytes.count) }
        return lines
    }

    static let pieces = ["a", "é", "\n", "\r", "\r\n", "\r\r\n", "\r\r", "\n\n", "BEGIN:VCARD", "a line of ordinary bytes"]

    @Test("The line table of a text, small or over a megabyte (made in parts), is the model's")
    func agreesWithModel() async {
        let unit = Gen<String?>.element(of: Self.pieces).map { $0 ?? "" }.array(of: 1...30).map { $0.joined() }
        await propertyCheck(count: 60, input: unit, Gen.int(in: 0...1_000), Gen.bool) { unit, offset, large in
            // A large text: the unit repeated past a megabyte, after `offset` bytes of padding,
            // so that the cuts fall at every place in the unit.
            var text = String(repeating: "x", count: offset) + unit
            if large, !unit.isEmpty {
                let bytes = unit.utf8.count
                text += String(repeating: unit, count: (1 << 20) / bytes + 1)
            }
            let bytes = Array(text.utf8)
            let lines = TextLines(bytes)
            let expected = Self.model(bytes)
            #expect(lines.count == expected.count)
            #expect(Array(lines) == expected, "unit \(unit.debugDescription), offset \(offset), \(bytes.count) bytes")
        }
    }
}
