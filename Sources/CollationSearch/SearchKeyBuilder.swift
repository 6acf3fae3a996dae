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
/// - **Kana**: romaji, one unit a mora, Hepburn first (see `KanaRomaji`), then the mora as
///   written (katakana folded to hiragana), so that a kana query finds it too.
/// - **Hangul**: one unit a syllable, as its compatibility jamo, so that initial consonants
///   ("ㄱㅁㅈ") and syllables typed so far ("김미") both match.
/// - **Latin and other scripts**: one unit a word, folded by ``SearchFolding``; with a
///   `latinizer` (ICU's `Any-Latin` where ICU is present), names with letters of other scripts
///   (Cyrillic, Greek, Arabic, Thai…) also get a reading in Latin letters ("ivan" for Иван).
///
/// The `readers` (for example the Japanese surname readings) each add a reading where they
/// change the text, so that a kanji name is also found by its kana's romaji; a reading that
/// leaves kanji as written (やまだ太郎) is also kept as written, each kana and kanji a unit, so
/// that "やまだ太郎" finds 山田太郎. Give the builder the reading stage the list is grouped
/// with, wherever it reads names otherwise than the builder does, and search finds every name
/// by the reading its section shows (the tool passes the Japanese reading of Han names in
/// non-CJK locales: 山田太郎 under Y is found by "yamada").
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
        writeReadings(of: spellings, shownAs: nil, to: &writer)
        bytes = writer.bytes
    }

    /// For the first `count` readings of the line ``appendLine(display:spellings:to:)`` writes,
    /// where each of their units comes from in `display` (Unicode scalar offsets; `nil` where it
    /// cannot say): the slow path that highlights the few matches a screen shows.
    func unitSources(display: String, spellings: [[NamePart]], readings count: Int = .max) -> [[UnitSource]] {
        // The text before the readings plays no part in them: left out.
        var writer = LineWriter(bytes: [])
        writer.tracing = true
        writeReadings(of: spellings, shownAs: Array(display.unicodeScalars), upTo: count, to: &writer)
        return writer.readingSources
    }

    /// Writes the readings of `spellings` (when tracing, the first `count` of them); with
    /// `display`, notes where each unit comes from.
    private func writeReadings(of spellings: [[NamePart]], shownAs display: [Unicode.Scalar]?, upTo count: Int = .max,
                               to writer: inout LineWriter) {
        let located = display.map { display in spellings.map { $0.map { Self.locate($0.text, in: display) } } }
        /// Where a part's scalars come from: its place in the name as shown, else the place of
        /// the main spelling's part of the same role (the furigana of a family name reads it).
        func origin(_ spelling: Int, _ part: Int) -> Origin {
            guard let located else { return .untraced }
            if let start = located[spelling][part] { return .from(start) }
            let role = spellings[spelling][part].role
            if let main = spellings.first, let index = main.firstIndex(where: { $0.role == role }), let start = located[0][index] {
                return .whole(start..<(start + main[index].text.unicodeScalars.count))
            }
            return .whole(nil)
        }
        for (number, parts) in spellings.enumerated() where !parts.isEmpty {
            writer.beginReading()
            for (index, part) in parts.enumerated() { appendUnits(of: part.text, role: part.role, origin: origin(number, index), to: &writer) }
            writer.endReading()
            if writer.readingSources.count >= count { return }
        }
        for reader in readers {
            for (number, parts) in spellings.enumerated() where !parts.isEmpty {
                let read = parts.map { NamePart(reader.transliterate($0.text, as: $0.role), role: $0.role) }
                guard read != parts else { continue }
                writer.beginReading()
                for (index, part) in read.enumerated() {
                    appendReading(part, of: parts[index].text, origin: origin(number, index), to: &writer)
                }
                writer.endReading()
                if writer.readingSources.count >= count { return }
                // A reading with kanji left as written (やまだ太郎, yamada 太郎) is also found as
                // written: "やまだ太郎" finds 山田太郎 (its kana are a spelling of its morae).
                guard read.contains(where: { $0.text.unicodeScalars.contains { SearchFolding.isHan($0.value) } }) else { continue }
                writer.beginReading()
                for (index, part) in read.enumerated() {
                    appendReading(part, of: parts[index].text, origin: origin(number, index), asWritten: true, to: &writer)
                }
                writer.endReading()
                if writer.readingSources.count >= count { return }
            }
        }
        if let latinizer {
            for (number, parts) in spellings.enumerated() where parts.contains(where: { Self.needsLatinizing($0.text) }) {
                writer.beginReading()
                for (index, part) in parts.enumerated() {
                    let origin = origin(number, index)
                    if Self.needsLatinizing(part.text) {
                        let text = latinizer.transliterate(part.text, as: part.role)
                        appendUnits(of: text, role: part.role, origin: origin.words(of: part.text, readAs: text), to: &writer)
                    } else {
                        appendUnits(of: part.text, role: part.role, origin: origin, to: &writer)
                    }
                }
                writer.endReading()
                if writer.readingSources.count >= count { return }
            }
        }
    }

    /// Writes the units of `read`, a reading stage's reading of `text`: where the reading ends
    /// with what the text ends with, after a space (山田太郎 read "yamada 太郎"), that end comes
    /// from the text's end, character for character, and the rest from the rest ("yamada"
    /// from 山田), so that a highlight marks what was typed.
    private func appendReading(_ read: NamePart, of text: String, origin: Origin, asWritten: Bool = false, to writer: inout LineWriter) {
        func appendUnits(of text: String, role: TextRole, origin: Origin, to writer: inout LineWriter) {
            if asWritten { appendUnitsAsWritten(of: text, origin: origin, to: &writer) } else { self.appendUnits(of: text, role: role, origin: origin, to: &writer) }
        }
        let (reading, written) = (Array(read.text.unicodeScalars), Array(text.unicodeScalars))
        var common = 0
        while common < min(reading.count, written.count), reading[reading.count - 1 - common] == written[written.count - 1 - common] { common += 1 }
        let split = reading.count - common
        guard common > 0, split > 0, common < written.count, SearchFolding.isSeparator(reading[split - 1]) else {
            appendUnits(of: read.text, role: read.role, origin: origin.whole(text), to: &writer)
            return
        }
        // Split the same way whether tracing or not, so that the units are the index's.
        let kept = written.count - common
        var (head, tail) = (origin, origin)
        if case .from(let start) = origin { (head, tail) = (.whole(start..<(start + kept)), .from(start + kept)) }
        appendUnits(of: String(String.UnicodeScalarView(reading[..<split])), role: read.role, origin: head, to: &writer)
        appendUnits(of: String(String.UnicodeScalarView(reading[split...])), role: read.role, origin: tail, to: &writer)
    }

    /// Where a part's units come from in the name as shown, when tracing.
    private enum Origin {
        /// Not tracing.
        case untraced
        /// The part is in the name from this scalar offset, one scalar for one.
        case from(Int)
        /// Every unit comes from this range (or from nowhere it can say).
        case whole(Range<Int>?)
        /// The scalars of each word come from the range of that word.
        case words([Range<Int>])

        /// The origin of another text that reads the part `text` (whole).
        func whole(_ text: String) -> Origin {
            switch self {
            case .from(let start): .whole(start..<(start + text.unicodeScalars.count))
            default: self
            }
        }

        /// The origin of `reading`, which spells `text` word for word where the word counts agree.
        func words(of text: String, readAs reading: String) -> Origin {
            guard case .from(let start) = self else { return self }
            let words = Self.wordRanges(Array(text.unicodeScalars))
            guard words.count == Self.wordRanges(Array(reading.unicodeScalars)).count else { return whole(text) }
            return .words(words.map { ($0.lowerBound + start)..<($0.upperBound + start) })
        }

        /// The source of the scalar at `offset` of a text whose word starts `wordOf` gives.
        func source(at offset: Int, word: Int) -> Range<Int>? {
            switch self {
            case .untraced: nil
            case .from(let start): (start + offset)..<(start + offset + 1)
            case .whole(let range): range
            case .words(let ranges): word < ranges.count ? ranges[word] : ranges.last
            }
        }

        /// The ranges of the words of `scalars` (runs between separators).
        static func wordRanges(_ scalars: [Unicode.Scalar]) -> [Range<Int>] {
            var ranges: [Range<Int>] = []
            var start: Int?
            for (offset, scalar) in scalars.enumerated() {
                if SearchFolding.isSeparator(scalar) {
                    if let begun = start { ranges.append(begun..<offset) }
                    start = nil
                } else if start == nil {
                    start = offset
                }
            }
            if let begun = start { ranges.append(begun..<scalars.count) }
            return ranges
        }
    }

    /// Where `text` first stands in `display`, as a scalar offset.
    private static func locate(_ text: String, in display: [Unicode.Scalar]) -> Int? {
        let needle = Array(text.unicodeScalars)
        guard !needle.isEmpty, needle.count <= display.count else { return nil }
        for start in 0...(display.count - needle.count) where display[start] == needle[0] {
            if display[start..<(start + needle.count)].elementsEqual(needle) { return start }
        }
        return nil
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

    /// Writes the units of a reading as it is written: each kana and Han character a unit of
    /// its own (folded: katakana as hiragana), other letters by words.
    private func appendUnitsAsWritten(of text: String, origin: Origin, to writer: inout LineWriter) {
        appendScalars(of: text, origin: origin, to: &writer) { $0.appendAsWritten($1) }
        writer.endWord()
    }

    /// Hands `append` each scalar of `text`, when tracing with the writer's source set first to
    /// where the scalar comes from: by its offset, or by its word (separators end words).
    private func appendScalars(of text: String, origin: Origin, to writer: inout LineWriter,
                               _ append: (inout LineWriter, Unicode.Scalar) -> Void) {
        if case .untraced = origin {
            for scalar in text.unicodeScalars { append(&writer, scalar) }
            return
        }
        var word = 0
        var inWord = false
        for (offset, scalar) in text.unicodeScalars.enumerated() {
            if SearchFolding.isSeparator(scalar) {
                if inWord { word += 1 }
                inWord = false
            } else {
                inWord = true
            }
            writer.source = origin.source(at: offset, word: word)
            append(&writer, scalar)
        }
    }

    /// Writes the units of one part.
    private func appendUnits(of text: String, role: TextRole, origin: Origin, to writer: inout LineWriter) {
        // Half-width katakana (ｱﾝﾄﾞｳ, as feature phones write phonetic names) reads as its
        // full-width form; its characters are not the text's one for one any more.
        if KanaWidth.containsHalfWidth(text) {
            return appendUnits(of: KanaWidth.widened(text), role: role, origin: origin.whole(text), to: &writer)
        }
        if text.unicodeScalars.contains(where: { $0.value >= 0x3400 }) {
            func write(_ token: PinyinToken) {
                switch token {
                case .syllable(let syllable, let character):
                    writer.append(syllable: syllable, others: role == .familyName ? [] : character.map(PinyinTable.otherReadings(of:)) ?? [])
                case .other(let scalar):
                    writer.append(scalar)
                }
            }
            if case .untraced = origin {
                pinyin.forEachToken(of: text, as: role, write)
            } else {
                // A token a scalar, unless the user's reading of the name says otherwise: then
                // every unit comes from the whole part.
                var tokens: [PinyinToken] = []
                pinyin.forEachToken(of: text, as: role) { tokens.append($0) }
                let oneForOne = tokens.count == text.unicodeScalars.count
                let whole = origin.whole(text)
                for (offset, token) in tokens.enumerated() {
                    writer.source = oneForOne ? origin.source(at: offset, word: 0) : whole.source(at: 0, word: 0)
                    write(token)
                }
            }
        } else {
            appendScalars(of: text, origin: origin, to: &writer) { $0.append($1) }
        }
        writer.endWord()
    }
}
