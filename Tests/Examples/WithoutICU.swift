// example: without-icu
import CLDRCollation
import Collation
import LatinCollation
import PinyinCollation
// hide
import Testing

@Test("Without ICU (an iOS app): the CLDR provider orders every locale as ICU does") func withoutICU() throws {
// show

var registry = ProviderRegistry([LatinCollationProvider(), CLDRCollationProvider()])
PinyinCollationProvider.register(in: &registry)
let russian = try IndexedCollation(locale: "ru", provider: "auto", registry: registry)
let sorted = russian.sorted(["Яна", "Ёлка", "Zoe", "Андрей"], by: \.self)  // ["Андрей", "Ёлка", "Яна", "Zoe"]
let title = russian.sectionTitles[russian.section(for: "Ёлка")]  // "Е"
// hide
    #expect(sorted == ["Андрей", "Ёлка", "Яна", "Zoe"])
    #expect(title == "Е")
    #expect(registry.identifiers.contains("cldr"))
}
// end
