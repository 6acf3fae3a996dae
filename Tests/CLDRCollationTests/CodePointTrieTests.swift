@testable import CLDRCollation
import Testing

/// The expanded lookup tables (``CodePointTrie``) against ICU's trie they are read from.
@Suite("The collations' code point tables")
struct CodePointTrieTests {
    @Test("Every code point of every collation held as a trie has the trie's value: the BMP's one-load table and blocks, and the runs above it")
    func expandedEqualsTrie() throws {
        var checked = 0
        for (offset, source) in CLDRTables.collations.enumerated() where !source.trie.isEmpty {
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

    @Test("Every BMP code point of every collation held as runs has its run's value, or the root's mark where none covers it")
    func expandedEqualsRuns() {
        var checked = 0
        var differing: [String] = []
        for (offset, source) in CLDRTables.collations.enumerated() where source.trie.isEmpty && !source.mappings.isEmpty {
            let bytes = CLDRTables.bytes(source.mappings)
            let words = CLDRTables.words(bytes, as: UInt32.self)
            let otherwise = CollationLayout.fallbackCE32
            let expanded = CodePointTrie(runs: bytes, otherwise: otherwise)
            var expected = [UInt32](repeating: otherwise, count: 0x10000)
            var edges: [(UInt32, UInt32)] = []
            for index in stride(from: 0, to: words.count - 2, by: 3) {
                let first = words[index], last = words[index + 1], value = words[index + 2]
                if first <= 0xFFFF { for c in first...min(last, 0xFFFF) { expected[Int(c)] = value } }
                edges += [(first, value), (last, value)]
                if last < 0x10FFFF { edges.append((last + 1, UInt32.max)) }
            }
            for c in 0..<0x10000 where expanded.value(UInt32(c)) != expected[c] { differing.append("\(offset) \(String(c, radix: 16))") }
            // Above the BMP: each run's ends have its value.
            for (c, value) in edges where c > 0xFFFF && value != UInt32.max && expanded.value(c) != value { differing.append("\(offset) \(String(c, radix: 16))") }
            checked += 1
        }
        #expect(checked > 50)
        #expect(differing.isEmpty, "\(differing.prefix(10))")
    }
}
