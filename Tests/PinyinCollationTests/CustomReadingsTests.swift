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

    @Test("Words of one's own are read wherever they occur, before the built-in word readings, by both paths")
    func words() throws {
        let readings = try PinyinReadings(parsing: "行健\txíng jiàn\tword\n长沙\tzhǎng shā\tword\n乐天\tyuè tiān\tword\n", file: "words.tsv")
        #expect(readings.words["行健"]?.map(\.toned) == ["xíng", "jiàn"])
        let reader = PinyinTransliterator(custom: readings)
        #expect(reader.transliterate("王行健", as: .personName) == "wáng xíng jiàn")
        #expect(reader.transliterate("长沙", as: .text) == "zhǎng shā")
        #expect(PinyinTransliterator().transliterate("长沙", as: .text) == "cháng shā")
        #expect(readings.version != PinyinReadings().version)
        // The fused key writer reads words the same way as the reading stage: wáng yuè tiān
        // after wáng míng (the default 乐 lè would put it first).
        let collation = try IndexedCollation(locale: "zh-Hans", registry: pinyinRegistry(readings: readings))
        #expect(collation.sorted(["王乐天", "王明"], by: { $0 }) == ["王明", "王乐天"])
        let builtIn = try IndexedCollation(locale: "zh-Hans", registry: pinyinRegistry(readings: PinyinReadings()))
        #expect(builtIn.sorted(["王乐天", "王明"], by: { $0 }) == ["王乐天", "王明"])
    }

    @Test("Errors name the file and the line", arguments: [
        ("行\txíng\tword", 1, "a word has two characters or more"),
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
