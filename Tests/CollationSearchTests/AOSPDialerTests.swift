import Collation
import CollationContacts
@testable import CollationSearch
import PinyinCollation
import Testing

/// AOSP Dialer's smart-dial tests, ported as facts (a name, the digits typed, what AOSP finds
/// and marks), case by case, from `packages/apps/Dialer`:
/// `tests/src/com/android/dialer/dialpad/SmartDialNameMatcherTest.java` (the matcher: whether a
/// name matches and which characters it marks) and
/// `tests/src/com/android/dialer/database/SmartDialPrefixTest.java` (the prefix table: which
/// contacts a query finds). Where the package answers otherwise on purpose, the case says so
/// and why (the search article has the same list); every other case must answer as AOSP does.
@Suite("AOSP Dialer's smart-dial tests")
struct AOSPDialerTests {
    /// One case of the matcher's test.
    struct MatcherCase: Sendable, CustomTestStringConvertible {
        /// The display name.
        let name: String
        /// The digits typed.
        let digits: String
        /// The UTF-16 ranges AOSP marks (start, end); empty when it finds nothing.
        let aosp: [(Int, Int)]
        /// Where the package answers otherwise on purpose: what it marks instead, and why.
        var ours: [(Int, Int)]?
        var why: String?

        init(_ name: String, _ digits: String, _ aosp: [(Int, Int)], ours: [(Int, Int)]? = nil, why: String? = nil) {
            self.name = name
            self.digits = digits
            self.aosp = aosp
            self.ours = ours
            self.why = why
        }

        var testDescription: String { "\(name) by \(digits)" }
    }

    static let readsHan = "The package reads Han as pinyin (王 is wang), so the first way 59264 types this name is L + 王"

    /// `SmartDialNameMatcherTest`'s `checkMatches` cases, in its order.
    static let matcherCases: [MatcherCase] = [
        // testMatches
        .init("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz", "2223334445556667777888999922233344455566677778889999", [(0, 52)]),
        .init("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz", "2223334445556667777888999922233344455566677778889929", []),
        .init("joe", "5", [(0, 1)]),
        .init("joe", "56", [(0, 2)]),
        .init("joe", "563", [(0, 3)]),
        .init("joe", "63", []),
        .init("joe oe", "63", [(4, 6)]),
        .init("joe oe", "56363", [(0, 6)]),
        // testMatches_repeatedLetters
        .init("aaaaaaaaaa", "2222222222", [(0, 10)]),
        .init("aaaaaaaaaa", "22222222222", []),
        .init("zzzzzzzzzz zzzzzzzzzz", "99999999999999999999", [(0, 21)]),
        // testMatches_repeatedSpaces
        .init("William     J  Smith", "9455426576", [(0, 17)]),
        .init("William     J  Smith", "576", [(12, 17)]),
        .init("William     J  Smith", "6576", []),
        // testMatches_Initial
        .init("William John Smith", "957", [(0, 1), (8, 9), (13, 14)]),
        .init("William John Smith", "957648", [(0, 1), (8, 9), (13, 17)]),
        .init("William John Smith", "95646", [(0, 1), (8, 12)]),
        .init("William John Smith", "5764", [(8, 9), (13, 16)]),
        .init("William        John   Smith", "5764", [(15, 16), (22, 25)]),
        // testMatches_InitialWithSeparator
        .init("William John-Smith", "957", [(0, 1), (8, 9), (13, 14)]),
        .init("William John-O'Shea", "956743", [(0, 1), (8, 9), (13, 18)]),
        .init("William-John Smith", "95646", [(0, 1), (8, 12)]),
        .init("William John-Smith", "5764", [(8, 9), (13, 16)]),
        .init("William John-Smith", "9764", [(0, 1), (13, 16)]),
        .init("William        John---Smith", "5764", [(15, 16), (22, 25)]),
        .init("Berkeley Hair-Studio", "788346", [(14, 20)]),
        .init("H.Harold", "427653", [(2, 8)]),
        .init("Yo-Yoghurt Land", "964487", [(3, 9)]),
        .init("Yo-Yoghurt Land", "96448785263", [(3, 15)]),
        .init("Yo-Yoghurt Land", "95263", [(3, 4), (11, 15)]),
        .init("Yo-Yoghurt Land", "995263", [(0, 1), (3, 4), (11, 15)]),
        .init("ab zz ef", "23", [(0, 1), (6, 7)]),
        // testMatches_repeatedSeparators
        .init("John,,,,,Doe", "5646", [(0, 4)]),
        .init("John,,,,,Doe", "56463", [(0, 10)]),
        .init("John,,,,,Doe", "363", [(9, 12)]),
        // testMatches_LatinMix
        .init("Lee王力Wang宏", "59264", [(0, 1), (5, 9)], ours: [(0, 1), (3, 4)], why: readsHan),
        .init("千Abcd佳智Efgh佳IJKL", "222333444555", [(1, 16)]),
        .init("Peterعبد الرحمنJames", "752637", [(0, 1), (15, 20)]),
        // testMatches_umlaut
        .init("ÄÖÜäöü", "268268", [(0, 6)]),
        // testMatches_NumberInName
        .init("+1-123-456-6789", "1234566789", [(3, 15)]),
        .init("3rd Grade Teacher", "373", [(0, 3)]),
        .init("1800 Win A Prize", "1800", [(0, 4)]),
        .init("1800 Win A Prize", "1800946277493", [(0, 16)]),
        .init("1800 Win A Prize", "977493", [(5, 6), (11, 16)]),
        // testMatches_germanSharpS, suppressed in AOSP ("great if it was treated as s or ss"): the
        // package folds ß to ss.
        .init("ß", "7", [(0, 1)]),
        .init("ß", "77", [(0, 1)]),
    ]

    /// The keypad index of one name, as a phone's list (E.161 keys).
    static func index(_ names: [String], phones: [String: [String]] = [:]) async throws -> KeypadIndex<String> {
        var registry = ProviderRegistry([])
        PinyinCollationProvider.register(in: &registry)
        let collation = try IndexedCollation(locale: "en", provider: "pinyin", registry: registry)
        let sections = await collation.grouped(names, by: { $0 })
        return await KeypadIndex(sections, keypad: Keypad(locale: "en"), builder: SearchKeyBuilder(), display: { $0 },
                                 spellings: { [[NamePart($0, role: .personName)]] }, phoneNumbers: { phones[$0] ?? [] })
    }

    /// The UTF-16 offsets in `ranges` of `text` whose character has a key: what a match marks,
    /// compared apart from the separators and unread characters between the letters (AOSP marks
    /// one range across "O'She", the package the letters O and She).
    static func keyedOffsets(_ ranges: [(Int, Int)], in text: String) -> Set<Int> {
        let units = Array(text.utf16)
        let keypad = Keypad(locale: "en")
        var offsets: Set<Int> = []
        for (start, end) in ranges {
            for offset in start..<end where offset < units.count {
                let character = String(utf16CodeUnits: [units[offset]], count: 1)
                if keypad.digits(of: character).allSatisfy(\.isNumber), !keypad.digits(of: character).isEmpty { offsets.insert(offset) }
            }
        }
        return offsets
    }

    @Test("SmartDialNameMatcherTest: what each name is found by, and the letters marked", arguments: matcherCases)
    func matcher(_ test: MatcherCase) async throws {
        let index = try await Self.index([test.name])
        let match = index.matches(for: test.digits).first
        let expected = test.ours ?? test.aosp
        #expect((match != nil) == !expected.isEmpty)
        guard let highlight = match?.highlight else { return }
        let marked = highlight.utf16Ranges.map { ($0.start, $0.start + $0.length) }
        if test.ours != nil {
            #expect(marked.map { [$0.0, $0.1] } == expected.map { [$0.0, $0.1] }, "\(test.why ?? "")")
        } else {
            #expect(Self.keyedOffsets(marked, in: test.name) == Self.keyedOffsets(expected, in: test.name))
        }
    }

    /// One case of a number's match: the number, the digits, and AOSP's answer (the UTF-16
    /// range it marks, or nil).
    struct NumberCase: Sendable, CustomTestStringConvertible {
        let number: String
        let digits: String
        let aosp: (Int, Int)?
        /// What the package marks where AOSP finds nothing: a number's digits match anywhere in
        /// it, by the package's rule.
        var ours: (Int, Int)?

        init(_ number: String, _ digits: String, _ aosp: (Int, Int)?, ours: (Int, Int)? = nil) {
            self.number = number
            self.digits = digits
            self.aosp = aosp
            self.ours = ours
        }

        var testDescription: String { "\(number) by \(digits)" }
    }

    /// `SmartDialNameMatcherTest`'s `checkMatchesNumber` cases (NANP matching on where the test
    /// turns it on). AOSP matches a number only from its start, after its country code, or (in
    /// North America) after the 1 or the area code; the package matches its digits anywhere,
    /// so that the end of a number someone half remembers finds it too.
    static let numberCases: [NumberCase] = [
        .init("5103337596", "510", (0, 3)),
        .init("5103337596", "511", nil),
        .init("5103337596", "5103337596", (0, 10)),
        .init("123-456-789", "123456789", (0, 11)),
        .init("123-456-789", "123456788", nil),
        .init("09999999999", "099", (0, 3)),
        .init("+15103337596", "5103337596", (2, 12)),
        .init("+15103337596", "15103337596", (0, 12)),
        .init("+6591776930", "6591", (0, 5)),
        .init("+6591776930", "9177", (3, 7)),
        .init("+6591776930", "5917", nil, ours: (2, 6)),
        .init("+3612345678", "361234", (0, 7)),
        .init("+3612345678", "1234", (3, 7)),
        .init("+852 2222 2222", "85222222222", (0, 14)),
        .init("+852 2222 3333", "2222", (5, 9)),
        .init("+854 1111 2222", "8541111", (0, 9)),
        .init("+854 1111 2222", "1111", nil, ours: (5, 9)),
        .init("1-510-333-7596", "5103337596", (2, 14)),
        .init("1-510-333-7596", "3337596", (6, 14)),
        .init("+1-510-333-7596", "5103337596", (3, 15)),
        .init("+1-510-333-7596", "3337596", (7, 15)),
        .init("+1-510-333-7596", "103337596", nil, ours: (4, 15)),
        .init("+1-510-333-7596", "337596", nil, ours: (8, 15)),
        .init("+1510 3337596", "5103337596", (2, 13)),
        .init("+1510 3337596", "3337596", (6, 13)),
        .init("+1510 3337596", "103337596", nil, ours: (3, 13)),
        .init("+1510 3337596", "37596", nil, ours: (8, 13)),
        .init("1-510-333-759", "510333759", nil, ours: (2, 13)),
        .init("510-333-759", "333759", nil, ours: (4, 11)),
        .init("(650) 292 2323", "2922323", (6, 14)),
        .init("(650) 292 2323", "6502922323", (0, 14)),
        // The same with NANP matching off, as the test also asks.
        .init("1-510-333-7596", "3337596", nil, ours: (6, 14)),
        .init("(650) 292 2323", "2922323", nil, ours: (6, 14)),
    ]

    @Test("SmartDialNameMatcherTest: which numbers the digits find, and the digits marked", arguments: numberCases)
    func numbers(_ test: NumberCase) async throws {
        let index = try await Self.index(["Ω"], phones: ["Ω": [test.number]])
        let expected = test.ours ?? test.aosp
        let match = index.matches(for: test.digits).first
        #expect((match != nil) == (expected != nil))
        guard let highlight = match?.highlight, let expected else { return }
        #expect(highlight.isPhoneNumber && highlight.text == test.number)
        let marked = highlight.utf16Ranges.map { ($0.start, $0.start + $0.length) }
        #expect(Self.digitOffsets(marked, in: test.number) == Self.digitOffsets([expected], in: test.number))
    }

    /// The offsets of the digits in `ranges` of `number`.
    static func digitOffsets(_ ranges: [(Int, Int)], in number: String) -> [Int] {
        let units = Array(number.utf16)
        return ranges.flatMap { $0.0..<$0.1 }.filter { $0 < units.count && (0x30...0x39).contains(units[$0]) }
    }

    /// A contact of `SmartDialPrefixTest`: its name and number.
    typealias Entry = (name: String, number: String)

    /// `SmartDialPrefixTest`'s cases: a book, then queries with the contacts AOSP finds and the
    /// ones it does not. The number cases where AOSP finds nothing because the digits do not
    /// start the number (or follow its country code) are found here, by the package's rule:
    /// they are listed in `oursAlsoFinds`.
    struct PrefixCase: Sendable, CustomTestStringConvertible {
        let test: String
        let book: [Entry]
        let query: String
        let finds: [String]
        let misses: [String]
        var oursAlsoFinds: [String] = []

        var testDescription: String { "\(test): \(query)" }
    }

    static let fullName: [Entry] = [("Jason Smith", ""), ("Jason Smitt", ""), ("abc def ghi jkl mno pqrs tuv wxyz", "12345678")]
    static let partialName: [Entry] = [("Mary Jane", ""), ("Sarah Smith", ""), ("Jason Smitt", "")]
    static let martin: [Entry] = [("Martin Jr Harry", "")]
    static let alphabet: [Entry] = [("abc def ghi jkl mno pqrs tuv wxyz", "12345678")]
    static let countryCodes: [Entry] = [("James", "+13684976334"), ("Jason", "+65 9177-6930"), ("Mike", "+85212345678"), ("Invalid", "+85112345678")]

    static let prefixCases: [PrefixCase] = [
        .init(test: "testPutForFullName", book: fullName, query: "5276676484", finds: ["Jason Smith"], misses: ["Jason Smitt"]),
        .init(test: "testPutForFullName", book: fullName, query: "5276676488", finds: ["Jason Smitt"], misses: ["Jason Smith"]),
        .init(test: "testPutForFullName", book: fullName, query: "22233344455566677778889999", finds: [fullName[2].name], misses: []),
        .init(test: "testPutForFullName", book: fullName, query: "33344455566677778889999", finds: [fullName[2].name], misses: []),
        .init(test: "testPutForFullName", book: fullName, query: "44455566677778889999", finds: [fullName[2].name], misses: []),
        .init(test: "testPutForFullName", book: fullName, query: "55566677778889999", finds: [fullName[2].name], misses: []),
        .init(test: "testPutForFullName", book: fullName, query: "66677778889999", finds: [fullName[2].name], misses: []),
        .init(test: "testPutForFullName", book: fullName, query: "77778889999", finds: [fullName[2].name], misses: []),
        .init(test: "testPutForFullName", book: fullName, query: "8889999", finds: [fullName[2].name], misses: []),
        .init(test: "testPutForFullName", book: fullName, query: "9999", finds: [fullName[2].name], misses: []),
        .init(test: "testPutForFullName", book: fullName, query: "12345678", finds: [fullName[2].name], misses: []),
        .init(test: "testPutForPartialName", book: partialName, query: "6279", finds: ["Mary Jane"], misses: ["Jason Smitt"]),
        .init(test: "testPutForPartialName", book: partialName, query: "72", finds: ["Sarah Smith"], misses: ["Mary Jane", "Jason Smitt"]),
        .init(test: "testPutForPartialName", book: partialName, query: "76", finds: ["Sarah Smith", "Jason Smitt"], misses: ["Mary Jane"]),
        .init(test: "testPutForNameTokens", book: [("Jason F. Williams", "")], query: "527", finds: ["Jason F. Williams"], misses: []),
        .init(test: "testPutForNameTokens", book: [("Jason F. Williams", "")], query: "945", finds: ["Jason F. Williams"], misses: []),
        .init(test: "testPutForNameTokens", book: [("Jason F. Williams", "")], query: "66", finds: [], misses: ["Jason F. Williams"]),
    ] + [("654", true), ("456", false), ("6542", true), ("542", true), ("642", true), ("6542779", true), ("65742779", true),
         ("542779", true), ("547", false), ("655", false), ("653", false), ("6543", false)].map { query, found in
        PrefixCase(test: "testPutForInitialMatches", book: martin, query: query,
                   finds: found ? ["Martin Jr Harry"] : [], misses: found ? [] : ["Martin Jr Harry"])
    } + ["2389999", "239999", "23888", "2333", "289999", "2888", "29999", "3888", "39999", "389999", "89999"].map {
        PrefixCase(test: "testPutForInitialMatchesForLongTokenNames", book: alphabet, query: $0, finds: [alphabet[0].name], misses: [])
    } + [
        .init(test: "testCheckLongToken", book: [(" aaaa bbbb cccc dddd eeee ffff gggg hhhh iiii jjjj kkkk llll mmmm nnnn oooo pppp qqqq rrrr ssss tttt uuuu vvvv  wwww xxxx yyyy zzzz", "1")],
              query: "2222", finds: [" aaaa bbbb cccc dddd eeee ffff gggg hhhh iiii jjjj kkkk llll mmmm nnnn oooo pppp qqqq rrrr ssss tttt uuuu vvvv  wwww xxxx yyyy zzzz"], misses: []),
        .init(test: "testAccentedCharacters", book: [("Reenée", "0"), ("Brontë", "0")], query: "733633", finds: ["Reenée"], misses: []),
        .init(test: "testAccentedCharacters", book: [("Reenée", "0"), ("Brontë", "0")], query: "276683", finds: ["Brontë"], misses: []),
        .init(test: "testNumbersInName", book: [("12345678", "0"), ("1st Grade Teacher", "0")], query: "12345678", finds: ["12345678"], misses: []),
        .init(test: "testNumbersInName", book: [("12345678", "0"), ("1st Grade Teacher", "0")], query: "17847233", finds: ["1st Grade Teacher"], misses: []),
        .init(test: "testNumbersInName", book: [("12345678", "0"), ("1st Grade Teacher", "0")], query: "14832", finds: ["1st Grade Teacher"], misses: []),
        .init(test: "testPutForNumbers", book: [("James", "510-527-2357")], query: "510", finds: ["James"], misses: []),
        .init(test: "testPutForNumbers", book: [("James", "510-527-2357")], query: "511", finds: [], misses: ["James"]),
        .init(test: "testPutForNumbers", book: [("James", "77212862357")], query: "77212862357", finds: ["James"], misses: []),
        .init(test: "testPutForNumbers", book: [("James", "77212862357")], query: "77212862356", finds: [], misses: ["James"]),
        .init(test: "testPutForNumbers", book: [("James", "+13684976334")], query: "1368", finds: ["James"], misses: []),
        .init(test: "testPutForNumbers", book: [("James", "+13684976334")], query: "1367", finds: [], misses: ["James"]),
        .init(test: "testPutNumbersCountryCode", book: countryCodes, query: "1368", finds: ["James"], misses: []),
        .init(test: "testPutNumbersCountryCode", book: countryCodes, query: "368497", finds: ["James"], misses: []),
        .init(test: "testPutNumbersCountryCode", book: countryCodes, query: "2368497", finds: [], misses: ["James"]),
        .init(test: "testPutNumbersCountryCode", book: countryCodes, query: "6591776930", finds: ["Jason"], misses: []),
        .init(test: "testPutNumbersCountryCode", book: countryCodes, query: "91776930", finds: ["Jason"], misses: []),
        .init(test: "testPutNumbersCountryCode", book: countryCodes, query: "591776930", finds: [], misses: [], oursAlsoFinds: ["Jason"]),
        .init(test: "testPutNumbersCountryCode", book: countryCodes, query: "85212345678", finds: ["Mike"], misses: []),
        .init(test: "testPutNumbersCountryCode", book: countryCodes, query: "12345678", finds: ["Mike"], misses: [], oursAlsoFinds: ["Invalid"]),
        .init(test: "testPutNumbersCountryCode", book: countryCodes, query: "5212345678", finds: [], misses: [], oursAlsoFinds: ["Mike"]),
        .init(test: "testPutNumbersCountryCode", book: countryCodes, query: "85112345678", finds: ["Invalid"], misses: []),
    ]

    @Test("SmartDialPrefixTest: which contacts of a book each query finds", arguments: prefixCases)
    func prefix(_ test: PrefixCase) async throws {
        let phones = Dictionary(test.book.map { ($0.name, [$0.number]) }, uniquingKeysWith: { $0 + $1 })
        let index = try await Self.index(test.book.map(\.name), phones: phones)
        let found = Set(index.matches(for: test.query).map(\.element))
        for name in test.finds + test.oursAlsoFinds { #expect(found.contains(name), "\(name)") }
        for name in test.misses { #expect(!found.contains(name), "\(name)") }
    }

    /// `SmartDialPrefixTest`'s `testPutNumbersNANP` and `testPutNumbersNonNANP`: a contact's
    /// number, a query, and whether AOSP finds it (with the user in North America, then not).
    /// The package finds a number wherever its digits hold the query: `ours` says so where
    /// AOSP, matching from the start, the country code or the area code only, does not. (The
    /// test's two Mikes and two Invalids are named apart here.)
    static let nanpCases: [(number: String, query: String, aosp: Bool, ours: Bool)] = [
        ("16503337596", "16503337596", true, true), ("16503337596", "6503337596", true, true), ("16503337596", "3337596", true, true),
        ("5109921234", "5109921234", true, true), ("5109921234", "9921234", true, true),
        ("(415)-123-4567", "4151234567", true, true), ("(415)-123-4567", "1234567", true, true),
        ("1 510-284-9170", "15102849170", true, true), ("1 510-284-9170", "5102849170", true, true), ("1 510-284-9170", "2849170", true, true),
        ("1-415-123-123", "1415123123", true, true), ("1-415-123-123", "415123123", false, true), ("1-415-123-123", "123123", false, true),
        ("415-123-123", "415123123", true, true), ("415-123-123", "123123", false, true),
        ("+1-510-284-9170", "15102849170", true, true), ("+1-510-284-9170", "5102849170", true, true),
        ("+1-510-284-9170", "2849170", true, true), ("+1-510-284-9170", "849170", false, true), ("+1-510-284-9170", "10849170", false, false),
        ("+1-510-284-917", "1510284917", true, true), ("+1-510-284-917", "510284917", true, true), ("+1-510-284-917", "2849170", false, false),
        ("+857-510-284-9170", "8575102849170", true, true), ("+857-510-284-9170", "5102849170", false, true), ("+857-510-284-9170", "2849170", false, true),
        // testPutNumbersNonNANP: outside North America AOSP drops the NANP rules.
        ("(415)-123-4567", "4151234567", true, true), ("(415)-123-4567", "1234567", false, true),
        ("1 510-284-9170", "15102849170", true, true), ("1 510-284-9170", "5102849170", false, true), ("1 510-284-9170", "2849170", false, true),
    ]

    @Test("SmartDialPrefixTest: the North American numbers, found wherever their digits hold the query")
    func nanp() async throws {
        for test in Self.nanpCases {
            let index = try await Self.index(["Ω"], phones: ["Ω": [test.number]])
            #expect((index.matches(for: test.query).first?.rank == .phoneNumber) == test.ours, "\(test.number) by \(test.query)")
            if test.ours != test.aosp { #expect(test.ours && !test.aosp, "only where a number holds the digits past its start") }
        }
    }
}
