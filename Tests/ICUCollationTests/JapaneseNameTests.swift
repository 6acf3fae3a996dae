import CLDRCollation
import Collation
import ICUCollation
@testable import JapaneseNames
import PropertyBased
import Testing

@Suite("Japanese names without furigana")
struct JapaneseNameTests {
    /// ICU's Japanese collation with the surname readings, as `collate --locale ja` makes it.
    static func collation(role: TextRole = .personName) throws -> IndexedCollation {
        var registry = try icuRegistry()
        JapaneseNameTransliterator.register(in: &registry)
        return try IndexedCollation(locale: "ja", provider: "icu", registry: registry, role: role)
    }

    @Test("Common surnames file under their kana row", arguments: [
        ("山田太郎", "や"), ("山田 太郎", "や"), ("佐藤花子", "さ"), ("渡辺", "わ"), ("高橋一郎", "た"), ("鈴木", "さ"),
        ("田中", "た"), ("伊藤", "あ"), ("中村", "な"), ("小林", "か"), ("加藤", "か"), ("吉田", "や"), ("松本", "ま"),
        ("井上", "あ"), ("木村", "か"), ("林", "は"), ("斎藤", "さ"), ("清水", "さ"), ("長谷川", "は"), ("森", "ま"),
    ])
    func surnameRow(name: String, row: String) throws {
        let collation = try Self.collation()
        #expect(collation.sectionTitles[collation.section(for: name)] == row, "\(name) reads \(collation.reading(for: name))")
    }

    @Test("Inside a row, names order by the surname's reading, whatever the kanji's code points")
    func orderInRow() throws {
        let collation = try Self.collation()
        // やまだ < やまもと < よしだ, though 吉 (U+5409) < 山 (U+5C71).
        #expect(collation.sorted(["吉田", "山本", "山田"], by: { $0 }) == ["山田", "山本", "吉田"])
        // Read names mix with names written in kana.
        #expect(collation.sorted(["やまね", "山田", "ヤマモト"], by: { $0 }) == ["山田", "やまね", "ヤマモト"])
    }

    @Test("A name with no known surname goes to the catch-all after わ, never among the kana rows")
    func unknownGoesLast() throws {
        let collation = try Self.collation()
        let titles = collation.sectionTitles
        #expect(titles.last == "#")
        #expect(try #require(titles.firstIndex(of: "わ")) < titles.count - 1)
        for name in ["㐂田", "龘", "鑫一郎"] {
            #expect(JapaneseSurnames.builtIn.longestPrefix(of: Substring(name)) == nil, "\(name) is in the table: pick another")
            #expect(collation.section(for: name) == titles.count - 1, "\(name)")
        }
    }

    @Test("A user's surname table is read from U+3400 on, in lists and in contacts read in place, as for strings")
    func ownTableFromTheFirstReadScalar() async throws {
        // 㐂 (U+3402) is the first Han block's; the built-in table has no surname there.
        let surnames = JapaneseSurnames(parsing: "㐂田 きだ\n山田 やまだ\n")
        let reading = JapaneseNameTransliterator(surnames: surnames)
        var registry = try icuRegistry()
        registry.registerDefaultReading(reading, when: { $0.language == "ja" })
        let collation = try IndexedCollation(locale: "ja", provider: "icu", registry: registry)
        let names = ["㐂田太郎", "山田", "\u{200B}㐂田", " 㐂田 ", "Kida", "きだ"]
        #expect(collation.reading(for: "㐂田太郎") == "きだ太郎")
        #expect(await collation.keys(for: NameStore(names)) == names.map { collation.key(for: $0) })
        let contacts = names.map { [NamePart($0, role: .familyName), NamePart("花子", role: .givenName)] }
        #expect(await collation.keys(for: PartsStore(contacts)) == contacts.map { collation.key(for: $0) })
    }

    @Test("The built-in table's generated index (CJapaneseSurnames) is its text's, as parsing it gives it")
    func generatedIndex() {
        let parsed = JapaneseSurnames(parsing: JapaneseSurnames.text)
        parsed.withPackedIndex { parsed in
            JapaneseSurnames.builtIn.withPackedIndex { built in
                #expect(built.keys.count == parsed.keys.count && built.keys.elementsEqual(parsed.keys), "regenerate: swift package --allow-writing-to-package-directory generate-tables japanese-surnames")
                #expect(built.readings.elementsEqual(parsed.readings))
                #expect(built.longest == parsed.longest)
                #expect(built.longStarts.elementsEqual(parsed.longStarts))
            }
        }
        #expect(JapaneseSurnames.builtIn.count == parsed.count)
    }

    @Test("The longest known surname wins: 長谷川 is はせがわ, not 長 alone")
    func longestMatch() throws {
        let table = JapaneseSurnames.builtIn
        #expect(table.longestPrefix(of: "長谷川太郎")?.surname == "長谷川")
        #expect(table.longestPrefix(of: "長谷川太郎")?.reading == "はせがわ")
        #expect(table.reading(of: "山田") == "やまだ")
        #expect(table.reading(of: "渡辺") == "わたなべ")
        #expect(table.count > 10_000)
    }

    @Test("--text and given names are not read; names in kana or Latin are left as written")
    func notRead() throws {
        let reading = JapaneseNameTransliterator()
        #expect(reading.transliterate("山田", as: .text) == "山田")
        #expect(reading.transliterate("山田", as: .givenName) == "山田")
        #expect(reading.transliterate("山田", as: .familyName) == "やまだ")
        #expect(reading.transliterate("やまだ", as: .personName) == "やまだ")
        #expect(reading.transliterate("Yamada", as: .personName) == "Yamada")
        let text = try Self.collation(role: .text)
        #expect(text.section(for: "山田太郎") == text.sectionTitles.count - 1)
    }

    @Test("The table read from bytes answers for every line of its source as the source says")
    func tableFromBytes() {
        // `readings` parses the source as strings, line by line; the lookups use the table
        // read from its bytes into sorted keys.
        let table = JapaneseSurnames.builtIn
        var mismatches: [String] = []
        for (surname, reading) in table.readings {
            let scalars = Array(surname.unicodeScalars)
            if table.reading(of: surname) != reading { mismatches.append("reading(of: \(surname))") }
            if table.longestPrefix(of: Substring(surname))?.reading != reading { mismatches.append("longestPrefix(of: \(surname))") }
            if scalars.count >= 2, !table.mayStartLongSurname(scalars[0], scalars[1]) { mismatches.append("pair of \(surname)") }
        }
        // And no pair that starts none: every first scalar of a surname (and Chinese surnames'
        // simplified forms), with each of some second scalars, against the source's pairs.
        let surnames = table.readings.keys.map { Array($0.unicodeScalars) }
        let pairs = Set(surnames.filter { $0.count >= 2 }.map { "\($0[0])\($0[1])" })
        let firsts = Set(surnames.map { $0[0] } + "张刘陈王李黄𠮷".unicodeScalars)
        let seconds = Set(surnames.compactMap { $0.count >= 2 ? $0[1] : nil }.prefix(40) + "田中伟明".unicodeScalars)
        for first in firsts {
            for second in seconds where table.mayStartLongSurname(first, second) != pairs.contains("\(first)\(second)") {
                mismatches.append("pair \(first)\(second)")
            }
        }
        let firstMismatches = Array(mismatches.prefix(10))    // a failure prints these, not thousands
        #expect(firstMismatches.isEmpty, "\(mismatches.count) lookups disagree with the source")
        // Lines the table leaves out: one field, three fields, a surname of seven scalars.
        let small = JapaneseSurnames(parsing: "山田 やまだ\n山 やま\n一二三四五六七 ななつ\n独り\n田中 たなか おまけ\n  佐藤   さとう  ")
        #expect(small.reading(of: "山田") == "やまだ")
        #expect(small.reading(of: "山") == "やま")
        #expect(small.reading(of: "佐藤") == "さとう")
        #expect(small.reading(of: "一二三四五六七") == nil)
        #expect(small.reading(of: "田中") == nil)
        #expect(small.count == 3)
        #expect(small.longestPrefix(of: "山田太郎")?.surname == "山田")
        // Two scalars start a surname of two or more only where one does (the source above is
        // out of order: these come from the sorted copy).
        #expect(small.mayStartLongSurname("山", "田"))
        #expect(small.mayStartLongSurname("佐", "藤"))
        #expect(!small.mayStartLongSurname("田", "山"))
        #expect(!small.mayStartLongSurname("山", "中"))
        #expect(!small.mayStartLongSurname("独", "り"))
        // In order but for a repeated surname: the later line wins, as out of order.
        let repeated = JapaneseSurnames(parsing: "山 やま\n山田 やまだ\n山田 さんでん\n田中 たなか\n")
        #expect(repeated.reading(of: "山田") == "さんでん")
        #expect(repeated.count == 3)
        #expect(repeated.longestPrefix(of: "田中一郎")?.reading == "たなか")
        // Built in: a Chinese given name's pair starts no Japanese surname.
        #expect(!JapaneseSurnames.builtIn.mayStartLongSurname("伟", "国"))
    }

    @Test("A name's longest surname is the longest of the source's surnames that the name starts with, for all names made of surnames' pieces")
    func longestPrefixOfAnyName() async {
        let table = JapaneseSurnames.builtIn
        let readings = table.readings
        let surnames = readings.keys.sorted()
        // Names made of the start of one surname and the whole or part of others: prefixes that
        // are surnames, prefixes that only start longer ones, and neither.
        let piece = zip(Gen<Int>.int(in: 0..<surnames.count), Gen<Int>.int(in: 1...4)).map { index, length in
            String(String.UnicodeScalarView(surnames[index].unicodeScalars.prefix(length)))
        }
        await propertyCheck(count: 2_000, input: piece.array(of: 1...3)) { pieces in
            let name = pieces.joined()
            let scalars = Array(name.unicodeScalars)
            var expected: (surname: String, reading: String)?
            for length in stride(from: min(6, scalars.count), through: 1, by: -1) {
                let prefix = String(String.UnicodeScalarView(scalars.prefix(length)))
                if let reading = readings[prefix] {
                    expected = (prefix, reading)
                    break
                }
            }
            let found = table.longestPrefix(of: Substring(name))
            #expect(found.map { String($0.surname) } == expected?.surname, "\(name)")
            #expect(found?.reading == expected?.reading, "\(name)")
        }
    }

    /// Names that start with a surname, part of one or none, with white space and ignorable
    /// characters inside and at the end (a trailing space is trimmed only when a surname is read).
    static let surnameList = JapaneseSurnames.builtIn.readings.keys.sorted()
    static let wholeNames = zip(
        zip(Gen<Int>.int(in: 0..<surnameList.count), Gen<Int>.int(in: 1...4)).map { index, length in
            String(String.UnicodeScalarView(surnameList[index].unicodeScalars.prefix(length)))
        },
        zip(Gen<String?>.element(of: surnameList + ["张", "伟", "\u{FEFF}", "𠀋"]).map { $0 ?? "" },
            Gen<String?>.element(of: ["太郎", "花子", "张", "伟", " ", "\u{3000}", "\t", "\u{200B}", "\u{301}", "さくら", "Ken", "7", "\u{FEFF}", "𠀋"])
                .map { $0 ?? "" }.array(of: 0...4))
    ).map { surname, rest in surname + rest.0 + rest.1.joined() }

    @Test("A whole name read in place is its reading's text, for all names that start meaningful", arguments: [TextRole.personName, .familyName, .givenName, .text])
    func wholeNameReadInPlace(role: TextRole) async {
        let reader = JapaneseNameTransliterator()
        await propertyCheck(count: 1_000, input: Self.wholeNames) { name in
            guard let first = name.unicodeScalars.first, !TextScanning.isIgnorable(first) else { return }
            let scalars = Array(name.unicodeScalars)
            var units: [UInt16] = [7]
            let read = scalars.withUnsafeBufferPointer { reader.appendReadingUTF16(ofWholeName: $0, role: role, to: &units) }
            #expect(read)
            #expect(units == [7] + Array(reader.transliterate(name, as: role).utf16), "\(name) as \(role)")
        }
    }

    @Test("Names keyed from their bytes key as their strings do, through the CLDR and ICU writers, for all names", arguments: ["cldr", "icu"])
    func wholeNameKeys(provider: String) async throws {
        var registry = try icuRegistry()
        registry.register(CLDRCollationProvider())
        let collator = try registry.makeCollator(locale: LocaleIdentifier("ja"), provider: provider)
        let writing = try #require(collator as? any KeyWritingCollator)
        // One writer for every name, as the host keeps one per thread.
        var writer = writing.makeKeyWriter(reading: JapaneseNameTransliterator(), role: .personName)
        let prefixes = Gen<String?>.element(of: ["", " ", "\u{200B}", "\u{3000}", "\u{FEFF}", "\u{E0001}", "\u{E0001} "]).map { $0 ?? "" }
        await propertyCheck(count: 500, input: zip(prefixes, Self.wholeNames)) { prefix, name in
            expectBytesKeyedAsString(prefix + name, by: &writer, "\(prefix + name)")
        }
        // And long ones, enough that the reading units the writer keeps from name to name are
        // cleared (past 4,096 of them) between two names, more than once.
        for round in 0..<40 {
            expectBytesKeyedAsString("山田" + String(repeating: "花子", count: 120), by: &writer, "round \(round)")
        }
    }

    @Test("Every surname in the table has a kanji and a reading in hiragana")
    func tableReadings() {
        let table = JapaneseSurnames.builtIn
        #expect(table.readings.count == table.count)
        for (surname, reading) in table.readings {
            #expect(surname.unicodeScalars.contains { $0.value >= 0x3400 }, "\(surname)")
            #expect(!reading.isEmpty && reading.unicodeScalars.allSatisfy { (0x3041...0x309F).contains($0.value) || $0 == "ー" }, "\(surname): \(reading)")
        }
    }
}
