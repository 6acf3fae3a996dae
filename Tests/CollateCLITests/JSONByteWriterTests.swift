@testable import CollateCLI
import Foundation
import PropertyBased
import Testing

/// The JSON byte writer against JSONEncoder, which it stands in for: the same bytes.
@Suite("JSON byte writer")
struct JSONByteWriterTests {
    static let texts = ["张三", "Émile", "\"", "\\", "/", "\n", "\r", "\t", "\u{8}", "\u{C}", "\u{0}", "\u{1B}", "\u{7F}", "\u{9B}",
                        "\u{2028}", "😀", "ｻ", "\u{E000}", "a", "Z", "name", "Name", "phones", "phoneticFamilyName", "_x", "1", "10", "2", "é", "e\u{301}", ""]

    /// A value without floating-point numbers, three levels deep at most, made from `choices`
    /// (each picks what comes next: a kind, a text, a size).
    static func value(_ choices: inout [Int], depth: Int) -> JSONValue {
        func next(_ bound: Int) -> Int { choices.isEmpty ? 0 : choices.removeLast() % bound }
        func text() -> String { (0..<next(4)).map { _ in texts[next(texts.count)] }.joined() }
        switch next(depth > 0 ? 8 : 6) {
        case 0: return .null
        case 1: return .bool(next(2) == 0)
        case 2: return .integer(Int64(next(1_000_001)) - 500_000)
        case 3, 4, 5: return .string(text())
        case 6: return .array((0..<next(4)).map { _ in value(&choices, depth: depth - 1) })
        default: return .object((0..<next(5)).map { _ in JSONValue.ObjectMember(key: text(), value: value(&choices, depth: depth - 1)) })
        }
    }

    @Test("Every generated value: JSONEncoder's bytes (pretty, sorted keys, slashes as they are)")
    func sameBytes() async {
        await propertyCheck(count: 1000, input: Gen<Int>.int(in: 0...1_000_000).array(of: 60...60)) { choices in
            var choices = choices
            let value = Self.value(&choices, depth: 3)
            let expected = try? JSONRendering.encode(value)
            // Bytes, not strings: String's == would take canonically equivalent texts as equal.
            #expect(JSONByteWriter.write(value).map { Array($0.utf8) } == expected.map { Array($0.utf8) }, "\(value)")
        }
    }

    @Test("A floating-point number is left to JSONEncoder")
    func numbers() {
        #expect(JSONByteWriter.write(.array([.number(1.5)])) == nil)
    }
}
