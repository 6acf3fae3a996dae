import Collation
@testable import ICUCollation
import Testing

/// The tables generated from the root collation (``ICURootIndex``) against what the linked ICU
/// gives: a new ICU without `generate-tables icu-root-index` fails here, and collators ask ICU
/// meanwhile.
@Suite("The root's index data")
struct ICURootIndexTests {
    @Test("The generated script starts are the linked ICU's, and collators take them when the release matches")
    func generatedEqualsICU() {
        let read = ICUIndexOrder.readRootScriptStarts()
        #expect(read.count > 100)
        #expect(ICUInfo.versionString == ICURootIndex.icuRelease, "generate-tables icu-root-index for this ICU")
        #expect(ICUIndexOrder.rootScriptStarts == read)
    }

    @Test("Every code point has more than one primary weight in the generated ranges exactly where ICU's root says so")
    func multiplePrimariesEqualICU() {
        let fromICU = ICUIndexOrder.rootMultiplePrimaryRangesFromICU()
        let generated = ICURootIndex.multiplePrimaryRanges
        #expect(fromICU.contains { $0.first == 0xAC00 && $0.last == 0xD7A3 }, "the Hangul syllables")
        #expect(fromICU.count == generated.count)
        let differing = zip(fromICU, generated).filter { $0.0 != $0.1 }
        #expect(differing.isEmpty, "\(differing.prefix(5))")
        // The lookup answers each range's ends and their neighbours as the ranges say.
        for range in generated {
            #expect(ICUIndexOrder.rootHasMultiplePrimaries(range.first) && ICUIndexOrder.rootHasMultiplePrimaries(range.last))
            #expect(!ICUIndexOrder.rootHasMultiplePrimaries(range.last + 1) || generated.contains { $0.first == range.last + 1 })
        }
        #expect(!ICUIndexOrder.rootHasMultiplePrimaries(0x41))
    }

    @Test("Each shipped locale's labels: the answer from the tables is ICU's collation elements' answer")
    func labelsAgreeWithTheIterator() throws {
        var differing: [String] = []
        var fromTables = 0
        for tag in shippedLocales {
            let locale = try LocaleIdentifier(tag)
            let data = try #require(LocaleCatalog.builtIn().data(for: locale))
            let boundaries = (data.sections + LocaleData.latinSections).map(\.boundary)
            let found: Void? = ICUIndexOrder.withOrder(of: locale) { order in
                for boundary in boundaries {
                    if boundary.unicodeScalars.count == 1 { fromTables += 1 }
                    if order.hasMultiplePrimaries(boundary) != order.iteratorHasMultiplePrimaries(boundary) { differing.append("\(tag) \(boundary)") }
                }
            }
            if found == nil { differing.append("\(tag): no collator") }
        }
        #expect(fromTables > 5_000)
        #expect(differing.isEmpty, "\(differing.prefix(10))")
    }
}
