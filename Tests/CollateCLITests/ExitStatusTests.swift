import Foundation
import TestSupport
import Testing

/// The exit-status table of the DocC article on the tool, through the built binary: each status
/// of each command that can give it.
@Suite("Exit statuses, the same for every command")
struct ExitStatusTests {
    /// Placeholders the test replaces with its own files.
    static let names = "NAMES", card = "CARD", missing = "MISSING", binary = "BINARY", withNUL = "WITHNUL", badCard = "BADCARD",
        notUTF8 = "NOTUTF8"

    @Test("Each status of the table, for each command", arguments: [
        // 0: everything read and written.
        (["group", names], 0), (["sort", names], 0), (["keys", names], 0), (["search", "ann", names], 0),
        (["titles"], 0), (["explain", "Ann"], 0), (["phonetic", card], 0), (["providers"], 0), (["locales"], 0),
        // 1: an error that stops the run.
        (["group", missing], 1), (["sort", missing], 1), (["keys", missing], 1), (["search", "ann", missing], 1),
        (["phonetic", missing], 1), (["titles", "--provider", "nope"], 1), (["explain", "Ann", "--provider", "nope"], 1),
        (["search", "qqqq", names], 1),
        // 64: a usage error.
        (["group", "--nope"], 64), (["sort", "--nope"], 64), (["keys", "--nope"], 64), (["search", "--nope"], 64),
        (["titles", "--nope"], 64), (["explain", "--nope"], 64), (["phonetic", "--nope"], 64), (["providers", "--nope"], 64),
        (["locales", "--nope"], 64),
        // 65: records with problems, every one still written.
        (["group", withNUL], 65), (["sort", withNUL], 65), (["keys", withNUL], 65), (["search", "ann", withNUL], 65),
        (["phonetic", badCard], 65),
        // 66: a file refused whole.
        (["group", binary], 66), (["sort", binary], 66), (["keys", binary], 66), (["search", "ann", binary], 66),
        (["phonetic", binary], 66),
        // --strict stops at the first problem, with the same statuses: 65 for a record, 66 for a
        // file refused whole (binary data, bytes not in its encoding), also after a good file.
        (["group", "--strict", withNUL], 65), (["sort", "--strict", withNUL], 65), (["keys", "--strict", withNUL], 65),
        (["search", "--strict", "ann", withNUL], 65),
        (["group", "--strict", binary], 66), (["sort", "--strict", binary], 66), (["keys", "--strict", binary], 66),
        (["search", "--strict", "ann", binary], 66),
        (["group", "--strict", names, binary], 66), (["keys", "--strict", names, binary], 66),
        (["group", "--strict", notUTF8], 66), (["keys", "--strict", notUTF8], 66), (["group", "--strict", names, notUTF8], 66),
        (["group", "--strict", names], 0), (["keys", "--strict", names], 0), (["group", "--strict", missing], 1),
    ] as [([String], Int32)])
    func status(_ arguments: [String], _ expected: Int32) throws {
        let folder = try TemporaryFolder()
        let files = [
            Self.names: try folder.file("names.txt", "Ann\nZoe\n"),
            Self.card: try folder.file("book.vcf", "BEGIN:VCARD\r\nVERSION:3.0\r\nN:曾;国藩;;;\r\nEND:VCARD\r\n"),
            Self.missing: folder.url.appendingPathComponent("missing.txt").path,
            Self.binary: try folder.file("binary.vcf", [UInt8](repeating: 0, count: 70_000)),
            Self.withNUL: try folder.file("nul.txt", "Ann\u{0}\nZoe\n"),
            Self.badCard: try folder.file("bad.vcf", "BEGIN:VCARD\r\nVERSION:3.0\r\nN:曾;国藩;;;\r\nnot a property\r\nEND:VCARD\r\n"),
            Self.notUTF8: try folder.file("latin1.txt", Array("Ann\nJos".utf8) + [0xE9, 0x0A]),
        ]
        let resolved = arguments.map { files[$0] ?? $0 } + (arguments.first == "locales" ? [] : ["--locale", "en"])
        let result = try CLIRunner.run(resolved)
        #expect(result.status == expected, "\(arguments): \(result.stderr)")
        if expected != 0 { #expect(!result.stderr.isEmpty, "a non-zero status says why") }
        // --strict stops at the first problem, before any output.
        if expected == 65, !arguments.contains("--strict") { #expect(!result.stdout.isEmpty, "65: every record is still written") }
        // (keys streams: what it keyed from a good file before the bad one is written.)
        if arguments.contains("--strict"), expected != 0, !arguments.contains(Self.names) {
            #expect(result.stdout.isEmpty, "--strict writes nothing after a problem")
        }
    }

    @Test("74 for every command whose output cannot be written", arguments: [
        ["group", names], ["sort", names], ["keys", names], ["search", "ann", names], ["titles"], ["explain", "Ann"],
        ["phonetic", card], ["providers"], ["locales"],
    ])
    func outputFailed(_ arguments: [String]) throws {
        let folder = try TemporaryFolder()
        let files = [
            Self.names: try folder.file("names.txt", "Ann\nZoe\n"),
            Self.card: try folder.file("book.vcf", "BEGIN:VCARD\r\nVERSION:3.0\r\nN:曾;国藩;;;\r\nEND:VCARD\r\n"),
        ]
        let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
        let result = try CLIRunner.run(arguments.map { files[$0] ?? $0 } + (arguments.first == "locales" ? [] : ["--locale", "en"]), standardOutput: full)
        #expect(result.status == 74, "\(arguments): \(result.stderr)")
        #expect(result.stderr.hasPrefix("collate: standard output: cannot write"), "\(result.stderr)")
    }
}
