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

    @Test("ORDER BY section_index, sort_key over COPY'd keys is collate group's order: zh-Hans (pinyin and ICU), Swedish")
    func roundTrip() throws {
        let environment = ProcessInfo.processInfo.environment
        var host = environment["COLLATE_POSTGRES_HOST"], port = environment["COLLATE_POSTGRES_PORT"]
        var ownCluster: String?
        if host == nil || port == nil {
            let started = try Self.shell([Self.script, "start"])
            guard started.status == 0 else {
                let reason = "cannot start a PostgreSQL server: \(started.stderr.trimmingCharacters(in: .whitespacesAndNewlines))"
                if environment["CI"] != nil { Issue.record(Comment(rawValue: reason)); return }
                try Test.cancel(Comment(rawValue: reason))
            }
            for line in started.stdout.split(separator: "\n") {
                let pair = line.split(separator: "=", maxSplits: 1).map(String.init)
                if pair.first == "COLLATE_POSTGRES_HOST" { host = pair.last }
                if pair.first == "COLLATE_POSTGRES_PORT" { port = pair.last }
            }
            ownCluster = host
        }
        defer { if let ownCluster { _ = try? Self.shell([Self.script, "stop", ownCluster]) } }
        let server = try (#require(host), #require(port))

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

    /// Runs a command found on the PATH.
    static func shell(_ arguments: [String], input: String? = nil) throws -> CLIRunner.Result {
        try CLIRunner.run(URL(fileURLWithPath: "/usr/bin/env"), arguments, input: input.map { Data($0.utf8) })
    }
}
