import CollateCLI
import PropertyBased
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
            #expect(problems.isEmpty == valid, "\(line)")
            if valid {
                #expect(names.names == ["Ann", String(decoding: line, as: UTF8.self)], "nothing is dropped")
            } else {
                #expect(names.count == 0, "no mojibake: nothing is guessed")
                #expect(problems.count == 1 && problems[0].line == 2, "the line of the first bad byte")
                #expect(problems[0].message.contains("--encoding"))
            }
        }
    }

    @Test("Large files are read in two halves; names keep their order and problems their lines")
    func halves() {
        let lines = (0..<200_000).map { "name \($0)" }
        var bytes = Array(lines.joined(separator: "\n").utf8) + [0x0A]
        let whole = TextInput.read(bytes, file: "big.txt")
        #expect(whole.names.names == lines)
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
    }

    @Test("Names from text and JSON inputs keep their own fields")
    func mixedInputs() {
        var list = TextInput.read(Array("Ann\nBob\n".utf8), file: "a.txt").names
        list.append(contentsOf: JSONInput.read(Array(#"["Cy", {"name": "Di", "id": 4}]"#.utf8), file: "b.json").names)
        list.append(contentsOf: TextInput.read(Array("Ed\n".utf8), file: "c.txt").names)
        #expect(list.names == ["Ann", "Bob", "Cy", "Di", "Ed"])
        #expect((0..<list.count).map { list.fields(at: $0).map(\.key) } == [[], [], [], ["id"], []])
    }
}
