/// Kana read as romaji, one mora a unit, Hepburn first and the spellings people type on a
/// kana keyboard's romaji mode as alternatives (し is "shi" or "si", ふ "fu" or "hu"):
/// さくら is "sa ku ra", きょうこ "kyo u ko", きって "ki tte". The long-vowel mark adds
/// nothing (ラーメン is "ra me n"), as people type it.
enum KanaRomaji {
    /// The units of a run of hiragana (katakana is folded to hiragana first), each unit's
    /// spellings with the Hepburn one first. Returns `nil` for a scalar that is not kana.
    static func spellings(of value: UInt32) -> [String]? {
        let hiragana = (0x30A1...0x30F6).contains(value) ? value - 0x60 : value
        guard (0x3041...0x3096).contains(hiragana) else { return nil }
        return table[Int(hiragana - 0x3041)]
    }

    /// Whether `value` is a small ya, yu or yo (ゃゅょ, ャュョ), which joins the mora before it.
    static func yoonVowel(of value: UInt32) -> String? {
        switch value {
        case 0x3083, 0x30E3: return "a"
        case 0x3085, 0x30E5: return "u"
        case 0x3087, 0x30E7: return "o"
        default: return nil
        }
    }

    /// Whether `value` is the small tsu (っ, ッ) that doubles the next consonant.
    static func isSokuon(_ value: UInt32) -> Bool { value == 0x3063 || value == 0x30C3 }

    /// Whether `value` is the long-vowel mark ー, or an iteration mark, which add no letters.
    static func isSilent(_ value: UInt32) -> Bool { value == 0x30FC || value == 0x309D || value == 0x309E || value == 0x30FD || value == 0x30FE }

    /// `spellings` (a mora ending in "i") joined with a small ya, yu or yo: き+ゃ is "kya",
    /// し+ゃ "sha" (or "sya"), ち+ゅ "chu", じ+ょ "jo".
    static func joined(_ spellings: [String], yoon vowel: String) -> [String] {
        var result: [String] = []
        for spelling in spellings where spelling.hasSuffix("i") {
            let stem = String(spelling.dropLast())
            let joined = (stem.hasSuffix("h") || stem == "j") ? stem + vowel : stem + "y" + vowel
            if !result.contains(joined) { result.append(joined) }
        }
        return result.isEmpty ? spellings.map { $0 + "y" + vowel } : result
    }

    /// `spellings` after a small tsu: the first consonant doubled ("tte"; "tchi" and "cchi").
    static func doubled(_ spellings: [String]) -> [String] {
        var result: [String] = []
        for spelling in spellings {
            guard let first = spelling.first, !"aiueon".contains(first) else { continue }
            if spelling.hasPrefix("ch") { result.append("t" + spelling) }
            result.append(String(first) + spelling)
        }
        return result
    }

    /// Hiragana U+3041…U+3096 in code point order.
    private static let table: [[String]] = [
        ["a"], ["a"], ["i"], ["i"], ["u"], ["u"], ["e"], ["e"], ["o"], ["o"],
        ["ka"], ["ga"], ["ki"], ["gi"], ["ku"], ["gu"], ["ke"], ["ge"], ["ko"], ["go"],
        ["sa"], ["za"], ["shi", "si"], ["ji", "zi"], ["su"], ["zu"], ["se"], ["ze"], ["so"], ["zo"],
        ["ta"], ["da"], ["chi", "ti"], ["ji", "di"], ["tsu"], ["tsu", "tu"], ["zu", "du"], ["te"], ["de"], ["to"], ["do"],
        ["na"], ["ni"], ["nu"], ["ne"], ["no"],
        ["ha"], ["ba"], ["pa"], ["hi"], ["bi"], ["pi"], ["fu", "hu"], ["bu"], ["pu"],
        ["he"], ["be"], ["pe"], ["ho"], ["bo"], ["po"],
        ["ma"], ["mi"], ["mu"], ["me"], ["mo"],
        ["ya"], ["ya"], ["yu"], ["yu"], ["yo"], ["yo"],
        ["ra"], ["ri"], ["ru"], ["re"], ["ro"],
        ["wa"], ["wa"], ["i", "wi"], ["e", "we"], ["o", "wo"], ["n", "nn"],
        ["vu"], ["ka"], ["ke"],
    ]
}

extension KanaRomaji {
    /// The vowel of a small a, i, u, e or o (ぁぃぅぇぉ, ァィゥェォ), which replaces the vowel
    /// of the mora before it (ファ is "fa", ティ "ti").
    static func smallVowel(of value: UInt32) -> String? {
        switch value {
        case 0x3041, 0x30A1: return "a"
        case 0x3043, 0x30A3: return "i"
        case 0x3045, 0x30A5: return "u"
        case 0x3047, 0x30A7: return "e"
        case 0x3049, 0x30A9: return "o"
        default: return nil
        }
    }
}
