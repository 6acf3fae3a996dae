import Collation
import LatinCollation

/// Orders names by pinyin: Han characters by their toneless pinyin, syllable by syllable, then
/// by tone, then by character; Latin names interleave by their letters (张三 and Zoe are both
/// under Z); other scripts go to "#". Made by ``PinyinCollationProvider``.
///
/// Han characters take their default readings from ``PinyinTable``; surname readings come
/// from the reading stage (``PinyinTransliterator``), which turns names into pinyin before
/// they get here. A Han character and its pinyin spelling have the same primary and secondary
/// weights, so that both paths agree.
public final class PinyinCollator: Collator {
    /// The locale the collator was made for.
    public let locale: LocaleIdentifier
    /// "A"…"Z" (the locale's Latin titles) and "#".
    public let sections: SectionLayout
    /// The options the collator was made with.
    public var options: CollationOptions { layout.options }
    let layout: LatinLayout
    var alphabet: LatinAlphabet { layout.alphabet }
    var overflowIndex: Int { layout.overflowIndex }
    var plainASCII: Bool { layout.plainASCII }

    /// Makes a collator for the configuration's locale data and options.
    public init(configuration: CollatorConfiguration) {
        layout = LatinLayout(data: configuration.data, options: configuration.options)
        locale = configuration.locale
        sections = layout.sections
    }

    /// The sort key of `string`.
    public func sortKey(for string: String) -> SortKey { key(for: string).sortKey }

    /// The section of `string`: the first letter of its first character's pinyin or Latin
    /// spelling, or "#".
    public func sectionIndex(for string: String) -> Int {
        layout.sectionIndex(for: string, feed: consume)
    }

    /// The section and the sort key of `string`, in one pass.
    public func key(for string: String) -> CollationKey {
        layout.key(for: string, feed: consume)
    }

    /// Appends the sort key of `string` to `buffer` and returns its section.
    public func appendKey(for string: String, to buffer: inout [UInt8]) -> Int {
        layout.appendKey(for: string, to: &buffer, feed: consume)
    }

    /// Appends the sort key of `string` to `buffer`, with or without its identical level.
    public func appendKey(for string: String, to buffer: inout [UInt8], identicalLevel: Bool) -> Int {
        layout.appendKey(for: string, to: &buffer, identicalLevel: identicalLevel, feed: consume)
    }

    /// Feeds `string` to `builder`, Han characters as their pinyin syllables.
    func consume(_ string: String, into builder: inout LatinKeyBuilder) {
        var index = string.startIndex
        let scalars = string.unicodeScalars
        while index < string.endIndex, !builder.isDone {
            let scalar = scalars[index]
            let syllable = scalar.value >= 0x3400 ? PinyinTable.syllableIndex(of: scalar.value) : 0
            if syllable > 0 {
                builder.wordBoundary()
                builder.appendLetters(ofSyllable: syllable)
                builder.wordBoundary()
                index = scalars.index(after: index)
                // Variation selectors and other marks that belong to the character.
                while index < string.endIndex, TextScanning.isIgnorable(scalars[index]), !scalars[index].properties.isWhitespace {
                    index = scalars.index(after: index)
                }
            } else if layout.plainASCII {
                // Without locale letters beyond A–Z, text needs no grapheme handling.
                builder.consumeScalar(scalar)
                index = scalars.index(after: index)
            } else {
                builder.consumeCharacter(in: string, at: &index)
            }
        }
    }
}

extension LatinKeyBuilder {
    /// Adds the letters of the table's syllable `index` (1-based), each with its tone as its
    /// secondary weight: the same elements the builder makes of the syllable's spelling.
    mutating func appendLetters(ofSyllable index: Int) {
        let flat = PinyinTable.flat
        var letter = Int(flat.starts[index - 1])
        let end = Int(flat.starts[index])
        while letter < end {
            appendASCIILetter(flat.letters[letter], secondary: flat.letters[letter + 1])
            letter += 2
        }
    }
}
