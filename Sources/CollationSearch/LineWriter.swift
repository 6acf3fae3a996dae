import LatinCollation
import PinyinCollation
import JapaneseNames

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
    /// Whether the word being written is of Latin letters and digits.
    private var wordIsLatin = true
    /// A small tsu waiting for the mora it doubles.
    private var pendingSokuon = false
    /// Whether the last unit is a kana mora (that a small kana may join).
    private var lastIsMora = false

    /// Whether to note where each unit comes from (for highlights; off when building an index).
    var tracing = false
    /// Where the characters being written come from in the name as shown (scalar offsets),
    /// when tracing: set by the builder before each character.
    var source: Range<Int>?
    /// The sources of the units of the reading being written, when tracing.
    private var unitSources: [UnitSource] = []
    /// The sources of the units of each kept reading, when tracing.
    private(set) var readingSources: [[UnitSource]] = []

    init(bytes: [UInt8]) { self.bytes = bytes }

    mutating func beginReading() {
        bytes.append(0x09)
        readingStart = bytes.count
        unitStart = -1
        inWord = false
        pendingSokuon = false
        lastIsMora = false
        unitSources = []
    }

    /// Ends a reading: an empty one, or one equal to an earlier reading, is taken back.
    mutating func endReading() {
        endWord()
        let range = readingStart..<bytes.count
        if range.isEmpty || readings.contains(where: { bytes[$0].elementsEqual(bytes[range]) }) {
            bytes.removeSubrange((readingStart - 1)...)
        } else {
            readings.append(range)
            if tracing { readingSources.append(unitSources) }
        }
    }

    private mutating func beginUnit() {
        if bytes.count > readingStart { bytes.append(0x20) }
        unitStart = bytes.count
        if tracing { unitSources.append(UnitSource(whole: source, letters: nil)) }
    }

    /// Notes that the last unit also comes from ``source``.
    private mutating func extendLastUnitSource() {
        guard tracing, let source, let last = unitSources.last?.whole else { return }
        unitSources[unitSources.count - 1].whole = min(last.lowerBound, source.lowerBound)..<max(last.upperBound, source.upperBound)
    }

    /// Notes, for the letters of a word written from `start` on, the one scalar of the name as
    /// shown they were folded from; a word whose letters come from elsewhere notes none.
    private mutating func noteLetters(from start: Int) {
        guard tracing, !unitSources.isEmpty else { return }
        let index = unitSources.count - 1
        guard let source, source.count == 1, unitSources[index].letters != nil else {
            unitSources[index].letters = nil
            return
        }
        // One entry a folded scalar (a key of the keypad), not a byte.
        let count = bytes[start...].count { $0 & 0xC0 != 0x80 }
        unitSources[index].letters?.append(contentsOf: repeatElement(source.lowerBound, count: count))
    }

    /// Writes `spellings`, separated by `|`.
    private mutating func appendSpellings(_ spellings: [String]) {
        for (index, spelling) in spellings.enumerated() {
            if index > 0 { bytes.append(0x7C) }
            bytes.append(contentsOf: spelling.utf8)
        }
    }

    /// The romaji spellings of the last unit, a mora: all but its last spelling, the kana.
    private var lastRomaji: [String] {
        guard unitStart >= 0 else { return [] }
        return Array(bytes[unitStart...].split(separator: 0x7C).dropLast().map { String(decoding: $0, as: UTF8.self) })
    }

    /// The kana of the last unit, a mora: its last spelling.
    private var lastKana: String {
        guard unitStart >= 0, let last = bytes[unitStart...].split(separator: 0x7C).last else { return "" }
        return String(decoding: last, as: UTF8.self)
    }

    /// Replaces the last unit's spellings with a mora's: its romaji, then its kana.
    private mutating func replaceLastUnit(romaji: [String], kana: String) {
        guard unitStart >= 0 else { return }
        bytes.removeSubrange(unitStart...)
        appendSpellings(romaji + [kana])
    }

    /// A kana character folded as queries are (katakana as hiragana).
    private static func hiragana(_ value: UInt32) -> String {
        var bytes: [UInt8] = []
        if let scalar = Unicode.Scalar(value) { SearchFolding.appendFolded(scalar, to: &bytes) }
        return String(decoding: bytes, as: UTF8.self)
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
        // A mora's unit is its romaji spellings, then its kana as written (folded to
        // hiragana), so that a query in kana finds it too: "やまもと" finds 三ヤマモト.
        if KanaRomaji.isSilent(value) {
            if lastIsMora { replaceLastUnit(romaji: lastRomaji, kana: lastKana + Self.hiragana(value)) }
            return
        }
        if KanaRomaji.isSokuon(value) {
            endWord()
            pendingSokuon = true
            return
        }
        if lastIsMora, let vowel = KanaRomaji.yoonVowel(of: value) {
            replaceLastUnit(romaji: KanaRomaji.joined(lastRomaji, yoon: vowel), kana: lastKana + Self.hiragana(value))
            extendLastUnitSource()
            return
        }
        if lastIsMora, let small = KanaRomaji.smallVowel(of: value), let last = lastRomaji.first {
            // Only the Hepburn spelling takes it: フ+ァ is "fa", not "ha".
            replaceLastUnit(romaji: [String(last.dropLast()) + small], kana: lastKana + Self.hiragana(value))
            extendLastUnitSource()
            return
        }
        if var spellings = KanaRomaji.spellings(of: value) {
            endWord()
            var kana = Self.hiragana(value)
            if pendingSokuon {
                let doubled = KanaRomaji.doubled(spellings)
                if !doubled.isEmpty { spellings = doubled }
                kana = "っ" + kana
                pendingSokuon = false
            }
            beginUnit()
            replaceLastUnit(romaji: spellings, kana: kana)
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

    /// One character of a reading kept as written: a kana or Han character is a unit of its
    /// own, folded (katakana as hiragana); anything else as ``append(_:)`` writes it.
    mutating func appendAsWritten(_ scalar: Unicode.Scalar) {
        let value = scalar.value
        guard (0x3041...0x30FA).contains(value) || (value >= 0x3400 && SearchFolding.isHan(value)) else {
            append(scalar)
            return
        }
        endWord()
        let (before, previousUnit) = (bytes.count, unitStart)
        beginUnit()
        if !SearchFolding.appendFolded(scalar, to: &bytes) {
            bytes.removeSubrange(before...)
            unitStart = previousUnit
            if tracing { unitSources.removeLast() }
        }
        lastIsMora = false
    }

    private mutating func appendToWord(_ scalar: Unicode.Scalar) {
        // Where Latin letters meet another script's, a word ends ("Peterعبد" is two words), as
        // AOSP's dialer splits them; a combining mark belongs to the letter before it.
        let latin = Self.isLatinOrDigit(scalar.value)
        if inWord, latin != wordIsLatin, !Self.isMark(scalar) { endWord() }
        if inWord {
            let start = bytes.count
            if SearchFolding.appendFolded(scalar, to: &bytes) {
                extendLastUnitSource()
                noteLetters(from: start)
            }
            return
        }
        let (before, previousUnit) = (bytes.count, unitStart)
        beginUnit()
        if SearchFolding.appendFolded(scalar, to: &bytes) {
            inWord = true
            wordIsLatin = latin
            lastIsMora = false
            if tracing { unitSources[unitSources.count - 1].letters = [] }
            noteLetters(from: unitStart)
        } else {
            // Nothing was written (punctuation, an invisible): take the unit back.
            bytes.removeSubrange(before...)
            unitStart = previousUnit
            if tracing { unitSources.removeLast() }
        }
    }

    /// Whether a scalar is ASCII, a Latin letter, or a full-width ASCII form.
    private static func isLatinOrDigit(_ value: UInt32) -> Bool {
        switch value {
        case 0..<0x250, 0x1E00...0x1EFF, 0x2C60...0x2C7F, 0xA720...0xA7FF, 0xAB30...0xAB6F, 0xFF01...0xFF5E: true
        default: false
        }
    }

    /// Whether a scalar is a combining mark.
    private static func isMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: true
        default: false
        }
    }

    /// Ends the word being written, if any.
    mutating func endWord() {
        inWord = false
    }
}
