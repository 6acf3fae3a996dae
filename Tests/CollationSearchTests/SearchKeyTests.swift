import Collation
import CollationContacts
import CollationSearch
import ICUCollation
import JapaneseNames
import PinyinCollation
import Testing

@Suite("Search keys")
struct SearchKeyTests {
    let builder = SearchKeyBuilder()

    @Test("Han names read by pinyin, the surname by its surname reading, words by their word reading", arguments: [
        ("张三", "zhang san"),
        ("曾国藩", "zeng guo fan"),
        ("单田芳", "shan tian fang"),
        ("吕布", "lv|lu bu"),
        ("重庆", "chong qing"),
    ])
    func hanReadings(name: String, reading: String) {
        #expect(builder.keys(for: name).readings.first == reading)
    }

    @Test("A given name's polyphonic character offers its other readings; a surname does not")
    func polyphonic() {
        let keys = builder.keys(display: "乐乐", spellings: [[NamePart("乐", role: .familyName), NamePart("乐", role: .givenName)]])
        #expect(keys.readings == ["yue le|yue"])
    }

    @Test("Kana reads as Hepburn romaji with the spellings people type, then the kana as written", arguments: [
        ("さくら", "sa|さ ku|く ra|ら"),
        ("サクラ", "sa|さ ku|く ra|ら"),
        ("きょうこ", "kyo|きょ u|う ko|こ"),
        ("しょうた", "sho|syo|しょ u|う ta|た"),
        ("きって", "ki|き tte|って"),
        ("ラーメン", "ra|らー me|め n|nn|ん"),
        ("ファン", "fa|ふぁ n|nn|ん"),
        ("ふじ", "fu|hu|ふ ji|zi|じ"),
    ])
    func kana(name: String, reading: String) {
        #expect(builder.keys(for: name, role: .text).readings == [reading])
    }

    @Test("Hangul syllables are units of compatibility jamo")
    func hangul() {
        #expect(builder.keys(for: "김민준").readings == ["ㄱㅣㅁ ㅁㅣㄴ ㅈㅜㄴ"])
        #expect(builder.keys(for: "김민준").text == "ㄱㅣㅁㅁㅣㄴㅈㅜㄴ")
    }

    @Test("Latin folds case and accents; separators split words", arguments: [
        ("Émile Zola", "emile zola"),
        ("Jean-Luc Picard", "jean luc picard"),
        ("Straße", "strasse"),
        ("O'Brien", "o brien"),
        ("J.R.R. Tolkien", "j r r tolkien"),
        ("ＡＢＣ", "abc"),
    ])
    func latin(name: String, reading: String) {
        #expect(builder.keys(for: name).readings == [reading])
        #expect(builder.keys(for: name).text == reading)
    }

    @Test("Other scripts get a Latin reading from ICU's Any-Latin when it is plugged in")
    func latinizer() throws {
        let latin = SearchKeyBuilder(latinizer: try ICUTransliterator(id: "Any-Latin; Latin-ASCII"))
        let keys = latin.keys(for: "Иван Петров")
        #expect(keys.readings == ["иван петров", "ivan petrov"])
        #expect(latin.keys(for: "张三").readings == ["zhang san"], "Han keeps its own reading")
        #expect(latin.keys(for: "Όλγα").readings.last == "olga")
        #expect(latin.keys(for: "さくら", role: .text).readings == ["sa|さ ku|く ra|ら"], "kana keeps its own reading")
    }

    @Test("A contact is found by its written name, both name orders, its phonetic fields and its company")
    func contact() {
        let contact = Contact(givenName: "太郎", familyName: "山田", phoneticGivenName: "たろう", phoneticFamilyName: "やまだ", organization: "ACME")
        let keys = builder.keys(for: contact)
        #expect(keys.text == "山田太郎")
        #expect(keys.readings.contains("ya|や ma|ま da|だ ta|た ro|ろ u|う"))
        #expect(keys.readings.contains("acme"))
        let western = builder.keys(for: Contact(givenName: "Anna", familyName: "Schmidt"))
        #expect(western.readings == ["anna schmidt", "schmidt anna"])
    }

    @Test("A reading stage adds the kanji name's kana reading")
    func readers() {
        let japanese = SearchKeyBuilder(readers: [JapaneseNameTransliterator()])
        let keys = japanese.keys(display: "佐藤", spellings: [[NamePart("佐藤", role: .familyName)]])
        #expect(keys.readings.contains("sa|さ to|と u|う"))
    }

    @Test("A reading that leaves kanji as written is also kept as written, so that kana and kanji typed find it")
    func readingAsWritten() {
        let japanese = SearchKeyBuilder(readers: [JapaneseNameTransliterator()])
        let keys = japanese.keys(for: "山田太郎")
        #expect(keys.readings.contains("や ま だ 太 郎"))
        #expect(SearchQuery("やまだ太郎").rank(of: keys) == .exact)
        #expect(SearchQuery("やまだ").rank(of: keys) == .prefix)
        #expect(SearchQuery("yamada").rank(of: keys) == .prefix)
        #expect(SearchQuery("さくら").rank(of: builder.keys(for: "三サクラ")) == .substring)
        #expect(SearchQuery("san さくら").rank(of: builder.keys(for: "三サクラ")) == .exact)
    }
}
