import CICU
import Testing
@testable import CLDRCollation

/// CLDRCollation's keys against the system ICU's, byte for byte, in every locale the tables hold:
/// the ICU the tables were generated from is the oracle.
@Suite struct ICUAgreementTests {
    /// ICU's sort key (without its final zero byte) of a text in a locale's default collation.
    static func icuKey(_ text: String, collator: OpaquePointer) -> [UInt8] {
        let units = Array(text.utf16)
        var key = [UInt8](repeating: 0, count: units.count * 12 + 64)
        let length = Int(cicu_ucol_getSortKey(collator, units, Int32(units.count), &key, Int32(key.count)))
        if length > key.count {
            key = [UInt8](repeating: 0, count: length)
            _ = cicu_ucol_getSortKey(collator, units, Int32(units.count), &key, Int32(key.count))
        }
        return Array(key.prefix(max(0, length - 1)))
    }

    static func openICU(_ tag: String) -> OpaquePointer? {
        var status = U_ZERO_ERROR
        var id = [CChar](repeating: 0, count: 157)
        var parsed: Int32 = 0
        let length = cicu_uloc_forLanguageTag(tag, &id, Int32(id.count), &parsed, &status)
        guard length > 0 else { return nil }
        status = U_ZERO_ERROR
        let collator = cicu_ucol_open(id, &status)
        return status.rawValue > 0 ? nil : collator
    }

    /// Texts that exercise each part of the algorithm.
    static let fixed: [String] = [
        "", "a", "A", "ab", "Ab", "ch", "Ch", "CH", "cz", "ll", "Ll", "dz", "dzs", "ny", "y", "i", "ij", "aa", "å", "Å", "ä", "æ", "ø", "ö", "ü", "ß", "ss",
        "a\u{0323}\u{030A}", "a\u{030A}\u{0323}", "A\u{0300}\u{0316}", "\u{00C0}\u{0316}", "o\u{0308}\u{0304}", "c\u{030C}", "č", "ǆ", "ǳ",
        "côte", "coté", "côté", "cote", "Ёлка", "ёлка", "Елка", "Яблоко", "ґ", "Ґ", "ї", "Ђорђе", "αβγ", "Ωμέγα", "ά", "ᾶ",
        "ア", "アー", "カー", "ゝ", "さゝ", "ゞ", "タナカ", "さくら", "ｱﾝﾄﾞｳ", "ㇰ", "キ\u{3099}", "ギ",
        "가", "각", "갂", "힣", "\u{1100}\u{1161}", "\u{1100}\u{1161}\u{11A8}", "한국어", "김민준",
        "中", "中国", "张三", "曾", "単", "𠀋", "\u{3400}", "\u{4E59}", "\u{9FFF}", "\u{2A6DF}", "\u{30000}",
        "ไทย", "เก", "แม่", "ก่า", "नमस्ते", "क्ष", "ক্ষ", "العربية", "עברית", "ვანო", "Հայ",
        "1", "10", "2", "①", "١٢", "½", " ", "  a", "-a", "a-b", "a b", "a.b", "a'b", "@", "#", "$", "€", "©", "😀", "👍🏽",
        "\u{0000}", "\u{0009}", "\u{00AD}", "\u{200B}", "\u{FFFD}", "\u{FFFE}", "\u{FFFF}", "\u{E000}", "\u{E0041}", "\u{10FFFD}", "\u{50000}",
        "Łódź", "Øre", "Þór", "ǅ", "ﬁ", "Ǆemal", "ŉ", "ĳ", "Ĳ", "Œuvre", "Ærø", "Ångström", "Ñandú", "llama", "Llorente", "chocolate",
    ]

    /// Random texts from a mix of scripts, marks, spaces and symbols, the same on every run.
    static func generated(count: Int, seed: UInt64) -> [String] {
        let ranges: [ClosedRange<UInt32>] = [
            0x20...0x7E, 0x20...0x7E, 0xA0...0x17F, 0x180...0x24F, 0x300...0x36F, 0x370...0x3FF, 0x400...0x4FF, 0x531...0x587,
            0x5D0...0x5EA, 0x620...0x64A, 0x64B...0x655, 0x900...0x97F, 0x980...0x9FF, 0xE01...0xE5B, 0x10A0...0x10FF,
            0x1100...0x11FF, 0x1E00...0x1EFF, 0x2000...0x206F, 0x20A0...0x20C0, 0x3041...0x30FF, 0x3099...0x309E, 0x30FC...0x30FE,
            0xFF61...0xFF9F, 0xAC00...0xD7A3, 0x4E00...0x9FFF, 0x3400...0x4DBF, 0x20000...0x2A6DF, 0x1F300...0x1F64F, 0xF900...0xFAFF,
            0xE0000...0xE007F, 0x1D400...0x1D7FF, 0x40000...0x40010, 0xFB00...0xFB4F, 0x1F1E6...0x1F1FF,
        ]
        var generator = SplitMix(seed: seed)
        func random() -> UInt64 { generator.next() }
        return (0..<count).map { _ in
            let length = Int(random() % 8) + 1
            // Most texts stay in one or two ranges, as names do.
            let home = ranges[Int(random() % UInt64(ranges.count))]
            var scalars = String.UnicodeScalarView()
            for _ in 0..<length {
                let range = random() % 4 == 0 ? ranges[Int(random() % UInt64(ranges.count))] : home
                let value = range.lowerBound + UInt32(random() % UInt64(range.count))
                if let scalar = Unicode.Scalar(value) { scalars.append(scalar) }
            }
            return String(scalars)
        }
    }

    static let tags = CLDRTables.locales.map(\.tag)

    @Test("keys equal ICU's, byte for byte", arguments: tags)
    func sameKeys(tag: String) throws {
        let collator = try #require(Self.openICU(tag))
        defer { cicu_ucol_close(collator) }
        let cldr = try #require(CLDRSortKeys(tag: tag))
        var mismatches: [String] = []
        for text in Self.fixed + Self.generated(count: 3000, seed: UInt64(tag.utf8.reduce(5381) { $0 &* 33 &+ Int($1) }.magnitude)) {
            let expected = Self.icuKey(text, collator: collator)
            let actual = cldr.key(text)
            if expected != actual {
                mismatches.append("\(text.unicodeScalars.map { String($0.value, radix: 16) }) icu \(expected.map { String($0, radix: 16) }) cldr \(actual.map { String($0, radix: 16) })")
            }
        }
        #expect(mismatches.isEmpty, "\(tag): \(mismatches.count) keys differ; first: \(mismatches.prefix(3).joined(separator: "\n"))")
    }
}

/// The options the providers set (strength, numeric digits, case first, script order) against
/// ICU with the same attributes.
@Suite struct OptionAgreementTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let tag: String
        let options: CLDRSortKeys.Options
        var testDescription: String { "\(tag) \(options)" }
    }

    static let orders: [[String]] = [["Hrkt", "Hani", "Latn"], ["Cyrl", "Latn"], ["Grek"], ["Hani"], ["Latn"], ["Arab", "Hebr"], ["Kana"], ["Hang", "Latn"], ["Zzzz", "Latn"], ["Latn", "Zzzz", "Cyrl"]]

    static let cases: [Case] = {
        var cases: [Case] = []
        for tag in ["en", "ja", "ru", "zh-Hans", "zh-Hant", "ko", "th", "sv", "da", "fr-CA", "ar", "el", "hi", "de-u-co-phonebk"] {
            for strength in [0, 1, 2] { cases.append(Case(tag: tag, options: .init(strength: strength))) }
            cases.append(Case(tag: tag, options: .init(numeric: true)))
            cases.append(Case(tag: tag, options: .init(upperFirst: true)))
            cases.append(Case(tag: tag, options: .init(upperFirst: false)))
            cases.append(Case(tag: tag, options: .init(strength: 0, numeric: true, scriptOrder: ["Hrkt", "Hani", "Latn"])))
            for order in orders { cases.append(Case(tag: tag, options: .init(scriptOrder: order))) }
        }
        return cases
    }()

    static let numbers = ["0", "1", "2", "10", "09", "73", "74", "75", "100", "999", "10233", "10234", "1042489", "1042490", "12345678", "00000001",
                          "1234567890123456789012", "100000000000000000000", "a10b", "a9b", "٣٤", "१२", "1.5", "1,000", "x" + String(repeating: "9", count: 300)]

    @Test("keys with options equal ICU's", arguments: cases)
    func sameKeys(_ item: Case) throws {
        let collator = try #require(ICUAgreementTests.openICU(item.tag))
        defer { cicu_ucol_close(collator) }
        var status = U_ZERO_ERROR
        if let strength = item.options.strength {
            cicu_ucol_setAttribute(collator, UCOL_STRENGTH, [UCOL_PRIMARY, UCOL_SECONDARY, UCOL_TERTIARY][strength], &status)
        }
        if item.options.numeric { cicu_ucol_setAttribute(collator, UCOL_NUMERIC_COLLATION, UCOL_ON, &status) }
        if let upper = item.options.upperFirst { cicu_ucol_setAttribute(collator, UCOL_CASE_FIRST, upper ? UCOL_UPPER_FIRST : UCOL_LOWER_FIRST, &status) }
        if !item.options.scriptOrder.isEmpty {
            let codes = item.options.scriptOrder.map { cicu_script_code($0) }
            cicu_ucol_setReorderCodes(collator, codes, Int32(codes.count), &status)
        }
        try #require(status.rawValue <= 0)
        let cldr = try #require(try CLDRSortKeys(tag: item.tag, options: item.options))
        var mismatches: [String] = []
        for text in ICUAgreementTests.fixed + Self.numbers + ICUAgreementTests.generated(count: 600, seed: 7) {
            let expected = ICUAgreementTests.icuKey(text, collator: collator)
            let actual = cldr.key(text)
            if expected != actual {
                mismatches.append("\(text.unicodeScalars.map { String($0.value, radix: 16) }) icu \(expected.map { String($0, radix: 16) }) cldr \(actual.map { String($0, radix: 16) })")
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.count) keys differ; first: \(mismatches.prefix(3).joined(separator: "\n"))")
    }
}

/// What the issue names one by one: all of Unicode's unified ideographs in the root, Chinese,
/// Japanese and Korean orders, and every letter of each locale's alphabet, with and without
/// marks, upper and lower case, alone and before other letters.
@Suite struct CoverageAgreementTests {
    static func icuKeys(_ tag: String) -> OpaquePointer? { ICUAgreementTests.openICU(tag) }

    @Test("All unified ideographs get ICU's keys", arguments: ["root", "zh-Hans", "zh-Hant", "zh-Hant-u-co-zhuyin", "ja", "ko", "yue"])
    func everyIdeograph(tag: String) throws {
        let collator = try #require(Self.icuKeys(tag))
        defer { cicu_ucol_close(collator) }
        let cldr = try #require(CLDRSortKeys(tag: tag))
        var maker = cldr.makeKeyMaker()
        var count = 0, mismatches: [String] = []
        for value in UInt32(0x3400)...0x323AF where cicu_isUnifiedIdeograph(Int32(value)) != 0 {
            guard let scalar = Unicode.Scalar(value) else { continue }
            count += 1
            let text = String(scalar)
            var key: [UInt8] = []
            maker.appendKey(of: text, to: &key)
            if key != ICUAgreementTests.icuKey(text, collator: collator), mismatches.count < 5 { mismatches.append(String(value, radix: 16)) }
        }
        #expect(count >= 97_058, "\(count) ideographs")
        #expect(mismatches.isEmpty, "\(tag): \(mismatches)")
    }

    @Test("Every letter of each locale's alphabet, with marks and case, gets ICU's key", arguments: ICUAgreementTests.tags)
    func everyLetter(tag: String) throws {
        let collator = try #require(Self.icuKeys(tag))
        defer { cicu_ucol_close(collator) }
        let cldr = try #require(CLDRSortKeys(tag: tag))
        var letters: [String] = []
        if let set = cicu_uset_openEmpty() {
            defer { cicu_uset_close(set) }
            var status = U_ZERO_ERROR
            var id = [CChar](repeating: 0, count: 157)
            var parsed: Int32 = 0
            _ = cicu_uloc_forLanguageTag(tag, &id, Int32(id.count), &parsed, &status)
            cicu_exemplars(id, set, &status)
            var buffer = [UInt16](repeating: 0, count: 64)
            for item in 0..<cicu_uset_getItemCount(set) {
                var start: Int32 = 0, end: Int32 = 0
                var itemStatus = U_ZERO_ERROR
                let length = cicu_uset_getItem(set, item, &start, &end, &buffer, Int32(buffer.count), &itemStatus)
                if length > 0 {
                    letters.append(String(decoding: buffer.prefix(Int(length)), as: UTF16.self))
                } else {
                    for value in UInt32(start)...UInt32(end) { if let scalar = Unicode.Scalar(value) { letters.append(String(scalar)) } }
                }
            }
        }
        // Marks above and below, one stacked on the other in both orders (out of canonical order
        // as written), and letters after other letters (contractions, prefixes).
        let marks = ["", "\u{301}", "\u{308}", "\u{323}", "\u{30A}\u{323}", "\u{323}\u{30A}", "\u{327}", "\u{30C}"]
        var texts: [String] = []
        for (offset, letter) in letters.enumerated() {
            let next = letters.isEmpty ? "" : letters[(offset * 7 + 3) % letters.count]
            for mark in marks { texts += [letter + mark, letter.uppercased() + mark, letter + mark + next, next + letter + mark] }
        }
        var mismatches: [String] = []
        for text in texts where cldr.key(text) != ICUAgreementTests.icuKey(text, collator: collator) {
            mismatches.append(text.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " "))
            if mismatches.count == 5 { break }
        }
        #expect(mismatches.isEmpty, "\(tag) (\(letters.count) letters): \(mismatches)")
    }
}
