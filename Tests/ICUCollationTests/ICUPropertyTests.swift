import Collation
import CollationTesting
import ICUCollation
import PropertyBased
import Testing

/// The host's properties with the ICU provider, over names made of every script, combining
/// marks, control characters, white space, flags and skin-tone emoji. A failing run reports
/// its input and seed (`.fixedSeed(…)` reproduces it) and shrinks the input.
@Suite("ICU properties hold for all inputs", .shrinking(true))
struct ICUPropertyTests {
    static let names = Gen<String?>.element(of: ConformanceSamples.pieces).map { $0 ?? "" }.array(of: 0...8).map { $0.joined() }
    static let locales = ["en", "sv", "ja", "ko", "zh-Hans", "zh-Hant", "ru", "ar", "th", "hi"]

    @Test("Grouping keeps every name once, sections in layout order, each sorted by key", arguments: locales)
    func grouping(locale: String) async throws {
        let collation = IndexedCollation(collator: try icuCollator(locale))
        await propertyCheck(count: 100, input: Self.names.array(of: 0...25)) { names in
            let failures = ProviderConformance.checkGrouping(collation, names)
            #expect(failures.isEmpty, "\(failures)")
        }
    }

    @Test("Keys refine ICU's comparison, distinct names get distinct keys, and no key holds a NUL byte", arguments: locales)
    func keys(locale: String) async throws {
        let collation = IndexedCollation(collator: try icuCollator(locale))
        await propertyCheck(count: 300, input: Self.names, Self.names) { a, b in
            let ka = collation.key(for: a).sortKey, kb = collation.key(for: b).sortKey
            let byICU = collation.collator.compare(a, b)
            let byKeys = CollationOrder(sign: SortKey.compareBytes(ka.bytes, kb.bytes))
            if byICU != .same { #expect(byKeys == byICU, "\(a.unicodeScalars.map(\.value)) \(b.unicodeScalars.map(\.value))") }
            #expect((ka == kb) == a.unicodeScalars.elementsEqual(b.unicodeScalars))
            #expect(!ka.bytes.contains(0))
        }
    }

    @Test("Leading white space and invisible characters decide no section", arguments: locales)
    func leadingInvisibles(locale: String) async throws {
        let collator = try icuCollator(locale)
        let prefixes = Gen<String?>.element(of: [" ", "\t", "\u{200B}", "\u{FEFF}", "\u{200E}", "\u{A0}"]).map { $0 ?? "" }.array(of: 1...3).map { $0.joined() }
        await propertyCheck(count: 200, input: prefixes, Self.names) { prefix, name in
            guard TextScanning.firstMeaningfulScalar(in: name) != nil else { return }
            #expect(collator.sectionIndex(for: prefix + name) == collator.sectionIndex(for: name))
        }
    }
}
