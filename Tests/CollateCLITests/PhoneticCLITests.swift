import Foundation
import TestSupport
import Testing

/// `collate phonetic` through the built binary: the address book comes back with the phonetic
/// names a phone sorts by, every other byte kept.
@Suite("collate phonetic")
struct PhoneticCLITests {
    /// An iPhone 3.0 card, an Android 2.1 card (quoted-printable, CRLF), a Japanese card, a
    /// Latin one and one that has its phonetic name already.
    static let book = """
        BEGIN:VCARD\r
        VERSION:3.0\r
        N:曾;国藩;;;\r
        FN:曾国藩\r
        item1.EMAIL;type=INTERNET:zeng@example.com\r
        item1.X-ABLabel:_$!<Other>!$_\r
        END:VCARD\r
        BEGIN:VCARD\r
        VERSION:2.1\r
        N;CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:=E5=8D=95;=E7=94=B0=E8=8A=B3;;;\r
        TEL;CELL:+86 138 0000 0000\r
        END:VCARD\r
        BEGIN:VCARD\r
        VERSION:3.0\r
        N:Smith;Anna;;;\r
        END:VCARD\r
        BEGIN:VCARD\r
        VERSION:3.0\r
        N:解;缙;;;\r
        X-PHONETIC-LAST-NAME:Xie\r
        END:VCARD\r

        """

    @Test("zh-Hans: surname readings filled after N, in each card's syntax; every other byte kept; the phone's view sorts right; a second run changes nothing")
    func fills() throws {
        let folder = try TemporaryFolder()
        let input = try folder.file("book.vcf", Self.book)
        let output = folder.url.appendingPathComponent("out.vcf").path
        let run = try CLIRunner.run(["phonetic", input, "--locale", "zh-Hans", "--output", output])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.contains("4 contacts; filled 2 family and 2 given names; 1 had a phonetic name already (kept); 0 with no known reading"))
        let written = try String(contentsOfFile: output, encoding: .utf8)
        let expected = Self.book
            .replacingOccurrences(of: "N:曾;国藩;;;\r\n", with: "N:曾;国藩;;;\r\nX-PHONETIC-FIRST-NAME:Guofan\r\nX-PHONETIC-LAST-NAME:Zeng\r\n")
            .replacingOccurrences(of: "=E7=94=B0=E8=8A=B3;;;\r\n", with: "=E7=94=B0=E8=8A=B3;;;\r\nX-PHONETIC-FIRST-NAME:Tianfang\r\nX-PHONETIC-LAST-NAME:Shan\r\n")
        #expect(written == expected)
        // The phone's view: a list that trusts phonetic names and reads nothing itself.
        let phone = try CLIRunner.run(["group", output, "--locale", "en", "--provider", "latin", "--han", "none"])
        #expect(phone.stdoutLines.prefix(8) == ["S", "  单田芳", "  Anna Smith", "X", "  解缙", "Z", "  曾国藩", ""])
        let again = try CLIRunner.run(["phonetic", output, "--locale", "zh-Hans"])
        #expect(again.stdout == written)
        #expect(again.stderr.contains("filled 0 family and 0 given names"))
    }

    @Test("A book of several 1 MB windows: --output (read a window at a time) gives what standard output gives (read whole); a bad line in the last window leaves the file as it was")
    func windows() throws {
        let folder = try TemporaryFolder()
        // 8,000 copies of the book: 2.4 MB, read in two windows.
        let big = String(repeating: Self.book, count: 8_000)
        let input = try folder.file("big.vcf", big)
        let whole = try CLIRunner.run(["phonetic", input, "--locale", "zh-Hans"])
        #expect(whole.status == 0, "\(whole.stderr)")
        let output = folder.url.appendingPathComponent("out.vcf").path
        let windowed = try CLIRunner.run(["phonetic", input, "--locale", "zh-Hans", "--output", output])
        #expect(windowed.status == 0, "\(windowed.stderr)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: output)) == Data(whole.stdout.utf8))
        #expect(windowed.stderr == whole.stderr)
        #expect(whole.stderr.contains("32000 contacts; filled 16000 family and 16000 given names; 8000 had a phonetic name already (kept)"))
        // A byte that is not UTF-8 in the last card: refused after the first windows were
        // written to the temporary file, which is dropped.
        let bad = Array(big.utf8) + Array("BEGIN:VCARD\r\nVERSION:3.0\r\nN:".utf8) + [0xFF] + Array(";;;;\r\nEND:VCARD\r\n".utf8)
        let badPath = folder.url.appendingPathComponent("bad.vcf").path
        try Data(bad).write(to: URL(fileURLWithPath: badPath))
        let refused = try CLIRunner.run(["phonetic", badPath, "--locale", "zh-Hans", "--in-place"])
        #expect(refused.status == 66, "\(refused.stderr)")
        #expect(refused.stderr.contains("N is not valid UTF-8"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: badPath)) == Data(bad))
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted() == ["bad.vcf", "big.vcf", "out.vcf"])
    }

    @Test("--dry-run prints what would be filled and writes nothing; --in-place writes over the input")
    func dryRunAndInPlace() throws {
        let folder = try TemporaryFolder()
        let input = try folder.file("book.vcf", Self.book)
        let dry = try CLIRunner.run(["phonetic", input, "--locale", "zh-Hans", "--dry-run", "--format", "json"])
        #expect(dry.status == 0)
        let fills = try #require(try dry.json()["fills"] as? [[String: Any]])
        #expect(fills.map { $0["reading"] as? String } == ["Zeng", "Guofan", "Shan", "Tianfang"])
        #expect(fills.first?["field"] as? String == "phoneticFamilyName")
        #expect(try String(contentsOfFile: input, encoding: .utf8) == Self.book)
        let text = try CLIRunner.run(["phonetic", input, "--locale", "zh-Hans", "--dry-run"])
        #expect(text.stdoutLines.first == "曾国藩\tphoneticFamilyName\tZeng")
        let inPlace = try CLIRunner.run(["phonetic", input, "--locale", "zh-Hans", "--in-place", "--phonetic-style", "tones"])
        #expect(inPlace.status == 0)
        #expect(try String(contentsOfFile: input, encoding: .utf8).contains("X-PHONETIC-LAST-NAME:Zēng\r\n"))
    }

    @Test("Japanese in ja: kana for known family names, never a guessed given name; --verbose lists what has no reading")
    func japanese() throws {
        let folder = try TemporaryFolder()
        let input = try folder.file("ja.vcf", "BEGIN:VCARD\nVERSION:3.0\nN:山田;太郎;;;\nEND:VCARD\nBEGIN:VCARD\nVERSION:3.0\nN:㐂田;花子;;;\nEND:VCARD\n")
        let run = try CLIRunner.run(["phonetic", input, "--locale", "ja", "--kana", "katakana", "--verbose"])
        #expect(run.stdout == "BEGIN:VCARD\nVERSION:3.0\nN:山田;太郎;;;\nX-PHONETIC-LAST-NAME:ヤマダ\nEND:VCARD\nBEGIN:VCARD\nVERSION:3.0\nN:㐂田;花子;;;\nEND:VCARD\n")
        #expect(run.stderr.contains("line 5: 㐂田花子: family name, given name not read"))
        #expect(run.stderr.contains("line 1: 山田太郎: given name not read"))
    }

    @Test("Google CSV exports (today's, and the older UTF-16 one): the flavour's own columns filled, every other byte kept, a second run the identity")
    func googleCSV() throws {
        let folder = try TemporaryFolder()
        let book = "\u{FEFF}First Name,Middle Name,Last Name,Phonetic First Name,Phonetic Middle Name,Phonetic Last Name,Notes\r\n"
            + "国藩,,曾,,,,\"a, note\"\r\nAnna,,Smith,,,,\r\n田芳,,单,,,,\r\n"
        let input = try folder.file("google.csv", book)
        let run = try CLIRunner.run(["phonetic", input, "--locale", "zh-Hans"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == book.replacingOccurrences(of: "国藩,,曾,,,,", with: "国藩,,曾,Guofan,,Zeng,")
            .replacingOccurrences(of: "田芳,,单,,,,", with: "田芳,,单,Tianfang,,Shan,"))
        let output = try folder.file("out.csv", run.stdout)
        #expect(try CLIRunner.run(["phonetic", output, "--locale", "zh-Hans"]).stdout == run.stdout)
        let phone = try CLIRunner.run(["group", output, "--locale", "en", "--provider", "latin", "--han", "none"])
        #expect(phone.stdoutLines.prefix(5) == ["S", "  单田芳", "  Anna Smith", "Z", "  曾国藩"])
        // The older export: UTF-16 with a byte order mark, Yomi columns.
        let legacy = "Name,Given Name,Family Name,Given Name Yomi,Family Name Yomi\r\n曾国藩,国藩,曾,,\r\n"
        let utf16 = try folder.file("legacy.csv", [0xFF, 0xFE] + legacy.utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
        let out16 = folder.url.appendingPathComponent("legacy-out.csv").path
        #expect(try CLIRunner.run(["phonetic", utf16, "--locale", "zh-Hans", "--output", out16]).status == 0)
        let written = try Data(contentsOf: URL(fileURLWithPath: out16))
        #expect(String(data: written, encoding: .utf16) == legacy.replacingOccurrences(of: "曾,,", with: "曾,Guofan,Zeng"))
        #expect(Array(written.prefix(2)) == [0xFF, 0xFE])
    }

    @Test("Android's vCard fixtures and every CSV flavour through the binary: each re-reads with as many contacts, and a second run changes nothing")
    func fixtures() throws {
        let resources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("CollationContactsTests/Resources")
        let files = try FileManager.default.contentsOfDirectory(atPath: resources.appendingPathComponent("vcards").path)
            .filter { $0.hasSuffix(".vcf") }.map { "vcards/" + $0 } + ["csv/google.csv", "csv/google-legacy.csv", "csv/outlook-com.csv"]
        #expect(files.count > 12)
        let folder = try TemporaryFolder()
        var filled = 0
        for file in files.sorted() {
            let input = resources.appendingPathComponent(file).path
            let output = folder.url.appendingPathComponent((file as NSString).lastPathComponent).path
            let run = try CLIRunner.run(["phonetic", input, "--locale", "zh-Hans", "--output", output])
            // 65: the reader's own problems with a fixture (reported; the file is still written).
            guard run.status == 0 || run.status == 65 else {
                // A file the writer cannot take is refused whole.
                #expect(run.status == 66 && run.stderr.contains("nothing was written"), "\(file): \(run.stderr)")
                #expect(!FileManager.default.fileExists(atPath: output))
                continue
            }
            if run.stderr.contains("filled 0 family and 0 given") == false { filled += 1 }
            let before = try CLIRunner.run(["group", input, "--format", "json"]).json()
            let after = try CLIRunner.run(["group", output, "--format", "json"]).json()
            let count = { (json: [String: Any]) in ((json["sections"] as? [[String: Any]]) ?? []).reduce(0) { $0 + (($1["items"] as? [Any])?.count ?? 0) } }
            #expect(count(before) == count(after), "\(file)")
            let second = output + ".again"
            _ = try CLIRunner.run(["phonetic", output, "--locale", "zh-Hans", "--output", second])
            #expect(try Data(contentsOf: URL(fileURLWithPath: second)) == Data(contentsOf: URL(fileURLWithPath: output)), "\(file)")
        }
        #expect(filled >= 2)
    }

    @Test("What it cannot do is refused with one line and nothing written", arguments: [
        (["phonetic", "FILE.csv"], 64, "an Outlook desktop export has no phonetic name columns"),
        (["phonetic", "FILE.vcf", "--output", "/nonexistent/dir/out.vcf"], 74, "nothing was written"),
        (["phonetic", "FILE.vcf", "--output", "x.vcf", "--in-place"], 64, "choose one"),
        (["phonetic", "FILE.vcf", "--phonetic-style", "loud"], 64, "'typed', 'tones' or 'spaced'"),
        (["phonetic", "FILE.utf16.vcf"], 66, "invalid UTF-16; nothing was written"),
    ])
    func refusals(arguments: [String], status: Int32, message: String) throws {
        let folder = try TemporaryFolder()
        let vcf = try folder.file("book.vcf", Self.book)
        let csv = try folder.file("outlook.csv", "\"Title\",\"First Name\",\"Last Name\",\"E-mail Display Name\"\r\n\"\",\"国藩\",\"曾\",\"\"\r\n")
        // A lone high surrogate: not UTF-16.
        let utf16 = try folder.file("book16.vcf", [0xFF, 0xFE] + Array("BEGIN:VCARD".utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] } + [0x00, 0xD8, 0x41, 0x00])
        let resolved = arguments.map { $0 == "FILE.csv" ? csv : $0 == "FILE.vcf" ? vcf : $0 == "FILE.utf16.vcf" ? utf16 : $0 }
        let run = try CLIRunner.run(resolved)
        #expect(run.status == status, "\(run.stderr)")
        #expect(run.stderr.contains(message), "\(run.stderr)")
        #expect(run.stdout.isEmpty)
        #expect(try String(contentsOfFile: vcf, encoding: .utf8) == Self.book)
    }
}

/// Several address books in one run.
@Suite("collate phonetic on several files")
struct PhoneticSeveralFilesTests {
    @Test("--in-place writes each over itself; one that cannot be written is reported, the others done, the status the worst")
    func several() throws {
        let folder = try TemporaryFolder()
        let first = try folder.file("a.vcf", "BEGIN:VCARD\nVERSION:3.0\nN:曾;国藩;;;\nEND:VCARD\n")
        let second = try folder.file("b.csv", "First Name,Last Name,Phonetic First Name,Phonetic Last Name\n田芳,单,,\n")
        let refused = try folder.file("c.csv", "\"Title\",\"First Name\",\"Last Name\",\"E-mail Display Name\"\n\"\",\"国藩\",\"曾\",\"\"\n")
        let run = try CLIRunner.run(["phonetic", first, refused, second, "--locale", "zh-Hans", "--in-place"])
        #expect(run.status == 64)
        #expect(try String(contentsOfFile: first, encoding: .utf8).contains("X-PHONETIC-LAST-NAME:Zeng\n"))
        #expect(try String(contentsOfFile: second, encoding: .utf8) == "First Name,Last Name,Phonetic First Name,Phonetic Last Name\n田芳,单,Tianfang,Shan\n")
        #expect(run.stderr.contains("c.csv:1: an Outlook desktop export has no phonetic name columns"))
        let dry = try CLIRunner.run(["phonetic", first, second, "--locale", "zh-Hans", "--dry-run", "--format", "csv", "--overwrite"])
        #expect(dry.status == 0)
        #expect(dry.stdoutLines.first == "name,file,line,field,reading")
        #expect(dry.stdoutLines.count == 6)
        // Without --in-place or --dry-run, one at a time.
        #expect(try CLIRunner.run(["phonetic", first, second]).status == 64)
    }

    @Test("A Google CSV row shorter than its header is left as it is; the others are filled")
    func shortRow() throws {
        let folder = try TemporaryFolder()
        // The short row ends just before the phonetic columns: the first one it lacks is its count.
        let csv = "First Name,Last Name,Phonetic First Name,Phonetic Last Name\n国藩,曾,,\n田芳,单\n缙,解,,\n"
        let input = try folder.file("google.csv", csv)
        let run = try CLIRunner.run(["phonetic", input, "--locale", "zh-Hans"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == "First Name,Last Name,Phonetic First Name,Phonetic Last Name\n国藩,曾,Guofan,Zeng\n田芳,单\n缙,解,Jin,Xie\n")
    }

    @Test("A card with a problem: the book is still written, the problem reported with its line, exit 65")
    func problemsExit65() throws {
        let folder = try TemporaryFolder()
        let book = "BEGIN:VCARD\r\nVERSION:3.0\r\nN:曾;国藩;;;\r\nthis line is no property\r\nEND:VCARD\r\n"
        let input = try folder.file("book.vcf", book)
        let output = folder.url.appendingPathComponent("out.vcf").path
        let run = try CLIRunner.run(["phonetic", input, "--locale", "zh-Hans", "--output", output])
        #expect(run.status == 65, "\(run.stderr)")
        #expect(run.stderr.contains("book.vcf:4: not a vCard property"), "\(run.stderr)")
        #expect(try String(contentsOfFile: output, encoding: .utf8).contains("X-PHONETIC-LAST-NAME:Zeng\r\n"))
    }

    @Test("phonetic --in-place killed at random moments leaves the old book or the new one, never a mix")
    func killedAtRandom() throws {
        let folder = try TemporaryFolder()
        // Large enough (about 80 KB, a few hundred milliseconds in a debug build) that the kills
        // land in every phase: starting, reading, filling, writing, syncing, renaming.
        let cards = (0..<1_000).map { "BEGIN:VCARD\r\nVERSION:3.0\r\nN:曾;国藩\($0);;;\r\nTEL:+86 138 \($0)\r\nEND:VCARD\r\n" }.joined()
        let old = Data(cards.utf8)
        let book = folder.url.appendingPathComponent("book.vcf")
        try old.write(to: book)
        let clock = ContinuousClock()
        let start = clock.now
        let whole = try CLIRunner.run(["phonetic", book.path, "--in-place", "--locale", "zh-Hans"])
        let duration = clock.now - start
        #expect(whole.status == 0, "\(whole.stderr)")
        let new = try Data(contentsOf: book)
        #expect(new != old)
        let binary = try #require(CLIRunner.executable)
        let iterations = Int(ProcessInfo.processInfo.environment["COLLATE_KILL_ITERATIONS"] ?? "") ?? 100
        var outcomes = (old: 0, new: 0)
        for _ in 0..<iterations {
            try old.write(to: book)
            let process = Process()
            process.executableURL = binary
            process.arguments = ["phonetic", book.path, "--in-place", "--locale", "zh-Hans"]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            // Anywhere from the start to a little past the usual end.
            let seconds = Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
            let delay = Double.random(in: 0...1.2) * seconds
            usleep(UInt32(delay * 1_000_000))
            // Every third a polite kill (SIGTERM): the run removes its temporary file on the way out.
            let polite = outcomes.old + outcomes.new + 1
            let signal = polite % 3 == 0 ? SIGTERM : SIGKILL
            kill(process.processIdentifier, signal)
            process.waitUntilExit()
            if signal == SIGTERM, process.terminationReason == .uncaughtSignal {
                let left = try FileManager.default.contentsOfDirectory(atPath: folder.url.path).filter { $0.hasPrefix(".collate-") }
                #expect(left.isEmpty, "SIGTERM left \(left)")
            }
            let now = try Data(contentsOf: book)
            #expect(now == old || now == new, "a mix of the old and the new book after a kill")
            if now == old { outcomes.old += 1 } else if now == new { outcomes.new += 1 }
            // A kill leaves the temporary file (as it would any careful tool's); the next run is not confused by it.
            for name in try FileManager.default.contentsOfDirectory(atPath: folder.url.path) where name.hasPrefix(".collate-") {
                try FileManager.default.removeItem(at: folder.url.appendingPathComponent(name))
            }
        }
        #expect(outcomes.old + outcomes.new == iterations)
        #expect(outcomes.old > 0, "some kills land before the rename")
    }
}
