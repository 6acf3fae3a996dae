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
public struct PinyinTransliterator: Transliterator, UTF16Reading, LatinKeyReading {
    /// The user's own readings.
    public let custom: PinyinReadings
    /// Whether family names take their surname readings.
    public let readsSurnames: Bool
    private let customSurnames: ReadingIndex
    private let customWords: ReadingIndex
    // The built-in data, held here so that the hot path reads it without a global's
    // reference counting.
    /// Below it nothing is read (``UTF16Reading/firstScalarRead``): the walk reads characters,
    /// words and phrases from U+3400 on, and a surname where one starts; a user's whole-name
    /// readings may read anything.
    package let firstScalarRead: UInt32

    /// Makes a transliterator with the built-in surname readings and, optionally, the user's.
    public init(custom: PinyinReadings = PinyinReadings(), readsSurnames: Bool = true) {
        self.custom = custom
        self.readsSurnames = readsSurnames
        customSurnames = ReadingIndex(entries: custom.surnames.map { ($0.key, $0.value) })
        customWords = ReadingIndex(entries: custom.words.map { ($0.key, $0.value) })
        // Every built-in surname starts with an ideograph (U+3400 on; a test holds it), so the
        // table is not parsed here: a list without Han names never parses it.
        firstScalarRead = custom.names.isEmpty ? min(0x3400, customSurnames.smallestFirst) : 0
    }

    /// `"pinyin-names"`, with `+readings` when the user's readings are loaded.
    public var identifier: String {
        (readsSurnames ? "pinyin-names" : "pinyin") + (custom.isEmpty ? "" : "+readings")
    }

    /// The built-in data's hash (the pinyin table, the surname and phrase readings), whether
    /// surnames are read, and the user's readings' hash.
    public var readingVersion: String {
        "pinyin \(PinyinTable.dataVersion)" + (readsSurnames ? " surnames" : "") + (custom.isEmpty ? "" : " readings \(custom.version)")
    }

    /// The pinyin reading of `text`, read as `role`.
    public func transliterate(_ text: String, as role: TextRole) -> String {
        if !custom.names.isEmpty, let whole = custom.names[TextScanning.trimmed(text)] { return whole }
        var bytes: [UInt8] = []
        return appendWalk(of: text, role: role, to: &bytes, as: UTF8.self) ? String(decoding: bytes, as: UTF8.self) : text
    }

    /// Appends the walk's reading of `text` as `role`, from its first meaningful scalar, in
    /// `Codec`'s units, and says whether `units` now end with the reading: when no character
    /// had a reading, `units` are left as they were (the reading is then the text as written),
    /// unless `keepingText` and the walk wrote the whole text as it is (nothing was dropped
    /// before its first meaningful scalar), which is then kept rather than written twice.
    private func appendWalk<Codec: UnicodeCodec>(of text: String, role: TextRole, to units: inout [Codec.CodeUnit], as codec: Codec.Type,
                                                 keepingText: Bool = false) -> Bool {
        var text = text
        return text.withUTF8 { appendWalk(ofUTF8: $0, role: role, to: &units, as: codec, keepingText: keepingText) }
    }

    /// ``appendWalk(of:role:to:as:keepingText:)`` of a text given as UTF-8.
    private func appendWalk<Codec: UnicodeCodec>(ofUTF8 bytes: UnsafeBufferPointer<UInt8>, role: TextRole, to units: inout [Codec.CodeUnit],
                                                 as codec: Codec.Type, keepingText: Bool = false) -> Bool {
        // Decoded from the text's UTF-8 into scratch space (a text has no more scalars than
        // bytes): the string's scalar view cost more than the walk (a contact's parts are read
        // here, for ICU, one after another).
        withUnsafeTemporaryAllocation(of: Unicode.Scalar.self, capacity: bytes.count) { scratch in
            var count = 0
            TextScanning.forEachScalar(droppingIgnorablePrefixOf: bytes) { scalar in
                scratch.initializeElement(at: count, to: scalar)
                count += 1
            }
            // Something was dropped when the text's first scalar is ignorable.
            var dropped = false
            TextScanning.forEachScalar(inUTF8: bytes) { first in
                dropped = TextScanning.isIgnorable(first)
                return false
            }
            let storage = UnsafeBufferPointer(rebasing: scratch[..<count])
            let mark = units.count
            units.reserveCapacity(mark + storage.count * 7)
            var output = TextOutput<Codec>(units: units)
            units = []
            walk(storage, role: role, into: &output)
            units = output.units
            if output.sawSyllable || (keepingText && !dropped) { return true }
            units.removeSubrange(mark...)
            return false
        }
    }

    /// The reading written as UTF-16 (``UTF16Reading``): the walk's output, which is the text
    /// itself when no character has a reading. Names with a whole-name reading of the user's
    /// are read as strings.
    package func appendReadingUTF16(ofMeaningful scalars: UnsafeBufferPointer<Unicode.Scalar>, role: TextRole, to units: inout [UInt16]) -> Bool {
        guard custom.names.isEmpty else { return false }
        var output = TextOutput<UTF16>(units: units)
        units = []
        walk(scalars, role: role, into: &output)
        units = output.units
        return true
    }

    /// The same reading as tokens (``UTF16Reading/appendReadingTokens(ofMeaningful:role:to:)``):
    /// the walk's output, each syllable of the built-in table one token.
    package func appendReadingTokens(ofMeaningful scalars: UnsafeBufferPointer<Unicode.Scalar>, role: TextRole, to tokens: inout [UInt32]) -> Bool {
        guard custom.names.isEmpty else { return false }
        var output = SyllableTokenOutput(tokens: tokens)
        tokens = []
        walk(scalars, role: role, into: &output)
        tokens = output.tokens
        return true
    }

    /// The built-in table's spellings, which the tokens stand for.
    package var syllableSpellings: SyllableSpellings? {
        SyllableSpellings(units: PinyinTable.flat.utf16Spellings, starts: PinyinTable.flat.utf16Starts)
    }

    /// The reading of a name in parts read in place from the tool's store, as UTF-16: each part
    /// as ``transliterate(_:as:)`` reads it (the walk's output, or the part as written when no
    /// character has a reading), joined by spaces, as the default `reading(of:)` joins them.
    package func appendReadingUTF16(ofPartsIn name: PartsStore.Entry, to units: inout [UInt16]) -> Bool {
        appendReading(ofPartsIn: name, to: &units, as: UTF16.self)
    }

    /// ``transliterate(_:as:)`` of a name given as UTF-8, written as UTF-8 (``UTF8Reading``), for
    /// the Latin collator's writer. Names with a whole-name reading of the user's are read as
    /// strings.
    package func appendReadingUTF8(of name: UnsafeBufferPointer<UInt8>, role: TextRole, to bytes: inout [UInt8]) -> Bool {
        guard custom.names.isEmpty else { return false }
        if !appendWalk(ofUTF8: name, role: role, to: &bytes, as: UTF8.self) { bytes.append(contentsOf: name) }
        return true
    }

    /// The reading of a name fed straight to the Latin collator's key builder
    /// (``LatinKeyReading``): the walk of ``appendReadingUTF8(of:role:to:)`` into the builder.
    /// `false` where that reading is not the walk's: a name with no syllable (its reading is
    /// then the name as written), or with the user's whole-name readings loaded.
    package func feedReading(ofUTF8 name: UnsafeBufferPointer<UInt8>, role: TextRole, to builder: inout LatinKeyBuilder) -> Bool {
        guard custom.names.isEmpty else { return false }
        return withUnsafeTemporaryAllocation(of: Unicode.Scalar.self, capacity: name.count) { scratch in
            var count = 0
            TextScanning.forEachScalar(droppingIgnorablePrefixOf: name) { scalar in
                scratch.initializeElement(at: count, to: scalar)
                count += 1
            }
            return walk(UnsafeBufferPointer(rebasing: scratch[..<count]), role: role, into: &builder)
        }
    }

    /// Walks `scalars` read as `role` into a Latin key builder (through ``KeyOutput``, as the
    /// builder would read the reading's text); whether any of them was read as a syllable. The
    /// one way both the pinyin key writer and ``feedReading(ofUTF8:role:to:)`` feed a builder.
    func walk(_ scalars: UnsafeBufferPointer<Unicode.Scalar>, role: TextRole, into builder: inout LatinKeyBuilder) -> Bool {
        withUnsafeMutablePointer(to: &builder) { builder in
            var output = KeyOutput(builder: builder)
            walk(scalars, role: role, into: &output)
            return output.sawSyllable
        }
    }

    /// The same reading as UTF-8 (``UTF8Reading``), for the Latin collator's writer.
    package func appendReadingUTF8(ofPartsIn name: PartsStore.Entry, to bytes: inout [UInt8]) -> Bool {
        appendReading(ofPartsIn: name, to: &bytes, as: UTF8.self)
    }

    /// The reading of a name in parts read in place, in `Codec`'s units: each part as
    /// ``transliterate(_:as:)`` reads it, joined by spaces. `false`, with `units` as they
    /// were, when the user's whole-name readings may apply (they are looked up as strings).
    private func appendReading<Codec: UnicodeCodec>(ofPartsIn name: PartsStore.Entry, to units: inout [Codec.CodeUnit], as codec: Codec.Type) -> Bool {
        guard custom.names.isEmpty else { return false }
        var first = true
        name.forEachPart { text, role, _ in
            if !first { units.append(0x20) }
            first = false
            if !appendWalk(ofUTF8: text, role: role, to: &units, as: codec, keepingText: true) {
                TextScanning.forEachScalar(inUTF8: text) { scalar in
                    Codec.encode(scalar) { units.append($0) }
                    return true
                }
            }
        }
        return true
    }

    /// How many scalars of `scalars` a Chinese surname with a reading of its own takes (the
    /// user's or the built-in ones: 2 for 欧阳, 1 for 曾), or 0.
    package func surnameLength(atStartOf scalars: [Unicode.Scalar]) -> Int {
        scalars.withUnsafeBufferPointer { buffer in
            (customSurnames.longestMatch(in: buffer, at: 0) ?? PinyinData.surnames.longestMatch(in: buffer, at: 0))?.length ?? 0
        }
    }

    /// Reads `scalars` into `output`: surname first, then words, then characters.
    func walk<Output: ReadingOutput>(_ scalars: UnsafeBufferPointer<Unicode.Scalar>, role: TextRole, into output: inout Output) {
        var index = 0
        if readsSurnames, role == .personName || role == .familyName {
            let match = customSurnames.longestMatch(in: scalars, at: 0) ?? PinyinData.surnames.longestMatch(in: scalars, at: 0)
            if let match {
                for syllable in match.syllables { output.append(syllable) }
                index = match.length
            }
        }
        let hasCustomCharacters = !custom.characters.isEmpty
        // The built-in tables' globals, read once a name, not at each character: on Linux each
        // read of a global made at first use is a call to `swift_once` (two a character, about
        // 30 instructions of a Han name's 2,200).
        let phrases = PinyinData.phrases, rangeTable = PinyinTable.rangeTable
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar.value >= 0x3400 {
                if !customWords.isEmpty, let word = customWords.longestMatch(in: scalars, at: index) {
                    for syllable in word.syllables { output.append(syllable) }
                    index += word.length
                    continue
                }
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
                let syllable = PinyinTable.syllableIndex(of: scalar.value, in: rangeTable)
                if syllable > 0 {
                    output.append(tableSyllable: syllable, of: scalar)
                    index += 1
                    continue
                }
            }
            output.append(other: scalar)
            index += 1
        }
    }
}
