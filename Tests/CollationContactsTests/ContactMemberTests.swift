@testable import CollationContacts
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
}
