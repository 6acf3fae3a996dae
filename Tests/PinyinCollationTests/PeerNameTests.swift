import Collation
import Foundation
import PinyinCollation
import Testing

/// The pinyin libraries' own tests of names, ported as facts (a name, the reading the library
/// gives), case by case, with their source:
/// - overtrue/pinyin (PHP), `tests/PinyinTest.php`: `test_name`, `test_name_abbr` and the
///   surnames of `test_issues` (#45 罗, #63 沈, #167 褚, 冯), and its surname list
///   `data/surnames.php`;
/// - zh-lx/pinyin-pro (JavaScript), `test/surname.test.js`.
/// A case where the package reads a name otherwise says so and why (the readings article lists
/// the same); every other case must read as the library does.
@Suite("The pinyin libraries' name tests")
struct PeerNameTests {
    /// One name, the peer's reading, and where the package differs on purpose, its own and why.
    struct Case: Sendable, CustomTestStringConvertible {
        let source: String
        let name: String
        let peer: String
        var ours: String?
        var why: String?

        var testDescription: String { "\(source): \(name)" }
    }

    static let onlyAtStart = "A compound surname is read as one only where a family name stands, at the start of the name; after a given name's first characters they are given-name characters"

    static let cases: [Case] = [
        // overtrue/pinyin, test_name (Pinyin::name).
        .init(source: "overtrue", name: "欧阳", peer: "ōu yáng"),
        .init(source: "overtrue", name: "重庆", peer: "chóng qìng"),
        .init(source: "overtrue", name: "单", peer: "shàn"),
        .init(source: "overtrue", name: "单单单", peer: "shàn dān dān"),
        .init(source: "overtrue", name: "单于单", peer: "chán yú dān"),
        .init(source: "overtrue", name: "朴单朴", peer: "piáo dān pǔ"),
        .init(source: "overtrue", name: "尉迟朴", peer: "yù chí pǔ"),
        .init(source: "overtrue", name: "尉某某", peer: "wèi mǒu mǒu"),
        .init(source: "overtrue", name: "尉迟某某", peer: "yù chí mǒu mǒu"),
        .init(source: "overtrue", name: "翟翟翟", peer: "zhái dí dí"),
        .init(source: "overtrue", name: "孤单", peer: "gū dān"),
        .init(source: "overtrue", name: "某某尉迟", peer: "mǒu mǒu yù chí", ours: "mǒu mǒu wèi chí", why: onlyAtStart),
        .init(source: "overtrue", name: "单单于单", peer: "shàn chán yú dān", ours: "shàn dān yú dān", why: onlyAtStart),
        // overtrue/pinyin, test_issues: the surnames among them, read as names.
        .init(source: "overtrue #45", name: "罗", peer: "luó"),
        .init(source: "overtrue #63", name: "沈", peer: "shěn"),
        .init(source: "overtrue #167", name: "褚", peer: "chǔ"),
        .init(source: "overtrue", name: "冯", peer: "féng"),
        // zh-lx/pinyin-pro, test/surname.test.js (mode: 'surname').
        .init(source: "pinyin-pro", name: "万俟", peer: "mò qí"),
        .init(source: "pinyin-pro", name: "曾令狐冲", peer: "zēng líng hú chōng", ours: "zēng lìng hú chōng", why: onlyAtStart),
    ]

    @Test("Each name reads as the library's test says, or as listed with the reason", arguments: cases)
    func reading(_ test: Case) {
        #expect(PinyinTransliterator().transliterate(test.name, as: .personName) == (test.ours ?? test.peer), "\(test.why ?? "")")
    }

    /// overtrue/pinyin's `test_name_abbr` (Pinyin::nameAbbr): the initials of the same names.
    static let initials: [(name: String, peer: String, ours: String?)] = [
        ("欧阳", "oy", nil), ("重庆", "cq", nil), ("单", "s", nil), ("单单单", "sdd", nil), ("单于单", "cyd", nil), ("朴单朴", "pdp", nil),
        ("尉迟朴", "ycp", nil), ("尉某某", "wmm", nil), ("尉迟某某", "ycmm", nil), ("翟翟翟", "zdd", nil), ("孤单", "gd", nil),
        ("某某尉迟", "mmyc", "mmwc"), ("单单于单", "scyd", "sdyd"),
    ]

    @Test("test_name_abbr: the initials of each name")
    func nameInitials() {
        for (name, peer, ours) in Self.initials {
            let reading = PinyinTransliterator().transliterate(name, as: .personName)
            let letters = String(reading.split(separator: " ").compactMap { $0.first })
            #expect(letters.folding(options: .diacriticInsensitive, locale: nil) == (ours ?? peer), "\(name): \(reading)")
        }
    }

    /// overtrue/pinyin's surname list (`data/surnames.php`): each single-character surname and
    /// the reading it gives. Where the package reads a surname otherwise, the reason.
    static let surnameList: [(surname: String, peer: String, ours: String?, why: String?)] = [
        ("万俟", "mò qí", nil, nil), ("尉迟", "yù chí", nil, nil), ("单于", "chán yú", nil, nil), ("重", "chóng", nil, nil),
        ("秘", "bì", nil, nil), ("冼", "xiǎn", nil, nil), ("华", "huà", nil, nil), ("过", "guō", nil, nil), ("纪", "jǐ", nil, nil),
        ("燕", "yān", nil, nil), ("种", "chóng", nil, nil), ("繁", "pó", nil, nil), ("幺", "yāo", nil, nil), ("覃", "qín", nil, nil),
        ("冯", "féng", nil, nil), ("石", "shí", nil, nil), ("缪", "miào", nil, nil), ("瞿", "qú", nil, nil), ("曾", "zēng", nil, nil),
        ("解", "xiè", nil, nil), ("折", "shè", "shé", "《现代汉语词典》 gives the surname Shé (Unihan's kXHC1983 and kTGHZ2013: shé); shè is in no dictionary Unihan cites"),
        ("那", "nā", nil, nil), ("佴", "nài", nil, nil),
        ("难", "nàn", "nán", "no dictionary the surname table follows marks 难 a surname; its default reading stands"),
        ("粘", "niàn", "nián", "《现代汉语词典》 and Unihan have nián and zhān only; Niàn is the Taiwanese family's own reading, given with --readings"),
        ("藏", "zàng", nil, nil), ("扎", "zā", "zhā", "no dictionary the surname table follows marks 扎 a surname; its default reading stands"),
        ("翟", "zhái", nil, nil), ("都", "dū", nil, nil), ("六", "lù", nil, nil), ("薄", "bó", nil, nil), ("贾", "jiǎ", nil, nil),
        ("的", "dē", "de", "dē is in no dictionary Unihan cites; no dictionary the surname table follows marks 的 a surname"),
        ("哈", "hǎ", nil, nil), ("居", "jū", nil, nil), ("盖", "gě", nil, nil), ("查", "zhā", nil, nil), ("盛", "shèng", nil, nil),
        ("塔", "tǎ", nil, nil), ("和", "hé", nil, nil), ("柏", "bǎi", nil, nil), ("朴", "piáo", nil, nil), ("蓝", "lán", nil, nil),
        ("牟", "móu", nil, nil), ("殷", "yīn", nil, nil), ("陆", "lù", nil, nil), ("乜", "niè", nil, nil), ("乐", "yuè", nil, nil),
        ("阚", "kàn", nil, nil), ("叶", "yè", nil, nil), ("强", "qiáng", nil, nil),
        ("不", "fǒu", "bù", "fǒu is the classical reading of 不 as 否; no dictionary the surname table follows marks 不 a surname"),
        ("丁", "dīng", nil, nil), ("阿", "ā", nil, nil), ("汤", "tāng", nil, nil), ("万", "wàn", nil, nil), ("车", "chē", nil, nil),
        ("称", "chēng", nil, nil), ("沈", "shěn", nil, nil), ("区", "ōu", nil, nil), ("仇", "qiú", nil, nil), ("宿", "sù", nil, nil),
        ("南", "nán", nil, nil), ("单", "shàn", nil, nil), ("卜", "bǔ", nil, nil), ("鸟", "niǎo", nil, nil), ("思", "sī", nil, nil),
        ("殳", "shū", nil, nil), ("寻", "xún", nil, nil),
        ("於", "yú", "yū", "《现代汉语词典》 gives the surname Yū (Unihan's kXHC1983 and kTGHZ2013: yū)"),
        ("烟", "yān", nil, nil), ("余", "yú", nil, nil), ("浅", "qiǎn", nil, nil), ("艾", "ài", nil, nil),
        ("浣", "wǎn", "huàn", "wǎn is in no dictionary Unihan cites; 浣's one reading is huàn"),
        ("无", "wú", nil, nil), ("信", "xìn", nil, nil), ("许", "xǔ", nil, nil), ("齐", "qí", nil, nil), ("俞", "yú", nil, nil),
        ("若", "ruò", nil, nil), ("贠", "yùn", nil, nil), ("貟", "yùn", nil, nil),
    ]

    @Test("overtrue/pinyin's surname list: each surname read as it says, or as listed with the reason")
    func surnameList() {
        let reader = PinyinTransliterator()
        for (surname, peer, ours, why) in Self.surnameList {
            let reading = reader.transliterate(surname + "明", as: .personName)
            #expect(reading == (ours ?? peer) + " míng", "\(surname): \(why ?? "")")
        }
    }
}
