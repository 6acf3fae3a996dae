import Collation

/// The Latin key engine: builds sort keys one collation element at a time. The Latin
/// collator feeds it text; the pinyin collator feeds it the letters of pinyin syllables.
///
/// Its interface to the rest of the package is small: make one for a ``LatinLayout``, feed it
/// with ``consume(_:)`` (or, element by element, ``consumeScalar(_:)``,
/// ``consumeCharacter(in:at:)``, ``appendLetter(ascii:secondary:)`` and ``wordBoundary()``),
/// then ``finish(into:)``; ``reset()`` makes it new again, keeping its storage, so that a loop
/// over many names allocates nothing per name.
///
/// Levels, each byte at least 0x02, separated by 0x01:
/// 1. primary: 1 byte per element — space 0x02, punctuation 0x03, symbol 0x04, digit
///    0x05…0x0E (numeric runs: 0x0F, a length byte, then the digits), alphabet letter 0x10 +
///    rank; 2 or 3 bytes (0x80 …, see ``otherPrimary(_:)``) for letters of other scripts;
/// 2. secondary: one byte per element, the rank of its diacritics (``LatinFolding``);
/// 3. tertiary: one byte per element, its case.
///
/// There is no identical level: the host follows every key with the name itself.
/// Trailing unmarked and lowercase weights are left out of levels 2 and 3 (they are the
/// smallest weights, so the order is unchanged and keys are shorter).
package struct LatinKeyBuilder {
    /// The generation of the key layout above: raised whenever it changes, since it is part of
    /// the key version that databases holding keys compare.
    package static let keyFormat = 2

    /// Primary weight classes.
    enum Weight {
        static let space: UInt8 = 0x02, punctuation: UInt8 = 0x03, symbol: UInt8 = 0x04
        static let digit: UInt8 = 0x05, number: UInt8 = 0x0F
        static let letter: UInt8 = 0x10
        static let other: UInt8 = 0x80
        static let lower: UInt8 = 0x05, upper: UInt8 = 0x06
    }

    /// Held strongly: a builder lives for one key, or for one thread's run of keys, so this is
    /// one retain per builder, not per name. The hot path reads the alphabet's flat ``tables``.
    let alphabet: LatinAlphabet
    let tables: LatinAlphabet.Tables
    /// How each scalar beyond ASCII is filed, from the process-wide memo.
    let classes = LatinScalarClass.table
    let options: CollationOptions
    let plainASCII: Bool
    let firstOnly: Bool
    /// The primary level so far: up to three bytes per element, inline for most names, so that
    /// a letter costs no array append (whose uniqueness check cost more than the letter's
    /// weights); ``finish(into:)`` copies the levels out in three blocks.
    var primary = LevelBuffer(minimum: 0)
    /// The secondary and tertiary levels so far: one byte per element each.
    var secondary = LevelBuffer(minimum: LatinFolding.unmarked)
    var tertiary = LevelBuffer(minimum: Weight.lower)
    /// The section of the first element, once known; `nil` means the overflow section.
    package private(set) var firstSection: Int?
    /// Whether the first element has been seen (and so the section decided).
    private(set) var decided = false
    var pendingSpace = false
    var digits: [UInt8] = []

    /// Makes a builder for `layout`'s alphabet and options; with `firstOnly`, it stops once the
    /// section is known.
    package init(layout: LatinLayout, firstOnly: Bool = false) {
        alphabet = layout.alphabet
        tables = layout.alphabet.tables
        options = layout.options
        plainASCII = layout.plainASCII
        self.firstOnly = firstOnly
    }

    /// Makes the builder as new, keeping the storage it has grown.
    package mutating func reset() {
        primary.removeAll()
        secondary.removeAll()
        tertiary.removeAll()
        firstSection = nil
        decided = false
        pendingSpace = false
        digits.removeAll(keepingCapacity: true)
    }

    /// A level's bytes, inline for the first 64 (no allocation for most names).
    /// It knows where its trailing run of `minimum` (the level's smallest weight, left out of
    /// keys) starts as it grows, so a key's level is copied without a scan back.
    struct LevelBuffer {
        var inline: (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0, 0, 0, 0, 0)
        var overflow: [UInt8] = []
        var count = 0
        /// The length without the trailing run of `minimum`.
        var significant = 0
        let minimum: UInt8

        init(minimum: UInt8) { self.minimum = minimum }

        mutating func removeAll() {
            count = 0
            significant = 0
            if !overflow.isEmpty { overflow.removeAll(keepingCapacity: true) }
        }

        @inline(__always)
        mutating func append(_ byte: UInt8) {
            if count < 64 {
                withUnsafeMutableBytes(of: &inline) { $0[count] = byte }
            } else {
                overflow.append(byte)
            }
            count += 1
            if byte != minimum { significant = count }
        }

        var last: UInt8? {
            get {
                guard count > 0 else { return nil }
                if count <= 64 { return withUnsafeBytes(of: inline) { $0[count - 1] } }
                return overflow.last
            }
            set {
                guard count > 0, let newValue else { return }
                if count <= 64 { withUnsafeMutableBytes(of: &inline) { $0[count - 1] = newValue } } else { overflow[overflow.count - 1] = newValue }
                if newValue != minimum {
                    significant = count
                } else if significant == count {
                    significant = count - 1
                    while significant > 0, self[significant - 1] == minimum { significant -= 1 }
                }
            }
        }

        /// Appends the bytes to `bytes`, without the trailing run of `minimum`.
        func append(to bytes: inout [UInt8]) {
            let end = significant
            guard end > 0 else { return }
            withUnsafeBytes(of: inline) { raw in
                // Rebased to a buffer of its own: a copy of the block, not a byte-by-byte walk.
                bytes.append(contentsOf: UnsafeRawBufferPointer(rebasing: raw[..<min(end, 64)]))
            }
            if end > 64 { bytes.append(contentsOf: overflow[..<(end - 64)]) }
        }

        subscript(index: Int) -> UInt8 {
            index < 64 ? withUnsafeBytes(of: inline) { $0[index] } : overflow[index - 64]
        }
    }

    /// Whether a section-only builder has what it needs.
    package var isDone: Bool { firstOnly && decided }

    /// Adds every character of `string`: scalar by scalar when the alphabet is A–Z alone (no
    /// letter spans several characters, so no grapheme breaking is needed; property-tested to
    /// give the same keys), else character by character.
    package mutating func consume(_ string: String) {
        if plainASCII {
            for scalar in string.unicodeScalars {
                if isDone { return }
                consumeScalar(scalar)
            }
        } else {
            consumeCharacters(string)
        }
    }

    /// ``consume(_:)`` for valid UTF-8 (names held as bytes): scalar by scalar, read in place,
    /// when the alphabet is A–Z alone; else through a string.
    package mutating func consume(utf8: UnsafeBufferPointer<UInt8>) {
        guard plainASCII else { return consumeCharacters(String(decoding: utf8, as: UTF8.self)) }
        TextScanning.forEachScalar(inUTF8: utf8) { scalar in
            guard !isDone else { return false }
            consumeScalar(scalar)
            return true
        }
    }

    /// Adds every character of `string`, by grapheme (the path for alphabets with letters
    /// beyond A–Z).
    package mutating func consumeCharacters(_ string: String) {
        var index = string.startIndex
        while index < string.endIndex, !isDone {
            consumeCharacter(in: string, at: &index)
        }
    }

    /// Adds the element at `index` of `string` and moves `index` past it: one scalar when the
    /// alphabet is A–Z alone, else one character (and any letters that form a contraction with
    /// it). For a caller that reads part of a string itself, as the pinyin collator does.
    package mutating func consumeElement(in string: String, at index: inout String.Index) {
        if plainASCII {
            consumeScalar(string.unicodeScalars[index])
            index = string.unicodeScalars.index(after: index)
        } else {
            consumeCharacter(in: string, at: &index)
        }
    }

    /// Adds the character at `index` (and any letters that form a contraction with it), and
    /// moves `index` past them.
    mutating func consumeCharacter(in string: String, at index: inout String.Index) {
        let character = string[index]
        index = string.index(after: index)
        if let ascii = character.asciiValue, ascii < 0x80, character.utf8.count == 1 {
            if ascii == 0x20 || ascii == 0x09 {
                wordBoundary()
                return
            }
            if isASCIILetter(ascii) {
                if let starts = alphabet.contractions[character], let match = matchContraction(starts, in: string, after: index) {
                    index = match.end
                    appendLetter(rank: match.rank, secondary: LatinFolding.unmarked, upper: ascii <= UInt8(ascii: "Z"))
                } else {
                    appendLetter(rank: tables.rank(ofASCII: ascii), secondary: LatinFolding.unmarked, upper: ascii <= UInt8(ascii: "Z"))
                }
            } else {
                consumeScalar(Unicode.Scalar(ascii))
            }
        } else if character.isWhitespace {
            wordBoundary()
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
    package mutating func consumeScalar(_ scalar: Unicode.Scalar) {
        if scalar.isASCII {
            let value = UInt8(scalar.value)
            if isASCIILetter(value) {
                appendLetter(rank: tables.rank(ofASCII: value), secondary: LatinFolding.unmarked, upper: value <= UInt8(ascii: "Z"))
            } else if value >= UInt8(ascii: "0"), value <= UInt8(ascii: "9") {
                appendDigit(value - UInt8(ascii: "0"))
            } else if value <= 0x20 || value == 0x7F {
                // Tab, line feed, vertical tab, form feed, carriage return and space are white
                // space (as for `Character.isWhitespace`); other controls are ignored.
                if value == 0x20 || (0x09...0x0D).contains(value) { wordBoundary() }
            } else if Self.isASCIISymbol(value) {
                appendElement(Weight.symbol, secondary: LatinFolding.unmarked, upper: false, section: nil)
            } else {
                appendElement(Weight.punctuation, secondary: LatinFolding.unmarked, upper: false, section: nil)
            }
            return
        }
        let scalarClass = classes(scalar)
        switch scalarClass.kind {
        case .folded:
            var letters = scalarClass.payload
            while letters != 0 {
                appendLetter(rank: tables.rank(ofASCII: UInt8(truncatingIfNeeded: letters)), secondary: scalarClass.secondary,
                             upper: scalarClass.isUppercase)
                letters >>= 8
            }
        case .other:
            let bytes = scalarClass.payload
            appendElement(UInt8(truncatingIfNeeded: bytes), UInt8(truncatingIfNeeded: bytes >> 8), UInt8(truncatingIfNeeded: bytes >> 16),
                          secondary: LatinFolding.unmarked, upper: scalarClass.isUppercase, section: nil)
        case .mark:
            addMark(rank: UInt8(truncatingIfNeeded: scalarClass.payload))
        case .digit:
            appendDigit(UInt8(truncatingIfNeeded: scalarClass.payload))
        case .whitespace:
            wordBoundary()
        case .ignored:
            break
        case .punctuation, .symbol:
            appendElement(scalarClass.kind == .punctuation ? Weight.punctuation : Weight.symbol,
                          secondary: LatinFolding.unmarked, upper: false, section: nil)
        }
    }

    /// The primary bytes of a letter of another script, in code point order: two bytes for
    /// the alphabets of U+0370–U+1FFF (Greek, Cyrillic, Armenian, Hebrew, Arabic, the Indic
    /// scripts, Thai, Georgian, Hangul jamo…), whose names are long and common, three elsewhere.
    /// The first byte tells the length, so the bytes of a name's letters never run together.
    /// - below U+0370: 0x80, then 7 bits and 7 bits;
    /// - U+0370–U+1FFF: 0x81 + the offset's bits 7–12 (0x81…0xBA), then 7 bits;
    /// - U+2000 and above: 0xBB + the offset's bits 14 and up (0xBB…0xFE), then 7 bits and 7 bits.
    @inline(__always)
    static func otherPrimary(_ value: UInt32) -> (UInt8, UInt8, UInt8) {
        if value < 0x370 {
            return (Weight.other, 0x80 | UInt8(value >> 7), 0x80 | UInt8(value & 0x7F))
        }
        if value < 0x2000 {
            let offset = value - 0x370
            return (Weight.other + 1 + UInt8(offset >> 7), 0x80 | UInt8(offset & 0x7F), 0)
        }
        let offset = value - 0x2000
        return (0xBB + UInt8(offset >> 14), 0x80 | UInt8((offset >> 7) & 0x7F), 0x80 | UInt8(offset & 0x7F))
    }

    /// Marks a word boundary: one space element, added only between two elements.
    package mutating func wordBoundary() {
        if decided || secondary.count > 0 || !digits.isEmpty { pendingSpace = true }
    }

    /// Adds an alphabet letter by rank, with its secondary weight and case.
    mutating func appendLetter(rank: Int, secondary weight: UInt8, upper: Bool) {
        appendElement(Weight.letter + UInt8(truncatingIfNeeded: rank), secondary: weight, upper: upper,
                      section: Int(tables.letterSections[rank]))
    }

    /// Adds an ASCII letter with a secondary weight (an accent's or a tone's rank, as
    /// ``LatinFolding`` ranks them), as a lowercase letter.
    package mutating func appendLetter(ascii letter: UInt8, secondary weight: UInt8) {
        appendLetter(rank: tables.rank(ofASCII: letter), secondary: weight, upper: false)
    }

    /// Adds a combining mark to the last element's secondary weight. A mark after white space
    /// belongs to the space, not to the letter before it, and is ignored.
    mutating func addMark(rank: UInt8) {
        guard !pendingSpace, let last = secondary.last else { return }
        secondary.last = LatinFolding.secondaryWeight(adding: rank, to: last)
    }

    /// Completes the key and appends it to `buffer`.
    package mutating func finish(into buffer: inout [UInt8]) {
        flushDigits()
        primary.append(to: &buffer)
        if options.strength != .primary {
            buffer.append(0x01)
            secondary.append(to: &buffer)
        }
        if options.strength == .tertiary {
            buffer.append(0x01)
            tertiary.append(to: &buffer)
        }
    }

    // MARK: Implementation

    static func isASCIISymbol(_ value: UInt8) -> Bool {
        switch value {
        case UInt8(ascii: "$"), UInt8(ascii: "+"), UInt8(ascii: "<"), UInt8(ascii: "="), UInt8(ascii: ">"),
             UInt8(ascii: "^"), UInt8(ascii: "`"), UInt8(ascii: "|"), UInt8(ascii: "~"):
            return true
        default:
            return false
        }
    }

    func isASCIILetter(_ value: UInt8) -> Bool {
        (value >= 0x41 && value <= 0x5A) || (value >= 0x61 && value <= 0x7A)
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
            primary.append(Weight.number)
            primary.append(0x02 + UInt8(min(significant.count, 250)))
            for value in significant { primary.append(Weight.digit + value) }
            secondary.append(LatinFolding.unmarked)
            tertiary.append(Weight.lower)
        } else {
            for value in digits {
                primary.append(Weight.digit + value)
                secondary.append(LatinFolding.unmarked)
                tertiary.append(Weight.lower)
            }
        }
        digits.removeAll(keepingCapacity: true)
    }

    /// Adds an element of one, two or three primary bytes (0 means absent).
    mutating func appendElement(_ first: UInt8, _ second: UInt8 = 0, _ third: UInt8 = 0, secondary weight: UInt8, upper: Bool, section: Int?) {
        if !digits.isEmpty { flushDigits() }
        if !decided {
            decided = true
            firstSection = section
        }
        if pendingSpace {
            pendingSpace = false
            appendLevels(Weight.space, secondary: LatinFolding.unmarked, upper: false)
        }
        appendLevels(first, second, third, secondary: weight, upper: upper)
    }

    mutating func appendLevels(_ first: UInt8, _ second: UInt8 = 0, _ third: UInt8 = 0, secondary weight: UInt8, upper: Bool) {
        primary.append(first)
        if second != 0 { primary.append(second) }
        if third != 0 { primary.append(third) }
        secondary.append(weight)
        tertiary.append(upper != (options.caseFirst == .upper) ? Weight.upper : Weight.lower)
    }
}
