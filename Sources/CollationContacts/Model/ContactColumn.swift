/// What a column of a contact CSV export holds, known by its header.
///
/// The headers of Google Contacts' exports (today's, and the older one with "Yomi" columns),
/// Outlook.com's and Outlook desktop's, matched without regard to case.
enum ContactColumn: Sendable, Equatable {
    /// One of the contact's text members.
    case text(Contact.TextPath)
    /// Phone numbers; several in one cell are joined by " ::: ".
    case phone
    /// E-mail addresses, joined alike.
    case email
    /// Anything else: kept as a field under its header.
    case other

    /// The column a header names.
    init(header: String) {
        let key = header.trimmingWhitespace().lowercased()
        if let path = Self.headers[key] {
            self = .text(path)
            return
        }
        let isLabel = key.contains("label") || key.contains("type") || key.contains("display")
        if !isLabel, key.contains("phone"), !key.contains("phonetic") { self = .phone }
        else if !isLabel, key.contains("e-mail") || key.contains("email") { self = .email }
        else { self = .other }
    }

    /// Whether the column names the contact (a row with one of these has something to file by).
    var isName: Bool {
        guard case .text(let path) = self else { return false }
        return Self.namePaths.contains { $0 == path }
    }

    /// The text members that name a contact.
    private static let namePaths: [Contact.TextPath] = [
        \.formattedName, \.givenName, \.middleName, \.familyName, \.nickname, \.organization,
        \.phoneticGivenName, \.phoneticFamilyName,
    ]

    /// The published headers of each flavour, lowercased, and the member each fills.
    private static let headers: [String: Contact.TextPath] = [
        "name": \.formattedName, "full name": \.formattedName, "display name": \.formattedName,
        "name prefix": \.namePrefix, "title": \.namePrefix, "prefix": \.namePrefix,
        "first name": \.givenName, "given name": \.givenName,
        "middle name": \.middleName, "additional name": \.middleName,
        "last name": \.familyName, "family name": \.familyName, "surname": \.familyName,
        "name suffix": \.nameSuffix, "suffix": \.nameSuffix,
        "nickname": \.nickname,
        "phonetic first name": \.phoneticGivenName, "given name yomi": \.phoneticGivenName,
        "given yomi": \.phoneticGivenName, "first name yomi": \.phoneticGivenName,
        "phonetic middle name": \.phoneticMiddleName, "additional name yomi": \.phoneticMiddleName,
        "middle name yomi": \.phoneticMiddleName,
        "phonetic last name": \.phoneticFamilyName, "family name yomi": \.phoneticFamilyName,
        "surname yomi": \.phoneticFamilyName, "last name yomi": \.phoneticFamilyName,
        "organization name": \.organization, "organization 1 - name": \.organization, "company": \.organization,
        "organization 1 - yomi": \.phoneticOrganization, "company yomi": \.phoneticOrganization,
        "phonetic organization name": \.phoneticOrganization,
    ]

    static func == (lhs: ContactColumn, rhs: ContactColumn) -> Bool {
        switch (lhs, rhs) {
        case (.text(let a), .text(let b)): a == b
        case (.phone, .phone), (.email, .email), (.other, .other): true
        default: false
        }
    }
}
