import Foundation
import TestSupport
import Testing

/// `collate keys` reads its input a part of whole records at a time: whatever the parts, the
/// output, the problems (with the file's own line numbers) and the status are the same as when
/// the input is one part. `COLLATE_PART_SIZE` cuts these files into many parts; each is larger
/// than the first read (``readWindow``, 64 KiB), since a file that fits in it is one part
/// whatever the part size.
@Suite("collate keys in parts")
struct KeysStreamingTests {
    static let resources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("CollationContactsTests/Resources")

    /// What `collate keys` reads before it cuts anything: an input no longer than this is one part.
    static let readWindow = 64 << 10

    /// Every vCard fixture in one file: 2.1, 3.0 and 4.0, nested cards, quoted-printable soft
    /// breaks, folded base64 photos, iOS 6's CR CR LF, comment lines (reported); then cards with
    /// base64 names and control characters; all of it three times, past the read window.
    static func allCards() throws -> [UInt8] {
        let folder = resources.appendingPathComponent("vcards")
        var bytes: [UInt8] = []
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() where name.hasSuffix(".vcf") {
            bytes += try Array(Data(contentsOf: folder.appendingPathComponent(name)))
            bytes += Array("\r\n".utf8)
        }
        let once = bytes + Array(HostileInputTests.trickyCards.utf8)
        return once + once + once
    }

    /// Rows with quoted fields over several lines, a lone CR line end, NULs and escapes (NULs
    /// few enough that the file is not taken for binary data).
    static let csv = "First Name,Last Name,Notes\r\n" + (0..<5_000).map { row in
        switch row % 5 {
        case 0: "Ann\(row),曾,\"two\r\nlines, \"\"quoted\"\"\"\r\n"
        case 1: "Bob\(row),单,plain\r"
        case 2: row % 50 == 2 ? "Cy\(row),Nu\u{0}l,x\n" : "Cy\(row),Null,x\n"
        case 3: "Di\u{1B}\(row),Lee,\"a\nb\nc\"\n"
        default: "\"Ed, \(row)\",Zhang,\r\n"
        }
    }.joined()

    /// Lines in every line-end style, blank lines, NULs (few, as above) and escapes.
    static let text = (0..<10_000).map { line in
        ["张三\(line)\n", "Émile \(line)\r\n", "\r\n", "Zoë\(line)\r", line % 70 == 4 ? "Nu\u{0}l\(line)\n" : "Null\(line)\n", "E\u{1B}sc\(line)\n", "山田\(line)\n"][line % 7]
    }.joined()

    @Test("Any cut into parts gives the one-part output, problems and status", arguments: ["1", "97", "4096"])
    func partsChangeNothing(partSize: String) throws {
        let folder = try TemporaryFolder()
        let inputs = [
            try folder.file("cards.vcf", try Self.allCards()),
            try folder.file("rows.csv", Self.csv),
            try folder.file("names.txt", Self.text),
        ]
        for input in inputs {
            let size = try #require(try FileManager.default.attributesOfItem(atPath: input)[.size] as? Int)
            #expect(size > Self.readWindow, "\(input) fits in the first read: it would be one part")
            for format in ["jsonl", "tsv"] {
                let whole = try CLIRunner.run(["keys", input, "--format", format, "--locale", "en"])
                let parts = try CLIRunner.run(["keys", input, "--format", format, "--locale", "en"], environment: ["COLLATE_PART_SIZE": partSize])
                #expect(whole.status == 65, "\(input): \(whole.stderr)")
                #expect(parts.status == whole.status, "\(input), parts of \(partSize)")
                #expect(parts.stdout == whole.stdout, "\(input), parts of \(partSize)")
                #expect(parts.stderr == whole.stderr, "\(input), parts of \(partSize)")
            }
        }
        // Several files and standard input between them, in order.
        let all = try CLIRunner.run(["keys", inputs[0], "-", inputs[1], "--locale", "en"], input: Data(Self.text.utf8),
                                    environment: ["COLLATE_PART_SIZE": partSize])
        let pieces = try [CLIRunner.run(["keys", inputs[0], "--locale", "en"]), CLIRunner.run(["keys", inputs[2], "--locale", "en"]),
                          CLIRunner.run(["keys", inputs[1], "--locale", "en"])]
        #expect(all.stdout == pieces.map(\.stdout).joined())
    }

    @Test("The records of keys are group's, in group's order, when the input comes in parts")
    func sameRecordsAsGroup() throws {
        let folder = try TemporaryFolder()
        let input = try folder.file("cards.vcf", try Self.allCards())
        let keys = try CLIRunner.run(["keys", input, "--locale", "zh-Hans"], environment: ["COLLATE_PART_SIZE": "50"])
        let records = try keys.jsonLines()
        let order = records.indices.sorted { a, b in
            let sa = records[a]["sectionIndex"] as? Int ?? -1, sb = records[b]["sectionIndex"] as? Int ?? -1
            if sa != sb { return sa < sb }
            let ka = KeysCLITests.bytes(records[a]["sortKey"] as? String ?? ""), kb = KeysCLITests.bytes(records[b]["sortKey"] as? String ?? "")
            return ka != kb ? ka.lexicographicallyPrecedes(kb) : a < b
        }
        let grouped = try CLIRunner.run([input, "--format", "json", "--locale", "zh-Hans"]).groupedItems()
        #expect(order.map { "\(records[$0]["section"] as? String ?? "")/\(records[$0]["name"] as? String ?? "")" } == grouped)
    }

    @Test("A file refused part-way (a bad byte past the first part) stops the run with 66 and leaves --output as it was")
    func refusedPartWay() throws {
        let folder = try TemporaryFolder()
        let input = try folder.file("names.txt", Array(Self.text.utf8) + [0x42, 0xFF, 0x0A])
        let target = try folder.file("keys.tsv", "precious\n")
        let result = try CLIRunner.run(["keys", input, "--format", "tsv", "--output", target], environment: ["COLLATE_PART_SIZE": "1000"])
        #expect(result.status == 66)
        #expect(result.stderr.contains("names.txt:10001: not valid UTF-8 (byte 0xFF)"), "\(result.stderr)")
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "precious\n")
        // Refused in its first part, a file is refused whole and the others still written.
        let bad = try folder.file("bad.txt", [0x42, 0xFF, 0x0A])
        let good = try folder.file("good.txt", "Ann\n")
        let both = try CLIRunner.run(["keys", bad, good, "--locale", "en"])
        #expect(both.status == 66)
        #expect(try both.jsonLines().compactMap { $0["name"] as? String } == ["Ann"])
    }
}
