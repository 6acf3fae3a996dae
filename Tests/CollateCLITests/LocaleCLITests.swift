import Foundation
import TestSupport
import Testing

@Suite("collate with every locale, mixed scripts and Japanese names", .serialized)
struct LocaleCLITests {
    @Test("collate locales lists every generated locale")
    func locales() throws {
        let result = try CLIRunner.run(["locales", "--format", "csv"])
        #expect(result.status == 0, "\(result.stderr)")
        let rows = result.stdoutLines.dropFirst().filter { !$0.isEmpty }
        // One row per file under locales/ (root.locale is listed as und).
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("locales")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".locale") }
        #expect(files.count > 200)
        #expect(rows.count == files.count)
        for locale in ["am", "hy", "ka", "bn", "km", "my", "mn", "sr-Latn", "zh-Hant", "ja"] {
            #expect(rows.contains { $0.hasPrefix(locale + ",") }, "\(locale)")
        }
    }

    @Test("--also auto gives each script of a multilingual list its sections; without it they are in #")
    func alsoAuto() throws {
        let files = try TemporaryFolder()
        let path = try files.file("mixed.txt", "Иван\nZoe\nΝίκος\nさくら\nAnna\n김민준\n0day\n")
        let auto = try CLIRunner.run(["group", path, "--locale", "en", "--also", "auto", "--format", "json"])
        #expect(auto.status == 0, "\(auto.stderr)")
        #expect(try auto.sections().map { $0["title"] as? String } == ["A", "Z", "Ν", "И", "ㄱ", "さ", "#"])
        let plain = try CLIRunner.run(["group", path, "--locale", "en", "--format", "json"])
        #expect(try plain.sections().map { $0["title"] as? String } == ["A", "Z", "#"])
        let named = try CLIRunner.run(["group", path, "--locale", "en", "--also", "ru,el", "--format", "json"])
        #expect(try named.sections().map { $0["title"] as? String } == ["A", "Z", "Ν", "И", "#"])
    }

    @Test("--also names an unknown locale, or a provider that cannot order it: one line, exit 1")
    func alsoErrors() throws {
        let unknown = try CLIRunner.run(["titles", "--also", "tlh"])
        #expect(unknown.status == 1)
        #expect(unknown.stderr.hasPrefix("collate: --also: no locale data for 'tlh'"))
        let latin = try CLIRunner.run(["titles", "--also", "ru", "--provider", "latin"])
        #expect(latin.status == 1)
        #expect(latin.stderr == "collate: provider 'latin' does not support locale 'ru'\n")
    }

    @Test("Japanese kanji surnames file under their kana row; --text switches the readings off")
    func japanese() throws {
        let files = try TemporaryFolder()
        let path = try files.file("ja.txt", "山田太郎\n佐藤花子\n渡辺\nさくら\n")
        let read = try CLIRunner.run(["group", path, "--locale", "ja", "--format", "json"])
        #expect(try read.sections().map { $0["title"] as? String } == ["さ", "や", "わ"])
        let text = try CLIRunner.run(["group", path, "--locale", "ja", "--text", "--format", "json"])
        #expect(try text.sections().map { $0["title"] as? String } == ["さ", "#"])
    }

    @Test("titles --index-slots condenses the side index; zhuyin sections for zh-Hant-u-co-zhuyin")
    func indexSlots() throws {
        let result = try CLIRunner.run(["titles", "--locale", "zh-Hant", "--index-slots", "20", "--format", "json"])
        let object = try result.json()
        let index = try #require(object["sectionIndexTitles"] as? [String])
        let titles = try #require(object["sectionTitles"] as? [String])
        #expect(index.count <= 20 && index.contains("•") && index.first == "1劃" && index.last == "#")
        #expect(titles.filter { $0.hasSuffix("劃") }.count == 37)
        let zhuyin = try CLIRunner.run(["titles", "--locale", "zh-Hant-u-co-zhuyin", "--format", "json"])
        let bopomofo = try #require(try zhuyin.json()["sectionTitles"] as? [String])
        #expect(Array(bopomofo.prefix(4)) == ["ㄅ", "ㄆ", "ㄇ", "ㄈ"])
        let bad = try CLIRunner.run(["titles", "--index-slots", "0"])
        #expect(bad.status == 64)
        // CSV carries the condensed bar too, each entry with the section it jumps to.
        let csv = try CLIRunner.run(["titles", "--locale", "zh-Hant", "--index-slots", "20", "--format", "csv"])
        let rows = csv.stdoutLines.filter { !$0.isEmpty }.map { $0.split(separator: ",", omittingEmptySubsequences: false).map(String.init) }
        #expect(rows.first == ["list", "position", "title", "section"])
        #expect(rows.filter { $0.first == "section" }.map { $0[2] } == titles)
        #expect(rows.filter { $0.first == "index" }.map { $0[2] } == index)
        let targets = try #require(object["sectionIndexTargets"] as? [Int])
        #expect(rows.filter { $0.first == "index" }.map { Int($0[3]) } == targets.map { $0 })
    }
}

/// A locale with no data says so, once, on standard error.
@Suite("Locales without data")
struct MissingLocaleDataTests {
    @Test("--locale xx-YY warns and names the fallback; locales with data, by fallback too, do not")
    func warning() throws {
        let missing = try CLIRunner.run(["titles", "--locale", "xx-YY"])
        #expect(missing.status == 0)
        #expect(missing.stderr == "collate: warning: no locale data for 'xx-YY': its sections are the root's (A–Z, #); `collate locales` lists the locales there are\n")
        for locale in ["en-GB", "zh-TW", "de-u-co-phonebk", "sr-Latn-BA"] {
            let run = try CLIRunner.run(["titles", "--locale", locale])
            #expect(run.stderr.isEmpty, "\(locale): \(run.stderr)")
        }
        let strict = try CLIRunner.run(["sort", "--locale", "xx-YY", "--strict"], input: Data("Ann\n".utf8))
        #expect(strict.status == 1)
        #expect(strict.stdout.isEmpty)
        #expect(strict.stderr.hasPrefix("collate: no locale data for 'xx-YY' (--strict"))
    }

    @Test("providers tells the truth for a locale without data: no provider is complete there, and the columns line up")
    func providers() throws {
        let missing = try CLIRunner.run(["providers", "--locale", "xx-YY", "--format", "json"]).json()
        #expect(missing["localeData"] as? Bool == false)
        let support = Dictionary(uniqueKeysWithValues: ((missing["providers"] as? [[String: Any]]) ?? []).map { ($0["identifier"] as? String ?? "", $0["support"] as? String ?? "") })
        #expect(support["icu"] == "partial" && support["latin"] == "fallback" && support["pinyin"] == "fallback")
        // Both collations are partial there (ICU's root order); the built-in one is registered first.
        #expect(missing["auto"] as? String == "cldr")
        let known = try CLIRunner.run(["providers", "--locale", "sv", "--format", "json"]).json()
        #expect(known["localeData"] as? Bool == true)
        #expect(((known["providers"] as? [[String: Any]]) ?? []).first { $0["identifier"] as? String == "icu" }?["support"] as? String == "complete")
        let text = try CLIRunner.run(["providers", "--locale", "xx-YY"])
        #expect(text.stdoutLines.last { !$0.isEmpty }?.hasPrefix("(no locale data for xx-YY") == true)
        // The summary column starts at the same place in the header and every row.
        let table = text.stdoutLines.prefix { !$0.hasPrefix("(") }
        let header = try #require(table.first)
        let column = try #require(header.range(of: "summary")).lowerBound.utf16Offset(in: header)
        for row in table.dropFirst() {
            let cells = row.split(separator: " ", omittingEmptySubsequences: true)
            #expect(cells.count >= 3)
            let start = try #require(row.range(of: "  " + String(cells[2]))).lowerBound.utf16Offset(in: row) + 2
            #expect(start == column, "\(row)")
        }
    }
}
