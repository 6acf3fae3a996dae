import Foundation
import TestSupport
import Testing

/// The durable write, step by step: the steps' order seen from outside (the file synced before
/// the rename, the folder after it), a fault injected at every step of a write (each must leave
/// the old file and exit 74, or say that the new file is in place), and a kill at every step of
/// `--in-place`. `COLLATE_FAULT_STEP`, `COLLATE_FAULT_SIGNAL` and `COLLATE_TRACE_STEPS` are the
/// seam (``OutputSteps`` in the tool): the fault is hit every time, not when a timer lands.
@Suite("Faults at every step of a write", .serialized)
struct OutputFaultTests {
    /// A list of 12,000 names in four scripts (JSON takes several writes, text one).
    static let names = (0..<12_000).map { ["曾国藩\($0)", "Émile \($0)", "Анна \($0)", "山田 \($0)"][$0 % 4] }.joined(separator: "\n") + "\n"

    /// The commands that write an `--output` file: text (grouped, sorted, key lines), JSON (both
    /// streamed documents), CSV (rows made as they are written), SQLite (written by SQLite
    /// itself, then put in place the same way).
    static let writers: [[String]] = [["group"], ["group", "--format", "json"], ["sort"], ["sort", "--format", "json"], ["sort", "--format", "csv"], ["group", "--format", "sqlite"], ["keys"], ["keys", "--format", "tsv"]]

    /// The steps a run takes, from its trace.
    static func steps(_ stderr: String) -> [String] {
        stderr.split(separator: "\n").compactMap { line in
            guard line.hasPrefix("collate: step ") else { return nil }
            return line.split(separator: ":", maxSplits: 2).last.map { $0.trimmingCharacters(in: .whitespaces) }
        }
    }

    @Test("The new file is written, synced, given its mode and closed before the rename; the folder is synced after it", arguments: writers)
    func stepOrder(_ command: [String]) throws {
        let folder = try TemporaryFolder()
        let input = try folder.file("names.txt", Self.names)
        let target = try folder.file("out", "old\n")
        let run = try CLIRunner.run(command + [input, "--locale", "en", "--output", target], environment: ["COLLATE_TRACE_STEPS": "1"])
        #expect(run.status == 0, "\(run.stderr)")
        let steps = Self.steps(run.stderr)
        let writes = steps.prefix { $0 == "write" }.count
        if command.contains("sqlite") {
            #expect(writes == 0, "SQLite writes its own file")
        } else {
            #expect(writes >= 1, "\(steps)")
        }
        #expect(Array(steps.dropFirst(writes)) == ["fsync file", "fchmod", "close", "rename", "fsync folder"], "\(steps)")
    }

    @Test("A fault at any step of a write: before the rename the old file stays and nothing is left; after it the new file is in place; always 74 and one line", arguments: writers)
    func faultAtEveryStep(_ command: [String]) throws {
        let folder = try TemporaryFolder()
        let input = try folder.file("names.txt", Self.names)
        let target = try folder.file("out", "old\n")
        let clean = try CLIRunner.run(command + [input, "--locale", "en", "--output", target], environment: ["COLLATE_TRACE_STEPS": "1"])
        let steps = Self.steps(clean.stderr)
        let new = try Data(contentsOf: URL(fileURLWithPath: target))
        let rename = try #require(steps.firstIndex(of: "rename"))
        for step in 1...steps.count {
            try Data("old\n".utf8).write(to: URL(fileURLWithPath: target))
            let run = try CLIRunner.run(command + [input, "--locale", "en", "--output", target], environment: ["COLLATE_FAULT_STEP": "\(step)"])
            let what = "\(command), a fault at step \(step) (\(steps[step - 1]))"
            #expect(run.status == 74, "\(what): \(run.stderr)")
            let lines = run.stderr.split(separator: "\n")
            #expect(lines.count == 1 && lines[0].hasPrefix("collate: ") && lines[0].contains("Input/output error"), "\(what): \(run.stderr)")
            let now = try Data(contentsOf: URL(fileURLWithPath: target))
            if step - 1 <= rename {
                #expect(Self.same(now, Data("old\n".utf8)), "\(what): the old file was not kept")
                #expect(run.stderr.contains("the file is as it was"), "\(what): \(run.stderr)")
            } else {
                #expect(Self.same(now, new), "\(what): the new file is not whole")
                #expect(run.stderr.contains("the new file is in place"), "\(what): \(run.stderr)")
            }
            #expect(try OutputSafetyTests.leftovers(in: folder).isEmpty, "\(what)")
        }
        // A new file (none before): a fault leaves none.
        try FileManager.default.removeItem(atPath: target)
        let first = try CLIRunner.run(command + [input, "--locale", "en", "--output", target], environment: ["COLLATE_FAULT_STEP": "\(rename + 1)"])
        #expect(first.status == 74 && first.stderr.contains("nothing was written"), "\(first.stderr)")
        #expect(!FileManager.default.fileExists(atPath: target))
    }

    @Test("A failed write to standard output at any block is 74, and nothing after it is written")
    func standardOutputFault() throws {
        let folder = try TemporaryFolder()
        let input = try folder.file("names.txt", Self.names)
        let whole = try CLIRunner.run([input, "--locale", "en"], environment: ["COLLATE_TRACE_STEPS": "1"])
        let writes = Self.steps(whole.stderr).count
        #expect(writes >= 1)
        for step in 1...writes {
            let run = try CLIRunner.run([input, "--locale", "en"], environment: ["COLLATE_FAULT_STEP": "\(step)"])
            #expect(run.status == 74, "step \(step): \(run.stderr)")
            #expect(run.stderr.contains("standard output: cannot write: Input/output error; the output is incomplete"), "\(run.stderr)")
            #expect(run.stdout.utf8.count < whole.stdout.utf8.count && whole.stdout.hasPrefix(run.stdout), "step \(step)")
        }
    }

    @Test("A new --output obeys the umask, as a shell's > does; an existing one keeps its mode", arguments: ["022", "027", "077", "002"])
    func newFileMode(_ mask: String) throws {
        let folder = try TemporaryFolder()
        let input = try folder.file("names.txt", "Zoe\nAnna\n")
        let target = folder.url.appendingPathComponent("new.txt").path
        let run = try CLIRunner.shell("umask \(mask) && \"$COLLATE\" \"\(input)\" --locale en --output \"\(target)\" && stat -c %a \"\(target)\"")
        let expected = String(0o666 & ~Int(mask, radix: 8)!, radix: 8)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == expected + "\n", "umask \(mask)")
        // Replaced under another umask, the file keeps the mode it has.
        let again = try CLIRunner.shell("chmod 604 \"\(target)\" && umask 077 && \"$COLLATE\" \"\(input)\" --locale en --output \"\(target)\" && stat -c %a \"\(target)\"")
        #expect(again.stdout == "604\n")
    }

    @Test("phonetic --in-place killed at every step: SIGTERM ends it by that signal with no temporary file; any kill leaves the old book or the new one")
    func killAtEveryStep() throws {
        let folder = try TemporaryFolder()
        let cards = (0..<3_000).map { "BEGIN:VCARD\r\nVERSION:3.0\r\nN:曾;国藩\($0);;;\r\nTEL:+86 138 \($0)\r\nEND:VCARD\r\n" }.joined()
        let old = Data(cards.utf8)
        let book = folder.url.appendingPathComponent("book.vcf")
        try old.write(to: book)
        let traced = try CLIRunner.run(["phonetic", book.path, "--in-place", "--locale", "zh-Hans"], environment: ["COLLATE_TRACE_STEPS": "1"])
        #expect(traced.status == 0, "\(traced.stderr)")
        let steps = Self.steps(traced.stderr)
        let rename = try #require(steps.firstIndex(of: "rename"))
        let new = try Data(contentsOf: book)
        #expect(new != old)
        for (signal, status) in [(SIGTERM, 143), (SIGINT, 130), (SIGKILL, 137)] {
            for step in 1...steps.count {
                try old.write(to: book)
                let run = try CLIRunner.shell("COLLATE_FAULT_STEP=\(step) COLLATE_FAULT_SIGNAL=\(signal) \"$COLLATE\" phonetic \"\(book.path)\" --in-place --locale zh-Hans 2>/dev/null; echo \"status $?\"")
                let what = "signal \(signal) before step \(step) (\(steps[step - 1]))"
                #expect(run.stdout == "status \(status)\n", "\(what): ended \(run.stdout)")
                let now = try Data(contentsOf: book)
                // The signal lands just before the step: the rename not yet made leaves the old book.
                #expect(Self.same(now, step - 1 <= rename ? old : new), "\(what): the book is neither the old one nor the new one it should be")
                let left = try OutputSafetyTests.leftovers(in: folder)
                if signal == SIGKILL {
                    // SIGKILL cannot be caught: the temporary file stays while it exists.
                    #expect(left.count == (step - 1 <= rename ? 1 : 0), "\(what): \(left)")
                    for name in left { try FileManager.default.removeItem(at: folder.url.appendingPathComponent(name)) }
                } else {
                    #expect(left.isEmpty, "\(what) left \(left)")
                }
            }
        }
    }

    /// Whether two files' bytes are the same. A plain `#expect(a == b)` on two files has the
    /// test library diff them when they differ, which takes minutes for a book of cards (it
    /// made mutant 47's run look hung); the message says what differs instead.
    static func same(_ a: Data?, _ b: Data?) -> Bool { a == b }
}
