import CPinyinSyllables
import Collation
import LatinCollation

/// The built-in table of default Mandarin readings, generated from Unihan (see
/// `PinyinTable+Data.swift`): 41,421 code points, simplified and traditional, CJK extensions
/// included.
///
/// Lookups read the compiled-in bytes directly: no parsing of the table at start-up and no
/// allocation per lookup.
package enum PinyinTable {
    /// The number of code points with a reading.
    public static var count: Int { readingCount }

    /// The Unicode version of the Unihan data the table was generated from ("15.0.0").
    public static var unihanVersion: String { unihanDataVersion }

    /// A hash of the built-in data (the table, the surname and phrase readings) and the Unihan
    /// version: part of the key version, since keys change when any of it does.
    public static let dataVersion: String = {
        let texts = [syllableText, entryText].map { $0.withUTF8Buffer { String(decoding: $0, as: UTF8.self) } }
        return "Unihan \(unihanDataVersion) " + StableHash.hex(texts + [PinyinData.surnamesText, PinyinData.phrasesText])
    }()

    /// The number of code points with a kMandarin reading in the Unihan source.
    public static var sourceMandarinCount: Int { mandarinCount }

    /// Every distinct syllable the table uses, in table order.
    public static let syllables: [PinyinSyllable] = {
        let text = syllableText.withUTF8Buffer { String(decoding: $0, as: UTF8.self) }
        return text.split(separator: " ").compactMap { PinyinSyllable($0) }
    }()

    /// The default reading of `scalar`, or `nil` when it has none (or is not Han).
    public static func reading(of scalar: Unicode.Scalar) -> PinyinSyllable? {
        let index = syllableIndex(of: scalar.value)
        return index > 0 ? syllables[index - 1] : nil
    }

    /// The syllables' letters and spellings (UTF-8 and UTF-16) in flat, static storage, so
    /// that the hot paths read them without reference counting. For syllable `i` (1-based):
    /// `letters[starts[i-1]..<starts[i]]`, each letter 2 bytes (ASCII, secondary weight),
    /// `spellings[spellingStarts[i-1]..<spellingStarts[i]]`, and its UTF-16
    /// `utf16Spellings[utf16Starts[i-1]..<utf16Starts[i]]` (a reading for a UTF-16 collator is
    /// copied, not transcoded: transcoding each syllable was a twentieth of keying a million
    /// multilingual names with CLDR).
    struct FlatSyllables: @unchecked Sendable {
        let letters: UnsafeBufferPointer<UInt8>
        let starts: UnsafeBufferPointer<Int32>
        let spellings: UnsafeBufferPointer<UInt8>
        let spellingStarts: UnsafeBufferPointer<Int32>
        let utf16Spellings: UnsafeBufferPointer<UInt16>
        let utf16Starts: UnsafeBufferPointer<Int32>
        let tones: UnsafeBufferPointer<UInt8>
    }

    /// Generated from the table's spellings as C arrays (`CPinyinSyllables`) and read where they
    /// lie: making them at first use (each spelling's letters through the Latin folding) was a
    /// twentieth of a ten-name run. A test holds them to ``FlatArrays/init(parsing:)``.
    static let flat = FlatSyllables(
        letters: UnsafeBufferPointer(start: pinyin_syllables_letters(), count: pinyin_syllables_letter_count()),
        starts: UnsafeBufferPointer(start: pinyin_syllables_starts(), count: pinyin_syllables_count() + 1),
        spellings: UnsafeBufferPointer(start: pinyin_syllables_spellings(), count: pinyin_syllables_spelling_count()),
        spellingStarts: UnsafeBufferPointer(start: pinyin_syllables_spelling_starts(), count: pinyin_syllables_count() + 1),
        utf16Spellings: UnsafeBufferPointer(start: pinyin_syllables_utf16(), count: pinyin_syllables_utf16_count()),
        utf16Starts: UnsafeBufferPointer(start: pinyin_syllables_utf16_starts(), count: pinyin_syllables_count() + 1),
        tones: UnsafeBufferPointer(start: pinyin_syllables_tones(), count: pinyin_syllables_count()))

    /// ``FlatSyllables``' arrays as made from a table's spellings: what the generator writes as
    /// C, and what a test holds the generated arrays to.
    package struct FlatArrays: Equatable {
        package var letters: [UInt8] = []
        package var starts: [Int32] = [0]
        package var spellings: [UInt8] = []
        package var spellingStarts: [Int32] = [0]
        package var utf16Spellings: [UInt16] = []
        package var utf16Starts: [Int32] = [0]
        /// Each syllable's tone, 1–5.
        package var tones: [UInt8] = []

        /// The arrays of `text`, the table's spellings separated by spaces (`syllableText`).
        package init(parsing text: UnsafeBufferPointer<UInt8>) {
            var scalars: [Unicode.Scalar] = []
            var start = 0
            while start < text.count {
                let end = text[start...].firstIndex(of: 0x20) ?? text.count
                defer { start = end + 1 }
                guard end > start else { continue }
                let spelling = UnsafeBufferPointer(rebasing: text[start..<end])
                scalars.removeAll(keepingCapacity: true)
                TextScanning.forEachScalar(inUTF8: spelling) { scalars.append($0); return true }
                let before = letters.count
                let tone = PinyinSyllable.parseLetters(of: scalars) { letter in
                    letters.append(letter.ascii)
                    letters.append(letter.secondary)
                }
                // The generator writes only syllables that parse (a test holds every one to
                // ``syllables``); one that did not would have no letters, keeping the others' places.
                if tone == nil { letters.removeSubrange(before...) }
                tones.append(UInt8(tone ?? 5))
                starts.append(Int32(letters.count))
                spellings += spelling
                spellingStarts.append(Int32(spellings.count))
                for scalar in scalars { UTF16.encode(scalar) { utf16Spellings.append($0) } }
                utf16Starts.append(Int32(utf16Spellings.count))
            }
        }

        /// The arrays of the built-in table's spellings.
        package static var builtIn: FlatArrays {
            FlatArrays(parsing: UnsafeBufferPointer(start: syllableText.utf8Start, count: syllableText.utf8CodeUnitCount))
        }

        /// The arrays the built-in table reads (the generated ones).
        package static var generated: FlatArrays { FlatArrays(copying: flat) }

        /// Copies of arrays read where they lie.
        private init(copying flat: FlatSyllables) {
            letters = Array(flat.letters)
            starts = Array(flat.starts)
            spellings = Array(flat.spellings)
            spellingStarts = Array(flat.spellingStarts)
            utf16Spellings = Array(flat.utf16Spellings)
            utf16Starts = Array(flat.utf16Starts)
            tones = Array(flat.tones)
        }
    }

    /// Syllable `index`'s (1-based) letters and spelling as ``flat`` holds them (read as
    /// ``PinyinSyllable/init(tableIndex:)`` reads them), and its UTF-16: for the test that holds
    /// them to ``syllables``.
    package static func flatSyllable(_ index: Int) -> (letters: [PinyinSyllable.Letter], spelling: String, utf16: [UInt16]) {
        let syllable = PinyinSyllable(tableIndex: index)
        let flat = flat
        return (syllable.letters, syllable.toned, Array(flat.utf16Spellings[Int(flat.utf16Starts[index - 1])..<Int(flat.utf16Starts[index])]))
    }

    /// Adds the letters of syllable `index` (1-based) to `builder`, each with its tone as its
    /// secondary weight: the same elements the builder makes of the syllable's spelling.
    static func appendLetters(ofSyllable index: Int, to builder: inout LatinKeyBuilder) {
        let flat = flat
        var letter = Int(flat.starts[index - 1])
        let end = Int(flat.starts[index])
        while letter < end {
            builder.appendLetter(ascii: flat.letters[letter], secondary: flat.letters[letter + 1])
            letter += 2
        }
    }

    /// The 1-based index of the reading of `code` in ``syllables``, or 0.
    @inline(__always)
    static func syllableIndex(of code: UInt32) -> Int {
        syllableIndex(of: code, in: rangeTable)
    }

    /// ``syllableIndex(of:)`` with ``rangeTable`` given: a loop over a name's characters
    /// reads the table's global once, not at each character (each read of a global is a call
    /// on Linux).
    @inline(__always)
    static func syllableIndex(of code: UInt32, in rangeTable: UnsafeBufferPointer<(first: UInt32, last: UInt32, offset: Int)>) -> Int {
        guard code >= 0x3400 else { return 0 }
        for range in rangeTable {
            if code < range.first { return 0 }
            if code <= range.last {
                let position = (range.offset + Int(code - range.first)) * 2
                let bytes = entryText.utf8Start
                return digitValue(bytes[position]) * 91 + digitValue(bytes[position + 1])
            }
        }
        return 0
    }

    /// ``ranges`` in never-freed storage, read by the hot path without reference counting.
    nonisolated(unsafe) static let rangeTable: UnsafeBufferPointer<(first: UInt32, last: UInt32, offset: Int)> = {
        let storage = UnsafeMutableBufferPointer<(first: UInt32, last: UInt32, offset: Int)>.allocate(capacity: ranges.count)
        _ = storage.initialize(from: ranges)
        return UnsafeBufferPointer(storage)
    }()

    /// The value of a base-91 digit: the printable ASCII characters 0x23…0x7E in order,
    /// without the backslash.
    @inline(__always)
    static func digitValue(_ byte: UInt8) -> Int {
        Int(byte) - 0x23 - (byte > 0x5C ? 1 : 0)
    }
}
