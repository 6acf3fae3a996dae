// example: custom-readings
import Collation
import ICUCollation
import LatinCollation
import PinyinCollation
// hide
import Testing

@Test("Readings: a table of your own, your own pinyin readings, an ICU transform") func customReadings() throws {
// show

var registry = ProviderRegistry([LatinCollationProvider(), ICUCollationProvider()])
PinyinCollationProvider.register(in: &registry)

// Whole-name readings of your own: a nickname files under the full name.
let nicknames = ReadingTable(["Bob": "Robert", "Liz": "Elizabeth"])
let english = try IndexedCollation(locale: "en", registry: registry, transliterator: nicknames)

// Pinyin with readings of your own (the tab-separated format of `collate --readings`).
let custom = try PinyinReadings(parsing: "曾\tceng2\tsurname\n", file: "mine.tsv")
let chinese = try IndexedCollation(locale: "zh-Hans", registry: registry,
                                   transliterator: PinyinTransliterator(custom: custom))

// Any ICU transform, here katakana read as hiragana.
let kana = try IndexedCollation(locale: "ja", provider: "icu", registry: registry,
                                transliterator: try ICUTransliterator(id: "Katakana-Hiragana"))
// hide
    #expect(english.sectionTitles[english.section(for: "Bob")] == "R")
    #expect(chinese.sectionTitles[chinese.section(for: "曾国藩")] == "C")
    #expect(kana.reading(for: "サクラ") == "さくら")
}
// end
