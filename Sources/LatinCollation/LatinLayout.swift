import Collation

/// What a collator over a Latin alphabet is made of: the alphabet from the locale data, the
/// section layout, and facts read once for the hot path. The Latin and pinyin collators are
/// each a ``LatinLayout`` and a way to feed text to a ``LatinKeyBuilder``.
package struct LatinLayout: Sendable {
    /// How a collator feeds a string to a key builder (the Latin collator: as text; the pinyin
    /// collator: Han characters as the letters of their syllables). A plain function, so that
    /// calling it per name touches no reference count.
    package typealias Feed = (String, inout LatinKeyBuilder) -> Void

    package let alphabet: LatinAlphabet
    package let sections: SectionLayout
    package let options: CollationOptions
    package let overflowIndex: Int
    /// Whether the alphabet is A–Z alone, so that text can be read scalar by scalar.
    package let plainASCII: Bool

    package init(data: LocaleData, supplements: [LocaleData] = [], options: CollationOptions) {
        let merged = Self.merging(supplements, into: data)
        alphabet = LatinAlphabet(data: merged)
        sections = SectionLayout(data: merged, titles: alphabet.sectionTitles)
        self.options = options
        overflowIndex = sections.overflowIndex
        plainASCII = alphabet.isPlainASCII
    }

    /// The section of `string`, as `feed` gives it to a key builder (stopping at the first
    /// element).
    package func sectionIndex(for string: String, feed: Feed) -> Int {
        var builder = LatinKeyBuilder(layout: self, firstOnly: true)
        feed(string, &builder)
        return builder.firstSection ?? overflowIndex
    }

    /// The sort key of `string`, as `feed` gives it to a key builder.
    package func sortKey(for string: String, feed: Feed) -> SortKey {
        var builder = LatinKeyBuilder(layout: self)
        var bytes: [UInt8] = []
        feed(string, &builder)
        builder.finish(into: &bytes)
        return SortKey(bytes: bytes)
    }

    /// The most Latin section titles an alphabet takes: a letter's rank is a byte below 0x70
    /// (the key layout's limit), and the 26 ASCII letters may come on top.
    package static let maximumTitles = 0x70 - 27

    /// Refuses a configuration with more Latin letters than ``maximumTitles`` (a user's own
    /// file, or many `--also` locales: no language has that many), rather than dropping some.
    package static func check(_ configuration: CollatorConfiguration, provider: String) throws(CollationError) {
        let data = merging(configuration.supplements, into: configuration.data)
        let count = data.sections.filter { LatinAlphabet.isLatinTitle($0.title) }.count
        guard count <= maximumTitles else {
            throw .providerFailure(provider: provider, message: "'\(configuration.locale)' has \(count) Latin section titles; this provider orders at most \(maximumTitles)")
        }
    }

    /// `data` with the Latin letters of `supplements` that it lacks, each placed after the
    /// letter it follows in its own locale (`en` with `sv`'s Å Ä Ö: after Z). Letters of other
    /// scripts are left out: the registry gives this provider no supplement it cannot order.
    static func merging(_ supplements: [LocaleData], into data: LocaleData) -> LocaleData {
        guard !supplements.isEmpty else { return data }
        var merged = data
        for supplement in supplements {
            var previous: String?
            for section in supplement.sections where LatinAlphabet.isLatinTitle(section.title) {
                if let found = merged.sections.firstIndex(where: { $0.title.uppercased() == section.title.uppercased() }) {
                    previous = merged.sections[found].title
                    continue
                }
                let position = previous.flatMap { title in merged.sections.firstIndex { $0.title == title } }.map { $0 + 1 } ?? merged.sections.count
                merged.sections.insert(section, at: position)
                previous = section.title
            }
        }
        return merged
    }
}
