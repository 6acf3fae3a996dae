// example: group-names
import Collation
import ICUCollation
import JapaneseNames
import LatinCollation
import PinyinCollation
// hide
import Testing

@Test("README: group a list of names") func groupNames() throws {
    var printed: [String] = []
    func print(_ title: String, _ items: [String]) { printed.append("\(title) \(items)") }
// show

var registry = ProviderRegistry([LatinCollationProvider(), ICUCollationProvider()])
PinyinCollationProvider.register(in: &registry)      // pinyin provider, surname readings for zh-Hans
JapaneseNameTransliterator.register(in: &registry)   // kanji family names read in kana, in ja
HanNameTransliterator.register(in: &registry)        // Han names read in every other locale

let collation = try IndexedCollation(locale: "en", registry: registry)
let names = ["Zoë Ball", "曾国藩", "Ævar Jónsson", "山田太郎", "adam", "007"]
for section in collation.grouped(names, by: { $0 }) {
    print(section.title, section.items)
}
// A ["adam", "Ævar Jónsson"]
// Y ["山田太郎"]
// Z ["曾国藩", "Zoë Ball"]
// # ["007"]
// hide
    #expect(printed == [#"A ["adam", "Ævar Jónsson"]"#, #"Y ["山田太郎"]"#, #"Z ["曾国藩", "Zoë Ball"]"#, ##"# ["007"]"##])
}
// end
