import CLDRCollation
import Collation
import CollationTesting
import ICUCollation
import LatinCollation
import PinyinCollation
import PropertyBased
import Testing
import TestSupport

/// The CLDR provider (no ICU at run time) against the ICU provider it was generated from: the
/// same section titles, the same keys byte for byte and the same sections, in every shipped
/// locale, for names in many scripts; and the provider conformance suite.
@Suite("CLDR provider")
struct CLDRProviderTests {
    static func collators(_ locale: String, options: CollationOptions = CollationOptions(), also: [String] = []) throws -> (cldr: any Collator, icu: any Collator) {
        let registry = ProviderRegistry([ICUCollationProvider(), CLDRCollationProvider()])
        let identifier = try LocaleIdentifier(locale)
        let extra = try also.map { try LocaleIdentifier($0) }
        return (try registry.makeCollator(locale: identifier, also: extra, provider: "cldr", options: options),
                try registry.makeCollator(locale: identifier, also: extra, provider: "icu", options: options))
    }

    /// Names from many scripts, with generated ones: a letter of every section title of the
    /// locale followed by letters of the list.
    static func names(for collator: any Collator) -> [String] {
        var names = agreementNames
        let letters = Array("abcxyzäöüñçßøåæ".unicodeScalars)
        for (offset, title) in collator.sections.titles.enumerated() {
            let suffix = String(String.UnicodeScalarView([letters[offset % letters.count], letters[(offset * 7) % letters.count]]))
            names.append(title + suffix)
            names.append(title.lowercased() + suffix)
            names.append(title)
        }
        return names
    }

    static func disagreements(_ cldr: any Collator, _ icu: any Collator) -> [String] {
        var found: [String] = []
        if cldr.sections.titles != icu.sections.titles {
            found.append("titles: cldr \(cldr.sections.titles) icu \(icu.sections.titles)")
        }
        for name in names(for: icu) {
            if cldr.sortKey(for: name) != icu.sortKey(for: name) { found.append("key of \(name)") }
            let a = cldr.sectionIndex(for: name), b = icu.sectionIndex(for: name)
            if a != b { found.append("section of \(name): cldr \(a) icu \(b)") }
        }
        return found
    }

    @Test("Titles, keys and sections equal the ICU provider's in every shipped locale", arguments: shippedLocales)
    func agreesWithICU(locale: String) throws {
        let (cldr, icu) = try Self.collators(locale)
        let found = Self.disagreements(cldr, icu)
        #expect(found.isEmpty, "\(locale): \(found.count): \(found.prefix(8))")
    }

    @Test("An app's registry without ICU (Latin, CLDR, pinyin): auto picks cldr and groups as ICU does, in every locale file", arguments: shippedLocales)
    func withoutICU(locale: String) throws {
        var appRegistry = ProviderRegistry([LatinCollationProvider(), CLDRCollationProvider()])
        PinyinCollationProvider.register(in: &appRegistry)
        let identifier = try LocaleIdentifier(locale)
        let chosen = try appRegistry.provider(named: "auto", for: identifier)
        // Simplified Chinese (and Cantonese written so) prefers the pinyin table, by design.
        guard chosen.identifier != "pinyin" else {
            #expect(["zh-Hans", "yue-Hans"].contains(locale), "\(locale): pinyin chosen")
            return
        }
        #expect(chosen.identifier == "cldr", "\(locale): \(chosen.identifier)")
        let app = try appRegistry.makeCollator(locale: identifier, provider: chosen)
        let icu = try ProviderRegistry([ICUCollationProvider()]).makeCollator(locale: identifier, provider: "icu")
        let found = Self.disagreements(app, icu)
        #expect(found.isEmpty, "\(locale): \(found.count): \(found.prefix(8))")
    }

    /// Bytes below the tie-break's separator (their names keep their tie-breaks in the key),
    /// repeats, letters of several scripts, a long shared start.
    static let arenaNames = Gen<String?>.element(of: ["\u{0}", "\u{1}", "a", "B", "é", "ж", "Ж", "張", "ｻ", "abcdefghijklmnopqrstu"])
        .map { $0 ?? "" }.array(of: 0...5).map { $0.joined() }

    @Test("A list held as bytes, keyed into the key table's arena by the CLDR writer, sorts and sections as the same names keyed through arrays, and its keys are the collation's", arguments: ["en", "ru", "ja"])
    func arenaKeys(locale: String) async throws {
        let collation = IndexedCollation(collator: try Self.collators(locale).cldr)
        await propertyCheck(count: 100, input: Self.arenaNames.array(of: 0...80)) { names in
            let fromStore = await collation.sectionedPositions(of: NameStore(names))
            let fromStrings = await collation.sectionedPositions(of: names)
            #expect(fromStore.map(\.index) == fromStrings.map(\.index))
            #expect(fromStore.map(\.items) == fromStrings.map(\.items))
            // The keys themselves, with their tie-breaks (escaped where the name needs it).
            #expect(await collation.keys(for: NameStore(names)) == names.map { collation.key(for: $0) })
        }
    }

    @Test("Collation types by -u-co-: zhuyin and stroke Chinese, German phonebook, traditional Spanish", arguments: ["zh-Hant-u-co-zhuyin", "zh-Hans-u-co-stroke", "zh-Hant-u-co-pinyin", "de-u-co-phonebk", "es-u-co-trad", "zh-TW", "zh-HK", "sr-Latn", "fr-CA"])
    func agreesWithCollationTypes(locale: String) throws {
        let (cldr, icu) = try Self.collators(locale)
        let found = Self.disagreements(cldr, icu)
        #expect(found.isEmpty, "\(locale): \(found.count): \(found.prefix(8))")
    }

    @Test("With options: strength, numeric digits, case first, the collation's own script order", arguments: ["en", "ja", "ru", "zh-Hant", "sv", "th"])
    func agreesWithOptions(locale: String) throws {
        for options in [CollationOptions(strength: .primary), CollationOptions(strength: .secondary), CollationOptions(numeric: true),
                        CollationOptions(caseFirst: .upper), CollationOptions(scriptOrder: .collation), CollationOptions(scriptOrder: .scripts(["Grek", "Cyrl"]))] {
            let (cldr, icu) = try Self.collators(locale, options: options)
            let found = Self.disagreements(cldr, icu)
            #expect(found.isEmpty, "\(locale) \(options): \(found.count): \(found.prefix(8))")
        }
    }

    @Test("With added locales, also those whose letters the main collation ranks as others (Ukrainian Ґ and Ї in English; Ё kept with Е where Russian is in the list)",
          arguments: [("en", ["ru"]), ("en", ["el", "ja"]), ("de", ["ko"]), ("ja", ["en"]), ("zh-Hant", ["en"]),
                      ("en", ["uk"]), ("ru", ["uk"]), ("de", ["uk", "ru"]), ("en", ["kk"]), ("en", ["ru", "kk"]), ("en", ["be", "sr"]),
                      ("fr", ["mk", "bg"]), ("en", ["ka", "hy"]), ("sv", ["uk"]), ("en", ["mn", "ky", "tt"])])
    func agreesWithAlso(locale: String, also: [String]) throws {
        let (cldr, icu) = try Self.collators(locale, also: also)
        let found = Self.disagreements(cldr, icu)
        #expect(found.isEmpty, "\(locale) + \(also): \(found.count): \(found.prefix(8))")
    }

    @Test("It passes the provider conformance suite in every shipped locale, and one without a file", arguments: conformanceLocales(shippedLocales + ["qaa"]))
    func conformance(locale: String) async throws {
        let failures = try await ProviderConformance(provider: CLDRCollationProvider(), locales: [locale],
                                                     readings: [try ICUTransliterator(id: "Any-Latin")],
                                                     thorough: coreLocales.contains(locale)).run()
        #expect(failures.isEmpty, "\(failures.prefix(10))")
    }

    @Test("A locale without its own collation falls back as ICU does: zh-TW to zh-Hant's strokes, de-AT to de")
    func fallback() throws {
        let registry = ProviderRegistry([CLDRCollationProvider()])
        let taiwan = try registry.makeCollator(locale: LocaleIdentifier("zh-TW"), provider: "cldr")
        #expect(taiwan.compare("一", "張") == .ascending)
        let austria = try registry.makeCollator(locale: LocaleIdentifier("de-AT"), provider: "cldr")
        #expect(austria.compare("Ärger", "Affe") == .descending)
        #expect(CLDRCollationProvider().support(for: try LocaleIdentifier("qaa")) == .partial)
        #expect(CLDRCollationProvider().support(for: try LocaleIdentifier("ru")) == .complete)
    }
}
