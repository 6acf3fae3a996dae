import CSV
@testable import CollateCLI
import Collation
import CollationContacts
import Foundation
import PropertyBased
import Synchronization
import TestSupport
import Testing

/// The CLI's CSV writer against CSV.swift's, which it replaced for speed: the same bytes.
@Suite("CSV output")
struct CSVRenderingTests {
    /// What CSV.swift's writer gives for the same header and rows (cells spelled out as the
    /// CLI spells their control characters).
    static func reference(header: [String], _ rows: [[String]]) throws -> String {
        let stream = OutputStream(toMemory: ())
        let writer = try CSVWriter(stream: stream)
        try writer.write(row: header)
        for row in rows { try writer.write(row: row.map { ControlCharacters.visible($0, keepingLineBreaks: true) }) }
        writer.stream.close()
        let data = stream.property(forKey: .dataWrittenToMemoryStreamKey) as? Data ?? Data()
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    /// Cells of pieces that CSV gives meaning to, and names in several scripts.
    static let cells = Gen<String?>.element(of: [
        "张三", "Émile", ",", "\"", "\"\"", "\n", "\r", "\r\n", " ", "a", "O'Brien", "\u{1B}", "\u{0}", "\t", "\u{9B}", "ｻﾄｳ", "é",
        "😀", ";", "=1+2", "", "\u{301}",
    ]).map { $0 ?? "" }.array(of: 0...5).map { $0.joined() }

    /// Whether `text` has a comma, quote or line break with a combining mark after it: one
    /// character to CSV.swift's search, which then neither quotes the cell nor doubles the quote
    /// (`x,́y` came out as two cells). The byte writer quotes it; the test below holds that.
    static func hidesSpecial(_ text: String) -> Bool {
        let scalars = Array(text.unicodeScalars)
        return zip(scalars, scalars.dropFirst()).contains { pair in
            ",\"\r\n".unicodeScalars.contains(pair.0) && (0x300...0x36F).contains(pair.1.value)
        }
    }

    @Test("""
        Rows made as they are written, in blocks on every core: the bytes of the whole table at once, past a block too; \
        so too with the names' cells appended as bytes in place and each run of rows prepared first, every row once
        """)
    func streamedSameBytes() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("csv-streamed-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("out.csv").path
        /// The bytes that `write` writes to a file.
        func written(_ write: (inout OutputBuffer) -> Void) -> [UInt8]? {
            guard var out = try? OutputBuffer(file: path) else { Issue.record("cannot open \(path)"); return nil }
            write(&out)
            try? out.close()
            return FileManager.default.contents(atPath: path).map { Array($0) }
        }
        let tables = Self.cells.array(of: 3...3).array(of: 1...5)
        await propertyCheck(count: 60, input: tables, Gen<Int?>.element(of: [0, 1, 7, 40_000]).map { $0 ?? 0 }) { rows, count in
            // `count` rows cycling through the generated ones: none, a few, more than a block.
            let table = (0..<count).map { rows[$0 % rows.count] }
            let header = ["section", "name", "x"]
            let whole = try? CSVRendering.rows(header: header, table)
            let fromStrings = written { CSVRendering.write(header: header, count: count, to: &$0) { $1.append(contentsOf: table[$0]) } }
            #expect(fromStrings == whole.map { Array($0.utf8) })
            // The second column as a list's names, read in place, as `sort` and `group` write them.
            let names = NameStore(table.map { $0[1] })
            let prepared = Mutex<[Range<Int>]>([])
            let inPlace = written { out in
                CSVRendering.write(header: header, count: count, to: &out, prepare: { rows in prepared.withLock { $0.append(rows) } }) { index, row in
                    row.append(table[index][0])
                    names.withUTF8(at: index) { row.append(utf8: $0) }
                    row.append(table[index][2])
                }
            }
            #expect(inPlace == whole.map { Array($0.utf8) })
            // The runs, in order, are the rows, each once (two cores may prepare theirs in either order).
            let runs = prepared.withLock { $0 }.sorted { $0.lowerBound < $1.lowerBound }
            let covered = runs.reduce(0) { next, run in run.lowerBound == next ? run.upperBound : -1 }
            #expect(covered == count, "runs \(runs.prefix(4))")
        }
    }

    @Test("What `sort` and `group` write as CSV, the tool reads back: the same names in the same order, quotes, commas and all")
    func toolReadsItsCSV() async throws {
        let folder = try TemporaryFolder()
        // Names of pieces that CSV gives meaning to, in several scripts; no control characters
        // (spelled out, by design) and no space at either end (a list's line is trimmed).
        let pieces = Gen<String?>.element(of: ["张三", "Émile", ",", "\"", "O'Brien", "a b", "ｻﾄｳ", "é", "😀", ";", "=1+2", "Zoë", "Ωmega"])
        let names = pieces.map { $0 ?? "" }.array(of: 1...4).map { $0.joined() }.array(of: 1...12)
        await propertyCheck(count: 25, input: names) { names in
            guard let list = try? folder.file("names.txt", names.joined(separator: "\n") + "\n"),
                  let sorted = try? CLIRunner.run(["sort", list, "--locale", "en"]) else { Issue.record("cannot run collate"); return }
            for command in ["sort", "group"] {
                guard let csv = try? CLIRunner.run([command, list, "--locale", "en", "--format", "csv"]),
                      let file = try? folder.file("\(command).csv", csv.stdout),
                      let again = try? CLIRunner.run(["sort", file, "--locale", "en"]) else { Issue.record("cannot run collate"); return }
                #expect(sorted.status == 0 && csv.status == 0 && again.status == 0, "\(command): \(csv.stderr) \(again.stderr)")
                #expect(again.stdoutLines == sorted.stdoutLines, "\(command): \(csv.stdout)")
            }
        }
    }

    @Test("Every generated table: the same bytes as CSV.swift's writer (but where it missed a comma or quote)")
    func sameBytes() async {
        let tables = Self.cells.array(of: 1...4).array(of: 0...6)
        await propertyCheck(count: 500, input: tables) { rows in
            guard !rows.joined().contains(where: Self.hidesSpecial) else { return }
            let width = rows.map(\.count).max() ?? 1
            let padded = rows.map { $0 + Array(repeating: "", count: width - $0.count) }
            let header = (0..<width).map { "h\($0)" }
            let ours = try? CSVRendering.rows(header: header, padded)
            #expect(ours == (try? Self.reference(header: header, padded)), "\(padded)")
        }
    }

    @Test("Quoting: commas, quotes and line breaks quoted, quotes doubled, controls spelled out")
    func quoting() throws {
        let text = try CSVRendering.rows(header: ["a", "b"], [["x,y", "say \"hi\""], ["line\nbreak", "esc\u{1B}"]])
        #expect(text == "a,b\n\"x,y\",\"say \"\"hi\"\"\"\n\"line\nbreak\",esc\\e\n")
        // A comma or quote with a combining mark on it is still a comma or a quote to a CSV reader.
        let marked = try CSVRendering.rows(header: ["a"], [["x,\u{301}y"], ["\"\u{301}"]])
        #expect(marked == "a\n\"x,\u{301}y\"\n\"\"\"\u{301}\"\n")
    }
}
