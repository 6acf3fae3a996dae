/// One entry of an address book: the name in its parts, its phonetic spelling, the company,
/// and every other field the source had, kept for output.
///
/// Readers (``VCardReader``, ``ContactCSVReader``) fill contacts from exports; a program can
/// also make its own. What a contact files under, and how it is shown, follow from its fields:
/// see ``collationParts(order:)`` and ``displayName``.
public struct Contact: Sendable, Hashable {
    /// The name as the source formatted it for display (vCard `FN`), if it did.
    public var formattedName: String?
    /// A title before the name ("Dr.").
    public var namePrefix: String?
    /// The given (first) name.
    public var givenName: String?
    /// Middle names.
    public var middleName: String?
    /// The family name (surname).
    public var familyName: String?
    /// A suffix after the name ("Jr.").
    public var nameSuffix: String?
    /// A nickname.
    public var nickname: String?
    /// How the given name is pronounced: furigana, pinyin, or any script.
    public var phoneticGivenName: String?
    /// How the middle name is pronounced.
    public var phoneticMiddleName: String?
    /// How the family name is pronounced.
    public var phoneticFamilyName: String?
    /// The company or organization.
    public var organization: String?
    /// How the organization's name is pronounced.
    public var phoneticOrganization: String?
    /// Whether the source asks to show the card as its company (iOS's `X-ABShowAs:COMPANY`).
    public var showsAsCompany: Bool
    /// Phone numbers, as written.
    public var phones: [String]
    /// E-mail addresses.
    public var emails: [String]
    /// Every other field of the source, in source order: vCard properties by name (`ADR`,
    /// `NOTE`, `item1.X-ABLabel`), CSV columns by header.
    public var otherFields: [ContactField]

    /// A contact with the given fields; every field is optional.
    public init(
        formattedName: String? = nil, namePrefix: String? = nil, givenName: String? = nil,
        middleName: String? = nil, familyName: String? = nil, nameSuffix: String? = nil,
        nickname: String? = nil, phoneticGivenName: String? = nil, phoneticMiddleName: String? = nil,
        phoneticFamilyName: String? = nil, organization: String? = nil, phoneticOrganization: String? = nil,
        showsAsCompany: Bool = false, phones: [String] = [], emails: [String] = [], otherFields: [ContactField] = []
    ) {
        self.formattedName = formattedName
        self.namePrefix = namePrefix
        self.givenName = givenName
        self.middleName = middleName
        self.familyName = familyName
        self.nameSuffix = nameSuffix
        self.nickname = nickname
        self.phoneticGivenName = phoneticGivenName
        self.phoneticMiddleName = phoneticMiddleName
        self.phoneticFamilyName = phoneticFamilyName
        self.organization = organization
        self.phoneticOrganization = phoneticOrganization
        self.showsAsCompany = showsAsCompany
        self.phones = phones
        self.emails = emails
        self.otherFields = otherFields
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

    /// Whether the contact has a person's name in parts (given, middle or family).
    public var hasStructuredName: Bool {
        Self.present(givenName) != nil || Self.present(middleName) != nil || Self.present(familyName) != nil
    }

    /// `value` with surrounding white space removed, or `nil` when nothing is left.
    static func present(_ value: String?) -> String? {
        guard let value else { return nil }
        let trimmed = value.trimmingWhitespace()
        return trimmed.isEmpty ? nil : String(trimmed)
    }
}
