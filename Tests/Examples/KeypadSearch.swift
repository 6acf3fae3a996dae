// example: keypad-search
import Collation
import CollationSearch
import PinyinCollation
// hide
import Testing

@Test("Keypad search: find a contact from the phone keypad") func keypadSearch() async throws {
    var printed: [String] = []
    func print(_ items: Any...) { printed.append(items.map { "\($0)" }.joined(separator: " ")) }
// show

var registry = ProviderRegistry()
PinyinCollationProvider.register(in: &registry)
let collation = try IndexedCollation(locale: "zh-Hans", registry: registry)
let names = ["曾国藩", "单田芳", "张三", "Łukasz Nowak"]

let sections = await collation.grouped(names, by: { $0 })
let keypad = await KeypadIndex(sections, keypad: Keypad(locale: "zh-Hans"), builder: SearchKeyBuilder(),
                               display: { $0 }, spellings: { [[NamePart($0, role: .personName)]] })
var typed = keypad.search("9")                      // the first key searches the whole list,
for digits in ["94", "943"] { typed = typed.refined(to: digits) }   // the next ones what it found
for match in typed.matches(limit: 20) {
    let marked = match.highlight.map { h in h.ranges.map { String(h.text[$0]) } } ?? []
    print(match.rank, match.element, marked)        // initials 曾国藩 ["曾国藩"]
}
let ceng = keypad.matches(for: "2364")              // []: 曾 is Zēng as a surname, never céng
// hide
    #expect(printed == [#"initials 曾国藩 ["曾国藩"]"#])
    #expect(ceng.isEmpty)
    #expect(keypad.matches(for: "9364").first?.highlight.map { h in h.ranges.map { String(h.text[$0]) } } == ["曾"])
    #expect(keypad.matches(for: "5852").first?.element == "Łukasz Nowak")
}
// end
