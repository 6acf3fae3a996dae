import Foundation
import TestSupport
import Testing

@Suite("The collate tool", .serialized)
struct CLITests {
    @Test("--sample groups the built-in sample, with a # section")
    func sample() throws {
        let result = try CLIRunner.run(["--sample"])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdoutLines
        #expect(lines.first == "A")
        #expect(lines.contains("#"))
        #expect(lines.contains("  Émile Zola"))
        #expect(lines.filter { $0.hasPrefix("  ") }.count >= 40)
        let hash = try #require(lines.firstIndex(of: "#"))
        #expect(lines[hash...].contains("  007 James Bond"))
    }

    @Test("group --format json follows the contract")
    func groupJSON() throws {
        let files = try TemporaryFolder()
        let path = try files.file("names.txt", "Zoe\nÉmile\nadam\n\n42 Club\nAda\n")
        let result = try CLIRunner.run(["group", path, "--format", "json", "--locale", "en", "--provider", "latin"])
        #expect(result.status == 0, "\(result.stderr)")
        let object = try result.json()
        #expect(object["locale"] as? String == "en")
        #expect(object["provider"] as? String == "latin")
        let sections = try result.sections()
        #expect(sections.map { $0["title"] as? String } == ["A", "E", "Z", "#"])
        let items = try #require(sections[0]["items"] as? [[String: Any]])
        #expect(items.map { $0["name"] as? String } == ["Ada", "adam"])
    }

    @Test("--show-empty lists every section; titles --format json follows the contract")
    func titlesAndEmpty() throws {
        let files = try TemporaryFolder()
        let path = try files.file("one.txt", "Bob\n")
        let grouped = try CLIRunner.run([path, "--format", "json", "--show-empty", "--locale", "en"])
        let object = try grouped.json()
        #expect((object["sections"] as? [Any])?.count == 27)

        let titles = try CLIRunner.run(["titles", "--locale", "zh-Hans", "--provider", "latin", "--format", "json"])
        #expect(titles.status == 0)
        let document = try titles.json()
        #expect(document["locale"] as? String == "zh-Hans")
        #expect(document["provider"] as? String == "latin")
        let sectionTitles = try #require(document["sectionTitles"] as? [String])
        #expect(sectionTitles.count == 27)
        #expect(sectionTitles.last == "#")
        #expect(document["sectionIndexTitles"] as? [String] == sectionTitles)
    }

    @Test("sort and csv output")
    func sortAndCSV() throws {
        let files = try TemporaryFolder()
        let path = try files.file("names.txt", "b\n\"Quoted, Name\"\na\n7\n")
        let sorted = try CLIRunner.run(["sort", path, "--locale", "en"])
        #expect(sorted.stdoutLines == ["a", "b", "\"Quoted, Name\"", "7", ""])
        let csv = try CLIRunner.run([path, "--format", "csv", "--locale", "en"])
        #expect(csv.stdoutLines.first == "section,name")
        // A name that starts with a quote mark is in "#"; CSV doubles the quotes inside a field.
        #expect(csv.stdoutLines == ["section,name", "A,a", "B,b", "#,\"\"\"Quoted, Name\"\"\"", "#,7", ""])
        let sortedCSV = try CLIRunner.run(["sort", path, "--format", "csv", "--locale", "en"])
        #expect(sortedCSV.stdoutLines == ["name", "a", "b", "\"\"\"Quoted, Name\"\"\"", "7", ""])
    }

    @Test("Standard input is read when it is piped")
    func standardInput() throws {
        let result = try CLIRunner.run(["--locale", "en"], input: Data("zed\nann\n".utf8))
        #expect(result.stdoutLines == ["A", "  ann", "Z", "  zed", ""])
    }

    @Test("JSON input: strings or objects with a name; other fields are kept")
    func jsonInput() throws {
        let files = try TemporaryFolder()
        let path = try files.file("people.json", """
            [
              {"name": "Zoe", "phone": "+1 555", "vip": true},
              {"name": "Ann", "tags": ["a", "b"]},
              "Bob"
            ]
            """)
        let result = try CLIRunner.run([path, "--format", "json", "--locale", "en"])
        #expect(result.status == 0, "\(result.stderr)")
        let sections = try result.sections()
        let zoe = try #require((sections.last?["items"] as? [[String: Any]])?.first)
        #expect(zoe["phone"] as? String == "+1 555")
        #expect(zoe["vip"] as? Bool == true)
    }

    @Test("A bad JSON element is reported with its line; the others are still written")
    func badJSONElement() throws {
        let files = try TemporaryFolder()
        let path = try files.file("bad.json", "[\n  \"Ann\",\n  {\"nom\": \"Bob\"},\n  42\n]\n")
        let result = try CLIRunner.run([path, "--locale", "en"])
        #expect(result.status == 65)
        #expect(result.stderr.contains("\(path):3: element 2 has neither a string \"name\" field nor contact fields"))
        #expect(result.stderr.contains("\(path):4: element 3 is neither a string"))
        #expect(result.stdout.contains("  Ann"))
    }

    @Test("Invalid JSON is one clear line and a non-zero exit")
    func invalidJSON() throws {
        let files = try TemporaryFolder()
        let path = try files.file("broken.json", "[\"Ann\",\n  \"Bob\"\n  \"Cy\"]")
        let result = try CLIRunner.run([path])
        #expect(result.status == 66, "a file refused whole has a status of its own")
        #expect(result.stderr.hasPrefix("collate: \(path):3: not JSON (RFC 8259) at column 3: '\"' where a comma or the array's end was expected"), "\(result.stderr)")
        #expect(result.stderr.hasSuffix("; the file was not read\n"))
        #expect(result.stderr.split(separator: "\n").count == 1)
    }

    @Test("An unknown provider lists the known ones")
    func unknownProvider() throws {
        let result = try CLIRunner.run(["--provider", "nope"])
        #expect(result.status == 1)
        #expect(result.stderr == "collate: unknown provider 'nope'; available: auto, latin, cldr, icu, pinyin\n")
        #expect(result.stdout.isEmpty)
    }

    @Test("A malformed locale is named")
    func badLocale() throws {
        let result = try CLIRunner.run(["titles", "--locale", "en US!"])
        #expect(result.status == 1)
        #expect(result.stderr.hasPrefix("collate: invalid locale 'en US!'"))
    }

    @Test("A missing file and a directory are named")
    func missingFile() throws {
        let result = try CLIRunner.run(["/no/such/file.txt"])
        #expect(result.status == 1)
        #expect(result.stderr == "collate: /no/such/file.txt: no such file\n")
        let directory = try CLIRunner.run([FileManager.default.temporaryDirectory.path])
        #expect(directory.stderr.contains("is a directory"))
    }

    @Test("A file that is not UTF-8 is refused with its line and a hint; the other files are read")
    func invalidUTF8() throws {
        let files = try TemporaryFolder()
        let path = try files.file("mixed.txt", Array("Ann\n".utf8) + [0x42, 0xFF, 0x6F, 0x62, 0x0A] + Array("Cy\n".utf8))
        let good = try files.file("good.txt", "Dee\n")
        let result = try CLIRunner.run([path, good, "--locale", "en"])
        #expect(result.status == 66, "refused whole: not 65, which says some records had problems")
        #expect(result.stderr == "collate: \(path):2: not valid UTF-8 (byte 0xFF); if the file is in another encoding, give it with "
            + "--encoding (for example windows-1252, shift_jis, gb18030); the file was not read\n")
        #expect(result.stdoutLines == ["D", "  Dee", ""])
    }

    @Test("Binary data (/dev/zero) is refused from its first 64 KiB with one line, not read forever")
    func endlessLine() throws {
        let result = try CLIRunner.run(["group", "/dev/zero", "--locale", "en"])
        #expect(result.status == 66)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "collate: /dev/zero: binary data (65536 NUL bytes in its first 64 KiB), not names or an address book; the file was not read\n")
    }

    @Test("NUL bytes are removed and reported; the name is kept")
    func nulBytes() throws {
        let files = try TemporaryFolder()
        let path = try files.file("nul.txt", Array("Ann\n".utf8) + [0x42, 0x00, 0x6F, 0x62, 0x0A])
        let result = try CLIRunner.run([path, "--locale", "en"])
        #expect(result.status == 65)
        #expect(result.stderr.contains("\(path):2: NUL bytes"))
        #expect(result.stdout.contains("  Bob"))
    }

    @Test("An empty file gives empty output and success")
    func emptyFile() throws {
        let files = try TemporaryFolder()
        let path = try files.file("empty.txt", [UInt8]())
        let text = try CLIRunner.run([path])
        #expect(text.status == 0)
        #expect(text.stdout.isEmpty)
        let json = try CLIRunner.run([path, "--format", "json", "--locale", "en"])
        let object = try json.json()
        #expect((object["sections"] as? [Any])?.isEmpty == true)
    }

    @Test("A large list (read, keyed, sorted and written on several threads) groups as it sorts")
    func largeList() throws {
        let files = try TemporaryFolder()
        // 150,000 names over 27 sections: the output is cut in two mid-section.
        let letters = Array("abcdefghijklmnopqrstuvwxyz0")
        let names = (0..<150_000).map { index in "\(letters[(index * 7) % 27])\(String(index * 7919 % 150_000, radix: 36)) 张\(index % 10)" }
        let path = try files.file("large.txt", names.joined(separator: "\n") + "\n")
        let grouped = try CLIRunner.run([path, "--locale", "zh-Hans", "--provider", "pinyin"])
        let sorted = try CLIRunner.run(["sort", path, "--locale", "zh-Hans", "--provider", "pinyin"])
        #expect(grouped.status == 0 && sorted.status == 0)
        let lines = grouped.stdoutLines.dropLast()
        let titles = lines.filter { !$0.hasPrefix("  ") }
        #expect(titles == "ABCDEFGHIJKLMNOPQRSTUVWXYZ#".map(String.init))
        #expect(lines.filter { $0.hasPrefix("  ") }.map { String($0.dropFirst(2)) } == sorted.stdoutLines.dropLast())
        #expect(sorted.stdoutLines.dropLast().sorted() == names.sorted())
    }

    @Test("A 5 MB line is handled")
    func hugeLine() throws {
        let files = try TemporaryFolder()
        let huge = String(repeating: "x", count: 5_000_000)
        let path = try files.file("huge.txt", "Ann\n" + huge + "\n")
        let result = try CLIRunner.run([path, "--locale", "en"])
        #expect(result.status == 0)
        #expect(result.stdoutLines.contains("  " + huge))
    }

    @Test("UTF-16 files with a byte-order mark and CRLF lines are read")
    func utf16() throws {
        let files = try TemporaryFolder()
        var bytes: [UInt8] = [0xFF, 0xFE]
        for unit in "Zoë\r\nÅsa\r\n".utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        let path = try files.file("utf16.txt", bytes)
        let result = try CLIRunner.run([path, "--locale", "en"])
        #expect(result.stdoutLines == ["A", "  Åsa", "Z", "  Zoë", ""])
    }

    @Test("explain shows the reading, section and sort key")
    func explain() throws {
        let result = try CLIRunner.run(["explain", "Émile", "--locale", "en", "--format", "json"])
        #expect(result.status == 0)
        let object = try result.json()
        #expect(object["section"] as? String == "E")
        #expect(object["reading"] as? String == "Émile")
        #expect((object["sortKey"] as? String)?.isEmpty == false)
    }

    @Test("explain and keys write a key the same way: compact lowercase hex, the same bytes", arguments: ["en", "zh-Hans"])
    func oneKeyFormat(locale: String) throws {
        let explained = try CLIRunner.run(["explain", "曾国藩", "--locale", locale, "--format", "json"]).json()
        let keyed = try CLIRunner.run(["keys", "--locale", locale], input: Data("曾国藩\n".utf8))
        let record = try JSONSerialization.jsonObject(with: Data(keyed.stdout.utf8)) as? [String: Any]
        let key = try #require(explained["sortKey"] as? String)
        #expect(key == record?["sortKey"] as? String)
        #expect(key.allSatisfy { "0123456789abcdef".contains($0) })
        let text = try CLIRunner.run(["explain", "曾国藩", "--locale", locale])
        #expect(text.stdoutLines.contains("sort key:       \(key)"))
    }

    @Test("The locale comes from the environment when no flag gives it")
    func environmentLocale() throws {
        let result = try CLIRunner.run(["titles", "--format", "json"], environment: ["LANG": "de_DE.UTF-8"])
        let object = try result.json()
        #expect(object["locale"] as? String == "de-DE")
        let fallback = try CLIRunner.run(["titles", "--format", "json"], environment: ["LANG": "C.UTF-8"])
        #expect(fallback.stdout.contains("\"locale\" : \"en\""))
    }

    @Test("A user's locale file is used, and a malformed one is reported with its line")
    func localeFile() throws {
        let files = try TemporaryFolder()
        let good = try files.file("sv.locale", "locale: sv\nname: Swedish\nsections: A B C D E F G H I J K L M N O P Q R S T U V W X Y Z Å Ä Ö\n")
        let names = try files.file("names.txt", "Ölund\nOlsson\n")
        let result = try CLIRunner.run([names, "--locale-file", good])
        #expect(result.stdoutLines == ["O", "  Olsson", "Ö", "  Ölund", ""])
        let bad = try files.file("bad.locale", "locale: sv\nname: S\nsections: A\ncolour: red\n")
        let failed = try CLIRunner.run([names, "--locale-file", bad])
        #expect(failed.status == 1)
        #expect(failed.stderr.hasPrefix("collate: \(bad):4: unknown key 'colour'"))
    }

    @Test("providers and locales list what is available")
    func listings() throws {
        let providers = try CLIRunner.run(["providers", "--locale", "en"])
        #expect(providers.stdout.contains("*cldr"))
        #expect(providers.stdout.contains("icu"))
        let locales = try CLIRunner.run(["locales"])
        #expect(locales.stdout.contains("zh-Hans"))
        #expect(locales.stdout.contains("English"))
    }

    @Test("Equal inputs give byte-identical outputs")
    func deterministic() throws {
        let first = try CLIRunner.run(["--format", "json", "--locale", "en"])
        let second = try CLIRunner.run(["--format", "json", "--locale", "en"])
        #expect(first.stdout == second.stdout)
        #expect(!first.stdout.isEmpty)
    }
}

/// A mistyped command is a usage error with a hint, not a missing file.
@Suite("Mistyped commands")
struct MistypedCommandTests {
    @Test("collate grup names.txt suggests group; a missing file is still a missing file", arguments: [
        ("grup", "group"), ("serch", "search"), ("phonetc", "phonetic"), ("titels", "titles"), ("explian", "explain"),
    ])
    func didYouMean(typed: String, command: String) throws {
        let run = try CLIRunner.run([typed, "names.txt"])
        #expect(run.status == 64)
        #expect(run.stderr.contains("'\(typed)' is not a file or a command; did you mean `collate \(command)`?"))
    }

    @Test("A name far from every command, or with a path or an extension, is read as a file")
    func files() throws {
        for name in ["nothing-here", "grup.txt", "./grup"] {
            let run = try CLIRunner.run([name])
            #expect(run.status == 1)
            #expect(run.stderr == "collate: \(name): no such file\n")
        }
    }
}
