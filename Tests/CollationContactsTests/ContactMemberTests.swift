@testable import CollationContacts
import PropertyBased
import Testing

/// The switches that read and write a contact's text members stand for ``Contact/textFields``'
/// key paths: each index is its key path's member.
@Suite("Contact members by index")
struct ContactMemberTests {
    @Test("text(member:) and setText(_:member:) read and write the member textFields names")
    func switchesMatchKeyPaths() {
        for (index, field) in Contact.textFields.enumerated() {
            var contact = Contact()
            contact.setText("value \(index)", member: index)
            #expect(contact[keyPath: field.path] == "value \(index)", "\(field.name)")
            #expect(contact.text(member: index) == "value \(index)", "\(field.name)")
            for other in Contact.textFields.indices where other != index {
                #expect(contact.text(member: other) == nil, "\(field.name) wrote \(Contact.textFields[other].name)")
            }
        }
    }

    /// The display name as it was written before it was joined part by part: arrays of the
    /// parts present, joined.
    static func referenceDisplayName(_ contact: Contact) -> String {
        let company = Contact.present(contact.organization)
        if contact.showsAsCompany, let company { return company }
        if let formatted = Contact.present(contact.formattedName) { return formatted }
        if contact.hasStructuredName {
            let family = Contact.present(contact.familyName), given = Contact.present(contact.givenName), middle = Contact.present(contact.middleName)
            if [family, given, middle].compactMap({ $0 }).contains(where: { $0.unicodeScalars.contains(where: Contact.isCJK) }) {
                return [family, given, middle].compactMap { $0 }.joined()
            }
            return [Contact.present(contact.namePrefix), given, middle, family, Contact.present(contact.nameSuffix)].compactMap { $0 }.joined(separator: " ")
        }
        return company ?? Contact.present(contact.nickname) ?? contact.phones.lazy.compactMap(Contact.present).first
            ?? contact.emails.lazy.compactMap(Contact.present).first ?? ""
    }

    @Test("The display name, joined part by part, is what joining arrays of the parts gave")
    func displayNameAsBefore() async {
        let pieces = Gen<String?>.element(of: ["", " ", "Anna", " Lee ", "曾", "国藩", "やまだ", "Dr.", "Jr.", "\t", "ｻﾄｳ", "김"]).map { $0 ?? "" }
        await propertyCheck(count: 1_000, input: pieces.array(of: 12...12), Gen.int(in: 0...4095), Gen.bool) { texts, present, company in
            var contact = Contact()
            for index in Contact.textFields.indices where present & (1 << index) != 0 { contact.setText(texts[index], member: index) }
            contact.showsAsCompany = company
            contact.phones = present & 1 == 0 ? [texts[3]] : []
            #expect(contact.displayName == Self.referenceDisplayName(contact), "\(contact)")
        }
    }
}
