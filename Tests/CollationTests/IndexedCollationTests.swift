import Collation
import CollationTesting
import LatinCollation
import PropertyBased
import Testing

struct Person: Sendable, Equatable {
    let name: String
    let id: Int
}

/// Reads "Bob" as "Robert", to test the reading stage.
struct NicknameReadings: Transliterator {
    var identifier: String { "nicknames" }
    func transliterate(_ text: String, as role: TextRole) -> String { text == "Bob" ? "Robert" : text }
}

@Suite("IndexedCollation")
struct IndexedCollationTests {
    let collation: IndexedCollation

    init() throws {
        collation = try IndexedCollation(locale: "en", registry: ProviderRegistry([LatinCollationProvider()]))
    }

    @Test("Titles and index titles are A…Z then #, and index titles jump to their sections")
    func titles() {
        #expect(collation.sectionTitles.count == 27)
        #expect(collation.sectionTitles.first == "A")
        #expect(collation.sectionTitles.last == "#")
        #expect(collation.sectionIndexTitles == collation.sectionTitles)
        #expect(collation.section(forSectionIndexTitleAt: 3) == 3)
        #expect(collation.section(forSectionIndexTitleAt: 99) == 26)
    }

    @Test("grouped sorts within sections, drops empty ones unless asked, and keeps every item")
    func grouped() {
        let people = ["zed", "Émile", "adam", "Bob", "42", "Ada", "ébé"].enumerated().map { Person(name: $0.element, id: $0.offset) }
        let sections = collation.grouped(people, by: \.name)
        #expect(sections.map(\.title) == ["A", "B", "E", "Z", "#"])
        #expect(sections[0].items.map(\.name) == ["Ada", "adam"])
        #expect(sections[2].items.map(\.name) == ["ébé", "Émile"])
        #expect(sections.flatMap(\.items).count == people.count)
        let all = collation.grouped(people, by: \.name, includeEmptySections: true)
        #expect(all.count == 27)
        #expect(all.map(\.index) == Array(0..<27))
    }

    @Test("section(for:) takes a key path or a closure")
    func sectionLookup() {
        let person = Person(name: "Zoë", id: 1)
        #expect(collation.section(for: person, by: \.name) == 25)
        #expect(collation.section(for: person) { $0.name.uppercased() } == 25)
        #expect(collation.section(for: "  \u{200B}zed") == 25)
        #expect(collation.section(for: "🍕") == 26)
    }

    @Test("sorted keeps equal names in their input order")
    func stableSort() {
        let people = [Person(name: "b", id: 0), Person(name: "a", id: 1), Person(name: "b", id: 2), Person(name: "a", id: 3)]
        #expect(collation.sorted(people, by: \.name).map(\.id) == [1, 3, 0, 2])
    }

    @Test("The reading stage decides the section and the order")
    func readings() throws {
        let registry = ProviderRegistry([LatinCollationProvider()])
        let collator = try registry.makeCollator(locale: LocaleIdentifier("en"))
        let withReadings = IndexedCollation(collator: collator, transliterator: TransliteratorChain([NicknameReadings()]))
        #expect(withReadings.section(for: "Bob") == 17)
        #expect(withReadings.reading(for: "Bob") == "Robert")
        #expect(withReadings.sorted(["Bob", "Rachel", "Roy"], by: { $0 }) == ["Rachel", "Bob", "Roy"])
        let table = IndexedCollation(collator: collator, transliterator: ReadingTable(["Jos": "Joseph"]))
        #expect(table.reading(for: " Jos ") == "Joseph")
        #expect(table.reading(for: "Josh") == "Josh")
    }

    @Test("The async variants, parallel on large inputs, give what the synchronous ones give")
    func asyncMatchesSync() async {
        let names = (0..<20_000).map { "Name \(($0 * 7919) % 20_000) \(["Ä", "b", "Ç", "ø", "7"][$0 % 5])" }
        let (sync, syncSorted) = synchronously(names)
        let parallel = await collation.grouped(names, by: { $0 })
        #expect(sync == parallel)
        let sortedAsync = await collation.sorted(names, by: { $0 })
        #expect(sortedAsync == syncSorted)
    }

    /// The synchronous overloads (an async context would pick the async ones).
    func synchronously(_ names: [String]) -> ([CollationSection<String>], [String]) {
        (collation.grouped(names, by: { $0 }), collation.sorted(names, by: { $0 }))
    }
}

@Suite("Collation properties hold for all inputs", .shrinking(true))
struct CollationPropertyTests {
    /// Names of 0 to 8 pieces: every script, marks, controls, white space alone, flags, emoji.
    static let names = Gen<String?>.element(of: ConformanceSamples.pieces).map { $0 ?? "" }.array(of: 0...8).map { $0.joined() }

    let collation: IndexedCollation

    init() throws {
        collation = try IndexedCollation(locale: "en", registry: ProviderRegistry([LatinCollationProvider()]))
    }

    @Test("Every name lands in exactly one section, and grouping loses nothing")
    func everyNameOnce() async {
        await propertyCheck(count: 200, input: Self.names.array(of: 0...30)) { names in
            let sections = collation.grouped(names, by: { $0 })
            #expect(ProviderConformance.sameNames(sections.flatMap(\.items), names))
            #expect(Set(sections.map(\.title)).count == sections.count)
        }
    }

    @Test("Sections appear in layout order and each is sorted by key")
    func sectionsInOrder() async {
        await propertyCheck(count: 200, input: Self.names.array(of: 0...30)) { names in
            let sections = collation.grouped(names, by: { $0 })
            #expect(sections.map(\.index) == sections.map(\.index).sorted())
            for section in sections {
                let keys = section.items.map { collation.key(for: $0).sortKey }
                #expect(keys == keys.sorted())
            }
        }
    }

    @Test("Key order refines the collator's comparison, and keys separate distinct strings")
    func keysAgree() async {
        await propertyCheck(count: 300, input: Self.names, Self.names) { a, b in
            let ka = collation.key(for: a).sortKey, kb = collation.key(for: b).sortKey
            // Where the collator ranks two names equal, the names themselves break the tie.
            let byCollator = collation.collator.compare(a, b)
            let expected = byCollator != .same ? byCollator : CollationOrder(sign: a.utf8.lexicographicallyPrecedes(b.utf8) ? -1 : (a == b ? 0 : 1))
            #expect(CollationOrder(sign: SortKey.compareBytes(ka.bytes, kb.bytes)) == expected)
            if a.unicodeScalars.elementsEqual(b.unicodeScalars) { #expect(ka == kb) } else { #expect(ka != kb) }
        }
    }

    @Test("Non-overflow sections are contiguous runs of the key order")
    func sectionsContiguous() async {
        await propertyCheck(count: 300, input: Self.names, Self.names) { a, b in
            let ka = collation.key(for: a), kb = collation.key(for: b)
            let overflow = collation.collator.sections.overflowIndex
            if ka.section != overflow, kb.section != overflow, ka.sortKey < kb.sortKey {
                #expect(ka.section <= kb.section)
            }
        }
    }
}
