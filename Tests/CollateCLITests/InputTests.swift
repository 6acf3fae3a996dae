import Foundation
import CollateCLI
import PropertyBased
import TestSupport
import Testing

@Suite("Reading input")
struct InputTests {
    /// Short byte strings, heavy in the bytes where UTF-8 goes wrong: lead bytes, continuation
    /// bytes, the overlong and surrogate leads, and bytes that never occur.
    static let bytes = Gen<UInt8?>.element(of: [0x41, 0x7F, 0x80, 0x9F, 0xA0, 0xBF, 0xC0, 0xC2, 0xDF, 0xE0, 0xE4, 0xED, 0xEF,
                                                 0xF0, 0xF4, 0xF5, 0xFF, 0xB8, 0x8F, 0x90])
        .map { $0 ?? 0x41 }.array(of: 1...8)

    @Test("A file is refused as invalid UTF-8 exactly when the standard library rejects it; a valid one is read whole")
    func utf8Validation() async {
        await propertyCheck(count: 2000, input: Self.bytes) { line in
            let (names, problems) = TextInput.read(Array("Ann\n".utf8) + line + [0x0A], file: "t")
            let valid = String(validating: line, as: UTF8.self) != nil
            // A valid line may still be reported (a DEL, a C1 control), never refused.
            #expect(problems.allSatisfy { !$0.refusesFile } == valid, "\(line)")
            if valid {
                #expect(Array(names.names) == ["Ann", String(decoding: line, as: UTF8.self)], "nothing is dropped")
            } else {
                #expect(names.count == 0, "no mojibake: nothing is guessed")
                #expect(problems.count == 1 && problems[0].line == 2, "the line of the first bad byte")
                #expect(problems[0].message.contains("--encoding"))
            }
        }
    }

    /// Pieces of lines: CRs (at the end and inside), NULs, blanks, multibyte letters, runs of
    /// printable ASCII and of spaces that the reader takes eight bytes at a time (a line of
    /// spaces alone is still blank), DEL and "~" at the edge of that range.
    static let linePieces = Gen<String?>.element(of: ["\r", "\u{0}", " ", "\t", "\u{B}", "a", "é", "张", "𠀀", "\u{1}", "Иван",
                                                       "Anderson", "        ", "\u{7F}", "~ !", "Smithfield-Jones", "Ab\u{1F}cdefghij",
                                                       "ABCDEFG\u{80}", "O'Brien, J."])
        .map { $0 ?? "" }.array(of: 0...4).map { $0.joined() }

    /// What the text reader must make of `text`: lines end at LF, CR LF or a CR alone; NULs
    /// are removed and reported, other control characters kept and reported (a second problem
    /// on the same line), blank lines skipped.
    static func expected(_ text: [UInt8]) -> (names: [String], problemLines: [Int]) {
        var lines: [[UInt8]] = [[]]
        var index = 0
        while index < text.count {
            let byte = text[index]
            if byte == 0x0A || byte == 0x0D {
                if byte == 0x0D, index + 1 < text.count, text[index + 1] == 0x0A { index += 1 }
                lines.append([])
            } else {
                lines[lines.count - 1].append(byte)
            }
            index += 1
        }
        var names: [String] = [], problemLines: [Int] = []
        for (index, line) in lines.enumerated() {
            var bytes = line
            if bytes.contains(0) { problemLines.append(index + 1) }
            bytes.removeAll { $0 == 0 }
            let name = String(decoding: bytes, as: UTF8.self)
            if name.unicodeScalars.contains(where: { ($0.value < 0x20 && $0 != "\t") || (0x7F...0x9F).contains($0.value) }) {
                problemLines.append(index + 1)
            }
            if bytes.allSatisfy({ [0x20, 0x09, 0x0B, 0x0C].contains($0) }) { continue }
            names.append(name)
        }
        return (names, problemLines)
    }

    @Test("The eight-byte test takes a word exactly when each of its bytes is printable ASCII")
    func printableWords() {
        for position in 0..<8 {
            for byte in 0...255 {
                for filler: UInt8 in [0x20, 0x41, 0x7E] {
                    var bytes = [UInt8](repeating: filler, count: 8)
                    bytes[position] = UInt8(byte)
                    let word = bytes.withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) }
                    #expect(TextInput.isPrintableASCII(word) == (0x20...0x7E).contains(byte), "byte \(byte) at \(position)")
                }
            }
        }
    }

    @Test("The eight-byte mask finds the first byte that is not printable ASCII, whatever follows it")
    func firstNonPrintableByte() {
        // Bytes at the edges of each test (the borrows of one reach the bytes after it only).
        let pool: [UInt8] = [0x00, 0x01, 0x09, 0x0A, 0x0D, 0x1F, 0x20, 0x21, 0x41, 0x7E, 0x7F, 0x80, 0xC3, 0xE4, 0xFF]
        var random = SystemRandomNumberGenerator()
        for _ in 0..<50_000 {
            let bytes = (0..<8).map { _ in pool.randomElement(using: &random) ?? 0 }
            let word = bytes.withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) }
            let mask = TextInput.nonPrintableASCII(word)
            let first = bytes.firstIndex { !(0x20...0x7E).contains($0) }
            #expect((mask == 0 ? nil : mask.trailingZeroBitCount >> 3) == first, "\(bytes)")
        }
    }

    @Test("Every line is read as the reference reads it: LF, CR LF and CR line ends, NULs, control characters, blank lines, a byte-order mark; also in two halves")
    func linesAsReference() async {
        await propertyCheck(count: 200, input: Self.linePieces.array(of: 0...12), Gen<Int>.int(in: 0...3)) { lines, variant in
            // Variants: a final line end or not, a byte-order mark, a padding of over 1 MB first
            // (the reader then splits the file in two halves, mid-way through the padding or the lines).
            let padding = variant == 3 ? Array(repeating: String(repeating: "x", count: 99), count: 11_000) : []
            let all = padding + lines
            var bytes = (variant == 2 ? [0xEF, 0xBB, 0xBF] : []) + Array(all.joined(separator: "\n").utf8)
            if variant == 1 { bytes.append(0x0A) }
            let (list, problems) = TextInput.read(bytes, file: "t")
            let expected = Self.expected(Array(all.joined(separator: "\n").utf8) + (variant == 1 ? [0x0A] : []))
            #expect(Array(list.names) == expected.names)
            #expect(problems.map(\.line) == expected.problemLines)
        }
    }

    @Test("Large files are read in two halves; names keep their order and problems their lines")
    func halves() {
        let lines = (0..<200_000).map { "name \($0)" }
        var bytes = Array(lines.joined(separator: "\n").utf8) + [0x0A]
        let whole = TextInput.read(bytes, file: "big.txt")
        #expect(Array(whole.names.names) == lines)
        #expect(whole.problems.isEmpty)
        // A NUL far into the second half: reported with its line, the name kept.
        let bad = 150_000
        let start = lines[..<bad].reduce(0) { $0 + $1.utf8.count + 1 }
        bytes[start] = 0x00
        let (names, problems) = TextInput.read(bytes, file: "big.txt")
        #expect(names.count == lines.count)
        #expect(names.names[bad] == String(lines[bad].dropFirst()))
        #expect(problems.map(\.description) == ["big.txt:\(bad + 1): NUL bytes in the name were removed"])
        // A bad byte there: the file is refused, naming that line.
        bytes[start] = 0xFF
        let refused = TextInput.read(bytes, file: "big.txt")
        #expect(refused.names.count == 0)
        #expect(refused.problems.map(\.line) == [bad + 1])
        // Every kind of line end before it, and blank lines: the second half numbers its lines
        // on from the first half's, as the first half counted them.
        let ends = ["\n", "\r\n", "\r", "\n\n", "\r\n\r\n"]
        var mixed: [UInt8] = [], line = 1, nulLine = 0
        for (index, name) in lines.enumerated() {
            if index == bad { nulLine = line }
            mixed += Array((index == bad ? "\u{0}" + name : name).utf8)
            let end = ends[index % ends.count]
            mixed += Array(end.utf8)
            line += end == "\r\n" ? 1 : end.utf8.count / (end.hasPrefix("\r\n") ? 2 : 1)
        }
        let read = TextInput.read(mixed, file: "mixed.txt")
        #expect(read.names.count == lines.count)
        #expect(read.problems.map(\.line) == [nulLine])
    }

    @Test("Names from text and JSON inputs keep their own fields")
    func mixedInputs() {
        var list = TextInput.read(Array("Ann\nBob\n".utf8), file: "a.txt").names
        list.append(contentsOf: JSONInput.read(Array(#"["Cy", {"name": "Di", "id": 4}]"#.utf8), file: "b.json").names)
        list.append(contentsOf: TextInput.read(Array("Ed\n".utf8), file: "c.txt").names)
        #expect(Array(list.names) == ["Ann", "Bob", "Cy", "Di", "Ed"])
        #expect((0..<list.count).map { list.fields(at: $0).map(\.key) } == [[], [], [], ["id"], []])
    }

    @Test("UTF-16 with a byte-order mark, either byte order, larger than the first read (64 KiB), is read as its UTF-8 twin", arguments: [true, false])
    func utf16PastTheFirstRead(_ bigEndian: Bool) throws {
        let folder = try TemporaryFolder()
        let text = (0..<9_000).map { ["Anna \($0)", "曾国藩\($0)", "Ёлка \($0)", "赵孟𫖯\($0)", "Zoë 😀\($0)"][$0 % 5] }.joined(separator: "\n") + "\n"
        let units = Array(text.utf16)
        var bytes: [UInt8] = bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]
        for unit in units { bytes += bigEndian ? [UInt8(unit >> 8), UInt8(unit & 0xFF)] : [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        #expect(bytes.count > 64 << 10)
        let wide = try folder.file("names-utf16.txt", bytes)
        let plain = try folder.file("names-utf8.txt", text)
        for command in [["group"], ["keys", "--format", "tsv"]] {
            let fromWide = try CLIRunner.run(command + [wide, "--locale", "en"])
            let fromPlain = try CLIRunner.run(command + [plain, "--locale", "en"])
            #expect(fromWide.status == 0, "\(command), big-endian \(bigEndian): \(fromWide.stderr)")
            #expect(fromPlain.status == 0)
            #expect(fromWide.stdout == fromPlain.stdout.replacingOccurrences(of: plain, with: wide), "\(command), big-endian \(bigEndian)")
        }
    }
}

@Suite("JSON input: round trips", .shrinking(true))
struct JSONRoundTripTests {
    /// Names heavy in what JSON escapes: quotes, backslashes, controls, astral characters.
    static let names = Gen<String?>.element(of: ["a", "\"", "\\", "/", "\n", "\u{0}", "\u{1B}", "\u{7F}", "\u{85}", "é", "曾", "😀", " ", "\u{2028}"])
        .map { $0 ?? "" }.array(of: 1...6).map { $0.joined() }

    @Test("What JSONEncoder writes (names and name objects), the strict reader reads back exactly, element for element")
    func roundTrip() async {
        await propertyCheck(count: 500, input: Self.names.array(of: 0...6), Gen<Bool>.bool) { names, asObjects in
            let encoder = JSONEncoder()
            encoder.outputFormatting = asObjects ? [.prettyPrinted] : []
            let data = asObjects ? try? encoder.encode(names.map { ["name": $0, "note": $0] }) : try? encoder.encode(names)
            guard let data else { Issue.record("could not encode \(names)"); return }
            let (list, problems) = JSONInput.read(Array(data), file: "t.json")
            #expect(Array(list.names) == names)
            #expect(problems.allSatisfy { !$0.refusesFile && $0.message.contains(" holds ") }, "\(problems)")
            if asObjects { #expect((0..<list.count).map { list.fields(at: $0).first?.value } == names.map { JSONValue.string($0) }) }
        }
    }
}
