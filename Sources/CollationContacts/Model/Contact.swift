/// One entry of an address book: the name in its parts, its phonetic spelling, the company,
/// and every other field the source had, kept for output.
///
/// Readers (``VCardReader``, ``ContactCSVReader``) fill contacts from exports; a program can
/// also make its own. What a contact files under, and how it is shown, follow from its fields:
/// see ``collationParts(order:)`` and ``displayName``.
public struct Contact: Sendable, Hashable {
    /// The fields, shared between copies until one of them changes (copy on write). A contact
    /// is a dozen strings and three lists: held inline, every copy (into a list, out of an
    /// array's element, into a reader's result) retained each of them, which was a good part
    /// of reading an address book; and an array of contacts was 250 bytes a card.
    private var storage: Storage

    /// The name as the source formatted it for display (vCard `FN`), if it did.
    public var formattedName: String? {
        get { storage.fields.formattedName }
        _modify { yield &unique().fields.formattedName }
    }

    /// A title before the name ("Dr.").
    public var namePrefix: String? {
        get { storage.fields.namePrefix }
        _modify { yield &unique().fields.namePrefix }
    }

    /// The given (first) name.
    public var givenName: String? {
        get { storage.fields.givenName }
        _modify { yield &unique().fields.givenName }
    }

    /// Middle names.
    public var middleName: String? {
        get { storage.fields.middleName }
        _modify { yield &unique().fields.middleName }
    }

    /// The family name (surname).
    public var familyName: String? {
        get { storage.fields.familyName }
        _modify { yield &unique().fields.familyName }
    }

    /// A suffix after the name ("Jr.").
    public var nameSuffix: String? {
        get { storage.fields.nameSuffix }
        _modify { yield &unique().fields.nameSuffix }
    }

    /// A nickname.
    public var nickname: String? {
        get { storage.fields.nickname }
        _modify { yield &unique().fields.nickname }
    }

    /// How the given name is pronounced: furigana, pinyin, or any script.
    public var phoneticGivenName: String? {
        get { storage.fields.phoneticGivenName }
        _modify { yield &unique().fields.phoneticGivenName }
    }

    /// How the middle name is pronounced.
    public var phoneticMiddleName: String? {
        get { storage.fields.phoneticMiddleName }
        _modify { yield &unique().fields.phoneticMiddleName }
    }

    /// How the family name is pronounced.
    public var phoneticFamilyName: String? {
        get { storage.fields.phoneticFamilyName }
        _modify { yield &unique().fields.phoneticFamilyName }
    }

    /// The company or organization.
    public var organization: String? {
        get { storage.fields.organization }
        _modify { yield &unique().fields.organization }
    }

    /// How the organization's name is pronounced.
    public var phoneticOrganization: String? {
        get { storage.fields.phoneticOrganization }
        _modify { yield &unique().fields.phoneticOrganization }
    }

    /// Whether the source asks to show the card as its company (iOS's `X-ABShowAs:COMPANY`).
    public var showsAsCompany: Bool {
        get { storage.fields.showsAsCompany }
        _modify { yield &unique().fields.showsAsCompany }
    }

    /// Phone numbers, as written.
    public var phones: [String] {
        get { storage.fields.lists.strings(of: .phones) }
        set { unique().fields.lists.replace(.phones, with: newValue) }
    }

    /// E-mail addresses.
    public var emails: [String] {
        get { storage.fields.lists.strings(of: .emails) }
        set { unique().fields.lists.replace(.emails, with: newValue) }
    }

    /// Every other field of the source, in source order: vCard properties by name (`ADR`,
    /// `NOTE`, `item1.X-ABLabel`), CSV columns by header.
    public var otherFields: [ContactField] {
        get { storage.fields.lists.otherFields }
        set { unique().fields.lists.replaceOtherFields(with: newValue) }
    }

    /// Adds a phone number: what a reader calls, where `phones.append` would make the list
    /// into strings and back (the three lists are one block of bytes; see ``ContactLists``).
    package mutating func appendPhone(_ phone: String) {
        unique().fields.lists.append(phone, to: .phones)
    }

    /// Adds an e-mail address (see ``appendPhone(_:)``).
    package mutating func appendEmail(_ email: String) {
        unique().fields.lists.append(email, to: .emails)
    }

    /// Adds an other field (see ``appendPhone(_:)``).
    package mutating func appendOtherField(name: String, value: String) {
        unique().fields.lists.appendOtherField(name: name, value: value)
    }

    /// Whether the contact has no phone number (`.phones`), e-mail address or other field,
    /// without making them into strings.
    package func isEmpty(_ list: ContactLists.List) -> Bool {
        storage.fields.lists.isEmpty(list)
    }

    /// The phone numbers (`.phones`) or e-mail addresses (`.emails`) joined by `separator`, made
    /// from the bytes (no array of strings on the way).
    package func joined(_ list: ContactLists.List, separator: String) -> String {
        var joined = ""
        var first = true
        forEachListed(list) { utf8 in
            if !first { joined += separator }
            first = false
            joined += String(decoding: utf8, as: UTF8.self)
        }
        return joined
    }

    /// Calls `body` with the UTF-8 bytes of each phone number (`.phones`), e-mail address
    /// (`.emails`), or other field's name and value in turn (`.otherFields`), in order: for the
    /// writers, which need no strings.
    package func forEachListed(_ list: ContactLists.List, _ body: (UnsafeBufferPointer<UInt8>) throws -> Void) rethrows {
        try storage.fields.lists.forEachString(in: list, body)
    }

    /// A contact with the given fields; every field is optional.
    public init(
        formattedName: String? = nil, namePrefix: String? = nil, givenName: String? = nil,
        middleName: String? = nil, familyName: String? = nil, nameSuffix: String? = nil,
        nickname: String? = nil, phoneticGivenName: String? = nil, phoneticMiddleName: String? = nil,
        phoneticFamilyName: String? = nil, organization: String? = nil, phoneticOrganization: String? = nil,
        showsAsCompany: Bool = false, phones: [String] = [], emails: [String] = [], otherFields: [ContactField] = []
    ) {
        storage = Storage(fields: Fields(
            formattedName: formattedName,
            namePrefix: namePrefix,
            givenName: givenName,
            middleName: middleName,
            familyName: familyName,
            nameSuffix: nameSuffix,
            nickname: nickname,
            phoneticGivenName: phoneticGivenName,
            phoneticMiddleName: phoneticMiddleName,
            phoneticFamilyName: phoneticFamilyName,
            organization: organization,
            phoneticOrganization: phoneticOrganization,
            showsAsCompany: showsAsCompany,
            lists: ContactLists(phones: phones, emails: emails, otherFields: otherFields)
        ))
    }

    /// A path to one of the contact's text members.
    public typealias TextPath = any WritableKeyPath<Contact, String?> & Sendable

    /// The contact's text members by name, in a fixed order: one table for every format that
    /// writes or reads them by name (JSON keys, CSV output columns).
    public static let textFields: [(name: String, path: TextPath)] = [
        ("formattedName", \.formattedName), ("namePrefix", \.namePrefix), ("givenName", \.givenName),
        ("middleName", \.middleName), ("familyName", \.familyName), ("nameSuffix", \.nameSuffix),
        ("nickname", \.nickname), ("phoneticGivenName", \.phoneticGivenName),
        ("phoneticMiddleName", \.phoneticMiddleName), ("phoneticFamilyName", \.phoneticFamilyName),
        ("organization", \.organization), ("phoneticOrganization", \.phoneticOrganization),
    ]

    /// Sets the text member at `index` of ``textFields``: a switch, where a key path write costs
    /// a readers' row several times over (a CSV export sets a few on every row).
    mutating func setText(_ value: String?, member index: Int) {
        switch index {
        case 0: formattedName = value
        case 1: namePrefix = value
        case 2: givenName = value
        case 3: middleName = value
        case 4: familyName = value
        case 5: nameSuffix = value
        case 6: nickname = value
        case 7: phoneticGivenName = value
        case 8: phoneticMiddleName = value
        case 9: phoneticFamilyName = value
        case 10: organization = value
        case 11: phoneticOrganization = value
        default: preconditionFailure("no text member \(index)")
        }
    }

    /// The text member at `index` of ``textFields``: a switch, for the writers that read every
    /// member of every contact (a key path read cost a CSV output a tenth of its time).
    package func text(member index: Int) -> String? {
        switch index {
        case 0: formattedName
        case 1: namePrefix
        case 2: givenName
        case 3: middleName
        case 4: familyName
        case 5: nameSuffix
        case 6: nickname
        case 7: phoneticGivenName
        case 8: phoneticMiddleName
        case 9: phoneticFamilyName
        case 10: organization
        case 11: phoneticOrganization
        default: preconditionFailure("no text member \(index)")
        }
    }

    /// Whether the contact has a person's name in parts (given, middle or family).
    public var hasStructuredName: Bool {
        Self.present(givenName) != nil || Self.present(middleName) != nil || Self.present(familyName) != nil
    }

    /// `value` with surrounding white space removed, or `nil` when nothing is left.
    // Consuming: the value is handed on as it is, not copied (a retain per field).
    static func present(_ value: consuming String?) -> String? {
        guard let value else { return nil }
        if value.hasNoWhiteSpaceAtEnds { return value }
        let trimmed = value.trimmingWhitespace()
        // Most values have nothing to trim: they are kept, not copied.
        if trimmed.startIndex == value.startIndex, trimmed.endIndex == value.endIndex { return value.isEmpty ? nil : value }
        return trimmed.isEmpty ? nil : String(trimmed)
    }

    /// The stored members, compared and hashed by value.
    private struct Fields: Hashable {
        var formattedName: String?
        var namePrefix: String?
        var givenName: String?
        var middleName: String?
        var familyName: String?
        var nameSuffix: String?
        var nickname: String?
        var phoneticGivenName: String?
        var phoneticMiddleName: String?
        var phoneticFamilyName: String?
        var organization: String?
        var phoneticOrganization: String?
        var showsAsCompany: Bool
        /// The phones, e-mail addresses and other fields, in one block.
        var lists: ContactLists
    }

    /// A box for the fields; changed only through ``unique()``, when no other contact shares it.
    private final class Storage: @unchecked Sendable {
        var fields: Fields
        init(fields: Fields) { self.fields = fields }
    }

    /// The storage, copied first when another contact shares it.
    private mutating func unique() -> Storage {
        if !isKnownUniquelyReferenced(&storage) { storage = Storage(fields: storage.fields) }
        return storage
    }

    public static func == (lhs: Contact, rhs: Contact) -> Bool {
        lhs.storage === rhs.storage || lhs.storage.fields == rhs.storage.fields
    }

    public func hash(into hasher: inout Hasher) {
        storage.fields.hash(into: &hasher)
    }
}
