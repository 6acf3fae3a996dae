import Collation
import CollationContacts
import Testing

/// The vCard reader on Android's fixtures (asserting what Android's importer tests assert) and
/// on the traps each version sets.
@Suite("vCard reader")
struct VCardReaderTests {
    @Test("Every card of every fixture becomes exactly one contact")
    func countsInEqualCountsOut() throws {
        for name in try Fixtures.files(in: "vcards") where name.hasSuffix(".vcf") {
            let text = String(decoding: try Fixtures.bytes("vcards/\(name)"), as: UTF8.self)
            let begins = text.uppercased().components(separatedBy: "BEGIN:VCARD").count - 1
            let (contacts, _) = VCardReader().read(try Fixtures.bytes("vcards/\(name)"), file: name)
            #expect(contacts.count == begins, "\(name)")
        }
    }

    @Test("v21_japanese_2: Shift_JIS names, the phonetic names from SOUND;X-IRMC-N kept in halfwidth kana, quoted-printable Shift_JIS")
    func japanese() throws {
        let contact = try Fixtures.onlyCard("v21_japanese_2")
        #expect(contact.familyName == "安藤")
        #expect(contact.givenName == "ロイド1")
        #expect(contact.formattedName == "安藤 ロイド 1")
        #expect(contact.phoneticFamilyName == "ｱﾝﾄﾞｳ")
        #expect(contact.phoneticGivenName == "ﾛｲﾄﾞ1")
        #expect(contact.field("ADR") == ";東京都渋谷区桜丘町26-1セルリアンタワー6階;;;;150-8512;")
        #expect(contact.field("NOTE") == "メモ")
    }

    @Test("v21_backslash: in 2.1, escapes only inside structured values, as Android reads them")
    func backslash() throws {
        let contact = try Fixtures.onlyCard("v21_backslash")
        #expect(contact.familyName == nil)
        #expect(contact.givenName == "A;B\\")
        #expect(contact.middleName == "C\\;")
        #expect(contact.namePrefix == "D")
        #expect(contact.nameSuffix == ":E")
        #expect(contact.formattedName == "A;B\\C\\;D:E\\\\")
    }

    @Test("v30_ios_613_multiline: CR CR LF line ends, a folded base64 photo skipped, grouped properties")
    func iOS6() throws {
        let contact = try Fixtures.onlyCard("v30_ios_613_multiline")
        #expect(contact.familyName == "Smith")
        #expect(contact.givenName == "Bob")
        #expect(contact.formattedName == "Bob Smith")
        #expect(contact.organization == "Smith Auto Repair")
        #expect(contact.emails == ["bob@smithauto.com"])
        #expect(contact.phones == ["(650) 555-1212"])
        #expect(contact.field("item2.URL") == "www.smithauto.com")
        #expect(!contact.otherFields.contains { $0.name == "PHOTO" })
    }

    @Test("A property right after a 2.1 base64 photo is not swallowed by it")
    func customAfterPhoto() throws {
        let contact = try Fixtures.onlyCard("v21_x_android_custom_after_photo")
        #expect(contact.familyName == "Ando")
        #expect(contact.field("X-ANDROID-CUSTOM")?.hasPrefix("vnd.android.cursor.item/") == true)
    }

    @Test("v21_invalid_comment_line: a quoted-printable soft break carries a line that starts with #; comment lines are reported")
    func commentLines() throws {
        let (contacts, problems) = try Fixtures.vcard("v21_invalid_comment_line")
        #expect(contacts.count == 1)
        #expect(contacts.first?.field("NOTE") == "This is an (sharp ->#<- sharp) example. This message must NOT be ignored.")
        #expect(problems.map(\.line) == [6, 9])
    }

    @Test("v21_adr_multiple_line: a 2.1 value ending in a backslash goes on on the next line")
    func multipleLineAddress() throws {
        let (contacts, _) = try Fixtures.vcard("v21_adr_multiple_line")
        let addresses = try #require(contacts.first).otherFields.filter { $0.name == "ADR" }.map(\.value)
        #expect(addresses == [";;Grindelberg 999;Hamburg;;99999;Deutschland",
                              ";;Hermann v. Brevern\n9999999\nPackstation 999;Hamburg;;99999;Deutschland"])
    }

    @Test("v30_comma_separated: a quoted parameter may hold ':' and ','")
    func quotedParameter() throws {
        let contact = try Fixtures.onlyCard("v30_comma_separated")
        #expect([contact.familyName, contact.givenName, contact.middleName] == ["F", "G", "M"])
        #expect(contact.phones == ["1"])
    }

    @Test("v21_im: Android's own nickname row names a card that has no N")
    func androidNickname() throws {
        let contact = try Fixtures.onlyCard("v21_im")
        #expect(contact.nickname == "Nick")
        #expect(contact.displayName == "Nick")
    }

    // MARK: Traps

    @Test("Quoted-printable UTF-8 with a soft line break inside a multibyte character")
    func softBreakInsideCharacter() {
        // 張 is E5 BC B5; the break falls after its first byte.
        let (contacts, problems) = Fixtures.cards("BEGIN:VCARD\r\nVERSION:2.1\r\nN;CHARSET=utf-8;ENCODING=QUOTED-PRINTABLE:=E5=\r\n=BC=B5;=E4=B8=89\r\nEND:VCARD\r\n")
        #expect(problems.isEmpty)
        #expect(contacts.first?.familyName == "張")
        #expect(contacts.first?.givenName == "三")
    }

    @Test("A Shift_JIS character whose second byte is a backslash stays whole (decode first, unescape after)")
    func shiftJISBackslash() {
        // ソ is 83 5C in Shift_JIS; 表 is 95 5C.
        let bytes = Array("BEGIN:VCARD\r\nVERSION:2.1\r\nN;CHARSET=SHIFT_JIS:".utf8) + [0x83, 0x5C, 0x3B, 0x95, 0x5C]
            + Array(";;;\r\nEND:VCARD\r\n".utf8)
        let (contacts, problems) = VCardReader().read(bytes, file: "t.vcf")
        #expect(problems.isEmpty)
        #expect(contacts.first?.familyName == "ソ")
        #expect(contacts.first?.givenName == "表")
    }

    @Test("Legacy CHARSETs: GB2312, Big5, ISO-8859-1, Windows-1252")
    func charsets() {
        let cases: [(String, [UInt8], String)] = [
            ("GB2312", [0xD5, 0xC5], "张"), ("BIG5", [0xB1, 0x69], "張"),
            ("ISO-8859-1", [0x4D, 0xFC, 0x6C, 0x6C, 0x65, 0x72], "Müller"), ("windows-1252", [0x80], "€"),
        ]
        for (charset, name, expected) in cases {
            let bytes = Array("BEGIN:VCARD\nVERSION:2.1\nN;CHARSET=\(charset):".utf8) + name + Array(";\nEND:VCARD\n".utf8)
            let (contacts, problems) = VCardReader().read(bytes, file: "t.vcf")
            #expect(problems.isEmpty, "\(charset)")
            #expect(contacts.first?.familyName == expected, "\(charset)")
        }
    }

    @Test("Bytes that are not UTF-8 and declare no CHARSET refuse the file, naming the line; --encoding reads them")
    func undeclaredLegacyBytes() {
        let bytes = Array("BEGIN:VCARD\nVERSION:3.0\nFN:Ann\nEND:VCARD\nBEGIN:VCARD\nVERSION:3.0\nN:M".utf8) + [0xFC]
            + Array("ller;J\nEND:VCARD\n".utf8)
        let refused = VCardReader().read(bytes, file: "t.vcf")
        #expect(refused.contacts.isEmpty)
        #expect(refused.problems.count == 1)
        #expect(refused.problems.first?.line == 7)
        #expect(refused.problems.first?.message.contains("--encoding") == true)
        let read = VCardReader(defaultEncoding: TextEncoding(named: "windows-1252") ?? .utf8).read(bytes, file: "t.vcf")
        #expect(read.problems.isEmpty)
        #expect(read.contacts.map(\.displayName) == ["Ann", "J Müller"])
    }

    @Test("The hint of a refused file names an encoding its bytes are valid in: windows-1252 for a lone é, shift_jis for a kanji's pair")
    func hintFitsTheBytes() {
        func hint(_ name: [UInt8]) -> String? {
            let bytes = Array("BEGIN:VCARD\nVERSION:2.1\nN:".utf8) + name + Array(";\nEND:VCARD\n".utf8)
            return VCardReader().read(bytes, file: "t.vcf").problems.first?.message
        }
        #expect(hint([0x52, 0x65, 0x6E, 0xE9, 0x65])?.contains("--encoding windows-1252") == true)
        // 山田 in Shift_JIS.
        #expect(hint([0x8E, 0x52, 0x93, 0x63])?.contains("--encoding shift_jis") == true)
    }

    /// vobject's and Android's importers keep a 2.1 contact whose quoted-printable value has a
    /// byte that is not ASCII and no CHARSET (`=E9`, a Latin-1 é, as old Nokia and Outlook
    /// exports write it).
    @Test("A quoted-printable value with a byte that is not ASCII and no CHARSET is read by the best guess and reported; every card is kept")
    func quotedPrintableWithoutCharset() {
        let text = "BEGIN:VCARD\r\nVERSION:2.1\r\nN;ENCODING=QUOTED-PRINTABLE:Ren=E9e;Marie;;;\r\nEND:VCARD\r\n"
            + "BEGIN:VCARD\r\nVERSION:2.1\r\nN:Smith;Anna;;;\r\nEND:VCARD\r\n"
        let (contacts, problems) = VCardReader().read(Array(text.utf8), file: "t.vcf")
        #expect(contacts.map(\.familyName) == ["Renée", "Smith"])
        #expect(problems.count == 1)
        #expect(problems.first?.line == 3)
        #expect(problems.first?.refusesFile == false)
        #expect(problems.first?.message.contains("read as windows-1252") == true)
        // The file's other properties name Shift_JIS: a value without a CHARSET is read as it.
        let japanese = "BEGIN:VCARD\r\nVERSION:2.1\r\nN;CHARSET=SHIFT_JIS;ENCODING=QUOTED-PRINTABLE:=8E=52=93=63;;;;\r\n"
            + "FN;ENCODING=QUOTED-PRINTABLE:=8E=52=93=63\r\nEND:VCARD\r\n"
        let read = VCardReader().read(Array(japanese.utf8), file: "j.vcf")
        #expect(read.contacts.first?.formattedName == "山田")
        #expect(read.problems.map(\.line) == [4])
        #expect(read.problems.first?.message.contains("read as SHIFT_JIS") == true)
    }

    @Test("A second N, FN or ORG leaves the first as the contact's and is kept whole as another field")
    func repeatedSingleProperties() {
        let text = "BEGIN:VCARD\nVERSION:3.0\nN:Doe;John;;;\nFN:John Doe\nORG:Acme\nN:Roe;Jane;;;\nFN:Jane Roe\nORG:Initech\nEND:VCARD\n"
        let (contacts, problems) = VCardReader().read(Array(text.utf8), file: "t.vcf")
        #expect(problems.isEmpty)
        let contact = contacts.first
        #expect(contact?.familyName == "Doe" && contact?.formattedName == "John Doe" && contact?.organization == "Acme")
        #expect(contact?.otherFields.map { "\($0.name):\($0.value)" } == ["N:Roe;Jane;;;", "FN:Jane Roe", "ORG:Initech"])
    }

    @Test("UTF-16 with a byte-order mark is read")
    func utf16() {
        let text = "BEGIN:VCARD\r\nVERSION:3.0\r\nN:王;小明;;;\r\nEND:VCARD\r\n"
        let bytes: [UInt8] = [0xFF, 0xFE] + text.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        let (contacts, problems) = VCardReader().read(bytes, file: "t.vcf")
        #expect(problems.isEmpty)
        #expect(contacts.first?.familyName == "王")
    }

    @Test("Folding: one space or tab in 3.0, any run of them in 2.1")
    func folding() {
        let v30 = Fixtures.cards("BEGIN:VCARD\nVERSION:3.0\nNOTE:one\n  two\n\tthree\nEND:VCARD\n").contacts.first
        #expect(v30?.field("NOTE") == "one twothree")
        let v21 = Fixtures.cards("BEGIN:VCARD\nVERSION:2.1\nNOTE:one\n   two\nEND:VCARD\n").contacts.first
        #expect(v21?.field("NOTE") == "onetwo")
    }

    @Test("3.0 escapes: \\n, \\, \\; \\\\ in text and structured values")
    func escapes() {
        let contact = Fixtures.cards("BEGIN:VCARD\nVERSION:3.0\nN:O\\;Brien;Ann\\, Jr.;;;\nNOTE:a\\nb\\\\c\\,d\nEND:VCARD\n").contacts.first
        #expect(contact?.familyName == "O;Brien")
        #expect(contact?.givenName == "Ann, Jr.")
        #expect(contact?.field("NOTE") == "a\nb\\c,d")
    }

    @Test("Phonetic names: X-PHONETIC first, then SORT-AS, then SOUND;X-IRMC-N, SORT-STRING last")
    func phoneticPrecedence() {
        let all = Fixtures.cards("""
            BEGIN:VCARD\nVERSION:4.0\nN;SORT-AS="sortfamily,sortgiven":山田;太郎;;;\nX-PHONETIC-LAST-NAME:やまだ
            SOUND;TYPE=X-IRMC-N:irmc;irmc;;;\nSORT-STRING:sortstring\nEND:VCARD\n
            """).contacts.first
        #expect(all?.phoneticFamilyName == "やまだ")
        #expect(all?.phoneticGivenName == nil, "X-PHONETIC was seen: the others are ignored")
        let sortAs = Fixtures.cards("BEGIN:VCARD\nVERSION:4.0\nN;SORT-AS=\"やまだ,たろう\":山田;太郎;;;\nSORT-STRING:x\nEND:VCARD\n").contacts.first
        #expect(sortAs?.phoneticFamilyName == "やまだ")
        #expect(sortAs?.phoneticGivenName == "たろう")
        let irmc = Fixtures.cards("BEGIN:VCARD\nVERSION:2.1\nN:山田;太郎\nSOUND;X-IRMC-N:ﾔﾏﾀﾞ;ﾀﾛｳ;;;\nSORT-STRING:x\nEND:VCARD\n").contacts.first
        #expect(irmc?.phoneticFamilyName == "ﾔﾏﾀﾞ")
        #expect(irmc?.phoneticGivenName == "ﾀﾛｳ")
        let sortString = Fixtures.cards("BEGIN:VCARD\nVERSION:3.0\nN:山田;太郎\nSORT-STRING:やまだ\nEND:VCARD\n").contacts.first
        #expect(sortString?.phoneticGivenName == "やまだ")
    }

    @Test("SOUND;X-IRMC-N with only its first element is split on spaces as Android splits it")
    func irmcSplit() {
        func phonetic(_ value: String) -> [String?] {
            let contact = Fixtures.cards("BEGIN:VCARD\nVERSION:2.1\nSOUND;X-IRMC-N:\(value);;;;\nEND:VCARD\n").contacts.first
            return [contact?.phoneticFamilyName, contact?.phoneticMiddleName, contact?.phoneticGivenName]
        }
        #expect(phonetic("a b c") == ["a", "b", "c"])
        #expect(phonetic("a c") == ["a", nil, "c"])
        #expect(phonetic("abc") == [nil, nil, "abc"])
    }

    @Test("A nested card is a contact of its own; a card cut off before END is kept and reported")
    func nestedAndTruncated() {
        let nested = Fixtures.cards("BEGIN:VCARD\nVERSION:2.1\nN:Outer;A\nAGENT:\nBEGIN:VCARD\nVERSION:2.1\nN:Inner;B\nEND:VCARD\nTEL:1\nEND:VCARD\n")
        #expect(nested.problems.isEmpty)
        #expect(Set(nested.contacts.map(\.familyName)) == ["Outer", "Inner"])
        #expect(nested.contacts.first { $0.familyName == "Outer" }?.phones == ["1"])
        let cut = Fixtures.cards("BEGIN:VCARD\nVERSION:3.0\nN:Done;A\nEND:VCARD\nBEGIN:VCARD\nVERSION:3.0\nN:Cut;B\n")
        #expect(cut.contacts.map(\.familyName) == ["Done", "Cut"])
        #expect(cut.problems.map(\.description) == ["t.vcf:5: the card that begins here has no END:VCARD; it was kept"])
    }

    @Test("Outlook's blank line after base64 and indented base64 lines")
    func outlookBase64() {
        let text = "BEGIN:VCARD\r\nVERSION:2.1\r\nN:Photo;Pat\r\nPHOTO;TYPE=JPEG;ENCODING=BASE64:\r\n    /9j/4AAQSkZJRgABAQEAYABgAAD\r\n    AAQSkZJRgABAQEAYABgAAD==\r\n\r\nEMAIL;PREF;INTERNET:pat@example.com\r\nEND:VCARD\r\n"
        let (contacts, problems) = Fixtures.cards(text)
        #expect(problems.isEmpty)
        #expect(contacts.first?.emails == ["pat@example.com"])
    }

    @Test("X-ABShowAs:COMPANY and an unknown CHARSET")
    func showAsAndUnknownCharset() {
        let company = Fixtures.cards("BEGIN:VCARD\nVERSION:3.0\nN:Doe;Jane\nORG:Acme;Sales\nX-ABShowAs:COMPANY\nEND:VCARD\n").contacts.first
        #expect(company?.showsAsCompany == true)
        #expect(company?.displayName == "Acme")
        // The card's own problem: its other properties and the other cards are still read.
        let unknown = Fixtures.cards("BEGIN:VCARD\nVERSION:2.1\nN;CHARSET=KLINGON:x\nFN:Klaa\nEND:VCARD\nBEGIN:VCARD\nVERSION:2.1\nN:Lee;Ann\nEND:VCARD\n")
        #expect(unknown.problems.map(\.description) == ["t.vcf:3: N has an unknown CHARSET KLINGON; this property was not read, the rest of the card was"])
        #expect(unknown.problems.first?.refusesFile == false)
        #expect(unknown.contacts.map(\.displayName) == ["Klaa", "Ann Lee"])
        // Bytes that are not in the label's encoding are the card's problem too; bytes not in
        // the file's own encoding refuse the file.
        let badBytes = Fixtures.cards(Array("BEGIN:VCARD\nVERSION:2.1\nN;CHARSET=UTF-8:".utf8) + [0xFF] + Array("\nFN:Ann\nEND:VCARD\n".utf8))
        #expect(badBytes.contacts.map(\.displayName) == ["Ann"])
        #expect(badBytes.problems.first?.message.hasPrefix("N is not valid UTF-8 as its CHARSET says") == true)
        let undeclared = Fixtures.cards(Array("BEGIN:VCARD\nVERSION:3.0\nN:".utf8) + [0xFF] + Array("\nEND:VCARD\n".utf8))
        #expect(undeclared.contacts.isEmpty)
        #expect(undeclared.problems.first?.refusesFile == true)
    }

    @Test("Inputs the fuzzer found are read without a trap, the same way twice, names only as whole, every problem at a line of the file")
    func fuzzRegressions() throws {
        for name in try Fixtures.files(in: "fuzz") {
            let bytes = try Fixtures.bytes("fuzz/\(name)")
            let lineCount = bytes.split(separator: 0x0A, omittingEmptySubsequences: false).count
            let cards = VCardReader().read(bytes, file: name)
            let rows = ContactCSVReader().read(bytes, file: name)
            #expect(VCardReader().read(bytes, file: name).contacts == cards.contacts, "\(name)")
            // Reading names only reports what reading everything reports (a legacy CHARSET on a
            // field it skips still guides the guess for a later value without one).
            let lean = VCardReader(keepsOtherFields: false).read(bytes, file: name)
            #expect(lean.problems == cards.problems, "\(name)")
            #expect(lean.contacts == cards.contacts.map { var contact = $0; contact.otherFields = []; return contact }, "\(name)")
            for problem in cards.problems + rows.problems {
                #expect((1...lineCount).contains(problem.line ?? 1), "\(name): \(problem)")
            }
        }
    }

    @Test("Stateful 7-bit encodings go through iconv even when every byte is ASCII (ISO-2022-JP)")
    func iso2022JP() throws {
        // 山田 in ISO-2022-JP: ESC $ B, then 3B 33 45 44, then ESC ( B.
        let name: [UInt8] = [0x1B, 0x24, 0x42, 0x3B, 0x33, 0x45, 0x44, 0x1B, 0x28, 0x42]
        let bytes = Array("BEGIN:VCARD\nVERSION:2.1\nN;CHARSET=ISO-2022-JP:".utf8) + name + Array(";\nEND:VCARD\n".utf8)
        let (contacts, problems) = VCardReader().read(bytes, file: "t.vcf")
        #expect(problems.isEmpty)
        #expect(contacts.first?.familyName == "山田")
        let encoding = try #require(TextEncoding(named: "iso-2022-jp"))
        #expect(try encoding.decode(name[...]) == "山田")
    }

    @Test("A large file is read in parts at once: cards keep their order, problems their lines, nested cards stay whole")
    func largeFileInParts() {
        var text = ""
        var lineCount = 0
        for index in 0..<6000 {
            if index == 3000 {
                text += "BEGIN:VCARD\nVERSION:2.1\nN:Outer;O\nAGENT:\nBEGIN:VCARD\nVERSION:2.1\nN:Inner;I\nEND:VCARD\n"
                    + "BEGIN:VCARD\nVERSION:2.1\nN:Inner2;I\nEND:VCARD\nEND:VCARD\n"
                lineCount += 13
            }
            text += "BEGIN:VCARD\nVERSION:3.0\nN:Card\(index);A;;;\nNOTE:\(String(repeating: "x", count: 150))\nEND:VCARD\n"
            lineCount += 5
            if index == 5000 { text += "oops\n"; lineCount += 1 }
        }
        #expect(text.utf8.count > 1 << 20)
        let (contacts, problems) = Fixtures.cards(text)
        let names = contacts.compactMap(\.familyName).filter { $0.hasPrefix("Card") }
        #expect(names == (0..<6000).map { "Card\($0)" })
        #expect(contacts.count == 6003)
        #expect(Set(contacts.compactMap(\.familyName)).isSuperset(of: ["Outer", "Inner", "Inner2"]))
        #expect(problems.map(\.line) == [13 + 5001 * 5 + 1])
    }

    @Test("Bytes handed over are given back as cards are read, and nothing read is lost; bytes the caller keeps stay intact")
    func memoryGivenBackAsRead() {
        // Over four megabytes a part, so that every part gives pages back while it reads.
        var text = ""
        for index in 0..<40_000 {
            text += "BEGIN:VCARD\r\nVERSION:3.0\r\nN:Card\(index);A;;;\r\nNOTE:note \(index) \(String(repeating: "y", count: 200))\r\n"
                + "item1.EMAIL;type=INTERNET:c\(index)@example.com\r\nEND:VCARD\r\n"
        }
        let bytes = Array(text.utf8)
        #expect(bytes.count > 10 << 20)
        let kept = VCardReader().read(bytes, file: "t.vcf")
        // The caller still has its array: the reader worked on a copy.
        #expect(bytes == Array(text.utf8))
        var handed = bytes
        handed.append(0x0A)
        let given = VCardReader().read(consume handed, file: "t.vcf")
        for read in [kept, given] {
            // Counted, not compared whole: a failure names the first card that differs.
            #expect(read.problems.isEmpty, "\(read.problems.count) problems, the first \(read.problems.first.map(String.init(describing:)) ?? "")")
            #expect(read.contacts.count == 40_000)
            let wrong = read.contacts.indices.filter { index in
                let contact = read.contacts[index]
                return contact.familyName != "Card\(index)" || contact.emails != ["c\(index)@example.com"]
                    || contact.otherFields.map(\.value) != ["note \(index) \(String(repeating: "y", count: 200))"]
            }
            #expect(wrong.isEmpty, "\(wrong.count) cards read wrong, the first \(wrong.first ?? 0)")
        }
    }

    @Test("Without other fields, the contact's own members are read as before and the rest is still checked")
    func withoutOtherFields() {
        let card = "BEGIN:VCARD\nVERSION:3.0\nN:Wang;Xiaoming;;;\nFN:Wang Xiaoming\nORG:Acme;Research\nTEL:+1 555\nNOTE:a note\nEND:VCARD\n"
        let full = VCardReader().read(Array(card.utf8), file: "t.vcf").contacts
        let lean = VCardReader(keepsOtherFields: false).read(Array(card.utf8), file: "t.vcf").contacts
        #expect(full.first?.otherFields.map(\.name) == ["ORG", "NOTE"])
        #expect(lean.first?.otherFields == [])
        var stripped = full.first
        stripped?.otherFields = []
        #expect(lean.first == stripped)
        // A field that is not kept is still checked: the file is refused alike.
        let bad = Array("BEGIN:VCARD\nVERSION:3.0\nFN:A\nNOTE:".utf8) + [0xFF, 0x0A] + Array("END:VCARD\n".utf8)
        let refusedFull = VCardReader().read(bad, file: "t.vcf").problems
        let refusedLean = VCardReader(keepsOtherFields: false).read(bad, file: "t.vcf").problems
        #expect(refusedLean.map(\.refusesFile) == [true])
        #expect(refusedLean == refusedFull)
    }

    @Test("A folded field that is not kept is checked line by line in place, and joined when a line alone is not valid: read and refused as the full reader reads and refuses it")
    func foldedFieldNotKept() {
        let head = Array("BEGIN:VCARD\nVERSION:3.0\nFN:A\nNOTE:caf".utf8)
        let tail = Array("\nEND:VCARD\n".utf8)
        let cases: [(String, [UInt8])] = [
            // é (C3 A9) whole on each line: valid line by line.
            ("whole", head + [0xC3, 0xA9, 0x0A, 0x20, 0xC3, 0xA9] + tail),
            // é cut by the fold: no line is valid alone, the joined value is.
            ("cut", head + [0xC3, 0x0A, 0x20, 0xA9] + tail),
            // a byte that is valid in no join.
            ("bad", head + [0x0A, 0x20, 0xFF] + tail),
        ]
        for (label, bytes) in cases {
            let full = VCardReader().read(bytes, file: "t.vcf")
            let lean = VCardReader(keepsOtherFields: false).read(bytes, file: "t.vcf")
            #expect(lean.problems == full.problems, "\(label)")
            #expect(lean.contacts.map(\.formattedName) == full.contacts.map(\.formattedName), "\(label)")
            #expect(lean.problems.contains(where: \.refusesFile) == (label == "bad"), "\(label)")
        }
    }

    @Test("With SORT-AS and only X-PHONETIC-MIDDLE-NAME, the phonetic field wins: SORT-AS fills nothing")
    func phoneticMiddleBeatsSortAs() {
        let card = "BEGIN:VCARD\r\nVERSION:4.0\r\nN;SORT-AS=\"Zeng,Guofan\":曾;国藩;;;\r\nX-PHONETIC-MIDDLE-NAME:M\r\nEND:VCARD\r\n"
        let (contacts, problems) = VCardReader().read(Array(card.utf8), file: "c.vcf")
        #expect(problems.isEmpty)
        #expect(contacts.first?.phoneticMiddleName == "M")
        #expect(contacts.first?.phoneticFamilyName == nil)
        #expect(contacts.first?.phoneticGivenName == nil)
    }

    @Test("Base64 text values are decoded in 3.0 (ENCODING=b) and 2.1 (ENCODING=BASE64, unfolded); photos are skipped")
    func base64Text() {
        let cards = """
            BEGIN:VCARD\r
            VERSION:3.0\r
            FN;ENCODING=b:5pu+5Zu96Jep\r
            NOTE;ENCODING=b:bm90ZQ\r
            PHOTO;ENCODING=b;TYPE=JPEG:/9j/4AAQSkZJRgABAQ\r
            END:VCARD\r
            BEGIN:VCARD\r
            VERSION:2.1\r
            N;ENCODING=BASE64:\r
             U21pdGg7\r
             QW5uYQ==\r
            \r
            ORG;ENCODING=BASE64:!!!notbase64\r
            END:VCARD\r

            """
        let (contacts, problems) = VCardReader().read(Array(cards.utf8), file: "b.vcf")
        #expect(contacts.count == 2)
        #expect(contacts.first?.formattedName == "曾国藩")
        #expect(contacts.first?.field("NOTE") == "note")
        #expect(contacts.last?.familyName == "Smith")
        #expect(contacts.last?.givenName == "Anna")
        #expect(problems.map(\.description) == ["b.vcf:13: ORG is marked base64 but is not valid base64; this property was not read, the rest of the card was"])
    }
}
