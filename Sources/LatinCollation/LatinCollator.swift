import Collation

/// A collator for one locale's Latin alphabet. Made by ``LatinCollationProvider``.
///
/// Sort key layout (see ``LatinKeyBuilder``): primary weights (letters, digits, spaces,
/// punctuation), then one accent byte per weight, then one case byte per weight.
package final class LatinCollator: KeyWritingCollator {
    /// The locale the collator was made for.
    public let locale: LocaleIdentifier
    /// The locale's Latin section titles and "#".
    public let sections: SectionLayout
    /// The locale's Latin alphabet.
    public var alphabet: LatinAlphabet { layout.alphabet }
    /// The options the collator was made with.
    public var options: CollationOptions { layout.options }
    /// `latin`, the key layout's generation and a hash of the folding table.
    public var keyVersion: String { "latin \(LatinKeyBuilder.keyFormat) \(LatinFolding.version)" }
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

    /// The section of `string`: its first meaningful letter's section, or "#".
    public func sectionIndex(for string: String) -> Int {
        layout.sectionIndex(for: string, feed: Self.feed)
    }

    /// A key builder of the thread's own, reused from name to name.
    public func makeKeyWriter(reading: any Transliterator, role: TextRole) -> any CollationKeyWriter {
        LatinKeyWriter(layout: layout, reading: reading, role: role)
    }

    /// Feeds `string` to `builder` as text.
    private static func feed(_ string: String, into builder: inout LatinKeyBuilder) {
        builder.consume(string)
    }
}
