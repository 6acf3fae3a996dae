import Collation
import CollationTesting
import LatinCollation
import Testing

/// A collator that breaks the rules in a chosen way, to prove the suite notices.
struct BrokenCollator: KeyWritingCollator {
    enum Fault: CaseIterable { case reversedSections, unstableKeys, sectionOutOfRange, compareDisagrees, digitsInLetters, keyWriterDisagrees }
    let base: any Collator
    let fault: Fault
    var locale: LocaleIdentifier { base.locale }
    var sections: SectionLayout { base.sections }

    func sortKey(for string: String) -> SortKey {
        var key = base.sortKey(for: string)
        if fault == .unstableKeys { key.bytes.append(UInt8.random(in: 2...255)) }
        return key
    }

    func sectionIndex(for string: String) -> Int {
        let index = base.sectionIndex(for: string)
        switch fault {
        case .reversedSections: return index == sections.overflowIndex ? index : sections.overflowIndex - 1 - index
        case .sectionOutOfRange: return string.isEmpty ? sections.titles.count : index
        case .digitsInLetters: return string.first?.isNumber == true ? 0 : index
        default: return index
        }
    }

    func compare(_ lhs: String, _ rhs: String) -> CollationOrder {
        fault == .compareDisagrees ? CollationOrder(sign: lhs.count - rhs.count) : base.compare(lhs, rhs)
    }

    func makeKeyWriter(reading: any Transliterator, role: TextRole) -> any CollationKeyWriter {
        let writer = (base as? any KeyWritingCollator)?.makeKeyWriter(reading: reading, role: role)
        return fault == .keyWriterDisagrees ? StaleKeyWriter(inner: writer!) : writer!
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

struct BrokenProvider: CollationProvider {
    let fault: BrokenCollator.Fault
    var identifier: String { "broken" }
    var summary: String { "breaks a rule" }
    func support(for locale: LocaleIdentifier) -> SupportLevel { .complete }
    func makeCollator(_ configuration: CollatorConfiguration) throws(CollationError) -> any Collator {
        BrokenCollator(base: LatinCollator(configuration: configuration), fault: fault)
    }
}

@Suite("The conformance suite")
struct ConformanceSuiteTests {
    @Test("It reports each kind of broken collator", arguments: BrokenCollator.Fault.allCases)
    func catchesFaults(fault: BrokenCollator.Fault) async throws {
        let failures = try await ProviderConformance(provider: BrokenProvider(fault: fault), locales: ["en"],
                                                     optionSets: [CollationOptions()]).run()
        #expect(!failures.isEmpty)
    }
}
