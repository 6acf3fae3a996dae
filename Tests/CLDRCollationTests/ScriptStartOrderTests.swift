@testable import CLDRCollation
import Collation
import Testing

/// The alphabetic index takes the script starts in the generated root order, unsorted, wherever
/// the collation reorders no script (``CLDRIndexOrder/scriptStartsAreSorted``): that order must be
/// the root's, and the index built from them as they are must be the index built by sorting.
@Suite("The script starts in the root's order")
struct ScriptStartOrderTests {
    /// The same order, but one that says its script starts need sorting.
    struct Unsorted: AlphabeticIndexOrder {
        let order: CLDRIndexOrder
        func compare(_ a: String, _ b: String) -> Int { order.compare(a, b) }
        func primaryKey(_ text: String) -> [UInt8] { order.primaryKey(text) }
        func hasMultiplePrimaries(_ text: String) -> Bool { order.hasMultiplePrimaries(text) }
        func nfkd(_ text: String) -> [UInt32] { order.nfkd(text) }
        var indexContractions: [String] { order.indexContractions }
        var scriptStarts: [String] { order.scriptStarts }
        var scriptStartsAreSorted: Bool { false }
    }

    @Test("The generated order is the tables' root order")
    func generatedOrder() {
        #expect(CLDRScriptStartOrder.generated == CLDRScriptStartOrder.computed(),
                "run `swift package --allow-writing-to-package-directory generate-tables cldr-script-order`")
        #expect(CLDRScriptStartOrder.generated.sorted() == Array(CLDRTables.scriptStarts.indices))
    }

    @Test("The script starts, as the index is given them, rise in the root collation (scripts that share a start, Hiragana and Katakana, tie)")
    func rootOrder() throws {
        let root = try #require(try CLDRSortKeys(tag: "root", options: .init(strength: 0)))
        let entry = try #require(CLDRTables.entry(for: "root"))
        let order = CLDRIndexOrder(primary: root, entry: entry)
        #expect(order.scriptStartsAreSorted)
        let keys = order.scriptStarts.map(order.primaryKey)
        #expect(keys.count > 100)
        for (earlier, later) in zip(keys, keys.dropFirst()) {
            #expect(SortKey.compareBytes(earlier, later) <= 0)
        }
        let reordered = try #require(try CLDRSortKeys(tag: "root", options: .init(strength: 0, scriptOrder: ["Cyrl"])))
        #expect(!CLDRIndexOrder(primary: reordered, entry: entry).scriptStartsAreSorted)
    }

    @Test("Every locale file's index is the same built from the script starts as they are and sorted")
    func sameIndex() throws {
        let catalog = LocaleCatalog.builtIn()
        var compared = 0
        for identifier in catalog.identifiers {
            let locale = try LocaleIdentifier(identifier)
            guard let data = catalog.data(for: locale), let entry = CLDRCollator.entry(for: locale, data: data),
                  let primary = try CLDRSortKeys(tag: entry.tag, options: .init(strength: 0)),
                  !primary.settings.hasReordering else { continue }
            let order = CLDRIndexOrder(primary: primary, entry: entry)
            let asTheyAre = AlphabeticIndexBuilder(data: data, supplements: [], order: order).build()
            let sorted = AlphabeticIndexBuilder(data: data, supplements: [], order: Unsorted(order: order)).build()
            #expect(asTheyAre.titles == sorted.titles, "\(identifier)")
            #expect(asTheyAre.buckets.map(\.boundaryKey) == sorted.buckets.map(\.boundaryKey), "\(identifier)")
            #expect(asTheyAre.buckets.map(\.section) == sorted.buckets.map(\.section), "\(identifier)")
            compared += 1
        }
        #expect(compared > 100)
    }
}
