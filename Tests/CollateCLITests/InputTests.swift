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

    @Test("A line is reported as invalid UTF-8 exactly when the standard library rejects it")
    func utf8Validation() async {
        await propertyCheck(count: 2000, input: Self.bytes) { line in
            let (names, problems) = TextInput.read(line + [0x0A], file: "t")
            let valid = String(validating: line, as: UTF8.self) != nil
            #expect(problems.isEmpty == valid, "\(line)")
            #expect(names.names == [String(decoding: line, as: UTF8.self)], "nothing is dropped")
        }
    }

    @Test("Large files are read in two halves; names keep their order and problems their lines")
    func halves() {
        let lines = (0..<200_000).map { "name \($0)" }
        var bytes = Array(lines.joined(separator: "\n").utf8) + [0x0A]
        // A bad line far into the second half.
        let bad = 150_000
        let start = lines[..<bad].reduce(0) { $0 + $1.utf8.count + 1 }
        bytes[start] = 0xFF
        let (names, problems) = TextInput.read(bytes, file: "big.txt")
        #expect(names.count == lines.count)
        #expect(Array(names.names[..<bad]) == Array(lines[..<bad]))
        #expect(names.names[bad] == "\u{FFFD}" + lines[bad].dropFirst())
        #expect(problems.map(\.description) == ["big.txt:\(bad + 1): invalid UTF-8; the bad bytes are shown as U+FFFD"])
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
