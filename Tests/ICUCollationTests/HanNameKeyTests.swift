@testable import CLDRCollation
import Collation
import JapaneseNames
import PinyinCollation
import PropertyBased
import Testing

/// Han names in a Latin-script list keyed through the reading's syllable tokens
/// (`UTF16Reading.appendReadingTokens`, `SyllableElements`): each syllable's collation elements
/// worked out once, not its letters keyed each time. The key must be the one the reading's text
/// gets, in every locale: those whose letters the direct path keys, those with contractions
/// that reach a syllable's letters (Slovak ch, Hungarian ny, Welsh ng), and those whose
/// settings send every text the general way.
@Suite("Han names keyed from their syllables")
struct HanNameKeyTests {
    static let locales = ["en", "ru", "de", "sv", "pl", "tr", "vi", "el", "ar", "sk", "hu", "cy", "lt", "cs", "fr-CA", "da", "th"]

    /// Han names (surnames with readings of their own, phrases, ü and syllabic n, characters
    /// without a reading), with what sends a name another way mixed in: Latin, kana, a
    /// Japanese surname, marks, white space, ignorable and astral characters.
    static let pieces = ["曾", "单", "于", "张", "伟", "三", "长", "沙", "重", "庆", "尉", "迟", "欧阳", "吕", "女", "嗯", "呣", "绿", "略",
                         "𠀋", "葛\u{E0100}", "山田", "さくら", " ", "\u{3000}", "\u{200B}", "\u{301}", "Zoe", "ñ", "7", "-", "Иван"]
    static let names = zip(Gen<String?>.element(of: ["张", "曾", "单", "欧阳", "吕", "女", "于", "尉迟"]),
                           Gen<String?>.element(of: pieces).map { $0 ?? "" }.array(of: 0...4))
        .map { first, rest in (first ?? "") + rest.joined() }

    @Test("A Han name keyed from its bytes keys as its reading's text, in every kind of locale, for all names", arguments: locales)
    func bytesKeyEqualsStringKey(locale: String) async throws {
        let registry = ProviderRegistry([CLDRCollationProvider()])
        let collator = try registry.makeCollator(locale: LocaleIdentifier(locale), provider: "cldr")
        let writing = try #require(collator as? any KeyWritingCollator)
        // One writer for every name, as the host keeps one per thread: the syllables' elements
        // worked out for one name serve the next.
        var writer = writing.makeKeyWriter(reading: HanNameTransliterator(), role: .personName)
        // And long names: runs of toneless syllables (吗 ma) longer than a level's byte counts
        // (33 common weights) before a tone mark, and more elements than the room made at first.
        for name in ["张" + String(repeating: "吗", count: 12) + "伟", String(repeating: "吗", count: 40) + "张", String(repeating: "张伟", count: 60)] {
            expectBytesKeyedAsString(name, by: &writer, "\(locale): \(name)")
        }
        // And enough of them that the tokens the writer keeps from name to name are cleared
        // (past 4,096 of them) between two names, more than once.
        for round in 0..<40 {
            expectBytesKeyedAsString(String(repeating: "张伟", count: 60), by: &writer, "\(locale): round \(round)")
        }
        await propertyCheck(count: 300, input: Self.names) { name in
            expectBytesKeyedAsString(name, by: &writer, "\(locale): \(name)")
        }
    }

    @Test("Most Han names go the syllables' way where the locale's letters go the direct way; none where a syllable's letter starts a contraction")
    func whichLocales() throws {
        let reading = HanNameTransliterator()
        let spellings = try #require(reading.syllableSpellings)
        func keyed(_ name: String, in locale: String) throws -> Bool {
            let keys = try #require(CLDRSortKeys(tag: locale))
            var maker = keys.makeKeyMaker()
            let syllables = maker.syllableElements(of: spellings)
            var tokens: [UInt32] = []
            let scalars = Array(name.unicodeScalars)
            #expect(scalars.withUnsafeBufferPointer { reading.appendReadingTokens(ofMeaningful: $0, role: .personName, to: &tokens) })
            return tokens.withUnsafeBufferPointer { maker.collectDirectKey(ofTokens: $0, syllables: syllables) } != nil
        }
        for locale in ["en", "ru", "de", "pl"] {
            #expect(try keyed("张伟", in: locale) && keyed("吕女士", in: locale) && keyed("曾国藩", in: locale), "\(locale)")
        }
        // In English most syllables are written summed up (one-byte primaries, the tone mark
        // the one other weight).
        let english = try #require(CLDRSortKeys(tag: "en"))
        let englishSyllables = english.makeKeyMaker().syllableElements(of: spellings)
        var summed = 0
        for index in 1...spellings.count where englishSyllables.slot(index) & SyllableElements.summedBit != 0 { summed += 1 }
        #expect(summed * 10 > spellings.count * 9, "\(summed) of \(spellings.count) syllables summed up")
        // Slovak and Czech ch: 常 cháng's c has no entry of its own; zhang's has one.
        #expect(try !keyed("常伟", in: "sk") && keyed("张伟", in: "sk"))
        // Canadian French accents backwards: every text the general way.
        #expect(try !keyed("张伟", in: "fr-CA"))
        // A name that may be Japanese, or has kana, is not read as tokens.
        var tokens: [UInt32] = []
        for name in ["山田太郎", "张さくら"] {
            let scalars = Array(name.unicodeScalars)
            #expect(!scalars.withUnsafeBufferPointer { reading.appendReadingTokens(ofMeaningful: $0, role: .personName, to: &tokens) }, "\(name)")
        }
        #expect(tokens.isEmpty)
    }

    @Test("A name with something ignorable before it (a space, a zero-width space, a mark) keys from its bytes as from its string, with either name reading",
          arguments: ["en", "ja"])
    func ignorableFirst(locale: String) throws {
        let registry = ProviderRegistry([CLDRCollationProvider()])
        let collator = try registry.makeCollator(locale: LocaleIdentifier(locale), provider: "cldr")
        let writing = try #require(collator as? any KeyWritingCollator)
        for reading in [HanNameTransliterator() as any Transliterator, JapaneseNameTransliterator()] {
            var writer = writing.makeKeyWriter(reading: reading, role: .personName)
            for name in ["山田太郎", " 山田太郎", "\u{200B}山田太郎", "\u{3000}山田 太郎 ", "\u{301}山田", "张伟", " 张伟", "\u{200B}曾国藩", "\u{FEFF}欧阳明",
                         "\u{301}张伟", "\u{200B}"] {
                expectBytesKeyedAsString(name, by: &writer, "\(locale): \(name.unicodeScalars.map { String($0.value, radix: 16) })")
            }
        }
    }

    @Test("Copies of one writer, which share its state, used in turn key each name as a writer of its own does", arguments: ["en", "sk", "ja"])
    func copiesShareState(locale: String) async throws {
        let registry = ProviderRegistry([CLDRCollationProvider()])
        let collator = try registry.makeCollator(locale: LocaleIdentifier(locale), provider: "cldr")
        let writing = try #require(collator as? any KeyWritingCollator)
        // (The host holds a writer and, cast from it, the same writer as a parts writer.)
        var first = writing.makeKeyWriter(reading: HanNameTransliterator(), role: .personName)
        var second = first
        await propertyCheck(count: 200, input: zip(Self.names, Self.names)) { one, other in
            for (name, writer) in [(one, 0), (other, 1)] {
                var fresh = writing.makeKeyWriter(reading: HanNameTransliterator(), role: .personName)
                var expected: [UInt8] = [], got: [UInt8] = [9]
                var text = name
                let expectedSection = text.withUTF8 { fresh.appendKey(forReadingOfUTF8: $0, to: &expected) }
                let section = text.withUTF8 { writer == 0 ? first.appendKey(forReadingOfUTF8: $0, to: &got) : second.appendKey(forReadingOfUTF8: $0, to: &got) }
                #expect(got == [9] + expected && section == expectedSection, "\(locale): \(name)")
            }
        }
    }
}
