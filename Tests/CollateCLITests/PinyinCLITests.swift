import Foundation
import TestSupport
import Testing

@Suite("The collate tool in Chinese", .serialized)
struct PinyinCLITests {
    @Test("zh-Hans groups by surname readings with the pinyin provider, and under latin too")
    func surnames() throws {
        let files = try TemporaryFolder()
        let path = try files.file("names.txt", "曾国藩\n单田芳\n张三\nZoe\n解缙\n")
        for provider in ["pinyin", "latin", "auto"] {
            let result = try CLIRunner.run([path, "--locale", "zh-Hans", "--provider", provider])
            #expect(result.status == 0, "\(result.stderr)")
            #expect(result.stdoutLines == ["S", "  单田芳", "X", "  解缙", "Z", "  曾国藩", "  张三", "  Zoe", ""], "\(provider)")
        }
    }

    @Test("--text reads names as ordinary text")
    func textFlag() throws {
        let files = try TemporaryFolder()
        let path = try files.file("places.txt", "长沙\n曾经\n")
        let result = try CLIRunner.run([path, "--locale", "zh-Hans", "--text"])
        #expect(result.stdoutLines == ["C", "  曾经", "  长沙", ""])
    }

    @Test("--readings overrides readings; a bad file is named with its line")
    func readingsFile() throws {
        let files = try TemporaryFolder()
        let readings = try files.file("r.tsv", "曾\tceng2\tsurname\n")
        let names = try files.file("names.txt", "曾国藩\n")
        let result = try CLIRunner.run([names, "--locale", "zh-Hans", "--readings", readings])
        #expect(result.stdoutLines == ["C", "  曾国藩", ""])
        let bad = try files.file("bad.tsv", "# ok\n曾\tzeng9\n")
        let failed = try CLIRunner.run([names, "--locale", "zh-Hans", "--readings", bad])
        #expect(failed.status == 1)
        #expect(failed.stderr == "collate: \(bad):2: 'zeng9' is not a pinyin syllable\n")
    }

    @Test("explain shows the surname-aware reading")
    func explain() throws {
        let result = try CLIRunner.run(["explain", "单于飞", "--locale", "zh-Hans", "--format", "json"])
        let object = try result.json()
        #expect(object["reading"] as? String == "chán yú fēi")
        #expect(object["section"] as? String == "C")
        #expect(object["provider"] as? String == "pinyin")
    }
}
