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
