import Collation
import CollationTesting
@testable import LatinCollation
import PropertyBased
import TestSupport
import Testing

/// A collator for locale data given inline, so that tests do not depend on which files exist.
func latinCollator(_ sections: String, locale: String = "xx", options: CollationOptions = CollationOptions()) throws -> any Collator {
    let data = try LocaleData(parsing: "locale: \(locale)\nname: Test\nsections: \(sections)", file: "inline")
    return try LatinCollationProvider().makeCollator(CollatorConfiguration(locale: data.identifier, data: data, options: options))
}

let alphabet = "A B C D E F G H I J K L M N O P Q R S T U V W X Y Z"

@Suite("Latin fallback provider")
struct LatinCollationTests {
    static let locales = LocaleCatalog.builtIn().all.map(\.identifier.identifier).filter { $0 != "und" } + ["qaa"]

    @Test("It passes the provider conformance suite in every shipped locale, and one without a file", arguments: conformanceLocales(locales))
    func conformance(locale: String) async throws {
        let failures = try await ProviderConformance(provider: LatinCollationProvider(), locales: [locale], thorough: coreLocales.contains(locale)).run()
        #expect(failures.isEmpty, "\(failures.prefix(20))")
    }

    @Test("Diacritics fold by its own table", arguments: [
        ("É", "E"), ("Ø", "O"), ("Ł", "L"), ("Æ", "AE"), ("ß", "SS"), ("Þ", "TH"), ("ǅ", "DZ"), ("ﬁ", "FI"),
        ("Ｆ", "F"), ("Ắ", "A"), ("đ", "D"), ("ı", "I"), ("Œuvre", "OEUVRE"),
    ])
    func folding(input: String, expected: String) {
        #expect(LatinFolding.fold(input) == expected)
    }

    @Test("The folding table covers the Latin blocks")
    func tableSize() {
        #expect(LatinFolding.count > 600)
    }

    @Test("The direct blocks, read from their own lines, hold the table's entry for every scalar in them")
    func directBlocks() {
        for code in UInt32(0xC0)..<0x250 { #expect(LatinFolding.latinBlocks[Int(code - 0xC0)] == LatinFolding.table[code], "\(code)") }
        for code in UInt32(0x1E00)..<0x1F00 { #expect(LatinFolding.extendedAdditional[Int(code - 0x1E00)] == LatinFolding.table[code], "\(code)") }
        #expect(LatinFolding.latinBlocks.compactMap { $0 }.count > 300)
    }

    @Test("Each line of the folding table gives its letters, marks in order, stroke and case")
    func tableLines() throws {
        let unmarked = LatinFolding.unmarked
        func marks(_ marks: UInt32...) -> UInt8 {
            marks.reduce(unmarked) { LatinFolding.secondaryWeight(adding: LatinFolding.markRank($1), to: $0) }
        }
        let cases: [(Unicode.Scalar, [UInt8], UInt8, Bool)] = [
            ("\u{C0}", Array("A".utf8), marks(0x300), true),
            ("\u{D8}", Array("O".utf8), LatinFolding.secondaryWeight(adding: LatinFolding.strokeRank, to: unmarked), true),
            ("\u{1D6}", Array("U".utf8), marks(0x308, 0x304), false),
            ("\u{1EAE}", Array("A".utf8), marks(0x306, 0x301), true),
            ("\u{132}", Array("IJ".utf8), unmarked, true),
            ("\u{DF}", Array("SS".utf8), LatinFolding.secondaryWeight(adding: LatinFolding.strokeRank, to: unmarked), false),
        ]
        for (scalar, letters, secondary, isUppercase) in cases {
            let entry = try #require(LatinFolding.entry(for: scalar), "\(scalar)")
            #expect(entry.letters == letters, "\(scalar)")
            #expect(entry.secondary == secondary, "\(scalar)")
            #expect(entry.isUppercase == isUppercase, "\(scalar)")
        }
        #expect(LatinFolding.entry(for: "A") == nil)
        #expect(LatinFolding.entry(for: "\u{416}") == nil)
    }

    @Test("Folded letters file under their base letter", arguments: [
        ("Émile", "E"), ("Ørjan", "O"), ("Łukasz", "L"), ("Ævar", "A"), ("ßcheme", "S"), ("Þór", "T"), ("ǆemal", "D"),
        ("e\u{301}mile", "E"), ("ｆｕｌｌ", "F"),
    ])
    func foldedSections(name: String, title: String) throws {
        let collator = try latinCollator(alphabet)
        #expect(collator.sections.titles[collator.sectionIndex(for: name)] == title)
    }

    @Test("Digits, punctuation, symbols, emoji and other scripts go to #; leading invisibles do not count", arguments: [
        ("007", "#"), ("(Work)", "#"), ("@x", "#"), ("🍕 Pizza", "#"), ("❤️ Mom", "#"), ("Иван", "#"), ("张三", "#"),
        ("  Lee", "L"), ("\u{200B}Zack", "Z"), ("\u{FEFF}\u{200E}Ann", "A"), ("\t\u{301}Bob", "B"), ("", "#"), ("   ", "#"),
    ])
    func overflow(name: String, title: String) throws {
        let collator = try latinCollator(alphabet)
        #expect(collator.sections.titles[collator.sectionIndex(for: name)] == title)
    }

    @Test("Order is case-insensitive first, accents next, case last; canonical equivalents tie until the host breaks the tie")
    func order() throws {
        let collator = try latinCollator(alphabet)
        let names = ["Zoe", "zoë", "Ann Lee", "anna", "Anna", "Ærø", "Adam", "Åsa", "Asa", "Bob", "ann", "Straße", "Strasse", "e\u{301}", "é"]
        let collation = IndexedCollation(collator: collator)
        let sorted = names.sorted { collation.key(for: $0).sortKey < collation.key(for: $1).sortKey }
        #expect(sorted == ["Adam", "Ærø", "ann", "Ann Lee", "anna", "Anna", "Asa", "Åsa", "Bob", "e\u{301}", "é", "Strasse", "Straße", "Zoe", "zoë"])
        #expect(collator.sortKey(for: "e\u{301}") == collator.sortKey(for: "é"))
        #expect(Set(names.map { collator.sortKey(for: $0) }).count == names.count - 1)
        #expect(Set(names.map { collation.key(for: $0).sortKey }).count == names.count)
    }

    @Test("Control characters no longer make two names collide: the host's tie-break keeps them apart, with no NUL byte")
    func controlCharacters() throws {
        let collation = IndexedCollation(collator: try latinCollator(alphabet))
        let names = ["a", "a\u{0}", "a\u{1}", "a\u{2}", "a\u{1}\u{1}"]
        let keys = names.map { collation.key(for: $0).sortKey }
        #expect(Set(keys).count == names.count)
        #expect(keys.allSatisfy { !$0.bytes.contains(0) })
        // The tie-break keeps the names' own byte order: "a" < "a\0" < "a\1" < "a\1\1" < "a\2".
        #expect(names.sorted { collation.key(for: $0).sortKey < collation.key(for: $1).sortKey } == ["a", "a\u{0}", "a\u{1}", "a\u{1}\u{1}", "a\u{2}"])
    }

    @Test("Strength decides which differences count")
    func strength() throws {
        let primary = try latinCollator(alphabet, options: CollationOptions(strength: .primary))
        #expect(primary.sortKey(for: "resume") == primary.sortKey(for: "Résumé"))
        let secondary = try latinCollator(alphabet, options: CollationOptions(strength: .secondary))
        #expect(secondary.sortKey(for: "resume") == secondary.sortKey(for: "RESUME"))
        #expect(secondary.sortKey(for: "resume") < secondary.sortKey(for: "résumé"))
        let tertiary = try latinCollator(alphabet)
        #expect(tertiary.sortKey(for: "resume") < tertiary.sortKey(for: "Resume"))
    }

    @Test("Numeric ordering and upper-case first are options")
    func options() throws {
        let plain = try latinCollator(alphabet)
        #expect(plain.compare("Room 10", "Room 2") == .ascending)
        let numeric = try latinCollator(alphabet, options: CollationOptions(numeric: true))
        #expect(numeric.compare("Room 2", "Room 10") == .ascending)
        #expect(numeric.compare("Room 002", "Room 10") == .ascending)
        #expect(numeric.compare("a9b", "a10a") == .ascending)
        let upper = try latinCollator(alphabet, options: CollationOptions(caseFirst: .upper))
        #expect(upper.compare("Anna", "anna") == .ascending)
        #expect(plain.compare("anna", "Anna") == .ascending)
    }

    @Test("The locale's own letters are sections in their place: Swedish Å Ä Ö after Z")
    func swedish() throws {
        let collator = try latinCollator(alphabet + " Å Ä Ö", locale: "sv")
        #expect(collator.sections.titles.suffix(4) == ["Å", "Ä", "Ö", "#"])
        #expect(collator.sections.titles[collator.sectionIndex(for: "Ölund")] == "Ö")
        #expect(collator.sections.titles[collator.sectionIndex(for: "o\u{308}lund")] == "Ö")
        #expect(collator.sections.titles[collator.sectionIndex(for: "Émile")] == "E")
        #expect(collator.compare("Zorn", "Åsa") == .ascending)
        #expect(collator.compare("Åsa", "Ärla") == .ascending)
        #expect(collator.compare("Ärla", "Öberg") == .ascending)
    }

    @Test("Without those letters in the locale file, Ö files under O (German)")
    func german() throws {
        let collator = try latinCollator(alphabet, locale: "de")
        #expect(collator.sections.titles[collator.sectionIndex(for: "Ölund")] == "O")
        #expect(collator.compare("Olund", "Ölund") == .ascending)
        #expect(collator.compare("Ölund", "Otto") == .ascending)
    }

    @Test("Multi-letter letters work: Czech CH after H, Spanish Ñ after N")
    func contractions() throws {
        let czech = try latinCollator("A B C Č D E F G H CH I J K L M N O P Q R Ř S Š T U V W X Y Z Ž", locale: "cs")
        #expect(czech.sections.titles[czech.sectionIndex(for: "Chmel")] == "CH")
        #expect(czech.sections.titles[czech.sectionIndex(for: "chmel")] == "CH")
        #expect(czech.sections.titles[czech.sectionIndex(for: "Cyril")] == "C")
        #expect(czech.compare("Hugo", "Chmel") == .ascending)
        #expect(czech.compare("Chmel", "Ilse") == .ascending)
        #expect(czech.compare("Čapek", "Dvořák") == .ascending)
        let spanish = try latinCollator("A B C D E F G H I J K L M N Ñ O P Q R S T U V W X Y Z", locale: "es")
        #expect(spanish.sections.titles[spanish.sectionIndex(for: "Ñandú")] == "Ñ")
        #expect(spanish.compare("Nuñez", "Ñandú") == .ascending)
        #expect(spanish.compare("Ñandú", "Oscar") == .ascending)
    }

    @Test("Letters a locale file leaves out sort after their predecessor, in its section")
    func missingLetters() throws {
        let collator = try latinCollator("A B C D E F G H I J K L M N O P R S T U V Y Z")
        #expect(collator.sections.titles[collator.sectionIndex(for: "Quinn")] == "P")
        #expect(collator.compare("Pyle", "Quinn") == .ascending)
        #expect(collator.compare("Quinn", "Ray") == .ascending)
        #expect(collator.sections.titles[collator.sectionIndex(for: "Walter")] == "V")
    }

    @Test("Support: partial for Latin-script locales, a fallback for others")
    func support() throws {
        let provider = LatinCollationProvider()
        #expect(provider.support(for: try LocaleIdentifier("de")) == .partial)
        #expect(provider.support(for: try LocaleIdentifier("sr-Latn")) == .partial)
        #expect(provider.support(for: try LocaleIdentifier("sr")) == .fallback)
        #expect(provider.support(for: try LocaleIdentifier("ja")) == .fallback)
    }
}

@Suite("Latin keys scalar by scalar")
struct LatinScalarPathTests {
    static let pieces: [String] = ["a", "Z", "é", "e\u{301}", "\u{301}", " ", "\t", "\n", "\r\n", "\u{85}", "\u{A0}", "\u{200B}", "\u{200D}",
                                   "7", "42", "-", "'", "$", "🍕", "👩‍👩‍👧", "ß", "Æ", "Ｆ", "И", "张", "\u{FE0F}", "\u{0}", "\u{7F}", "ǅ"]
    static let strings = Gen<String?>.element(of: pieces).map { $0 ?? "" }.array(of: 0...8).map { $0.joined() }

    @Test("For an alphabet of A–Z alone, reading scalars gives the key that reading characters gives",
          arguments: [CollationOptions(), CollationOptions(strength: .secondary), CollationOptions(numeric: true, caseFirst: .upper)])
    func scalarsMatchCharacters(options: CollationOptions) async throws {
        let data = try LocaleData(parsing: "locale: en\nname: Test\nsections: \(alphabet)", file: "inline")
        let layout = LatinLayout(data: data, options: options)
        #expect(layout.plainASCII)
        await propertyCheck(count: 2000, input: Self.strings) { string in
            var byCharacter = LatinKeyBuilder(layout: layout)
            byCharacter.consumeCharacters(string)
            var byScalar = LatinKeyBuilder(layout: layout)
            byScalar.consume(string)
            #expect(byCharacter.firstSection == byScalar.firstSection, "\(string.unicodeScalars.map { String($0.value, radix: 16) })")
            var characterKey: [UInt8] = [], scalarKey: [UInt8] = []
            byCharacter.finish(into: &characterKey)
            byScalar.finish(into: &scalarKey)
            #expect(characterKey == scalarKey, "\(string.unicodeScalars.map { String($0.value, radix: 16) })")
        }
    }
}

@Suite("Primary weights of other scripts' letters")
struct OtherScriptPrimaryTests {
    /// Code points near the edges of the three encodings, and anywhere.
    static let edges: [UInt32] = [0, 0x7F, 0x80, 0x36F, 0x370, 0x3EF, 0x3F0, 0x1FFF, 0x2000, 0x5FFF, 0x6000, 0x10_FFFF]
    static let values = zip(Gen<Int>.int(in: 0...9), Gen<Int>.int(in: 0...(edges.count - 1)), Gen<Int>.int(in: -2...2),
                            Gen<Int>.int(in: 0...0x10_FFFF)).map { choice, edge, delta, anywhere in
        choice < 6 ? UInt32(min(0x10_FFFF, max(0, Int(edges[edge]) + delta))) : UInt32(anywhere)
    }

    static func bytes(_ value: UInt32) -> [UInt8] {
        let (first, second, third) = LatinKeyBuilder.otherPrimary(value)
        return [first, second, third].filter { $0 != 0 }
    }

    @Test("Letters of other scripts weigh in code point order, two bytes in U+0370–U+1FFF, and their bytes never run together")
    func codePointOrder() async {
        #expect(Self.bytes(0x416).count == 2)    // Ж
        #expect(Self.bytes(0xE01).count == 2)    // ก
        #expect(Self.bytes(0x3042).count == 3)   // あ
        await propertyCheck(count: 3000, input: Self.values, Self.values, Self.values) { first, second, third in
            let a = Self.bytes(first), b = Self.bytes(second)
            #expect(a.allSatisfy { $0 >= 0x80 } && b.allSatisfy { $0 >= 0x80 } && a[0] <= 0xFE)
            #expect(a.lexicographicallyPrecedes(b) == (first < second), "U+\(String(first, radix: 16)) U+\(String(second, radix: 16))")
            // Two letters after one: the concatenated bytes still order as the letters do.
            let c = Self.bytes(third)
            #expect((a + c).lexicographicallyPrecedes(b + c) == (first < second))
            #expect((a + b).lexicographicallyPrecedes(a + c) == (second < third))
        }
    }
}

@Suite("How the Latin keys file scalars beyond ASCII")
struct LatinScalarClassTests {
    @Test("The process-wide memo answers as the rules do, for every scalar of the BMP and a sample beyond, read cold and warm")
    func memoMatchesRules() {
        let scalars = (0x80..<0x1_0000).compactMap(Unicode.Scalar.init) + stride(from: 0x1_0000, to: 0x11_0000, by: 97).compactMap(Unicode.Scalar.init)
        var mismatches: [String] = []
        for pass in 0..<2 {
            for scalar in scalars {
                let rules = LatinScalarClass.compute(scalar)
                let memo = LatinScalarClass.table(scalar)
                if memo.word != rules.word || rules.word & 0x0F == 0 {
                    mismatches.append("pass \(pass) U+\(String(scalar.value, radix: 16, uppercase: true))")
                }
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(10))")
    }

    @Test("Scalars are filed by their kind", arguments: [
        ("\u{E9}", LatinScalarClass.Kind.folded), ("\u{416}", .other), ("\u{301}", .mark), ("\u{663}", .digit),
        ("\u{A0}", .whitespace), ("\u{FE0F}", .ignored), ("\u{200B}", .ignored), ("\u{2014}", .punctuation), ("\u{1F355}", .symbol),
    ])
    func kinds(text: String, kind: LatinScalarClass.Kind) throws {
        let scalar = try #require(text.unicodeScalars.first)
        #expect(LatinScalarClass.table(scalar).kind == kind)
    }
}

@Suite("Latin alphabets beyond the key layout")
struct LatinAlphabetLimitTests {
    @Test("More Latin titles than the key layout ranks is a clear error, not letters dropped")
    func tooManyTitles() throws {
        // 90 two-letter titles (AA AB … DL): more than the 85 the layout ranks.
        let letters = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ")
        let titles: [String] = (0..<90).map { (index: Int) -> String in String([letters[index / 26], letters[index % 26]]) }
        let data = try LocaleData(parsing: "locale: xx\nname: Many\nsections: \(titles.joined(separator: " "))", file: "inline")
        #expect(throws: CollationError.providerFailure(provider: "latin", message: "'xx' has 90 Latin section titles; this provider orders at most 85")) {
            try LatinCollationProvider().makeCollator(CollatorConfiguration(locale: data.identifier, data: data))
        }
        let fewer = try LocaleData(parsing: "locale: xx\nname: Fewer\nsections: \(titles.prefix(85).joined(separator: " "))", file: "inline")
        #expect(try LatinCollationProvider().makeCollator(CollatorConfiguration(locale: fewer.identifier, data: fewer)).sections.titles.count == 86)
    }
}
