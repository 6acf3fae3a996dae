import Collation
import CollationTesting
import ICUCollation
import JapaneseNames
import PinyinCollation
import PropertyBased
import Testing

/// The host's properties with the ICU provider and with the CLDR provider (the same collation
/// without ICU), over names made of every script, combining marks, control characters, white
/// space, flags and skin-tone emoji. A failing run reports
/// its input and seed (`.fixedSeed(…)` reproduces it) and shrinks the input.
@Suite("ICU properties hold for all inputs", .shrinking(true))
struct ICUPropertyTests {
    static let names = Gen<String?>.element(of: ConformanceSamples.pieces).map { $0 ?? "" }.array(of: 0...8).map { $0.joined() }
    static let locales = ["en", "sv", "ja", "ko", "zh-Hans", "zh-Hant", "ru", "ar", "th", "hi"]
    static let providers = ["icu", "cldr"]

    @Test("Grouping keeps every name once, sections in layout order, each sorted by key", arguments: providers, locales)
    func grouping(provider: String, locale: String) async throws {
        let collation = IndexedCollation(collator: try collator(locale, provider: provider))
        await propertyCheck(count: 100, input: Self.names.array(of: 0...25)) { names in
            let failures = ProviderConformance.checkGrouping(collation, names)
            #expect(failures.isEmpty, "\(failures)")
        }
    }

    @Test("Keys refine ICU's comparison, distinct names get distinct keys, and no key holds a NUL byte", arguments: providers, locales)
    func keys(provider: String, locale: String) async throws {
        let collation = IndexedCollation(collator: try collator(locale, provider: provider))
        await propertyCheck(count: 300, input: Self.names, Self.names) { a, b in
            let ka = collation.key(for: a).sortKey, kb = collation.key(for: b).sortKey
            let byICU = collation.collator.compare(a, b)
            let byKeys = CollationOrder(sign: SortKey.compareBytes(ka.bytes, kb.bytes))
            if byICU != .same { #expect(byKeys == byICU, "\(a.unicodeScalars.map(\.value)) \(b.unicodeScalars.map(\.value))") }
            #expect((ka == kb) == a.unicodeScalars.elementsEqual(b.unicodeScalars))
            #expect(!ka.bytes.contains(0))
        }
    }

    @Test("A list's keys of names read as pinyin or Japanese surnames, written from the reading's UTF-16, equal each name's key",
          arguments: [("zh-Hans", "pinyin"), ("zh-Hant", "pinyin"), ("en", "pinyin"), ("en", "han auto"), ("de", "han chinese"), ("fr", "han japanese"),
                      ("zh-Hans", "pinyin, a user's Latin surname"), ("ja", "japanese surnames")])
    func pinyinReadingKeys(locale: String, reading: String) async throws {
        let stage: any Transliterator = switch reading {
        case "han auto": HanNameTransliterator(reading: .auto)
        case "han chinese": HanNameTransliterator(reading: .chinese)
        case "han japanese": HanNameTransliterator(reading: .japanese)
        case "japanese surnames": JapaneseNameTransliterator()
        // A surname of the user's that starts below U+3400: a name without Han is then read.
        case "pinyin, a user's Latin surname": PinyinTransliterator(custom: try PinyinReadings(parsing: "Zo\tzhou1 e2\tsurname\n", file: "readings.tsv"))
        default: PinyinTransliterator()
        }
        for provider in Self.providers {
        let collation = IndexedCollation(collator: try collator(locale, provider: provider), transliterator: stage)
        // Chinese and Japanese surnames (山田, 高山 and 佐藤 start Japanese family names), kana.
        let han = Gen<String?>.element(of: ["曾", "单", "张", "三", "长沙", "重", "𠀋", "葛\u{E0100}", " ", "\u{200B}", "Zoe", "7", "い",
                                            "山田", "高山", "佐藤", "太郎"]).map { $0 ?? "" }
        let names = Gen<String?>.element(of: ConformanceSamples.pieces).map { $0 ?? "" }
        let mixed = zip(han.array(of: 0...4), names.array(of: 0...2)).map { ($0 + $1).joined() }
        await propertyCheck(count: 40, input: mixed.array(of: 1...30)) { list in
            let fromBytes = await collation.keys(for: NameStore(list))
            #expect(fromBytes == list.map { collation.key(for: $0) }, "\(list)")
        }
        // Contacts: the same texts in parts, in every role, some with a written form (kana, Han,
        // a Latin spelling), read in place from the tool's store, repeated ones too.
        let roles: [TextRole] = [.familyName, .givenName, .personName, .text]
        let written = Gen<String??>.element(of: [nil, nil, "やまだ", "山田", "Yamada", "张"]).map { $0 ?? nil }
        let parts = zip(zip(mixed, Gen<TextRole?>.element(of: roles)), written)
            .map { NamePart($0.0, role: $0.1 ?? .text, written: $1) }.array(of: 1...3)
        await propertyCheck(count: 40, input: parts.array(of: 1...20)) { list in
            let fromStore = await collation.keys(for: PartsStore(list + list))
            #expect(fromStore == (list + list).map { collation.key(for: $0) }, "\(list)")
        }
        }
    }

    @Test("A name in parts is keyed as its reading's text, written from the reading's UTF-16, for all inputs", arguments: providers, ["zh-Hans", "zh-Hant", "en"])
    func partsReadingKeys(provider: String, locale: String) async throws {
        let collation = IndexedCollation(collator: try collator(locale, provider: provider), transliterator: PinyinTransliterator())
        let pieces = Gen<String?>.element(of: ["曾", "单", "张", "三", "长沙", "重", "𠀋", " ", "\u{200B}", "\u{E0001}", "Zoe", "7", "い", "-"] + ConformanceSamples.pieces)
            .map { $0 ?? "" }.array(of: 1...3).map { $0.joined() }
        let roles: [TextRole] = [.familyName, .givenName, .personName, .text]
        let parts = zip(pieces, Gen<TextRole?>.element(of: roles)).map { NamePart($0, role: $1 ?? .text) }.array(of: 2...3)
        await propertyCheck(count: 300, input: parts) { parts in
            let reading = collation.reading(for: parts)
            let key = collation.key(for: parts)
            #expect(key.sortKey.bytes.starts(with: collation.collator.sortKey(for: reading).bytes + [0x01]), "\(parts)")
            #expect(key.section == collation.collator.sections.clamped(collation.collator.sectionIndex(for: reading)), "\(parts)")
            // The same parts read in place from the tool's store, twice (the second a copy).
            #expect(await collation.keys(for: PartsStore([parts, parts])) == [key, key], "\(parts)")
        }
    }

    @Test("Leading white space and invisible characters decide no section", arguments: providers, locales)
    func leadingInvisibles(provider: String, locale: String) async throws {
        let collator = try collator(locale, provider: provider)
        let prefixes = Gen<String?>.element(of: [" ", "\t", "\u{200B}", "\u{FEFF}", "\u{200E}", "\u{A0}"]).map { $0 ?? "" }.array(of: 1...3).map { $0.joined() }
        await propertyCheck(count: 200, input: prefixes, Self.names) { prefix, name in
            guard TextScanning.firstMeaningfulScalar(in: name) != nil else { return }
            #expect(collator.sectionIndex(for: prefix + name) == collator.sectionIndex(for: name))
        }
    }
}
