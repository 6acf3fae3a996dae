import Collation
import CollationTesting
import ICUCollation
@testable import JapaneseNames
import PinyinCollation
import PropertyBased
import Testing

/// Han names in the locales whose sections do not take Han: read as Chinese or Japanese, and
/// filed under the Latin letter of the reading, as phones file them.
@Suite("Han names in every locale")
struct HanNameTests {
    /// ICU with the default readings `collate` registers, for `locale` and `also`.
    static func collation(_ locale: String, also: [String] = [], han: HanReading? = nil) throws -> IndexedCollation {
        var registry = try icuRegistry()
        PinyinCollationProvider.register(in: &registry)
        JapaneseNameTransliterator.register(in: &registry)
        HanNameTransliterator.register(in: &registry, reading: han)
        return try IndexedCollation(locale: locale, also: also, provider: "icu", registry: registry)
    }

    static func title(_ name: String, _ collation: IndexedCollation) -> String {
        collation.sectionTitles[collation.key(for: name).section]
    }

    static func title(_ parts: [NamePart], _ collation: IndexedCollation) -> String {
        collation.sectionTitles[collation.key(for: parts).section]
    }

    @Test("Chinese names file under the pinyin initial of their surname reading, Japanese ones under their romaji, in European locales",
          arguments: ["en", "de", "fr", "es", "ru", "ar"])
    func europeanLocales(locale: String) throws {
        let collation = try Self.collation(locale)
        let expected = [
            ("曾国藩", "Z"), ("单田芳", "S"), ("解缙", "X"), ("仇英", "Q"), ("区志强", "O"), ("朴树", "P"), ("翟天临", "Z"),
            ("欧阳修", "O"), ("尉迟恭", "Y"), ("万俟卨", "M"), ("张三", "Z"), ("陳大文", "C"), ("黃小明", "H"), ("林", "L"),
            ("杜鵑", "D"), ("山田太郎", "Y"), ("佐藤花子", "S"), ("鈴木一郎", "S"), ("渡辺", "W"), ("田中角栄", "T"),
        ]
        for (name, title) in expected {
            #expect(Self.title(name, collation) == title, "\(locale): \(name) reads \(collation.reading(for: name))")
        }
    }

    @Test("Readings: surnames as surnames, Japanese family names in romaji, the given name of a Japanese name as written")
    func readings() throws {
        let collation = try Self.collation("en")
        #expect(collation.reading(for: "曾国藩") == "zēng guó fān")
        #expect(collation.reading(for: "单田芳") == "shàn tián fāng")
        #expect(collation.reading(for: "陳") == "chén")
        #expect(collation.reading(for: "山田太郎") == "yamada 太郎")
        #expect(collation.reading(for: "佐藤 花子") == "satō 花子")
        // Kana in the name says Japanese, even with a one-character family name.
        #expect(collation.reading(for: "森さくら") == "mori sakura")
        // A one-character family name without kana is read as Chinese (林 Lín, not Hayashi).
        #expect(collation.reading(for: "林") == "lín")
        // A name that starts with another script is its own reading.
        #expect(collation.reading(for: "Tom 张") == "Tom 张")
        #expect(collation.reading(for: "さくら") == "さくら")
        // A Chinese compound surname is not taken for a Japanese one (司馬 is Shiba in Japan).
        #expect(collation.reading(for: "司馬懿") == "sī mǎ yì")
    }

    @Test("A given name that begins with 曾 is read céng, not as the surname zēng, with ICU and with pinyin", arguments: ["icu", "pinyin"])
    func givenNameNotSurname(provider: String) throws {
        var registry = try icuRegistry()
        PinyinCollationProvider.register(in: &registry)
        HanNameTransliterator.register(in: &registry)
        let collation = try IndexedCollation(locale: "en", provider: provider, registry: registry)
        let given = [NamePart("王", role: .familyName), NamePart("曾祥", role: .givenName)]
        #expect(collation.reading(for: given).hasPrefix("wáng céng"), "\(collation.reading(for: given))")
        #expect(collation.sectionTitles[collation.key(for: [NamePart("曾祥", role: .givenName)]).section] == "C")
        #expect(collation.sectionTitles[collation.key(for: [NamePart("曾", role: .familyName)]).section] == "Z")
    }

    @Test("Names sort by their readings among the Latin names")
    func order() throws {
        let collation = try Self.collation("en")
        let sorted = collation.sorted(["Zoe", "曾国藩", "Shaw", "单田芳", "Yates", "山田太郎", "Zed"], by: { $0 })
        // shàn < shaw, yamada < yates, zed < zēng < zoe.
        #expect(sorted == ["单田芳", "Shaw", "山田太郎", "Yates", "Zed", "曾国藩", "Zoe"])
    }

    @Test("--han chooses: chinese reads every Han name as pinyin, japanese only what it can read, none leaves them under #")
    func choices() throws {
        let chinese = try Self.collation("en", han: .chinese)
        #expect(Self.title("山田太郎", chinese) == "S")    // shān tián
        let japanese = try Self.collation("en", han: .japanese)
        #expect(Self.title("山田太郎", japanese) == "Y")
        #expect(Self.title("林", japanese) == "H")          // はやし
        #expect(Self.title("杜鵑", japanese) == "#")
        let none = try Self.collation("en", han: HanReading.none)
        for name in ["曾国藩", "山田太郎", "杜鵑"] { #expect(Self.title(name, none) == "#") }
        #expect(none.transliterator is IdentityTransliterator)
    }

    @Test("The locales added with also choose as Android does: Chinese with zh-Hans, Japanese with ja")
    func alsoChooses() throws {
        // Android's ContactLocaleUtilsTest: English with Simplified Chinese files 杜鵑 under D;
        // English with Japanese leaves it in the catch-all.
        #expect(Self.title("杜鵑", try Self.collation("en", also: ["zh-Hans"])) == "D")
        #expect(Self.title("杜鵑", try Self.collation("en", also: ["ja"])) == "#")
        #expect(HanNameTransliterator.reading(choosingFrom: [try LocaleIdentifier("ja"), try LocaleIdentifier("zh-Hans")]) == .japanese)
        #expect(HanNameTransliterator.reading(choosingFrom: [try LocaleIdentifier("ru")]) == .auto)
    }

    @Test("The CJK locales keep their own filing: pinyin, strokes, kana rows, Hangul readings")
    func cjkLocalesUnchanged() throws {
        #expect(Self.title("曾国藩", try Self.collation("zh-Hans")) == "Z")
        #expect(Self.title("一", try Self.collation("zh-Hant")) == "1劃")
        #expect(Self.title("山田太郎", try Self.collation("ja")) == "や")
        #expect(Self.title("张三", try Self.collation("ja")) == "#")
        for locale in ["zh-Hans", "zh-Hant", "ja", "ko", "yue"] {
            #expect(!(try Self.collation(locale).transliterator is HanNameTransliterator), "\(locale)")
        }
    }

    @Test("A contact is read as a whole: its furigana in romaji, a kanji given name of a Japanese family as written")
    func contactParts() throws {
        let collation = try Self.collation("en")
        let furigana = [NamePart("やまだ", role: .familyName, written: "山田"), NamePart("たろう", role: .givenName, written: "太郎")]
        #expect(collation.reading(for: furigana) == "yamada tarō")
        #expect(Self.title(furigana, collation) == "Y")
        // Kana in the given name's furigana makes the one-character family name Japanese.
        let hayashi = [NamePart("林", role: .familyName), NamePart("ゆみ", role: .givenName, written: "由美")]
        #expect(collation.reading(for: hayashi) == "hayashi yumi")
        let chinese = [NamePart("单", role: .familyName), NamePart("田芳", role: .givenName)]
        #expect(collation.reading(for: chinese) == "shàn tián fāng")
        #expect(Self.title(chinese, collation) == "S")
        // A Latin name with a Han given name files by its Latin family name.
        #expect(Self.title([NamePart("Smith", role: .familyName), NamePart("张", role: .givenName)], collation) == "S")
    }

    @Test("Kana in romaji, modified Hepburn", arguments: [
        ("さとう", "satō"), ("おおの", "ōno"), ("おおうち", "ōuchi"), ("きょうこ", "kyōko"), ("ラーメン", "rāmen"), ("きって", "kitte"),
        ("まっちゃ", "matcha"), ("ファン", "fan"), ("ヤマモト ユキ", "yamamoto yuki"), ("けいこ", "keiko"), ("しんいち", "shinichi"),
        ("じゅん", "jun"), ("ちひろ", "chihiro"), ("つよし", "tsuyoshi"), ("ふじ", "fuji"), ("おかあさん", "okāsan"),
    ])
    func hepburn(kana: String, romaji: String) {
        #expect(KanaRomaji.hepburn(kana) == romaji)
    }

    @Test("The stage leaves every name that does not start with Han keyed exactly as read as written", .shrinking(true))
    func othersUntouched() async throws {
        let read = try Self.collation("en")
        let plain = try Self.collation("en", han: HanReading.none)
        let names = Gen<String?>.element(of: ConformanceSamples.pieces).map { $0 ?? "" }.array(of: 0...6).map { $0.joined() }
        await propertyCheck(count: 300, input: names.array(of: 0...20)) { names in
            for name in names {
                let first = TextScanning.firstMeaningfulScalar(in: name)
                guard first.map({ !HanNameTransliterator.isHan($0) }) ?? true else { continue }
                #expect(read.key(for: name) == plain.key(for: name), "\(name.unicodeScalars.map { String($0.value, radix: 16) })")
            }
            // Every name, Han or not, in exactly one section.
            let failures = ProviderConformance.checkGrouping(read, names)
            #expect(failures.isEmpty, "\(failures)")
        }
    }

    @Test("Chinese readings, second pass: lone 尉 is Wèi, 尉迟 Yùchí; given names take word readings (重阳)")
    func secondPass() throws {
        let zh = try Self.collation("zh-Hans")
        #expect(Self.title("尉明", zh) == "W")
        #expect(Self.title("尉迟恭", zh) == "Y")
        #expect(zh.reading(for: "李重阳") == "lǐ chóng yáng")
        #expect(zh.reading(for: [NamePart("尉", role: .familyName), NamePart("明", role: .givenName)]) == "wèi míng")
        let en = try Self.collation("en")
        #expect(Self.title("尉明", en) == "W")
    }
}
