import Foundation
import TestSupport
import Testing

/// `collate keys` with the built binary: one line per record, in input order, whose keys order
/// exactly as `collate group` does.
@Suite("collate keys")
struct KeysCLITests {
    /// Awkward names on purpose: equal readings (张三, 章三), a duplicate, invisible and
    /// symbol-only names, every script of the sample, a tab and a backslash for the escapes.
    static let names = ["张三", "章三", "曾国藩", "单于飞", "Anna", "anna", "Émile", "Zoë", "Ölund", "Иван", "Όλγα", "김민준",
                        "山田太郎", "やまだ", "สมชาย", "أحمد", "123", "🍕 Pizza", "\u{200B}", "Anna", "#hash", "Back\\slash"]

    /// The lines of `keys --format jsonl` as objects.
    static func records(_ arguments: [String], input: String) throws -> [[String: Any]] {
        let result = try CLIRunner.run(["keys"] + arguments, input: Data(input.utf8))
        #expect(result.status == 0, "\(result.stderr)")
        return try result.jsonLines()
    }

    /// Hex to bytes.
    static func bytes(_ hex: String) -> [UInt8] {
        let digits = Array(hex.utf8)
        return stride(from: 0, to: digits.count - 1, by: 2).compactMap { UInt8(String(decoding: digits[$0...$0 + 1], as: UTF8.self), radix: 16) }
    }

    @Test("Ordering the exported keys by section, key bytes and position gives group's order",
          arguments: [["--locale", "zh-Hans", "--provider", "pinyin"], ["--locale", "zh-Hans", "--provider", "icu"],
                      ["--locale", "en", "--provider", "icu"], ["--locale", "sv", "--provider", "latin"],
                      ["--locale", "ja", "--provider", "icu"], ["--locale", "en", "--also", "auto", "--provider", "icu"]])
    func orderMatchesGroup(flags: [String]) throws {
        let input = Self.names.joined(separator: "\n") + "\n"
        let records = try Self.records(flags, input: input)
        // Every record, in input order (the invisible-only name is a record too: it files under #).
        #expect(records.compactMap { $0["name"] as? String } == Self.names)
        let order = records.indices.sorted { a, b in
            let sa = records[a]["sectionIndex"] as? Int ?? -1, sb = records[b]["sectionIndex"] as? Int ?? -1
            if sa != sb { return sa < sb }
            let ka = Self.bytes(records[a]["sortKey"] as? String ?? ""), kb = Self.bytes(records[b]["sortKey"] as? String ?? "")
            return ka != kb ? ka.lexicographicallyPrecedes(kb) : a < b
        }
        let grouped = try CLIRunner.run(["group", "--format", "json"] + flags, input: Data(input.utf8)).groupedItems()
        let exported = order.map { "\(records[$0]["section"] as? String ?? "")/\(records[$0]["name"] as? String ?? "")" }
        #expect(exported == grouped)
        let versions = Set(records.compactMap { $0["keyVersion"] as? String })
        #expect(versions.count == 1 && versions.first?.hasPrefix("k1.") == true)
    }

    @Test("The key version is the one `providers --format json` prints, and changes with the provider and the options")
    func keyVersion() throws {
        func version(_ flags: [String]) throws -> String {
            try #require(try Self.records(flags, input: "Anna\n").first?["keyVersion"] as? String)
        }
        let providers = try CLIRunner.run(["providers", "--locale", "zh-Hans", "--format", "json"]).json()
        let rows = try #require(providers["providers"] as? [[String: Any]])
        for provider in ["pinyin", "icu", "latin"] {
            let row = try #require(rows.first { $0["identifier"] as? String == provider })
            #expect(row["keyVersion"] as? String == (try version(["--locale", "zh-Hans", "--provider", provider])))
            #expect((row["keyVersionDetail"] as? String)?.contains(provider) == true)
        }
        let pinyin = try version(["--locale", "zh-Hans", "--provider", "pinyin"])
        #expect(pinyin != (try version(["--locale", "zh-Hans", "--provider", "pinyin", "--strength", "primary"])))
        #expect(pinyin != (try version(["--locale", "zh-Hans", "--provider", "pinyin", "--text"])))
        #expect(try version(["--locale", "en", "--provider", "icu"]) != (try version(["--locale", "sv", "--provider", "icu"])))
    }

    @Test("TSV: a header, five fields per line, PostgreSQL's escapes, lowercase hex keys")
    func tsv() throws {
        let json = #"[{"name": "Tab\there"}, {"name": "Back\\slash"}, {"name": "Anna"}]"#
        let result = try CLIRunner.run(["keys", "--format", "tsv", "--input-format", "json", "--locale", "en"], input: Data(json.utf8))
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdoutLines.filter { !$0.isEmpty }
        #expect(lines.first == "name\tsection_index\tsection\tsort_key\tkey_version")
        #expect(lines.count == 4)
        let rows = lines.dropFirst().map { $0.split(separator: "\t", omittingEmptySubsequences: false).map(String.init) }
        #expect(rows.allSatisfy { $0.count == 5 })
        #expect(rows.map { $0[0] } == [#"Tab\there"#, #"Back\\slash"#, "Anna"])
        #expect(rows.map { $0[2] } == ["T", "B", "A"])
        #expect(rows.allSatisfy { $0[3].allSatisfy { "0123456789abcdef".contains($0) } && !$0[3].isEmpty })
    }

    @Test("Contacts from an address book: one line per card, nameless cards under # as group files them")
    func contacts() throws {
        let cards = """
            BEGIN:VCARD\r\nVERSION:3.0\r\nN:Yamada;Taro;;;\r\nFN:Taro Yamada\r\nEND:VCARD\r
            BEGIN:VCARD\r\nVERSION:3.0\r\nTEL:+1 555 0100\r\nEND:VCARD\r
            BEGIN:VCARD\r\nVERSION:3.0\r\nN:曾;国藩;;;\r\nEND:VCARD\r

            """
        let folder = try TemporaryFolder()
        let file = try folder.file("cards.vcf", cards)
        let records = try CLIRunner.run(["keys", "--locale", "zh-Hans", file]).jsonLines()
        #expect(records.count == 3)
        // The card with only a phone number is shown by it, and files under # as group files it.
        #expect(records.map { "\($0["section"] as? String ?? "")/\($0["name"] as? String ?? "")" } == ["Y/Taro Yamada", "#/+1 555 0100", "Z/曾国藩"])
        let grouped = try CLIRunner.run(["group", "--format", "json", "--locale", "zh-Hans", file]).groupedItems()
        #expect(Set(grouped) == Set(records.map { "\($0["section"] as? String ?? "")/\($0["name"] as? String ?? "")" }))
    }
}
