import Foundation
import TestSupport
import Testing

/// The built `collate` on real address-book files: the vCard fixtures from Android's tests and
/// our CSV files for each export flavour (in the contacts tests' resources).
@Suite("collate on address books")
struct ContactCLITests {
    static let resources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("CollationContactsTests/Resources")
    static func path(_ name: String) -> String { resources.appendingPathComponent(name).path }

    /// `{title: [names]}` of a `group --format json` run.
    static func sections(_ result: CLIRunner.Result) throws -> [String: [String]] {
        let document = try result.json()
        var sections: [String: [String]] = [:]
        for section in try #require(document["sections"] as? [[String: Any]]) {
            let items = try #require(section["items"] as? [[String: Any]])
            sections[try #require(section["title"] as? String)] = items.compactMap { $0["name"] as? String }
        }
        return sections
    }

    @Test("Every vCard fixture at once: the counts in equal the counts out")
    func allFixtures() throws {
        let folder = Self.path("vcards")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".vcf") }.sorted()
        var begins = 0
        for file in files {
            let text = String(decoding: try Data(contentsOf: URL(fileURLWithPath: "\(folder)/\(file)")), as: UTF8.self)
            begins += text.uppercased().components(separatedBy: "BEGIN:VCARD").count - 1
        }
        let result = try CLIRunner.run(["group", "--format", "json", "--locale", "en"] + files.map { "\(folder)/\($0)" })
        #expect(result.status == 65, "the comment lines of two fixtures are reported")
        #expect(try Self.sections(result).values.reduce(0) { $0 + $1.count } == begins)
    }

    @Test("One card's unknown CHARSET is that card's problem: the rest is read (exit 65); --strict stops there")
    func unknownCharsetPerCard() throws {
        let files = try TemporaryFolder()
        let path = try files.file("book.vcf", "BEGIN:VCARD\nVERSION:2.1\nN;CHARSET=X-MAC-KLINGON:Zz\nFN:Klaa\nEND:VCARD\n"
            + "BEGIN:VCARD\nVERSION:3.0\nN:Lee;Ann;;;\nEND:VCARD\n")
        let lenient = try CLIRunner.run(["sort", path, "--locale", "en"])
        #expect(lenient.status == 65)
        #expect(lenient.stdoutLines == ["Klaa", "Ann Lee", ""])
        #expect(lenient.stderr == "collate: \(path):3: N has an unknown CHARSET X-MAC-KLINGON; this property was not read, the rest of the card was\n")
        let strict = try CLIRunner.run(["sort", path, "--locale", "en", "--strict"])
        #expect(strict.status == 65)
        #expect(strict.stdout.isEmpty)
    }

    @Test("Phonetic names decide in Japanese: ｱﾝﾄﾞｳ files 安藤 under あ, やまだ files 山田 under や")
    func japanese() throws {
        let vcard = try CLIRunner.run(["group", "--format", "json", "--locale", "ja", Self.path("vcards/v21_japanese_2.vcf")])
        #expect(vcard.status == 0)
        #expect(try Self.sections(vcard) == ["あ": ["安藤 ロイド 1"]])
        let csv = try CLIRunner.run(["group", "--format", "json", "--locale", "ja", Self.path("csv/google.csv")])
        #expect(try Self.sections(csv)["や"] == ["山田太郎"])
    }

    @Test("A half-width phonetic name (ｱﾝﾄﾞｳ) files and is found as its full-width form; every output keeps its bytes", arguments: ["en", "ja"])
    func halfWidthPhonetic(locale: String) throws {
        let files = try TemporaryFolder()
        let path = try files.file("hw.vcf", "BEGIN:VCARD\r\nVERSION:2.1\r\nN;CHARSET=UTF-8:安藤;太郎;;;\r\nX-PHONETIC-LAST-NAME;CHARSET=UTF-8:ｱﾝﾄﾞｳ\r\nEND:VCARD\r\n"
            + "BEGIN:VCARD\r\nVERSION:2.1\r\nN;CHARSET=UTF-8:安藤;花子;;;\r\nSOUND;X-IRMC-N;CHARSET=UTF-8:アンドウ;ハナコ;;;\r\nEND:VCARD\r\n"
            + "BEGIN:VCARD\r\nVERSION:2.1\r\nN;CHARSET=UTF-8:佐藤;一郎;;;\r\nSOUND;X-IRMC-N;CHARSET=UTF-8:ｻﾄｳ;ｲﾁﾛｳ;;;\r\nEND:VCARD\r\n")
        let grouped = try CLIRunner.run(["group", "--format", "json", "--locale", locale, path])
        #expect(grouped.status == 0, "\(grouped.stderr)")
        let sections = try Self.sections(grouped)
        // 花子 has a phonetic given name and 太郎 none (a kanji given name is left as written, after kana and Latin).
        let expected: [String: [String]] = locale == "en" ? ["A": ["安藤花子", "安藤太郎"], "S": ["佐藤一郎"]] : ["あ": ["安藤花子", "安藤太郎"], "さ": ["佐藤一郎"]]
        #expect(sections == expected)
        #expect(grouped.stdout.contains("ｱﾝﾄﾞｳ") && grouped.stdout.contains("ｻﾄｳ"), "the bytes as written")
        let found = try CLIRunner.run(["search", "--locale", locale, locale == "en" ? "andou" : "あんどう", path])
        #expect(found.stdoutLines.filter { !$0.isEmpty }.count == 2, "\(found.stdout)")
        let keypad = try CLIRunner.run(["search", "--locale", locale, "--keypad", "7286", path])
        #expect(keypad.stdout.contains("佐藤一郎"), "\(keypad.stdout)")
    }

    @Test("Surname readings apply to family-name fields in zh-Hans, and only to them", arguments: ["pinyin", "icu"])
    func surnames(provider: String) throws {
        let files = try TemporaryFolder()
        let cards = try files.file("zh.vcf", "BEGIN:VCARD\nVERSION:3.0\nN:单;田芳;;;\nEND:VCARD\nBEGIN:VCARD\nVERSION:3.0\nN:;单田;;;\nEND:VCARD\n")
        let result = try CLIRunner.run(["group", "--format", "json", "--locale", "zh-Hans", "--provider", provider, cards])
        #expect(try Self.sections(result) == ["S": ["单田芳"], "D": ["单田"]])
        let outlook = try CLIRunner.run(["group", "--format", "json", "--locale", "zh-Hans", "--provider", provider, Self.path("csv/outlook-com.csv")])
        #expect(try Self.sections(outlook)["C"] == ["曾", "Contoso, Ltd."], "a given name 曾 is céng")
    }

    @Test("Company cards file by company, nameless cards reach #")
    func companiesAndNameless() throws {
        let result = try CLIRunner.run(["group", "--format", "json", "--locale", "en", Self.path("csv/google.csv")])
        let sections = try Self.sections(result)
        #expect(sections["A"]?.contains("Acme Corp") == true)
        #expect(sections["#"]?.first == "zed@example.com", "before the Han names, which are # in English too")
        #expect(sections["M"] == ["Dr. Anna Müller"])
    }

    @Test("Each export flavour is detected and read; counts in equal counts out",
          arguments: [("csv/google.csv", 6), ("csv/google-legacy.csv", 3), ("csv/outlook-com.csv", 4), ("vcards/v30_simple.vcf", 1)])
    func flavours(file: String, count: Int) throws {
        let result = try CLIRunner.run(["sort", "--format", "json", "--locale", "en", Self.path(file)])
        #expect(result.status == 0, "\(result.stderr)")
        #expect((try result.json()["items"] as? [Any])?.count == count)
    }

    @Test("A Windows-1252 Outlook file: read right with --encoding, refused clearly without it")
    func windows1252() throws {
        let file = Self.path("csv/outlook-desktop-1252.csv")
        let refused = try CLIRunner.run(["sort", "--locale", "de", file])
        #expect(refused.status == 66)
        #expect(refused.stdout.isEmpty)
        #expect(refused.stderr == "collate: \(file):2: not valid UTF-8 (byte 0xFC); if the file is in another encoding, give it with "
            + "--encoding (for example windows-1252, shift_jis, gb18030); the file was not read\n")
        let read = try CLIRunner.run(["sort", "--locale", "de", "--encoding", "windows-1252", file])
        #expect(read.status == 0)
        #expect(read.stdoutLines == ["Zoë Ångström", "Jürgen Müller", "Mr. Élie Œhler", ""])
    }

    @Test("JSON output carries the contact's fields; CSV output gains the contact columns")
    func outputs() throws {
        let file = Self.path("vcards/v21_japanese_2.vcf")
        let json = try CLIRunner.run(["sort", "--format", "json", "--locale", "ja", file])
        let item = try #require((try json.json()["items"] as? [[String: Any]])?.first)
        #expect(item["familyName"] as? String == "安藤")
        #expect(item["phoneticFamilyName"] as? String == "ｱﾝﾄﾞｳ")
        #expect((item["otherFields"] as? [[String: String]])?.first { $0["name"] == "NOTE" }?["value"] == "メモ")
        let csv = try CLIRunner.run(["sort", "--format", "csv", "--locale", "ja", file])
        #expect(csv.stdoutLines.first?.hasPrefix("name,formattedName,namePrefix,givenName,middleName,familyName") == true)
        #expect(csv.stdoutLines.dropFirst().first?.contains("ｱﾝﾄﾞｳ") == true)
    }

    @Test("JSON contact objects are contacts; a name alone works as before")
    func jsonContacts() throws {
        let files = try TemporaryFolder()
        let path = try files.file("c.json", #"[{"familyName": "单", "givenName": "田芳", "id": 1}, {"name": "Ann"}, "Bob"]"#)
        let result = try CLIRunner.run(["group", "--format", "json", "--locale", "zh-Hans", path])
        #expect(try Self.sections(result) == ["A": ["Ann"], "B": ["Bob"], "S": ["单田芳"]])
    }
}

/// The text listing of address books is read with no contact kept (names and parts only):
/// its order is the order every other output gives, with contacts, for the same files.
@Suite("Address books listed as text give every output's order")
struct NamesOnlyCLITests {
    @Test("sort as text lists what JSON lists, for text, CSV and vCard files mixed", arguments: ["en", "zh-Hans", "ja"])
    func textMatchesJSON(locale: String) throws {
        let files = try TemporaryFolder()
        let plain = try files.file("plain.txt", "Zed\n张伟\nさくら\n")
        let google = try files.file("g.csv", "First Name,Last Name,Nickname,Organization Name,E-mail 1 - Value\n国藩,曾,,,\nAnn,Lee,,,\n,,,Acme,\n,,,,x@example.com\n太郎,山田,,,\n")
        let outlook = try files.file("o.csv", "First Name,Last Name,Company\nZoë,Åberg,\n,,Beta Ltd\n")
        let cards = try files.file("c.vcf", "BEGIN:VCARD\r\nVERSION:3.0\r\nN:单;田芳;;;\r\nEND:VCARD\r\nBEGIN:VCARD\r\nVERSION:3.0\r\nFN:Émile Zola\r\nN:Zola;Émile;;;\r\nEND:VCARD\r\n")
        for sortBy in ["family", "given"] {
            let arguments = ["sort", plain, google, outlook, cards, "--locale", locale, "--sort-by", sortBy]
            let text = try CLIRunner.run(arguments)
            let json = try CLIRunner.run(arguments + ["--format", "json"]).json()
            let items = try #require(json["items"] as? [[String: Any]])
            #expect(text.status == 0)
            #expect(text.stdoutLines.dropLast() == items.compactMap { $0["name"] as? String }[...], "\(locale) \(sortBy)")
            let keys = try CLIRunner.run(["keys", plain, google, outlook, cards, "--locale", locale, "--sort-by", sortBy]).jsonLines()
            #expect(keys.count == items.count)
        }
    }
}
