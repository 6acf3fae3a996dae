import LatinCollation

/// One pinyin syllable with its tone: "zhāng", "lǜ", "ma" (neutral tone).
public struct PinyinSyllable: Sendable, Hashable, CustomStringConvertible {
    /// The syllable with its tone mark, lowercase ("zhāng").
    public let toned: String
    /// The tone: 1–4, or 5 for the neutral tone.
    public let tone: Int
    /// The syllable's letters as uppercase ASCII with their secondary weights (ü is U with a
    /// diaeresis; the tone mark sits on its vowel), ready for a Latin key builder.
    public let letters: [Letter]

    /// A letter of a syllable: uppercase ASCII, and its diacritics' secondary weight.
    public struct Letter: Sendable, Hashable {
        /// The uppercase ASCII letter.
        public let ascii: UInt8
        /// The secondary weight of its marks (``LatinFolding``).
        public let secondary: UInt8
    }

    /// The syllable with its tone mark.
    public var description: String { toned }

    /// The syllable without its tone mark, ü kept ("lü", "zhang").
    public var toneless: String {
        String(String.UnicodeScalarView(letters.map { letter in
            let marked = letter.secondary >= 0x10
            let diaeresis = marked && (letter.secondary - 0x10) / 14 == LatinFolding.markRank(0x308)
            return letter.ascii == UInt8(ascii: "U") && diaeresis ? "ü" : Unicode.Scalar(letter.ascii | 0x20)
        }))
    }

    /// Parses a syllable written with a tone mark ("zhāng"), a tone number ("zhang1", "lv4",
    /// "lu:4"), or neither (neutral tone). Returns `nil` for anything that is not Latin letters.
    public init?(_ text: some StringProtocol) {
        var body = String(text).lowercased()
        guard !body.isEmpty else { return nil }
        if let last = body.last, let number = last.wholeNumberValue {
            guard (1...5).contains(number) else { return nil }
            body.removeLast()
            body = body.replacing("u:", with: "ü").replacing("v", with: "ü")
            guard let marked = Self.placeToneMark(number, in: body) else { return nil }
            body = marked
        }
        var letters: [Letter] = []
        var tone = 5
        for scalar in body.unicodeScalars {
            if scalar.isASCII {
                guard (0x61...0x7A).contains(scalar.value) else { return nil }
                letters.append(Letter(ascii: UInt8(scalar.value) & ~0x20, secondary: LatinFolding.unmarked))
            } else if let entry = LatinFolding.entry(for: scalar), entry.letters.count == 1 {
                letters.append(Letter(ascii: entry.letters[0], secondary: entry.secondary))
                tone = Self.tone(of: scalar) ?? tone
            } else if scalar.properties.generalCategory == .nonspacingMark, let last = letters.popLast() {
                letters.append(Letter(ascii: last.ascii,
                                      secondary: LatinFolding.secondaryWeight(adding: LatinFolding.markRank(scalar.value), to: last.secondary)))
                let rank = LatinFolding.markRank(scalar.value)
                if rank <= 4 { tone = Int(rank) }
            } else {
                return nil
            }
        }
        guard !letters.isEmpty else { return nil }
        self.toned = body
        self.tone = tone
        self.letters = letters
    }

    /// The combining tone marks, tone 1 first: macron, acute, caron, grave (the marks
    /// ``LatinFolding/markRank(_:)`` ranks 1–4, so that tones sort in order).
    static let toneMarks: [UInt32] = [0x304, 0x301, 0x30C, 0x300]

    /// The tone a precomposed vowel carries, if any.
    static func tone(of scalar: Unicode.Scalar) -> Int? {
        let character = Character(scalar)
        for row in tonedVowels {
            if let position = row.firstIndex(of: character) { return row.distance(from: row.startIndex, to: position) + 1 }
        }
        return nil
    }

    /// Precomposed vowels by tone 1–4.
    static let tonedVowels: [String] = ["āáǎà", "ēéěè", "īíǐì", "ōóǒò", "ūúǔù", "ǖǘǚǜ"]
    static let plainVowels: [Character] = ["a", "e", "i", "o", "u", "ü"]

    /// Writes a tone number as a mark: on a or e; on the o of "ou"; else on the last vowel.
    static func placeToneMark(_ tone: Int, in syllable: String) -> String? {
        guard tone != 5 else { return syllable }
        var characters = Array(syllable)
        let target: Int?
        if let a = characters.firstIndex(where: { $0 == "a" || $0 == "e" }) {
            target = a
        } else if let o = syllable.firstRange(of: "ou") {
            target = syllable.distance(from: syllable.startIndex, to: o.lowerBound)
        } else {
            target = characters.lastIndex(where: { plainVowels.contains($0) })
        }
        guard let target, let row = plainVowels.firstIndex(of: characters[target]) else {
            // Syllabic m and n ("m2", "n4"): a combining mark on the letter.
            guard let last = characters.indices.last, characters[last] == "m" || characters[last] == "n",
                  let scalar = Unicode.Scalar(toneMarks[tone - 1]) else { return nil }
            characters[last] = Character(String(characters[last]) + String(scalar))
            return String(characters)
        }
        let tonedRow = Array(tonedVowels[row])
        characters[target] = tonedRow[tone - 1]
        return String(characters)
    }
}
