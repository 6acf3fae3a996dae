@testable import Collation
import PropertyBased
import Testing

@Suite("Bucket boundaries")
struct BucketBoundariesTests {
    /// Byte strings of 0 to 4 bytes from a few values, so that boundaries and keys share their
    /// first bytes, their first two, or all of them (the lookup by two bytes and the search
    /// behind it both serve).
    static let bytes = Gen<UInt8?>.element(of: [0x00, 0x03, 0x29, 0x2A, 0x2B, 0x7F, 0xFF]).map { $0 ?? 0 }.array(of: 0...4)

    /// The last boundary at or before `key`, by a plain scan (a boundary is at or before a key
    /// when it is, byte by byte, a prefix of it or smaller).
    static func expected(_ boundaries: [[UInt8]], sections: [Int], key: [UInt8], overflow: Int) -> Int {
        var answer = overflow
        for (index, boundary) in boundaries.enumerated() where !key.lexicographicallyPrecedes(boundary) || boundary == key {
            answer = sections[index]
        }
        return answer
    }

    @Test("A key goes to the last boundary at or before it, whatever its bytes and the boundaries' lengths")
    func lastAtOrBefore() async {
        await propertyCheck(count: 500, input: Self.bytes.array(of: 0...24), Self.bytes.array(of: 1...40)) { drawn, keys in
            // Boundaries as an index has them: distinct, in byte order; a section each.
            let boundaries = Array(Set(drawn)).sorted { $0.lexicographicallyPrecedes($1) }
            let sections = boundaries.indices.map { $0 * 3 + 1 }
            let table = BucketBoundaries(zip(boundaries, sections).map { IndexBucket(boundaryKey: $0, section: $1) })
            for key in keys + boundaries + boundaries.map({ $0 + [0x05] }) {
                let found = key.withUnsafeBufferPointer { table.section(ofPrimaryKey: $0, overflow: -7) }
                #expect(found == Self.expected(boundaries, sections: sections, key: key, overflow: -7), "key \(key), boundaries \(boundaries)")
            }
        }
    }
}
