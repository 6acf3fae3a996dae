@testable import CLDRCollation
import Testing

/// The generated tables' two halves, the bytes (the C target `CCLDRTables`) and their index
/// (`CLDRTables+Data.swift`), written together by the generator: they must still belong together.
@Suite("The generated tables' bytes and their index")
struct CLDRTablesTests {
    /// Every part the index names, in the order the generator laid them out.
    static var parts: [CLDRTables.Part] {
        CLDRTables.collations.flatMap { source in
            [source.reorderTable, source.trie, source.mappings, source.ces, source.ce32s, source.contexts, source.compressibleBytes, source.scripts]
        } + [CLDRTables.fcdBlockIndex, CLDRTables.fcdBlocks, CLDRTables.compatibilityKeys, CLDRTables.compatibilityValues,
             CLDRTables.decompositionKeys, CLDRTables.decompositionValues]
    }

    @Test("The parts lie in the bytes, each at an 8-byte boundary, in order, not overlapping, and with no more than padding between them")
    func partsTileTheBytes() {
        var end = 0
        var count = 0
        for part in Self.parts where !part.isEmpty {
            #expect(part.offset % 8 == 0, "part at \(part.offset)")
            #expect(part.offset >= end && part.offset - end < 8, "part at \(part.offset) after \(end)")
            end = part.offset + part.count
            count += 1
        }
        #expect(count > 100)
        #expect(end == CLDRTables.allBytes.count)
        // Aligned in memory too, so that words may be loaded where they lie.
        #expect(Int(bitPattern: CLDRTables.allBytes.baseAddress) % 16 == 0)
    }

    /// FNV-1a (64 bits), the generator's hash of the tables.
    static func fnv1a(_ chunks: [[UInt8]]) -> String {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for chunk in chunks {
            for byte in chunk {
                hash ^= UInt64(byte)
                hash = hash &* 0x100_0000_01B3
            }
        }
        let text = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - text.count) + text
    }

    @Test("The bytes the index points at hash to the hash the generator wrote beside them (the keys' version)")
    func bytesMatchTheGeneratorsHash() {
        var chunks: [[UInt8]] = []
        for source in CLDRTables.collations {
            let words = [source.options, UInt32(bitPattern: source.jamoStart)] + source.reorderCodes + source.reorderRanges
            chunks.append(words.flatMap { word in (0..<4).map { UInt8(truncatingIfNeeded: word >> ($0 * 8)) } })
            for part in [source.reorderTable, source.trie, source.mappings, source.ces, source.ce32s, source.contexts, source.compressibleBytes, source.scripts] {
                chunks.append(CLDRTables.bytes(part))
            }
        }
        for part in [CLDRTables.fcdBlockIndex, CLDRTables.fcdBlocks, CLDRTables.decompositionKeys, CLDRTables.decompositionValues] {
            chunks.append(CLDRTables.bytes(part))
        }
        #expect(Self.fnv1a(chunks) == CLDRTables.tablesHash)
    }

    @Test("A part's words are its bytes read little-endian")
    func wordsAreLittleEndian() throws {
        let root = CLDRTables.collations[0]
        let bytes = CLDRTables.bytes(root.ce32s)
        let words = CLDRTables.words(root.ce32s, as: UInt32.self)
        #expect(words.count == bytes.count / 4)
        for index in stride(from: 0, to: min(words.count, 4096), by: 7) {
            let expected = UInt32(bytes[index * 4]) | UInt32(bytes[index * 4 + 1]) << 8 | UInt32(bytes[index * 4 + 2]) << 16 | UInt32(bytes[index * 4 + 3]) << 24
            #expect(words[index] == expected)
        }
        // The words read where they lie are the same words.
        #expect(Array(root.ces.words(as: UInt64.self)) == CLDRTables.words(root.ces, as: UInt64.self))
        #expect(Array(root.ce32s.words(as: UInt32.self)) == words)
    }
}
