import Collation
@testable import CollationContacts
import PropertyBased
import Testing

/// `readNames` (an output of names only, with no contact kept) gives what `read` and the
/// contacts' own display names and parts give, for any file: the same names, parts and
/// problems, in one part or read on both cores; for CSV exports and vCard files.
@Suite("An address book read for its names only")
struct NamesOnlyReadingTests {
    static let header = "First Name,Middle Name,Last Name,Phonetic First Name,Phonetic Last Name,Name Prefix,Nickname,Organization Name,Notes,E-mail 1 - Value,Phone 1 - Value"
    /// Cells as exports write them: Han, kana, Latin with marks, empty, quoted with commas,
    /// quotes and line breaks, a control character, phones and addresses.
    static let cells = ["", "", "曾", "国藩", "山田", "太郎", "さくら", "Émile", "Zoë", "O'Shea", "van der Berg", "\"Smith, Jr.\"",
                        "\"say \"\"hi\"\"\"", "\"two\nlines\"", "Acme Inc.", "Dr.", "\u{1B}x", "+1 555 0100", "a@example.com ::: b@example.com"]
    static let rows = Gen<String?>.element(of: cells).map { $0 ?? "" }.array(of: 11...11).map { $0.joined(separator: ",") }

    /// Expects `names` to be `contacts`' display names and parts in `order`, with the same problems.
    static func expectSame(_ names: (names: NameStore, parts: PartsStore, problems: [FileProblem]),
                           as contacts: (contacts: [Contact], problems: [FileProblem]), order: NameOrder) {
        #expect(names.names.count == contacts.contacts.count)
        #expect(names.parts.count == contacts.contacts.count)
        #expect(names.problems.map(\.description) == contacts.problems.map(\.description))
        for (index, contact) in contacts.contacts.enumerated() where index < names.names.count {
            #expect(names.names[index] == contact.displayName)
            #expect(names.parts[index] == contact.collationParts(order: order))
        }
    }

    @Test("CSV: names, parts and problems as the contacts give them", arguments: [NameOrder.family, .given])
    func csvSameAsContacts(order: NameOrder) async {
        await propertyCheck(count: 300, input: Self.rows.array(of: 0...40), Gen.int(in: 1...3000)) { rows, repeats in
            // Every so often a file past 128 KiB, which is read in parts on several cores.
            let body = rows.joined(separator: "\r\n")
            let text = Self.header + "\r\n" + (repeats > 2_900 && !rows.isEmpty ? Array(repeating: body, count: 120).joined(separator: "\r\n") : body)
            let bytes = Array(text.utf8)
            var reader = ContactCSVReader(keepsOtherFields: false)
            reader.keepsPhonesAndEmails = false
            Self.expectSame(reader.readNames(bytes, file: "g.csv", order: order), as: reader.read(bytes, file: "g.csv"), order: order)
        }
    }

    /// Card lines as phones and mail programs write them, and broken ones: a card without an
    /// END, an END without a card, a card inside a card, a legacy CHARSET, a folded line.
    static let cardLines = ["N:Lee;Ann;;;", "N:曾;国藩;;;", "N;CHARSET=UTF-8:山田;太郎;;;", "FN:Zoë Åberg", "ORG:Acme Inc.", "NICKNAME:Bo",
                            "X-PHONETIC-LAST-NAME:やまだ", "X-PHONETIC-FIRST-NAME:Zeng", "TEL:+1 555 0100", "EMAIL:a@example.com",
                            "NOTE:two\\nlines", "FN:Dr. Who\\, Jr.", "N:O'Shea;;;;", "N:van der\r\n Berg;Jan;;;", "FN:\u{1B}x",
                            "BEGIN:VCARD", "END:VCARD", "", "VERSION:3.0", "N:Müller;\r\n Hans;;;"]
    static let cards = Gen<String?>.element(of: cardLines).map { $0 ?? "" }.array(of: 0...6).map { lines in
        "BEGIN:VCARD\r\nVERSION:3.0\r\n" + lines.map { $0 + "\r\n" }.joined() + "END:VCARD\r\n"
    }

    @Test("vCard: names, parts and problems as the contacts give them", arguments: [NameOrder.family, .given])
    func vCardSameAsContacts(order: NameOrder) async {
        await propertyCheck(count: 300, input: Self.cards.array(of: 0...30), Gen.int(in: 1...3000)) { cards, repeats in
            let body = cards.joined()
            // Every so often a file past 128 KiB, read in parts on several cores.
            let text = repeats > 2_900 ? String(repeating: body, count: 150) : body
            let reader = VCardReader(keepsOtherFields: false)
            Self.expectSame(reader.readNames(Array(text.utf8), file: "p.vcf", order: order), as: reader.read(Array(text.utf8), file: "p.vcf"), order: order)
        }
    }

    @Test("A UTF-16 vCard file is read alike; one not valid gives its problem")
    func vCardUTF16() {
        let card = "BEGIN:VCARD\r\nVERSION:3.0\r\nN:曾;国藩;;;\r\nEND:VCARD\r\n"
        let utf16: [UInt8] = [0xFF, 0xFE] + card.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        let read = VCardReader().readNames(utf16, file: "u.vcf", order: .family)
        #expect(read.names.count == 1 && read.names[0] == VCardReader().read(utf16, file: "u.vcf").contacts.first?.displayName)
        let broken = VCardReader().readNames([0xFF, 0xFE, 0x00, 0xD8], file: "b.vcf", order: .family)
        #expect(broken.names.isEmpty && broken.problems.count == 1 && broken.problems[0].refusesFile)
    }

    @Test("A CSV file that is not read gives no names and its problem")
    func refused() {
        let reader = ContactCSVReader(nameColumn: "Full")
        let read = reader.readNames(Array("id,display\n1,Zed\n".utf8), file: "m.csv", order: .family)
        #expect(read.names.isEmpty && read.parts.isEmpty)
        #expect(read.problems.count == 1 && read.problems[0].refusesFile)
    }
}
