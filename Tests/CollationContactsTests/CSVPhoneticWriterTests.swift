import Collation
import CollationContacts
import Foundation
import PropertyBased
import Testing

/// The CSV phonetic writer fills each flavour's own phonetic columns and keeps every other
/// byte: cells, quote styles, row order, line endings, the byte order mark and the encoding.
@Suite("CSV phonetic writer", .shrinking(true))
struct CSVPhoneticWriterTests {
    /// The flavours with phonetic columns, by their published headers.
    static let headers = [
        "First Name,Middle Name,Last Name,Phonetic First Name,Phonetic Middle Name,Phonetic Last Name,Notes,Labels",
        "Name,Given Name,Additional Name,Family Name,Yomi Name,Given Name Yomi,Additional Name Yomi,Family Name Yomi,Notes",
        "First Name,Middle Name,Last Name,Title,Suffix,Nickname,Given Yomi,Surname Yomi,E-mail Address,Notes",
    ]

    /// Values that no input holds, so that the test can take them out again.
    static func suggest(_ contact: Contact) -> PhoneticName {
        guard contact.familyName?.unicodeScalars.contains(where: { $0.value >= 0x4E00 }) ?? false else { return PhoneticName() }
        return PhoneticName(family: "QQfam", given: contact.givenName == nil ? nil : "QQgiven")
    }

    /// A row for `header`: the family and given names in their columns, a note (quoted where
    /// it must be, or every cell quoted), everything else empty.
    static func row(header: String, family: String, given: String, note: String, quoteAll: Bool) -> String {
        let names = header.split(separator: ",").map(String.init)
        return names.map { name -> String in
            let value = switch name {
            case "First Name", "Given Name": given
            case "Last Name", "Family Name": family
            case "Notes": note
            default: ""
            }
            let must = value.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r\n" })
            return quoteAll || must ? "\"" + value.replacingOccurrences(of: "\"", with: "\"\"") + "\"" : value
        }.joined(separator: ",")
    }

    static let rows = zip(
        Gen<String?>.element(of: ["曾", "单", "Smith", "欧阳", ""]).map { $0 ?? "" },
        Gen<String?>.element(of: ["国藩", "Ann", "", "明"]).map { $0 ?? "" },
        Gen<String?>.element(of: ["", "a note", "with, comma", "a \"quote\"", "two\nlines", "单,\"x\""]).map { $0 ?? "" },
        Gen.bool
    )

    @Test("For random rows of every flavour the output minus the new values is the input; the values read back; a second run is the identity")
    func roundTrip() async {
        await propertyCheck(count: 300, input: Gen.int(in: 0...2), Self.rows.array(of: 1...6), Gen.bool, Gen.bool) { flavour, rows, crlf, mark in
            let ending = crlf ? "\r\n" : "\n"
            let header = Self.headers[flavour]
            let text = ([header] + rows.map { Self.row(header: header, family: $0.0, given: $0.1, note: $0.2, quoteAll: $0.3) })
                .joined(separator: ending) + ending
            // Google's older export is UTF-16 with a byte order mark; the others UTF-8, with or without one.
            let input: [UInt8] = flavour == 1
                ? [0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
                : (mark ? [0xEF, 0xBB, 0xBF] : []) + Array(text.utf8)
            guard let output = try? CSVPhoneticWriter().write(input, file: "p.csv", suggest: Self.suggest) else {
                Issue.record("refused")
                return
            }
            #expect(Array(output.bytes.prefix(2)) == Array(input.prefix(2)))
            let decoded = flavour == 1
                ? String(decoding: stride(from: 2, to: output.bytes.count - 1, by: 2).map { UInt16(output.bytes[$0]) | UInt16(output.bytes[$0 + 1]) << 8 }, as: UTF16.self)
                : String(decoding: output.bytes, as: UTF8.self)
            let original = flavour == 1 ? text : String(decoding: input, as: UTF8.self)
            let removed = decoded.replacingOccurrences(of: "QQgiven", with: "").replacingOccurrences(of: "QQfam", with: "")
            #expect(removed == original, "\(rows)")
            let reread = ContactCSVReader().read(output.bytes, file: "p.csv").contacts
            #expect(reread.count == rows.count)
            for (contact, row) in zip(reread, output.rows) {
                #expect(contact.phoneticFamilyName == row.written.family)
                #expect(contact.phoneticGivenName == row.written.given)
            }
            let again = try? CSVPhoneticWriter().write(output.bytes, file: "p.csv", suggest: Self.suggest)
            #expect(again?.bytes == output.bytes)
        }
    }

    @Test("A flavour without phonetic columns is refused, named, whatever its encoding; a legacy encoding is refused")
    func refusals() {
        let desktop = Array("\"Title\",\"First Name\",\"Last Name\",\"E-mail Display Name\"\r\n\"\",\"J\u{FC}rgen\",\"M\",\"\"\r\n".utf8)
        for bytes in [desktop, desktop.map { $0 == 0xC3 ? 0xFC : $0 }.filter { $0 != 0xBC }] {
            #expect {
                try CSVPhoneticWriter().write(bytes, file: "o.csv", suggest: Self.suggest)
            } throws: { error in
                guard let refusal = error as? CSVPhoneticWriter.Refusal else { return false }
                return refusal.isUsage && refusal.description.contains("an Outlook desktop export has no phonetic name columns")
            }
        }
        let legacy = Array("First Name,Last Name,Phonetic Last Name\n".utf8) + [0x4A, 0xFC] + Array(",M,\n".utf8)
        #expect {
            try CSVPhoneticWriter().write(legacy, file: "g.csv", suggest: Self.suggest)
        } throws: { error in
            (error as? CSVPhoneticWriter.Refusal).map { !$0.isUsage && $0.description.contains("not valid UTF-8") } ?? false
        }
    }

    @Test("A row with a phonetic name is kept unless overwrite; the value goes into the flavour's own column")
    func existing() throws {
        let input = Array("First Name,Last Name,Phonetic First Name,Phonetic Last Name\n国藩,曾,,Ceng\n田芳,单,,\n".utf8)
        let kept = try CSVPhoneticWriter().write(input, file: "g.csv") { _ in PhoneticName(family: "Zeng", given: "Guofan") }
        #expect(String(decoding: kept.bytes, as: UTF8.self) == "First Name,Last Name,Phonetic First Name,Phonetic Last Name\n国藩,曾,,Ceng\n田芳,单,Guofan,Zeng\n")
        #expect(kept.rows.map(\.hadPhoneticName) == [true, false])
        let replaced = try CSVPhoneticWriter(overwrite: true).write(input, file: "g.csv") { _ in PhoneticName(family: "Ze,\"ng") }
        #expect(String(decoding: replaced.bytes, as: UTF8.self).contains("国藩,曾,,\"Ze,\"\"ng\"\n"))
    }
}
