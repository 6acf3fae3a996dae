import Collation
import LatinCollation
import PinyinCollation

/// Makes the ``SearchKeys`` of names: the readings a person may type to find them.
///
/// Each way of writing a name (its spellings: the name as written, its phonetic fields, its
/// company) gives one reading, its parts in order, each part read by script:
///
/// - **Han**: pinyin without tones, one unit a syllable, read as ``PinyinTransliterator``
///   reads it (the family name by its surname reading, 曾 zeng and 单 shan; words by their word
///   readings, 重庆 chong qing; the user's readings first). A given-name character read by its
///   table default also offers its other common readings (乐 le|yue). ü is typed as `v` or `u`.
/// - **Kana**: romaji, one unit a mora, Hepburn first (see `KanaRomaji`).
/// - **Hangul**: one unit a syllable, as its compatibility jamo, so that initial consonants
///   ("ㄱㅁㅈ") and syllables typed so far ("김미") both match.
/// - **Latin and other scripts**: one unit a word, folded by ``SearchFolding``; with a
///   `latinizer` (ICU's `Any-Latin` where ICU is present), names with letters of other scripts
///   (Cyrillic, Greek, Arabic, Thai…) also get a reading in Latin letters ("ivan" for Иван).
///
/// The `readers` (for example the Japanese surname readings) each add a reading where they
/// change the text, so that a kanji name is also found by its kana's romaji.
public struct SearchKeyBuilder: Sendable {
    /// The pinyin reading stage (with the user's readings, if any).
    public let pinyin: PinyinTransliterator
    /// Further reading stages whose output is another reading.
    public let readers: [any Transliterator]
    /// Spells names of scripts without a built-in reading in Latin letters.
    public let latinizer: (any Transliterator)?

    /// A builder with the given reading stages.
    public init(pinyin: PinyinTransliterator = PinyinTransliterator(), readers: [any Transliterator] = [],
                latinizer: (any Transliterator)? = nil) {
        self.pinyin = pinyin
        self.readers = readers
        self.latinizer = latinizer
    }

    /// The keys of a name in one piece, read as `role`.
    public func keys(for name: String, role: TextRole = .personName) -> SearchKeys {
        keys(display: name, spellings: [[NamePart(name, role: role)]])
    }

    /// The keys of a name shown as `display` and written in the given ways (each a list of
    /// parts in the order people type them), the first the main one.
    public func keys(display: String, spellings: [[NamePart]]) -> SearchKeys {
        var bytes: [UInt8] = []
        appendLine(display: display, spellings: spellings, to: &bytes)
        return SearchKeys(line: bytes)
    }

    /// Appends the keys' ``SearchKeys/line`` to `bytes`, with no strings in between: the path
    /// ``SearchIndex`` builds a million lines by.
    func appendLine(display: String, spellings: [[NamePart]], to bytes: inout [UInt8]) {
        SearchFolding.append(display, to: &bytes)
        var writer = LineWriter(bytes: bytes)
        bytes = []
        for parts in spellings where !parts.isEmpty {
            writer.beginReading()
            for part in parts { appendUnits(of: part.text, role: part.role, to: &writer) }
            writer.endReading()
        }
        for reader in readers {
            for parts in spellings where !parts.isEmpty {
                let read = parts.map { NamePart(reader.transliterate($0.text, as: $0.role), role: $0.role) }
                guard read != parts else { continue }
                writer.beginReading()
                for part in read { appendUnits(of: part.text, role: part.role, to: &writer) }
                writer.endReading()
            }
        }
        if let latinizer {
            for parts in spellings where parts.contains(where: { Self.needsLatinizing($0.text) }) {
                writer.beginReading()
                for part in parts {
                    let text = Self.needsLatinizing(part.text) ? latinizer.transliterate(part.text, as: part.role) : part.text
                    appendUnits(of: text, role: part.role, to: &writer)
                }
                writer.endReading()
            }
        }
        bytes = writer.bytes
    }

    /// Whether `text` has letters of a script with sections but no built-in reading here: not
    /// Latin, kana or Hangul (Han has no ``Script``; it is read as pinyin).
    static func needsLatinizing(_ text: String) -> Bool {
        text.unicodeScalars.contains { scalar in
            guard scalar.value >= 0x250, let script = Script.of(scalar) else { return false }
            return !Self.readScripts.contains(script)
        }
    }

    /// The scripts this builder reads itself.
    private static let readScripts: Set<Script> = Set(Script.all.filter { ["Latin", "Kana", "Hangul"].contains($0.name) })

    /// Writes the units of one part.
    private func appendUnits(of text: String, role: TextRole, to writer: inout LineWriter) {
        if text.unicodeScalars.contains(where: { $0.value >= 0x3400 }) {
            pinyin.forEachToken(of: text, as: role) { token in
                switch token {
                case .syllable(let syllable, let character):
                    writer.append(syllable: syllable, others: role == .familyName ? [] : character.map(PinyinTable.otherReadings(of:)) ?? [])
                case .other(let scalar):
                    writer.append(scalar)
                }
            }
        } else {
            for scalar in text.unicodeScalars { writer.append(scalar) }
        }
        writer.endWord()
    }
}

/// Writes a keys line: the folded text, then readings after tabs, units separated by spaces,
/// a unit's spellings by `|`. Words of letters, kana morae, Hangul syllables and pinyin
/// syllables each make a unit.
struct LineWriter {
    var bytes: [UInt8]
    /// Where each finished reading starts and ends, to drop a reading equal to an earlier one.
    private var readings: [Range<Int>] = []
    private var readingStart = 0
    /// Where the last unit starts (its spellings run to the end of `bytes`).
    private var unitStart = -1
    private var inWord = false
    /// A small tsu waiting for the mora it doubles.
    private var pendingSokuon = false
    /// Whether the last unit is a kana mora (that a small kana may join).
    private var lastIsMora = false

    init(bytes: [UInt8]) { self.bytes = bytes }

    mutating func beginReading() {
        bytes.append(0x09)
        readingStart = bytes.count
        unitStart = -1
        inWord = false
        pendingSokuon = false
        lastIsMora = false
    }

    /// Ends a reading: an empty one, or one equal to an earlier reading, is taken back.
    mutating func endReading() {
        endWord()
        let range = readingStart..<bytes.count
        if range.isEmpty || readings.contains(where: { bytes[$0].elementsEqual(bytes[range]) }) {
            bytes.removeSubrange((readingStart - 1)...)
        } else {
            readings.append(range)
        }
    }

    private mutating func beginUnit() {
        if bytes.count > readingStart { bytes.append(0x20) }
        unitStart = bytes.count
    }

    /// A unit with these spellings.
    private mutating func append(unit spellings: [String]) {
        beginUnit()
        for (index, spelling) in spellings.enumerated() {
            if index > 0 { bytes.append(0x7C) }
            bytes.append(contentsOf: spelling.utf8)
        }
    }

    /// The spellings of the last unit.
    private var lastUnit: [String] {
        guard unitStart >= 0 else { return [] }
        return bytes[unitStart...].split(separator: 0x7C).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Replaces the last unit's spellings.
    private mutating func replaceLastUnit(_ spellings: [String]) {
        guard unitStart >= 0 else { return }
        bytes.removeSubrange(unitStart...)
        for (index, spelling) in spellings.enumerated() {
            if index > 0 { bytes.append(0x7C) }
            bytes.append(contentsOf: spelling.utf8)
        }
    }

    /// A pinyin syllable: toneless, ü typed as `v` then `u`; then a character's other readings.
    mutating func append(syllable: PinyinSyllable, others: [String]) {
        endWord()
        beginUnit()
        var umlaut = -1
        for letter in syllable.letters {
            let marked = letter.secondary >= 0x10 && (letter.secondary - 0x10) / 14 == Self.diaeresisRank
            if letter.ascii == UInt8(ascii: "U"), marked {
                umlaut = bytes.count
                bytes.append(UInt8(ascii: "v"))
            } else {
                bytes.append(letter.ascii | 0x20)
            }
        }
        if umlaut >= 0 {
            let spelling = Array(bytes[unitStart...])
            bytes.append(0x7C)
            for (offset, byte) in spelling.enumerated() { bytes.append(offset == umlaut - unitStart ? UInt8(ascii: "u") : byte) }
        }
        for other in others {
            for spelling in other.contains("ü") ? [other.replacing("ü", with: "v"), other.replacing("ü", with: "u")] : [other] {
                bytes.append(0x7C)
                bytes.append(contentsOf: spelling.utf8)
            }
        }
        lastIsMora = false
    }

    private static let diaeresisRank = LatinFolding.markRank(0x308)

    /// One character: part of a word, a kana mora, a Hangul syllable, or a separator.
    mutating func append(_ scalar: Unicode.Scalar) {
        let value = scalar.value
        if value < 0x80 {
            // The common case, kept short: ASCII letters and digits extend the word.
            if SearchFolding.isSeparator(scalar) { endWord(); pendingSokuon = false; return }
            appendToWord(scalar)
            return
        }
        if KanaRomaji.isSilent(value) { return }
        if KanaRomaji.isSokuon(value) {
            endWord()
            pendingSokuon = true
            return
        }
        if lastIsMora, let vowel = KanaRomaji.yoonVowel(of: value) {
            replaceLastUnit(KanaRomaji.joined(lastUnit, yoon: vowel))
            return
        }
        if lastIsMora, let small = KanaRomaji.smallVowel(of: value), let last = lastUnit.first {
            // Only the Hepburn spelling takes it: フ+ァ is "fa", not "ha".
            replaceLastUnit([String(last.dropLast()) + small])
            return
        }
        if var spellings = KanaRomaji.spellings(of: value) {
            endWord()
            if pendingSokuon {
                let doubled = KanaRomaji.doubled(spellings)
                if !doubled.isEmpty { spellings = doubled }
                pendingSokuon = false
            }
            append(unit: spellings)
            lastIsMora = true
            return
        }
        if (0xAC00...0xD7A3).contains(value) {
            endWord()
            beginUnit()
            SearchFolding.appendFolded(scalar, to: &bytes)
            lastIsMora = false
            return
        }
        if SearchFolding.isSeparator(scalar) {
            endWord()
            pendingSokuon = false
            return
        }
        appendToWord(scalar)
    }

    private mutating func appendToWord(_ scalar: Unicode.Scalar) {
        if inWord {
            SearchFolding.appendFolded(scalar, to: &bytes)
            return
        }
        let (before, previousUnit) = (bytes.count, unitStart)
        beginUnit()
        if SearchFolding.appendFolded(scalar, to: &bytes) {
            inWord = true
            lastIsMora = false
        } else {
            // Nothing was written (punctuation, an invisible): take the unit back.
            bytes.removeSubrange(before...)
            unitStart = previousUnit
        }
    }

    /// Ends the word being written, if any.
    mutating func endWord() {
        inWord = false
    }
}
