import Collation

/// The Latin fallback's own diacritic folding: É→E, Ø→O, Ł→L, Æ→AE, ß→SS, Þ→TH…
///
/// Generated from Unicode's decompositions (see `LatinFolding+Table.swift`), plus the letters
/// Unicode does not decompose. No ICU and no Foundation transforms are involved.
package enum LatinFolding {
    /// A folded letter: the uppercase ASCII letters it files under, and the secondary weight
    /// of its diacritics.
    public struct Entry: Sendable, Hashable {
        /// Up to three uppercase ASCII letters ("AE" for Æ), packed low byte first; 0 ends them.
        @usableFromInline let packed: UInt32
        /// The secondary weight of the letter's marks (see ``secondaryWeight(adding:to:)``).
        public let secondary: UInt8
        /// Whether the original letter is uppercase.
        public let isUppercase: Bool

        init(letters: some Sequence<UInt8>, secondary: UInt8, isUppercase: Bool) {
            var packed: UInt32 = 0
            for (index, letter) in letters.prefix(3).enumerated() { packed |= UInt32(letter) << (8 * index) }
            self.packed = packed
            self.secondary = secondary
            self.isUppercase = isUppercase
        }

        /// The uppercase ASCII letters, as bytes.
        public var letters: [UInt8] {
            var result: [UInt8] = []
            var rest = packed
            while rest != 0 {
                result.append(UInt8(rest & 0xFF))
                rest >>= 8
            }
            return result
        }

        /// Calls `body` with each letter, without allocating.
        @inlinable
        public func forEachLetter(_ body: (UInt8) -> Void) {
            var rest = packed
            while rest != 0 {
                body(UInt8(rest & 0xFF))
                rest >>= 8
            }
        }
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
    public static func entry(for scalar: Unicode.Scalar) -> Entry? {
        let value = scalar.value
        if value >= 0xC0, value < 0x250 { return latinBlocks[Int(value - 0xC0)] }
        if value >= 0x1E00, value < 0x1F00 { return extendedAdditional[Int(value - 0x1E00)] }
        // The rest of the table is a few scattered blocks; a Cyrillic or Thai letter is answered
        // by the block map, without hashing.
        let block = Int(value >> 8)
        guard value >= 0x80, block < blocksWithEntries.count, blocksWithEntries[block] else { return nil }
        return table[value]
    }

    /// For each 256-scalar block up to the last entry's, whether the table has an entry in it.
    static let blocksWithEntries: [Bool] = {
        var blocks = [Bool](repeating: false, count: Int((table.keys.max() ?? 0) >> 8) + 1)
        for code in table.keys { blocks[Int(code >> 8)] = true }
        return blocks
    }()

    /// Direct tables for the densest blocks: U+00C0–U+024F and U+1E00–U+1EFF. Read from their
    /// own lines of the text, not from ``table``: the pinyin syllables' toned vowels are in them,
    /// and the first Chinese name of a list waited for the whole table's dictionary.
    static let latinBlocks: [Entry?] = entries(in: 0xC0..<0x250)
    static let extendedAdditional: [Entry?] = entries(in: 0x1E00..<0x1F00)

    /// The entries of the scalars of `range`, by offset from its start.
    private static func entries(in range: Range<UInt32>) -> [Entry?] {
        var entries = [Entry?](repeating: nil, count: range.count)
        forEachEntry(in: range) { code, entry in entries[Int(code - range.lowerBound)] = entry }
        return entries
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

    /// The parsed table, built once on first use, from the text's bytes (the first accented
    /// name of a list waits for it: split into strings, its 645 lines took half a millisecond).
    static let table: [UInt32: Entry] = {
        var table: [UInt32: Entry] = [:]
        table.reserveCapacity(700)
        forEachEntry { code, entry in table[code] = entry }
        return table
    }()

    /// Calls `body` with the code point and entry of each line of the text whose code point is
    /// in `range` (a later line for the same code point after an earlier one).
    private static func forEachEntry(in range: Range<UInt32> = 0..<UInt32.max, _ body: (UInt32, Entry) -> Void) {
        let text = UnsafeBufferPointer(start: tableText.utf8Start, count: tableText.utf8CodeUnitCount)
        var start = 0
        while start < text.count {
            let end = text[start...].firstIndex(of: 0x0A) ?? text.count
            defer { start = end + 1 }
            if let (code, entry) = parse(line: UnsafeBufferPointer(rebasing: text[start..<end]), in: range) { body(code, entry) }
        }
    }

    /// One line of the table: a code point in hex, its letters, and its marks in hex between
    /// commas, or "*" for a stroke, or "-" for none; `nil` for a line that is not three fields,
    /// or whose code point is not in `range`.
    private static func parse(line: UnsafeBufferPointer<UInt8>, in range: Range<UInt32>) -> (UInt32, Entry)? {
        // The three fields between spaces, found without an array for them.
        var fields = (0..<0, 0..<0, 0..<0)
        var count = 0
        var index = 0
        while index < line.count {
            let end = line[index...].firstIndex(of: 0x20) ?? line.count
            if end > index {
                switch count {
                case 0: fields.0 = index..<end
                case 1: fields.1 = index..<end
                case 2: fields.2 = index..<end
                default: return nil
                }
                count += 1
            }
            index = end + 1
        }
        guard count == 3, let code = hex(line[fields.0]), range.contains(code) else { return nil }
        let marks = line[fields.2]
        var secondary = unmarked
        if marks.elementsEqual([UInt8(ascii: "*")]) {
            secondary = secondaryWeight(adding: strokeRank, to: secondary)
        } else if !marks.elementsEqual([UInt8(ascii: "-")]) {
            for mark in marks.split(separator: UInt8(ascii: ",")) {
                secondary = secondaryWeight(adding: markRank(hex(mark) ?? 0), to: secondary)
            }
        }
        let isUppercase = Unicode.Scalar(code)?.properties.isUppercase ?? false
        return (code, Entry(letters: line[fields.1], secondary: secondary, isUppercase: isUppercase))
    }

    /// The value of hexadecimal digits (upper case), or `nil` for anything else.
    private static func hex(_ digits: Slice<UnsafeBufferPointer<UInt8>>) -> UInt32? {
        guard !digits.isEmpty, digits.count <= 8 else { return nil }
        var value: UInt32 = 0
        for digit in digits {
            switch digit {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): value = value << 4 | UInt32(digit - UInt8(ascii: "0"))
            case UInt8(ascii: "A")...UInt8(ascii: "F"): value = value << 4 | UInt32(digit - UInt8(ascii: "A") + 10)
            case UInt8(ascii: "a")...UInt8(ascii: "f"): value = value << 4 | UInt32(digit - UInt8(ascii: "a") + 10)
            default: return nil
            }
        }
        return value
    }

    /// A hash of the folding table, part of the key version.
    public static let version: String = tableText.withUTF8Buffer { StableHash.hex($0) }

    /// The number of entries in the table.
    public static var count: Int { table.count }
}
