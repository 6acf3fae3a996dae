import Foundation
import TestSupport
import Testing

/// `collate search` with the built binary, on a vCard address book written as phones export it.
@Suite("collate search")
struct SearchCLITests {
    /// Contacts with phonetic fields, names that read alike, and names in five scripts.
    static let vcard = """
        BEGIN:VCARD
        VERSION:3.0
        N:张;三;;;
        FN:张三
        TEL:+86 10 1234 5678
        END:VCARD
        BEGIN:VCARD
        VERSION:3.0
        N:章;珊;;;
        FN:章珊
        END:VCARD
        BEGIN:VCARD
        VERSION:3.0
        N:张;三丰;;;
        FN:张三丰
        END:VCARD
        BEGIN:VCARD
        VERSION:3.0
        N:曾;国藩;;;
        FN:曾国藩
        END:VCARD
        BEGIN:VCARD
        VERSION:3.0
        N:Zeng;Guo;;;
        FN:Guo Zeng
        END:VCARD
        BEGIN:VCARD
        VERSION:3.0
        N:김;민준;;;
        FN:김민준
        END:VCARD
        BEGIN:VCARD
        VERSION:3.0
        N:김;미나;;;
        FN:김미나
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
        N:;さくら;;;
        FN:さくら
        END:VCARD
        BEGIN:VCARD
        VERSION:3.0
        N:Zola;Émile;;;
        FN:Émile Zola
        END:VCARD
        BEGIN:VCARD
        VERSION:3.0
        N:Emilsson;Anna;;;
        FN:Anna Emilsson
        END:VCARD
        BEGIN:VCARD
        VERSION:3.0
        N:Петров;Иван;;;
        FN:Иван Петров
        END:VCARD

        """

    func search(_ query: String, _ flags: [String] = ["--locale", "zh-Hans"]) throws -> [[String: Any]] {
        let folder = try TemporaryFolder()
        let file = try folder.file("contacts.vcf", Self.vcard)
        let result = try CLIRunner.run(["search", "--format", "json"] + flags + [query, file])
        #expect(result.status == 0, "\(result.stderr)")
        let document = try result.json()
        #expect(document["query"] as? String == query)
        return try #require(document["matches"] as? [[String: Any]])
    }

    @Test("The issue's queries find their contacts first", arguments: [
        ("zs", "张三"), ("zhangs", "张三"), ("zhang san", "张三"), ("z san", "张三"), ("zgf", "曾国藩"),
        ("ㄱㅁㅈ", "김민준"), ("sakura", "さくら"), ("emile", "Émile Zola"), ("ivan", "Иван Петров"), ("satou", "佐藤さくら"),
    ])
    func namedQueries(query: String, first: String) throws {
        let matches = try search(query)
        #expect(matches.first?["name"] as? String == first, "\(matches.map { $0["name"] ?? "" })")
    }

    @Test("Search finds a name by the reading its section shows: 山田太郎 under Y in en is found by yamada and 926232",
          arguments: [["yamada"], ["--keypad", "926232"]])
    func listReading(query: [String]) throws {
        let input = Data("山田太郎\n曾国藩\nAnna Yates\n".utf8)
        let result = try CLIRunner.run(["search", "--format", "json", "--locale", "en"] + query, input: input)
        #expect(result.status == 0, "\(result.stderr)")
        let first = try #require((try result.json()["matches"] as? [[String: Any]])?.first)
        #expect(first["name"] as? String == "山田太郎")
        #expect(first["section"] as? String == "Y")
    }

    @Test("Each match carries its section, rank and contact fields; ranks never get better down the list")
    func contract() throws {
        let matches = try search("z")
        let ranks = ["exact", "prefix", "initials", "mixed", "substring", "skipping"]
        let order = matches.compactMap { ($0["rank"] as? String).flatMap(ranks.firstIndex(of:)) }
        #expect(order.count == matches.count && order == order.sorted())
        let first = try #require(matches.first)
        #expect(first["section"] as? String == "Z")
        #expect(first["familyName"] as? String == "Zeng")
        #expect(matches.contains { $0["name"] as? String == "Guo Zeng" })
    }

    @Test("A query that fits nothing gives an empty list, a line saying so and exit 1, as grep does; an empty query is a usage error")
    func noMatches() throws {
        let folder = try TemporaryFolder()
        let file = try folder.file("contacts.vcf", Self.vcard)
        let none = try CLIRunner.run(["search", "--format", "json", "--locale", "zh-Hans", "qqqq", file])
        #expect(none.status == 1)
        #expect(none.stderr == "collate: no match for 'qqqq'\n")
        #expect(try none.json()["matches"] as? [Any] != nil && (try none.json()["matches"] as? [Any])?.isEmpty == true)
        let text = try CLIRunner.run(["search", "qqqq", file])
        #expect(text.status == 1 && text.stdout.isEmpty)
        for query in ["", "   "] {
            let empty = try CLIRunner.run(["search", query, file])
            #expect(empty.status == 64)
            #expect(empty.stderr.contains("the query is empty"))
        }
    }

    @Test("Text output: one line a match, section, name and rank; --limit cuts the list")
    func text() throws {
        let folder = try TemporaryFolder()
        let file = try folder.file("contacts.vcf", Self.vcard)
        let result = try CLIRunner.run(["search", "--locale", "zh-Hans", "--limit", "2", "z", file])
        #expect(result.status == 0)
        #expect(result.stdoutLines.filter { !$0.isEmpty } == ["Z  Guo Zeng  (prefix)", "Z  曾国藩  (prefix)"], "ties in section order: zeng before zhang")
    }

    @Test("Bad flags are refused in one line with a usage error", arguments: [["--limit", "0"], ["--format", "html"], ["--format", "sqlite", "--output", "x.db"]])
    func refusals(flags: [String]) throws {
        let result = try CLIRunner.run(["search"] + flags + ["x"], input: Data("a\n".utf8))
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("Error: "))
    }
}
