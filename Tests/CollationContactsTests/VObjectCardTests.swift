import CollationContacts
import Collation
import Foundation
import Testing

/// vobject's vCard tests (github.com/py-vobject/vobject: `tests/test_vcards.py`,
/// `tests/test_vobject_parsing.py`, `tests/test_compatibility.py` and `test_files/radicale-1587.vcf`),
/// their cards and what they assert, as facts: each card is written out here as the test
/// writes it, and the package must read what vobject reads.
@Suite("vobject's vCard tests")
struct VObjectCardTests {
    func read(_ text: String) -> (contacts: [Contact], problems: [FileProblem]) {
        VCardReader().read(Array(text.utf8), file: "t.vcf")
    }

    @Test("test_with_groups: a group on BEGIN and on properties, lower-case names, a folded note with an escaped line break")
    func groups() throws {
        let card = "home.begin:vcard\r\nversion:3.0\r\nsource:ldap://cn=Meister%20Berger,o=Universitaet%20Goerlitz,c=DE\r\n"
            + "name:Meister Berger\r\nfn:Meister Berger\r\nn:Berger;Meister\r\nbday;value=date:1963-09-21\r\no:Universitæt Görlitz\r\n"
            + "title:Mayor\r\ntitle;language=de;value=text:Burgermeister\r\nnote:The Mayor of the great city of\r\n"
            + "  Goerlitz in the great country of Germany.\\nNext line.\r\nemail;internet:mb@goerlitz.de\r\n"
            + "home.tel;type=fax,voice;type=msg:+49 3581 123456\r\nhome.label:Hufenshlagel 1234\\n\r\n 02828 Goerlitz\\n\r\n Deutschland\r\nEND:VCARD\r\n"
        let (contacts, problems) = read(card)
        #expect(problems.isEmpty, "\(problems)")
        let contact = try #require(contacts.count == 1 ? contacts[0] : nil)
        #expect(contact.formattedName == "Meister Berger" && contact.familyName == "Berger" && contact.givenName == "Meister")
        #expect(contact.emails == ["mb@goerlitz.de"])
        #expect(contact.phones == ["+49 3581 123456"])
        #expect(contact.field("NOTE") == "The Mayor of the great city of Goerlitz in the great country of Germany.\nNext line.")
    }

    @Test("test_vcard_3_parsing: a structured ORG, escapes in ADR, three numbers in order; read again from what the writer gives, the same")
    func simple30() throws {
        let card = "BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Daffy Duck Knudson (with Bugs Bunny and Mr. Pluto)\r\n"
            + "N:Knudson;Daffy Duck (with Bugs Bunny and Mr. Pluto)\r\nNICKNAME:gnat and gnu and pluto\r\nBDAY;value=date:02-10\r\n"
            + "TEL;type=HOME:+01-(0)2-765.43.21\r\nTEL;type=CELL:+01-(0)5-555.55.55\r\nACCOUNT;type=HOME:010-1234567-05\r\n"
            + "ADR;type=HOME:;;Haight Street 512\\;\\nEscape\\, Test;Novosibirsk;;80214;Gnuland\r\nTEL;type=HOME:+01-(0)2-876.54.32\r\n"
            + "ORG:University of Novosibirsk;Department of Octopus Parthenogenesis\r\nEND:VCARD\r\n"
        let (contacts, problems) = read(card)
        #expect(problems.isEmpty, "\(problems)")
        let contact = try #require(contacts.first)
        #expect(contact.familyName == "Knudson" && contact.givenName == "Daffy Duck (with Bugs Bunny and Mr. Pluto)")
        #expect(contact.nickname == "gnat and gnu and pluto")
        #expect(contact.phones == ["+01-(0)2-765.43.21", "+01-(0)5-555.55.55", "+01-(0)2-876.54.32"])
        // vobject: org.value == ["University of Novosibirsk", "Department of Octopus Parthenogenesis"].
        #expect(contact.organization == "University of Novosibirsk")
        #expect(contact.field("ORG") == "University of Novosibirsk;Department of Octopus Parthenogenesis")
        #expect(contact.field("ADR") == ";;Haight Street 512;\nEscape, Test;Novosibirsk;;80214;Gnuland")
        // vobject serializes and reads the card again three times, the ORG unchanged. The
        // package's writer (a phonetic name written in) gives the card back byte for byte when
        // it has nothing to add, three times over.
        var bytes = Array(card.utf8)
        for _ in 0..<3 {
            let output = try VCardPhoneticWriter().write(bytes, file: "t.vcf", suggest: { _ in PhoneticName() })
            #expect(output.bytes == bytes)
            bytes = output.bytes
        }
        #expect(read(String(decoding: bytes, as: UTF8.self)).contacts == contacts)
    }

    @Test("test_vobject_parsing's quoted_printable: 2.1 UTF-8 in quoted-printable, a soft line break in a URL")
    func quotedPrintable() throws {
        let card = "BEGIN:VCARD\r\nVERSION:2.1\r\nN;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:=E9=BB=84;=E4=B8=96=E5=8B=87;;;\r\n"
            + "FN;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:=E9=BB=84=E4=B8=96=E5=8B=87\r\nTEL;CELL:15810139237\r\nTEL;WORK:01088520374\r\n"
            + "ADR;HOME;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:;;;=E5=8C=97=E4=BA=AC=20=E4=B8=B0=E5=8F=B0=E5=8C=BA;;;\r\n"
            + "URL;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:=68=74=74=70=3A=2F=2F=77=65=69=62=6F=2E=63=6F=6D=2F=33=30=39=34=39=30=\r\n"
            + "=30=34=33=33=3F=E9=97=AA=E9=97=AA=48=E7=BA=A2=E6=98=9F\r\nEND:VCARD\r\n"
        let (contacts, problems) = read(card)
        #expect(problems.isEmpty, "\(problems)")
        let contact = try #require(contacts.first)
        #expect(contact.familyName == "黄" && contact.givenName == "世勇" && contact.formattedName == "黄世勇")
        #expect(contact.phones == ["15810139237", "01088520374"])
        #expect(contact.field("URL") == "http://weibo.com/3094900433?闪闪H红星")
    }

    @Test("test_missing_object_terminator: no line break after END, a folded END, LF and CR line ends", arguments: [
        "BEGIN:VCARD\r\nEND:VCARD", "BEGIN:VCARD\r\nEND:\r\n VCARD", "BEGIN:VCARD\nEND:VCARD", "BEGIN:VCARD\rEND:VCARD",
    ])
    func missingTerminator(card: String) {
        let (contacts, problems) = read(card)
        #expect(contacts.count == 1)
        #expect(problems.isEmpty, "\(problems)")
    }

    @Test("radicale-1587.vcf: every part of N, and a GEO kept as written")
    func radicale1587() throws {
        let (contacts, problems) = read("BEGIN:VCARD\nVERSION:3.0\nFN:Given Family\nN:Family;Given;Additional;Prefix;Suffix\nGEO:37.386013;-122.082932\nEND:VCARD\n")
        #expect(problems.isEmpty)
        let contact = try #require(contacts.first)
        #expect([contact.familyName, contact.givenName, contact.middleName, contact.namePrefix, contact.nameSuffix] == ["Family", "Given", "Additional", "Prefix", "Suffix"])
        #expect(contact.field("GEO") == "37.386013;-122.082932")
    }

    @Test("test_compatibility's radicale_0731 (DAVdroid through ez-vcard): a folded base64 photo skipped, the name and number read")
    func davdroid() throws {
        let photo = String(repeating: " AgICAgQDAgICAgUEBAMEBgUGBgYFBgYGBwkIBgcJBwYGCAsICQoKCgoKBggLDAsKDAkKCgr/2w\r\n", count: 40)
        let card = "BEGIN:VCARD\r\nVERSION:3.0\r\nPRODID:+//IDN bitfire.at//DAVdroid/1.9.7-ose ez-vcard/0.10.3\r\n"
            + "UID:65d02c19-ca11-47e3-af03-945bd797d530\r\nFN:John Doe\r\nN:Doe;John\r\nNICKNAME:John Doe\r\nTEL;TYPE=cell:+358123456789\r\n"
            + "PHOTO;ENCODING=b;TYPE=jpeg:/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAIBAQEBAQIBAQEC\r\n" + photo
            + "REV:2017-12-29T19:01:44Z\r\nEND:VCARD\r\n"
        let (contacts, problems) = read(card)
        #expect(problems.isEmpty, "\(problems)")
        let contact = try #require(contacts.first)
        #expect(contact.formattedName == "John Doe" && contact.nickname == "John Doe" && contact.phones == ["+358123456789"])
        #expect(contact.field("REV") == "2017-12-29T19:01:44Z")
    }
}
