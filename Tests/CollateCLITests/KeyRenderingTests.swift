@testable import CollateCLI
import Foundation
import PropertyBased
import Testing

/// The bytes of `collate keys`' fields against Foundation's reading of them.
@Suite("Key rendering")
struct KeyRenderingTests {
    /// Texts from pieces that need escaping in JSON (every control byte, quotes, backslashes)
    /// and pieces that do not (ASCII, accents, Han, emoji, U+2028).
    static let texts = Gen<String?>.element(of: (0..<0x20).map { String(Unicode.Scalar(UInt8($0))) }
        + ["\"", "\\", "/", "a", "Zoë", "曾", "😀", "\u{7F}", "\u{2028}", " "]).map { $0 ?? "" }.array(of: 0...12).map { $0.joined() }

    @Test("A JSON string reads back as its text, whether it needed escapes or not")
    func jsonStringRoundTrip() async throws {
        await propertyCheck(count: 500, input: Self.texts) { text in
            var bytes: [UInt8] = [0x5B]    // inside an array: any JSON reader takes a bare string so
            KeyRendering.appendJSONString(text, to: &bytes)
            bytes.append(0x5D)
            #expect((try? JSONDecoder().decode([String].self, from: Data(bytes))) == [text], "\(Array(text.utf8))")
            // Escaped only where JSON needs it: a text with no quote, backslash or control byte is its own bytes.
            if !text.utf8.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C }) {
                #expect(Array(bytes.dropFirst(2).dropLast(2)) == Array(text.utf8))
            }
        }
    }

    @Test("A key's hex is two lowercase digits a byte, appended after what was there")
    func hex() async {
        await propertyCheck(count: 300, input: Gen<Int>.int(in: 0...255).array(of: 0...40)) { values in
            let key = values.map(UInt8.init)
            var bytes = Array("k=".utf8)
            KeyRendering.appendHex(key, to: &bytes)
            #expect(String(decoding: bytes, as: UTF8.self) == "k=" + key.map { String(format: "%02x", $0) }.joined())
        }
    }

    /// A field of PostgreSQL's text COPY format read as the server reads it (`\\`, `\t`,
    /// `\n`, `\r`, `\xHH`). (The texts below hold no NUL, which the text format cannot hold.)
    static func copyFieldRead(_ field: [UInt8]) -> [UInt8] {
        var bytes: [UInt8] = [], index = 0
        func hexValue(_ byte: UInt8) -> UInt8 { byte <= 0x39 ? byte - 0x30 : byte - 0x57 }
        while index < field.count {
            guard field[index] == 0x5C, index + 1 < field.count else {
                bytes.append(field[index])
                index += 1
                continue
            }
            switch field[index + 1] {
            case UInt8(ascii: "t"): bytes.append(0x09)
            case UInt8(ascii: "n"): bytes.append(0x0A)
            case UInt8(ascii: "r"): bytes.append(0x0D)
            case UInt8(ascii: "x"):
                bytes.append(hexValue(field[index + 2]) << 4 | hexValue(field[index + 3]))
                index += 2
            default: bytes.append(field[index + 1])
            }
            index += 2
        }
        return bytes
    }

    @Test("A COPY field holds no tab, line end or bare C1 control, and reads back as its text; one with nothing to escape is its own bytes")
    func copyFieldRoundTrip() async {
        let texts = Gen<String?>.element(of: (1..<0x20).map { String(Unicode.Scalar(UInt8($0))) }
            + ["\\", "a", "Zoë", "曾", "😀", "\u{7F}", "\u{85}", "\u{9B}", "\u{A0}", "Ā", "\u{2028}", " "]).map { $0 ?? "" }.array(of: 0...12).map { $0.joined() }
        await propertyCheck(count: 500, input: texts) { text in
            var field: [UInt8] = []
            KeyRendering.appendCopyField(text, to: &field)
            #expect(!field.contains(0x09) && !field.contains(0x0A) && !field.contains(0x0D))
            #expect(!zip(field, field.dropFirst()).contains { $0 == 0xC2 && (0x80...0x9F).contains($1) }, "\(field)")
            #expect(Self.copyFieldRead(field) == Array(text.utf8), "\(Array(text.utf8)) → \(field)")
            if !text.utf8.contains(where: { $0 < 0x20 || $0 == 0x5C || $0 == 0x7F || $0 == 0xC2 }) {
                #expect(field == Array(text.utf8))
            }
        }
    }
}
