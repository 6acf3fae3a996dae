/// Kana read as romaji, one mora a unit, Hepburn first and the spellings people type on a
/// kana keyboard's romaji mode as alternatives (し is "shi" or "si", ふ "fu" or "hu"):
/// さくら is "sa ku ra", きょうこ "kyo u ko", きって "ki tte". The long-vowel mark adds
/// nothing (ラーメン is "ra me n"), as people type it.
package enum KanaRomaji {
    /// The units of a run of hiragana (katakana is folded to hiragana first), each unit's
    /// spellings with the Hepburn one first. Returns `nil` for a scalar that is not kana.
    package static func spellings(of value: UInt32) -> [String]? {
        let hiragana = (0x30A1...0x30F6).contains(value) ? value - 0x60 : value
        guard (0x3041...0x3096).contains(hiragana) else { return nil }
        return table[Int(hiragana - 0x3041)]
    }

    /// Whether `value` is a small ya, yu or yo (ゃゅょ, ャュョ), which joins the mora before it.
    package static func yoonVowel(of value: UInt32) -> String? {
        switch value {
        case 0x3083, 0x30E3: return "a"
        case 0x3085, 0x30E5: return "u"
        case 0x3087, 0x30E7: return "o"
        default: return nil
        }
    }

    /// Whether `value` is the small tsu (っ, ッ) that doubles the next consonant.
    package static func isSokuon(_ value: UInt32) -> Bool { value == 0x3063 || value == 0x30C3 }

    /// Whether `value` is the long-vowel mark ー, or an iteration mark, which add no letters.
    package static func isSilent(_ value: UInt32) -> Bool { value == 0x30FC || value == 0x309D || value == 0x309E || value == 0x30FD || value == 0x30FE }

    /// `spellings` (a mora ending in "i") joined with a small ya, yu or yo: き+ゃ is "kya",
    /// し+ゃ "sha" (or "sya"), ち+ゅ "chu", じ+ょ "jo".
    package static func joined(_ spellings: [String], yoon vowel: String) -> [String] {
        var result: [String] = []
        for spelling in spellings where spelling.hasSuffix("i") {
            let stem = String(spelling.dropLast())
            let joined = (stem.hasSuffix("h") || stem == "j") ? stem + vowel : stem + "y" + vowel
            if !result.contains(joined) { result.append(joined) }
        }
        return result.isEmpty ? spellings.map { $0 + "y" + vowel } : result
    }

    /// `spellings` after a small tsu: the first consonant doubled ("tte"; "tchi" and "cchi").
    package static func doubled(_ spellings: [String]) -> [String] {
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
    package static func smallVowel(of value: UInt32) -> String? {
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

extension KanaRomaji {
    /// The Hepburn romaji of the kana in `text`, as one reading: さとう is "satō", おおの
    /// "ōno", きょうこ "kyōko", ラーメン "rāmen", ヤマモト ユキ "yamamoto yuki". A vowel that
    /// lengthens the one before it (おう, うう, おお, ああ, ー) takes a macron; えい and いい stay
    /// as they are, as modified Hepburn writes them. Scalars that are not kana are kept.
    package static func hepburn(_ text: some StringProtocol) -> String {
        var units: [String] = []
        var doubleNext = false
        for scalar in text.unicodeScalars {
            let value = scalar.value
            if isSokuon(value) { doubleNext = true; continue }
            if value == 0x30FC, let last = units.last, let long = lengthened(last) {
                units[units.count - 1] = long
                continue
            }
            if isSilent(value) { continue }
            if let vowel = yoonVowel(of: value), let last = units.last, last.hasSuffix("i"), last.count > 1 {
                units[units.count - 1] = joined([last], yoon: vowel)[0]
                continue
            }
            if let small = smallVowel(of: value), let last = units.last, last.count > 1, isMora(last) {
                units[units.count - 1] = String(last.dropLast()) + small
                continue
            }
            guard var spelling = spellings(of: value)?.first else {
                doubleNext = false
                units.append(String(scalar))
                continue
            }
            if doubleNext { spelling = doubled([spelling]).first ?? spelling }
            doubleNext = false
            if let last = units.last, let long = lengthened(last, by: spelling) {
                units[units.count - 1] = long
                continue
            }
            units.append(spelling)
        }
        return units.joined()
    }

    /// Whether `unit` is a mora's romaji (ends in a vowel).
    private static func isMora(_ unit: String) -> Bool {
        unit.last.map { "aiueo".contains($0) } ?? false
    }

    /// `unit` with its final vowel long (a macron), when `next` lengthens it: the long-vowel
    /// mark (`next` nil), or o+u, o+o, u+u, a+a.
    private static func lengthened(_ unit: String, by next: String? = nil) -> String? {
        guard let vowel = unit.last, "aiueo".contains(vowel) else { return nil }
        let long: Character
        switch (vowel, next) {
        case ("a", nil), ("a", "a"): long = "ā"
        case ("i", nil): long = "ī"
        case ("u", nil), ("u", "u"): long = "ū"
        case ("e", nil): long = "ē"
        case ("o", nil), ("o", "u"), ("o", "o"): long = "ō"
        default: return nil
        }
        return String(unit.dropLast()) + String(long)
    }
}
