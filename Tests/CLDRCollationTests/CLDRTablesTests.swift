@testable import CLDRCollation
import Testing

/// The generated tables' text, decoded as base 64 is defined (RFC 4648), by a plain reference.
/// (This test target cannot import Foundation, whose decoder would be the natural reference: it
/// links the system ICU's shim, and the two ICUs' headers clash in one module.)
@Suite("The generated tables' text")
struct CLDRTablesTests {
    /// Base 64 by the RFC's definition: each letter's 6 bits, in order, padding and anything
    /// outside the alphabet skipped.
    static func reference(_ text: String) -> [UInt8] {
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)
        var bits: [Bool] = []
        for byte in text.utf8 {
            guard let value = alphabet.firstIndex(of: byte) else { continue }
            for shift in (0..<6).reversed() { bits.append(value >> shift & 1 == 1) }
        }
        return stride(from: 0, to: bits.count - 7, by: 8).map { start in
            bits[start..<(start + 8)].reduce(UInt8(0)) { $0 << 1 | ($1 ? 1 : 0) }
        }
    }

    @Test("Every base-64 literal of the root and of a sample of tailorings decodes to the reference's bytes")
    func base64AsDefined() {
        var literals = 0
        for (offset, source) in CLDRTables.collations.enumerated() where offset % 9 == 0 {
            for literal in [source.mappings, source.ces, source.ce32s, source.contexts, source.reorderTable,
                            source.compressibleBytes, source.scripts] + (offset == 0 ? [source.trie] : []) where literal.utf8CodeUnitCount > 0 {
                let text = literal.withUTF8Buffer { String(decoding: $0, as: UTF8.self) }
                #expect(CLDRTables.bytes(literal) == Self.reference(text), "collation \(offset)")
                literals += 1
            }
        }
        #expect(literals > 20)
        // Padding: one and two "=".
        #expect(CLDRTables.bytes("QUI=") == Array("AB".utf8))
        #expect(CLDRTables.bytes("QQ==") == Array("A".utf8))
        #expect(CLDRTables.bytes("") == [])
    }
}
