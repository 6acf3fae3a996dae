import Collation
import LatinCollation

/// Reads Han text as pinyin, with surnames read as surnames: 曾国藩 is "zēng guó fān", not
/// "céng guó fān"; 单于飞 is "chán yú fēi". Words in ``PinyinData/phrases`` take their word
/// readings in every role (长沙 is "cháng shā", 重庆 "chóng qìng").
///
/// The surname rule applies to the family name: the whole text for ``TextRole/familyName``,
/// and the first one or two characters for ``TextRole/personName`` (Han names are written
/// family name first). Given names and other text keep their default readings. A user's
/// ``PinyinReadings`` take precedence over the built-in surnames and the table.
///
/// The output is lowercase pinyin with tone marks, one space between syllables; text that is
/// not Han is kept as it is.
public struct PinyinTransliterator: KeyFusingTransliterator {
    /// The user's own readings.
    public let custom: PinyinReadings
    /// Whether family names take their surname readings.
    public let readsSurnames: Bool
    private let customSurnames: ReadingIndex
    // The built-in data, held here so that the hot path reads it without a global's
    // reference counting.
    private let surnames = PinyinData.surnames
    private let phrases = PinyinData.phrases

    /// Makes a transliterator with the built-in surname readings and, optionally, the user's.
    public init(custom: PinyinReadings = PinyinReadings(), readsSurnames: Bool = true) {
        self.custom = custom
        self.readsSurnames = readsSurnames
        customSurnames = ReadingIndex(entries: custom.surnames.map { ($0.key, $0.value) })
    }

    /// `"pinyin-names"`, with `+readings` when the user's readings are loaded.
    public var identifier: String {
        (readsSurnames ? "pinyin-names" : "pinyin") + (custom.isEmpty ? "" : "+readings")
    }

    /// The pinyin reading of `text`, read as `role`.
    public func transliterate(_ text: String, as role: TextRole) -> String {
        if !custom.names.isEmpty, let whole = custom.names[TextScanning.trimmed(text)] { return whole }
        let view = TextScanning.droppingIgnorablePrefix(text)
        let count = view.count
        return withUnsafeTemporaryAllocation(of: Unicode.Scalar.self, capacity: count) { storage in
            _ = storage.initialize(from: view)
            return transliterate(UnsafeBufferPointer(storage), role: role) ?? text
        }
    }

    /// For a ``PinyinCollator`` over A–Z (and no whole-name readings of the user's): a writer
    /// of the keys of readings, written while reading, with no reading string built (the pinyin
    /// spelling is the same bytes the collator would read).
    public func fusedKeyWriter(for collator: any Collator, as role: TextRole) -> (any FusedKeyWriter)? {
        guard custom.names.isEmpty, let pinyin = collator as? PinyinCollator, pinyin.plainASCII else { return nil }
        return PinyinKeyWriter(reader: self, collator: pinyin, role: role)
    }

    /// The reading of `scalars`, or `nil` when no character had a reading (the text is kept).
    private func transliterate(_ scalars: UnsafeBufferPointer<Unicode.Scalar>, role: TextRole) -> String? {
        var output = TextOutput(capacity: scalars.count * 7)
        walk(scalars, role: role, into: &output)
        return output.sawSyllable ? String(decoding: output.bytes, as: UTF8.self) : nil
    }

    /// Reads `scalars` into `output`: surname first, then words, then characters.
    fileprivate func walk<Output: ReadingOutput>(_ scalars: UnsafeBufferPointer<Unicode.Scalar>, role: TextRole, into output: inout Output) {
        var index = 0
        if readsSurnames, role == .personName || role == .familyName {
            let match = customSurnames.longestMatch(in: scalars, at: 0) ?? surnames.longestMatch(in: scalars, at: 0)
            if let match {
                for syllable in match.syllables { output.append(syllable) }
                index = match.length
            }
        }
        let hasCustomCharacters = !custom.characters.isEmpty
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar.value >= 0x3400 {
                if let phrase = phrases.longestMatch(in: scalars, at: index),
                   !hasCustomCharacters || !scalars[index..<(index + phrase.length)].contains(where: { custom.characters[$0] != nil }) {
                    for syllable in phrase.syllables { output.append(syllable) }
                    index += phrase.length
                    continue
                }
                if hasCustomCharacters, let syllable = custom.characters[scalar] {
                    output.append(syllable)
                    index += 1
                    continue
                }
                let syllable = PinyinTable.syllableIndex(of: scalar.value)
                if syllable > 0 {
                    output.append(tableSyllable: syllable)
                    index += 1
                    continue
                }
            }
            output.append(other: scalar)
            index += 1
        }
    }
}

/// Where a reading goes, syllable by syllable and scalar by scalar.
private protocol ReadingOutput {
    mutating func append(_ syllable: PinyinSyllable)
    mutating func append(tableSyllable index: Int)
    mutating func append(other scalar: Unicode.Scalar)
}

/// The reading as UTF-8 text, with one space between a syllable and whatever touches it.
private struct TextOutput: ReadingOutput {
    var bytes: [UInt8] = []
    private var previousWasSyllable = false
    private var endsInSpace = true
    private(set) var sawSyllable = false

    init(capacity: Int) { bytes.reserveCapacity(capacity) }

    private mutating func startSyllable() {
        if !endsInSpace { bytes.append(0x20) }
        previousWasSyllable = true
        sawSyllable = true
        endsInSpace = false
    }

    mutating func append(_ syllable: PinyinSyllable) {
        startSyllable()
        bytes.append(contentsOf: syllable.toned.utf8)
    }

    mutating func append(tableSyllable index: Int) {
        startSyllable()
        let flat = PinyinTable.flat
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: flat.spellings[Int(flat.spellingStarts[index - 1])..<Int(flat.spellingStarts[index])]))
    }

    mutating func append(other scalar: Unicode.Scalar) {
        let isSpace = scalar == " " || (!scalar.isASCII && scalar.properties.isWhitespace)
        if previousWasSyllable, !isSpace { bytes.append(0x20) }
        bytes.append(contentsOf: scalar.utf8)
        previousWasSyllable = false
        endsInSpace = isSpace
    }
}

/// The reading fed to a collator's key builder as the builder would read its text, with no
/// text kept.
private struct KeyOutput: ReadingOutput {
    var builder: LatinKeyBuilder
    private var previousWasSyllable = false
    private(set) var sawSyllable = false

    init(builder: LatinKeyBuilder) { self.builder = builder }

    /// Empties the output for the next text, keeping the builder's storage.
    mutating func reset() {
        builder.reset()
        previousWasSyllable = false
        sawSyllable = false
    }

    mutating func append(_ syllable: PinyinSyllable) {
        builder.wordBoundary()
        previousWasSyllable = true
        sawSyllable = true
        for scalar in syllable.toned.unicodeScalars { builder.consumeScalar(scalar) }
    }

    mutating func append(tableSyllable index: Int) {
        builder.wordBoundary()
        previousWasSyllable = true
        sawSyllable = true
        builder.appendLetters(ofSyllable: index)
    }

    mutating func append(other scalar: Unicode.Scalar) {
        if previousWasSyllable, scalar != " ", scalar.isASCII || !scalar.properties.isWhitespace { builder.wordBoundary() }
        builder.consumeScalar(scalar)
        previousWasSyllable = false
    }
}

/// The fused path of ``PinyinTransliterator`` for one ``PinyinCollator`` and one thread: the
/// reading is fed to the collator's key builder as it is made, and never built as text (when
/// it differs from the name, the key has no identical level; see ``FusedKeyWriter``). Its
/// scratch space (the text's scalars, the builder's levels) is reused from one name to the
/// next.
struct PinyinKeyWriter: FusedKeyWriter {
    let reader: PinyinTransliterator
    /// Held so that the alphabet the builder reads outlives it.
    let collator: PinyinCollator
    let role: TextRole
    private var scalars: [Unicode.Scalar] = []
    private var output: KeyOutput

    init(reader: PinyinTransliterator, collator: PinyinCollator, role: TextRole) {
        self.reader = reader
        self.collator = collator
        self.role = role
        output = KeyOutput(builder: LatinKeyBuilder(alphabet: collator.alphabet, options: collator.options))
    }

    mutating func appendKey(for text: String, to buffer: inout [UInt8]) -> (section: Int, readingDiffers: Bool) {
        scalars.removeAll(keepingCapacity: true)
        for scalar in TextScanning.droppingIgnorablePrefix(text) { scalars.append(scalar) }
        output.reset()
        // The builder writes into the caller's buffer in place: it takes the buffer, and gives
        // it back with the key appended.
        output.builder.adopt(&buffer)
        scalars.withUnsafeBufferPointer { reader.walk($0, role: role, into: &output) }
        if output.sawSyllable {
            output.builder.finish(into: &buffer, identicalUTF8: nil)
        } else {
            output.builder.finish(into: &buffer, identical: text)
        }
        return (output.builder.firstSection ?? collator.overflowIndex, output.sawSyllable)
    }
}
