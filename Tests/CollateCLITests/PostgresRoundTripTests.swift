import Foundation
import TestSupport
import Testing

/// `collate keys` into a real PostgreSQL: COPY the TSV into a table whose `bytea` column is the
/// decoded key, and `ORDER BY section_index, sort_key` gives `collate group`'s order.
///
/// The server is the one `.ci/run` started (`COLLATE_POSTGRES_HOST`, `COLLATE_POSTGRES_PORT`),
/// else one this test starts with `Tests/postgres-cluster.sh` (as root, with Debian's
/// `postgresql` installed). When neither works the test says why: a failure in CI, which must
/// have a server, and a cancellation elsewhere.
@Suite("PostgreSQL round trip")
struct PostgresRoundTripTests {
    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("postgres-cluster.sh").path

    /// A list that mixes every script the providers file differently: surnames with two
    /// readings, Latin with diacritics, Cyrillic, Greek, Hangul, kana, Thai, Arabic, digits and
    /// symbols, duplicates and names that read alike.
    static let names: [String] = {
        let family = ["张", "章", "曾", "单", "长孙", "Müller", "Öberg", "Åström", "Zhang", "Иванов", "Παπαδόπουλος", "김", "やまだ", "สุข", "أحمد", "3M", "@"]
        let given = ["伟", "国藩", "Anna", "Émile", "Zoë", "Иван", "Όλγα", "민준", "たろう", "ชัย", "Ali", ""]
        return family.flatMap { f in given.map { g in g.isEmpty ? f : "\(f) \(g)" } } + KeysCLITests.names
    }()

    /// A running server: the one `.ci/run` started, else one started here (stopped by
    /// `stop`). `nil` after recording why there is none (a failure in CI, a cancellation elsewhere).
    static func server() throws -> (host: String, port: String, stop: () -> Void)? {
        let environment = ProcessInfo.processInfo.environment
        if let host = environment["COLLATE_POSTGRES_HOST"], let port = environment["COLLATE_POSTGRES_PORT"] { return (host, port, {}) }
        let started = try Self.shell([Self.script, "start"])
        guard started.status == 0 else {
            let reason = "cannot start a PostgreSQL server: \(started.stderr.trimmingCharacters(in: .whitespacesAndNewlines))"
            if environment["CI"] != nil { Issue.record(Comment(rawValue: reason)); return nil }
            try Test.cancel(Comment(rawValue: reason))
        }
        var host: String?, port: String?
        for line in started.stdout.split(separator: "\n") {
            let pair = line.split(separator: "=", maxSplits: 1).map(String.init)
            if pair.first == "COLLATE_POSTGRES_HOST" { host = pair.last }
            if pair.first == "COLLATE_POSTGRES_PORT" { port = pair.last }
        }
        let found = (try #require(host), try #require(port))
        return (found.0, found.1, { _ = try? Self.shell([Self.script, "stop", found.0]) })
    }

    @Test("ORDER BY section_index, sort_key over COPY'd keys is collate group's order: zh-Hans (pinyin and ICU), Swedish")
    func roundTrip() throws {
        guard let running = try Self.server() else { return }
        defer { running.stop() }
        let server = (running.host, running.port)

        let folder = try TemporaryFolder()
        let input = Self.names.joined(separator: "\n") + "\n"
        for (index, flags) in [["--locale", "zh-Hans", "--provider", "pinyin"], ["--locale", "zh-Hans", "--provider", "icu"],
                               ["--locale", "sv", "--provider", "icu"]].enumerated() {
            let keys = try CLIRunner.run(["keys", "--format", "tsv"] + flags, input: Data(input.utf8))
            #expect(keys.status == 0, "\(keys.stderr)")
            let file = try folder.file("keys-\(index).tsv", keys.stdout)
            let table = "names_\(index)"
            let sql = """
                SET client_min_messages = warning;
                CREATE TABLE \(table) (
                    position serial PRIMARY KEY, name text NOT NULL, section_index integer NOT NULL, section text NOT NULL,
                    sort_key_hex text NOT NULL, key_version text NOT NULL,
                    sort_key bytea GENERATED ALWAYS AS (decode(sort_key_hex, 'hex')) STORED);
                \\copy \(table) (name, section_index, section, sort_key_hex, key_version) FROM '\(file)' WITH (FORMAT text, HEADER true)
                CREATE INDEX ON \(table) (section_index, sort_key);
                SELECT section || '/' || name FROM \(table) ORDER BY section_index, sort_key, position;
                """
            let psql = try Self.shell(["psql", "-h", server.0, "-p", server.1, "-U", "postgres", "-d", "postgres",
                                       "-X", "-q", "-At", "-v", "ON_ERROR_STOP=1", "-f", "-"], input: sql)
            #expect(psql.status == 0, "\(psql.stderr)")
            let ordered = psql.stdout.split(separator: "\n").map(String.init)

            let expected = try CLIRunner.run(["group", "--format", "json"] + flags, input: Data(input.utf8)).groupedItems()
            #expect(ordered.count == Self.names.count, "\(flags)")
            let firstDifference = zip(ordered, expected).enumerated().first { $0.element.0 != $0.element.1 }
            #expect(ordered == expected, "\(flags): first difference at \(firstDifference.map { "\($0.offset): \($0.element)" } ?? "the end")")
        }
    }

    @Test("COPY of keys --format tsv gets exactly one row a record, whatever control characters the names hold")
    func controlCharacters() throws {
        guard let running = try Self.server() else { return }
        defer { running.stop() }
        // Contacts from JSON, whose escapes can carry every control character into a name.
        let names = ["Ann\nZed", "Bob\r\nCy", "Tab\tbed", "Nu\u{0}l", "Esc\u{1B}[2J", "Back\\slash\\n", "C1\u{85}\u{9B}x", "Del\u{7F}", "Plain"]
        let json = "[" + names.map { name in
            "\"" + name.unicodeScalars.map { $0.value < 0x20 || $0 == "\"" || $0 == "\\" ? String(format: "\\u%04x", $0.value) : String($0) }.joined() + "\""
        }.joined(separator: ",") + "]"
        let folder = try TemporaryFolder()
        let input = try folder.file("names.json", json)
        let keys = try CLIRunner.run(["keys", "--format", "tsv", input, "--locale", "en"])
        #expect(keys.status == 65, "control characters are reported: \(keys.stderr)")
        let file = try folder.file("keys.tsv", keys.stdout)
        let sql = """
            SET client_min_messages = warning;
            CREATE TEMP TABLE controls (position serial PRIMARY KEY, name text NOT NULL, section_index integer NOT NULL,
                                   section text NOT NULL, sort_key_hex text NOT NULL, key_version text NOT NULL);
            \\copy controls (name, section_index, section, sort_key_hex, key_version) FROM '\(file)' WITH (FORMAT text, HEADER true)
            SELECT encode(convert_to(name, 'UTF8'), 'hex') FROM controls ORDER BY position;
            """
        let psql = try Self.shell(["psql", "-h", running.host, "-p", running.port, "-U", "postgres", "-d", "postgres",
                                   "-X", "-q", "-At", "-v", "ON_ERROR_STOP=1", "-f", "-"], input: sql)
        #expect(psql.status == 0, "\(psql.stderr)")
        let rows = psql.stdout.split(separator: "\n").map(String.init)
        #expect(rows.count == names.count, "one row a record")
        // Every name arrives as it was, but the NUL PostgreSQL's text cannot hold: the two characters \0.
        let expected = names.map { Array($0.replacingOccurrences(of: "\u{0}", with: "\\0").utf8).map { String(format: "%02x", $0) }.joined() }
        #expect(rows == expected)
    }

    /// Runs a command found on the PATH.
    static func shell(_ arguments: [String], input: String? = nil) throws -> CLIRunner.Result {
        try CLIRunner.run(URL(fileURLWithPath: "/usr/bin/env"), arguments, input: input.map { Data($0.utf8) })
    }
}
