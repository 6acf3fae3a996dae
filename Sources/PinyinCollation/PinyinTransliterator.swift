import Collation

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
public struct PinyinTransliterator: Transliterator {
    /// The user's own readings.
    public let custom: PinyinReadings
    /// Whether family names take their surname readings.
    public let readsSurnames: Bool
    private let customSurnames: ReadingIndex

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
        if !custom.names.isEmpty, let whole = custom.names[String(Substring(text).trimmingSpaces())] { return whole }
        guard text.unicodeScalars.contains(where: { $0.value >= 0x3400 && readingOf($0) != nil }) else { return text }
        let scalars = Array(TextScanning.droppingIgnorablePrefix(text))
        var output = ""
        output.reserveCapacity(scalars.count * 6)
        var previousWasSyllable = false
        var index = 0
        func append(_ syllable: PinyinSyllable) {
            if let last = output.unicodeScalars.last, !last.properties.isWhitespace { output += " " }
            output += syllable.toned
            previousWasSyllable = true
        }
        if readsSurnames, role == .personName || role == .familyName {
            let match = customSurnames.longestMatch(in: scalars, at: 0) ?? PinyinData.surnames.longestMatch(in: scalars, at: 0)
            if let match {
                match.syllables.forEach(append)
                index = match.length
            }
        }
        while index < scalars.count {
            let scalar = scalars[index]
            if let phrase = PinyinData.phrases.longestMatch(in: scalars, at: index),
               custom.characters.isEmpty || !scalars[index..<(index + phrase.length)].contains(where: { custom.characters[$0] != nil }) {
                phrase.syllables.forEach(append)
                index += phrase.length
                continue
            }
            if let syllable = readingOf(scalar) {
                append(syllable)
            } else {
                if previousWasSyllable, !scalar.properties.isWhitespace { output += " " }
                output.unicodeScalars.append(scalar)
                previousWasSyllable = false
            }
            index += 1
        }
        return output
    }

    /// The user's reading of a character, else the table's.
    func readingOf(_ scalar: Unicode.Scalar) -> PinyinSyllable? {
        if !custom.characters.isEmpty, let syllable = custom.characters[scalar] { return syllable }
        return PinyinTable.reading(of: scalar)
    }
}
