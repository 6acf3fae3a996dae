import Collation

extension Contact {
    /// What the contact files under, in parts, each with the role it is read in.
    ///
    /// - A person's name, in `order`: each part spelled phonetically where the source gives a
    ///   phonetic spelling (furigana, pinyin), with the part as written beside it
    ///   (``NamePart/written``), else as written. The family name is read as a
    ///   family name, so that a Chinese surname takes its surname reading (单 is Shàn), and
    ///   nothing else is.
    /// - With no name in parts: the formatted name, read as a whole person's name.
    /// - A card shown as its company, or with no name at all: the organization (phonetic
    ///   where given), read as plain text.
    /// - With none of these: the nickname; then, as iOS does, the card files under "#",
    ///   sorted by its first phone number or e-mail address (its parts are "#" and that text).
    ///   An empty card has no parts and files under "#".
    public func collationParts(order: NameOrder = .family) -> [NamePart] {
        var parts: [NamePart] = []
        appendCollationParts(order: order, to: &parts)
        return parts
    }

    /// Appends ``collationParts(order:)`` to `parts`: for a caller that keys many contacts and
    /// reuses one array (an array made per contact cost as much as keying its name).
    package func appendCollationParts(order: NameOrder = .family, to parts: inout [NamePart]) {
        let start = parts.count
        // The company is looked at only when the card shows as one or has no name in parts.
        var company: String? { Self.present(phoneticOrganization).map(KanaWidth.widened) ?? Self.present(organization) }
        if showsAsCompany, let company { return parts.append(NamePart(company, role: .text)) }
        let family = Self.part(phoneticFamilyName, familyName, role: .familyName)
        let given = Self.part(phoneticGivenName, givenName, role: .givenName)
        let middle = Self.part(phoneticMiddleName, middleName, role: .givenName)
        switch order {
        case .family:
            if let family { parts.append(family) }
            if let given { parts.append(given) }
            if let middle { parts.append(middle) }
        case .given:
            if let given { parts.append(given) }
            if let middle { parts.append(middle) }
            if let family { parts.append(family) }
        }
        if parts.count > start { return }
        if let formatted = Self.present(formattedName) { return parts.append(NamePart(formatted, role: .personName)) }
        if let company { return parts.append(NamePart(company, role: .text)) }
        if let nickname = Self.present(nickname) { return parts.append(NamePart(nickname, role: .personName)) }
        if let contact = fallbackText {
            parts.append(NamePart("#", role: .text))
            parts.append(NamePart(contact, role: .text))
        }
    }

    /// A name part: the phonetic spelling where there is one (with the name as written beside
    /// it; half-width katakana made full-width, so that ｱﾝﾄﾞｳ files as アンドウ does), else the
    /// name as written.
    private static func part(_ phonetic: consuming String?, _ written: consuming String?, role: TextRole) -> NamePart? {
        if let phonetic = present(phonetic) { return NamePart(KanaWidth.widened(phonetic), role: role, written: present(written)) }
        return present(written).map { NamePart($0, role: role) }
    }

    /// How the contact is shown in a list.
    ///
    /// The formatted name where the source has one. Else the name from its parts: family name
    /// first with no space for Chinese, Japanese and Korean names (山田太郎), given name first
    /// for others (Dr. John Q. Smith Jr.). A card shown as its company, or without a name,
    /// shows the organization, then the nickname, then its first phone number or e-mail
    /// address; an empty card shows as an empty string.
    public var displayName: String {
        // The one rule for falling back to a phone or an address (the CSV reader leaves them
        // unread for text output where a contact has a name to show).
        guard hasNameToShow else { return fallbackText ?? "" }
        let company = Self.present(organization)
        if showsAsCompany, let company { return company }
        if let formatted = Self.present(formattedName) { return formatted }
        let family = Self.present(familyName), given = Self.present(givenName), middle = Self.present(middleName)
        if family != nil || given != nil || middle != nil {    // a structured name
            // Joined part by part, without arrays: a list asks every contact for its name.
            var name = ""
            func add(_ part: String?, _ separator: String) {
                guard let part else { return }
                if !name.isEmpty { name += separator }
                name += part
            }
            func hasCJK(_ part: String?) -> Bool { part?.unicodeScalars.contains(where: Self.isCJK) ?? false }
            if hasCJK(family) || hasCJK(given) || hasCJK(middle) {
                add(family, "")
                add(given, "")
                add(middle, "")
            } else {
                add(Self.present(namePrefix), " ")
                add(given, " ")
                add(middle, " ")
                add(family, " ")
                add(Self.present(nameSuffix), " ")
            }
            return name
        }
        return company ?? Self.present(nickname) ?? ""
    }

    /// Whether the contact has a name to show of its own (a name, a company, a nickname), so
    /// that ``displayName`` does not fall back to its first phone number or e-mail address.
    package var hasNameToShow: Bool {
        Self.present(organization) != nil || Self.present(formattedName) != nil || Self.present(familyName) != nil
            || Self.present(givenName) != nil || Self.present(middleName) != nil || Self.present(nickname) != nil
    }

    /// The first phone number or e-mail address, for a card with no name.
    private var fallbackText: String? {
        phones.lazy.compactMap(Self.present).first ?? emails.lazy.compactMap(Self.present).first
    }

    /// Whether `scalar` is written in a script whose names are written family name first with
    /// no space: Han, kana, Hangul.
    package static func isCJK(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1100...0x11FF, 0x3040...0x30FF, 0x3130...0x318F, 0x31F0...0x31FF, 0x3400...0x4DBF,
             0x4E00...0x9FFF, 0xA960...0xA97F, 0xAC00...0xD7FF, 0xF900...0xFAFF, 0xFF66...0xFF9F,
             0x20000...0x3FFFF:
            return true
        default:
            return false
        }
    }
}
