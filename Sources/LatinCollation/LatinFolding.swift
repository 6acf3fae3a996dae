/// The Latin fallback's own diacritic folding: É→E, Ø→O, Ł→L, Æ→AE, ß→SS, Þ→TH…
///
/// Generated from Unicode's decompositions (see `LatinFolding+Table.swift`), plus the letters
/// Unicode does not decompose. No ICU and no Foundation transforms are involved.
public enum LatinFolding {
    /// A folded letter: the uppercase ASCII letters it files under, and the secondary weight
    /// of its diacritics.
    public struct Entry: Sendable, Hashable {
        /// Uppercase ASCII letters ("AE" for Æ), as bytes.
        public let letters: [UInt8]
        /// The secondary weight of the letter's marks (see ``secondaryWeight(adding:to:)``).
        public let secondary: UInt8
    }

    /// The secondary weight of a letter with no marks.
    public static let unmarked: UInt8 = 0x05

    /// The rank of a combining mark at the secondary level, 1…12. The first four are the pinyin
    /// tone marks in tone order (macron, acute, caron, grave), so that tones sort 1, 2, 3, 4.
    @inlinable
    public static func markRank(_ mark: UInt32) -> UInt8 {
        switch mark {
        case 0x304: 1
        case 0x301: 2
        case 0x30C: 3
        case 0x300: 4
        case 0x308: 5
        case 0x302: 6
        case 0x30A: 7
        case 0x303: 8
        case 0x327: 9
        case 0x328: 10
        case 0x307: 11
        default: 12
        }
    }

    /// The rank used for strokes and ligatures (Ø, Ł, Æ), which have no combining mark.
    public static let strokeRank: UInt8 = 13

    /// The secondary weight after adding a mark of rank `rank` to a letter whose weight is
    /// `weight`. A weight records up to two marks (ǖ is u + diaeresis + macron); more are ignored.
    @inlinable
    public static func secondaryWeight(adding rank: UInt8, to weight: UInt8) -> UInt8 {
        if weight == unmarked { return 0x10 + rank * 14 }
        if (weight - 0x10) % 14 == 0 { return weight + rank }
        return weight
    }

    /// The folding of `scalar`, or `nil` when it is not a foldable Latin letter.
    @inlinable
    public static func entry(for scalar: Unicode.Scalar) -> Entry? {
        table[scalar.value]
    }

    /// The uppercase ASCII folding of `text` (letters with no folding are kept as they are).
    public static func fold(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if let entry = table[scalar.value] {
                result.append(contentsOf: entry.letters.map { Unicode.Scalar($0) })
            } else if scalar.properties.generalCategory == .nonspacingMark {
                continue
            } else {
                result.append(contentsOf: String(scalar).uppercased().unicodeScalars)
            }
        }
        return String(result)
    }

    /// The parsed table, built once on first use.
    @usableFromInline
    static let table: [UInt32: Entry] = {
        var table: [UInt32: Entry] = [:]
        let text = tableText.withUTF8Buffer { String(decoding: $0, as: UTF8.self) }
        for line in text.split(separator: "\n") {
            let fields = line.split(separator: " ")
            guard fields.count == 3, let code = UInt32(fields[0], radix: 16) else { continue }
            var secondary = unmarked
            if fields[2] == "*" {
                secondary = secondaryWeight(adding: strokeRank, to: secondary)
            } else if fields[2] != "-" {
                for mark in fields[2].split(separator: ",") {
                    secondary = secondaryWeight(adding: markRank(UInt32(mark, radix: 16) ?? 0), to: secondary)
                }
            }
            table[code] = Entry(letters: Array(fields[1].utf8), secondary: secondary)
        }
        return table
    }()

    /// The number of entries in the table.
    public static var count: Int { table.count }
}
