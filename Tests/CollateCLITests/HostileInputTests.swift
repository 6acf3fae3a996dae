import Foundation
import TestSupport
import Testing

/// The built `collate` on inputs that try to be taken for something else: standard input that
/// is not a terminal, binary data, files past the limits, names that would forge lines or drive
/// the terminal, file names that are not UTF-8, JSON that is not JSON.
@Suite("Input that is what it seems", .serialized)
struct HostileInputTests {
    @Test("/dev/null on standard input is an empty list, not the sample; --sample asks for it by name")
    func devNull() throws {
        let empty = try CLIRunner.run(["--locale", "en"])    // CLIRunner gives /dev/null
        #expect(empty.status == 0, "\(empty.stderr)")
        #expect(empty.stdout == "")
        for command in [["sort"], ["keys"], ["group", "--format", "json"]] {
            let result = try CLIRunner.run(command + ["--locale", "en"])
            #expect(result.status == 0)
            #expect(!result.stdout.contains("Émile Zola"), "\(command)")
        }
        let sample = try CLIRunner.run(["--sample", "--locale", "en"])
        #expect(sample.stdoutLines.contains("  Émile Zola"))
    }

    @Test("/dev/zero, /dev/urandom and a sparse 3 GB file are refused from their first 64 KiB (exit 66)")
    func binaryData() throws {
        let zero = try #require(FileHandle(forReadingAtPath: "/dev/zero"))
        let fromZero = try CLIRunner.run(["--locale", "en"], standardInput: zero)
        #expect(fromZero.status == 66, "\(fromZero.stderr)")
        #expect(fromZero.stderr.contains("<stdin>: binary data"))

        let random = try CLIRunner.run(["/dev/urandom", "--locale", "en"])
        #expect(random.status == 66, "\(random.stderr)")
        #expect(random.stderr.contains("/dev/urandom: binary data"))

        let folder = try TemporaryFolder()
        let sparse = folder.url.appendingPathComponent("sparse.txt").path
        #expect(FileManager.default.createFile(atPath: sparse, contents: nil))
        #expect(truncate(sparse, 3 << 30) == 0)
        let fromSparse = try CLIRunner.shell("ulimit -v 1000000; exec \"$COLLATE\" '\(sparse)' --locale en")
        #expect(fromSparse.status == 66, "refused within a 1 GB address space: \(fromSparse.stderr)")
        #expect(fromSparse.stderr.contains("binary data"))

        // Past the size limit, refused by its size before a byte is read.
        let huge = folder.url.appendingPathComponent("huge.txt").path
        #expect(FileManager.default.createFile(atPath: huge, contents: nil))
        #expect(truncate(huge, 5 << 30) == 0)
        let fromHuge = try CLIRunner.run([huge])
        #expect(fromHuge.status == 66)
        #expect(fromHuge.stderr.contains("too large: collate reads at most 4 GiB"))
    }

    @Test("A line longer than 16 MiB is refused; a small file with NULs is still read and reported")
    func lineLimit() throws {
        let folder = try TemporaryFolder()
        let long = try folder.file("long.txt", String(repeating: "a", count: (16 << 20) + 10))
        let result = try CLIRunner.run([long])
        #expect(result.status == 66)
        #expect(result.stderr.contains("a line longer than 16 MiB"))
        // The same length as one JSON document is not a line limit's business.
        let json = try folder.file("long.json", "[\"" + String(repeating: "a", count: (16 << 20) + 10) + "\"]")
        #expect(try CLIRunner.run([json, "--format", "json"]).status == 0)

        let withNUL = try folder.file("nul.txt", "Zoe\nA\u{0}nn\n")
        let read = try CLIRunner.run([withNUL, "--locale", "en"])
        #expect(read.status == 65)
        #expect(read.stdoutLines == ["A", "  Ann", "Z", "  Zoe", ""])
    }

    @Test("Classic Mac OS line ends (CR alone) separate names, with their line numbers")
    func carriageReturns() throws {
        let folder = try TemporaryFolder()
        let path = try folder.file("mac.txt", "Zoe\rAnn\rB\u{1B}ob\r")
        let result = try CLIRunner.run([path, "--locale", "en"])
        #expect(result.stdoutLines == ["A", "  Ann", "B", "  B\\eob", "Z", "  Zoe", ""])
        #expect(result.stderr.contains("mac.txt:3: the name holds an escape (U+001B)"), "\(result.stderr)")
        #expect(result.status == 65)
        // `sort` spells it out too, and indents nothing.
        let sorted = try CLIRunner.run(["sort", path, "--locale", "en"])
        #expect(sorted.stdoutLines == ["Ann", "B\\eob", "Zoe", ""])
        #expect(sorted.status == 65)
    }

    /// Cards that hide names: base64 in 3.0 and 2.1, an escaped line feed, a quoted-printable CR LF, a NUL.
    static let trickyCards = """
        BEGIN:VCARD\r
        VERSION:3.0\r
        FN;ENCODING=b:5pu+5Zu96Jep\r
        END:VCARD\r
        BEGIN:VCARD\r
        VERSION:2.1\r
        N;ENCODING=BASE64:\r
         U21pdGg7QW5uYQ==\r
        \r
        END:VCARD\r
        BEGIN:VCARD\r
        VERSION:3.0\r
        FN:Fake\\nZ\\n  Forged\r
        END:VCARD\r
        BEGIN:VCARD\r
        VERSION:2.1\r
        FN;ENCODING=QUOTED-PRINTABLE:Bob=0D=0A#\r
        END:VCARD\r
        BEGIN:VCARD\r
        VERSION:3.0\r
        FN:Nu\u{0}l\r
        PHOTO;ENCODING=b;TYPE=JPEG:/9j/4AAQSkZJRgABAQ\r
        END:VCARD\r

        """

    @Test("vCard: base64 names are decoded (3.0 and 2.1); line feeds, CRs and NULs are kept, reported and escaped")
    func vcardNames() throws {
        let folder = try TemporaryFolder()
        let path = try folder.file("tricky.vcf", Self.trickyCards)
        let result = try CLIRunner.run([path, "--locale", "en"])
        #expect(result.status == 65, "\(result.stderr)")
        #expect(result.stdoutLines == ["B", "  Bob\\r\\n#", "F", "  Fake\\nZ\\n  Forged", "N", "  Nu\\0l", "S", "  Anna Smith", "Z", "  曾国藩", ""])
        #expect(result.stderr.contains("tricky.vcf:13: FN holds a line feed (U+000A)"), "\(result.stderr)")
        #expect(result.stderr.contains("tricky.vcf:17: FN holds a carriage return (U+000D)"))
        #expect(result.stderr.contains("tricky.vcf:21: FN holds a NUL (U+0000)"))
        // Every record is one line in every format that has lines.
        let keys = try CLIRunner.run(["keys", "--format", "tsv", path, "--locale", "en"])
        #expect(keys.stdoutLines.filter { !$0.isEmpty }.count == 6)
        #expect(keys.stdout.contains("Nu\\\\0l\t"))
        #expect(!keys.stdout.utf8.contains(0))
        let jsonl = try CLIRunner.run(["keys", path, "--locale", "en"])
        #expect(try jsonl.jsonLines().compactMap { $0["name"] as? String }.contains("Fake\nZ\n  Forged"))
        let csv = try CLIRunner.run([path, "--locale", "en", "--format", "csv"])
        #expect(csv.stdout.contains("\"Fake\nZ\n  Forged\""))
        #expect(csv.stdout.contains("Nu\\0l"))
        let page = try CLIRunner.run([path, "--locale", "en", "--format", "html"])
        #expect(!page.stdout.utf8.contains(0) && !page.stdout.utf8.contains(0x1B))
    }

    @Test("CSV and JSON names with NUL and escape characters are reported with their line, and escaped")
    func csvAndJSONControls() throws {
        let folder = try TemporaryFolder()
        let csv = try folder.file("google.csv", "First Name,Last Name,Notes\nAnn\u{1B}[2J,Lee,ok\nBob,Nu\u{0}l,\"two\nlines\"\n")
        let fromCSV = try CLIRunner.run([csv, "--locale", "en"])
        #expect(fromCSV.status == 65)
        #expect(fromCSV.stderr.contains("google.csv:2: the \"First Name\" field holds an escape (U+001B)"), "\(fromCSV.stderr)")
        #expect(fromCSV.stderr.contains("google.csv:3: the \"Last Name\" field holds a NUL (U+0000)"))
        #expect(!fromCSV.stderr.contains("Notes"), "a line break in a note is no problem")
        #expect(!fromCSV.stdout.utf8.contains(0x1B) && !fromCSV.stdout.utf8.contains(0))

        let json = try folder.file("people.json", "[\n  \"Ann\\u001b[31m\",\n  {\"name\": \"Bob\\u0000\"},\n  \"Del\\u007f\",\n  \"Cy\\u009b2J\"\n]")
        let fromJSON = try CLIRunner.run([json, "--locale", "en"])
        #expect(fromJSON.status == 65)
        #expect(fromJSON.stderr.contains("people.json:2: element 1's name holds an escape"), "\(fromJSON.stderr)")
        #expect(fromJSON.stderr.contains("people.json:3: element 2's name holds a NUL"))
        #expect(fromJSON.stderr.contains("people.json:4: element 3's name holds a delete (U+007F)"))
        #expect(fromJSON.stderr.contains("people.json:5: element 4's name holds a control character (U+009B)"))
        // DEL and the C1 controls (U+009B is a terminal's CSI) are spelled out like the rest.
        #expect(fromJSON.stdoutLines == ["A", "  Ann\\e[31m", "B", "  Bob\\0", "C", "  Cy\\u{9B}2J", "D", "  Del\\u{7F}", ""])
        // JSON output escapes by JSON's rules, and reads back to the same names.
        let out = try CLIRunner.run([json, "--locale", "en", "--format", "json"])
        #expect(try out.groupedItems() == ["A/Ann\u{1B}[31m", "B/Bob\u{0}", "C/Cy\u{9B}2J", "D/Del\u{7F}"])
    }

    @Test("JSON that is not RFC 8259 is refused with its line and column", arguments: [
        ("[\"a\",]", "1", "column 6: a comma before the end of the array"),
        ("[\n  {\"name\": \"a\",}\n]", "2", "column 16: a comma before the end of the object"),
        ("[\"a\"\n, x]", "2", "column 3: 'x' where a value was expected"),
        ("[\"a\", \"b\"", "1", "column 10: the input ends inside an array"),
        ("[01]", "1", "column 3: a number with a leading zero"),
        ("[\"tab\there\"]", "1", "column 6: a tab inside a string"),
        ("[\"a\"] x", "1", "column 7: more after the end"),
        ("// comment\n[]", "1", "column 1: '/' where a value was expected"),
        ("[\"\\ud800\"]", "1", "column 9: a high surrogate (\\ud800) without the low one after it"),
    ])
    func strictJSON(_ text: String, _ line: String, _ message: String) throws {
        let folder = try TemporaryFolder()
        let path = try folder.file("bad.json", text)
        let result = try CLIRunner.run([path])
        #expect(result.status == 66)
        #expect(result.stderr.contains("bad.json:\(line): not JSON (RFC 8259) at \(message)"), "\(result.stderr)")
    }

    @Test("A file name that is not UTF-8 is opened; messages escape its bytes and any control character")
    func fileNamesAreBytes() throws {
        let folder = try TemporaryFolder()
        let script = "cd '\(folder.url.path)' && printf 'Zoe\\nAnn\\n' > \"$(printf 'caf\\351.txt')\" && exec \"$COLLATE\" --locale en \"$(printf 'caf\\351.txt')\""
        let opened = try CLIRunner.shell(script)
        #expect(opened.status == 0, "\(opened.stderr)")
        #expect(opened.stdoutLines == ["A", "  Ann", "Z", "  Zoe", ""])

        let missing = try CLIRunner.shell("exec \"$COLLATE\" \"$(printf 'no\\351\\033[2J.txt')\"")
        #expect(missing.status == 1)
        #expect(missing.stderr.contains("collate: no\\xE9\\e[2J.txt: no such file"), "\(missing.stderr)")
        #expect(!missing.stderr.utf8.contains(0x1B))

        let locale = try CLIRunner.shell("exec \"$COLLATE\" --sample --locale \"$(printf 'en\\033[2J')\"")
        #expect(!locale.stderr.utf8.contains(0x1B), "\(locale.stderr)")
        #expect(locale.status != 0)

        // The argument parser's own messages echo arguments too.
        let option = try CLIRunner.shell("exec \"$COLLATE\" \"$(printf -- '--x\\033[2J')\"")
        #expect(option.status == 64)
        #expect(option.stderr.hasPrefix("Error: Unknown option '--x\\e[2J'\n"), "\(option.stderr)")
        let encoding = try CLIRunner.shell("exec \"$COLLATE\" --encoding \"$(printf 'x\\033[2J')\" --sample")
        #expect(encoding.status == 64)
        #expect(!encoding.stderr.utf8.contains(0x1B), "\(encoding.stderr)")

        // A vCard's CHARSET is echoed in its problem: escaped too.
        let folder2 = try TemporaryFolder()
        let card = try folder2.file("charset.vcf", "BEGIN:VCARD\r\nVERSION:2.1\r\nN;CHARSET=\u{1B}[2J:Ann\r\nFN:Ann\r\nEND:VCARD\r\n")
        let charset = try CLIRunner.run([card, "--locale", "en"])
        #expect(charset.status == 65)
        #expect(charset.stderr.contains("has an unknown CHARSET \\e[2J"), "\(charset.stderr)")
        #expect(!charset.stderr.utf8.contains(0x1B))
    }

    @Test("phonetic warns of a locale without data, as every other command does")
    func phoneticLocale() throws {
        let card = "BEGIN:VCARD\r\nVERSION:3.0\r\nN:曾;国藩;;;\r\nEND:VCARD\r\n"
        let result = try CLIRunner.run(["phonetic", "--locale", "xx-YY"], input: Data(card.utf8))
        #expect(result.status == 0)
        #expect(result.stderr.contains("warning: no locale data for 'xx-YY'"))
    }

    @Test("The characters at the control bounds: U+001F, U+007F, U+0080, U+009F are escaped in the text output and named in a message; U+0020, U+007E, U+00A0 are written as they are", arguments: [
        (0x1F, true), (0x7F, true), (0x80, true), (0x9F, true), (0x20, false), (0x7E, false), (0xA0, false), (0x09, false),
    ] as [(UInt32, Bool)])
    func controlBounds(_ value: UInt32, _ control: Bool) throws {
        let character = String(Character(try #require(Unicode.Scalar(value))))
        let folder = try TemporaryFolder()
        // Long enough that the line scan takes its eight-byte steps before and after it.
        let path = try folder.file("names.txt", "Anna\nAbcdefghijklmnop\(character)qrstuvwxyz\n")
        let run = try CLIRunner.run([path, "--locale", "en"])
        let hex = String(value, radix: 16, uppercase: true)
        if control {
            #expect(run.status == 65, "U+\(hex): \(run.stderr)")
            #expect(run.stderr.contains("names.txt:2:") && run.stderr.contains("U+00\(hex.count == 1 ? "0" : "")\(hex)"), "\(run.stderr)")
            #expect(!run.stdout.unicodeScalars.contains { $0.value == value }, "U+\(hex) written raw")
            #expect(run.stdout.contains("Abcdefghijklmnop\\"), "U+\(hex) not spelled out: \(run.stdout)")
        } else {
            #expect(run.status == 0, "U+\(hex): \(run.stderr)")
            #expect(run.stdout.contains("Abcdefghijklmnop\(character)qrstuvwxyz"), "U+\(hex)")
        }
    }
}
