import CollationContacts

/// The contact's members in JSON, the same names (``Contact/textFields``) for input objects and
/// output items.
enum ContactJSON {
    /// Every key that makes a JSON object a contact.
    static let keys: Set<String> = Set(Contact.textFields.map(\.name) + ["phones", "emails"])

    /// The contact that a JSON object describes, if it has any contact key; its `name` is the
    /// formatted name. `nil` for an object with none.
    static func contact(from members: [JSONValue.ObjectMember]) -> Contact? {
        guard members.contains(where: { keys.contains($0.key) }) else { return nil }
        var contact = Contact()
        for member in members {
            if member.key == "name", case .string(let name) = member.value { contact.formattedName = name }
        }
        for (key, path) in Contact.textFields {
            if let member = members.first(where: { $0.key == key }), case .string(let value) = member.value {
                contact[keyPath: path] = value
            }
        }
        contact.phones = strings(members.first { $0.key == "phones" }?.value)
        contact.emails = strings(members.first { $0.key == "emails" }?.value)
        return contact
    }

    /// The members an output item has for `contact`: its text members that are set, phones,
    /// e-mails, and the source's other fields as `otherFields: [{"name", "value"}]`.
    static func members(of contact: Contact) -> [JSONValue.ObjectMember] {
        var members: [JSONValue.ObjectMember] = []
        for (index, field) in Contact.textFields.enumerated() {
            if let value = contact.text(member: index) { members.append(.init(key: field.name, value: .string(value))) }
        }
        if contact.showsAsCompany { members.append(.init(key: "showsAsCompany", value: .bool(true))) }
        if !contact.phones.isEmpty { members.append(.init(key: "phones", value: .array(contact.phones.map(JSONValue.string)))) }
        if !contact.emails.isEmpty { members.append(.init(key: "emails", value: .array(contact.emails.map(JSONValue.string)))) }
        if !contact.otherFields.isEmpty {
            members.append(.init(key: "otherFields", value: .array(contact.otherFields.map {
                .object([.init(key: "name", value: .string($0.name)), .init(key: "value", value: .string($0.value))])
            })))
        }
        return members
    }

    /// The strings of a JSON string or array of strings.
    private static func strings(_ value: JSONValue?) -> [String] {
        switch value {
        case .string(let text): [text]
        case .array(let values): values.compactMap { if case .string(let text) = $0 { text } else { nil } }
        default: []
        }
    }
}
