// example: name-parts
import Collation
import PinyinCollation
// hide
import Testing

@Test("Grouping a contact list: a name in parts, each read in its role") func nameParts() throws {
    var registry = ProviderRegistry()
    PinyinCollationProvider.register(in: &registry)
    let collation = try IndexedCollation(locale: "zh-Hans", registry: registry)
// show

let name = [NamePart("单", role: .familyName), NamePart("田芳", role: .givenName)]
let reading = collation.reading(for: name)        // "shàn tián fāng" with the pinyin reading stage
let section = collation.key(for: name).section    // the section of "S"
// hide
    #expect(reading == "shàn tián fāng")
    #expect(collation.sectionTitles[section] == "S")
}
// end
