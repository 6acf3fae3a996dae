import Collation
import CollationContacts
@testable import JapaneseNames
import PinyinCollation
import Testing

/// The phonetic name a contact suggests for a locale's phones: surname readings in pinyin,
/// Japanese family names in kana, nothing for what phones already file right.
@Suite("Suggested phonetic names")
struct SuggestedPhoneticNameTests {
    static func suggestion(_ family: String?, _ given: String?, _ locale: String, style: PinyinStyle = .typed, kana: KanaStyle = .hiragana) throws -> PhoneticName {
        try Contact(givenName: given, familyName: family).suggestedPhoneticName(for: LocaleIdentifier(locale), style: style, kana: kana)
    }

    @Test("Chinese family names take their surname readings, given names their word readings", arguments: [
        ("曾", "国藩", "Zeng", "Guofan"), ("单", "田芳", "Shan", "Tianfang"), ("解", "缙", "Xie", "Jin"), ("仇", "英", "Qiu", "Ying"),
        ("区", "志强", "Ou", "Zhiqiang"), ("朴", "树", "Piao", "Shu"), ("翟", "天临", "Zhai", "Tianlin"), ("尉迟", "恭", "Yuchi", "Gong"),
        ("万俟", "卨", "Moqi", "Xie"), ("单于", "飞", "Chanyu", "Fei"), ("李", "重阳", "Li", "Chongyang"), ("尉", "明", "Wei", "Ming"),
    ])
    func chinese(family: String, given: String, familyReading: String, givenReading: String) throws {
        let name = try Self.suggestion(family, given, "zh-Hans")
        #expect(name == PhoneticName(family: familyReading, given: givenReading))
    }

    @Test("Styles: typed (the default), tones, spaced; kana in hiragana or katakana")
    func styles() throws {
        #expect(try Self.suggestion("曾", "国藩", "zh-Hans", style: .tones) == PhoneticName(family: "Zēng", given: "Guófān"))
        #expect(try Self.suggestion("曾", "国藩", "zh-Hant", style: .spaced) == PhoneticName(family: "Zeng", given: "Guo Fan"))
        #expect(try Self.suggestion("吕", "布", "zh-Hans") == PhoneticName(family: "Lü", given: "Bu"))
        #expect(try Self.suggestion("山田", "太郎", "ja") == PhoneticName(family: "やまだ"))
        #expect(try Self.suggestion("山田", "太郎", "ja", kana: .katakana) == PhoneticName(family: "ヤマダ"))
    }

    @Test("Japanese: a family name the table knows gets its kana, a given name never (no guess); Korean and names already in a phone's script get nothing")
    func japaneseAndNothing() throws {
        #expect(try Self.suggestion("佐藤", "花子", "ja") == PhoneticName(family: "さとう"))
        #expect(try Self.suggestion("㐂田", "花子", "ja").isEmpty)
        #expect(try Self.suggestion("金", "民俊", "ko").isEmpty)
        #expect(try Self.suggestion("Smith", "Anna", "zh-Hans").isEmpty)
        #expect(try Self.suggestion("やまだ", "たろう", "ja").isEmpty)
        // Only the parts written in Han.
        #expect(try Self.suggestion("张", "Mary", "zh-Hans") == PhoneticName(family: "Zhang"))
    }

    @Test("In other locales the name decides: Chinese names in pinyin, Japanese ones in kana")
    func otherLocales() throws {
        #expect(try Self.suggestion("曾", "国藩", "en") == PhoneticName(family: "Zeng", given: "Guofan"))
        #expect(try Self.suggestion("山田", "太郎", "de") == PhoneticName(family: "やまだ"))
        #expect(try Self.suggestion("欧阳", "修", "fr") == PhoneticName(family: "Ouyang", given: "Xiu"))
    }

    /// The one-pass spelling of a syllable (what a large address book's write-back takes for
    /// every card) must be what parsing it gives: for every syllable of the table in each of its
    /// five tones, and `nil` (so the parse decides) for what it does not read.
    @Test("The one-pass toneless spelling equals PinyinSyllable's for every syllable in every tone")
    func tonelessFastPath() throws {
        var checked = 0
        for syllable in PinyinTable.syllables {
            let plain = syllable.toneless.replacing("ü", with: "v")
            for tone in 1...5 {
                let toned = try #require(PinyinSyllable("\(plain)\(tone)"))
                // Syllabic m and n carry a combining mark: left to the parse.
                if let fast = Contact.toneless(toned.toned[...]) {
                    #expect(fast == toned.toneless, "\(toned.toned)")
                    checked += 1
                } else {
                    #expect(toned.toned.unicodeScalars.contains { $0.properties.generalCategory == .nonspacingMark }, "\(toned.toned)")
                }
            }
        }
        #expect(checked > 1_500)
        for word in ["Zhāng", "zhang1", "m̀", "ê", "ab-c", ""] { #expect(Contact.toneless(word[...]) == nil, "\(word)") }
        #expect(Contact.spelled("zēng guó fān", style: .typed) == "Zengguofan")
        #expect(Contact.spelled("lǚ bù", style: .spaced) == "Lü Bu")
        #expect(Contact.spelled("lǚ m̀", style: .tones) == "Lǚm̀")
    }
}
