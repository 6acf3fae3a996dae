import Collation
import CollationTesting
import PinyinCollation
import Testing

@Suite("Pinyin order and sections")
struct PinyinOrderTests {
    @Test("Surname readings decide the order within a section", arguments: [
        ("曾国藩", "张三"), ("查良镛", "张三"), ("朴树", "蒲松龄"), ("缪可", "莫言"), ("高明", "盖叫天"),
    ])
    func orderedPairs(first: String, second: String) throws {
        let collation = try chineseCollation()
        #expect(collation.key(for: first).sortKey < collation.key(for: second).sortKey, "\(first) before \(second)")
        #expect(collation.sorted([second, first], by: { $0 }) == [first, second])
    }

    @Test("Syllable by syllable: 西安 (xi an) before 先 (xian); toneless first, then tone, then character")
    func syllables() throws {
        let collation = try chineseCollation(role: .text)
        #expect(collation.sorted(["先", "西安"], by: { $0 }) == ["西安", "先"])
        #expect(collation.sorted(["骂", "马", "麻", "妈"], by: { $0 }) == ["妈", "麻", "马", "骂"])
        let tied = collation.sorted(["章", "张"], by: { $0 })
        #expect(tied == ["张", "章"], "same reading zhāng: code point order, 张 U+5F20 before 章 U+7AE0")
    }

    @Test("Latin and Han names share A…Z and interleave by letters; other scripts go to #")
    func interleaving() throws {
        let collation = try chineseCollation()
        #expect(title("张三", in: collation) == "Z")
        #expect(title("Zoe", in: collation) == "Z")
        #expect(collation.sorted(["Zoe", "张三", "Zara", "曾国藩"], by: { $0 }) == ["Zara", "曾国藩", "张三", "Zoe"])
        #expect(title("Иван", in: collation) == "#")
        #expect(title("김민준", in: collation) == "#")
        #expect(title("007", in: collation) == "#")
        #expect(collation.sectionTitles.count == 27)
    }

    @Test("A Han name and its pinyin spelling agree at primary strength")
    func hanAndSpelling() throws {
        let registry = try pinyinRegistry()
        let collator = try registry.makeCollator(locale: LocaleIdentifier("zh-Hans"), provider: "pinyin",
                                                 options: CollationOptions(strength: .secondary))
        #expect(collator.sortKey(for: "张三") == collator.sortKey(for: "zhāng sān"))
        #expect(collator.sortKey(for: "张三") != collator.sortKey(for: "zhǎng sān"))
    }

    @Test("The pinyin provider passes the conformance suite")
    func conformance() async throws {
        let samples = ConformanceSamples.multilingual + ["曾国藩", "西安", "先", "妈", "吗", "𠀋", "葛\u{E0100}", "张Zoe", "Zoe张"]
        let failures = try await ProviderConformance(provider: PinyinCollationProvider(), locales: ["zh-Hans", "zh-Hant", "en"],
                                                     samples: samples, readings: [PinyinTransliterator(), PinyinTransliterator(readsSurnames: false)],
                                                     scriptsFiledByReading: ["Han"]).run()
        #expect(failures.isEmpty, "\(failures.prefix(10))")
    }

    @Test("auto prefers pinyin for Simplified Chinese and keeps latin for English")
    func autoSelection() throws {
        let registry = try pinyinRegistry()
        #expect(try registry.provider(named: "auto", for: LocaleIdentifier("zh-CN")).identifier == "pinyin")
        #expect(try registry.provider(named: "auto", for: LocaleIdentifier("zh")).identifier == "pinyin")
        #expect(try registry.provider(named: "auto", for: LocaleIdentifier("en")).identifier == "latin")
        #expect(registry.defaultReading(for: try LocaleIdentifier("zh-Hans")) != nil)
        #expect(registry.defaultReading(for: try LocaleIdentifier("zh-TW")) == nil)
        #expect(registry.defaultReading(for: try LocaleIdentifier("ja")) == nil)
    }
}
