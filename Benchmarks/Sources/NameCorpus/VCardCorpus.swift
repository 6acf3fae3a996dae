/// An address book as phones export it, for reading benchmarks: the multilingual names as
/// vCards. Most are 3.0 (iPhone: grouped properties with labels, a folded multi-line note on
/// every fifth, an address), every fourth 2.1 with quoted-printable UTF-8 (Android), every tenth
/// 4.0 (SORT-AS, tel: URIs); phones and e-mails throughout, phonetic names on a tenth, and a
/// folded base64 photo (600 bytes) on every twentieth. 100,000 cards are about 36 MB.
public enum VCardCorpus {
    public static func cards(_ count: Int) -> String {
        let names = NameCorpus.multilingual(count)
        let photo = (0..<8).map { _ in " " + String(repeating: "QUJDREVGR0hJSktMTU5PUFFSU1RVVldYWVo", count: 2) }.joined(separator: "\r\n")
        var out = ""
        out.reserveCapacity(count * 360)
        for (index, name) in names.enumerated() {
            let (family, given) = parts(of: name)
            if index % 4 == 3 {
                out += "BEGIN:VCARD\r\nVERSION:2.1\r\n"
                out += "N;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:\(quotedPrintable(family));\(quotedPrintable(given));;;\r\n"
                out += "FN;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:\(quotedPrintable(name))\r\n"
                out += "TEL;CELL:+1 555 \(1000 + index % 9000)\r\n"
                out += "EMAIL;HOME:contact\(index)@example.com\r\n"
            } else if index % 10 == 9 {
                out += "BEGIN:VCARD\r\nVERSION:4.0\r\n"
                out += "N;SORT-AS=\"\(family.lowercased()),\(given.lowercased())\":\(family);\(given);;;\r\n"
                out += "FN:\(name)\r\n"
                out += "TEL;VALUE=uri;TYPE=\"voice,cell\":tel:+1-555-\(1000 + index % 9000)\r\n"
                out += "EMAIL;TYPE=work:contact\(index)@example.com\r\n"
            } else {
                out += "BEGIN:VCARD\r\nVERSION:3.0\r\nPRODID:-//Apple Inc.//iPhone OS 17.1//EN\r\nN:\(family);\(given);;;\r\nFN:\(name)\r\n"
                out += "TEL;type=CELL;type=VOICE;type=pref:+1 555 \(1000 + index % 9000)\r\n"
                out += "item1.EMAIL;type=INTERNET:contact\(index)@example.com\r\nitem1.X-ABLabel:_$!<Other>!$_\r\n"
                out += "item2.ADR;type=HOME;type=pref:;;\(index) Main Street;Springfield;;12345;USA\r\nitem2.X-ABADR:us\r\n"
                if index % 5 == 0 {
                    out += "NOTE:Met at the conference in \(2000 + index % 25)\\nCall before noon\\, never on Sundays. Likes t\r\n ea\\, not coffee.\r\n"
                }
                if index % 10 == 0 { out += "X-PHONETIC-LAST-NAME:\(family.lowercased())\r\n" }
                if index % 20 == 0 { out += "PHOTO;ENCODING=b;TYPE=JPEG:/9j/4AAQSkZJRgABAQAAAQABAAD\r\n\(photo)\r\n" }
            }
            out += "END:VCARD\r\n"
        }
        return out
    }

    /// The same names as a Google Contacts CSV export (today's header, UTF-8).
    public static func googleCSV(_ count: Int) -> String {
        var out = "First Name,Middle Name,Last Name,Phonetic First Name,Phonetic Middle Name,Phonetic Last Name,Name Prefix,Name Suffix,"
            + "Nickname,File As,Organization Name,Organization Title,Organization Department,Birthday,Notes,Photo,Labels,"
            + "E-mail 1 - Label,E-mail 1 - Value,Phone 1 - Label,Phone 1 - Value\r\n"
        out.reserveCapacity(count * 120)
        for (index, name) in NameCorpus.multilingual(count).enumerated() {
            let (family, given) = parts(of: name)
            let phonetic = index % 10 == 0 ? family.lowercased() : ""
            let note = index % 5 == 0 ? "\"Met at the conference, \(2000 + index % 25)\nCall before noon\"" : ""
            out += "\(quoted(given)),,\(quoted(family)),,,\(quoted(phonetic)),,,,,,,,,\(note),,* myContacts,* Other,contact\(index)@example.com,Mobile,+1 555 \(1000 + index % 9000)\r\n"
        }
        return out
    }

    /// The family and given name of a corpus name: its last and first words, or its first
    /// character and the rest (Chinese, Japanese, Korean).
    private static func parts(of name: String) -> (family: String, given: String) {
        let words = name.split(separator: " ", maxSplits: 1).map(String.init)
        return words.count == 2 ? (words[1], words[0]) : (String(name.prefix(1)), String(name.dropFirst()))
    }

    /// A CSV field, quoted when it has to be.
    private static func quoted(_ field: String) -> String {
        field.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" }) ? "\"" + field.split(separator: "\"", omittingEmptySubsequences: false).joined(separator: "\"\"") + "\"" : field
    }

    /// Quoted-printable of every byte that is not printable ASCII, with soft breaks every 70
    /// characters, as Android writes it.
    private static func quotedPrintable(_ text: String) -> String {
        var out = "", column = 0
        for byte in text.utf8 {
            let piece = byte >= 0x21 && byte <= 0x7E && byte != 0x3D && byte != 0x3B
                ? String(UnicodeScalar(byte)) : "=" + String(byte, radix: 16, uppercase: true)
            if column + piece.count > 70 {
                out += "=\r\n"
                column = 0
            }
            out += piece
            column += piece.count
        }
        return out
    }
}
