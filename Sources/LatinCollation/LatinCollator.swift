import Collation

/// A collator for one locale's Latin alphabet. Made by ``LatinCollationProvider``.
///
/// Sort key layout (see ``LatinKeyBuilder``): primary weights (letters, digits, spaces,
/// punctuation), then one accent byte per weight, then one case byte per weight, then the
/// string's UTF-8 bytes as the final tie-break (at tertiary strength), so that distinct strings
/// never share a key.
public struct LatinCollator: Collator {
    /// The locale the collator was made for.
    public let locale: LocaleIdentifier
    /// The locale's Latin section titles and "#".
    public let sections: SectionLayout
    /// The locale's Latin alphabet.
    public let alphabet: LatinAlphabet
    /// The options the collator was made with.
    public let options: CollationOptions

    /// Makes a collator for the configuration's locale data and options.
    public init(configuration: CollatorConfiguration) {
        locale = configuration.locale
        options = configuration.options
        alphabet = LatinAlphabet(data: configuration.data)
        sections = SectionLayout(data: configuration.data, titles: alphabet.sectionTitles)
    }

    /// The sort key of `string`.
    public func sortKey(for string: String) -> SortKey { key(for: string).sortKey }

    /// The section of `string`: its first meaningful letter's section, or "#".
    public func sectionIndex(for string: String) -> Int {
        var builder = LatinKeyBuilder(alphabet: alphabet, options: options, firstOnly: true)
        builder.consume(string)
        return builder.firstSection ?? sections.overflowIndex
    }

    /// The section and the sort key of `string`, computed in one pass.
    public func key(for string: String) -> CollationKey {
        var builder = LatinKeyBuilder(alphabet: alphabet, options: options)
        builder.consume(string)
        return CollationKey(section: builder.firstSection ?? sections.overflowIndex,
                            sortKey: SortKey(bytes: builder.finish(identical: string)))
    }
}

/// Builds Latin sort keys one collation element at a time; other providers (pinyin) reuse it
/// for the Latin letters they produce.
///
/// Levels, each byte at least 0x02, separated by 0x01:
/// 1. primary: 2 bytes per element — space/punctuation/symbol (0x02 …), digit (0x03 d),
///    alphabet letter (0x10 + rank); 3 bytes (0x80 …) for letters of other scripts;
/// 2. secondary: one byte per element, the rank of its diacritics (``LatinFolding``);
/// 3. tertiary: one byte per element, its case;
/// 4. identical: the UTF-8 of the text.
public struct LatinKeyBuilder {
    /// Primary weight classes.
    @usableFromInline enum Weight {
        static let space: [UInt8] = [0x02, 0x02]
        static let punctuation: [UInt8] = [0x02, 0x04]
        static let symbol: [UInt8] = [0x02, 0x06]
        static let digit: UInt8 = 0x03
        static let letter: UInt8 = 0x10
        static let lower: UInt8 = 0x05, upper: UInt8 = 0x06
    }

    let alphabet: LatinAlphabet
    let options: CollationOptions
    let firstOnly: Bool
    /// The primary level so far.
    public private(set) var primary: [UInt8] = []
    /// The secondary level so far.
    public private(set) var secondary: [UInt8] = []
    /// The tertiary level so far.
    public private(set) var tertiary: [UInt8] = []
    /// The section of the first element, once known; `nil` means the overflow section.
    public private(set) var firstSection: Int?
    /// Whether the first element has been seen (and so the section decided).
    public private(set) var decided = false
    var pendingSpace = false
    var digits: [UInt8] = []

    /// Makes a builder for `alphabet`; with `firstOnly`, it stops once the section is known.
    public init(alphabet: LatinAlphabet, options: CollationOptions, firstOnly: Bool = false) {
        self.alphabet = alphabet
        self.options = options
        self.firstOnly = firstOnly
        primary.reserveCapacity(32)
        secondary.reserveCapacity(16)
        tertiary.reserveCapacity(16)
    }

    /// Whether a section-only builder has what it needs.
    public var isDone: Bool { firstOnly && decided }

    /// Adds every character of `string`.
    public mutating func consume(_ string: String) {
        var index = string.startIndex
        while index < string.endIndex, !isDone {
            consumeCharacter(in: string, at: &index)
        }
    }

    /// Adds the character at `index` (and any letters that form a contraction with it), and
    /// moves `index` past them.
    public mutating func consumeCharacter(in string: String, at index: inout String.Index) {
        let character = string[index]
        index = string.index(after: index)
        if character.isWhitespace {
            wordBoundary()
            return
        }
        if let ascii = character.asciiValue, ascii < 0x80, character.utf8.count == 1 {
            if isASCIILetter(ascii) {
                if let starts = alphabet.contractions[character], let match = matchContraction(starts, in: string, after: index) {
                    index = match.end
                    appendLetter(rank: match.rank, secondary: LatinFolding.unmarked, upper: ascii <= UInt8(ascii: "Z"))
                } else {
                    appendLetter(rank: alphabet.rank(ofASCII: ascii), secondary: LatinFolding.unmarked, upper: ascii <= UInt8(ascii: "Z"))
                }
            } else {
                consumeScalar(Unicode.Scalar(ascii))
            }
        } else if let rank = alphabet.extraLetters[character] {
            appendLetter(rank: rank, secondary: LatinFolding.unmarked, upper: character.isUppercase)
        } else if let starts = alphabet.contractions[character], let match = matchContraction(starts, in: string, after: index) {
            index = match.end
            appendLetter(rank: match.rank, secondary: LatinFolding.unmarked, upper: character.isUppercase)
        } else {
            for scalar in character.unicodeScalars { consumeScalar(scalar) }
        }
    }

    /// Adds one scalar that is not part of a locale letter.
    public mutating func consumeScalar(_ scalar: Unicode.Scalar) {
        if scalar.isASCII {
            let value = UInt8(scalar.value)
            if isASCIILetter(value) {
                appendLetter(rank: alphabet.rank(ofASCII: value), secondary: LatinFolding.unmarked, upper: value <= UInt8(ascii: "Z"))
            } else if value >= UInt8(ascii: "0"), value <= UInt8(ascii: "9") {
                appendDigit(value - UInt8(ascii: "0"))
            } else if value <= 0x20 || value == 0x7F {
                if value == 0x20 || value == 0x09 { wordBoundary() }
            } else if Self.asciiSymbols.contains(value) {
                appendElement(Weight.symbol, secondary: LatinFolding.unmarked, upper: false, section: nil)
            } else {
                appendElement(Weight.punctuation, secondary: LatinFolding.unmarked, upper: false, section: nil)
            }
            return
        }
        if let entry = LatinFolding.entry(for: scalar) {
            let upper = scalar.properties.isUppercase
            for letter in entry.letters {
                appendLetter(rank: alphabet.rank(ofASCII: letter), secondary: entry.secondary, upper: upper)
            }
            return
        }
        let properties = scalar.properties
        if properties.isVariationSelector { return }
        switch properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark:
            addMark(scalar.value)
            return
        case .decimalNumber:
            if let value = properties.numericValue, value >= 0, value <= 9 { appendDigit(UInt8(value)) }
            return
        default:
            break
        }
        if properties.isWhitespace {
            wordBoundary()
            return
        }
        if TextScanning.isIgnorable(scalar) { return }
        if TextScanning.isOverflowStarter(scalar) {
            let punctuation = Self.isPunctuation(properties.generalCategory)
            appendElement(punctuation ? Weight.punctuation : Weight.symbol, secondary: LatinFolding.unmarked, upper: false, section: nil)
            return
        }
        // A letter of another script: after every Latin letter, in code point order of its
        // lowercase form; its section is the overflow section.
        let base = properties.lowercaseMapping.unicodeScalars.first ?? scalar
        let value = base.value
        appendElement([0x80 | UInt8(value >> 14), 0x80 | UInt8((value >> 7) & 0x7F), 0x80 | UInt8(value & 0x7F)],
                      secondary: LatinFolding.unmarked, upper: properties.isUppercase, section: nil)
    }

    /// Marks a word boundary: one space element, added only between two elements.
    public mutating func wordBoundary() {
        if decided || !primary.isEmpty || !digits.isEmpty { pendingSpace = true }
    }

    /// Adds an alphabet letter by rank, with its secondary weight and case.
    public mutating func appendLetter(rank: Int, secondary weight: UInt8, upper: Bool) {
        appendElement([Weight.letter + UInt8(rank / 200), 0x02 + UInt8(rank % 200)], secondary: weight, upper: upper,
                      section: alphabet.letters[rank].section)
    }

    /// Adds a combining mark to the last element's secondary weight.
    public mutating func addMark(_ mark: UInt32) {
        guard let last = secondary.indices.last else { return }
        secondary[last] = LatinFolding.secondaryWeight(adding: LatinFolding.markRank(mark), to: secondary[last])
    }

    /// The finished key: the levels the options ask for, and at tertiary strength the UTF-8 of
    /// `identical` as the last tie-break.
    public mutating func finish(identical: String) -> [UInt8] {
        flushDigits()
        var bytes = primary
        if options.strength != .primary {
            bytes.reserveCapacity(primary.count + secondary.count + tertiary.count + identical.utf8.count + 3)
            bytes.append(0x01)
            bytes.append(contentsOf: secondary)
        }
        if options.strength == .tertiary {
            bytes.append(0x01)
            bytes.append(contentsOf: tertiary)
            bytes.append(0x01)
            for byte in identical.utf8 { bytes.append(byte == 0 ? 0x01 : byte) }
        }
        return bytes
    }

    // MARK: Implementation

    static let asciiSymbols: Set<UInt8> = Set("$+<=>^`|~".utf8)

    func isASCIILetter(_ value: UInt8) -> Bool {
        (value >= 0x41 && value <= 0x5A) || (value >= 0x61 && value <= 0x7A)
    }

    static func isPunctuation(_ category: Unicode.GeneralCategory) -> Bool {
        switch category {
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
             .initialPunctuation, .finalPunctuation, .otherPunctuation:
            return true
        default:
            return false
        }
    }

    func matchContraction(_ candidates: [(rest: String, rank: Int)], in string: String, after start: String.Index) -> (rank: Int, end: String.Index)? {
        for candidate in candidates {
            var index = start
            var matched = true
            for expected in candidate.rest {
                guard index < string.endIndex,
                      string[index] == expected || string[index].uppercased() == String(expected) else {
                    matched = false
                    break
                }
                index = string.index(after: index)
            }
            if matched { return (candidate.rank, index) }
        }
        return nil
    }

    mutating func appendDigit(_ value: UInt8) {
        if !decided { decided = true }
        if pendingSpace {
            flushDigits()
            pendingSpace = false
            appendLevels(Weight.space, secondary: LatinFolding.unmarked, upper: false)
        }
        digits.append(value)
    }

    mutating func flushDigits() {
        guard !digits.isEmpty else { return }
        if options.numeric {
            var significant = digits[...]
            while significant.count > 1, significant.first == 0 { significant = significant.dropFirst() }
            primary.append(Weight.digit)
            primary.append(0x02 + UInt8(min(significant.count, 250)))
            for value in significant { primary.append(0x02 + value) }
            secondary.append(LatinFolding.unmarked)
            tertiary.append(Weight.lower)
        } else {
            for value in digits {
                primary.append(Weight.digit)
                primary.append(0x02 + value)
                secondary.append(LatinFolding.unmarked)
                tertiary.append(Weight.lower)
            }
        }
        digits.removeAll(keepingCapacity: true)
    }

    mutating func appendElement(_ weights: [UInt8], secondary weight: UInt8, upper: Bool, section: Int?) {
        flushDigits()
        if !decided {
            decided = true
            firstSection = section
        }
        if pendingSpace {
            pendingSpace = false
            appendLevels(Weight.space, secondary: LatinFolding.unmarked, upper: false)
        }
        appendLevels(weights, secondary: weight, upper: upper)
    }

    mutating func appendLevels(_ weights: [UInt8], secondary weight: UInt8, upper: Bool) {
        primary.append(contentsOf: weights)
        secondary.append(weight)
        let upperFirst = options.caseFirst == .upper
        tertiary.append(upper != upperFirst ? Weight.upper : Weight.lower)
    }
}
