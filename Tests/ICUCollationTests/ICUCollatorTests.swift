import Collation
import CollationTesting
import ICUCollation
import TestSupport
import Testing

@Suite("ICU collator")
struct ICUCollatorTests {
    @Test("It passes the provider conformance suite in every shipped locale, and one without a file", arguments: conformanceLocales(shippedLocales + ["qaa"]))
    func conformance(locale: String) async throws {
        let failures = try await ProviderConformance(provider: ICUCollationProvider(), locales: [locale],
                                                     readings: [try ICUTransliterator(id: "Any-Latin")],
                                                     thorough: coreLocales.contains(locale)).run()
        #expect(failures.isEmpty, "\(failures.prefix(10))")
    }

    @Test("zh-Hans sorts by pinyin, zh-Hant by strokes")
    func chineseOrders() throws {
        let pinyin = try icuCollator("zh-Hans")
        #expect(pinyin.compare("阿", "张") == .ascending)       // ā before zhāng
        let stroke = try icuCollator("zh-Hant")
        #expect(stroke.compare("一", "張") == .ascending)      // 1 stroke before 11
        #expect(icuTitle("張", stroke) == "11劃")
    }

    @Test("Locale tailorings: Swedish Ö after Z, German Ö with O, Spanish Ñ after N, Czech CH after H")
    func tailorings() throws {
        #expect(try icuCollator("sv").compare("Zorn", "Ölund") == .ascending)
        #expect(try icuCollator("de").compare("Ölund", "Otto") == .ascending)
        #expect(try icuCollator("es").compare("Nuñez", "Ñandú") == .ascending)
        #expect(try icuCollator("cs").compare("Hugo", "Chmel") == .ascending)
        #expect(try icuCollator("de").compare("Ärger", "Affe") == .descending)          // Ä as A with an accent
        #expect(try icuCollator("de-u-co-phonebk").compare("Ärger", "Affe") == .ascending) // phonebook: Ä as AE
    }

    @Test("Strength decides which differences count")
    func strength() throws {
        let primary = try icuCollator("en", options: CollationOptions(strength: .primary))
        #expect(primary.sortKey(for: "resume") == primary.sortKey(for: "Résumé"))
        let secondary = try icuCollator("en", options: CollationOptions(strength: .secondary))
        #expect(secondary.sortKey(for: "resume") == secondary.sortKey(for: "RESUME"))
        #expect(secondary.sortKey(for: "resume") < secondary.sortKey(for: "résumé"))
        let tertiary = try icuCollator("en")
        #expect(tertiary.sortKey(for: "resume") != tertiary.sortKey(for: "Resume"))
    }

    @Test("Numeric ordering and case-first are options")
    func options() throws {
        #expect(try icuCollator("en").compare("Room 10", "Room 2") == .ascending)
        #expect(try icuCollator("en", options: CollationOptions(numeric: true)).compare("Room 2", "Room 10") == .ascending)
        #expect(try icuCollator("en", options: CollationOptions(caseFirst: .upper)).compare("Anna", "anna") == .ascending)
        #expect(try icuCollator("en", options: CollationOptions(caseFirst: .lower)).compare("anna", "Anna") == .ascending)
    }

    @Test("Sort keys order like ICU's own comparison and carry no zero bytes")
    func keysAgree() throws {
        let collator = try icuCollator("sv")
        let names = agreementNames
        for (a, b) in zip(names, names.dropFirst(7) + names.prefix(7)) {
            let byKey = CollationOrder(sign: SortKey.compareBytes(collator.sortKey(for: a).bytes, collator.sortKey(for: b).bytes))
            #expect(byKey == collator.compare(a, b), "\(a) vs \(b)")
        }
        #expect(!names.contains { collator.sortKey(for: $0).bytes.contains(0) })
    }

    @Test("One collator is safe to use from many tasks at once")
    func concurrentUse() async throws {
        let failures = await ProviderConformance.checkConcurrentUse(try icuCollator("ja"), agreementNames, tasks: 16, rounds: 8)
        #expect(failures.isEmpty, "\(failures)")
    }

    @Test("An unknown locale falls back to ICU's root collation")
    func rootFallback() throws {
        let collator = try icuCollator("xx")
        #expect(collator.sections.titles.count == 27)
        #expect(icuTitle("Zoe", collator) == "Z")
    }
}

@Suite("ICU transliterators")
struct ICUTransliteratorTests {
    @Test("Transform IDs work as reading stages", arguments: [
        ("Katakana-Hiragana", "ヤマモト", "やまもと"), ("Any-Latin; Latin-ASCII", "Иван", "Ivan"),
        ("Han-Latin/Names", "单田芳", "shàn tián fāng"), ("Latin-ASCII", "Łukasz", "Lukasz"),
    ])
    func transforms(id: String, input: String, output: String) throws {
        #expect(try ICUTransliterator(id: id).transliterate(input, as: .personName) == output)
    }

    @Test("A transform decides the section through IndexedCollation")
    func sectionThroughTransform() throws {
        let collation = try IndexedCollation(locale: "ja", provider: "icu", registry: icuRegistry(),
                                             transliterator: ICUTransliterator(id: "Katakana-Hiragana"))
        #expect(collation.sectionTitles[collation.section(for: "ヤマモト")] == "や")
    }

    @Test("User rules compile; a bad ID or rule is a clear error with the line")
    func rules() throws {
        let rules = try ICUTransliterator(rules: "Jos > Joseph ;\nBob > Robert ;", source: "nick.rules")
        #expect(rules.transliterate("Bob", as: .personName) == "Robert")
        #expect(throws: CollationError.self) { try ICUTransliterator(id: "Nope-Nope") }
        do {
            _ = try ICUTransliterator(rules: "a > b ;\n\nc > > d ;\n", source: "bad.rules")
            Issue.record("bad rules compiled")
        } catch {
            #expect(error.description.hasPrefix("bad.rules:3: invalid transform rule"))
        }
    }

    @Test("Transliterators are safe to use from many tasks at once")
    func concurrent() async throws {
        let transform = try ICUTransliterator(id: "Katakana-Hiragana")
        let results = await withTaskGroup(of: Bool.self) { group in
            for _ in 0..<16 { group.addTask { (0..<50).allSatisfy { _ in transform.transliterate("ヤマモト", as: .text) == "やまもと" } } }
            return await group.reduce(true) { $0 && $1 }
        }
        #expect(results)
    }
}
