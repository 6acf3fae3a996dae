/// A script the conformance suite checks: three names that every collation orders the same way
/// (the script's "a" < "b" < "z"), and the code points that belong to the script.
public struct ConformanceScript: Sendable {
    /// The script's English name.
    public let name: String
    /// Three or more names, in ascending order.
    public let names: [String]
    /// The code point ranges of the script, to tell whether a section title is written in it.
    public let ranges: [ClosedRange<UInt32>]

    /// Makes a script from its names (ascending) and code point ranges.
    public init(name: String, names: [String], ranges: [ClosedRange<UInt32>]) {
        self.name = name
        self.names = names
        self.ranges = ranges
    }

    /// Whether `text` starts with a code point of this script.
    public func contains(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first else { return false }
        return ranges.contains { $0.contains(first.value) }
    }

    /// The scripts the suite checks by default: Latin, Cyrillic, Greek, Arabic, Hebrew, Thai,
    /// Devanagari, Han, kana and Hangul.
    public static let all: [ConformanceScript] = [
        ConformanceScript(name: "Latin", names: ["Anna", "Boris", "Zelda"], ranges: [0x41...0x5A, 0x61...0x7A, 0xC0...0x24F, 0x1E00...0x1EFF]),
        ConformanceScript(name: "Cyrillic", names: ["Анна", "Борис", "Яна"], ranges: [0x400...0x52F]),
        ConformanceScript(name: "Greek", names: ["αλέξης", "Βασίλης", "Ωρίων"], ranges: [0x370...0x3FF, 0x1F00...0x1FFF]),
        ConformanceScript(name: "Arabic", names: ["احمد", "باسل", "يوسف"], ranges: [0x600...0x6FF]),
        ConformanceScript(name: "Hebrew", names: ["אבי", "בני", "תמר"], ranges: [0x590...0x5FF]),
        ConformanceScript(name: "Thai", names: ["กมล", "ขวัญ", "ฮูก"], ranges: [0xE00...0xE7F]),
        ConformanceScript(name: "Devanagari", names: ["कमल", "खुशी", "हरि"], ranges: [0x900...0x97F]),
        // Ascending by code point, by pinyin (dà, shān, shuǐ) and by strokes (3, 3, 4).
        ConformanceScript(name: "Han", names: ["大明", "山本", "水田"], ranges: [0x3400...0x4DBF, 0x4E00...0x9FFF, 0x20000...0x3134F]),
        ConformanceScript(name: "kana", names: ["あい", "いぬ", "わかば"], ranges: [0x3040...0x30FF, 0xFF66...0xFF9F]),
        ConformanceScript(name: "Hangul", names: ["가영", "나리", "하늘"], ranges: [0x1100...0x11FF, 0x3130...0x318F, 0xAC00...0xD7A3]),
    ]
}
