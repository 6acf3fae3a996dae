/// A writing system that has index sections of its own, and the locale whose sections a
/// mixed-script list borrows for it (`--also auto`): Cyrillic → `ru`, Greek → `el`, kana → `ja`.
///
/// Recognised by Unicode block, without ICU: the host depends on no library, and blocks are
/// stable. Han is not here on purpose: Han names are read (pinyin, Japanese readings) or filed
/// by stroke count in the Chinese and Japanese locales, and no other locale's sections take
/// them, so in any other locale they stay under "#".
public struct Script: Hashable, Sendable, CustomStringConvertible {
    /// The script's English name ("Cyrillic").
    public let name: String
    /// The locale whose sections stand for the script ("ru").
    public let mainLocale: String
    /// The blocks the script's letters are in.
    let ranges: [ClosedRange<UInt32>]

    /// The script's name.
    public var description: String { name }

    /// The Latin script (whose sections every locale has, A–Z at least).
    public static let latin = Script(name: "Latin", mainLocale: "en", ranges: [
        0x41...0x5A, 0x61...0x7A, 0xC0...0x2AF, 0x1D00...0x1DBF, 0x1E00...0x1EFF, 0x2C60...0x2C7F, 0xA720...0xA7FF, 0xAB30...0xAB6F,
        0xFF21...0xFF3A, 0xFF41...0xFF5A,
    ])

    /// The scripts with index sections, Latin first.
    public static let all: [Script] = [
        latin,
        Script(name: "Cyrillic", mainLocale: "ru", ranges: [0x400...0x52F, 0x1C80...0x1C8F, 0x2DE0...0x2DFF, 0xA640...0xA69F]),
        Script(name: "Greek", mainLocale: "el", ranges: [0x370...0x3FF, 0x1F00...0x1FFF]),
        Script(name: "Armenian", mainLocale: "hy", ranges: [0x530...0x58F, 0xFB13...0xFB17]),
        Script(name: "Hebrew", mainLocale: "he", ranges: [0x590...0x5FF, 0xFB1D...0xFB4F]),
        Script(name: "Arabic", mainLocale: "ar", ranges: [0x600...0x6FF, 0x750...0x77F, 0x8A0...0x8FF, 0xFB50...0xFDFF, 0xFE70...0xFEFF]),
        Script(name: "Devanagari", mainLocale: "hi", ranges: [0x900...0x97F, 0xA8E0...0xA8FF]),
        Script(name: "Bengali", mainLocale: "bn", ranges: [0x980...0x9FF]),
        Script(name: "Gurmukhi", mainLocale: "pa", ranges: [0xA00...0xA7F]),
        Script(name: "Gujarati", mainLocale: "gu", ranges: [0xA80...0xAFF]),
        Script(name: "Oriya", mainLocale: "or", ranges: [0xB00...0xB7F]),
        Script(name: "Tamil", mainLocale: "ta", ranges: [0xB80...0xBFF]),
        Script(name: "Telugu", mainLocale: "te", ranges: [0xC00...0xC7F]),
        Script(name: "Kannada", mainLocale: "kn", ranges: [0xC80...0xCFF]),
        Script(name: "Malayalam", mainLocale: "ml", ranges: [0xD00...0xD7F]),
        Script(name: "Sinhala", mainLocale: "si", ranges: [0xD80...0xDFF]),
        Script(name: "Thai", mainLocale: "th", ranges: [0xE00...0xE7F]),
        Script(name: "Lao", mainLocale: "lo", ranges: [0xE80...0xEFF]),
        Script(name: "Tibetan", mainLocale: "bo", ranges: [0xF00...0xFFF]),
        Script(name: "Myanmar", mainLocale: "my", ranges: [0x1000...0x109F]),
        Script(name: "Georgian", mainLocale: "ka", ranges: [0x10A0...0x10FF, 0x1C90...0x1CBF, 0x2D00...0x2D2F]),
        Script(name: "Hangul", mainLocale: "ko", ranges: [0x1100...0x11FF, 0x3130...0x318F, 0xA960...0xA97F, 0xAC00...0xD7FF, 0xFFA0...0xFFDC]),
        Script(name: "Ethiopic", mainLocale: "am", ranges: [0x1200...0x139F, 0x2D80...0x2DDF]),
        Script(name: "Cherokee", mainLocale: "chr", ranges: [0x13A0...0x13FF, 0xAB70...0xABBF]),
        Script(name: "Khmer", mainLocale: "km", ranges: [0x1780...0x17FF]),
        Script(name: "Tifinagh", mainLocale: "zgh", ranges: [0x2D30...0x2D7F]),
        Script(name: "Kana", mainLocale: "ja", ranges: [0x3040...0x30FF, 0x31F0...0x31FF, 0xFF66...0xFF9F]),
        Script(name: "Vai", mainLocale: "vai", ranges: [0xA500...0xA63F]),
        Script(name: "Ol Chiki", mainLocale: "sat", ranges: [0x1C50...0x1C7F]),
        Script(name: "Adlam", mainLocale: "ff-Adlm", ranges: [0x1E900...0x1E95F]),
    ]

    /// The script of a letter, or nil for digits, symbols, Han and scripts without sections.
    public static func of(_ scalar: Unicode.Scalar) -> Script? {
        let value = scalar.value
        guard value >= 0x41 else { return nil }
        for script in all where script.ranges.contains(where: { $0.contains(value) }) {
            return scalar.properties.isAlphabetic ? script : nil
        }
        return nil
    }

    /// The script of a text's first letter, skipping what comes before it (spaces, quotes,
    /// marks), or nil when it starts with a digit or symbol or has no letter of a known script.
    public static func first(in text: some StringProtocol) -> Script? {
        for scalar in text.unicodeScalars {
            let properties = scalar.properties
            if properties.isAlphabetic { return of(scalar) }
            if properties.numericType != nil || properties.isMath || properties.generalCategory == .currencySymbol
                || properties.generalCategory == .otherSymbol { return nil }
        }
        return nil
    }

    /// The scripts whose letters a locale's sections take: those of its titles, and Latin when
    /// it adds A–Z.
    public static func covered(by data: LocaleData) -> Set<Script> {
        var scripts: Set<Script> = data.includesLatin ? [latin] : []
        for section in data.sections {
            for scalar in section.title.unicodeScalars {
                if let script = of(scalar) { scripts.insert(script) }
            }
        }
        return scripts
    }

    public static func == (lhs: Script, rhs: Script) -> Bool { lhs.name == rhs.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
}
