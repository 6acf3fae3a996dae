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
            // A control character in a name (a line feed) is kept, and reported once per card.
            let withControls = zip(families, givens).filter { ControlCharacters.first(in: $0.0) != nil || ControlCharacters.first(in: $0.1) != nil }
            #expect(problems.count == withControls.count && problems.allSatisfy { $0.message.contains("N holds") }, "\(problems)")
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
            // A control character in a name is kept and reported; anything in a note is the note's.
            let reported = firsts.prefix(notes.count).filter { ControlCharacters.first(in: $0) != nil }.count
            #expect(problems.count == reported && problems.allSatisfy { $0.message.contains(" holds ") }, "\(problems)")
            #expect(contacts.count == min(firsts.count, notes.count))
            for (contact, (first, note)) in zip(contacts, zip(firsts, notes)) {
                #expect(contact.givenName == first)
                #expect(contact.field("Notes") == note)
            }
        }
    }

    @Test("CSV without phones and e-mails (text output): the same names shown, the same problems; a row without a name keeps them, as it is shown by one")
    func csvWithoutPhonesAndEmails() async {
        let phoneValues = Gen<String?>.element(of: ["+1 555 0100", "", " ", "138 0013 8000 ::: +86 10 1234", "a@b.c", "\u{1B}x", "1\n2", "\u{85}9", "\u{7F}", "单"])
            .map { $0 ?? "" }
        await propertyCheck(count: 300, input: Self.texts.array(of: 1...5), phoneValues.array(of: 3...15)) { names, cells in
            func quoted(_ field: String) -> String {
                field.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r\n" || $0 == "\r" })
                    ? "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\"" : field
            }
            var cells = cells.makeIterator()
            var text = "First Name,Organization Name,Phone 1 - Value,E-mail 1 - Value,Phone 2 - Value,Notes\r\n"
            for (row, name) in names.enumerated() {
                // Every other row without a name or a company: shown by its first phone or address.
                let first = row % 2 == 0 ? name : ""
                let fields = [first, row % 3 == 0 ? "ACME" : "", cells.next() ?? "", cells.next() ?? "", cells.next() ?? "", name]
                text += fields.map(quoted).joined(separator: ",") + "\r\n"
            }
            var lean = ContactCSVReader(keepsOtherFields: false)
            lean.keepsPhonesAndEmails = false
            let full = ContactCSVReader(keepsOtherFields: false).read(Array(text.utf8), file: "p.csv")
            let read = lean.read(Array(text.utf8), file: "p.csv")
            #expect(read.problems.map(\.description) == full.problems.map(\.description))
            #expect(read.contacts.map(\.displayName) == full.contacts.map(\.displayName))
            for (contact, whole) in zip(read.contacts, full.contacts) {
                if whole.hasNameToShow {
                    #expect(contact.phones.isEmpty && contact.emails.isEmpty)
                    var trimmed = whole
                    trimmed.phones = []
                    trimmed.emails = []
                    #expect(contact == trimmed)
                } else {
                    #expect(contact == whole)
                }
            }
        }
    }

    // MARK: Every field survives

    /// Name-like values: no line breaks or surrounding space (the readers trim names), but the
    /// characters vCard escapes and quoted-printable encodes.
    static let nameValues = Gen<String?>.element(of: ["Ann", "单", "山田", "é", ";", ",", "\\", "=", "Ω", "a b", "ｱﾝ", "😀"]).map { $0 ?? "" }
        .array(of: 1...3).map { $0.joined() }
        .map { $0.trimmingCharacters(in: .whitespaces).isEmpty ? "x" : $0.trimmingCharacters(in: .whitespaces) }

    /// The text fields a card carries, each a distinct generated value.
    struct Fields: Sendable, CustomStringConvertible {
        var values: [String]    // family, given, middle, prefix, suffix, fn, org, department, nickname, phonetic last, first, middle, phonetic org
        var description: String { values.description }
    }

    /// A property line as a careful writer writes it in `version`: 3.0/4.0 escaped UTF-8; 2.1
    /// quoted-printable UTF-8 with hex in the case `lowercase` asks (RFC 2045 has decoders take
    /// both).
    static func property(_ name: String, _ components: [String], version: String, lowercase: Bool) -> String {
        if version == "2.1" {
            // 2.1 escapes the separator inside structured values (N, ORG) only.
            let joined = components.count == 1 ? components[0] : components.map { $0.replacingOccurrences(of: ";", with: "\\;") }.joined(separator: ";")
            let hex = Array(joined.utf8).map { byte -> String in
                (0x21...0x7E).contains(byte) && byte != UInt8(ascii: "=") ? String(UnicodeScalar(byte)) : String(format: lowercase ? "=%02x" : "=%02X", byte)
            }.joined()
            return "\(name);CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:\(hex)\r\n"
        }
        return "\(name):" + components.map(Self.escaped).joined(separator: ";") + "\r\n"
    }

    @Test("vCard, every version: each name field, the department, the phonetic names (middle too) and the phonetic company read back into their own members")
    func everyVCardFieldSurvives() async {
        let fields = Self.nameValues.array(of: 13...13).map(Fields.init(values:))
        await propertyCheck(count: 300, input: fields, Gen<String?>.element(of: ["2.1", "3.0", "4.0"]).map { $0 ?? "3.0" }, Gen.bool) { fields, version, lowercase in
            // 2.1 has no escape for a backslash (Android writes it as it is), so a value ending
            // in one runs into the next component: 2.1 values here have none.
            let v = fields.values.map { version == "2.1" ? ($0.replacingOccurrences(of: "\\", with: "").isEmpty ? "x" : $0.replacingOccurrences(of: "\\", with: "")) : $0 }
            var text = "BEGIN:VCARD\r\nVERSION:\(version)\r\n"
            text += Self.property("N", [v[0], v[1], v[2], v[3], v[4]], version: version, lowercase: lowercase)
            text += Self.property("FN", [v[5]], version: version, lowercase: lowercase)
            text += Self.property("ORG", [v[6], v[7]], version: version, lowercase: lowercase)
            let nickname = v[8].replacingOccurrences(of: ",", with: "").isEmpty ? "x" : v[8].replacingOccurrences(of: ",", with: "")
            text += Self.property("NICKNAME", [nickname], version: version, lowercase: lowercase)
            text += Self.property("X-PHONETIC-LAST-NAME", [v[9]], version: version, lowercase: lowercase)
            text += Self.property("X-PHONETIC-FIRST-NAME", [v[10]], version: version, lowercase: lowercase)
            text += Self.property("X-PHONETIC-MIDDLE-NAME", [v[11]], version: version, lowercase: lowercase)
            text += Self.property("X-PHONETIC-ORG", [v[12]], version: version, lowercase: lowercase)
            text += "END:VCARD\r\n"
            let (contacts, problems) = VCardReader().read(Array(text.utf8), file: "f.vcf")
            #expect(problems.isEmpty, "\(problems)")
            guard let contact = contacts.first, contacts.count == 1 else {
                Issue.record("\(contacts.count) contacts from \(text)")
                return
            }
            #expect(contact.familyName == v[0], "\(text)")
            #expect(contact.givenName == v[1])
            #expect(contact.middleName == v[2])
            #expect(contact.namePrefix == v[3])
            #expect(contact.nameSuffix == v[4])
            #expect(contact.formattedName == v[5])
            #expect(contact.organization == v[6])
            // The department is not a member of its own: it survives in the ORG field kept whole.
            #expect(contact.field("ORG").map { $0.hasSuffix(v[7]) } ?? false, "department \(v[7]) of \(text)")
            #expect(contact.nickname == nickname)
            #expect(contact.phoneticFamilyName == v[9])
            #expect(contact.phoneticGivenName == v[10])
            #expect(contact.phoneticMiddleName == v[11])
            #expect(contact.phoneticOrganization == v[12])
        }
    }

    @Test("CSV, every flavour: each published name and phonetic column reads back into its own member")
    func everyCSVColumnSurvives() async {
        let flavours: [[(String, Contact.TextPath)]] = [
            [("First Name", \.givenName), ("Middle Name", \.middleName), ("Last Name", \.familyName), ("Phonetic First Name", \.phoneticGivenName),
             ("Phonetic Middle Name", \.phoneticMiddleName), ("Phonetic Last Name", \.phoneticFamilyName), ("Name Prefix", \.namePrefix),
             ("Name Suffix", \.nameSuffix), ("Nickname", \.nickname), ("Organization Name", \.organization)],
            [("Name", \.formattedName), ("Given Name", \.givenName), ("Additional Name", \.middleName), ("Family Name", \.familyName),
             ("Given Name Yomi", \.phoneticGivenName), ("Additional Name Yomi", \.phoneticMiddleName), ("Family Name Yomi", \.phoneticFamilyName)],
            [("First Name", \.givenName), ("Middle Name", \.middleName), ("Last Name", \.familyName), ("Title", \.namePrefix), ("Suffix", \.nameSuffix),
             ("Nickname", \.nickname), ("Given Yomi", \.phoneticGivenName), ("Surname Yomi", \.phoneticFamilyName), ("Company", \.organization)],
        ]
        await propertyCheck(count: 300, input: Gen.int(in: 0...2), Self.nameValues.array(of: 10...10)) { flavour, values in
            let columns = flavours[flavour]
            let quoted = { (field: String) in
                field.contains(where: { $0 == "," || $0 == "\"" }) ? "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\"" : field
            }
            let text = columns.map(\.0).joined(separator: ",") + "\r\n" + zip(columns, values).map { quoted($1) }.joined(separator: ",") + "\r\n"
            let (contacts, problems) = ContactCSVReader().read(Array(text.utf8), file: "f.csv")
            #expect(problems.isEmpty)
            guard let contact = contacts.first else { Issue.record("no contact"); return }
            for ((header, path), value) in zip(columns, values) {
                #expect(contact[keyPath: path] == value, "\(header) of \(text)")
            }
        }
    }
}
