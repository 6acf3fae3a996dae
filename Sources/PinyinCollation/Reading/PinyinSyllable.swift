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
        guard let tone = Self.parseLetters(of: body.unicodeScalars, into: { letters.append($0) }) else { return nil }
        guard !letters.isEmpty else { return nil }
        self.toned = body
        self.tone = tone
        self.letters = letters
    }

    /// ``init(_:)`` of a syllable as the data files write it, lowercase with its tone mark, read
    /// directly (any other spelling goes through ``init(_:)``).
    package init?(written text: String) {
        let asIs = text.unicodeScalars.allSatisfy { scalar in
            scalar.isASCII ? !(0x30...0x39).contains(scalar.value) && !(0x41...0x5A).contains(scalar.value) && scalar != ":"
                : !scalar.properties.changesWhenLowercased && scalar.properties.numericType == nil
        }
        guard asIs else {
            self.init(text)
            return
        }
        var letters: [Letter] = []
        guard let tone = Self.parseLetters(of: text.unicodeScalars, into: { letters.append($0) }), !letters.isEmpty else { return nil }
        self.init(toned: text, tone: tone, letters: letters)
    }

    /// Syllable `tableIndex` (1-based) of the built-in table, made from its flat arrays
    /// (``PinyinTable/flat``) without parsing its spelling.
    package init(tableIndex index: Int) {
        let flat = PinyinTable.flat
        let spelling = UnsafeBufferPointer(rebasing: flat.spellings[Int(flat.spellingStarts[index - 1])..<Int(flat.spellingStarts[index])])
        let letters = stride(from: Int(flat.starts[index - 1]), to: Int(flat.starts[index]), by: 2).map {
            Letter(ascii: flat.letters[$0], secondary: flat.letters[$0 + 1])
        }
        self.init(toned: String(decoding: spelling, as: UTF8.self), tone: Int(flat.tones[index - 1]), letters: letters)
    }

    /// A syllable of parts already read (``PinyinData/unpack(_:)``).
    package init(toned: String, tone: Int, letters: [Letter]) {
        self.toned = toned
        self.tone = tone
        self.letters = letters
    }

    /// Hands `body` the letters of a lowercase syllable written with its tone mark, and returns
    /// its tone (5 when it has no mark); `nil` when a scalar is not a letter of a syllable. The
    /// one reading of a spelling: syllables parsed one by one and the table's flat letters
    /// (``PinyinTable/flat``, made of the table's spellings without a syllable made of each).
    static func parseLetters(of scalars: some Sequence<Unicode.Scalar>, into body: (Letter) -> Void) -> Int? {
        var tone = 5
        var last: Letter?
        for scalar in scalars {
            if scalar.isASCII {
                guard (0x61...0x7A).contains(scalar.value) else { return nil }
                if let last { body(last) }
                last = Letter(ascii: UInt8(scalar.value) & ~0x20, secondary: LatinFolding.unmarked)
            } else if let entry = LatinFolding.entry(for: scalar), entry.letters.count == 1 {
                if let last { body(last) }
                last = Letter(ascii: entry.letters[0], secondary: entry.secondary)
                tone = Self.tone(of: scalar) ?? tone
            } else if scalar.properties.generalCategory == .nonspacingMark, let marked = last {
                let rank = LatinFolding.markRank(scalar.value)
                last = Letter(ascii: marked.ascii, secondary: LatinFolding.secondaryWeight(adding: rank, to: marked.secondary))
                if rank <= 4 { tone = Int(rank) }
            } else {
                return nil
            }
        }
        if let last { body(last) }
        return tone
    }

    /// The combining tone marks, tone 1 first: macron, acute, caron, grave (the marks
    /// ``LatinFolding/markRank(_:)`` ranks 1–4, so that tones sort in order).
    static let toneMarks: [UInt32] = [0x304, 0x301, 0x30C, 0x300]

    /// The tone a precomposed vowel carries, if any.
    static func tone(of scalar: Unicode.Scalar) -> Int? {
        tones[scalar.value]
    }

    /// The tone of each precomposed vowel of ``tonedVowels``.
    private static let tones: [UInt32: Int] = {
        var tones: [UInt32: Int] = [:]
        for row in tonedVowels {
            for (index, scalar) in row.unicodeScalars.enumerated() { tones[scalar.value] = index + 1 }
        }
        return tones
    }()

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
