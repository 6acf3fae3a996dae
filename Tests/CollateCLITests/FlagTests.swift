import Foundation
import TestSupport
import Testing

/// One test per flag of the tool: each run with the flag must differ from the run without it,
/// in the way the flag promises.
@Suite("Each flag changes the output as it promises")
struct FlagTests {
    @Test("--strength primary ties case and accents (input order stays); tertiary orders them")
    func strength() throws {
        let files = try TemporaryFolder()
        let path = try files.file("names.txt", "éa\nEa\nea\n")
        let tertiary = try CLIRunner.run(["sort", path, "--locale", "en", "--provider", "latin"])
        let primary = try CLIRunner.run(["sort", path, "--locale", "en", "--provider", "latin", "--strength", "primary"])
        #expect(tertiary.stdoutLines == ["ea", "Ea", "éa", ""])
        #expect(primary.stdoutLines == ["éa", "Ea", "ea", ""])
    }

    @Test("--numeric orders runs of digits by value", arguments: ["latin", "icu"])
    func numeric(provider: String) throws {
        let files = try TemporaryFolder()
        let path = try files.file("rooms.txt", "Room 10\nRoom 2\n")
        let plain = try CLIRunner.run(["sort", path, "--locale", "en", "--provider", provider])
        let numeric = try CLIRunner.run(["sort", path, "--locale", "en", "--provider", provider, "--numeric"])
        #expect(plain.stdoutLines == ["Room 10", "Room 2", ""])
        #expect(numeric.stdoutLines == ["Room 2", "Room 10", ""])
    }

    @Test("--case-first upper puts capitals first", arguments: ["latin", "icu"])
    func caseFirst(provider: String) throws {
        let files = try TemporaryFolder()
        let path = try files.file("names.txt", "Bob\nbob\n")
        let plain = try CLIRunner.run(["sort", path, "--locale", "en", "--provider", provider])
        let upper = try CLIRunner.run(["sort", path, "--locale", "en", "--provider", provider, "--case-first", "upper"])
        #expect(plain.stdoutLines == ["bob", "Bob", ""])
        #expect(upper.stdoutLines == ["Bob", "bob", ""])
    }

    @Test("--input-format text reads a .json file as lines; json reads a .txt file as JSON")
    func inputFormat() throws {
        let files = try TemporaryFolder()
        let json = try files.file("names.json", "[\"Bob\", \"Al\"]")
        #expect(try CLIRunner.run(["sort", json, "--locale", "en"]).stdoutLines == ["Al", "Bob", ""])
        #expect(try CLIRunner.run(["sort", json, "--locale", "en", "--input-format", "text"]).stdoutLines == ["[\"Bob\", \"Al\"]", ""])
        let text = try files.file("names.txt", "  [\"Bob\", \"Al\"]")
        let auto = try CLIRunner.run(["sort", text, "--locale", "en", "--input-format", "json"])
        #expect(auto.stdoutLines == ["Al", "Bob", ""])
    }

    @Test("'-' reads standard input between files, in order")
    func dashIsStandardInput() throws {
        let files = try TemporaryFolder()
        let first = try files.file("a.txt", "Carl\n")
        let result = try CLIRunner.run(["sort", first, "-", "--locale", "en", "--format", "json"], input: Data("Anna\n".utf8))
        let items = try #require(try result.json()["items"] as? [[String: Any]])
        #expect(items.map { $0["name"] as? String } == ["Anna", "Carl"])
        let withoutDash = try CLIRunner.run(["sort", first, "--locale", "en"], input: Data("Anna\n".utf8))
        #expect(withoutDash.stdoutLines == ["Carl", ""])
    }

    @Test("--sample collates the built-in sample even when standard input is piped")
    func sample() throws {
        let piped = try CLIRunner.run(["--locale", "en"], input: Data("Only One\n".utf8))
        #expect(piped.stdoutLines == ["O", "  Only One", ""])
        let sample = try CLIRunner.run(["--locale", "en", "--sample"], input: Data("Only One\n".utf8))
        #expect(sample.stdoutLines.contains("  Émile Zola"))
        #expect(!sample.stdoutLines.contains("  Only One"))
    }

    @Test("A usage error exits with 64 and says what is wrong", arguments: [["--strength", "loud"], ["--no-such-flag"], ["--format", "xml"]])
    func usageError(arguments: [String]) throws {
        let result = try CLIRunner.run(arguments + ["--locale", "en"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("Error:"))
        #expect(result.stdout.isEmpty)
    }

    @Test("sort --format json follows the contract")
    func sortJSON() throws {
        let result = try CLIRunner.run(["sort", "--locale", "zh-Hans", "--format", "json"], input: Data("张三\n曾国藩\nAl\n".utf8))
        let document = try result.json()
        #expect(document["locale"] as? String == "zh-Hans")
        #expect(document["provider"] as? String == "pinyin")
        let items = try #require(document["items"] as? [[String: Any]])
        #expect(items.map { $0["name"] as? String } == ["Al", "曾国藩", "张三"])
    }

    @Test("Big-endian UTF-16 with a byte-order mark is read")
    func bigEndianUTF16() throws {
        let files = try TemporaryFolder()
        var bytes: [UInt8] = [0xFE, 0xFF]
        for unit in "Zoë\nÅsa\n".utf16 { bytes += [UInt8(unit >> 8), UInt8(unit & 0xFF)] }
        let path = try files.file("be.txt", bytes)
        #expect(try CLIRunner.run(["sort", path, "--locale", "en"]).stdoutLines == ["Åsa", "Zoë", ""])
    }

    @Test("--transliterate-rules applies the user's rules")
    func transliterateRules() throws {
        let files = try TemporaryFolder()
        let rules = try files.file("nicknames.rules", "Bob > Robert ;\n")
        let names = try files.file("names.txt", "Bob\nQuinn\n")
        let plain = try CLIRunner.run(["sort", names, "--locale", "en", "--provider", "icu"])
        let ruled = try CLIRunner.run(["sort", names, "--locale", "en", "--provider", "icu", "--transliterate-rules", rules])
        #expect(plain.stdoutLines == ["Bob", "Quinn", ""])
        #expect(ruled.stdoutLines == ["Quinn", "Bob", ""])
        let explained = try CLIRunner.run(["explain", "Bob", "--locale", "en", "--provider", "icu", "--transliterate-rules", rules])
        #expect(explained.stdoutLines.contains("reading:        Robert"))
        #expect(explained.stdoutLines.contains("section:        R (index 17)"))
    }

    @Test("--show-empty adds the empty sections in text and CSV")
    func showEmpty() throws {
        let plain = try CLIRunner.run(["--locale", "en", "--provider", "latin"], input: Data("Bob\n".utf8))
        #expect(plain.stdoutLines == ["B", "  Bob", ""])
        let text = try CLIRunner.run(["--locale", "en", "--provider", "latin", "--show-empty"], input: Data("Bob\n".utf8))
        #expect(text.stdoutLines.prefix(4) == ["A", "B", "  Bob", "C"])
        #expect(text.stdoutLines.count == 28 + 1)
        let csv = try CLIRunner.run(["--locale", "en", "--provider", "latin", "--show-empty", "--format", "csv"], input: Data("Bob\n".utf8))
        #expect(csv.stdoutLines.prefix(4) == ["section,name", "A,", "B,Bob", "C,"])
        #expect(csv.stdoutLines.last(where: { !$0.isEmpty }) == "#,")
    }

    @Test("--version names the package, ICU, Unihan and the locale data's ICU")
    func version() throws {
        let result = try CLIRunner.run(["--version"])
        #expect(result.status == 0)
        let lines = result.stdoutLines
        #expect(lines.first?.hasPrefix("collate ") == true)
        #expect(lines.contains { $0.hasPrefix("ICU 7") || $0.hasPrefix("ICU 8") })
        #expect(lines.contains("pinyin table: Unihan 15.0.0"))
        #expect(lines.contains { $0.hasPrefix("locale data: ICU 7") || $0.hasPrefix("locale data: ICU 8") })
        // After a command too; after `--` it is a file's name.
        let afterCommand = try CLIRunner.run(["group", "--locale", "en", "--version"])
        #expect(afterCommand.status == 0 && afterCommand.stdout == result.stdout)
        let file = try CLIRunner.run(["group", "--", "--version"])
        #expect(file.status != 0 && file.stderr.contains("--version"))
    }

    @Test("Every command writes CSV and JSON as well as text", arguments: [["titles"], ["explain", "Bob"], ["providers"], ["locales"]])
    func formats(command: [String]) throws {
        let text = try CLIRunner.run(command + ["--locale", "en"].filter { _ in command != ["locales"] })
        let csv = try CLIRunner.run(command + ["--format", "csv"] + (command == ["locales"] ? [] : ["--locale", "en"]))
        let json = try CLIRunner.run(command + ["--format", "json"] + (command == ["locales"] ? [] : ["--locale", "en"]))
        #expect(text.status == 0 && csv.status == 0 && json.status == 0, "\(csv.stderr) \(json.stderr)")
        #expect(csv.stdout != text.stdout)
        #expect(csv.stdoutLines.first?.contains(",") == true)
        #expect((try? JSONSerialization.jsonObject(with: Data(json.stdout.utf8))) != nil)
    }

    @Test("The CLI article's table of formats is what each command's --help lists")
    func formatsTable() throws {
        let article = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/Collation/Collation.docc/CommandLineTool.md")
        let text = try String(contentsOf: article, encoding: .utf8)
        let table = text.components(separatedBy: "## Formats").dropFirst().first?.components(separatedBy: "\n## ").first ?? ""
        var checked: Set<String> = []
        for row in table.split(separator: "\n") where row.hasPrefix("| `") {
            let cells = row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 3 else { continue }
            let commands = cells[0].matches(of: /`([a-z]+)`/).map { String($0.output.1) }
            // Each comma-separated item of the cell starts with the format in backticks.
            let formats = Set(cells[1].components(separatedBy: ", ").compactMap { $0.firstMatch(of: /^`([a-z]+)`/).map { String($0.output.1) } })
            for command in commands {
                let help = try CLIRunner.run([command, "--help"]).stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
                let listed = try #require(help.firstMatch(of: /--format <format> .*?\(values: ([^;)]+); default: ([a-z]+)\)/), "\(command)")
                #expect(Set(listed.output.1.components(separatedBy: ", ")) == formats, "\(command)")
                #expect(String(listed.output.2) == cells[2].trimmingCharacters(in: CharacterSet(charactersIn: "`")), "\(command)")
                checked.insert(command)
            }
        }
        #expect(checked == ["group", "sort", "search", "keys", "titles", "explain", "phonetic", "providers", "locales"])
    }

    @Test("--input-format vcard and csv read files whose names say nothing; auto detects them from their content")
    func contactFormats() throws {
        let files = try TemporaryFolder()
        let card = try files.file("card.dat", "BEGIN:VCARD\nVERSION:3.0\nN:Lee;Ann;;;\nEND:VCARD\n")
        let table = try files.file("table.dat", "First Name,Last Name\nBo,Ek\n")
        #expect(try CLIRunner.run(["sort", card, "--locale", "en", "--input-format", "text"]).stdoutLines
            == ["BEGIN:VCARD", "END:VCARD", "N:Lee;Ann;;;", "VERSION:3.0", ""])
        #expect(try CLIRunner.run(["sort", card, "--locale", "en", "--input-format", "vcard"]).stdoutLines == ["Ann Lee", ""])
        #expect(try CLIRunner.run(["sort", card, "--locale", "en"]).stdoutLines == ["Ann Lee", ""])
        #expect(try CLIRunner.run(["sort", table, "--locale", "en", "--input-format", "text"]).stdoutLines == ["Bo,Ek", "First Name,Last Name", ""])
        #expect(try CLIRunner.run(["sort", table, "--locale", "en", "--input-format", "csv"]).stdoutLines == ["Bo Ek", ""])
        #expect(try CLIRunner.run(["sort", "--locale", "en"], input: Data("First Name,Last Name\nBo,Ek\n".utf8)).stdoutLines == ["Bo Ek", ""])
    }

    @Test("--encoding reads a Windows-1252 text file; an unknown encoding is a usage error")
    func encoding() throws {
        let files = try TemporaryFolder()
        let path = try files.file("names.txt", [0x5A, 0x6F, 0xEB, 0x0A, 0xC5, 0x73, 0x61, 0x0A])
        let refused = try CLIRunner.run(["sort", path, "--locale", "sv"])
        #expect(refused.status == 66)
        let read = try CLIRunner.run(["sort", path, "--locale", "sv", "--encoding", "windows-1252"])
        #expect(read.stdoutLines == ["Zoë", "Åsa", ""])
        let unknown = try CLIRunner.run(["sort", path, "--encoding", "klingon"])
        #expect(unknown.status == 64)
        #expect(unknown.stderr.contains("unknown encoding 'klingon'"))
    }

    @Test("--name-column names the column of a CSV file that is not a contact export")
    func nameColumn() throws {
        let files = try TemporaryFolder()
        let path = try files.file("m.csv", "id,display\n1,Zed\n2,Amy\n")
        let without = try CLIRunner.run(["sort", path, "--locale", "en"])
        #expect(without.status == 66)
        #expect(without.stderr.contains("--name-column"))
        #expect(try CLIRunner.run(["sort", path, "--locale", "en", "--name-column", "display"]).stdoutLines == ["Amy", "Zed", ""])
    }

    @Test("--sort-by given sorts contacts by given name; family is the default")
    func sortBy() throws {
        let files = try TemporaryFolder()
        let path = try files.file("p.csv", "First Name,Last Name\nZed,Adams\nAmy,Young\n")
        #expect(try CLIRunner.run(["sort", path, "--locale", "en"]).stdoutLines == ["Zed Adams", "Amy Young", ""])
        #expect(try CLIRunner.run(["sort", path, "--locale", "en", "--sort-by", "given"]).stdoutLines == ["Amy Young", "Zed Adams", ""])
        // After a list of names, in the same run, and before one.
        let names = try files.file("n.txt", "Bob\n")
        #expect(try CLIRunner.run(["sort", names, path, "--locale", "en", "--sort-by", "given"]).stdoutLines == ["Amy Young", "Bob", "Zed Adams", ""])
        #expect(try CLIRunner.run(["sort", path, names, "--locale", "en", "--sort-by", "given"]).stdoutLines == ["Amy Young", "Bob", "Zed Adams", ""])
        #expect(try CLIRunner.run(["sort", names, path, "--locale", "en"]).stdoutLines == ["Zed Adams", "Bob", "Amy Young", ""])
    }

    @Test("--strict stops at the first problem and writes nothing; without it the rest is written")
    func strict() throws {
        let files = try TemporaryFolder()
        let path = try files.file("c.vcf", "BEGIN:VCARD\nVERSION:3.0\nN:Lee;Ann\nnot a property\nEND:VCARD\n")
        let lenient = try CLIRunner.run(["sort", path, "--locale", "en"])
        #expect(lenient.status == 65)
        #expect(lenient.stdoutLines == ["Ann Lee", ""])
        let strict = try CLIRunner.run(["sort", path, "--locale", "en", "--strict"])
        #expect(strict.status == 65)
        #expect(strict.stdout.isEmpty)
        #expect(strict.stderr == "collate: \(path):4: not a vCard property (no NAME:value); skipped (--strict: stopped here)\n")
    }
}
