/// CLDR's collation for one locale, in plain Swift over tables generated from ICU: the sort key
/// of a text, byte for byte ICU's (`ucol_getSortKey` without its final zero), with no ICU at
/// run time.
///
/// This is the engine of the `cldr` provider. It takes the locale's collation as CLDR defines
/// it (strength tertiary; the locale's own alternate handling, case order, French accents and
/// normalization); the provider's options and script orders come on top of it.
package struct CLDRSortKeys: Sendable {
    /// The locale tag the collation was found under (the asked-for tag or a parent of it).
    package let tag: String
    /// The ICU locale whose tailoring serves ("root" where none does).
    package let actualLocale: String
    let data: CollationData
    let settings: CollationSettings
    let writer: SortKeyWriter

    /// The collation for a BCP 47 tag (`sv`, `zh-Hant`, `de-u-co-phonebk`), or for the nearest
    /// parent tag that has one; nil when none has.
    package init?(tag: String) {
        guard let entry = CLDRTables.entry(for: tag) else { return nil }
        self.tag = entry.tag
        actualLocale = entry.actualLocale
        let source = CLDRTables.collations[entry.collation]
        data = CLDRCollationTables.shared.data(entry.collation)
        settings = CollationSettings(
            options: source.options & 0xFFFF,
            variableTop: entry.variableTop,
            reorderTable: CLDRTables.bytes(source.reorderTable),
            reorderRanges: source.reorderRanges
        )
        writer = SortKeyWriter(settings: settings, compressible: CLDRCollationTables.shared.compressible)
    }

    /// The sort key of a text.
    package func key(_ text: String) -> [UInt8] {
        var scalars = text.unicodeScalars.map(\.value)
        if settings.checksFCD, !Normalization.shared.isFCD(scalars) {
            scalars = Normalization.shared.decomposed(scalars)
        }
        var elements = CollationElements(data: data)
        elements.reset(scalars)
        var key: [UInt8] = []
        key.reserveCapacity(scalars.count * 4 + 8)
        writer.write(&elements, into: &key)
        return key
    }
}
