import Collation
import CollationContacts
import Testing

/// The CSV reader on each export flavour's published header row, and on RFC 4180's quoting.
@Suite("Contact CSV reader")
struct ContactCSVReaderTests {
    private func read(_ name: String, encoding: String? = nil, nameColumn: String? = nil) throws -> (contacts: [Contact], problems: [FileProblem]) {
        let reader = ContactCSVReader(encoding: encoding.flatMap(TextEncoding.init(named:)), nameColumn: nameColumn)
        return reader.read(try Fixtures.bytes("csv/\(name)"), file: name)
    }

    @Test("Google Contacts today: UTF-8 with a BOM, phonetic columns, ' ::: ' lists, quoted fields with commas, quotes and line breaks")
    func google() throws {
        let (contacts, problems) = try read("google.csv")
        #expect(problems.isEmpty)
        #expect(contacts.count == 6)
        #expect(contacts[0].familyName == "单")
        #expect(contacts[0].phones == ["+86 138 0000 0000", "+86 10 1234 5678"])
        #expect(contacts[1].phoneticFamilyName == "やまだ")
        #expect(contacts[1].phoneticGivenName == "たろう")
        #expect(contacts[2].organization == "Acme Corp")
        #expect(contacts[3].field("Notes") == "Met in Berlin, \"Café Einstein\"\nCall after 6")
        #expect(contacts[3].namePrefix == "Dr.")
        #expect(contacts[4].emails == ["zed@example.com"])
        #expect(contacts[5].nickname == "Zo")
    }

    @Test("Google's older export: UTF-16 with Yomi columns and an organization's reading")
    func googleLegacy() throws {
        let (contacts, problems) = try read("google-legacy.csv")
        #expect(problems.isEmpty)
        #expect(contacts.map(\.displayName) == ["佐藤 花子", "John Smith", "任天堂"])
        #expect(contacts[0].phoneticFamilyName == "さとう")
        #expect(contacts[1].emails == ["john@example.com", "j.smith@example.org"])
        #expect(contacts[2].phoneticOrganization == "にんてんどう")
    }

    @Test("Outlook.com: Given Yomi and Surname Yomi, Title and Suffix, Company")
    func outlookCom() throws {
        let (contacts, problems) = try read("outlook-com.csv")
        #expect(problems.isEmpty)
        #expect(contacts[0].phoneticFamilyName == "すずき")
        #expect(contacts[1].displayName == "Ms. Mary Ann Jones PhD")
        #expect(contacts[1].phones == ["+1 206 555 0100"])
        #expect(contacts[2].organization == "Contoso, Ltd.")
        #expect(contacts[3].givenName == "曾")
    }

    @Test("Outlook desktop: every header quoted, Windows-1252: read with its encoding, refused without it")
    func outlookDesktop() throws {
        let refused = try read("outlook-desktop-1252.csv")
        #expect(refused.contacts.isEmpty)
        #expect(refused.problems.count == 1)
        #expect(refused.problems.first?.line == 2)
        #expect(refused.problems.first?.message.contains("not valid UTF-8") == true)
        let (contacts, problems) = try read("outlook-desktop-1252.csv", encoding: "windows-1252")
        #expect(problems.isEmpty)
        #expect(contacts.map(\.displayName) == ["Jürgen Müller", "Zoë Ångström", "Mr. Élie Œhler"])
        #expect(contacts[0].organization == "Bäckerei Müller")
        #expect(contacts[0].emails == ["juergen@example.de"], "the display-name column is not an address")
        #expect(contacts[2].field("Notes") == "Price: 5€ – “quoted”")
    }

    @Test("Any CSV with --name-column; a missing column or no name column is said clearly")
    func nameColumn() throws {
        let (contacts, problems) = try read("members.csv", nameColumn: "display")
        #expect(problems.isEmpty)
        #expect(contacts.map(\.displayName) == ["Ærlig Åse", "Björk", ""])
        #expect(contacts[2].field("city") == "nowhere")
        let missing = try read("members.csv", nameColumn: "nom")
        #expect(missing.problems.first?.message.hasPrefix("no column \"nom\" in the header") == true)
        let none = try read("members.csv")
        #expect(none.problems.first?.message.contains("--name-column") == true)
    }

    @Test("RFC 4180: records keep the line they start on after a field with line breaks; an unclosed quote is kept and reported")
    func quoting() {
        let text = "First Name,Last Name,Notes\nAnn,Lee,\"two\nlines, and \"\"quotes\"\"\"\nBo,Ek,x\nCy,Oh,\"never closed\nDi,Fo,y\n"
        let (contacts, problems) = ContactCSVReader().read(Array(text.utf8), file: "q.csv")
        #expect(contacts.map(\.displayName) == ["Ann Lee", "Bo Ek", "Cy Oh"])
        #expect(contacts[0].field("Notes") == "two\nlines, and \"quotes\"")
        #expect(contacts[2].field("Notes") == "never closed\nDi,Fo,y\n")
        #expect(problems.map(\.description) == ["q.csv:5: a quoted field that begins here is never closed; the rest of the file was read as that field"])
        let extra = ContactCSVReader().read(Array("Name,City\nAnn,Oslo,extra\n".utf8), file: "e.csv")
        #expect(extra.contacts.first?.field("column 3") == "extra")
        #expect(extra.problems.first?.line == 2)
    }

    @Test("Semicolon-delimited exports (Outlook where the decimal mark is a comma)")
    func semicolons() {
        let (contacts, _) = ContactCSVReader().read(Array("First Name;Last Name\nÅsa;Berg\n".utf8), file: "s.csv")
        #expect(contacts.map(\.displayName) == ["Åsa Berg"])
    }

    @Test("Contact headers are recognized; other first lines are not")
    func headerDetection() {
        let reader = ContactCSVReader()
        #expect(reader.isContactHeader("First Name,Middle Name,Last Name,Phonetic First Name"))
        #expect(reader.isContactHeader("\"Title\",\"First Name\",\"Middle Name\",\"Last Name\""))
        #expect(!reader.isContactHeader("Smith, John"))
        #expect(!reader.isContactHeader("id,display,city"))
        #expect(ContactCSVReader(nameColumn: "display").isContactHeader("id,display,city"))
    }

    @Test("A large export is read in parts at once as it is read whole: quoted line breaks, doubled quotes, stray quotes, lines of problems",
          arguments: [false, true])
    func largeFileInParts(strayQuotes: Bool) {
        var text = "First Name,Last Name,Notes,Phone 1 - Value,Custom\r\n"
        var expected: [Contact] = []
        var problemLines: [Int] = []
        var line = 2
        for index in 0..<30_000 {
            var contact = Contact(givenName: "Given\(index)", familyName: "Family\(index)")
            var note = "plain note \(index)"
            var cell = note
            switch index % 5 {
            case 0:
                note = "two\nlines, \"quoted\" \(index)"
                cell = "\"two\nlines, \"\"quoted\"\" \(index)\""
            case 1 where strayQuotes:
                // A quote inside an unquoted field is kept as written, and throws off a count of quotes.
                note = "5\" tall \(index)"
                cell = note
            default:
                break
            }
            contact.otherFields = [ContactField(name: "Notes", value: note), ContactField(name: "Custom", value: "c\(index)")]
            contact.phones = index % 3 == 0 ? ["+1 555 \(index)", "+1 556 \(index)"] : ["+1 555 \(index)"]
            var row = "Given\(index),Family\(index),\(cell),\(contact.phones.joined(separator: " ::: ")),c\(index)"
            if index % 7_000 == 6_999 {
                row += ",extra"
                contact.otherFields.append(ContactField(name: "column 6", value: "extra"))
                problemLines.append(line)
            }
            text += row + "\r\n"
            line += index % 5 == 0 ? 2 : 1
            expected.append(contact)
        }
        let bytes = Array(text.utf8)
        #expect(bytes.count > 1 << 20)
        let (contacts, problems) = ContactCSVReader().read(bytes, file: "big.csv")
        #expect(contacts.count == expected.count)
        let wrong = zip(contacts, expected).enumerated().filter { $0.element.0 != $0.element.1 }.map(\.offset)
        #expect(wrong.isEmpty, "\(wrong.count) rows read wrong, the first \(wrong.first ?? 0): \(wrong.first.map { contacts[$0] }.map(String.init(describing:)) ?? "")")
        #expect(problems.map(\.line) == problemLines)
        // Names only: the same contacts without their other fields.
        let lean = ContactCSVReader(keepsOtherFields: false).read(bytes, file: "big.csv")
        #expect(lean.contacts == expected.map { var contact = $0; contact.otherFields = []; return contact })
        #expect(lean.problems == problems)
    }
}
