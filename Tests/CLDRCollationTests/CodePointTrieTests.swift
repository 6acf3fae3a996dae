@testable import CLDRCollation
import Testing

/// The expanded lookup tables (``CodePointTrie``) against ICU's trie they are read from.
@Suite("The collations' code point tables")
struct CodePointTrieTests {
    @Test("Every code point of every collation held as a trie has the trie's value: the BMP's one-load table and blocks, and the runs above it")
    func expandedEqualsTrie() throws {
        var checked = 0
        for (offset, source) in CLDRTables.collations.enumerated() where source.trie.utf8CodeUnitCount > 0 {
            let bytes = CLDRTables.bytes(source.trie)
            let trie = try #require(UTrie2(serialized: bytes))
            let expanded = try #require(CodePointTrie(serialized: bytes))
            var differing: [UInt32] = []
            for c in UInt32(0)...0x10FFFF where expanded.value(c) != trie.value(c) {
                differing.append(c)
                if differing.count == 5 { break }
            }
            #expect(differing.isEmpty, "collation \(offset): \(differing.map { String($0, radix: 16) })")
            // The runs take less memory than the trie they replace (the root: 13,128 runs of
            // 16 bytes for its 489,512).
            #expect(expanded.supplementaryRunCount * 16 < bytes.count / 2, "collation \(offset)")
            checked += 1
        }
        #expect(checked >= 4, "the root and the large tailorings (Korean, Chinese) are tries")
    }
}
