import Collation
import Foundation
import CollationContacts
import PropertyBased
import Testing

/// Properties of the readers for all inputs: what a careful writer writes is read back exactly,
/// and every card or row comes back as one contact.
@Suite("Contact readers: properties", .shrinking(true))
struct ReaderPropertyTests {
    /// Field text heavy in what vCard and CSV must escape or quote, in several scripts.
    static let pieces = ["Ann", "单", "山田", "ｱﾝﾄﾞｳ", "é", "Ω", ";", ",", "\\", ":", "\"", "\n", " ", "=", "\t", "BEGIN:VCARD", "😀", "a"]
    static let texts = Gen<String?>.element(of: pieces).map { $0 ?? "" }.array(of: 1...6).map { $0.joined() }
        .map { $0.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty ? "x" : $0 }

    /// A vCard 3.0 text value, escaped as RFC 2426 says.
    static func escaped(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "\\": out += "\\\\"
            case ";": out += "\\;"
            case ",": out += "\\,"
            case "\n", "\r\n": out += "\\n"
            default: out.append(character)
            }
        }
        return out
    }

    /// A content line folded every 20 bytes or so (between characters), as writers fold at 75.
    static func folded(_ line: String) -> String {
        var out = "", count = 0
        for character in line {
            if count >= 20 { out += "\r\n "; count = 0 }
            out.append(character)
            count += character.utf8.count
        }
        return out + "\r\n"
    }

    @Test("vCard 3.0: escaped, folded names and notes read back exactly; n cards are n contacts")
    func vCardRoundTrip() async {
        await propertyCheck(count: 300, input: Self.texts.array(of: 1...3), Self.texts.array(of: 1...3)) { families, givens in
            var text = ""
            for (family, given) in zip(families, givens) {
                text += "BEGIN:VCARD\r\nVERSION:3.0\r\n"
                text += Self.folded("N:\(Self.escaped(family));\(Self.escaped(given));;;")
                text += Self.folded("NOTE:\(Self.escaped(given + family))")
                text += "END:VCARD\r\n"
            }
            let (contacts, problems) = VCardReader().read(Array(text.utf8), file: "p.vcf")
            #expect(problems.isEmpty, "\(problems)")
            #expect(contacts.count == min(families.count, givens.count))
            for (contact, (family, given)) in zip(contacts, zip(families, givens)) {
                let trimmed = { (s: String) in s.trimmingCharacters(in: .whitespacesAndNewlines) }
                #expect(contact.familyName == trimmed(family))
                #expect(contact.givenName == trimmed(given))
                #expect(contact.field("NOTE") == (given + family).replacingOccurrences(of: "\r\n", with: "\n"))
            }
        }
    }

    @Test("CSV: fields quoted as RFC 4180 says read back exactly, one contact per row")
    func csvRoundTrip() async {
        await propertyCheck(count: 300, input: Self.texts.array(of: 1...4), Self.texts.array(of: 1...4)) { firsts, notes in
            func quoted(_ field: String) -> String {
                field.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r\n" || $0 == "\r" })
                    ? "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\"" : field
            }
            var text = "First Name,Last Name,Notes\r\n"
            for (first, note) in zip(firsts, notes) { text += "\(quoted(first)),Lee,\(quoted(note))\r\n" }
            let (contacts, problems) = ContactCSVReader().read(Array(text.utf8), file: "p.csv")
            #expect(problems.isEmpty, "\(problems)")
            #expect(contacts.count == min(firsts.count, notes.count))
            for (contact, (first, note)) in zip(contacts, zip(firsts, notes)) {
                #expect(contact.givenName == first)
                #expect(contact.field("Notes") == note)
            }
        }
    }
}
