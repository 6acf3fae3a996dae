import Collation

/// A user's own pinyin readings: for single characters, for surnames, for words, and for
/// whole names.
///
/// Read from a tab-separated file (`--readings FILE`), one entry a line:
///
/// ```
/// # text <TAB> pinyin [<TAB> kind]
/// 曾	zēng	surname
/// 乐	yue4	character
/// 长沙	cháng shā
/// 重阳	chóng yáng	word
/// 单于飞	shàn yú fēi	name
/// ```
///
/// Pinyin is written with tone marks, tone numbers (`zeng1`, `lv4`) or neither; one syllable
/// per character for `character`, `surname` and `word`. Kinds: `character` (every occurrence),
/// `surname` (the family name of a person's name), `word` (wherever it occurs, the longest
/// first, before the built-in word readings: a word list of your own, such as one converted
/// from an input method's phrase table, whose licence the package's could not take), `name`
/// (the whole text). Without a kind, a single character is a `character` and longer text is a
/// `name`.
public struct PinyinReadings: Sendable, Hashable {
    /// Readings for single characters, wherever they occur.
    public var characters: [Unicode.Scalar: PinyinSyllable]
    /// Readings for surnames, applied to the family name of a person's name.
    public var surnames: [String: [PinyinSyllable]]
    /// Readings for words, wherever they occur (the longest match first).
    public var words: [String: [PinyinSyllable]]
    /// Readings for whole texts.
    public var names: [String: String]

    /// Makes readings from their parts (empty by default).
    public init(characters: [Unicode.Scalar: PinyinSyllable] = [:], surnames: [String: [PinyinSyllable]] = [:],
                words: [String: [PinyinSyllable]] = [:], names: [String: String] = [:]) {
        self.characters = characters
        self.surnames = surnames
        self.words = words
        self.names = names
    }

    /// A hash of every reading: changes whenever one does.
    public var version: String {
        var texts: [String] = []
        for (character, syllable) in characters.sorted(by: { $0.key.value < $1.key.value }) { texts += ["c", String(character), "\(syllable)"] }
        for (surname, syllables) in surnames.sorted(by: { $0.key < $1.key }) { texts += ["s", surname] + syllables.map { "\($0)" } }
        for (word, syllables) in words.sorted(by: { $0.key < $1.key }) { texts += ["w", word] + syllables.map { "\($0)" } }
        for (name, reading) in names.sorted(by: { $0.key < $1.key }) { texts += ["n", name, reading] }
        return StableHash.hex(texts)
    }

    /// Whether there are no readings at all.
    public var isEmpty: Bool { characters.isEmpty && surnames.isEmpty && words.isEmpty && names.isEmpty }

    /// Parses a readings file.
    ///
    /// - Throws: ``FileProblem`` with the file, the line and what is wrong.
    public init(parsing text: String, file: String) throws(FileProblem) {
        self.init()
        let lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
        for (offset, rawLine) in lines.enumerated() {
            let lineNumber = offset + 1
            func failure(_ message: String) -> FileProblem { FileProblem(file: file, line: lineNumber, message: message) }
            var line = Substring(rawLine)
            if lineNumber == 1, line.first == "\u{FEFF}" { line = line.dropFirst() }
            if line.allSatisfy(\.isWhitespace) || line.hasPrefix("#") { continue }
            let columns = line.split(separator: "\t", omittingEmptySubsequences: false).map { TextScanning.trimmed($0) }
            guard columns.count >= 2, !columns[0].isEmpty, !columns[1].isEmpty else {
                throw failure("expected 'text<TAB>pinyin[<TAB>kind]'")
            }
            guard columns.count <= 3 else { throw failure("too many columns (at most 3: text, pinyin, kind)") }
            let subject = columns[0]
            let reading = columns[1]
            let scalarCount = subject.unicodeScalars.count
            let kind = columns.count == 3 ? columns[2].lowercased() : (scalarCount == 1 ? "character" : "name")
            switch kind {
            case "character", "surname", "word":
                var syllables: [PinyinSyllable] = []
                for word in reading.split(separator: " ") {
                    guard let syllable = PinyinSyllable(word) else { throw failure("'\(word)' is not a pinyin syllable") }
                    syllables.append(syllable)
                }
                guard syllables.count == scalarCount else {
                    throw failure("'\(subject)' has \(scalarCount) characters but '\(reading)' has \(syllables.count) syllables")
                }
                if kind == "character" {
                    guard scalarCount == 1, let scalar = subject.unicodeScalars.first else {
                        throw failure("a character reading is for one character; use 'name' for longer text")
                    }
                    characters[scalar] = syllables[0]
                } else if kind == "surname" {
                    guard (1...2).contains(scalarCount) else { throw failure("a surname has one or two characters") }
                    surnames[subject] = syllables
                } else {
                    guard scalarCount >= 2 else { throw failure("a word has two characters or more; use 'character' for one") }
                    words[subject] = syllables
                }
            case "name":
                names[subject] = reading
            default:
                throw failure("unknown kind '\(columns[2])' (known: character, surname, word, name)")
            }
        }
    }
}
