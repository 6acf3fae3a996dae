import Collation
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
        var readings: [String] = []
        func add(_ reading: String) {
            if !reading.isEmpty, !readings.contains(reading) { readings.append(reading) }
        }
        for parts in spellings where !parts.isEmpty {
            add(reading(of: parts) { text, role in units(of: text, role: role) })
        }
        for reader in readers {
            for parts in spellings where !parts.isEmpty {
                let read = parts.map { NamePart(reader.transliterate($0.text, as: $0.role), role: $0.role) }
                if read != parts { add(reading(of: read) { text, role in units(of: text, role: role) }) }
            }
        }
        if let latinizer {
            for parts in spellings where parts.contains(where: { Self.needsLatinizing($0.text) }) {
                add(reading(of: parts) { text, role in
                    Self.needsLatinizing(text) ? units(of: latinizer.transliterate(text, as: role), role: role) : units(of: text, role: role)
                })
            }
        }
        return SearchKeys(text: SearchFolding.fold(display), readings: readings)
    }

    /// A reading: the units of every part, in order.
    private func reading(of parts: [NamePart], units: (String, TextRole) -> [[String]]) -> String {
        parts.flatMap { units($0.text, $0.role) }.map { $0.joined(separator: "|") }.joined(separator: " ")
    }

    /// Whether `text` has letters of a script with no built-in reading (not Latin, Han, kana
    /// or Hangul).
    static func needsLatinizing(_ text: String) -> Bool {
        text.unicodeScalars.contains { scalar in
            let value = scalar.value
            if value < 0x250 || (0x1E00...0x1EFF).contains(value) { return false }
            if (0x3040...0x30FF).contains(value) || (0x3400...0x9FFF).contains(value) || (0xAC00...0xD7A3).contains(value)
                || (0x1100...0x11FF).contains(value) || (0x3130...0x318F).contains(value) || value >= 0x20000 { return false }
            return scalar.properties.isAlphabetic
        }
    }

    /// The units of one part, each with its spellings.
    func units(of text: String, role: TextRole) -> [[String]] {
        var writer = UnitWriter()
        if text.unicodeScalars.contains(where: { $0.value >= 0x3400 && PinyinTable.reading(of: $0) != nil }) {
            for token in pinyin.tokens(of: text, as: role) {
                switch token {
                case .syllable(let syllable, let character):
                    writer.append(unit: Self.spellings(of: syllable, character: role == .familyName ? nil : character))
                case .other(let scalar):
                    writer.append(scalar)
                }
            }
        } else {
            for scalar in text.unicodeScalars { writer.append(scalar) }
        }
        return writer.finish()
    }

    /// A syllable's spellings: toneless, ü as `v` then `u`, then the character's other readings.
    static func spellings(of syllable: PinyinSyllable, character: Unicode.Scalar?) -> [String] {
        var spellings: [String] = []
        func add(_ toneless: String) {
            let typed = toneless.contains("ü") ? [toneless.replacing("ü", with: "v"), toneless.replacing("ü", with: "u")] : [toneless]
            for spelling in typed where !spellings.contains(spelling) { spellings.append(spelling) }
        }
        add(syllable.toneless)
        if let character {
            for other in PinyinTable.otherReadings(of: character) { add(other) }
        }
        return spellings
    }
}

/// Cuts text into units: words of letters, kana morae, Hangul syllables, syllables given.
private struct UnitWriter {
    private var units: [[String]] = []
    private var word: [UInt8] = []
    /// A small tsu waiting for the mora it doubles.
    private var pendingSokuon = false
    /// Whether the last unit is a kana mora (that a small kana may join).
    private var lastIsMora = false

    mutating func append(unit spellings: [String]) {
        endWord()
        units.append(spellings)
        lastIsMora = false
    }

    mutating func append(_ scalar: Unicode.Scalar) {
        let value = scalar.value
        if KanaRomaji.isSilent(value) { return }
        if KanaRomaji.isSokuon(value) {
            endWord()
            pendingSokuon = true
            return
        }
        if lastIsMora, let vowel = KanaRomaji.yoonVowel(of: value), let last = units.last {
            units[units.count - 1] = KanaRomaji.joined(last, yoon: vowel)
            return
        }
        if lastIsMora, let small = KanaRomaji.smallVowel(of: value), let last = units.last?.first {
            // Only the Hepburn spelling takes it: フ+ァ is "fa", not "ha".
            units[units.count - 1] = [String(last.dropLast()) + small]
            return
        }
        if var spellings = KanaRomaji.spellings(of: value) {
            endWord()
            if pendingSokuon {
                let doubled = KanaRomaji.doubled(spellings)
                if !doubled.isEmpty { spellings = doubled }
                pendingSokuon = false
            }
            units.append(spellings)
            lastIsMora = true
            return
        }
        if (0xAC00...0xD7A3).contains(value) {
            var bytes: [UInt8] = []
            SearchFolding.appendFolded(scalar, to: &bytes)
            append(unit: [String(decoding: bytes, as: UTF8.self)])
            return
        }
        if SearchFolding.isSeparator(scalar) {
            endWord()
            pendingSokuon = false
            return
        }
        if SearchFolding.appendFolded(scalar, to: &word) { lastIsMora = false }
    }

    private mutating func endWord() {
        guard !word.isEmpty else { return }
        units.append([String(decoding: word, as: UTF8.self)])
        word.removeAll(keepingCapacity: true)
        lastIsMora = false
    }

    mutating func finish() -> [[String]] {
        endWord()
        return units
    }
}
