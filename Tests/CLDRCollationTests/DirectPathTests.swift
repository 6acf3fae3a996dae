import CICU
import Collation
import Testing
@testable import CLDRCollation

/// The direct path (`DirectElements`, `SortKeyWriter.collectDirect`), which keys a name from its
/// UTF-8 without the element iterator where each character's elements need nothing around them:
/// the same key as the general path and as ICU, in every locale, on texts made to reach it and
/// to leave it midway.
@Suite struct DirectPathTests {
    /// Texts of letters of the scripts names are written in (Latin most), with what sends a text
    /// the general way mixed in now and then: a mark, a contraction's start, a character of four
    /// UTF-8 bytes, a control, leading spaces, an ignorable first character.
    static func texts(count: Int, seed: UInt64) -> [String] {
        let ranges: [ClosedRange<UInt32>] = [
            0x41...0x5A, 0x61...0x7A, 0x61...0x7A, 0x20...0x7E, 0x00...0x1F, 0xA0...0x17F, 0x180...0x24F, 0x250...0x2FF, 0x300...0x36F,
            0x370...0x3FF, 0x400...0x4FF, 0x500...0x52F, 0x531...0x587, 0x5B0...0x5EA, 0x600...0x6FF, 0x700...0x7FF, 0x800...0x97F, 0x1E00...0x1EFF,
            0x4E00...0x9FFF, 0x4E00...0x9FFF, 0x3400...0x4DBF, 0xF900...0xFAFF, 0x3041...0x30FF, 0x3099...0x309C, 0x30FC...0x30FE, 0xFF61...0xFF9F,
            0xAC00...0xD7A3, 0xAC00...0xD7A3, 0x1100...0x11FF, 0x3131...0x318E, 0xE01...0xE5B, 0x10A0...0x10FF, 0x1200...0x137F, 0x2000...0x206F,
            0x20D0...0x20F0, 0xFE00...0xFE0F, 0xFE20...0xFE2F, 0xFFF0...0xFFFD, 0xE000...0xE010, 0x20000...0x20010, 0x1F600...0x1F610,
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
        // Characters of several elements past the room made for one per unit (the levels grown
        // midway), and a long run of uncommon weights after common ones.
        String(repeating: "한국", count: 60), String(repeating: "Ǽ", count: 70), String(repeating: "a", count: 40) + String(repeating: "Á", count: 40),
        "张伟", "曾", "单", "中国", "さくら", "か\u{3099}", "が", "カー", "タナカ", "ｱﾝﾄﾞｳ", "김민준", "한국어", "\u{1100}\u{1161}", "ไทย", "เก", "แม่",
        "ვანო", "አበበ", "A\u{20D0}", "x\u{FE0F}", "\u{200B}Anna", "\u{3000}Anna", "\u{FEFF}x", "a\u{E000}", "a𠀋",
        // A contraction's start with marks within a run of lowercase letters, a mark after it
        // (й as и and a breve; alef and a madda), and one without.
        "Аи\u{0306}", "бви\u{0306}к", "Дмитрий", "Дмитри\u{0306}", "أحمدا\u{0653}", "محمدا", "ساا\u{0654}", "Καιι\u{0308}",
        // Runs of kana and Hangul syllables (three UTF-8 bytes, a syllable's jamo packed in its
        // entry): broken by a space, a voiced or small kana, a voicing mark after a kana that
        // starts contractions with it, a conjoining jamo, a mark, a Latin letter, and two
        // syllables that share a slot of the scratch (감 and 찐: U+AC10 and U+CC10, 8,192 apart;
        // `sharedSlot` checks that they still do).
        "김민준 박서연", "감찐감찐", "찐감", "가\u{11A8}", "가\u{0301}", "한국어abc", "ヤマモト タナカ", "めぐみ", "しょうこ", "さくらa",
        "かか\u{3099}", "かか\u{309A}き", "ｻﾄｳ", "ゆうこ\u{3000}やまだ", "あア", "アーチ",
        // Runs of Han (in zh and ja, a primary of several bytes and common weights each, stored
        // whole): broken by a space, kana, Hangul, a Latin letter, a mark, an iteration mark,
        // after a run of kana, long enough to grow the levels, and two that share a slot of the
        // scratch (中 and 渭: U+4E2D and U+6E2D).
        "张 伟", "张伟a", "さくら张伟", "张伟さくら", "김민준张伟", "中\u{0301}国", "人々", "中渭中渭", "張偉", "欧阳明",
        String(repeating: "中国人民", count: 50),
        // Thai and Lao prevowels: with their consonant (a contraction: the consonant's elements
        // first), a tone mark after it, two prevowels, one at the end or before a space or a
        // Latin letter, in a run of Thai letters.
        "เก", "สมชาย ใจดี", "แก้ว", "เก่ง", "โอ", "ไก่", "เ", "เ ก", "เเก", "กเ", "เa", "วิชัย ทองดี", "ເກ", "ແກ້ວ", "เก\u{0E4D}",
        // Contractions below U+0800 that are not a letter and marks (Slovak and Czech "ch",
        // Hungarian "cs", "dz", "dzs", "gy", "sz", Welsh "ll", "ff", "rh", Croatian "lj", "nj",
        // "dž", Albanian "xh"): a contraction's start before its suffix, before another
        // letter, a mark, a space, at the end, twice.
        "Chovanec", "cH", "Macháček", "chch", "c\u{0301}h", "ch\u{0301}", "c", "Dzsida", "dz", "Gyula", "Szabó", "Cseh", "ccs", "Llwyd", "Ffion",
        "Rhys", "Ljubica", "Njegoš", "Džamonja", "Xhaka", "c h", "lj\u{0300}",
        // Contractions that longer ones continue (Hungarian "dz" of "dzs", "nn" of "nny", "ss"
        // of "ssz", "dd" of "ddz" and "ddzs"), which the third character decides: completed,
        // not, at the end, before a mark or a space, four long, twice in a name (the second
        // time from the scratch's memory); and a contraction's start before a character of
        // four UTF-8 bytes.
        "Dzsida Dzsida", "dza", "Nagy Anna", "Annya", "Kossuth Kossuth", "Mészáros", "nn", "dz", "ss", "nn\u{0301}", "dz\u{0301}",
        "nn y", "Addzsa", "Addza", "Madzag", "ddz", "c😀", "dz😀", "nn😀", "Ch😀",
    ]

    /// The words of a written-out table of one bit per code point below `limit` (word `c >> 6`,
    /// bit `c & 63`: the letters here, `TextScanning`'s ignorables), from the rule it holds.
    static func bitWords(below limit: UInt32, _ isSet: (Unicode.Scalar) -> Bool) -> [UInt64] {
        var words = [UInt64](repeating: 0, count: Int((limit + 63) / 64))
        for value in 0..<limit {
            guard let scalar = Unicode.Scalar(value), isSet(scalar) else { continue }
            words[Int(value >> 6)] |= 1 << (value & 63)
        }
        return words
    }

    /// `words` as the Swift source to write when a table differs (a toolchain with newer
    /// Unicode data): hexadecimal literals in groups of four digits.
    static func source(_ words: [UInt64]) -> String {
        words.map { word in
            let hex = String(word, radix: 16, uppercase: true)
            let digits = Array(String(repeating: "0", count: 16 - hex.count) + hex)
            return "0x" + stride(from: 0, to: 16, by: 4).map { String(digits[$0..<($0 + 4)]) }.joined(separator: "_")
        }.joined(separator: ", ")
    }

    @Test("The table of ignorables below U+2000 is the property lookups' answer (the words to write, when not)")
    func ignorableTable() {
        let words = Self.bitWords(below: TextScanning.ignorableLimit, TextScanning.computeIsIgnorable)
        #expect(TextScanning.ignorableWords == words, "TextScanning.ignorableWords should be: \(Self.source(words))")
        // The layout: the C0 controls and the space; the combining diacritics.
        #expect(TextScanning.ignorableWords[0] == 0x0000_0001_FFFF_FFFF && TextScanning.ignorableWords[12] == UInt64.max)
    }

    @Test("The table of letters below U+2000 is TextScanning's: neither ignorable nor an overflow starter")
    func letterTable() throws {
        let words = Self.bitWords(below: UInt32(DirectElements.letterLimit)) { !TextScanning.isIgnorable($0) && !TextScanning.isOverflowStarter($0) }
        #expect(DirectElements.letterWords == words, "DirectElements.letterWords should be: \(Self.source(words))")
        // The Latin letters' bits, as a check of the layout (word c >> 6, bit c & 63).
        #expect(DirectElements.letterWords[1] == 0x07FF_FFFE_07FF_FFFE)
        // And the test the direct path's caller asks, by a collation's elements: the table's
        // answer below U+2000, and no letter from there up.
        let direct = try #require(CLDRSortKeys(tag: "en")).direct
        let disagreeing = (0..<UInt32(DirectElements.letterLimit + 0x100)).filter { value in
            direct.startsLetter(value) != (value < UInt32(DirectElements.letterLimit) && words[Int(value >> 6)] >> (value & 63) & 1 != 0)
        }
        #expect(disagreeing.isEmpty, "startsLetter disagrees at \(disagreeing.prefix(8).map { String($0, radix: 16) })")
        // The writer's test (the table, then Han, kana and Hangul by their ranges) calls no
        // scalar of the BMP a letter that TextScanning does not.
        let maker = try #require(CLDRSortKeys(tag: "en")).makeKeyMaker()
        let notLetters = (0..<UInt32(0x10000)).compactMap(Unicode.Scalar.init).filter { scalar in
            maker.startsLetter(scalar) && (TextScanning.isIgnorable(scalar) || TextScanning.isOverflowStarter(scalar))
        }
        #expect(notLetters.isEmpty, "called letters: \(notLetters.prefix(8).map { String($0.value, radix: 16) })")
    }

    @Test("A text's section through the writer (the direct path, a letter's by its primaries) is the string path's, whatever its first character",
          arguments: ["en", "ru", "el", "ar", "ja", "zh-Hant", "ko", "sv", "he"])
    func sectionsByFirstCharacter(tag: String) throws {
        let collation = try IndexedCollation(locale: tag, provider: "cldr", registry: ProviderRegistry([CLDRCollationProvider()]))
        let writing = try #require(collation.collator as? any KeyWritingCollator)
        var writer = writing.makeKeyWriter(reading: IdentityTransliterator(), role: .personName)
        // Every scalar below U+0800 and a sample of the common CJK letters' ranges and their
        // neighbours, alone and before a letter.
        var firsts = Array(UInt32(0x21)..<UInt32(DirectElements.limit))
        for range in [0x3000...0x30FF, 0x3400...0x4DFF, 0x4E00...0xA000, 0xAC00...0xD7A3] as [ClosedRange<UInt32>] {
            firsts += stride(from: range.lowerBound, through: range.upperBound, by: 37)
            firsts += [range.lowerBound, range.upperBound]
        }
        var differing: [String] = []
        for value in firsts {
            guard let scalar = Unicode.Scalar(value) else { continue }
            for text in [String(scalar), String(scalar) + "a", String(scalar) + "\u{0434}"] {
                var fromString: [UInt8] = [], fromBytes: [UInt8] = []
                let stringSection = writer.appendKey(forReadingOf: text, to: &fromString)
                var utf8 = text
                let bytesSection = utf8.withUTF8 { writer.appendKey(forReadingOfUTF8: $0, to: &fromBytes) }
                if bytesSection != stringSection || fromBytes != fromString { differing.append(String(value, radix: 16)) }
            }
        }
        #expect(differing.isEmpty, "\(tag): \(differing.count) differ, first \(differing.prefix(8))")
    }

    @Test("The fixed texts' pairs of characters that share a slot of the scratch still do, whatever its count")
    func sharedSlot() {
        let slots = SortKeyWriter.Scratch.resolvedCount
        #expect(Int(("감" as Unicode.Scalar).value) % slots == Int(("찐" as Unicode.Scalar).value) % slots)
        #expect(Int(("中" as Unicode.Scalar).value) % slots == Int(("渭" as Unicode.Scalar).value) % slots)
        #expect(Self.fixed.contains("감찐감찐") && Self.fixed.contains("中渭中渭"))
    }

    @Test("A scratch shares the empty slots until it holds a resolved character of its own, and the shared ones stay empty")
    func slotsTakenWhenNeeded() throws {
        let keys = try #require(CLDRSortKeys(tag: "zh"))
        let first = SortKeyWriter.Scratch(), second = SortKeyWriter.Scratch()
        let shared = first.resolvedCodePoints
        func collect(_ text: String) -> Bool {
            var text = text
            return text.withUTF8 { keys.writer.collectDirect(DirectUTF8Input($0), direct: keys.direct, below: .max, scratch: first) != nil }
        }
        #expect(second.resolvedCodePoints == shared && second.resolvedEntries == first.resolvedEntries)
        // A Latin text resolves nothing from U+0800 up: still the shared slots.
        #expect(collect("Anna"))
        #expect(first.resolvedCodePoints == shared)
        // Han does: slots of its own, the text's characters in them, the shared ones untouched.
        #expect(collect("张伟"))
        #expect(first.resolvedCodePoints != shared && second.resolvedCodePoints == shared)
        let slots = SortKeyWriter.Scratch.resolvedCount
        #expect(first.resolvedCodePoints[Int(("张" as Unicode.Scalar).value) % slots] == ("张" as Unicode.Scalar).value)
        #expect((0..<slots).allSatisfy { shared[$0] == 0 && second.resolvedEntries[$0] == 0 })
    }

    @Test("A scratch makes its memory of contractions at the first it meets, and keeps each for the next text")
    func contractionsMadeWhenNeeded() throws {
        let keys = try #require(CLDRSortKeys(tag: "sk"))
        let scratch = SortKeyWriter.Scratch()
        func collect(_ text: String) -> [UInt8]? {
            var text = text
            guard text.withUTF8({ keys.writer.collectDirect(DirectUTF8Input($0), direct: keys.direct, below: .max, scratch: scratch) }) != nil else { return nil }
            return Array(scratch.directKey())
        }
        // No contraction's start: no memory made.
        #expect(collect("Anna Novák") != nil)
        #expect(!scratch.holdsContractions)
        // Made at the first "ch"; the second time, the same key from memory, the general path's.
        let first = try #require(collect("Chovanec"))
        #expect(scratch.holdsContractions)
        #expect(collect("Chovanec") == first)
        var general: [UInt8] = []
        var maker = keys.makeKeyMaker()
        maker.appendKey(of: "Chovanec", to: &general)
        #expect(first == general)
    }

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
            // The same text as UTF-16 (a reading's form), when it goes direct.
            let units = Array(text.utf16)
            var viaUTF16: [UInt8]?
            if units.withUnsafeBufferPointer({ maker.collectDirectKey(ofMeaningfulUTF16: $0) }) != nil {
                var key: [UInt8] = []
                _ = maker.appendCollectedKey(to: &key)
                viaUTF16 = key
            }
            let meaningful = TextScanning.meaningful(text)
            var general: [UInt8] = []
            maker.appendKey(of: meaningful, to: &general)
            let icu = ICUAgreementTests.icuKey(meaningful, collator: collator)
            if wentDirect { direct += 1 }
            if viaUTF8 != general || viaUTF8 != icu || (viaUTF16 != nil && viaUTF16 != general) || (viaUTF16 != nil) != wentDirect {
                mismatches.append("\(text.unicodeScalars.map { String($0.value, radix: 16) }) direct \(wentDirect), UTF-16 \(viaUTF16 != nil): \(viaUTF8.map { String($0, radix: 16) }) general \(general.map { String($0, radix: 16) }) icu \(icu.map { String($0, radix: 16) })")
            }
        }
        #expect(mismatches.isEmpty, "\(tag): \(mismatches.count) keys differ; first: \(mismatches.prefix(3).joined(separator: "\n"))")
        // Where the collation has the common settings, the texts reach the direct path.
        if keys.direct.isEnabled {
            #expect(direct > 200, "\(tag): only \(direct) texts went the direct way")
        } else {
            #expect(direct == 0)
        }
    }

    @Test("Below a stop (a reading stage's first scalar): the direct path keys a text only when every scalar is below it, with the general path's key",
          arguments: ["en", "ru", "el", "ar", "sk"])
    func belowStop(tag: String) throws {
        let keys = try #require(CLDRSortKeys(tag: tag))
        var maker = keys.makeKeyMaker()
        // Within ASCII (a stop there sends every text the general way), within the runs of
        // Cyrillic and Greek letters, at the end of two-byte UTF-8, and above it.
        let stops: [UInt32] = [0x00, 0x42, 0x80, 0x3B4, 0x430, 0x436, 0x800, 0x3400, .max]
        var counts = [UInt32: Int]()
        var mismatches: [String] = []
        // Runs of lowercase letters that cross a stop (ж is U+0436, δ U+03B4).
        let crossing = ["Абвгдежз", "абвгдежз", "Ивановжз", "Αβγδεζ", "αβγδεζ", "Bαβγδ"]
        for text in crossing + Self.fixed + Self.texts(count: 1500, seed: UInt64(tag.utf8.reduce(3) { $0 &* 37 &+ Int($1) }.magnitude)) {
            let meaningful = TextScanning.meaningful(text)
            var general: [UInt8] = []
            maker.appendKey(of: meaningful, to: &general)
            let largest = meaningful.unicodeScalars.map(\.value).max() ?? 0
            for stop in stops {
                var utf8Text = text
                guard utf8Text.withUTF8({ maker.collectDirectKey(ofMeaningfulPartOf: $0, below: stop) }) != nil else { continue }
                counts[stop, default: 0] += 1
                var key: [UInt8] = []
                _ = maker.appendCollectedKey(to: &key)
                if key != general || largest >= stop || stop < 0x80 {
                    mismatches.append("stop \(String(stop, radix: 16)): \(text.unicodeScalars.map { String($0.value, radix: 16) })")
                }
            }
        }
        #expect(mismatches.isEmpty, "\(tag): \(mismatches.count) wrong; first: \(mismatches.prefix(3))")
        // Every stop above ASCII lets some texts through (those of ASCII letters at least).
        for stop in stops where stop >= 0x80 { #expect(counts[stop, default: 0] > 50, "\(tag), stop \(String(stop, radix: 16)): \(counts[stop, default: 0])") }
    }

    @Test("The compressible-run bit: on the table's entries of one two-byte primary of a compressible lead and common weights, and no other")
    func compressibleRunBit() throws {
        var marked = 0
        for tag in ["root", "en", "ru", "el", "ar", "sv", "ja"] {
            let keys = try #require(CLDRSortKeys(tag: tag))
            for (code, entry) in keys.direct.table.enumerated() where entry != DirectElements.none && entry != DirectElements.several && entry != DirectElements.contractionStart {
                let hasBit = entry & DirectElements.compressibleRunBit != 0
                let flags = entry & (DirectElements.markBit | DirectElements.expansionBit | DirectElements.oneBytePrimaryBit)
                let expected = flags == 0 && DirectElements.continuesCompressibleRun(entry & ~(DirectElements.compressibleRunBit | DirectElements.markContractionBit))
                #expect(hasBit == expected, "\(tag) U+\(String(code, radix: 16))")
                if hasBit { marked += 1 }
            }
        }
        // Most lowercase Cyrillic and Greek letters in those locales.
        #expect(marked > 7 * 60)
        let russian = try #require(CLDRSortKeys(tag: "ru")).direct.table
        // и starts contractions with marks (й as и and a breve): its bit and that flag both.
        for letter in "абвгдежзиклмнопрстуфхцчшщъыьэюяαβγδεζηθκλμνξοπρστυφχψω".unicodeScalars {
            #expect(russian[Int(letter.value)] & DirectElements.compressibleRunBit != 0, "\(letter)")
        }
        #expect(russian[Int(("и" as Unicode.Scalar).value)] & DirectElements.markContractionBit != 0)
        // Capitals (another tertiary), ASCII letters (one byte) and marks have none.
        for letter in "АБВЯΑΩaz\u{0306}\u{0301}".unicodeScalars {
            #expect(russian[Int(letter.value)] & DirectElements.compressibleRunBit == 0, "\(letter)")
        }
    }

    @Test("A character from U+0800 up whose elements, one to three, continue one run (kana in ja, Hangul syllables) has the run bit, its elements' second bytes packed")
    func runEntries() throws {
        for (tag, katakanaRun) in [("ja", true), ("ko", false), ("root", false)] {
            let direct = try #require(CLDRSortKeys(tag: tag)).direct
            let elements = UnsafeMutablePointer<UInt64>.allocate(capacity: DirectElements.mostElements)
            defer { elements.deallocate() }
            var hiragana = 0, katakana = 0, hangul = 0
            for c in Array(0x3041...0x3096) + Array(0x30A1...0x30F6) + Array(stride(from: 0xAC00, through: 0xD7A3, by: 7)) + [0x1100, 0x1161, 0x11A8, 0x4E00] {
                let (count, flags) = direct.resolve(UInt32(c), into: elements)
                let run = DirectElements.runEntry(elements, count: count, flags: flags)
                let lead = elements[0] >> 56
                let expected = (1...3).contains(count) && flags & DirectElements.markBit == 0
                    && (0..<count).allSatisfy { DirectElements.continuesCompressibleRun(elements[$0]) && elements[$0] >> 56 == lead }
                #expect((run != nil) == expected, "\(tag) U+\(String(c, radix: 16))")
                guard let run else { continue }
                #expect(run & DirectElements.compressibleRunBit != 0 && run >> 56 == lead)
                #expect(DirectElements.runCount(run) == count, "\(tag) U+\(String(c, radix: 16))")
                for k in 0..<count {
                    #expect(run >> (48 - 8 * k) & 0xFF == elements[k] >> 48 & 0xFF, "\(tag) U+\(String(c, radix: 16)), element \(k)")
                }
                if c < 0x30A0 { hiragana += 1 } else if c < 0x3100 { katakana += 1 } else if c >= 0xAC00 { hangul += 1 }
            }
            // Plain hiragana (not small, not voiced: two elements) everywhere; katakana only in
            // ja, where they differ from hiragana at the quaternary level (elsewhere another
            // tertiary); every syllable's jamo continue one run.
            #expect(hiragana >= 40, "\(tag): \(hiragana) hiragana")
            #expect((katakana >= 40) == katakanaRun && (katakana == 0) == !katakanaRun, "\(tag): \(katakana) katakana")
            #expect(hangul == (0xD7A3 - 0xAC00) / 7 + 1, "\(tag): \(hangul) syllables")
        }
    }

    @Test("Han in Chinese and Japanese (and the root's, and Russian's, reordered): nine in ten one primary of two bytes or more, its lead not compressible, the common weights, no flag; stored whole, the bytes and counts that write gives")
    func plainEntries() throws {
        for tag in ["zh", "zh-Hant", "ja", "root", "ru"] {
            let direct = try #require(CLDRSortKeys(tag: tag)).direct
            let elements = UnsafeMutablePointer<UInt64>.allocate(capacity: DirectElements.mostElements)
            defer { elements.deallocate() }
            let scratch = SortKeyWriter.Scratch()
            var plain = 0, sampled = 0
            for c in stride(from: 0x4E00, through: 0x9FFF, by: 37) {
                sampled += 1
                let (count, flags) = direct.resolve(UInt32(c), into: elements)
                guard count == 1, flags == 0, UInt32(truncatingIfNeeded: elements[0]) == DirectElements.plainCommon else { continue }
                plain += 1
                let element = elements[0]
                #expect(element & DirectElements.compressibleBit == 0 && element >> 48 & 0xFF != 0, "\(tag) U+\(String(c, radix: 16))")
                // `putPlain` against `write`, after a byte of a run of ASCII letters.
                var written = DirectLevels(scratch, units: 8)
                written.write(0x4100_0000_0500_0500 | DirectElements.oneBytePrimaryBit)
                written.write(element)
                let writtenEnd = written.primaryEnd, writtenCommons = written.commons
                var stored = DirectLevels(scratch, units: 8)
                stored.write(0x4100_0000_0500_0500 | DirectElements.oneBytePrimaryBit)
                var end = stored.primaryEnd, commons = stored.commons
                DirectLevels.putPlain(element, at: &end, commons: &commons)
                #expect(end == writtenEnd && commons == writtenCommons, "\(tag) U+\(String(c, radix: 16))")
                // (Both wrote into the same buffer: the second's bytes are the first's only if
                // `putPlain` wrote the same ones; check them against the primary itself.)
                let primary = UInt32(truncatingIfNeeded: element >> 32)
                let length = 4 - primary.trailingZeroBitCount / 8
                let bytes = Array(UnsafeBufferPointer(start: end - length, count: length))
                #expect(bytes == (0..<length).map { UInt8(truncatingIfNeeded: primary >> (24 - 8 * $0)) }, "\(tag) U+\(String(c, radix: 16))")
            }
            #expect(plain * 10 >= sampled * 9, "\(tag): \(plain) of \(sampled) Han plain")
        }
    }

    @Test("The accented bit: on the table's expansions of a letter and an accent (no primary, another secondary, the common tertiary), the accent's secondary beside it")
    func accentedBit() throws {
        var marked = 0
        for tag in ["root", "en", "ru", "el", "sv", "vi", "ja"] {
            let direct = try #require(CLDRSortKeys(tag: tag)).direct
            for (code, entry) in direct.table.enumerated() where entry != DirectElements.none && entry != DirectElements.contractionStart {
                let flags = entry & (DirectElements.markBit | DirectElements.markContractionBit)
                let count = Int((entry >> 8) & 0xFF), start = Int(entry >> 32)
                let isPair = entry & DirectElements.expansionBit != 0 && flags == 0 && count == 2
                let accent = isPair ? DirectElements.accentSecondary(direct.expansions[start + 1]) : nil
                #expect((entry & DirectElements.accentedBit != 0) == (accent != nil), "\(tag) U+\(String(code, radix: 16))")
                if let accent {
                    #expect(UInt32(truncatingIfNeeded: entry >> 16) & 0xFFFF == accent, "\(tag) U+\(String(code, radix: 16))")
                    marked += 1
                }
            }
        }
        let english = try #require(CLDRSortKeys(tag: "en")).direct.table
        for letter in "éáíóúàèçñüöäάέίόύώ".unicodeScalars {
            #expect(english[Int(letter.value)] & DirectElements.accentedBit != 0, "\(letter)")
        }
        // Three elements (ǖ: u, diaeresis, macron), two letters (ß as ss), an ASCII letter: none.
        for letter in "ǖßa".unicodeScalars {
            #expect(english[Int(letter.value)] & DirectElements.accentedBit == 0, "\(letter)")
        }
        #expect(marked > 7 * 100)
    }

    @Test("Any scalar of the BMP, assigned or not, in any order: the direct path gives the general path's key or leaves the text to it",
          arguments: ["root", "en", "ru", "sv", "ja", "ko", "zh-Hans", "zh-Hant", "ar", "hi", "de-u-co-phonebk", "vi"])
    func anyScalar(tag: String) throws {
        let keys = try #require(CLDRSortKeys(tag: tag))
        var maker = keys.makeKeyMaker()
        var generator = SplitMix(seed: UInt64(tag.utf8.reduce(7) { $0 &* 131 &+ Int($1) }.magnitude))
        var direct = 0
        var mismatches: [String] = []
        for _ in 0..<20_000 {
            var scalars = String.UnicodeScalarView()
            // Mostly letters a name has (ASCII), then anything below U+10000 but surrogates.
            for _ in 0..<(Int(generator.next() % 6) + 1) {
                let value = generator.next() % 3 == 0 ? UInt32(0x41 + generator.next() % 26) : UInt32(generator.next() % 0x10000)
                if let scalar = Unicode.Scalar(value) { scalars.append(scalar) }
            }
            let text = String(scalars)
            var utf8Text = text
            guard let collected = utf8Text.withUTF8({ maker.collectDirectKey(ofMeaningfulPartOf: $0) }) else { continue }
            direct += 1
            var viaDirect: [UInt8] = []
            _ = maker.appendCollectedKey(to: &viaDirect)
            let meaningful = TextScanning.meaningful(text)
            var general: [UInt8] = []
            maker.appendKey(of: meaningful, to: &general)
            if viaDirect != general || collected.first != meaningful.unicodeScalars.first {
                mismatches.append("\(text.unicodeScalars.map { String($0.value, radix: 16) })")
            }
        }
        #expect(mismatches.isEmpty, "\(tag): \(mismatches.count) keys differ; first: \(mismatches.prefix(5))")
        #expect(direct > 2_000, "\(tag): \(direct) texts went the direct way")
    }

    @Test("Texts dense in contractions (pairs and triples met again and again, more than the scratch keeps): the direct path gives the general path's key and ICU's, or leaves the text to it",
          arguments: ["sk", "cs", "hu", "cy", "hr", "sq", "root", "lo", "es", "en"])
    func contractionsKept(tag: String) throws {
        let keys = try #require(CLDRSortKeys(tag: tag))
        let collator = try #require(ICUAgreementTests.openICU(tag))
        defer { cicu_ucol_close(collator) }
        var maker = keys.makeKeyMaker()
        // The letters of the locales' contractions (Hungarian "dzs", "ggy", "ssz"; Welsh "ll",
        // "rh"; Slovak "ch"; Albanian "xh"; Croatian "dž"), Thai and Lao prevowels, consonants
        // and tone marks; now and then a vowel, a capital, a combining mark, a space, a
        // character of four UTF-8 bytes.
        let common = Array("cdgjlnrstyzhsfxpCDGLNSZ".unicodeScalars) + ["ž", "Ž"]
        let thai = (0xE01...0xE2E).compactMap(Unicode.Scalar.init) + (0xE40...0xE44).compactMap(Unicode.Scalar.init)
            + (0xE81...0xEA3).compactMap(Unicode.Scalar.init) + (0xEC0...0xEC4).compactMap(Unicode.Scalar.init)
        let rare: [Unicode.Scalar] = ["a", "e", "o", " ", "\u{0301}", "\u{0308}", "\u{0E48}", "\u{0E31}", "\u{0EC8}", "😀", "𠀀"]
        var generator = SplitMix(seed: UInt64(tag.utf8.reduce(29) { $0 &* 37 &+ Int($1) }.magnitude))
        var direct = 0
        var mismatches: [String] = []
        for _ in 0..<20_000 {
            var scalars = String.UnicodeScalarView()
            let home = generator.next() % 4 == 0 ? thai : common
            for _ in 0..<(Int(generator.next() % 7) + 1) {
                let pool = generator.next() % 8 == 0 ? rare : home
                scalars.append(pool[Int(generator.next() % UInt64(pool.count))])
            }
            let text = String(scalars)
            // Keyed twice: the second time its contractions are the scratch's, kept.
            var keysViaDirect: [[UInt8]] = []
            for _ in 0..<2 {
                var utf8Text = text
                guard utf8Text.withUTF8({ maker.collectDirectKey(ofMeaningfulPartOf: $0) }) != nil else { continue }
                var key: [UInt8] = []
                _ = maker.appendCollectedKey(to: &key)
                keysViaDirect.append(key)
            }
            guard let viaDirect = keysViaDirect.first else { continue }
            direct += 1
            let meaningful = TextScanning.meaningful(text)
            var general: [UInt8] = []
            maker.appendKey(of: meaningful, to: &general)
            if keysViaDirect != [general, general] || viaDirect != ICUAgreementTests.icuKey(meaningful, collator: collator) {
                mismatches.append("\(text.unicodeScalars.map { String($0.value, radix: 16) })")
            }
        }
        #expect(mismatches.isEmpty, "\(tag): \(mismatches.count) keys differ; first: \(mismatches.prefix(5))")
        #expect(direct > 5_000, "\(tag): \(direct) texts went the direct way")
    }

    @Test("The direct path is there for the locales of most lists, and not where a setting needs the general one")
    func whichCollations() throws {
        for tag in ["en", "ru", "el", "de", "sv", "ar", "he", "hy", "sr-Latn", "fr", "es"] {
            let keys = try #require(CLDRSortKeys(tag: tag))
            #expect(keys.direct.isEnabled, "\(tag)")
        }
        // Canadian French accents backwards, Thai shifts punctuation, Danish puts upper case first.
        for tag in ["fr-CA", "th", "da"] {
            let keys = try #require(CLDRSortKeys(tag: tag))
            #expect(!keys.direct.isEnabled, "\(tag)")
        }
        #expect(try #require(try CLDRSortKeys(tag: "en", options: .init(numeric: true))).direct.isEnabled == false)
        #expect(try #require(try CLDRSortKeys(tag: "en", options: .init(strength: 0))).direct.isEnabled == false)
        // Names of the scripts most lists hold go the direct way; a contraction that is not one
        // with marks, a prefix (Japanese ー), an emoji of four bytes or an ignorable first
        // character sends a name the general way.
        let english = try #require(CLDRSortKeys(tag: "en"))
        var maker = english.makeKeyMaker()
        func direct(_ text: String) -> Bool {
            var text = text
            return text.withUTF8 { maker.collectDirectKey(ofMeaningfulPartOf: $0) != nil }
        }
        // A Thai prevowel and its consonant are a contraction the direct path writes; a
        // prevowel with none after it (at the end, before a space) has its own elements.
        for name in ["Anna Müller", "Łukasz", "Ёлка Иванова", "Νίκος", "محمد", "דוד", "张伟", "さくら", "がっこう", "김민준", "ვანო", "  Smith", "\u{200B}Anna",
                     "เก", "สมชาย ใจดี", "แก้ว", "ເກ", "เ", "เ ก", "เเก"] {
            #expect(direct(name), "\(name)")
        }
        for name in ["a😀", "и\u{0306}"] {
            #expect(!direct(name), "\(name)")
        }
        let japanese = try #require(CLDRSortKeys(tag: "ja"))
        maker = japanese.makeKeyMaker()
        #expect(!direct("カー"))
        // Katakana, whose elements carry quaternary bits in Japanese, which tertiary keys leave out.
        #expect(direct("ヤマモト") && direct("ｻﾄｳ"))
        // Contraction starts are worked out with what follows them: Spanish has none for "ch"
        // now, Slovak does ("ch" a contraction, "ca" c's own elements); Hungarian "dz", which
        // "dzs" continues, by the third character; four characters ("ddzs") go the general way.
        let slovak = try #require(CLDRSortKeys(tag: "sk"))
        let slovakTable = slovak.direct.table
        #expect(slovakTable[Int(UInt8(ascii: "c"))] == DirectElements.contractionStart)
        #expect(slovakTable[Int(UInt8(ascii: "b"))] != DirectElements.contractionStart && slovakTable[Int(UInt8(ascii: "b"))] != DirectElements.none)
        maker = slovak.makeKeyMaker()
        #expect(direct("Chovanec") && direct("Cibulka") && direct("Macháček") && direct("c"))
        maker = try #require(CLDRSortKeys(tag: "hu")).makeKeyMaker()
        #expect(direct("Szabó") && direct("Dzsida") && direct("Madzag") && direct("Anna") && direct("Annya") && direct("dz"))
        #expect(!direct("Addzsa") && !direct("dz\u{0301}") && !direct("dz😀"))
    }
}
