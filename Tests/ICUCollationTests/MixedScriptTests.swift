import Collation
import ICUCollation
import LatinCollation
import Testing

@Suite("Mixed-script lists")
struct MixedScriptTests {
    static let names = ["Иван", "Zoe", "Νίκος", "さくら", "Anna", "김민준", "דוד", "محمد", "สมชาย", "0day", "山田", "Արամ", "გიორგი"]

    @Test("--also auto adds the main locale of each script the locale's sections miss, in order of appearance")
    func auto() throws {
        let registry = try icuRegistry()
        let en = try LocaleIdentifier("en"), ru = try LocaleIdentifier("ru"), uk = try LocaleIdentifier("uk")
        let added = registry.supplementaryLocales(for: Self.names, locale: en).map(\.identifier)
        #expect(added == ["ru", "el", "ja", "ko", "he", "ar", "th", "hy", "ka"])
        // Russian covers Cyrillic and Latin already; Greek is what it misses.
        #expect(registry.supplementaryLocales(for: ["Иван", "Anna", "Νίκος"], locale: ru).map(\.identifier) == ["el"])
        // Han has no main locale: it is read or filed by strokes in Chinese and Japanese only.
        #expect(registry.supplementaryLocales(for: ["山田", "张三"], locale: en).isEmpty)
        // A locale in `also` counts as covered.
        #expect(registry.supplementaryLocales(for: ["Иван"], locale: en, also: [uk]).isEmpty)
    }

    @Test("With the added sections no letter is left in #, and the default stays the locale's own")
    func nothingLeftInOverflow() throws {
        let registry = try icuRegistry()
        let en = try LocaleIdentifier("en")
        let also = registry.supplementaryLocales(for: Self.names, locale: en)
        let mixed = IndexedCollation(collator: try registry.makeCollator(locale: en, also: also, provider: "icu"))
        let overflow = mixed.sectionTitles.count - 1
        #expect(Self.names.filter { mixed.section(for: $0) == overflow } == ["0day", "山田"])
        let plain = IndexedCollation(collator: try registry.makeCollator(locale: en, provider: "icu"))
        #expect(plain.sectionTitles == LocaleData.latinSections.map(\.title) + ["#"])
        #expect(plain.section(for: "Иван") == plain.sectionTitles.count - 1)
    }

    @Test("auto picks the provider that orders every locale asked for; an explicit one that cannot is refused")
    func providerChoice() throws {
        let registry = ProviderRegistry([LatinCollationProvider(), ICUCollationProvider()])
        let en = try LocaleIdentifier("en"), ru = try LocaleIdentifier("ru"), sv = try LocaleIdentifier("sv")
        #expect(try registry.provider(named: "auto", for: en, also: [ru]).identifier == "icu")
        #expect(throws: CollationError.self) { try registry.makeCollator(locale: en, also: [ru], provider: "latin") }
        // The Latin provider adds the Latin letters a supplement has and the locale lacks.
        let latin = try registry.makeCollator(locale: en, also: [sv], provider: "latin")
        #expect(latin.sections.titles.suffix(4) == ["Å", "Ä", "Ö", "#"])
    }

    @Test("The Latin provider gives every Latin-script locale it supports the file's titles, without ICU")
    func latinTitles() throws {
        let provider = LatinCollationProvider()
        let catalog = LocaleCatalog.builtIn()
        var checked = 0
        for data in catalog.all where provider.support(for: data.identifier) == .partial {
            let collator = try provider.makeCollator(CollatorConfiguration(locale: data.identifier, data: data))
            #expect(collator.sections.titles == data.sections.map(\.title) + ["#"], "\(data.identifier)")
            for section in data.sections {
                let title = collator.sections.titles[collator.sectionIndex(for: section.title + "a")]
                #expect(title == section.title, "\(data.identifier): \(section.title)a is under \(title)")
            }
            checked += 1
        }
        #expect(checked > 100)
        let sv = try LocaleIdentifier("sv"), de = try LocaleIdentifier("de")
        let swedish = try provider.makeCollator(CollatorConfiguration(locale: sv, data: #require(catalog.data(for: sv))))
        #expect(swedish.sections.titles.suffix(4) == ["Å", "Ä", "Ö", "#"])
        let german = try provider.makeCollator(CollatorConfiguration(locale: de, data: #require(catalog.data(for: de))))
        #expect(german.sections.titles[german.sectionIndex(for: "Ölund")] == "O")
    }

    @Test("zh-Hant's stroke sections in a 20-slot bar: every section is still reached")
    func condensedStrokeIndex() throws {
        let collation = IndexedCollation(collator: try icuCollator("zh-Hant"), indexSlots: 20)
        #expect(collation.sectionTitles.filter { $0.hasSuffix("劃") }.count == 37)
        #expect(collation.sectionIndexTitles.count <= 20)
        var reached = Set<Int>()
        for entry in collation.sectionIndexTitles.indices {
            reached.insert(collation.section(forSectionIndexTitleAt: entry))
            for step in 0..<20 { reached.insert(collation.section(forSectionIndexTitleAt: entry, fraction: (Double(step) + 0.5) / 20)) }
        }
        #expect(reached == Set(collation.sectionTitles.indices))
    }
}
