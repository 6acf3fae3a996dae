import Collation
import LatinCollation

/// Orders names by pinyin: Han characters by their toneless pinyin, syllable by syllable, then
/// by tone, then by character; Latin names interleave by their letters (张三 and Zoe are both
/// under Z); other scripts go to "#". Made by ``PinyinCollationProvider``.
///
/// Han characters take their default readings from ``PinyinTable``; surname readings come
/// from the reading stage (``PinyinTransliterator``), which turns names into pinyin before
/// they get here. A Han character and its pinyin spelling have the same primary and secondary
/// weights, so that both paths agree. With its own reading stage, the collator's fast path
/// reads and keys in one pass (``makeKeyWriter(reading:role:)``).
package final class PinyinCollator: KeyWritingCollator {
    /// The locale the collator was made for.
    public let locale: LocaleIdentifier
    /// "A"…"Z" (the locale's Latin titles) and "#".
    public let sections: SectionLayout
    /// The options the collator was made with.
    public var options: CollationOptions { layout.options }
    /// `pinyin`, the table's version, and the Latin key layout the readings are keyed with.
    public var keyVersion: String { "pinyin \(PinyinTable.dataVersion) latin \(LatinKeyBuilder.keyFormat) \(LatinFolding.version)" }
    let layout: LatinLayout

    /// Makes a collator for the configuration's locale data and options.
    public init(configuration: CollatorConfiguration) {
        layout = LatinLayout(data: configuration.data, supplements: configuration.supplements, options: configuration.options)
        locale = configuration.locale
        sections = layout.sections
    }

    /// The sort key of `string`.
    public func sortKey(for string: String) -> SortKey {
        layout.sortKey(for: string, feed: Self.feed)
    }

    /// The section of `string`: the first letter of its first character's pinyin or Latin
    /// spelling, or "#".
    public func sectionIndex(for string: String) -> Int {
        layout.sectionIndex(for: string, feed: Self.feed)
    }

    /// A key writer for one thread. For a ``PinyinTransliterator`` over an A–Z alphabet (and no
    /// whole-name readings of the user's), the reading is fed to the key builder as it is made,
    /// and never built as text; for any other reading stage, the text is read, then keyed.
    public func makeKeyWriter(reading: any Transliterator, role: TextRole) -> any CollationKeyWriter {
        if let pinyin = reading as? PinyinTransliterator, pinyin.custom.names.isEmpty, layout.plainASCII {
            return PinyinKeyWriter(reader: pinyin, layout: layout, role: role)
        }
        return LatinKeyWriter(layout: layout, reading: reading, role: role, feed: Self.feed)
    }

    /// Feeds `string` to `builder`, Han characters as their pinyin syllables.
    static func feed(_ string: String, into builder: inout LatinKeyBuilder) {
        var index = string.startIndex
        let scalars = string.unicodeScalars
        while index < string.endIndex, !builder.isDone {
            let scalar = scalars[index]
            let syllable = scalar.value >= 0x3400 ? PinyinTable.syllableIndex(of: scalar.value) : 0
            guard syllable > 0 else {
                builder.consumeElement(in: string, at: &index)
                continue
            }
            builder.wordBoundary()
            PinyinTable.appendLetters(ofSyllable: syllable, to: &builder)
            builder.wordBoundary()
            index = scalars.index(after: index)
            // Variation selectors and other marks that belong to the character.
            while index < string.endIndex, TextScanning.isIgnorable(scalars[index]), !ScalarTraits.of(scalars[index]).isWhitespace {
                index = scalars.index(after: index)
            }
        }
    }
}
