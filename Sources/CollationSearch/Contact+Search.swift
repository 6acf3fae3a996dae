import Collation
import CollationContacts

extension SearchKeyBuilder {
    /// The keys of a contact: its name as shown, and the readings of the ways it is written.
    ///
    /// The name as written (family name first for Chinese, Japanese and Korean names, given
    /// name first for others, and then family name first too, since people type either), its
    /// phonetic fields (furigana, pinyin), its formatted name, nickname and company.
    public func keys(for contact: Contact) -> SearchKeys {
        keys(display: contact.displayName, spellings: Self.spellings(of: contact))
    }

    /// The ways `contact` is written, main one first: what ``keys(for:)-(Contact)`` reads.
    public static func spellings(of contact: Contact) -> [[NamePart]] {
        func part(_ value: String?, _ role: TextRole) -> NamePart? {
            guard let value, !value.allSatisfy(\.isWhitespace) else { return nil }
            return NamePart(value, role: role)
        }
        let family = part(contact.familyName, .familyName)
        let given = part(contact.givenName, .givenName)
        let middle = part(contact.middleName, .givenName)
        let familyFirst = [family, given, middle].compactMap { $0 }
        let givenFirst = [given, middle, family].compactMap { $0 }
        let isCJK = familyFirst.contains { $0.text.unicodeScalars.contains(where: Contact.isCJK) }
        var spellings = isCJK ? [familyFirst] : [givenFirst, familyFirst]
        spellings.append([part(contact.phoneticFamilyName, .familyName), part(contact.phoneticGivenName, .givenName),
                          part(contact.phoneticMiddleName, .givenName)].compactMap { $0 })
        for (value, role) in [(contact.formattedName, TextRole.personName), (contact.nickname, .personName),
                              (contact.organization, .text), (contact.phoneticOrganization, .text)] {
            if let part = part(value, role) { spellings.append([part]) }
        }
        return spellings.filter { !$0.isEmpty }
    }

}

extension KeypadIndex where Element == Contact {
    /// A keypad index of contacts: each shown by its ``Contact/displayName``, read as
    /// ``SearchKeyBuilder/spellings(of:)`` says, and found by its ``Contact/phones`` too.
    public init(_ sections: [CollationSection<Contact>], keypad: Keypad, builder: SearchKeyBuilder) async {
        await self.init(sections, keypad: keypad, builder: builder, display: \.displayName,
                        spellings: { SearchKeyBuilder.spellings(of: $0) }, phoneNumbers: \.phones)
    }
}
