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

    @Test("ICU is loaded when a run asks for it, not before: a default run maps none of its libraries, --provider icu does")
    func loadedOnDemand() throws {
        #if os(Linux)
        let files = try TemporaryFolder()
        let path = try files.file("names.txt", "Zoë\nИван\n张伟\n")
        // glibc's loader names each library it maps.
        let plain = try CLIRunner.run([path, "--locale", "ru"], environment: ["LD_DEBUG": "files"])
        #expect(plain.status == 0, "\(plain.stderr)")
        #expect(!plain.stderr.contains("libicu"), "a default run mapped ICU")
        let icu = try CLIRunner.run([path, "--locale", "ru", "--provider", "icu"], environment: ["LD_DEBUG": "files"])
        #expect(icu.status == 0)
        #expect(icu.stderr.contains("libicui18n"))
        #expect(icu.stdout == plain.stdout)
        #endif
    }

    @Test("Without ICU the tool still runs; only what needs ICU fails, with one line that says why")
    func withoutICU() throws {
        let files = try TemporaryFolder()
        let path = try files.file("names.txt", "Zoë\nИван\n")
        let missing = ["COLLATION_ICU_LIBRARY": "/nonexistent/libicui18n.so"]
        let plain = try CLIRunner.run([path, "--locale", "ru"], environment: missing)
        #expect(plain.status == 0, "\(plain.stderr)")
        #expect(plain.stdoutLines == ["И", "  Иван", "Z", "  Zoë", ""])
        for arguments in [["--provider", "icu"], ["--transliterate", "Katakana-Hiragana"]] {
            let failed = try CLIRunner.run([path, "--locale", "ru"] + arguments, environment: missing)
            #expect(failed.status == 1)
            #expect(failed.stdout.isEmpty)
            #expect(failed.stderr.split(separator: "\n").count == 1, "\(failed.stderr)")
            #expect(failed.stderr.contains("could not be loaded from COLLATION_ICU_LIBRARY: /nonexistent/libicui18n.so"), "\(failed.stderr)")
        }
        // A library that is not ICU.
        let other = try CLIRunner.run([path, "--provider", "icu"], environment: ["COLLATION_ICU_LIBRARY": "libc.so.6"])
        #expect(other.status == 1)
        #expect(other.stderr.contains("has no u_getVersion"), "\(other.stderr)")
        let providers = try CLIRunner.run(["providers"], environment: missing)
        #expect(providers.status == 0)
        #expect(providers.stdout.contains("not available"), "\(providers.stdout)")
    }
}
