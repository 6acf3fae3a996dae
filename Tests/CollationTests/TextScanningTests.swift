import Collation
import PropertyBased
import Testing

@Suite("Text scanning")
struct TextScanningTests {
    @Test("White space and invisible characters are skipped to find the first meaningful scalar")
    func firstMeaningful() {
        #expect(TextScanning.firstMeaningfulScalar(in: " \t\u{200B}\u{200E}\u{FEFF}\u{2060}Zed") == "Z")
        #expect(TextScanning.firstMeaningfulScalar(in: "\u{301}é") == "é")
        #expect(TextScanning.firstMeaningfulScalar(in: " \u{200B} ") == nil)
        #expect(String(TextScanning.droppingIgnorablePrefix("\u{200B} Ann")) == "Ann")
    }

    @Test("Trimming by bytes first gives what trimming scalar by scalar gives, for all texts")
    func trimming() async {
        // Every white-space scalar, and scalars that share a lead byte (C2, E1, E2, E3) or a last
        // byte (80…8A, 9F, A0, A8, A9, AF) with one, so that the byte checks meet their near misses.
        let pieces = ["a", "张", "あ", "\u{3001}", "\u{2010}", "\u{20AC}", "\u{1681}", "\u{C0}", "é", "\u{4E80}", "\u{0301}",
                      " ", "\t", "\n", "\r", "\u{0B}", "\u{0C}", "\u{85}", "\u{A0}", "\u{1680}", "\u{2000}", "\u{200A}",
                      "\u{2028}", "\u{2029}", "\u{202F}", "\u{205F}", "\u{3000}"]
        let texts = Gen<String?>.element(of: pieces).map { $0 ?? "" }.array(of: 0...5).map { $0.joined() }
        await propertyCheck(count: 500, input: texts) { text in
            let scalars = Array(text.unicodeScalars)
            let start = scalars.firstIndex { !$0.properties.isWhitespace } ?? scalars.endIndex
            let end = scalars.lastIndex { !$0.properties.isWhitespace }.map { $0 + 1 } ?? start
            var expected = String.UnicodeScalarView()
            expected.append(contentsOf: scalars[start..<max(start, end)])
            #expect(String(text.trimmingWhitespace()) == String(expected))
            #expect(String(text[...].trimmingWhitespace()) == String(expected))
        }
    }

    @Test("Digits, punctuation, symbols and emoji send a name to #", arguments: ["0", "٣", "-", "(", "@", "$", "€", "🍕", "❤", "½", "©", "䷀"])
    func overflow(text: String) throws {
        let scalar = try #require(text.unicodeScalars.first)
        #expect(TextScanning.isOverflowStarter(scalar))
    }

    @Test("Letters of any script do not", arguments: ["a", "É", "И", "Ω", "张", "김", "あ", "ｱ", "ก", "א"])
    func letters(text: String) throws {
        let scalar = try #require(text.unicodeScalars.first)
        #expect(!TextScanning.isOverflowStarter(scalar))
    }

    @Test("The fast paths (ASCII letters, ideographs, Hangul, kana) answer as the property lookups do")
    func fastPathsAgreeWithProperties() {
        let ranges: [ClosedRange<UInt32>] = [0x41...0x7A, 0x3040...0x30FF, 0x3400...0x9FFF, 0xAC00...0xD7A3]
        for range in ranges {
            for value in range {
                guard let scalar = Unicode.Scalar(value) else { continue }
                let properties = scalar.properties
                let ignorable = properties.isWhitespace || properties.isVariationSelector
                    || [.control, .format, .nonspacingMark, .enclosingMark, .spacingMark, .unassigned, .privateUse, .surrogate]
                        .contains(properties.generalCategory)
                #expect(TextScanning.isIgnorable(scalar) == ignorable, "U+\(String(value, radix: 16))")
                if properties.generalCategory == .otherLetter || properties.generalCategory == .uppercaseLetter
                    || properties.generalCategory == .lowercaseLetter {
                    #expect(!TextScanning.isOverflowStarter(scalar), "U+\(String(value, radix: 16))")
                }
            }
        }
        // Kana that are not letters keep their slow path: the sound marks and the middle dot.
        #expect(TextScanning.isIgnorable("\u{3099}"))
        #expect(TextScanning.isOverflowStarter("\u{30FB}"))
    }

    @Test("The memo of scalar traits answers as the property lookups do, for every scalar, on every thread")
    func memoAgreesWithProperties() async {
        // Two tasks fill the memo at once (the race the relaxed stores allow), then every
        // scalar's remembered answer is checked against a fresh computation.
        let planes = [0..<0x8000, 0x8000..<0x11_0000]
        await withTaskGroup(of: Void.self) { group in
            for range in planes {
                group.addTask {
                    for value in range { if let scalar = Unicode.Scalar(UInt32(value)) { _ = ScalarTraits.of(scalar) } }
                }
            }
        }
        var mismatches: [String] = []
        for value in UInt32(0)...0x10_FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let traits = ScalarTraits.of(scalar)
            let properties = scalar.properties
            let expected = traits == ScalarTraits.compute(scalar)
                && traits.isWhitespace == properties.isWhitespace
                && traits.isUppercase == properties.isUppercase
                && traits.isVariationSelector == properties.isVariationSelector
                && traits.lowercaseBase == (properties.lowercaseMapping.unicodeScalars.first ?? scalar)
                && traits.digitValue == (properties.generalCategory == .decimalNumber ? properties.numericValue.map { UInt8($0) } : nil)
                && TextScanning.isIgnorable(scalar) == TextScanning.computeIsIgnorable(scalar)
                && TextScanning.isOverflowStarter(scalar) == TextScanning.computeIsOverflowStarter(scalar)
            if !expected { mismatches.append("U+" + String(value, radix: 16)) }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(10))")
        #expect(ScalarTraits.of("7").digitValue == 7 && ScalarTraits.of("٣").digitValue == 3)
        #expect(ScalarTraits.of("Ж").isUppercase && ScalarTraits.of("Ж").lowercaseBase == "ж")
        #expect(ScalarTraits.of("\u{FE0F}").isVariationSelector && ScalarTraits.of("\u{301}").isMark)
    }
}
