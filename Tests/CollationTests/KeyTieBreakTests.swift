@testable import Collation
import PropertyBased
import Testing

/// The tie-break that ends every name's key at tertiary strength: 0x01, then the name's bytes
/// with 0x00 and 0x01 escaped.
@Suite("Key tie-break")
struct KeyTieBreakTests {
    /// Byte strings of every length around the eight-byte words, heavy in the bytes at the
    /// test's edges: 0x00 and 0x01 (escaped), 0x02 (not), and bytes with the high bit set,
    /// whose borrow a word test must not take for a low byte.
    static let bytes = Gen<UInt8?>.element(of: [0x00, 0x01, 0x02, 0x03, 0x41, 0x7F, 0x80, 0x81, 0x82, 0xFF])
        .map { $0 ?? 0x41 }.array(of: 0...40)

    @Test("A name needs escaping exactly when one of its bytes is 0x00 or 0x01, wherever it lies")
    func needsEscaping() async {
        await propertyCheck(count: 3000, input: Self.bytes) { bytes in
            let expected = bytes.contains { $0 < 0x02 }
            #expect(bytes.withUnsafeBufferPointer(KeyTieBreak.needsEscaping) == expected, "\(bytes)")
        }
    }

    @Test("The tie-break written to an array and to an arena is 0x01 and the name, 0x00 as 0x01 0x01 and 0x01 as 0x01 0x02")
    func escapedBytes() async {
        await propertyCheck(count: 1000, input: Self.bytes) { bytes in
            let expected: [UInt8] = [0x01] + bytes.flatMap { $0 < 0x02 ? [0x01, $0 + 1] : [$0] }
            var array: [UInt8] = []
            var arena = KeyArena()
            defer { arena.deallocate() }
            bytes.withUnsafeBufferPointer { name in
                KeyTieBreak.append(utf8: name, to: &array)
                KeyTieBreak.append(utf8: name, to: &arena)
            }
            #expect(array == expected)
            #expect(Array(arena.bytes(from: 0)) == expected)
        }
    }
}
