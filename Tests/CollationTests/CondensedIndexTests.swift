import Collation
import PropertyBased
import Testing

@Suite("Condensed side index")
struct CondensedIndexTests {
    /// A layout of `count` sections, the overflow section last.
    static func layout(_ count: Int) -> SectionLayout {
        SectionLayout(titles: (0..<(count - 1)).map { "S\($0)" })
    }

    @Test("For any number of sections and slots, the index fits, keeps the ends, and reaches every section")
    func condensedIndexReachesEverySection() async {
        await propertyCheck(count: 400, input: Gen.int(in: 2...300), Gen.int(in: 1...80)) { count, slots in
            let full = Self.layout(count)
            let condensed = full.condensed(toSlots: slots)
            let entries = condensed.indexTitles
            #expect(entries.count <= max(slots, 3) || entries.count == count)
            #expect(entries.first == full.titles.first)
            #expect(entries.last == full.titles.last)
            #expect(!zip(entries, entries.dropFirst()).contains { $0 == "•" && $1 == "•" })
            // Kept titles keep their order, and "•" stands between titles that are not neighbours.
            let kept = entries.filter { $0 != "•" }.compactMap { full.titles.firstIndex(of: $0) }
            #expect(kept == kept.sorted())
            // The entries' ranges cover the sections once each, in order.
            #expect(condensed.indexRanges.flatMap { Array($0) } == Array(0..<count))
            // A finger moving down the bar meets every section.
            var reached = Set<Int>()
            for entry in entries.indices {
                let hidden = condensed.indexRanges[entry].count
                for step in 0..<hidden { reached.insert(condensed.section(forIndexEntry: entry, fraction: (Double(step) + 0.5) / Double(hidden))) }
                #expect(condensed.indexTargets[entry] == condensed.indexRanges[entry].lowerBound)
            }
            #expect(reached == Set(0..<count), "\(count) sections in \(slots) slots: \(entries)")
        }
    }

    @Test("A layout that fits is left as it is")
    func fits() {
        let layout = Self.layout(27)
        #expect(layout.condensed(toSlots: 27).indexTitles == layout.titles)
        #expect(layout.condensed(toSlots: 40).indexTitles == layout.titles)
    }

    @Test("A–Z and # in 9 slots: A • H • N • U • #")
    func latin() {
        let layout = SectionLayout(titles: LocaleData.latinSections.map(\.title)).condensed(toSlots: 9)
        #expect(layout.indexTitles == ["A", "•", "H", "•", "N", "•", "U", "•", "#"])
        #expect(layout.section(forIndexEntry: 1, fraction: 0) == 1)        // B
        #expect(layout.section(forIndexEntry: 1, fraction: 0.99) == 6)     // G
        #expect(layout.section(forIndexEntry: 8, fraction: 0.5) == 26)     // #
    }
}
