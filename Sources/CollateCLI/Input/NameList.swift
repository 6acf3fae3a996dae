import Collation
import CollationContacts
import Dispatch
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

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
    /// Whether `contactList` holds the contacts: not for an output that shows names only,
    /// whose contacts were read into their names and parts alone (``init(names:contactParts:order:)``).
    private var keepsContacts = true
    /// The positions below `contactParts.count` that are not contacts, in ascending runs.
    private var plainRuns: [Range<Int>] = []
    /// What each record up to the last contact files under, as bytes: a contact's parts in `order`
    /// (``Contact/collationParts(order:)``), a plain record's name as one part. Written as the
    /// contacts come in (in parallel for a large address book), so that keying a contact reads
    /// its parts in place like a plain name's bytes, not out of its `Contact`.
    private var contactParts = PartsStore()
    /// The order `contactParts` are written in: the tool's `--sort-by`. The contacts of a list
    /// added in the other order have their parts written again in this one.
    public private(set) var order: NameOrder

    /// An empty list, whose contacts will be keyed by the name part that `order` puts first.
    public init(order: NameOrder = .family) {
        self.order = order
    }

    /// A list of names without other fields.
    public init(names: [String]) {
        self.names = NameStore(names)
        order = .family
    }

    /// A list of names without other fields, already in one block (a reader's).
    package init(names: NameStore) {
        self.names = names
        order = .family
    }

    /// A list of contacts, shown by their display names and keyed by the name part that
    /// `order` puts first.
    public init(contacts: [Contact], order: NameOrder = .family) {
        contactList = contacts
        self.order = order
        (names, contactParts) = Self.displayNamesAndParts(of: contacts, order: order)
    }

    /// A list of contacts read into their display names and their collation parts in
    /// `order` alone (``ContactCSVReader/readNames(_:file:order:)``), for an output that shows
    /// names only: keyed as the contacts would be, with no contact to show
    /// (``contact(at:)`` is nil).
    package init(names: NameStore, contactParts: PartsStore, order: NameOrder) {
        self.names = names
        self.contactParts = contactParts
        self.order = order
        keepsContacts = false
    }

    /// The number of names.
    public var count: Int { names.count }

    /// Whether any record has other fields (JSON input's other members).
    public var hasFields: Bool { !fieldLists.isEmpty }

    /// Whether any record is a contact (keyed by its parts; where the list keeps its contacts,
    /// the output has contact fields: a list read for names only is shown as text alone).
    public var hasContacts: Bool { !contactParts.isEmpty }

    /// The other fields of the name at `index` (empty for text input).
    public func fields(at index: Int) -> [JSONValue.ObjectMember] {
        index < fieldLists.count ? fieldLists[index] : []
    }

    /// The contact at `index`, if that record is one.
    public func contact(at index: Int) -> Contact? {
        isContact(index) ? contactList[index] : nil
    }

    /// The contacts in place, for an output that reads every record's contact on every core:
    /// ``contact(at:)`` retains the list's array, which the cores share, for every record.
    /// Valid only inside ``withContacts(_:)``.
    struct ContactsView: @unchecked Sendable {
        let contacts: UnsafeBufferPointer<Contact>
        let plainRuns: UnsafeBufferPointer<Range<Int>>

        /// The contact at `index`, if that record is one.
        func contact(at index: Int) -> Contact? {
            index < contacts.count && !plainRuns.contains { $0.contains(index) } ? contacts[index] : nil
        }
    }

    /// Calls `body` with the contacts in place.
    func withContacts<Result>(_ body: (ContactsView) throws -> Result) rethrows -> Result {
        try contactList.withUnsafeBufferPointer { contacts in
            try plainRuns.withUnsafeBufferPointer { try body(ContactsView(contacts: contacts, plainRuns: $0)) }
        }
    }

    /// Whether the record at `index` is a contact.
    private func isContact(_ index: Int) -> Bool {
        index < contactList.count && !plainRuns.contains { $0.contains(index) }
    }

    /// Pads the contacts up to the names: the records added since the last contact are not
    /// contacts.
    private mutating func padContacts() {
        guard contactParts.count < names.count else { return }
        plainRuns.append(contactParts.count..<names.count)
        for index in contactParts.count..<names.count { contactParts.append([NamePart(names[index], role: .personName)]) }
        if keepsContacts { contactList += (contactList.count..<names.count).map { _ in Contact() } }
    }

    /// The display names of `contacts` and their collation parts in `order`, in order: made
    /// in slices at once for a large address book (a display name is a few string operations,
    /// for every card, and its parts as many).
    private static func displayNamesAndParts(of contacts: [Contact], order: NameOrder) -> (NameStore, PartsStore) {
        let cores = max(1, min(8, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))))
        guard contacts.count >= 20_000, cores > 1 else { return slice(contacts[...], order: order) }
        let size = (contacts.count + cores - 1) / cores
        var slices = [(NameStore, PartsStore)](repeating: (NameStore(), PartsStore()), count: cores)
        slices.withUnsafeMutableBufferPointer { buffer in
            nonisolated(unsafe) let buffer = buffer
            DispatchQueue.concurrentPerform(iterations: cores) { index in
                let range = min(contacts.count, index * size)..<min(contacts.count, (index + 1) * size)
                buffer[index] = slice(contacts[range], order: order)
            }
        }
        var (names, parts) = slices[0]
        for slice in slices.dropFirst() {
            names.append(contentsOf: slice.0)
            parts.append(contentsOf: slice.1)
        }
        return (names, parts)
    }

    /// The display names and collation parts of a slice of contacts.
    private static func slice(_ contacts: ArraySlice<Contact>, order: NameOrder) -> (NameStore, PartsStore) {
        var names = NameStore(), store = PartsStore(), parts: [NamePart] = []
        for contact in contacts {
            names.append(contact.displayName)
            parts.removeAll(keepingCapacity: true)
            contact.appendCollationParts(order: order, to: &parts)
            store.append(parts)
        }
        return (names, store)
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
        if keepsContacts { contactList.append(contact) }
        contactParts.append(contact.collationParts(order: order))
        append(contact.displayName, fields: fields)
    }

    /// Adds every name of `other`, after this list's.
    public mutating func append(contentsOf other: NameList) {
        if names.isEmpty {
            // The usual single input: no copy of a large array. The list keeps its order.
            let order = order
            self = other
            if other.order != order {
                contactParts = other.parts(in: order)
                self.order = order
            }
            return
        }
        if !other.fieldLists.isEmpty {
            fieldLists += Array(repeating: [], count: names.count - fieldLists.count)
            fieldLists += other.fieldLists
        }
        if !other.contactParts.isEmpty {
            padContacts()
            plainRuns += other.plainRuns.map { ($0.lowerBound + names.count)..<($0.upperBound + names.count) }
            if keepsContacts, other.keepsContacts {
                contactList += other.contactList
            } else {
                // One list without its contacts: the run shows names only (every input is read alike).
                keepsContacts = false
                contactList = []
            }
            contactParts.append(contentsOf: other.order == order ? other.contactParts : other.parts(in: order))
        }
        names.append(contentsOf: other.names)
    }

    /// The positions of the records grouped into `collation`'s sections, each section sorted;
    /// contacts by the name part that the list's ``order`` puts first.
    func sectionedPositions(in collation: IndexedCollation, includeEmptySections: Bool = false) async -> [CollationSection<Int>] {
        guard hasContacts else {
            return await collation.sectionedPositions(of: names, includeEmptySections: includeEmptySections)
        }
        return await collation.sectionedPositions(of: recordParts(), everyPartAs: Self.partRole(in: collation),
                                                  includeEmptySections: includeEmptySections)
    }

    /// Every record's section and sort key, in input order: the keys ``sectionedPositions(in:includeEmptySections:)``
    /// sorts by.
    func keys(in collation: IndexedCollation) async -> [CollationKey] {
        guard hasContacts else { return await collation.keys(for: names) }
        return await collation.keys(for: recordParts(), everyPartAs: Self.partRole(in: collation))
    }

    /// How every part of a contact is read in `collation`: a collation that reads no name as a
    /// person's (`--text`) reads each part as text; else each in its own role.
    private static func partRole(in collation: IndexedCollation) -> TextRole? {
        collation.role == .text ? .text : nil
    }

    /// What every record files under, in parts: the parts written as the contacts came in, and
    /// the names of the plain records after the last contact as one part each.
    private func recordParts() -> PartsStore {
        var store = contactParts
        for index in store.count..<names.count { store.append([NamePart(names[index], role: .personName)]) }
        return store
    }

    /// The collation parts of the records in `contactList`, in `order`: the list's own, or
    /// written again for the other order (a list added to one that sorts by the other part).
    private func parts(in order: NameOrder) -> PartsStore {
        // A list read without its contacts was read in the order its run sorts by (the tool's
        // `--sort-by`, as every list of the run is): its parts cannot be written again.
        assert(keepsContacts || order == self.order, "a list read for names only asked for parts in another order")
        guard order != self.order, keepsContacts else { return contactParts }
        var store = PartsStore(), parts: [NamePart] = []
        for index in contactList.indices {
            parts.removeAll(keepingCapacity: true)
            if isContact(index) {
                contactList[index].appendCollationParts(order: order, to: &parts)
            } else {
                parts.append(NamePart(names[index], role: .personName))
            }
            store.append(parts)
        }
        return store
    }
}
