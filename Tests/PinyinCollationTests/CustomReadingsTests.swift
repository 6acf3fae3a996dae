import Collation
import PinyinCollation
import Testing

@Suite("Custom readings")
struct CustomReadingsTests {
    @Test("A readings file overrides characters, surnames and whole names")
    func overrides() throws {
        let readings = try PinyinReadings(parsing: """
            # my readings
            曾\tceng2\tsurname
            乐\tyue4
            长沙\tchang2 sha1
            单于飞\tShàn Yúfēi\tname
            """, file: "mine.tsv")
        #expect(readings.surnames["曾"]?.first?.toned == "céng")
        #expect(readings.characters["乐"]?.toned == "yuè")
        #expect(readings.names["长沙"] == "chang2 sha1")
        let reader = PinyinTransliterator(custom: readings)
        #expect(reader.transliterate("曾国藩", as: .personName) == "céng guó fān")
        #expect(reader.transliterate("快乐", as: .text) == "kuài yuè")
        #expect(reader.transliterate("单于飞", as: .personName) == "Shàn Yúfēi")
        #expect(reader.transliterate("单于", as: .personName) == "chán yú")
        let collation = try IndexedCollation(locale: "zh-Hans", registry: pinyinRegistry(readings: readings))
        #expect(title("曾国藩", in: collation) == "C")
    }

    @Test("Errors name the file and the line", arguments: [
        ("曾\tzeng9", 1, "'zeng9' is not a pinyin syllable"),
        ("# c\n曾\n", 2, "expected 'text<TAB>pinyin"),
        ("曾\tzēng\tnickname", 1, "unknown kind 'nickname'"),
        ("\n\n尉迟\tyù\tsurname", 3, "has 2 characters but 'yù' has 1 syllables"),
        ("曾\tzēng\tsurname\textra", 1, "too many columns"),
        ("司马光明\tsī mǎ guāng míng\tsurname", 1, "a surname has one or two characters"),
    ])
    func errors(text: String, line: Int, fragment: String) {
        #expect {
            try PinyinReadings(parsing: text, file: "r.tsv")
        } throws: { error in
            guard let error = error as? FileProblem else { return false }
            return error.line == line && error.description.hasPrefix("r.tsv:\(line): ") && error.description.contains(fragment)
        }
    }
}
