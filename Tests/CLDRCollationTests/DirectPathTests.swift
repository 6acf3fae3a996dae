import CICU
import Collation
import Testing
@testable import CLDRCollation

/// The direct path (`DirectElements`, `SortKeyWriter.collectDirect`), which keys a name of
/// characters below U+0800 from its UTF-8 without the element iterator: the same key as the
/// general path and as ICU, in every locale, on texts made to reach it and to leave it midway.
@Suite struct DirectPathTests {
    /// Texts of characters below U+0800 (ASCII most), with what sends a text the general way
    /// mixed in now and then: a mark, a contraction's start, a character above U+07FF, a control,
    /// leading spaces, a non-ASCII first character.
    static func texts(count: Int, seed: UInt64) -> [String] {
        let ranges: [ClosedRange<UInt32>] = [
            0x41...0x5A, 0x61...0x7A, 0x61...0x7A, 0x20...0x7E, 0x00...0x1F, 0xA0...0x17F, 0x180...0x24F, 0x250...0x2FF, 0x300...0x36F,
            0x370...0x3FF, 0x400...0x4FF, 0x500...0x52F, 0x531...0x587, 0x5B0...0x5EA, 0x600...0x6FF, 0x700...0x7FF, 0x800...0x97F, 0x1E00...0x1EFF,
        ]
        var generator = SplitMix(seed: seed)
        func random() -> UInt64 { generator.next() }
        return (0..<count).map { _ in
            var scalars = String.UnicodeScalarView()
            if random() % 8 == 0 { scalars.append(" ") }
            // Mostly a Latin first letter, as the direct path asks, then mostly one script.
            let first = random() % 6 == 0 ? ranges[Int(random() % UInt64(ranges.count))] : ranges[Int(random() % 2)]
            let home = ranges[Int(random() % UInt64(ranges.count))]
            for index in 0..<(Int(random() % 10) + 1) {
                let range = index == 0 ? first : random() % 5 == 0 ? ranges[Int(random() % UInt64(ranges.count))] : home
                if let scalar = Unicode.Scalar(range.lowerBound + UInt32(random() % UInt64(range.count))) { scalars.append(scalar) }
            }
            return String(scalars)
        }
    }

    static let fixed = [
        "Anna", "anna", "ANNA", "Müller", "Mueller", "Zoë", "Ærø", "Łukasz", "O'Brien", "Jean-Luc", "  Smith", "Ёлка", "Елена", "Νίκος",
        "Ωμέγα", "Հայկ", "דוד", "محمد", "ch", "Chloé", "ll", "Llorente", "dzs", "ij", "aa", "Åsa", "côte", "coté", "a\u{0301}", "a\u{0323}\u{0301}",
        "A1", "10", "2", "x\u{0000}y", "a\u{00AD}b", "año", "İstanbul", "ı", "ǅ", "Þór", "ß", "ss", "ß\u{0327}", "Ā", "a b", "a-b", String(repeating: "a", count: 200),
        String(repeating: "é", count: 90), String(repeating: "Zz", count: 70),
    ]

    @Test("In every locale, the direct path gives the general path's key, and ICU's", arguments: ICUAgreementTests.tags)
    func sameKeys(tag: String) throws {
        let keys = try #require(CLDRSortKeys(tag: tag))
        let collator = try #require(ICUAgreementTests.openICU(tag))
        defer { cicu_ucol_close(collator) }
        var maker = keys.makeKeyMaker()
        var direct = 0
        var mismatches: [String] = []
        for text in Self.fixed + Self.texts(count: 2000, seed: UInt64(tag.utf8.reduce(17) { $0 &* 31 &+ Int($1) }.magnitude)) {
            var utf8Text = text
            let (viaUTF8, wentDirect) = utf8Text.withUTF8 { utf8 -> ([UInt8], Bool) in
                let wentDirect = maker.collectDirectKey(ofMeaningfulPartOf: utf8) != nil
                var key: [UInt8] = []
                maker.appendKey(ofMeaningfulPartOf: utf8, to: &key)
                return (key, wentDirect)
            }
            let meaningful = TextScanning.meaningful(text)
            var general: [UInt8] = []
            maker.appendKey(of: meaningful, to: &general)
            let icu = ICUAgreementTests.icuKey(meaningful, collator: collator)
            if wentDirect { direct += 1 }
            if viaUTF8 != general || viaUTF8 != icu {
                mismatches.append("\(text.unicodeScalars.map { String($0.value, radix: 16) }) direct \(wentDirect): \(viaUTF8.map { String($0, radix: 16) }) general \(general.map { String($0, radix: 16) }) icu \(icu.map { String($0, radix: 16) })")
            }
        }
        #expect(mismatches.isEmpty, "\(tag): \(mismatches.count) keys differ; first: \(mismatches.prefix(3).joined(separator: "\n"))")
        // Where the collation has the common settings, the texts reach the direct path.
        if keys.writer.writesCommonLevels && !keys.direct.entries.isEmpty {
            #expect(direct > 200, "\(tag): only \(direct) texts went the direct way")
        } else {
            #expect(direct == 0)
        }
    }

    @Test("The direct path is there for the locales of most lists, and not where a setting needs the general one")
    func whichCollations() throws {
        for tag in ["en", "ru", "el", "de", "sv", "ar", "he", "hy", "sr-Latn", "fr", "es"] {
            let keys = try #require(CLDRSortKeys(tag: tag))
            #expect(keys.direct.entries.count == DirectElements.limit, "\(tag)")
        }
        // Canadian French accents backwards, Thai shifts punctuation, Danish puts upper case first.
        for tag in ["fr-CA", "th", "da"] {
            let keys = try #require(CLDRSortKeys(tag: tag))
            #expect(keys.direct.entries.isEmpty, "\(tag)")
        }
        #expect(try #require(try CLDRSortKeys(tag: "en", options: .init(numeric: true))).direct.entries.isEmpty)
        #expect(try #require(try CLDRSortKeys(tag: "en", options: .init(strength: 0))).direct.entries.isEmpty)
        // Contraction starts stay with the general path: Spanish has none for "ch" now, Slovak does.
        let slovak = try #require(CLDRSortKeys(tag: "sk"))
        #expect(slovak.direct.entries[Int(UInt8(ascii: "c"))] == DirectElements.none)
        #expect(slovak.direct.entries[Int(UInt8(ascii: "b"))] != DirectElements.none)
    }
}
