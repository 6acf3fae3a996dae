// example: swedish-titles
import Collation
import ICUCollation
import LatinCollation
import PinyinCollation
// hide
import Testing

@Test("Getting started: register providers, make a collation, read its titles") func swedishTitles() throws {
// show

var registry = ProviderRegistry([LatinCollationProvider(), ICUCollationProvider()])
PinyinCollationProvider.register(in: &registry)   // the pinyin provider, and surname-aware
                                                  // pinyin readings for Simplified Chinese
let collation = try IndexedCollation(locale: "sv", provider: "auto", registry: registry)
let titles = collation.sectionTitles      // ["A", "B", … "Z", "Å", "Ä", "Ö", "#"]
let index = collation.sectionIndexTitles  // the titles of a side index bar
// hide
    #expect(titles.suffix(4) == ["Å", "Ä", "Ö", "#"])
    #expect(titles.first == "A")
    #expect(index == titles)
}
// end
