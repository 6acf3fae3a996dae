import Foundation
import TestSupport
import Testing

@Suite("The collate tool with ICU", .serialized)
struct ICUCLITests {
    @Test("group --provider icu follows the JSON contract")
    func groupJSON() throws {
        let files = try TemporaryFolder()
        let path = try files.file("names.txt", "Zoe\nÖlund\nÅsa\n42\n")
        let result = try CLIRunner.run(["group", path, "--format", "json", "--locale", "sv", "--provider", "icu"])
        #expect(result.status == 0, "\(result.stderr)")
        let object = try result.json()
        #expect(object["provider"] as? String == "icu")
        #expect(object["locale"] as? String == "sv")
        #expect(try result.sections().map { $0["title"] as? String } == ["Z", "Å", "Ö", "#"])
    }

    @Test("titles --provider icu lists the locale's titles in collation order, # last")
    func titles() throws {
        let result = try CLIRunner.run(["titles", "--locale", "ja", "--provider", "icu", "--format", "json"])
        let object = try result.json()
        let titles = try #require(object["sectionTitles"] as? [String])
        // The kana rows first (the locale file's script order), then A–Z.
        #expect(titles.first == "あ")
        #expect(try #require(titles.firstIndex(of: "わ")) + 1 == titles.firstIndex(of: "A"))
        #expect(titles.last == "#")
    }

    @Test("--transliterate and --transliterate-rules plug ICU transforms in; bad ones are clear errors")
    func transforms() throws {
        let files = try TemporaryFolder()
        let path = try files.file("kana.txt", "ヤマモト\n")
        let result = try CLIRunner.run([path, "--locale", "ja", "--provider", "icu", "--transliterate", "Katakana-Hiragana"])
        #expect(result.stdoutLines == ["や", "  ヤマモト", ""])
        let bad = try CLIRunner.run([path, "--transliterate", "Nope-Nope"])
        #expect(bad.status == 1)
        #expect(bad.stderr.hasPrefix("collate: unknown transform 'Nope-Nope'"))
        let rules = try files.file("bad.rules", "a > b ;\nc > > d ;\n")
        let failed = try CLIRunner.run([path, "--transliterate-rules", rules])
        #expect(failed.status == 1)
        #expect(failed.stderr.hasPrefix("collate: \(rules):2: invalid transform rule"))
    }

    @Test("The surname reading applies under ICU too, and --text turns it off")
    func surnamesUnderICU() throws {
        let files = try TemporaryFolder()
        let path = try files.file("names.txt", "曾国藩\n")
        #expect(try CLIRunner.run([path, "--locale", "zh-Hans", "--provider", "icu"]).stdoutLines == ["Z", "  曾国藩", ""])
        #expect(try CLIRunner.run([path, "--locale", "zh-Hans", "--provider", "icu", "--text"]).stdoutLines == ["C", "  曾国藩", ""])
    }
}
