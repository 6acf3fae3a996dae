import Foundation
import GRDB
import TestSupport
import Testing

/// `collate group --format sqlite`: the built binary writes a database that real SQLite reads
/// back in `group`'s order.
@Suite("collate group --format sqlite")
struct SQLiteCLITests {
    @Test("ORDER BY section_index, sort_key, position gives group's order, through the index",
          arguments: [["--locale", "zh-Hans"], ["--locale", "zh-Hans", "--provider", "icu"], ["--locale", "sv", "--provider", "icu"]])
    func order(flags: [String]) async throws {
        let folder = try TemporaryFolder()
        let names = KeysCLITests.names.joined(separator: "\n") + "\n"
        let path = folder.url.appendingPathComponent("names.db").path
        let written = try CLIRunner.run(["group", "--format", "sqlite", "--output", path] + flags, input: Data(names.utf8))
        #expect(written.status == 0, "\(written.stderr)")
        #expect(written.stdout.isEmpty)
        let grouped = try CLIRunner.run(["group", "--format", "json"] + flags, input: Data(names.utf8)).groupedItems()
        let queue = try DatabaseQueue(path: path)
        try await queue.read { db in
            let rows = try Row.fetchAll(db, sql: "SELECT section, name FROM contacts ORDER BY section_index, sort_key, position")
            #expect(rows.map { "\($0["section"] as String? ?? "")/\($0["name"] as String? ?? "")" } == grouped)
            let plan = try Row.fetchAll(db, sql: "EXPLAIN QUERY PLAN SELECT name FROM contacts ORDER BY section_index, sort_key")
            #expect(plan.contains { ($0["detail"] as String?)?.contains("contacts_order") == true })
            // Input order is kept in `position`.
            #expect(try String.fetchAll(db, sql: "SELECT name FROM contacts ORDER BY position") == KeysCLITests.names)
            let metadata = Dictionary(uniqueKeysWithValues: try Row.fetchAll(db, sql: "SELECT key, value FROM metadata").map {
                ($0["key"] as String? ?? "", $0["value"] as String? ?? "")
            })
            #expect(metadata["locale"] == flags[1])
            #expect(metadata["key_version"]?.hasPrefix("k1.") == true)
            let titles = try String.fetchAll(db, sql: "SELECT title FROM sections ORDER BY section_index")
            #expect(titles.last == "#" && Set(grouped.map { String($0.split(separator: "/")[0]) }).isSubset(of: Set(titles)))
        }
        // The key version is the one `collate keys` prints for the same flags.
        let keys = try CLIRunner.run(["keys"] + flags, input: Data("Anna\n".utf8))
        let version = try await queue.read { db in try String.fetchOne(db, sql: "SELECT value FROM metadata WHERE key = 'key_version'") }
        #expect(keys.stdout.contains("\"keyVersion\":\"\(version ?? "?")\""))
    }

    @Test("Contacts keep their fields as columns; a second run replaces the file")
    func contacts() async throws {
        let folder = try TemporaryFolder()
        let cards = try folder.file("cards.vcf", """
            BEGIN:VCARD\r\nVERSION:3.0\r\nN:Yamada;Taro;;;\r\nFN:Taro Yamada\r\nTEL:+81 3 1234 5678\r\nEMAIL:taro@example.jp\r\nEND:VCARD\r
            BEGIN:VCARD\r\nVERSION:3.0\r\nN:曾;国藩;;;\r\nEND:VCARD\r

            """)
        let path = folder.url.appendingPathComponent("contacts.db").path
        #expect(try CLIRunner.run(["group", "--format", "sqlite", "--output", path, "--locale", "en", "--sample"]).status == 0)
        let written = try CLIRunner.run(["group", "--format", "sqlite", "--output", path, "--locale", "zh-Hans", cards])
        #expect(written.status == 0, "\(written.stderr)")
        let queue = try DatabaseQueue(path: path)
        try await queue.read { db in
            let rows = try Row.fetchAll(db, sql: "SELECT name, section, given_name, family_name, phones, emails FROM contacts ORDER BY position")
            #expect(rows.count == 2)
            #expect(rows[0]["family_name"] as String? == "Yamada" && rows[0]["given_name"] as String? == "Taro")
            #expect(rows[0]["phones"] as String? == #"["+81 3 1234 5678"]"# && rows[0]["emails"] as String? == #"["taro@example.jp"]"#)
            #expect(rows[1]["section"] as String? == "Z")
            #expect(try String.fetchOne(db, sql: "SELECT value FROM metadata WHERE key = 'locale'") == "zh-Hans")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).filter { $0.hasSuffix(".partial") }.isEmpty)
    }

    @Test("--output: refused without a file for sqlite, from another command, into a missing folder or a full disk; a text file otherwise")
    func refusals() throws {
        let missing = try CLIRunner.run(["group", "--format", "sqlite", "--sample"])
        #expect(missing.status == 64 && missing.stderr.contains("--output"))
        let folder = try TemporaryFolder()
        let sort = try CLIRunner.run(["sort", "--format", "sqlite", "--output", folder.url.appendingPathComponent("x.db").path, "--sample"])
        // sort's --help lists text, json and csv only: anything else is a usage error.
        #expect(sort.status == 64 && sort.stderr.contains("'sqlite'"), "\(sort.stderr)")
        let nowhere = try CLIRunner.run(["group", "--format", "sqlite", "--output", "/nonexistent/folder/x.db", "--sample"])
        #expect(nowhere.status == 74 && nowhere.stderr == "collate: /nonexistent/folder/x.db: cannot open its folder: No such file or directory; nothing was written\n", "\(nowhere.stderr)")
        #expect(nowhere.stderr.split(separator: "\n").count == 1)
        // A full disk is an error, not a short file said nothing of (Linux's /dev/full).
        if FileManager.default.fileExists(atPath: "/dev/full") {
            let full = try CLIRunner.run(["group", "--sample", "--output", "/dev/full"])
            #expect(full.status == 74 && full.stderr == "collate: /dev/full: cannot write it: No space left on device; the output is incomplete\n", "\(full.stderr)")
        }
        // --output with a text format writes the file, and nothing to standard output.
        let text = folder.url.appendingPathComponent("sample.txt").path
        let written = try CLIRunner.run(["group", "--sample", "--locale", "en", "--output", text])
        #expect(written.status == 0 && written.stdout.isEmpty)
        #expect(try String(contentsOfFile: text, encoding: .utf8) == (try CLIRunner.run(["group", "--sample", "--locale", "en"]).stdout))
    }
}
