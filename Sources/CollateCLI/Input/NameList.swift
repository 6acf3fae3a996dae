import Collation
import CollationContacts
import Dispatch
import Foundation

/// The names read from the inputs, in input order, with what came with each: the other members
/// of a JSON object, and the contact a vCard, CSV or JSON contact record was read into.
///
/// Kept as parallel arrays: a million plain-text names are one block of their bytes and
/// nothing more (where they came from matters only to the problems, which are reported as they
/// are found). `names` are what is shown: a contact's display name.
public struct NameList: Sendable {
    /// The names to show, one per record (a string is made for each one asked for).
    package private(set) var names = NameStore()
    /// Each name's other fields, sorted by key, up to the last name that has any.
    private var fieldLists: [[JSONValue.ObjectMember]] = []
    /// Each record's contact, up to the last record that is one. A record that is not a
    /// contact (text read before an address book in the same run) holds an empty one and is in
    /// `plainRuns`. Not `[Contact?]`: a reader's `[Contact]` is kept as it is, where making it
    /// optional copied every element.
    private var contactList: [Contact] = []
    /// The positions below `contactList.count` that are not contacts, in ascending runs.
    private var plainRuns: [Range<Int>] = []

    /// An empty list.
    public init() {}

    /// A list of names without other fields.
    public init(names: [String]) {
        self.names = NameStore(names)
    }

    /// A list of names without other fields, already in one block (a reader's).
    package init(names: NameStore) {
        self.names = names
    }

    /// A list of contacts, shown by their display names.
    public init(contacts: [Contact]) {
        contactList = contacts
        names = Self.displayNames(of: contacts)
    }

    /// The number of names.
    public var count: Int { names.count }

    /// Whether any record has other fields (JSON input's other members).
    public var hasFields: Bool { !fieldLists.isEmpty }

    /// Whether any record is a contact (the output then has contact fields).
    public var hasContacts: Bool { !contactList.isEmpty }

    /// The other fields of the name at `index` (empty for text input).
    public func fields(at index: Int) -> [JSONValue.ObjectMember] {
        index < fieldLists.count ? fieldLists[index] : []
    }

    /// The contact at `index`, if that record is one.
    public func contact(at index: Int) -> Contact? {
        isContact(index) ? contactList[index] : nil
    }

    /// Whether the record at `index` is a contact.
    private func isContact(_ index: Int) -> Bool {
        Self.isContact(index, contacts: contactList.count, plainRuns: plainRuns)
    }

    /// Whether record `index` is a contact, given how many records the contact list covers and
    /// which of them are not contacts.
    private static func isContact(_ index: Int, contacts: Int, plainRuns: [Range<Int>]) -> Bool {
        index < contacts && !plainRuns.contains { $0.contains(index) }
    }

    /// Pads the contacts up to the names: the records added since the last contact are not
    /// contacts.
    private mutating func padContacts() {
        guard contactList.count < names.count else { return }
        plainRuns.append(contactList.count..<names.count)
        contactList += (contactList.count..<names.count).map { _ in Contact() }
    }

    /// The display names of `contacts`, in order: made in parts at once for a large address
    /// book (a display name is a few string operations, for every card).
    private static func displayNames(of contacts: [Contact]) -> NameStore {
        let cores = max(1, min(8, ProcessInfo.processInfo.activeProcessorCount))
        guard contacts.count >= 20_000, cores > 1 else { return NameStore(contacts.lazy.map(\.displayName)) }
        let size = (contacts.count + cores - 1) / cores
        var parts = [NameStore](repeating: NameStore(), count: cores)
        parts.withUnsafeMutableBufferPointer { buffer in
            nonisolated(unsafe) let buffer = buffer
            DispatchQueue.concurrentPerform(iterations: cores) { part in
                let range = min(contacts.count, part * size)..<min(contacts.count, (part + 1) * size)
                buffer[part] = NameStore(contacts[range].lazy.map(\.displayName))
            }
        }
        var names = parts[0]
        for part in parts.dropFirst() { names.append(contentsOf: part) }
        return names
    }

    /// Adds a name and its other fields.
    public mutating func append(_ name: String, fields: [JSONValue.ObjectMember] = []) {
        if !fields.isEmpty {
            fieldLists += Array(repeating: [], count: names.count - fieldLists.count)
            fieldLists.append(fields)
        }
        names.append(name)
    }

    /// Adds a contact, shown by its display name, and the fields that came with it.
    public mutating func append(_ contact: Contact, fields: [JSONValue.ObjectMember] = []) {
        padContacts()
        contactList.append(contact)
        append(contact.displayName, fields: fields)
    }

    /// Adds every name of `other`, after this list's.
    public mutating func append(contentsOf other: NameList) {
        if names.isEmpty {
            self = other    // the usual single input: no copy of a large array
            return
        }
        if !other.fieldLists.isEmpty {
            fieldLists += Array(repeating: [], count: names.count - fieldLists.count)
            fieldLists += other.fieldLists
        }
        if !other.contactList.isEmpty {
            padContacts()
            plainRuns += other.plainRuns.map { ($0.lowerBound + names.count)..<($0.upperBound + names.count) }
            contactList += other.contactList
        }
        names.append(contentsOf: other.names)
    }

    /// The positions of the records grouped into `collation`'s sections, each section sorted;
    /// contacts by the name part that `order` puts first.
    func sectionedPositions(in collation: IndexedCollation, order: NameOrder, includeEmptySections: Bool = false) async -> [CollationSection<Int>] {
        guard hasContacts else {
            return await collation.sectionedPositions(of: names, includeEmptySections: includeEmptySections)
        }
        let source = PartsSource(list: self, role: collation.role, order: order)
        return await collation.sectionedPositions(count: names.count, includeEmptySections: includeEmptySections) { source.parts(at: $0, into: &$1) }
    }

    /// Every record's section and sort key, in input order: the keys ``sectionedPositions(in:order:includeEmptySections:)``
    /// sorts by.
    func keys(in collation: IndexedCollation, order: NameOrder) async -> [CollationKey] {
        guard hasContacts else { return await collation.keys(for: names) }
        let source = PartsSource(list: self, role: collation.role, order: order)
        return await collation.keys(count: names.count) { source.parts(at: $0, into: &$1) }
    }

    /// What the keying workers read a record's parts from: the few members they need, not the
    /// whole list (a closure that captured the list retained each of its arrays for every
    /// record).
    private struct PartsSource: Sendable {
        let contacts: [Contact]
        let plainRuns: [Range<Int>]
        let names: NameStore
        let role: TextRole
        let order: NameOrder

        init(list: NameList, role: TextRole, order: NameOrder) {
            contacts = list.contactList
            plainRuns = list.plainRuns
            names = list.names
            self.role = role
            self.order = order
        }

        /// Appends what the record at `index` files under to the empty `parts`: a contact's
        /// parts, read in their roles (all as text when the collation reads nothing as a
        /// person's name), or the name itself.
        func parts(at index: Int, into parts: inout [NamePart]) {
            guard NameList.isContact(index, contacts: contacts.count, plainRuns: plainRuns) else {
                return parts.append(NamePart(names[index], role: role))
            }
            contacts[index].appendCollationParts(order: order, to: &parts)
            if role == .text {
                for index in parts.indices { parts[index] = NamePart(parts[index].text, role: .text) }
            }
        }
    }
}
