/// Collects one card's properties into a ``Contact``, applying Android's rules of precedence
/// for phonetic names (com.android.vcard's `VCardEntry`):
/// `X-PHONETIC-FIRST/MIDDLE/LAST-NAME` first, then vCard 4.0's `N;SORT-AS`, then
/// `SOUND;X-IRMC-N`, and `SORT-STRING` only when nothing else gave one.
struct VCardCardBuilder {
    /// The line of `BEGIN:VCARD`.
    let line: Int
    /// The card's version: 3.0 until a `VERSION` line says otherwise.
    var version: VCardVersion = .v30
    private(set) var contact = Contact()
    private var sawXPhonetic = false
    private var sortAs: [String]?
    private var irmcName: [String]?
    private var sortString: String?
    /// Whether the card has had its N, FN and ORG (each taken once).
    private var seenN = false, seenFN = false, seenOrg = false

    /// Whether properties without a contact member are kept (``VCardReader/keepsOtherFields``).
    let keepsOtherFields: Bool

    init(line: Int, keepsOtherFields: Bool = true) {
        self.line = line
        self.keepsOtherFields = keepsOtherFields
    }

    /// Adds a property whose value is decoded to text (still escaped).
    mutating func add(_ property: VCardProperty, text: String) {
        switch property.kind {
        case .version:
            version = VCardVersion(text)
        case .n where seenN, .fn where seenFN, .org where seenOrg:
            // A second N, FN or ORG (a card merged from two sources): the first is the
            // contact's, as ez-vcard and the vCard RFCs read a property of cardinality one;
            // the later one is kept whole with the other fields, never dropped.
            guard keepsOtherFields else { return }
            contact.appendOtherField(name: property.sourceName, value: unescaped(text))
        case .n:
            seenN = true
            let parts = components(text)
            contact.familyName = part(parts, 0)
            contact.givenName = part(parts, 1)
            contact.middleName = part(parts, 2)
            contact.namePrefix = part(parts, 3)
            contact.nameSuffix = part(parts, 4)
            if let value = property.parameter("SORT-AS") {
                // RFC 6350 separates the components with commas; some writers use semicolons.
                let separator: Character = value.contains(",") || !value.contains(";") ? "," : ";"
                sortAs = value.split(separator: separator, omittingEmptySubsequences: false).map { String($0) }
            }
        case .fn:
            seenFN = true
            contact.formattedName = unescaped(text)
        case .org:
            seenOrg = true
            let parts = components(text)
            contact.organization = part(parts, 0)
            if keepsOtherFields, parts.dropFirst().contains(where: { !$0.isEmpty }) {
                contact.appendOtherField(name: property.sourceName, value: parts.joined(separator: ";"))
            }
        case .nickname:
            // 3.0 and 4.0 allow a comma list: the first is the one shown.
            contact.nickname = Contact.present(commaList(text).first)
        case .phoneticFirst:
            contact.phoneticGivenName = Contact.present(unescaped(text))
            sawXPhonetic = true
        case .phoneticMiddle:
            contact.phoneticMiddleName = Contact.present(unescaped(text))
            sawXPhonetic = true
        case .phoneticLast:
            contact.phoneticFamilyName = Contact.present(unescaped(text))
            sawXPhonetic = true
        case .phoneticOrg:
            contact.phoneticOrganization = Contact.present(unescaped(text))
        case .sound where property.types.contains("X-IRMC-N"):
            irmcName = components(text)
        case .sortString:
            sortString = Contact.present(unescaped(text))
        case .androidCustom where text.hasPrefix("vnd.android.cursor.item/nickname;"):
            // Android's own export of a nickname row: the mime type, then the nickname.
            contact.nickname = part(components(text), 1)
        case .showAs:
            contact.showsAsCompany = text.trimmingWhitespace().uppercased() == "COMPANY"
        case .tel:
            contact.appendPhone(unescaped(text))
        case .email:
            contact.appendEmail(unescaped(text))
        default:
            guard keepsOtherFields else { return }
            contact.appendOtherField(name: property.sourceName, value: unescaped(text))
        }
    }

    /// The finished contact: phonetic names settled by precedence.
    consuming func finished() -> Contact {
        // Consuming: the builder's contact is moved out, not copied (a copy retains each of
        // its strings, for every card of the file).
        var contact = self.contact
        func hasPhonetic() -> Bool { contact.phoneticFamilyName != nil || contact.phoneticGivenName != nil || contact.phoneticMiddleName != nil }
        if !sawXPhonetic, let sortAs {
            contact.phoneticFamilyName = part(sortAs, 0)
            contact.phoneticGivenName = part(sortAs, 1)
            contact.phoneticMiddleName = part(sortAs, 2)
        }
        if !sawXPhonetic, !hasPhonetic(), let irmcName {
            let filled = irmcName.dropFirst().contains { !$0.trimmingWhitespace().isEmpty }
            if filled {
                contact.phoneticFamilyName = part(irmcName, 0)
                contact.phoneticGivenName = part(irmcName, 1)
                contact.phoneticMiddleName = part(irmcName, 2)
            } else if let whole = part(irmcName, 0) {
                // Only the first element: Android splits it on spaces.
                let words = whole.split(whereSeparator: \.isWhitespace).map(String.init)
                switch words.count {
                case 3:
                    (contact.phoneticFamilyName, contact.phoneticMiddleName, contact.phoneticGivenName) = (words[0], words[1], words[2])
                case 2:
                    (contact.phoneticFamilyName, contact.phoneticGivenName) = (words[0], words[1])
                default:
                    contact.phoneticGivenName = whole
                }
            }
        }
        if !hasPhonetic(), let sortString { contact.phoneticGivenName = sortString }
        return contact
    }

    // MARK: Values

    private func part(_ parts: [String], _ index: Int) -> String? {
        index < parts.count ? Contact.present(parts[index]) : nil
    }

    /// A structured value split at its unescaped semicolons, each component unescaped.
    func components(_ text: String) -> [String] {
        VCardText.split(text, at: ";", version: version)
    }

    /// A comma list, each element unescaped.
    func commaList(_ text: String) -> [String] {
        version == .v21 ? [text] : VCardText.split(text, at: ",", version: version)
    }

    /// A text value unescaped. vCard 2.1 has no escapes outside structured values.
    func unescaped(_ text: String) -> String {
        // Most values have no escape at all: they are kept as they are, uncopied.
        version == .v21 || !Self.hasBackslash(text) ? text : VCardText.split(text, at: nil, version: version)[0]
    }

    /// Whether `text` has a backslash: through its contiguous bytes (the generic `contains` on a
    /// string's UTF-8 view was a visible part of reading every field).
    private static func hasBackslash(_ text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { $0.contains(UInt8(ascii: "\\")) } ?? text.utf8.contains(UInt8(ascii: "\\"))
    }
}
