import Collation
import Foundation
import CollationContacts
@testable import CollationSearch
import ICUCollation
import PinyinCollation
import PropertyBased
import Testing

@Suite("Keypad layouts")
struct KeypadLayoutTests {
    @Test("Each layout puts the letters on the keys its phones print", arguments: [
        ("en", "Łukasz Nowak", "585279 66925"),
        ("en", "Zoë", "963"),
        ("ru", "Иван Петров", "4225 536652"),
        ("ru", "Алёна", "24352"),
        ("uk", "Ґалина Їжак", "224452 4324"),
        ("be", "Ўладзіслаў", "6423346426"),
        ("bg", "Ѝвайло", "422445"),
        ("sr", "Ђорђе Јовановић", "36733 568266842"),
        ("mk", "Ѓорѓи Ќосе", "35634 7563"),
        ("el", "Γιώργος Παπαδόπουλος", "2497267 727236768567"),
        ("en", "Иван", "????"),
        ("sr-Latn", "Иван", "????"),
    ])
    func layouts(locale: String, name: String, digits: String) {
        #expect(Keypad(locale: locale).digits(of: name) == digits)
    }

    /// Each keypad's letters as its source prints them, key 2 to key 9, written out here apart
    /// from the code: ITU-T E.161 (Latin); the Cyrillic and Greek handset layouts the search
    /// article cites (GOST-style Russian keys, the Ukrainian, Belarusian, Bulgarian, Serbian and
    /// Macedonian phones' keys, ELOT's Greek keys).
    static let printed: [(Keypad.Layout, [String])] = [
        (.latin, ["a b c", "d e f", "g h i", "j k l", "m n o", "p q r s", "t u v", "w x y z"]),
        (.russian, ["а б в г", "д е ё ж з", "и й к л", "м н о п", "р с т у", "ф х ц ч", "ш щ ъ ы", "ь э ю я"]),
        (.ukrainian, ["а б в г ґ", "д е є ж з", "и і ї й к л", "м н о п", "р с т у", "ф х ц ч", "ш щ", "ь ю я"]),
        (.belarusian, ["а б в г", "д е ё ж з", "і й к л", "м н о п", "р с т у ў", "ф х ц ч", "ш ы ь", "э ю я"]),
        (.bulgarian, ["а б в г", "д е ж з", "и й к л ѝ", "м н о п", "р с т у", "ф х ц ч", "ш щ ъ ь", "ю я"]),
        (.serbian, ["а б ц ч ћ", "д е ф ђ", "г х и", "ј к л љ", "м н њ о", "п р с", "т у в", "ш џ з ж"]),
        (.macedonian, ["а б в г", "д ѓ е ж з ѕ ѐ", "и ј к л љ ѝ", "м н њ о", "п р с", "т ќ у ф х", "ц ч џ ш", ""]),
        (.greek, ["α β γ ά", "δ ε ζ έ", "η θ ι ή ί ϊ ΐ", "κ λ μ", "ν ξ ο ό", "π ρ σ ς", "τ υ φ ύ ϋ ΰ", "χ ψ ω ώ"]),
    ]

    @Test("Every letter of every keypad is on the key its source prints, and no other letter of its alphabet is on a key")
    func everyKeyAgainstItsSource() {
        #expect(Set(Self.printed.map(\.0)) == Set(Keypad.Layout.allCases))
        for (layout, keys) in Self.printed {
            let keypad = Keypad(layouts: [layout])
            var printed: Set<Unicode.Scalar> = []
            for (offset, letters) in keys.enumerated() {
                for letter in letters.split(separator: " ") {
                    let scalar = letter.unicodeScalars.first!
                    printed.insert(scalar)
                    #expect(keypad.key(of: scalar) == Character(String(offset + 2)), "\(layout): \(letter) is on key \(offset + 2)")
                }
            }
            // The rest of the script's lowercase letters (Cyrillic U+0430–U+045F, Greek
            // U+03AC–U+03CE) are on no key of this layout, unless E.161 has them.
            let block: ClosedRange<UInt32> = layout == .greek ? 0x3AC...0x3CE : layout == .latin ? 0x61...0x7A : 0x430...0x45F
            for value in block {
                guard let scalar = Unicode.Scalar(value), !printed.contains(scalar) else { continue }
                #expect(keypad.key(of: scalar) == nil, "\(layout): \(Character(scalar)) is on no key")
            }
        }
    }

    @Test("Every layout has E.161's letters first, and no letter on two keys")
    func e161Everywhere() {
        for layout in Keypad.Layout.allCases {
            let keypad = Keypad(layouts: [layout])
            #expect(keypad.layouts.first == .latin)
            #expect(keypad.digits(of: "abcdefghijklmnopqrstuvwxyz") == "22233344455566677778889999")
            #expect(keypad.digits(of: "0123456789") == "0123456789")
        }
        #expect(Keypad(locale: "ru").key(of: "ё") == "3")
        #expect(Keypad(locale: "en").key(of: "ё") == nil)
    }
}

@Suite("Keypad search")
struct KeypadSearchTests {
    static let latinizer = try? ICUTransliterator(id: "Any-Latin; Latin-ASCII")
    let builder = SearchKeyBuilder(latinizer: Self.latinizer)

    func registry() -> ProviderRegistry {
        var registry = ProviderRegistry([])
        PinyinCollationProvider.register(in: &registry)
        return registry
    }

    func index(_ names: [String], locale: String = "zh-Hans") async throws -> KeypadIndex<String> {
        let collation = try IndexedCollation(locale: "zh-Hans", provider: "pinyin", registry: registry())
        let sections = await collation.grouped(names, by: { $0 })
        return await KeypadIndex(sections, keypad: Keypad(locale: locale), builder: builder, display: { $0 },
                                 spellings: { [[NamePart($0, role: .personName)]] })
    }

    static let names = ["曾国藩", "单田芳", "张三", "张三丰", "章珊", "赵四", "Łukasz Nowak", "Lukas Berg", "さくら", "Иван Петров",
                        "Zeng Guofan", "吕乐", "Γιώργος Παπαδόπουλος"]

    @Test("Digits find names by their readings, ranked as the text search ranks", arguments: [
        ("943", "曾国藩", SearchRank.initials),
        ("9364", "曾国藩", .prefix),
        ("9364486326", "曾国藩", .exact),
        ("7426", "单田芳", .prefix),
        ("784", "单田芳", .mixed),
        ("94264", "张三", .prefix),
        ("94264 7", "张三", .prefix),
        ("94264", "张三", .prefix),
        ("942647", "张三", .prefix),
        ("97", "张三", .initials),
        ("726", "张三", .substring),
        ("5852", "Łukasz Nowak", .prefix),
        ("66925", "Łukasz Nowak", .substring),
        ("56", "Łukasz Nowak", .initials),
        ("725872", "さくら", .exact),
        ("757", "さくら", .initials),
        ("4826", "Иван Петров", .prefix),
        ("58 53", "吕乐", .exact),
        ("58 983", "吕乐", .exact),
    ])
    func ranks(digits: String, name: String, rank: SearchRank) async throws {
        let matches = try await index(Self.names).matches(for: digits)
        #expect(matches.first { $0.element == name }?.rank == rank, "\(digits): \(matches.map { "\($0.element) \($0.rank)" })")
    }

    @Test("A surname is read only as a surname: 2364 (ceng) misses 曾国藩, 383 (d-t-f) misses 单田芳")
    func surnamesOnly() async throws {
        let index = try await index(Self.names)
        #expect(!index.matches(for: "2364").contains { $0.element == "曾国藩" })
        #expect(!index.matches(for: "383").contains { $0.element == "单田芳" })
        #expect(index.matches(for: "2364").isEmpty)
    }

    @Test("Each keypad of a locale: Cyrillic letters on a Russian phone, Latin ones everywhere")
    func cyrillicAndGreek() async throws {
        let russian = try await index(Self.names, locale: "ru")
        #expect(russian.matches(for: "4225").first?.element == "Иван Петров")
        #expect(russian.matches(for: "4826").first?.element == "Иван Петров")
        let english = try await index(Self.names, locale: "en")
        #expect(!english.matches(for: "4225").contains { $0.element == "Иван Петров" })
        let greek = try await index(Self.names, locale: "el")
        #expect(greek.matches(for: "24972").first?.element == "Γιώργος Παπαδόπουλος")
    }

    @Test("Matches come best rank first, ties in section order")
    func order() async throws {
        let matches = try await index(["张三丰", "章三", "赵四", "张三", "周山"]).matches(for: "97")
        #expect(matches.map(\.element) == ["张三", "章三", "张三丰", "赵四", "周山"])
        #expect(matches.allSatisfy { $0.rank == .initials })
    }

    @Test("Every unit by its first letter ranks above a mixed prefix: 945 finds 诸葛亮 (z-g-l) before 解缙 (xi + j)")
    func initialsBeforeMixed() async throws {
        let index = try await index(["解缙", "诸葛亮", "谢晋"])
        let matches = index.matches(for: "945")
        #expect(matches.map(\.element).prefix(2) == ["诸葛亮", "解缙"])
        #expect(matches.map(\.rank).prefix(2) == [.initials, .mixed])
    }

    @Test("A middle word may be skipped, ranked after every other match of a name", arguments: [
        ("9764", "William John Smith", ["W", "Smi"]),
        ("642", "Martin Jr Harry", ["M", "Ha"]),
        ("5945", "Jason F. Williams", ["J", "Wil"]),
        ("427653", "H.Harold", ["Harold"]),
        ("76484", "J.Smith", ["Smith"]),
        ("6743", "O'Shea", ["O", "She"]),
        ("3264", "D'Angelo", ["D", "Ang"]),
        ("5764", "J.Smith", ["J", "Smi"]),
    ])
    func skippingAndSeparators(digits: String, name: String, marked: [String]) async throws {
        let index = try await index([name, "Zoe Smith", "Anna"])
        let match = try #require(index.matches(for: digits).first { $0.element == name })
        let highlight = try #require(match.highlight)
        #expect(highlight.ranges.map { String(highlight.text[$0]) } == marked)
    }

    @Test("Highlights mark the characters the digits typed")
    func highlights() async throws {
        let index = try await index(Self.names)
        func marked(_ digits: String, _ name: String) -> [String]? {
            guard let highlight = index.matches(for: digits).first(where: { $0.element == name })?.highlight else { return nil }
            return highlight.ranges.map { String(highlight.text[$0]) }
        }
        #expect(marked("943", "曾国藩") == ["曾国藩"])
        #expect(marked("9364", "曾国藩") == ["曾"])
        #expect(marked("5852", "Łukasz Nowak") == ["Łuka"])
        #expect(marked("66925", "Łukasz Nowak") == ["Nowak"])
        #expect(marked("7258", "さくら") == ["さく"])
        #expect(marked("726", "张三") == ["三"])
        #expect(marked("4826", "Иван Петров") == ["Иван"])
        let utf16 = index.matches(for: "5852").first { $0.element == "Łukasz Nowak" }?.highlight?.utf16Ranges
        #expect(utf16?.map(\.start) == [0] && utf16?.map(\.length) == [4])
    }

    @Test("Digits find telephone numbers (after names), whatever their punctuation")
    func phoneNumbers() async throws {
        let contacts = [
            Contact(givenName: "国藩", familyName: "曾", phones: ["+86 138-0013-8000"]),
            Contact(givenName: "Anna", familyName: "Schmidt", phones: ["(030) 943 12"]),
        ]
        let collation = try IndexedCollation(locale: "zh-Hans", provider: "pinyin", registry: registry())
        let sections = await collation.grouped(contacts, by: \.displayName)
        let index = await KeypadIndex(sections, keypad: Keypad(locale: "zh-Hans"), builder: builder)
        let matches = index.matches(for: "943")
        #expect(matches.map(\.rank) == [.initials, .phoneNumber])
        #expect(matches.last?.element.familyName == "Schmidt")
        let number = try #require(index.matches(for: "80013").first?.highlight)
        #expect(number.isPhoneNumber && number.text == "+86 138-0013-8000")
        #expect(number.ranges.map { String(number.text[$0]) } == ["8", "0013"])
        #expect(index.matches(for: "+86 (138)").first?.rank == .phoneNumber)
    }

    /// Digit queries over the names' keys.
    static let queries = Gen<String?>.element(of: ["2", "3", "4", "5", "6", "7", "8", "9"]).map { $0 ?? "2" }.array(of: 1...6).map { $0.joined() }

    @Test("A query one digit longer never finds a name the shorter one missed; refining finds what a new search finds")
    func narrowing() async throws {
        let index = try await index(Self.names + ["王小明", "刘德华", "李娜", "Anna Lee", "Zhang Wei", "さとう", "Ken Watanabe"])
        await propertyCheck(count: 300, input: Self.queries) { query in
            var search = index.search(String(query.prefix(1)))
            for length in 2...max(2, query.count) where length <= query.count {
                let typed = String(query.prefix(length))
                let refined = search.refined(to: typed)
                let fresh = index.search(typed)
                let before = Set(search.matches().map(\.element))
                #expect(Set(refined.matches().map(\.element)).isSubset(of: before), "\(typed)")
                #expect(refined.matches().map(\.element) == fresh.matches().map(\.element), "\(typed)")
                #expect(refined.matches().map(\.rank) == fresh.matches().map(\.rank), "\(typed)")
                search = refined
            }
        }
    }

    @Test("A one-digit query (the first keystroke, ranked without the matcher) ranks as the matcher does")
    func oneDigit() async throws {
        let keypad = Keypad(locale: "ru")
        await propertyCheck(count: 300, input: Self.generated) { name in
            let line = builder.keys(for: name).line
            var digits: [UInt8] = []
            let bytes = Array(line.utf8)
            keypad.appendDigits(of: bytes[(bytes.firstIndex(of: 0x09) ?? bytes.count)...], to: &digits)
            for digit in UInt8(ascii: "0")...UInt8(ascii: "9") {
                let fast = digits.withUnsafeBufferPointer { KeypadIndex<String>.rank(ofDigit: digit, line: $0) }
                let matcher = digits.withUnsafeBufferPointer { SearchQuery(String(UnicodeScalar(digit))).rank(ofLine: $0) }
                #expect(fast == matcher, "\(name): \(String(decoding: digits, as: UTF8.self)) \(UnicodeScalar(digit))")
            }
        }
    }

    @Test("The highlight's path finder ranks each reading as the matcher does (its slow twin)")
    func pathAgreesWithMatcher() async throws {
        let keypad = Keypad(locale: "zh-Hans")
        await propertyCheck(count: 300, input: Self.generated, Self.queries) { name, query in
            for reading in builder.keys(for: name).readings {
                var digits: [UInt8] = []
                keypad.appendDigits(of: Array(reading.utf8), to: &digits)
                // A random query, and the reading's own digits typed as far as the query is long.
                let own = Array(digits.filter { $0 != 0x20 && $0 != 0x7C }.prefix(query.count))
                for typed in [Array(query.utf8), own] where !typed.isEmpty {
                    let path = UnitPath(reading: digits, query: typed)
                    let matcher = digits.withUnsafeBufferPointer { line in
                        typed.withUnsafeBufferPointer { SearchQuery.rank(ofReading: line, query: $0, best: nil) }
                    }
                    let skipping = matcher == nil && digits.withUnsafeBufferPointer { line in
                        typed.withUnsafeBufferPointer { SearchQuery.matchesSkipping(line, query: $0) }
                    }
                    #expect(path?.rank == (skipping ? .skipping : matcher), "\(name): \(reading) typed \(String(decoding: typed, as: UTF8.self))")
                }
            }
        }
    }

    /// Latin words with what names hold between and inside them: apostrophes, dots, hyphens,
    /// accents (not ß or Æ, whose one letter is two keys).
    static let words = Gen<String?>.element(of: [
        "O'Shea", "D’Angelo", "J.", "Smith", "Jean-Luc", "Émile", "Zoë", "van", "der", "McDonald", "Łukasz", "Ana", "ab", "H.Harold", "Yo-Yo",
    ]).map { $0 ?? "" }.array(of: 1...4)

    @Test("A highlight marks exactly the letters whose keys were typed, whichever words were typed or skipped")
    func highlightCoversTypedLetters() async throws {
        let keypad = Keypad(locale: "en")
        await propertyCheck(count: 300, input: Self.words, Gen<Int>.int(in: 0...1_000_000)) { words, seed in
            let name = words.joined(separator: " ")
            // The units as the reader types them, and a way of typing some: from a unit, a
            // prefix of each unit typed, some units skipped.
            let units = name.split(whereSeparator: { " '’.-".contains($0) }).map(String.init)
            var random = seed
            func next(_ bound: Int) -> Int { random = (random &* 1_103_515_245 &+ 12_345) & 0x7FFF_FFFF; return random % bound }
            var typed = ""
            var unit = next(units.count)
            while unit < units.count {
                let letters = Array(units[unit])
                typed += String(letters.prefix(1 + next(letters.count)))
                unit += 1 + (next(3) == 0 ? 1 : 0)
            }
            let digits = keypad.digits(of: typed).filter(\.isNumber)
            let index = try? await index([name])
            guard let index, !digits.isEmpty else { return }
            guard let highlight = index.matches(for: digits).first?.highlight else {
                Issue.record("\(name) not found by \(digits) (\(typed))")
                return
            }
            let marked = highlight.ranges.map { String(highlight.text[$0]) }.joined()
            #expect(keypad.digits(of: marked).filter { $0 != " " } == digits, "\(name) by \(digits) (\(typed)) marks \(marked)")
            #expect(!marked.contains { " '’.-".contains($0) }, "\(name) by \(digits): marks a separator in \(marked)")
        }
    }

    /// Names of one to three pieces from several scripts.
    static let generated = Gen<String?>.element(of: [
        "张", "三", "曾", "国", "藩", "乐", "吕", "重", "庆", "さ", "く", "ら", "きょ", "と", "Émile", "Zoë", "ana", "Łukasz", "Straße", "a", "O",
    ]).map { $0 ?? "" }.array(of: 1...3).map { $0.joined(separator: " ") }

    @Test("Every name is found by the digits of its full reading (exactly) and of its initials")
    func ownReadings() async throws {
        let keypad = Keypad(locale: "zh-Hans")
        let builder = builder
        await propertyCheck(count: 300, input: Self.generated) { name in
            let index = try? await index([name, "王小明", "Anna Lee"])
            guard let index, let reading = builder.keys(for: name).readings.first else { return }
            let units = reading.split(separator: " ").map { String($0.split(separator: "|")[0]) }
            let full = keypad.digits(of: units.joined())
            let initials = keypad.digits(of: units.compactMap { $0.first.map(String.init) }.joined())
            #expect(index.matches(for: full).first { $0.element == name }?.rank == .exact, "\(full) for \(name)")
            #expect(index.matches(for: initials).first { $0.element == name }.map { $0.rank <= .initials } == true, "\(initials) for \(name)")
        }
    }

    @Test("Over the surname table: a surname's other readings never find it")
    func surnameTable() async throws {
        let keypad = Keypad(locale: "zh-Hans")
        let collation = try IndexedCollation(locale: "zh-Hans", provider: "pinyin", registry: registry())
        var checked = 0
        let table = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Sources/PinyinCollation/Data/surnames.tsv").standardized
        let surnames = try String(contentsOf: table, encoding: .utf8).split(separator: "\n")
            .filter { !$0.hasPrefix("#") }.compactMap { $0.split(separator: "\t").first.map(String.init) }
        for surname in surnames where surname.unicodeScalars.count == 1 {
            guard let scalar = surname.unicodeScalars.first, let syllables = PinyinData.surnames[surname], syllables.count == 1 else { continue }
            let reading = syllables[0].toneless
            let others = ([PinyinTable.reading(of: scalar)?.toneless].compactMap { $0 } + PinyinTable.otherReadings(of: scalar))
                .filter { $0 != reading }
            guard !others.isEmpty else { continue }
            let contact = Contact(givenName: "明", familyName: surname)
            let sections = await collation.grouped([contact], by: \.displayName)
            let index = await KeypadIndex(sections, keypad: keypad, builder: builder)
            let truth = Array(keypad.digits(of: reading.replacing("ü", with: "v") + " ming").utf8)
            for other in others {
                let digits = keypad.digits(of: other.replacing("ü", with: "v"))
                // What the surname reading alone would find (another reading's digits may spell
                // the start of it, as 盖 gě and gài, 43 and 424, do not, but 区 ōu and qū…).
                let expected = index.search(digits).isEmpty == false
                let allowed = Self.matches(Array(digits.utf8), truth)
                #expect(expected == allowed, "\(surname) \(reading) typed as \(other) (\(digits))")
                if !allowed { checked += 1 }
            }
        }
        #expect(checked > 30, "the table gave \(checked) cases")
    }

    /// Whether `query` finds the digit reading `reading` (units separated by spaces): a
    /// reference model of the ranks, simpler than the matcher (one spelling a unit).
    static func matches(_ query: [UInt8], _ reading: [UInt8]) -> Bool {
        let units = reading.split(separator: 0x20).map(Array.init)
        func from(_ unit: Int, _ at: Int) -> Bool {
            if at == query.count { return true }
            guard unit < units.count else { return false }
            var taken = 1
            while taken <= units[unit].count, at + taken <= query.count, units[unit][taken - 1] == query[at + taken - 1] {
                if from(unit + 1, at + taken) || (at + taken == query.count) { return true }
                taken += 1
            }
            return false
        }
        return units.indices.contains { from($0, 0) }
    }
}
