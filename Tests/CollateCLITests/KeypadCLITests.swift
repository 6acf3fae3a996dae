import Foundation
import TestSupport
import Testing

/// `collate search --keypad` with the built binary: every keypad, phone numbers, highlights.
@Suite("collate search --keypad")
struct KeypadCLITests {
    /// A phone's address book in many scripts, with telephone numbers written as people write them.
    static let vcard = """
        BEGIN:VCARD
        VERSION:3.0
        N:曾;国藩;;;
        FN:曾国藩
        TEL;TYPE=CELL:+86 138-0013-8000
        END:VCARD
        BEGIN:VCARD
        VERSION:3.0
        N:单;田芳;;;
        FN:单田芳
        END:VCARD
        BEGIN:VCARD
        VERSION:3.0
        N:张;三;;;
        FN:张三
        END:VCARD
        BEGIN:VCARD
        VERSION:3.0
        N:佐藤;さくら;;;
        FN:佐藤さくら
        X-PHONETIC-FIRST-NAME:さくら
        X-PHONETIC-LAST-NAME:さとう
        END:VCARD
        BEGIN:VCARD
        VERSION:3.0
        N:Nowak;Łukasz;;;
        FN:Łukasz Nowak
        TEL:(030) 943-12 77
        END:VCARD
        BEGIN:VCARD
        VERSION:3.0
        N:Петров;Иван;;;
        FN:Иван Петров
        END:VCARD
        BEGIN:VCARD
        VERSION:3.0
        N:Шевченко;Ґанна;;;
        FN:Ґанна Шевченко
        END:VCARD
        BEGIN:VCARD
        VERSION:3.0
        N:Лукашенко;Ўладзь;;;
        FN:Ўладзь Лукашенко
        END:VCARD
        BEGIN:VCARD
        VERSION:3.0
        N:Ѝванов;Щерьо;;;
        FN:Щерьо Ѝванов
        END:VCARD
        BEGIN:VCARD
        VERSION:3.0
        N:Јовановић;Ђорђе;;;
        FN:Ђорђе Јовановић
        END:VCARD
        BEGIN:VCARD
        VERSION:3.0
        N:Ќосе;Ѓорѓи;;;
        FN:Ѓорѓи Ќосе
        END:VCARD
        BEGIN:VCARD
        VERSION:3.0
        N:Παπαδόπουλος;Γιώργος;;;
        FN:Γιώργος Παπαδόπουλος
        END:VCARD

        """

    func search(_ digits: String, _ locale: String) throws -> [[String: Any]] {
        let folder = try TemporaryFolder()
        let file = try folder.file("contacts.vcf", Self.vcard)
        let result = try CLIRunner.run(["search", "--format", "json", "--locale", locale, "--keypad", digits, file])
        #expect(result.status == 0, "\(result.stderr)")
        let document = try result.json()
        #expect(document["keypad"] as? String == digits)
        #expect(document["query"] == nil)
        return try #require(document["matches"] as? [[String: Any]])
    }

    @Test("Each locale's keypad finds its names first, from the digits of their own letters", arguments: [
        ("zh-Hans", "943", "曾国藩"),
        ("zh-Hans", "9364", "曾国藩"),
        ("zh-Hans", "7426", "单田芳"),
        ("zh-Hans", "94264 7", "张三"),
        ("ja", "7286", "佐藤さくら"),
        ("pl", "5852", "Łukasz Nowak"),
        ("ru", "4225", "Иван Петров"),
        ("ru", "4826 7", "Иван Петров"),
        ("uk", "22552", "Ґанна Шевченко"),
        ("be", "64233", "Ўладзь Лукашенко"),
        ("bg", "42255", "Щерьо Ѝванов"),
        ("sr", "36733", "Ђорђе Јовановић"),
        ("mk", "35634", "Ѓорѓи Ќосе"),
        ("el", "2497267", "Γιώργος Παπαδόπουλος"),
    ])
    func keypads(locale: String, digits: String, first: String) throws {
        let matches = try search(digits, locale)
        #expect(matches.first?["name"] as? String == first, "\(matches.map { $0["name"] ?? "" })")
        let highlight = try #require(matches.first?["highlight"] as? [String: Any])
        #expect(highlight["in"] as? String == "name")
        #expect((highlight["utf16Ranges"] as? [[Int]])?.isEmpty == false)
    }

    @Test("A surname is read only as a surname: ceng (2364) and d-t-f (383) find nothing, exit 1")
    func surnames() throws {
        let folder = try TemporaryFolder()
        let file = try folder.file("contacts.vcf", Self.vcard)
        for digits in ["2364", "383"] {
            let result = try CLIRunner.run(["search", "--locale", "zh-Hans", "--keypad", digits, file])
            #expect(result.status == 1)
            #expect(result.stdout.isEmpty)
            #expect(result.stderr.contains("no match for '\(digits)'"))
        }
    }

    @Test("Digits find telephone numbers after names, with the digits marked in the number")
    func phoneNumbers() throws {
        let matches = try search("943", "zh-Hans")
        #expect(matches.map { $0["rank"] as? String } == ["initials", "phone number"])
        #expect(matches.last?["name"] as? String == "Łukasz Nowak")
        let highlight = try #require(matches.last?["highlight"] as? [String: Any])
        #expect(highlight["in"] as? String == "phone number")
        #expect(highlight["text"] as? String == "(030) 943-12 77")
        #expect(highlight["utf16Ranges"] as? [[Int]] == [[6, 3]])
        let number = try search("+86 138 0013", "zh-Hans")
        #expect(number.first?["name"] as? String == "曾国藩")
        let text = try CLIRunner.run(["search", "--locale", "zh-Hans", "--keypad", "0013"], input: Data(Self.vcard.utf8))
        #expect(text.stdout == "Z  曾国藩  (phone number +86 138-0013-8000)\n")
    }

    @Test("Any run of a number's digits finds it, its first and its last digits included, and marks exactly those digits", arguments: [
        ("8613800138000", 1), ("86", 1), ("8000", 13), ("000", 14), ("0138000", 9), ("13800138", 4),
    ] as [(String, Int)])
    func numberRuns(_ digits: String, _ start: Int) throws {
        let matches = try search(digits, "zh-Hans").filter { $0["rank"] as? String == "phone number" }
        #expect(matches.map { $0["name"] as? String } == ["曾国藩"], "\(digits)")
        let highlight = try #require(matches.first?["highlight"] as? [String: Any])
        #expect(highlight["text"] as? String == "+86 138-0013-8000")
        let ranges = try #require(highlight["utf16Ranges"] as? [[Int]])
        // The digits under the marks, read back from the number as written, are the ones typed.
        let text = Array("+86 138-0013-8000".utf16)
        let marked = ranges.flatMap { text[$0[0]..<($0[0] + $0[1])] }.filter { (0x30...0x39).contains($0) }
        #expect(String(decoding: marked, as: UTF16.self) == digits, "\(digits): \(ranges)")
        #expect(ranges.first?.first == start, "\(digits): \(ranges)")
    }

    @Test("Highlights count UTF-16 units: a character beyond the BMP (𫖯, U+2B5AF) is two", arguments: [
        ("38", [[2, 2]]), ("9638", [[0, 4]]), ("9426", [[0, 1]]), ("94266364", [[0, 2]]),
    ] as [(String, [[Int]])])
    func astralHighlight(_ digits: String, _ expected: [[Int]]) throws {
        let result = try CLIRunner.run(["search", "--format", "json", "--locale", "zh-Hans", "--keypad", digits], input: Data("赵孟𫖯\n".utf8))
        #expect(result.status == 0, "\(result.stderr)")
        let match = try #require(try result.json()["matches"] as? [[String: Any]]).first
        let highlight = try #require(match?["highlight"] as? [String: Any])
        #expect(highlight["utf16Ranges"] as? [[Int]] == expected, "\(digits)")
        let csv = try CLIRunner.run(["search", "--format", "csv", "--locale", "zh-Hans", "--keypad", digits], input: Data("赵孟𫖯\n".utf8))
        #expect(csv.stdout.contains(",赵孟𫖯," + expected.map { "\($0[0])+\($0[1])" }.joined(separator: " ")), "\(csv.stdout)")
    }

    @Test("The highlight marks the characters typed: 曾 for zeng, the three for z-g-f")
    func highlights() throws {
        let zeng = try #require(try search("9364", "zh-Hans").first?["highlight"] as? [String: Any])
        #expect(zeng["utf16Ranges"] as? [[Int]] == [[0, 1]])
        let initials = try #require(try search("943", "zh-Hans").first?["highlight"] as? [String: Any])
        #expect(initials["utf16Ranges"] as? [[Int]] == [[0, 3]])
    }

    @Test("CSV carries the matched text and ranges; --limit holds")
    func csvAndLimit() throws {
        let result = try CLIRunner.run(["search", "--format", "csv", "--locale", "zh-Hans", "--limit", "1", "--keypad", "943"], input: Data(Self.vcard.utf8))
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines.first?.hasPrefix("rank,section,name,matched,utf16 ranges") == true)
        #expect(lines.last?.hasPrefix("initials,Z,曾国藩,曾国藩,0+3") == true)
    }

    @Test("Bad digits and a query with --keypad are usage errors (64), with one line saying why", arguments: [
        ["--keypad", "abc"], ["--keypad", "+-"], [],
    ])
    func usage(flags: [String]) throws {
        let result = try CLIRunner.run(["search"] + flags, input: Data("a\n".utf8))
        #expect(result.status == 64)
        #expect(result.stderr.contains("Error:"))
    }
}
