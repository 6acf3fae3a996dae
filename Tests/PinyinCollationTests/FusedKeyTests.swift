import Collation
import CollationTesting
import PinyinCollation
import PropertyBased
import Testing

@Suite("Fused reading and keys")
struct FusedKeyTests {
    static let pieces: [String] = ["曾", "单", "于", "飞", "张", "三", "长", "沙", "重", "庆", "尉", "迟", "𠀋", "葛\u{E0100}", "Zoe", "é", "ñ",
                                   " ", "  ", "\u{200B}", "7", "-", "🍕", "Иван", "ǹ", "吗", "西", "安", "先", "\t"]
    static let names = Gen<String?>.element(of: pieces).map { $0 ?? "" }.array(of: 0...6).map { $0.joined() }

    @Test("The fused key equals the collator's key of the reading, for all inputs", arguments: [TextRole.personName, .text])
    func fusedEqualsUnfused(role: TextRole) async throws {
        let registry = try pinyinRegistry()
        let collator = try #require(try registry.makeCollator(locale: LocaleIdentifier("zh-Hans"), provider: "pinyin") as? PinyinCollator)
        let reader = PinyinTransliterator()
        var writer = collator.makeKeyWriter(reading: reader, role: role)
        await propertyCheck(count: 500, input: Self.names) { name in
            // One writer for every name, as the host uses it: nothing may leak from one to the next.
            var fused: [UInt8] = [9, 9]
            let section = writer.appendKey(forReadingOf: name, to: &fused)
            let reading = reader.transliterate(name, as: role)
            #expect(fused == [9, 9] + collator.sortKey(for: reading).bytes, "\(name)")
            #expect(section == collator.sectionIndex(for: reading), "\(name)")
        }
    }

    static let roles: [TextRole] = [.familyName, .givenName, .personName, .text]
    static let parts = zip(names.filter { !$0.isEmpty }, Gen<TextRole?>.element(of: roles))
        .map { NamePart($0, role: $1 ?? .text) }.array(of: 1...3)

    @Test("A contact's parts keyed in one pass equal the key of their reading, for all inputs")
    func fusedPartsEqualReading() async throws {
        let registry = try pinyinRegistry()
        let collator = try #require(try registry.makeCollator(locale: LocaleIdentifier("zh-Hans"), provider: "pinyin") as? PinyinCollator)
        let reader = PinyinTransliterator()
        var writer = try #require(collator.makeKeyWriter(reading: reader, role: .personName) as? any PartsKeyWriter)
        await propertyCheck(count: 500, input: Self.parts) { parts in
            // Read in place from the tool's store, after bytes already in the buffer.
            var fused: [UInt8] = [9, 9]
            let section = PartsStore([parts]).withEntry(at: 0) { writer.appendKey(forPartsIn: $0, to: &fused) }
            let reading = reader.reading(of: parts)
            #expect(fused == [9, 9] + collator.sortKey(for: reading).bytes, "\(parts)")
            #expect(section == collator.sectionIndex(for: reading), "\(parts)")
        }
    }

    @Test("The reading written as tokens is the reading written as UTF-16, its syllables spelled out, for all inputs")
    func tokenReadingEqualsUTF16() async throws {
        // The built-in readings, and the user's (a surname, a character, a word), whose
        // syllables are written as scalars, not tokens.
        let syllable = { (text: String) in try #require(PinyinSyllable(text)) }
        let custom = PinyinTransliterator(custom: PinyinReadings(characters: ["飞": try syllable("fěi")], surnames: ["张": [try syllable("zhǎng")]],
                                                                 words: ["长沙": [try syllable("zhǎng"), try syllable("shā")]]))
        for reader in [PinyinTransliterator(), custom] {
            let spellings = try #require(reader.syllableSpellings)
            await propertyCheck(count: 300, input: zip(Self.names, Gen<TextRole?>.element(of: Self.roles))) { name, role in
                let role = role ?? .text
                let scalars = Array(TextScanning.droppingIgnorablePrefix(name))
                var units: [UInt16] = [7], tokens: [UInt32] = [7]
                let readUTF16 = scalars.withUnsafeBufferPointer { reader.appendReadingUTF16(ofMeaningful: $0, role: role, to: &units) }
                let readTokens = scalars.withUnsafeBufferPointer { reader.appendReadingTokens(ofMeaningful: $0, role: role, to: &tokens) }
                #expect(readUTF16 && readTokens)
                var spelled: [UInt16] = []
                spellings.appendReading(of: tokens, to: &spelled)
                #expect(spelled == units, "\(name) as \(role)")
            }
        }
    }

    @Test("The reading written as UTF-16 is the reading's text from its first meaningful scalar, for all inputs")
    func utf16ReadingEqualsText() async {
        let reader = PinyinTransliterator()
        await propertyCheck(count: 500, input: zip(Self.names, Gen<TextRole?>.element(of: Self.roles))) { name, role in
            let role = role ?? .text
            let scalars = Array(TextScanning.droppingIgnorablePrefix(name))
            var units: [UInt16] = [7]
            let read = scalars.withUnsafeBufferPointer { reader.appendReadingUTF16(ofMeaningful: $0, role: role, to: &units) }
            #expect(read)
            let text = String(TextScanning.droppingIgnorablePrefix(reader.transliterate(name, as: role)))
            #expect(units == [7] + Array(text.utf16), "\(name) as \(role)")
        }
    }

    @Test("Grouping gives the order a Chinese reader expects, through the fused path")
    func groupingOrder() throws {
        let collation = try chineseCollation()
        let names = ["曾国藩", "张三", "Zoe", " 单田芳", "西安", "先", "长孙无忌", "🍕", "曾国藩", "章三"]
        let grouped = collation.grouped(names, by: { $0 })
        // 单 is Shàn; 长孙 is Zhǎngsūn; xī ān before xiān; zēng before zhāng; 张 before 章 by
        // code point (the same reading); equal names keep their input order; Zoe after the zh-
        // syllables (o > h).
        #expect(grouped.map(\.title) == ["S", "X", "Z", "#"])
        #expect(grouped.flatMap(\.items) == [" 单田芳", "西安", "先", "曾国藩", "曾国藩", "张三", "章三", "长孙无忌", "Zoe", "🍕"])
    }
}

@Suite("Pinyin properties hold for all inputs", .shrinking(true))
struct PinyinPropertyTests {
    static let names = Gen<String?>.element(of: ConformanceSamples.pieces + FusedKeyTests.pieces).map { $0 ?? "" }.array(of: 0...8).map { $0.joined() }

    @Test("Grouping keeps every name once, in order; distinct names get distinct keys")
    func grouping() async throws {
        let collation = try chineseCollation()
        await propertyCheck(count: 200, input: Self.names.array(of: 0...25)) { names in
            let failures = ProviderConformance.checkGrouping(collation, names)
            #expect(failures.isEmpty, "\(failures)")
            let distinct = Set(names.map { Array($0.unicodeScalars) })
            #expect(Set(names.map { collation.key(for: $0).sortKey }).count == distinct.count)
        }
    }
}
