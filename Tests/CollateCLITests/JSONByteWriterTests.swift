@testable import CollateCLI
import CollationContacts
import Foundation
import PropertyBased
import Testing

/// The JSON byte writer and the tree encoder against Foundation's JSONEncoder, which they stand
/// in for (the tool does not load Foundation): the same bytes.
@Suite("JSON byte writer")
struct JSONByteWriterTests {
    /// Foundation's bytes for `value`: pretty (the tool's JSON output) or compact (the SQLite
    /// export's columns, the page's data), keys sorted, slashes as they are.
    static func foundation(_ value: some Encodable, pretty: Bool = true) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = pretty ? [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes] : [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }

    static let texts = ["张三", "Émile", "\"", "\\", "/", "\n", "\r", "\t", "\u{8}", "\u{C}", "\u{0}", "\u{1B}", "\u{7F}", "\u{9B}",
                        "\u{2028}", "😀", "ｻ", "\u{E000}", "a", "Z", "name", "Name", "phones", "phoneticFamilyName", "_x", "1", "10", "2", "é", "e\u{301}", ""]

    /// Floating-point numbers of every form JSONEncoder spells: whole, fractions, signed zero,
    /// exponents both ways, the extremes.
    static let numbers: [Double] = [1, 0.1, -0.0, 0, 100, 1e15, 1e16, 1e20, 1e21, 1.5e300, 5e-324, 1e-6, 1e-7, 2e-5, 3.14159, -2.5,
                                    123456789012345678, .greatestFiniteMagnitude, -.leastNormalMagnitude, 0.1 + 0.2]

    /// A value three levels deep at most, made from `choices` (each picks what comes next: a
    /// kind, a text, a size).
    static func value(_ choices: inout [Int], depth: Int) -> JSONValue {
        func next(_ bound: Int) -> Int { choices.isEmpty ? 0 : choices.removeLast() % bound }
        func text() -> String { (0..<next(4)).map { _ in texts[next(texts.count)] }.joined() }
        switch next(depth > 0 ? 9 : 7) {
        case 6:
            // A listed number, or any finite double from the choices' bits.
            let bits = UInt64(truncatingIfNeeded: next(Int.max)) &* 0x9E37_79B9_7F4A_7C15
            let random = Double(bitPattern: bits)
            return .number(next(2) == 0 || !random.isFinite ? numbers[next(numbers.count)] : random)
        case 0: return .null
        case 1: return .bool(next(2) == 0)
        case 2: return .integer(Int64(next(1_000_001)) - 500_000)
        case 3, 4, 5: return .string(text())
        case 7: return .array((0..<next(4)).map { _ in value(&choices, depth: depth - 1) })
        default: return .object((0..<next(5)).map { _ in JSONValue.ObjectMember(key: text(), value: value(&choices, depth: depth - 1)) })
        }
    }

    @Test("Whether a string needs an escape, eight bytes at a time: a byte at a time's answer, for every byte at every offset")
    func escapeScan() async {
        let bytes: [UInt8] = Array("\u{0}\t\u{1F} !\"#[\\]\u{7F}a".utf8) + [0x80, 0xA2, 0xDC, 0xE2, 0xFF]
        let byte = Gen<UInt8?>.element(of: bytes).map { $0 ?? 0x61 }
        await propertyCheck(count: 3000, input: byte.array(of: 0...40)) { text in
            let expected = text.contains { (byte: UInt8) -> Bool in byte < 0x20 || byte == 0x22 || byte == 0x5C }
            #expect(text.withUnsafeBufferPointer(JSONByteWriter.needsEscape) == expected, "\(text)")
        }
    }

    @Test("Every generated value: JSONEncoder's bytes (pretty and compact, sorted keys, slashes as they are)")
    func sameBytes() async {
        await propertyCheck(count: 1000, input: Gen<Int>.int(in: 0...1_000_000).array(of: 60...60)) { choices in
            var choices = choices
            let value = Self.value(&choices, depth: 3)
            let expected = try? Self.foundation(value)
            // Bytes, not strings: String's == would take canonically equivalent texts as equal.
            #expect(JSONByteWriter.write(value).map { Array($0.utf8) } == expected.map { Array($0.utf8) }, "\(value)")
            #expect(Array(JSONByteWriter.compact(value).utf8) == (try? Self.foundation(value, pretty: false)).map { Array($0.utf8) }, "\(value)")
        }
    }

    @Test("A document written section by section, each section's items on every core: JSONEncoder's bytes for the whole tree, empty arrays too")
    func streamedSameBytes() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("json-streamed-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        await propertyCheck(count: 100, input: Gen<Int>.int(in: 0...1_000_000).array(of: 80...80)) { choices in
            var choices = choices
            func next(_ bound: Int) -> Int { (choices.popLast() ?? 0) % bound }
            let head = ["locale", "provider"].map { JSONValue.ObjectMember(key: $0, value: Self.value(&choices, depth: 1)) }
            // Sections of no item, a few, more than one core's slice and more than a block.
            let sections: [(title: String, items: [JSONValue])] = (0..<next(4)).map { _ in
                let values = (0..<3).map { _ in Self.value(&choices, depth: 3) }
                let count = [0, 1, 5, 2_500, 9_000][next(5)]
                return (Self.texts[next(Self.texts.count)], (0..<count).map { values[$0 % 3] })
            }
            let path = folder.appendingPathComponent("out.json").path
            guard var out = try? OutputBuffer(file: path) else { Issue.record("cannot open \(path)"); return }
            let written = JSONByteWriter.write(head: head, last: "sections", count: sections.count, to: &out) { index, bytes, out in
                // As the group document writes a section: {"items": […], "title": …}.
                let section = sections[index]
                bytes.append(contentsOf: "{\n      \"items\" : ".utf8)
                let items = JSONByteWriter.writeArray(count: section.items.count, level: 3, after: &bytes, to: &out) {
                    JSONByteWriter.append(section.items[$0], level: 4, to: &$1)
                }
                bytes.append(contentsOf: ",\n      \"title\" : ".utf8)
                JSONByteWriter.appendString(section.title, to: &bytes)
                bytes.append(contentsOf: "\n    }".utf8)
                return items
            }
            try? out.close()
            let whole = JSONValue.object(head + [JSONValue.ObjectMember(key: "sections", value: .array(sections.map {
                .object([.init(key: "title", value: .string($0.title)), .init(key: "items", value: .array($0.items))])
            }))])
            #expect(written)
            #expect(FileManager.default.contents(atPath: path).map { Array($0) } == (try? Self.foundation(whole)).map { Array($0.utf8) })
        }
    }

    @Test("A contact's item written directly: the bytes of its tree (name, members, phones, e-mails, other fields), plain names too")
    func contactItemSameBytes() async {
        await propertyCheck(count: 1000, input: Gen<Int>.int(in: 0...1_000_000).array(of: 60...60)) { choices in
            var choices = choices
            func next(_ bound: Int) -> Int { (choices.popLast() ?? 0) % bound }
            func text() -> String { (0..<next(4)).map { _ in Self.texts[next(Self.texts.count)] }.joined() }
            let name = text()
            var contact: Contact?
            if next(5) > 0 {
                var made = Contact()
                for (_, path) in Contact.textFields where next(3) == 0 { made[keyPath: path] = text() }
                made.showsAsCompany = next(4) == 0
                made.phones = (0..<next(3)).map { _ in text() }
                made.emails = (0..<next(3)).map { _ in text() }
                made.otherFields = (0..<next(3)).map { _ in ContactField(name: text(), value: text()) }
                contact = made
            }
            let level = next(5)
            var direct: [UInt8] = [], tree: [UInt8] = []
            ContactJSON.appendItem(name: name, contact: contact, level: level, to: &direct)
            let value = JSONValue.object([.init(key: "name", value: .string(name))] + (contact.map(ContactJSON.members(of:)) ?? []))
            #expect(JSONByteWriter.append(value, level: level, to: &tree))
            #expect(direct == tree, "\(String(decoding: direct, as: UTF8.self)) ≠ \(String(decoding: tree, as: UTF8.self))")
        }
    }

    @Test("Floating-point numbers are spelled as JSONEncoder spells them", arguments: numbers)
    func number(_ value: Double) throws {
        #expect(JSONByteWriter.write(.array([.number(value)])) == (try Self.foundation(JSONValue.array([.number(value)]))))
    }

    @Test("The page's data escapes <, U+2028 and U+2029 and nothing else, whatever comes around them")
    func scriptSafe() throws {
        let names = ["a<b", "</script>", "\u{2028}x\u{2029}", "<\u{301}", "\u{2027}\u{202A}é≤", "曾<"]
        let json = try HTMLPage.scriptSafeJSON(names)
        #expect(json == #"["a\u003cb","\u003c/script>","\u2028x\u2029","\u003c\#u{301}","\#u{2027}\#u{202A}é≤","曾\u003c"]"#)
        // Read back by JSON's rules, the names are what they were.
        #expect(try JSONDecoder().decode([String].self, from: Data(json.utf8)) == names)
    }
}
