import Foundation
import Testing

/// The built `collate` on the built-in sample and on files: Han names read in every locale,
/// Japanese kana rows first, Cyrillic letters added, through the binary as users run it.
@Suite("Multilingual lists through the tool")
struct MultilingualCLITests {
    /// Each name's section in text output.
    static func sections(_ output: String) -> [String: String] {
        var result: [String: String] = [:]
        var title = ""
        for line in output.split(separator: "\n") {
            if line.hasPrefix("  ") { result[line.trimmingCharacters(in: .whitespaces)] = title } else { title = String(line) }
        }
        return result
    }

    @Test("collate --also auto on the sample files the Chinese names by pinyin and the Japanese ones by romaji", arguments: ["en", "de", "fr", "es"])
    func sample(locale: String) throws {
        let run = try CLIRunner.run(["--sample", "--locale", locale, "--also", "auto"])
        #expect(run.status == 0, "\(run.stderr)")
        let sections = Self.sections(run.stdout)
        let expected = [
            "曾国藩": "Z", "单田芳": "S", "解缙": "X", "仇英": "Q", "区志强": "O", "查良镛": "Z", "翟天临": "Z", "朴树": "P",
            "盖叫天": "G", "张三": "Z", "李四": "L", "王小明": "W", "尉迟恭": "Y", "万俟卨": "M", "欧阳修": "O", "司马光": "S",
            "诸葛亮": "Z", "长孙无忌": "Z", "令狐冲": "L", "山田太郎": "Y", "佐藤花子": "S",
            "さくら": "さ", "ヤマモト ユキ": "や", "Иван Петров": "И", "김민준": "ㄱ",
        ]
        for (name, title) in expected { #expect(sections[name] == title, "\(locale): \(name) under \(sections[name] ?? "nothing")") }
        #expect(Set(sections.filter { $0.value == "#" }.keys) == ["(Work) Front Desk", "@handle", "❤️ Mom", "🍕 Pizza Place", "007 James Bond", "1-800-Flowers", "24 Hour Pharmacy"])
    }

    @Test("--han none gives the list as read as written: every Han name under #; a wrong value is a usage error")
    func hanNone() throws {
        let run = try CLIRunner.run(["--sample", "--locale", "en", "--also", "auto", "--han", "none"])
        #expect(run.status == 0)
        let sections = Self.sections(run.stdout)
        for name in ["曾国藩", "单田芳", "山田太郎", "佐藤花子", "张三"] { #expect(sections[name] == "#", "\(name)") }
        let bad = try CLIRunner.run(["--locale", "en", "--han", "korean"])
        #expect(bad.status == 64)
        #expect(bad.stderr.contains("'auto', 'chinese', 'japanese' or 'none'"))
    }

    @Test("--also zh-Hans reads Han as Chinese, --also ja as Japanese (杜鵑 stays in # as on Android)")
    func alsoChooses() throws {
        let input = Data("杜鵑\n山田太郎\n".utf8)
        let chinese = Self.sections(try CLIRunner.run(["group", "--locale", "en", "--also", "zh-Hans"], input: input).stdout)
        #expect(chinese["杜鵑"] == "D")
        #expect(chinese["山田太郎"] == "S")     // shān tián: every Han name as Chinese
        let japanese = Self.sections(try CLIRunner.run(["group", "--locale", "en", "--also", "ja"], input: input).stdout)
        #expect(japanese["杜鵑"] == "#")
        #expect(japanese["山田太郎"] == "Y")
    }

    @Test("collate titles --locale ja begins with the kana rows; sort puts kana names first; --script-order collation gives ICU's")
    func japaneseOrder() throws {
        let titles = try CLIRunner.run(["titles", "--locale", "ja"])
        #expect(titles.stdoutLines.first == "sectionTitles: あ か さ た な は ま や ら わ A B C D E F G H I J K L M N O P Q R S T U V W X Y Z #")
        let input = Data("Anna\nさくら\nBob\nかな\n".utf8)
        #expect(try CLIRunner.run(["sort", "--locale", "ja"], input: input).stdoutLines.dropLast() == ["かな", "さくら", "Anna", "Bob"])
        #expect(try CLIRunner.run(["sort", "--locale", "ja", "--script-order", "collation"], input: input).stdoutLines.dropLast() == ["Anna", "Bob", "かな", "さくら"])
        let icu = try CLIRunner.run(["titles", "--locale", "ja", "--script-order", "collation"])
        #expect(icu.stdoutLines.first?.hasPrefix("sectionTitles: A B C") ?? false)
        let bad = try CLIRunner.run(["titles", "--script-order", "kana first"])
        #expect(bad.status == 64)
    }

    @Test("Search and the page's index bar file a Han name where the list does: 曾国藩 under Z in English")
    func searchAndPageInStep() throws {
        let input = Data("曾国藩\nZoe\nAnna\n".utf8)
        let search = try CLIRunner.run(["search", "zgf", "--locale", "en", "--format", "json"], input: input)
        let matches = try #require(try search.json()["matches"] as? [[String: Any]])
        #expect(matches.first?["name"] as? String == "曾国藩")
        #expect(matches.first?["section"] as? String == "Z")
        let page = try CLIRunner.run(["group", "--locale", "en", "--format", "html"], input: input).stdout
        // The page's sections (and so its index bar) are A and Z: no "#" for the Chinese name.
        #expect(page.contains("data-title=\"Z\""))
        #expect(!page.contains("data-title=\"#\""))
    }

    @Test("Ukrainian and Serbian names get their own letters under --also auto")
    func cyrillicLetters() throws {
        let input = Data("Іван\nЇжак\nҐанок\nГалина\nЈелена\nЄва\nЉиљана\nИрина\n".utf8)
        let sections = Self.sections(try CLIRunner.run(["group", "--locale", "en", "--also", "auto"], input: input).stdout)
        #expect(sections == ["Іван": "І", "Їжак": "Ї", "Ґанок": "Ґ", "Галина": "Г", "Јелена": "Ј", "Єва": "Є", "Љиљана": "Љ", "Ирина": "И"])
    }
}
