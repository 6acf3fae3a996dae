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

    /// An output item's member, in the order of its key's UTF-8 (as JSONEncoder sorts keys).
    private enum Slot {
        case name, text(Int), showsAsCompany, phones, emails, otherFields
    }

    /// Every key an item of a contact may have, sorted once, each spelled as it is written
    /// (`"key" : `) in one block of bytes: the members are then written in this order, without
    /// the tree and the sort per item of ``members(of:)``. One block and a list of plain values,
    /// not an array of arrays: each array taken out of a shared table is retained, and both
    /// cores retaining the same few arrays for every member of every item was a fifth of the
    /// items' time.
    private static let slotKeys: (bytes: [UInt8], slots: [(key: Range<Int>, slot: Slot)]) = {
        let all: [(String, Slot)] = [("name", .name), ("showsAsCompany", .showsAsCompany), ("phones", .phones), ("emails", .emails),
                                     ("otherFields", .otherFields)] + Contact.textFields.indices.map { (Contact.textFields[$0].name, .text($0)) }
        var bytes: [UInt8] = []
        var slots: [(key: Range<Int>, slot: Slot)] = []
        for (key, slot) in all.sorted(by: { $0.0.utf8.lexicographicallyPrecedes($1.0.utf8) }) {
            let start = bytes.count
            bytes += Array("\"\(key)\" : ".utf8)
            slots.append((start..<bytes.count, slot))
        }
        return (bytes, slots)
    }()

    /// Appends the output item of `name` and `contact` (`nil`: a plain name) at nesting `level`:
    /// the bytes ``JSONByteWriter`` writes for the tree of `{"name": name}` and
    /// ``members(of:)``, written directly (a test holds the two to the same bytes).
    static func appendItem(name: String, contact: Contact?, level: Int, to bytes: inout [UInt8]) {
        var name = name
        name.withUTF8 { appendItem(name: $0, contact: contact, level: level, to: &bytes) }
    }

    /// ``appendItem(name:contact:level:to:)`` of a name's UTF-8 bytes, as the list holds them
    /// (no string made for every item).
    static func appendItem(name: UnsafeBufferPointer<UInt8>, contact: Contact?, level: Int, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "{"))
        guard let contact else {
            // A plain name (a list's line): its one member, with no walk over the slots, which
            // was most of a million names' items.
            bytes.append(0x0A)
            JSONByteWriter.indent(level + 1, &bytes)
            bytes.append(contentsOf: "\"name\" : ".utf8)
            JSONByteWriter.appendString(utf8: name, to: &bytes)
            bytes.append(0x0A)
            JSONByteWriter.indent(level, &bytes)
            bytes.append(UInt8(ascii: "}"))
            return
        }
        var first = true
        func key(_ key: UnsafeBufferPointer<UInt8>, level: Int) {
            if !first { bytes.append(UInt8(ascii: ",")) }
            bytes.append(0x0A)
            first = false
            JSONByteWriter.indent(level, &bytes)
            bytes += key
        }
        /// An array at `level` of `list`'s strings (for the other fields, of `{"name", "value"}`
        /// objects), each element at `level` + 1.
        func array(of list: ContactLists.List, in contact: Contact, level: Int) {
            bytes.append(UInt8(ascii: "["))
            var index = 0
            contact.forEachListed(list) { utf8 in
                let isName = list == .otherFields && index % 2 == 0
                if list != .otherFields || isName {
                    if index > 0 { bytes.append(UInt8(ascii: ",")) }
                    bytes.append(0x0A)
                    JSONByteWriter.indent(level + 1, &bytes)
                }
                if list != .otherFields {
                    JSONByteWriter.appendString(utf8: utf8, to: &bytes)
                } else if isName {
                    // {"name", "value"}: the keys in their order.
                    bytes.append(UInt8(ascii: "{"))
                    bytes.append(0x0A)
                    JSONByteWriter.indent(level + 2, &bytes)
                    bytes.append(contentsOf: "\"name\" : ".utf8)
                    JSONByteWriter.appendString(utf8: utf8, to: &bytes)
                    bytes.append(contentsOf: ",\n".utf8)
                    JSONByteWriter.indent(level + 2, &bytes)
                    bytes.append(contentsOf: "\"value\" : ".utf8)
                } else {
                    JSONByteWriter.appendString(utf8: utf8, to: &bytes)
                    bytes.append(0x0A)
                    JSONByteWriter.indent(level + 1, &bytes)
                    bytes.append(UInt8(ascii: "}"))
                }
                index += 1
            }
            bytes.append(0x0A)
            JSONByteWriter.indent(level, &bytes)
            bytes.append(UInt8(ascii: "]"))
        }
        let table = slotKeys
        table.bytes.withUnsafeBufferPointer { keys in
            for (keyRange, slot) in table.slots {
                let spelled = UnsafeBufferPointer(rebasing: keys[keyRange])
                switch slot {
                case .name:
                    key(spelled, level: level + 1)
                    JSONByteWriter.appendString(utf8: name, to: &bytes)
                case .text(let member):
                    guard let value = contact.text(member: member) else { continue }
                    key(spelled, level: level + 1)
                    JSONByteWriter.appendString(value, to: &bytes)
                case .showsAsCompany:
                    guard contact.showsAsCompany else { continue }
                    key(spelled, level: level + 1)
                    bytes.append(contentsOf: "true".utf8)
                case .phones, .emails, .otherFields:
                    let list: ContactLists.List = switch slot {
                    case .phones: .phones
                    case .emails: .emails
                    default: .otherFields
                    }
                    guard !contact.isEmpty(list) else { continue }
                    key(spelled, level: level + 1)
                    array(of: list, in: contact, level: level + 1)
                }
            }
        }
        bytes.append(0x0A)
        JSONByteWriter.indent(level, &bytes)
        bytes.append(UInt8(ascii: "}"))
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
