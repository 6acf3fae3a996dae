#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Collation
import CollationTesting
import LatinCollation
import Testing

/// A collator that breaks one rule, to prove that the suite's check for that rule notices.
struct BrokenCollator: KeyWritingCollator {
    enum Fault: String, CaseIterable, Sendable {
        case emptyKeys, offByOneSection, reversedSections, unstableKeys, sectionOutOfRange, compareDisagrees
        case digitsInLetters, otherScriptsInLetters, keyWriterDisagrees, nulInKeys, sharedWriterState, invisiblesCount
    }
    let base: LatinCollator
    let fault: Fault
    var locale: LocaleIdentifier { base.locale }
    var sections: SectionLayout { base.sections }
    var options: CollationOptions { base.options }
    var keyVersion: String { "broken " + base.keyVersion }

    func sortKey(for string: String) -> SortKey {
        switch fault {
        case .emptyKeys: return SortKey(bytes: [])
        case .unstableKeys: return SortKey(bytes: base.sortKey(for: string).bytes + [UInt8.random(in: 2...255)])
        case .nulInKeys: return SortKey(bytes: base.sortKey(for: string).bytes + [0])
        default: return base.sortKey(for: string)
        }
    }

    func sectionIndex(for string: String) -> Int {
        let index = base.sectionIndex(for: string)
        let overflow = sections.overflowIndex
        switch fault {
        case .emptyKeys: return overflow
        case .offByOneSection: return index == overflow || index == overflow - 1 ? index : index + 1
        case .reversedSections: return index == overflow ? index : overflow - 1 - index
        case .sectionOutOfRange: return string.isEmpty ? sections.titles.count : index
        case .digitsInLetters: return string.first?.isNumber == true ? 0 : index
        case .otherScriptsInLetters: return index == overflow && string.unicodeScalars.first.map { $0.value >= 0x370 && $0.value < 0x2000 } == true ? 0 : index
        case .invisiblesCount: return string.unicodeScalars.first == " " ? 0 : index
        default: return index
        }
    }

    func compare(_ lhs: String, _ rhs: String) -> CollationOrder {
        fault == .compareDisagrees ? CollationOrder(sign: lhs.count - rhs.count) : CollationOrder(sign: SortKey.compareBytes(sortKey(for: lhs).bytes, sortKey(for: rhs).bytes))
    }

    func makeKeyWriter(reading: any Transliterator, role: TextRole) -> any CollationKeyWriter {
        let writer = base.makeKeyWriter(reading: reading, role: role)
        switch fault {
        case .keyWriterDisagrees: return StaleKeyWriter(inner: writer)
        case .sharedWriterState: return SharedStateKeyWriter(plain: BrokenKeyWriter(collator: self, reading: reading, role: role))
        default: return BrokenKeyWriter(collator: self, reading: reading, role: role)
        }
    }
}

/// The plain path of a broken collator, so that only the fault under test differs.
struct BrokenKeyWriter: CollationKeyWriter {
    let collator: BrokenCollator
    let reading: any Transliterator
    let role: TextRole
    mutating func appendKey(forReadingOf name: String, to buffer: inout [UInt8]) -> Int {
        let text = reading.transliterate(name, as: role)
        buffer += collator.sortKey(for: text).bytes
        return collator.sectionIndex(for: text)
    }
}

/// A key writer that leaves the previous string's first byte behind: the kind of bug a writer
/// that reuses state between strings can have.
struct StaleKeyWriter: CollationKeyWriter {
    var inner: any CollationKeyWriter
    var previous: UInt8?

    mutating func appendKey(forReadingOf string: String, to buffer: inout [UInt8]) -> Int {
        if let previous { buffer.append(previous) }
        let start = buffer.count
        let section = inner.appendKey(forReadingOf: string, to: &buffer)
        previous = buffer.count > start ? buffer[start] : nil
        return section
    }
}

/// Scratch space that every writer shares, as a writer that shared one ICU clone with the
/// others would: correct on one thread, wrong when two threads write at once. Raw memory of a
/// fixed size, so that the race corrupts keys rather than the heap.
final class SharedScratch: @unchecked Sendable {
    static let shared = SharedScratch()
    let bytes = UnsafeMutablePointer<UInt8>.allocate(capacity: 1 << 16)
}

struct SharedStateKeyWriter: CollationKeyWriter {
    var plain: BrokenKeyWriter

    mutating func appendKey(forReadingOf name: String, to buffer: inout [UInt8]) -> Int {
        var key: [UInt8] = []
        let section = plain.appendKey(forReadingOf: name, to: &key)
        let scratch = SharedScratch.shared.bytes
        for (offset, byte) in key.prefix(1 << 16).enumerated() {
            scratch[offset] = byte
            // Give another thread the time to write into the same scratch.
            for _ in 0..<20 { _ = plain.collator.options }
        }
        // And the core, for a machine whose cores other tests keep busy: the threads then take
        // turns, and the race happens across the turn.
        sched_yield()
        for offset in key.prefix(1 << 16).indices { buffer.append(scratch[offset]) }
        return section
    }
}

struct BrokenProvider: CollationProvider {
    let fault: BrokenCollator.Fault?
    var identifier: String { "broken" }
    var summary: String { "breaks a rule" }
    func support(for locale: LocaleIdentifier) -> SupportLevel { .complete }
    func makeCollator(_ configuration: CollatorConfiguration) throws(CollationError) -> any Collator {
        let base = LatinCollator(configuration: configuration)
        return fault.map { BrokenCollator(base: base, fault: $0) } ?? base
    }
}

@Suite("The conformance suite")
struct ConformanceSuiteTests {
    /// The check meant to catch each fault.
    static let expected: [BrokenCollator.Fault: ConformanceFailure.Check] = [
        .emptyKeys: .anchors, .offByOneSection: .anchors, .reversedSections: .sectionOrder, .unstableKeys: .determinism,
        .sectionOutOfRange: .sections, .compareDisagrees: .keysAgreeWithComparison, .digitsInLetters: .overflowStarters,
        .otherScriptsInLetters: .uncoveredScripts, .keyWriterDisagrees: .keyWriting, .nulInKeys: .distinctKeys,
        .sharedWriterState: .concurrency, .invisiblesCount: .leadingInvisibles,
    ]

    @Test("Each broken collator fails the check meant to catch it", arguments: BrokenCollator.Fault.allCases)
    func catchesFaults(fault: BrokenCollator.Fault) async throws {
        let failures = try await ProviderConformance(provider: BrokenProvider(fault: fault), locales: ["en"],
                                                     optionSets: [CollationOptions()]).run()
        let check = try #require(Self.expected[fault])
        #expect(failures.contains { $0.check == check }, "\(fault) was not caught by \(check): \(failures.prefix(5))")
    }

    @Test("A key writer that carries state from name to name also fails the exported-keys check")
    func exportedKeys() async throws {
        let failures = try await ProviderConformance(provider: BrokenProvider(fault: .keyWriterDisagrees), locales: ["en"],
                                                     optionSets: [CollationOptions()]).run()
        #expect(failures.contains { $0.check == .exportedKeys && $0.message.contains("not key(for:)") })
        let sound = try await ProviderConformance(provider: BrokenProvider(fault: nil), locales: ["en"], optionSets: [CollationOptions()]).run()
        #expect(!sound.contains { $0.check == .exportedKeys })
    }

    @Test("An empty-key provider fails with specific messages: anchors, script order")
    func emptyKeys() async throws {
        let failures = try await ProviderConformance(provider: BrokenProvider(fault: .emptyKeys), locales: ["en"],
                                                     optionSets: [CollationOptions()]).run()
        #expect(failures.contains { $0.description == "[anchors] broken en tertiary: 'A' is in '#', expected 'A'" })
        #expect(failures.contains { $0.description == "[scriptOrder] broken en tertiary: Latin: 'Anna' does not sort before 'Boris'" })
    }

    @Test("A correct collator produces no failure at all")
    func correctPasses() async throws {
        let failures = try await ProviderConformance(provider: BrokenProvider(fault: nil), locales: ["en", "sv"]).run()
        #expect(failures.isEmpty, "\(failures.prefix(10))")
    }
}

@Suite("Conformance helpers")
struct ConformanceHelperTests {
    @Test("Lists of the same names match in any order, also spellings Swift's string order cannot sort; others do not")
    func sameNames() {
        // "é@" and "e\u{301}" are neither less nor greater than each other for Swift's `<`, so
        // sorting two lists of them as strings can leave them in different orders.
        #expect(ProviderConformance.sameNames(["é@", "e\u{301}"], ["e\u{301}", "é@"]))
        #expect(ProviderConformance.sameNames(["a", "b", "a"], ["a", "a", "b"]))
        #expect(!ProviderConformance.sameNames(["a", "b"], ["a", "b", "b"]), "a duplicate")
        #expect(!ProviderConformance.sameNames(["é"], ["e\u{301}"]), "another spelling is another name")
    }
}
