// example: search-contacts
import Collation
import CollationSearch
import PinyinCollation
// hide
import Testing

@Test("Search: find a name by how it sounds") func searchContacts() async throws {
    var printed: [String] = []
    func print(_ items: Any...) { printed.append(items.map { "\($0)" }.joined(separator: " ")) }
// show

var registry = ProviderRegistry()
PinyinCollationProvider.register(in: &registry)
let collation = try IndexedCollation(locale: "zh-Hans", registry: registry)
let names = ["张三", "曾国藩", "김민준", "さくら", "Émile"]

let builder = SearchKeyBuilder()    // pinyin built in; pass an ICU Any-Latin to latinize others
let sections = await collation.grouped(names, by: { $0 })
let index = await SearchIndex(sections) { builder.keys(for: $0) }
for match in index.matches(for: "zs", limit: 20) {
    print(match.rank, match.sectionTitle, match.element)    // initials Z 张三
}
let jamo = SearchQuery("ㄱㅁㅈ").rank(of: builder.keys(for: "김민준"))    // .initials
let zeng = SearchQuery("zgf").rank(of: builder.keys(for: "曾国藩"))     // .initials: 曾 is Zēng
// hide
    #expect(printed == ["initials Z 张三"])
    #expect(jamo == .initials)
    #expect(zeng == .initials)
    #expect(index.matches(for: "sakura").first?.element == "さくら")
    #expect(index.matches(for: "emile").first?.element == "Émile")
}
// end
