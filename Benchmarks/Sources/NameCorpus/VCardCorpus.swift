/// An address book as phones export it, for reading benchmarks: the multilingual names as
/// vCards, mostly 3.0 (iPhone), every fourth 2.1 with quoted-printable UTF-8 (Android), with
/// phones and e-mails, phonetic names on a tenth, and a folded base64 photo on every twentieth.
public enum VCardCorpus {
    public static func cards(_ count: Int) -> String {
        let names = NameCorpus.multilingual(count)
        let photo = (0..<12).map { _ in " " + String(repeating: "QUJDREVGR0hJSktMTU5PUFFSU1RVVldYWVo", count: 2) }.joined(separator: "\r\n")
        var out = ""
        out.reserveCapacity(count * 200)
        for (index, name) in names.enumerated() {
            let words = name.split(separator: " ", maxSplits: 1).map(String.init)
            let (family, given): (String, String) = words.count == 2
                ? (words[1], words[0])
                : (String(name.prefix(1)), String(name.dropFirst()))
            if index % 4 == 3 {
                out += "BEGIN:VCARD\r\nVERSION:2.1\r\n"
                out += "N;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:\(quotedPrintable(family));\(quotedPrintable(given));;;\r\n"
                out += "FN;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:\(quotedPrintable(name))\r\n"
                out += "TEL;CELL:+1 555 \(1000 + index % 9000)\r\n"
            } else {
                out += "BEGIN:VCARD\r\nVERSION:3.0\r\nN:\(family);\(given);;;\r\nFN:\(name)\r\n"
                out += "TEL;type=CELL;type=VOICE;type=pref:+1 555 \(1000 + index % 9000)\r\n"
                out += "item1.EMAIL;type=INTERNET:contact\(index)@example.com\r\n"
                if index % 10 == 0 { out += "X-PHONETIC-LAST-NAME:\(family.lowercased())\r\n" }
                if index % 20 == 0 { out += "PHOTO;ENCODING=b;TYPE=JPEG:/9j/4AAQSkZJRgABAQAAAQABAAD\r\n\(photo)\r\n" }
            }
            out += "END:VCARD\r\n"
        }
        return out
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
