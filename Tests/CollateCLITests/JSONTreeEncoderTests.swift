@testable import CollateCLI
import Foundation
import PropertyBased
import Testing

/// The tree encoder, through the byte writer, against Foundation's JSONEncoder: the same bytes
/// for documents made the ways Codable makes them (synthesized and hand-written, optionals,
/// nested and super encoders, every integer width, floats), and the same refusals.
@Suite("JSON tree encoder")
struct JSONTreeEncoderTests {
    /// A member of every kind a synthesized `encode(to:)` writes.
    struct Record: Encodable {
        var text: String
        var flag: Bool
        var small: Int8
        var wide: UInt64
        var half: Float
        var double: Double
        var missing: String?
        var present: Int?
        var list: [Int16]
        var map: [String: UInt8]
        var nested: [Record]
        var tree: JSONValue
    }

    /// Hand-written containers: nested keyed and unkeyed ones, a super encoder, a nil in an
    /// array, one key written twice, a value that writes nothing.
    struct Custom: Encodable {
        var name: String
        var numbers: [Int32]
        enum Key: String, CodingKey { case name, inner, numbers, again }

        struct Nothing: Encodable { func encode(to encoder: any Encoder) throws {} }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Key.self)
            try container.encode(name, forKey: .name)
            var inner = container.nestedContainer(keyedBy: Key.self, forKey: .inner)
            try inner.encode(numbers.count, forKey: .numbers)
            try inner.encode(Nothing(), forKey: .name)
            var list = container.nestedUnkeyedContainer(forKey: .numbers)
            for number in numbers { try list.encode(number) }
            try list.encodeNil()
            var row = list.nestedUnkeyedContainer()
            try row.encode(UInt16(7))
            var cell = list.nestedContainer(keyedBy: Key.self)
            try cell.encode(true, forKey: .again)
            try name.encode(to: container.superEncoder())
            try container.encode(name + "!", forKey: .again)
            try container.encode(name + "?", forKey: .again)
        }
    }

    static let texts = JSONByteWriterTests.texts

    static func record(_ choices: inout [Int], depth: Int) -> Record {
        func next(_ bound: Int) -> Int { choices.isEmpty ? 0 : choices.removeLast() % bound }
        func text() -> String { (0..<next(4)).map { _ in texts[next(texts.count)] }.joined() }
        let floats: [Float] = [0.1, 1, -0.0, 3.4e38, .leastNonzeroMagnitude, 0.3, 16_777_216, .greatestFiniteMagnitude]
        return Record(text: text(), flag: next(2) == 0, small: Int8(truncatingIfNeeded: next(256)),
                      wide: UInt64(next(Int(Int32.max))), half: floats[next(floats.count)],
                      double: JSONByteWriterTests.numbers[next(JSONByteWriterTests.numbers.count)],
                      missing: next(2) == 0 ? nil : text(), present: next(2) == 0 ? nil : next(1000) - 500,
                      list: (0..<next(4)).map { _ in Int16(truncatingIfNeeded: next(70_000)) },
                      map: Dictionary((0..<next(3)).map { _ in (text(), UInt8(next(256))) }, uniquingKeysWith: { $1 }),
                      nested: depth > 0 ? (0..<next(3)).map { _ in record(&choices, depth: depth - 1) } : [],
                      tree: JSONByteWriterTests.value(&choices, depth: 2))
    }

    @Test("Generated records, synthesized Codable: JSONEncoder's bytes, pretty and compact")
    func records() async {
        await propertyCheck(count: 500, input: Gen<Int>.int(in: 0...1_000_000).array(of: 200...200)) { choices in
            var choices = choices
            let value = Self.record(&choices, depth: 2)
            let expected = try? JSONByteWriterTests.foundation(value)
            #expect((try? JSONRendering.encode(value)).map { Array($0.utf8) } == expected.map { Array($0.utf8) }, "\(value)")
            let compact = try? JSONByteWriterTests.foundation(value, pretty: false)
            #expect((try? JSONRendering.compact(value)).map { Array($0.utf8) } == compact.map { Array($0.utf8) }, "\(value)")
        }
    }

    @Test("Hand-written containers (nested, super encoder, a key twice, a value that writes nothing): JSONEncoder's bytes")
    func custom() throws {
        for value in [Custom(name: "Zoë/张伟", numbers: [1, -2, 3]), Custom(name: "", numbers: [])] {
            #expect(try JSONRendering.encode(value) == (try JSONByteWriterTests.foundation(value)))
            #expect(try JSONRendering.compact(value) == (try JSONByteWriterTests.foundation(value, pretty: false)))
        }
    }

    @Test("A number JSON cannot hold is refused, as JSONEncoder refuses it", arguments: [Double.nan, .infinity, -.infinity])
    func nonFinite(_ number: Double) {
        #expect(throws: EncodingError.self) { try JSONRendering.encode([number]) }
        #expect(throws: EncodingError.self) { try JSONByteWriterTests.foundation([number]) }
        #expect(throws: EncodingError.self) { try JSONRendering.encode(["x": Float(number)]) }
    }
}
