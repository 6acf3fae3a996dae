/// What a column of a contact CSV export holds, known by its header.
///
/// The headers of Google Contacts' exports (today's, and the older one with "Yomi" columns),
/// Outlook.com's and Outlook desktop's, matched without regard to case.
enum ContactColumn: Sendable, Equatable {
    case formattedName, namePrefix, givenName, middleName, familyName, nameSuffix, nickname
    case phoneticGivenName, phoneticMiddleName, phoneticFamilyName
    case organization, phoneticOrganization
    case phone, email
    /// Anything else: kept as a field under its header.
    case other

    /// The column a header names.
    init(header: String) {
        let key = header.trimmingWhitespace().lowercased()
        switch key {
        case "name", "full name", "display name": self = .formattedName
        case "name prefix", "title", "prefix": self = .namePrefix
        case "first name", "given name": self = .givenName
        case "middle name", "additional name": self = .middleName
        case "last name", "family name", "surname": self = .familyName
        case "name suffix", "suffix": self = .nameSuffix
        case "nickname": self = .nickname
        case "phonetic first name", "given name yomi", "given yomi", "first name yomi": self = .phoneticGivenName
        case "phonetic middle name", "additional name yomi", "middle name yomi": self = .phoneticMiddleName
        case "phonetic last name", "family name yomi", "surname yomi", "last name yomi": self = .phoneticFamilyName
        case "organization name", "organization 1 - name", "company": self = .organization
        case "organization 1 - yomi", "company yomi", "phonetic organization name": self = .phoneticOrganization
        default:
            let isLabel = key.contains("label") || key.contains("type") || key.contains("display")
            if !isLabel, key.contains("phone"), !key.contains("phonetic") { self = .phone }
            else if !isLabel, key.contains("e-mail") || key.contains("email") { self = .email }
            else { self = .other }
        }
    }

    /// Whether the column names the contact (a row with one of these has something to file by).
    var isName: Bool {
        switch self {
        case .formattedName, .givenName, .middleName, .familyName, .nickname, .organization,
             .phoneticGivenName, .phoneticFamilyName:
            return true
        default:
            return false
        }
    }
}
