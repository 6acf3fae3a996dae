import Collation

/// A collator for one locale's Latin alphabet. Made by ``LatinCollationProvider``.
///
/// Sort key layout (every byte of a level is at least 0x02, levels are separated by 0x01):
/// primary weights (letters, digits, spaces, punctuation), then one accent byte per weight,
/// then one case byte per weight, then the string's UTF-8 bytes as the final tie-break (at
/// tertiary strength), so that distinct strings never share a key.
public struct LatinCollator: Collator {
    /// The locale the collator was made for.
    public let locale: LocaleIdentifier
    /// The locale's Latin section titles and "#".
    public let sections: SectionLayout
    let alphabet: LatinAlphabet
    let options: CollationOptions

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
        var builder = Builder(alphabet: alphabet, options: options, firstOnly: true)
        builder.consume(string)
        return builder.firstSection ?? sections.overflowIndex
    }

    /// The section and the sort key of `string`, computed in one pass.
    public func key(for string: String) -> CollationKey {
        var builder = Builder(alphabet: alphabet, options: options, firstOnly: false)
        builder.consume(string)
        var bytes = builder.primary
        if options.strength != .primary {
            bytes.append(0x01)
            bytes.append(contentsOf: builder.secondary)
        }
        if options.strength == .tertiary {
            bytes.append(0x01)
            bytes.append(contentsOf: builder.tertiary)
            bytes.append(0x01)
            bytes.append(contentsOf: string.utf8.map { $0 == 0 ? 0x01 : $0 })
        }
        return CollationKey(section: builder.firstSection ?? sections.overflowIndex, sortKey: SortKey(bytes: bytes))
    }
}

extension LatinCollator {
    /// Primary weight classes: the first byte of an element.
    enum Weight {
        static let space: [UInt8] = [0x02, 0x02]
        static let punctuation: [UInt8] = [0x02, 0x04]
        static let symbol: [UInt8] = [0x02, 0x06]
        static let digit: UInt8 = 0x03
        static let letter: UInt8 = 0x10
        static let plain: UInt8 = 0x05, marked: UInt8 = 0x06
    }

    /// Walks a string once, emitting weights for each collation element.
    struct Builder {
        let alphabet: LatinAlphabet
        let options: CollationOptions
        let firstOnly: Bool
        var primary: [UInt8] = []
        var secondary: [UInt8] = []
        var tertiary: [UInt8] = []
        var firstSection: Int?
        var decided = false
        var pendingSpace = false
        var digits: [UInt8] = []
        var digitsUpper = false

        init(alphabet: LatinAlphabet, options: CollationOptions, firstOnly: Bool) {
            self.alphabet = alphabet
            self.options = options
            self.firstOnly = firstOnly
            primary.reserveCapacity(32)
        }

        var done: Bool { firstOnly && decided }

        mutating func consume(_ string: String) {
            var index = string.startIndex
            while index < string.endIndex, !done {
                let character = string[index]
                var next = string.index(after: index)
                defer { index = next }
                if character.isWhitespace {
                    if decided || !primary.isEmpty || !digits.isEmpty { pendingSpace = true }
                    continue
                }
                if let ascii = character.asciiValue {
                    consumeASCII(ascii, character: character, in: string, next: &next)
                } else if let rank = alphabet.extraLetters[character] {
                    emitLetter(rank, accented: false, upper: character.isUppercase)
                } else if let starts = alphabet.contractions[character],
                          let match = matchContraction(starts, in: string, after: next) {
                    next = match.end
                    emitLetter(match.rank, accented: false, upper: character.isUppercase)
                } else {
                    for scalar in character.unicodeScalars { consumeScalar(scalar) }
                }
            }
            flushDigits()
        }

        mutating func consumeASCII(_ ascii: UInt8, character: Character, in string: String, next: inout String.Index) {
            switch ascii {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"):
                let upper = ascii <= UInt8(ascii: "Z")
                if let starts = alphabet.contractions[character], let match = matchContraction(starts, in: string, after: next) {
                    next = match.end
                    emitLetter(match.rank, accented: false, upper: upper)
                } else {
                    emitLetter(alphabet.asciiRank[Int(ascii & ~0x20) - 0x41], accented: false, upper: upper)
                }
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                appendDigit(ascii - UInt8(ascii: "0"))
            case 0..<0x20, 0x7F:
                break
            case UInt8(ascii: "$"), UInt8(ascii: "+"), UInt8(ascii: "<"), UInt8(ascii: "="), UInt8(ascii: ">"),
                 UInt8(ascii: "^"), UInt8(ascii: "`"), UInt8(ascii: "|"), UInt8(ascii: "~"):
                emit(Weight.symbol, accented: false, upper: false, section: nil)
            default:
                emit(Weight.punctuation, accented: false, upper: false, section: nil)
            }
        }

        mutating func consumeScalar(_ scalar: Unicode.Scalar) {
            if scalar.isASCII {
                let value = UInt8(scalar.value)
                switch value {
                case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"):
                    emitLetter(alphabet.asciiRank[Int(value & ~0x20) - 0x41], accented: false, upper: value <= UInt8(ascii: "Z"))
                case UInt8(ascii: "0")...UInt8(ascii: "9"):
                    appendDigit(value - UInt8(ascii: "0"))
                default:
                    if !TextScanning.isIgnorable(scalar) { emit(Weight.punctuation, accented: false, upper: false, section: nil) }
                }
                return
            }
            if let entry = LatinFolding.entry(for: scalar) {
                let upper = scalar.properties.isUppercase
                for letter in entry.letters {
                    emitLetter(alphabet.asciiRank[Int(letter) - 0x41], accented: entry.accented, upper: upper)
                }
                return
            }
            let properties = scalar.properties
            switch properties.generalCategory {
            case .nonspacingMark, .spacingMark, .enclosingMark:
                if !secondary.isEmpty { secondary[secondary.count - 1] = Weight.marked }
                return
            case .decimalNumber:
                if let value = properties.numericValue, value >= 0, value <= 9 { appendDigit(UInt8(value)) }
                return
            default:
                break
            }
            if TextScanning.isIgnorable(scalar) { return }
            if properties.isWhitespace {
                if decided { pendingSpace = true }
                return
            }
            if TextScanning.isOverflowStarter(scalar) {
                let isPunctuation = properties.generalCategory.isPunctuation
                emit(isPunctuation ? Weight.punctuation : Weight.symbol, accented: false, upper: false, section: nil)
                return
            }
            // A letter of another script: after every Latin letter, in code point order of its
            // lowercase form; its section is "#".
            let base = properties.lowercaseMapping.unicodeScalars.first ?? scalar
            let value = base.value
            emit([0x80 | UInt8(value >> 14), 0x80 | UInt8((value >> 7) & 0x7F), 0x80 | UInt8(value & 0x7F)],
                 accented: false, upper: properties.isUppercase, section: nil)
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

        mutating func emitLetter(_ rank: Int, accented: Bool, upper: Bool) {
            emit([Weight.letter + UInt8(rank / 200), 0x02 + UInt8(rank % 200)], accented: accented, upper: upper,
                 section: alphabet.letters[rank].section)
        }

        mutating func appendDigit(_ value: UInt8) {
            if !decided { decided = true }
            if pendingSpace { flushDigits(); pendingSpace = false; appendElement(Weight.space, accented: false, upper: false) }
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
                secondary.append(Weight.plain)
                tertiary.append(Weight.plain)
            } else {
                for value in digits {
                    primary.append(Weight.digit)
                    primary.append(0x02 + value)
                    secondary.append(Weight.plain)
                    tertiary.append(Weight.plain)
                }
            }
            digits.removeAll(keepingCapacity: true)
        }

        mutating func emit(_ weights: [UInt8], accented: Bool, upper: Bool, section: Int?) {
            flushDigits()
            if !decided {
                decided = true
                firstSection = section
            }
            if pendingSpace {
                pendingSpace = false
                appendElement(Weight.space, accented: false, upper: false)
            }
            appendElement(weights, accented: accented, upper: upper)
        }

        mutating func appendElement(_ weights: [UInt8], accented: Bool, upper: Bool) {
            primary.append(contentsOf: weights)
            secondary.append(accented ? Weight.marked : Weight.plain)
            let upperFirst = options.caseFirst == .upper
            tertiary.append(upper != upperFirst ? Weight.marked : Weight.plain)
        }
    }
}

extension Unicode.GeneralCategory {
    /// Whether the category is one of the punctuation categories.
    var isPunctuation: Bool {
        switch self {
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
             .initialPunctuation, .finalPunctuation, .otherPunctuation:
            return true
        default:
            return false
        }
    }
}
