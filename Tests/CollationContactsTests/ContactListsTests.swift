@testable import CollationContacts
import PropertyBased
import Testing

/// A contact's phones, e-mail addresses and other fields are one block of bytes
/// (``ContactLists``): held to three plain arrays, whatever the order they were added in.
@Suite("Contact lists")
struct ContactListsTests {
    /// Strings with the edges of the block's layout: empty, one byte, lengths about 127 and 128
    /// (the length's second byte), past 16,384 (its third), non-ASCII, separators.
    static let texts = Gen<String?>.element(of: [
        "", "1", "+1 555 0100", "anna@example.com", "曾国藩", String(repeating: "a", count: 127),
        String(repeating: "é", count: 64), String(repeating: "b", count: 128), String(repeating: "x", count: 16_400),
        " ::: ", ";;Main Street;", "\u{0}", "NOTE",
    ]).map { $0 ?? "" }

    @Test("Appends and replacements in any order give what three arrays give; equal contacts are equal and hash alike")
    func modelOfThreeArrays() async {
        await propertyCheck(count: 500, input: Gen.int(in: 0...6).array(of: 0...30), Self.texts.array(of: 60...60)) { operations, strings in
            var contact = Contact()
            var phones: [String] = [], emails: [String] = [], others: [ContactField] = []
            for (step, operation) in operations.enumerated() {
                let text = strings[step % strings.count], other = strings[(step * 7 + 3) % strings.count]
                switch operation {
                case 0: contact.appendPhone(text); phones.append(text)
                case 1: contact.appendEmail(text); emails.append(text)
                case 2: contact.appendOtherField(name: text, value: other); others.append(ContactField(name: text, value: other))
                case 3: contact.phones = [text, other]; phones = [text, other]
                case 4: contact.emails = []; emails = []
                case 5: contact.otherFields = [ContactField(name: other, value: text)]; others = [ContactField(name: other, value: text)]
                default: contact.phones.append(other); phones.append(other)    // through the public member
                }
                #expect(contact.phones == phones)
                #expect(contact.emails == emails)
                #expect(contact.otherFields == others)
            }
            let made = Contact(phones: phones, emails: emails, otherFields: others)
            #expect(contact == made)
            #expect(contact.hashValue == made.hashValue)
            #expect(contact.isEmpty(.phones) == phones.isEmpty)
            #expect(contact.isEmpty(.emails) == emails.isEmpty)
            #expect(contact.isEmpty(.otherFields) == others.isEmpty)
            // The bytes the writers take, string by string.
            var listed: [String] = []
            contact.forEachListed(.otherFields) { listed.append(String(decoding: $0, as: UTF8.self)) }
            #expect(listed == others.flatMap { [$0.name, $0.value] })
        }
    }

    @Test("Contacts whose lists differ are not equal")
    func differentListsDiffer() {
        let contacts = [
            Contact(), Contact(phones: [""]), Contact(emails: [""]), Contact(otherFields: [ContactField(name: "", value: "")]),
            Contact(phones: ["a", "b"]), Contact(phones: ["ab"]), Contact(phones: ["b", "a"]), Contact(emails: ["a", "b"]),
            Contact(phones: ["a"], emails: ["b"]), Contact(otherFields: [ContactField(name: "a", value: "b")]),
            Contact(otherFields: [ContactField(name: "b", value: "a")]),
        ]
        for (index, contact) in contacts.enumerated() {
            for (other, second) in contacts.enumerated() where other != index {
                #expect(contact != second, "\(index) and \(other)")
            }
        }
    }
}
