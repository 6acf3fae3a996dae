import Foundation
import TestSupport
import Testing

/// A list too big for one machine, as the DocC's "Lists too big for one machine" says to handle
/// it: split into shards, each keyed by its own `collate keys` process, the keys ordered by a
/// real distributed engine (Apache Spark in local mode, `Tests/distributed/order_keys.py`) and by
/// PostgreSQL, by (section index, key bytes, shard, line): exactly `collate group`'s order.
@Suite("The order of keyed shards on Spark and PostgreSQL", .serialized)
struct DistributedOrderTests {
    static let job = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("distributed/order_keys.py").path

    /// `count` names in many scripts, the same every run (a fixed seed): Chinese names with
    /// surnames of two readings, Japanese, Latin with diacritics, Cyrillic, Greek, Hangul,
    /// Arabic, digits and symbols; about two in three distinct. No tab, line break or backslash,
    /// so that COPY's text form writes them as they are.
    static func names(_ count: Int) -> [String] {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Int((z ^ (z >> 31)) % UInt64(bound))
        }
        let pieces: [[String]] = [
            ["张", "章", "曾", "单", "解", "长孙", "欧阳", "王", "李", "陈", "朴", "翟", "查"],
            ["伟", "国藩", "田芳", "缙", "无忌", "修", "小明", "芳", "秀英", "强", "娜", "敏"],
            ["山田", "佐藤", "鈴木", "高橋", "渡辺", "さくら", "ヤマモト", "中村"],
            ["Anna", "Émile", "Zoë", "Łukasz", "Åsa", "Ørjan", "Çağla", "Søren", "Þórunn", "Ñuño", "Ævar", "Bob", "zed", "Oscar"],
            ["Иван", "Анна", "Юлия", "Ёлка", "Їжак", "Ґанок"], ["Νίκος", "Όλγα", "Ωμέγα"], ["김", "이", "박", "최", "민준", "서연"],
            ["محمد", "فاطمة"], ["007", "24", "@handle", "(Work)", "🍕", "❤️"],
        ]
        return (0..<count).map { _ in
            let first = pieces[next(pieces.count)], second = pieces[next(pieces.count)]
            let name = first[next(first.count)] + (next(3) == 0 ? "" : " ") + second[next(second.count)]
            return next(3) == 0 ? name : name + " \(next(count / 2))"
        }
    }

    /// The list in `shards` files of consecutive names, each keyed by its own `collate keys`
    /// process with `flags`, all at once; the TSV files in list order.
    static func keyedShards(_ names: [String], shards: Int, flags: [String], in folder: TemporaryFolder) throws -> [String] {
        let size = (names.count + shards - 1) / shards
        var processes: [(Process, String)] = []
        let binary = try #require(CLIRunner.executable)
        for shard in 0..<shards {
            let slice = names[(shard * size)..<min(names.count, (shard + 1) * size)]
            let input = try folder.file("shard-\(shard).txt", slice.joined(separator: "\n") + "\n")
            let output = folder.url.appendingPathComponent("shard-\(shard).tsv").path
            let process = Process()
            process.executableURL = binary
            process.arguments = ["keys", "--format", "tsv", input, "--output", output] + flags
            process.standardError = FileHandle.nullDevice
            try process.run()
            processes.append((process, output))
        }
        for (process, _) in processes {
            process.waitUntilExit()
            #expect(process.terminationStatus == 0)
        }
        return processes.map(\.1)
    }

    /// Whether pyspark and Java are here; else why not (a failure in CI, which installs them).
    static func sparkAvailable() throws -> Bool {
        let check = try CLIRunner.run(URL(fileURLWithPath: "/usr/bin/env"), ["python3", "-c", "import pyspark"])
        let java = try CLIRunner.run(URL(fileURLWithPath: "/usr/bin/env"), ["java", "-version"])
        guard check.status == 0, java.status == 0 else {
            let reason = "Spark cannot run here (pip install pyspark; Java 17): \(check.stderr.suffix(200)) \(java.stderr.suffix(200))"
            if RequiredData.inCI { Issue.record(Comment(rawValue: reason)); return false }
            try Test.cancel(Comment(rawValue: reason))
        }
        return true
    }

    /// Runs the Spark job on `shards`; its output's lines as "section/name".
    static func spark(_ shards: [String], in folder: TemporaryFolder) throws -> (status: Int32, lines: [String], stderr: String) {
        let output = folder.url.appendingPathComponent("ordered-\(UUID().uuidString).tsv").path
        let run = try CLIRunner.run(URL(fileURLWithPath: "/usr/bin/env"), ["python3", job, "--output", output] + shards)
        let text = (try? String(contentsOfFile: output, encoding: .utf8)) ?? ""
        return (run.status, text.split(separator: "\n").map { $0.replacingOccurrences(of: "\t", with: "/") }, run.stderr)
    }

    @Test("Spark (local mode) orders 100,000 names keyed in 4 shards exactly as collate group does: zh-Hans, en with Han names, ja")
    func sparkOrder() throws {
        guard try Self.sparkAvailable() else { return }
        let folder = try TemporaryFolder()
        let names = Self.names(100_000)
        let list = try folder.file("all.txt", names.joined(separator: "\n") + "\n")
        let locales = [["--locale", "zh-Hans"], ["--locale", "en"], ["--locale", "ja"]]
        // A folder of shards for each locale: their files have the same names.
        let shardFolders = try locales.map { _ in try TemporaryFolder() }
        var jobs: [(output: String, shards: [String])] = []
        for (index, flags) in locales.enumerated() {
            let shards = try Self.keyedShards(names, shards: 4, flags: flags, in: shardFolders[index])
            jobs.append((folder.url.appendingPathComponent("ordered-\(index).tsv").path, shards))
        }
        // The three orders in one Spark session: one JVM start, not three.
        let script = "import sys; sys.path.insert(0, sys.argv[1]); import order_keys, json; spark = order_keys.session()\n"
            + "try:\n    for output, shards in json.loads(sys.argv[2]): order_keys.order(spark, shards, output)\nfinally:\n    spark.stop()\n"
        let plan = String(decoding: try JSONSerialization.data(withJSONObject: jobs.map { [$0.output, $0.shards] as [Any] }), as: UTF8.self)
        let run = try CLIRunner.run(URL(fileURLWithPath: "/usr/bin/env"),
                                    ["python3", "-c", script, URL(fileURLWithPath: Self.job).deletingLastPathComponent().path, plan])
        #expect(run.status == 0, "\(run.stderr.suffix(2000))")
        for (flags, job) in zip(locales, jobs) {
            let text = (try? String(contentsOfFile: job.output, encoding: .utf8)) ?? ""
            let ordered = text.split(separator: "\n").map { $0.replacingOccurrences(of: "\t", with: "/") }
            let expected = try CLIRunner.run(["group", list, "--format", "json"] + flags).groupedItems()
            #expect(ordered.count == names.count, "\(flags)")
            let first = zip(ordered, expected).enumerated().first { $0.element.0 != $0.element.1 }
            #expect(ordered == expected, "\(flags): first difference at \(first.map { "\($0.offset): \($0.element)" } ?? "the end")")
        }
    }

    @Test("Shards keyed under different key versions are refused by the job, before it sorts")
    func mixedVersions() throws {
        guard try Self.sparkAvailable() else { return }
        let folder = try TemporaryFolder()
        let names = Self.names(200)
        let pinyin = try Self.keyedShards(Array(names[..<100]), shards: 1, flags: ["--locale", "zh-Hans", "--provider", "pinyin"], in: folder)
        let icuFolder = try TemporaryFolder()
        let icu = try Self.keyedShards(Array(names[100...]), shards: 1, flags: ["--locale", "zh-Hans", "--provider", "icu"], in: icuFolder)
        let ordered = try Self.spark(pinyin + icu, in: folder)
        #expect(ordered.status != 0)
        #expect(ordered.stderr.contains("keyed under different key versions"), "\(ordered.stderr.suffix(2000))")
        #expect(ordered.lines.isEmpty)
    }

    @Test("PostgreSQL: the shards COPY'd with their shard number, ordered by section, key, shard and line, give group's order")
    func postgresOrder() throws {
        guard let running = try PostgresRoundTripTests.server() else { return }
        defer { running.stop() }
        let folder = try TemporaryFolder()
        let names = Self.names(20_000)
        let list = try folder.file("all.txt", names.joined(separator: "\n") + "\n")
        let flags = ["--locale", "zh-Hans"]
        let shards = try Self.keyedShards(names, shards: 4, flags: flags, in: folder)
        var sql = """
            SET client_min_messages = warning;
            CREATE TEMP TABLE sharded (shard integer NOT NULL DEFAULT 0, line serial, name text NOT NULL, section_index integer NOT NULL,
                                  section text NOT NULL, sort_key_hex text NOT NULL, key_version text NOT NULL);

            """
        for (shard, path) in shards.enumerated() {
            sql += "ALTER TABLE sharded ALTER COLUMN shard SET DEFAULT \(shard);\n"
            sql += "\\copy sharded (name, section_index, section, sort_key_hex, key_version) FROM '\(path)' WITH (FORMAT text, HEADER true)\n"
        }
        sql += "SELECT count(DISTINCT key_version) FROM sharded;\n"
        sql += "SELECT section || '/' || name FROM sharded ORDER BY section_index, decode(sort_key_hex, 'hex'), shard, line;\n"
        let psql = try PostgresRoundTripTests.shell(["psql", "-h", running.host, "-p", running.port, "-U", "postgres", "-d", "postgres",
                                                     "-X", "-q", "-At", "-v", "ON_ERROR_STOP=1", "-f", "-"], input: sql)
        #expect(psql.status == 0, "\(psql.stderr)")
        let lines = psql.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "1", "one key version")
        let expected = try CLIRunner.run(["group", list, "--format", "json"] + flags).groupedItems()
        #expect(Array(lines.dropFirst()) == expected)
    }
}
