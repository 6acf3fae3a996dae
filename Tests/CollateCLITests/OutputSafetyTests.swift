import Foundation
import TestSupport
import Testing

/// The built `collate` against the faults a careful tool survives: a full disk (`/dev/full`,
/// `ulimit -f`, a small tmpfs), a closed pipe, special files and links named as the output,
/// inputs refused whole. Every output is written whole or not at all, every failed write is
/// exit 74, and an existing `--output` file is untouched by a run that fails.
@Suite("Outputs that never lie about success", .serialized)
struct OutputSafetyTests {
    /// A list large enough that its output passes every small limit below (about 300 KB).
    static let bigInput: String = (0..<20_000).map { "Name \($0) 曾国藩 Émile" }.joined(separator: "\n") + "\n"

    /// The commands and flags that write their output to standard output or `--output`.
    static let writers: [[String]] = [
        ["group"], ["group", "--format", "json"], ["group", "--format", "csv"], ["group", "--format", "html"],
        ["sort"], ["sort", "--format", "json"], ["keys"], ["keys", "--format", "tsv"],
    ]

    @Test("A write to a full device (/dev/full) is exit 74 with a message, for every command and format", arguments: writers)
    func fullDevice(_ command: [String]) throws {
        let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
        let result = try CLIRunner.run(command + ["--locale", "en"], input: Data("Zoe\nAnn\n".utf8), standardOutput: full)
        #expect(result.status == 74, "\(command): \(result.stderr)")
        #expect(result.stderr.contains("collate: standard output: cannot write: No space left on device"), "\(result.stderr)")
    }

    @Test("phonetic, titles, --version and every help text to a full device are exit 74 too")
    func fullDeviceOtherCommands() throws {
        let full = try #require(FileHandle(forWritingAtPath: "/dev/full"))
        let card = "BEGIN:VCARD\r\nVERSION:3.0\r\nN:曾;国藩;;;\r\nEND:VCARD\r\n"
        let phonetic = try CLIRunner.run(["phonetic", "--locale", "zh-Hans"], input: Data(card.utf8), standardOutput: full)
        #expect(phonetic.status == 74, "\(phonetic.stderr)")
        #expect(!phonetic.stderr.contains("filled"), "no success summary after a failed write: \(phonetic.stderr)")
        #expect(try CLIRunner.run(["titles", "--locale", "en"], standardOutput: full).status == 74)
        #expect(try CLIRunner.run(["--version"], standardOutput: full).status == 74)
        for help in [["--help"], ["help"], ["help", "sort"], ["search", "--help"], ["-h"]] {
            let run = try CLIRunner.run(help, standardOutput: full)
            #expect(run.status == 74 && run.stderr.contains("No space left on device"), "\(help): \(run.stderr)")
        }
    }

    @Test("A reader that closed the pipe is exit 74, not a success and not a crash")
    func closedPipe() throws {
        let folder = try TemporaryFolder()
        let input = try folder.file("big.txt", Self.bigInput)
        // `head -c 1` reads one byte and leaves: the rest of the output meets a closed pipe.
        let result = try CLIRunner.run(URL(fileURLWithPath: "/bin/bash"),
            ["-c", "\"$0\" --locale en --provider latin \"$1\" | head -c 1 >/dev/null; echo ${PIPESTATUS[0]}", try CLIRunner.path(), input])
        #expect(result.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == "74", "\(result.stdout) \(result.stderr)")
        #expect(result.stderr.contains("the reader closed the pipe"), "\(result.stderr)")
    }

    @Test("--output over a file: written whole, the file's mode kept, no temporary file left")
    func replacesWhole() throws {
        let folder = try TemporaryFolder()
        let input = try folder.file("names.txt", "Zoe\nAnn\n")
        let target = try folder.file("out.txt", "old contents\n")
        #expect(chmod(target, 0o640) == 0)
        let result = try CLIRunner.run([input, "--locale", "en", "--output", target])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "A\n  Ann\nZ\n  Zoe\n")
        var status = stat()
        #expect(stat(target, &status) == 0 && status.st_mode & 0o777 == 0o640)
        #expect(try Self.leftovers(in: folder) == [])
    }

    @Test("A failed run leaves an existing --output as it was: file too large (ulimit -f), every format", arguments: writers + [["group", "--format", "sqlite"]])
    func fileSizeLimit(_ command: [String]) throws {
        let folder = try TemporaryFolder()
        let input = try folder.file("names.txt", Self.bigInput)
        let target = try folder.file("out", "precious old contents\n")
        // 64 KiB: less than any of these outputs. SIGXFSZ ignored, so the write fails with EFBIG.
        let result = try CLIRunner.shell("ulimit -f 64; trap '' XFSZ; exec \"$COLLATE\" \(command.joined(separator: " ")) --locale en '\(input)' --output '\(target)'")
        #expect(result.status == 74, "\(command): \(result.status) \(result.stderr)")
        #expect(result.stderr.contains("out:"), "\(result.stderr)")
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "precious old contents\n", "\(command)")
        #expect(try Self.leftovers(in: folder) == [], "\(command)")
    }

    @Test("A full file system (a 64 KiB tmpfs) is exit 74 and leaves the old file: text, JSON, SQLite and phonetic")
    func fullFileSystem() throws {
        let folder = try TemporaryFolder()
        let mountPoint = folder.url.appendingPathComponent("small").path
        try FileManager.default.createDirectory(atPath: mountPoint, withIntermediateDirectories: true)
        let mounted = try CLIRunner.run(URL(fileURLWithPath: "/usr/bin/env"), ["mount", "-t", "tmpfs", "-o", "size=64k", "tmpfs", mountPoint])
        guard mounted.status == 0 else {
            let reason = "cannot mount a small tmpfs (needs root): \(mounted.stderr)"
            if RequiredData.inCI { Issue.record(Comment(rawValue: reason)); return }
            try Test.cancel(Comment(rawValue: reason))
        }
        defer { _ = try? CLIRunner.run(URL(fileURLWithPath: "/usr/bin/env"), ["umount", mountPoint]) }
        let input = try folder.file("names.txt", Self.bigInput)
        let target = mountPoint + "/out"
        try Data("precious old contents\n".utf8).write(to: URL(fileURLWithPath: target))
        for command in [["group"], ["group", "--format", "json"], ["group", "--format", "sqlite"], ["keys", "--format", "tsv"]] {
            let result = try CLIRunner.run(command + ["--locale", "en", input, "--output", target])
            #expect(result.status == 74, "\(command): \(result.stderr)")
            #expect(result.stderr.contains("No space left on device") || result.stderr.contains("full"), "\(command): \(result.stderr)")
            #expect(try String(contentsOfFile: target, encoding: .utf8) == "precious old contents\n", "\(command)")
        }
        let cards = (0..<600).map { "BEGIN:VCARD\r\nVERSION:3.0\r\nN:曾;国藩\($0);;;\r\nEND:VCARD\r\n" }.joined()
        let book = mountPoint + "/book.vcf"
        try Data(cards.utf8).write(to: URL(fileURLWithPath: book))
        let phonetic = try CLIRunner.run(["phonetic", book, "--in-place", "--locale", "zh-Hans"])
        #expect(phonetic.status == 74, "\(phonetic.stderr)")
        #expect(try String(contentsOfFile: book, encoding: .utf8) == cards)
        let names = try FileManager.default.contentsOfDirectory(atPath: mountPoint).sorted()
        #expect(names == ["book.vcf", "out"], "no temporary file is left on the full disk")
    }

    @Test("An input refused whole (exit 66) leaves an existing --output untouched")
    func refusedInputWritesNothing() throws {
        let folder = try TemporaryFolder()
        let bad = try folder.file("bad.json", "[\"a\",]")
        let target = try folder.file("out.txt", "precious\n")
        let result = try CLIRunner.run([bad, "--output", target])
        #expect(result.status == 66, "\(result.stderr)")
        #expect(result.stderr.contains("out.txt was not written"))
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "precious\n")
    }

    @Test("--output through a symbolic link replaces the file it names and keeps the link")
    func symbolicLink() throws {
        let folder = try TemporaryFolder()
        let input = try folder.file("names.txt", "Zoe\n")
        let real = try folder.file("real.txt", "old\n")
        let link = folder.url.appendingPathComponent("link.txt").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "real.txt")
        for format in ["text", "sqlite"] {
            let result = try CLIRunner.run([input, "--locale", "en", "--format", format, "--output", link])
            #expect(result.status == 0, "\(result.stderr)")
            #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "real.txt", "\(format)")
        }
        let header = try #require(FileHandle(forReadingAtPath: real)).readData(ofLength: 15)
        #expect(String(decoding: header, as: UTF8.self) == "SQLite format 3")
    }

    @Test("--output a FIFO: text is written through it, a database is refused and the FIFO kept; a folder is refused")
    func specialFiles() throws {
        let folder = try TemporaryFolder()
        let input = try folder.file("names.txt", "Zoe\nAnn\n")
        let fifo = folder.url.appendingPathComponent("fifo").path
        #expect(mkfifo(fifo, 0o600) == 0)
        // A reader waits on the FIFO, so that a run that wrongly opened it would write there and
        // fail this test, rather than wait for a reader forever; released by a writer after.
        let waiting = Thread { _ = FileHandle(forReadingAtPath: fifo)?.readDataToEndOfFile() }
        waiting.start()
        let refused = try CLIRunner.run([input, "--format", "sqlite", "--output", fifo])
        while !waiting.isFinished {
            let release = open(fifo, O_WRONLY | O_NONBLOCK)
            if release >= 0 { close(release) }
            usleep(10_000)
        }
        #expect(refused.status == 74, "\(refused.stderr)")
        #expect(refused.stderr.contains("not a regular file"))
        var status = stat()
        #expect(lstat(fifo, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO, "the FIFO is still a FIFO")

        // A reader on the FIFO, as `collate … --output fifo & cat fifo` would have.
        nonisolated(unsafe) var read = Data()
        let reader = Thread {
            if let handle = FileHandle(forReadingAtPath: fifo) { read = handle.readDataToEndOfFile() }
        }
        reader.start()
        let through = try CLIRunner.run([input, "--locale", "en", "--output", fifo])
        #expect(through.status == 0, "\(through.stderr)")
        while !reader.isFinished { usleep(10_000) }
        #expect(String(decoding: read, as: UTF8.self) == "A\n  Ann\nZ\n  Zoe\n")
        #expect(lstat(fifo, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO)

        // A device node is written through for text, refused for a database: the test's own
        // copy of /dev/null (a character device 1,3, which root can make), never the real one.
        let null = folder.url.appendingPathComponent("null").path
        if mknod(null, S_IFCHR | 0o666, dev_t(0x103)) == 0 {    // makedev(1, 3), a C macro Swift does not see
            let device = try CLIRunner.run([input, "--format", "sqlite", "--output", null])
            #expect(device.status == 74, "\(device.stderr)")
            #expect(lstat(null, &status) == 0 && status.st_mode & S_IFMT == S_IFCHR, "the device is still a device")
            #expect(try CLIRunner.run([input, "--output", null]).status == 0)
            #expect(lstat(null, &status) == 0 && status.st_mode & S_IFMT == S_IFCHR)
        }

        let directory = try CLIRunner.run([input, "--output", folder.url.path])
        #expect(directory.status == 74)
        #expect(directory.stderr.contains("is a folder"))
        let missingFolder = try CLIRunner.run([input, "--output", folder.url.appendingPathComponent("no/such/out.txt").path])
        #expect(missingFolder.status == 74)
    }

    /// The files a run may have left in `folder` besides the ones the test made.
    static func leftovers(in folder: TemporaryFolder) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder.url.path).filter { $0.hasPrefix(".collate-") }
    }
}
