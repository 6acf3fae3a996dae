import Collation
@testable import CollationContacts
import PropertyBased
import Testing

/// `readNames` (an output of names only, with no contact kept) gives what `read` and the
/// contacts' own display names and parts give, for any file: the same names, parts and
/// problems, in one part or read on both cores.
@Suite("A CSV export read for its names only")
struct CSVNamesOnlyTests {
    static let header = "First Name,Middle Name,Last Name,Phonetic First Name,Phonetic Last Name,Name Prefix,Nickname,Organization Name,Notes,E-mail 1 - Value,Phone 1 - Value"
    /// Cells as exports write them: Han, kana, Latin with marks, empty, quoted with commas,
    /// quotes and line breaks, a control character, phones and addresses.
    static let cells = ["", "", "曾", "国藩", "山田", "太郎", "さくら", "Émile", "Zoë", "O'Shea", "van der Berg", "\"Smith, Jr.\"",
                        "\"say \"\"hi\"\"\"", "\"two\nlines\"", "Acme Inc.", "Dr.", "\u{1B}x", "+1 555 0100", "a@example.com ::: b@example.com"]
    static let rows = Gen<String?>.element(of: cells).map { $0 ?? "" }.array(of: 11...11).map { $0.joined(separator: ",") }

    @Test("Names, parts and problems as the contacts give them", arguments: [NameOrder.family, .given])
    func sameAsContacts(order: NameOrder) async {
        await propertyCheck(count: 300, input: Self.rows.array(of: 0...40), Gen.int(in: 1...3000)) { rows, repeats in
            // Every so often a file past 128 KiB, which is read in parts on several cores.
            let body = rows.joined(separator: "\r\n")
            let text = Self.header + "\r\n" + (repeats > 2_900 && !rows.isEmpty ? Array(repeating: body, count: 120).joined(separator: "\r\n") : body)
            let bytes = Array(text.utf8)
            var reader = ContactCSVReader(keepsOtherFields: false)
            reader.keepsPhonesAndEmails = false
            let contacts = reader.read(bytes, file: "g.csv")
            let names = reader.readNames(bytes, file: "g.csv", order: order)
            #expect(names.names.count == contacts.contacts.count)
            #expect(names.parts.count == contacts.contacts.count)
            #expect(names.problems.map(\.description) == contacts.problems.map(\.description))
            for (index, contact) in contacts.contacts.enumerated() where index < names.names.count {
                #expect(names.names[index] == contact.displayName)
                #expect(names.parts[index] == contact.collationParts(order: order))
            }
        }
    }

    @Test("A file that is not read gives no names and its problem")
    func refused() {
        let reader = ContactCSVReader(nameColumn: "Full")
        let read = reader.readNames(Array("id,display\n1,Zed\n".utf8), file: "m.csv", order: .family)
        #expect(read.names.isEmpty && read.parts.isEmpty)
        #expect(read.problems.count == 1 && read.problems[0].refusesFile)
    }
}
