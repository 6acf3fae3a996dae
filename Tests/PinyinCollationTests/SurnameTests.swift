import Collation
import PinyinCollation
import Testing

/// Every surname the issue names, with its reading, in simplified and traditional form.
let surnameCases: [(simplified: String, traditional: String, reading: String)] = [
    ("曾", "曾", "zēng"), ("单", "單", "shàn"), ("解", "解", "xiè"), ("仇", "仇", "qiú"), ("区", "區", "ōu"),
    ("查", "查", "zhā"), ("翟", "翟", "zhái"), ("朴", "朴", "piáo"), ("缪", "繆", "miào"), ("盖", "蓋", "gě"),
    ("秘", "祕", "bì"), ("繁", "繁", "pó"), ("种", "種", "chóng"), ("重", "重", "chóng"), ("召", "召", "shào"),
    ("句", "句", "gōu"), ("隗", "隗", "wěi"), ("莘", "莘", "shēn"), ("折", "折", "shé"), ("祭", "祭", "zhài"),
    ("乜", "乜", "niè"), ("宓", "宓", "fú"),
    // #47, from the peer libraries' surname tests: 罗 Luó (Unihan's kMandarin says luō), 么 Yāo
    // (not "me"), 贠 Yùn.
    ("罗", "羅", "luó"), ("么", "么", "yāo"), ("贠", "貟", "yùn"),
    ("尉迟", "尉遲", "yù chí"), ("万俟", "万俟", "mò qí"), ("单于", "單于", "chán yú"), ("澹台", "澹臺", "tán tái"),
    ("长孙", "長孫", "zhǎng sūn"), ("令狐", "令狐", "líng hú"), ("欧阳", "歐陽", "ōu yáng"), ("司马", "司馬", "sī mǎ"),
    ("诸葛", "諸葛", "zhū gě"), ("上官", "上官", "shàng guān"),
]

@Suite("Surname readings")
struct SurnameTests {
    @Test("Each surname is read as a surname at the start of a name, in both scripts", arguments: surnameCases)
    func surnameAtStart(simplified: String, traditional: String, reading: String) throws {
        let reader = PinyinTransliterator()
        for surname in [simplified, traditional] {
            let name = surname + "明"
            #expect(reader.transliterate(name, as: .personName) == reading + " míng", "\(name)")
            #expect(reader.transliterate(surname, as: .familyName) == reading, "\(surname)")
        }
    }

    @Test("Each surname decides the section by its surname reading, under pinyin and under latin", arguments: surnameCases)
    func surnameSection(simplified: String, traditional: String, reading: String) throws {
        let initial = String(toneless(reading).prefix(1)).uppercased()
        for provider in ["pinyin", "latin"] {
            let collation = try chineseCollation(provider: provider)
            #expect(title(simplified + "明", in: collation) == initial, "\(simplified) with \(provider)")
            #expect(title(traditional + "明", in: collation) == initial, "\(traditional) with \(provider)")
        }
    }

    @Test("Every built-in surname starts with an ideograph (U+3400 on): the reading stage relies on it to leave the table unparsed for lists without Han names")
    func surnamesStartWithIdeographs() {
        #expect(PinyinData.surnames.smallestFirst >= 0x3400)
    }

    @Test("The surname rule applies to the family name only: given names keep default readings")
    func givenNames() {
        let reader = PinyinTransliterator()
        #expect(reader.transliterate("曾曾", as: .personName) == "zēng céng")
        #expect(reader.transliterate("单单", as: .personName) == "shàn dān")
        #expect(reader.transliterate("解", as: .givenName) == "jiě")
        #expect(reader.transliterate("王曾", as: .personName) == "wáng céng")
    }

    @Test("A compound surname wins over its first character; a family-name field decides")
    func compoundVersusSingle() {
        let reader = PinyinTransliterator()
        #expect(reader.transliterate("单于飞", as: .personName) == "chán yú fēi")
        #expect(reader.transliterate("单", as: .familyName) + " " + reader.transliterate("于飞", as: .givenName) == "shàn yú fēi")
    }

    @Test("Text that is not a person name keeps ordinary readings; words take their word readings")
    func plainText() throws {
        let reader = PinyinTransliterator()
        #expect(reader.transliterate("曾经", as: .text) == "céng jīng")
        #expect(reader.transliterate("长沙", as: .text) == "cháng shā")
        #expect(reader.transliterate("重庆", as: .text) == "chóng qìng")
        #expect(reader.transliterate("Zoe 张", as: .personName) == "Zoe zhāng")
        #expect(reader.transliterate("Zoe", as: .personName) == "Zoe")
        let places = try chineseCollation(role: .text)
        #expect(title("长沙", in: places) == "C")
        #expect(title("曾经", in: places) == "C")
    }

    @Test("With --text semantics under ICU-free providers, 曾 as text is céng")
    func textRoleSection() throws {
        let people = try chineseCollation()
        let text = try chineseCollation(role: .text)
        #expect(title("曾国藩", in: people) == "Z")
        #expect(title("曾国藩", in: text) == "C")
    }
}
