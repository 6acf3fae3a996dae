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

    @Test("Kana reads as Hepburn romaji with the spellings people type", arguments: [
        ("さくら", "sa ku ra"),
        ("サクラ", "sa ku ra"),
        ("きょうこ", "kyo u ko"),
        ("しょうた", "sho|syo u ta"),
        ("きって", "ki tte"),
        ("ラーメン", "ra me n|nn"),
        ("ファン", "fa n|nn"),
        ("ふじ", "fu|hu ji|zi"),
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
        #expect(latin.keys(for: "さくら", role: .text).readings == ["sa ku ra"], "kana keeps its own reading")
    }

    @Test("A contact is found by its written name, both name orders, its phonetic fields and its company")
    func contact() {
        let contact = Contact(givenName: "太郎", familyName: "山田", phoneticGivenName: "たろう", phoneticFamilyName: "やまだ", organization: "ACME")
        let keys = builder.keys(for: contact)
        #expect(keys.text == "山田太郎")
        #expect(keys.readings.contains("ya ma da ta ro u"))
        #expect(keys.readings.contains("acme"))
        let western = builder.keys(for: Contact(givenName: "Anna", familyName: "Schmidt"))
        #expect(western.readings == ["anna schmidt", "schmidt anna"])
    }

    @Test("A reading stage adds the kanji name's kana reading")
    func readers() {
        let japanese = SearchKeyBuilder(readers: [JapaneseNameTransliterator()])
        let keys = japanese.keys(display: "佐藤", spellings: [[NamePart("佐藤", role: .familyName)]])
        #expect(keys.readings.contains("sa to u"))
    }
}
