@testable import CLDRCollation
import Testing

/// The expanded lookup tables (``CodePointTrie``) against ICU's trie they are read from.
@Suite("The collations' code point tables")
struct CodePointTrieTests {
    // The large collations are generated in the lookup layout, each code point checked against
    // ICU's trie by the generator (`CodePointTrie.layout(serialized:)`); the generator's test
    // (ICUCollationTests) regenerates them from the linked ICU and compares the bytes. Here: the
    // committed layouts read as layouts, and read as a root and as tailorings do.
    @Test("Every collation generated in the lookup layout reads as one: the root maps every code point itself, a tailoring leaves most to the root")
    func layoutsRead() throws {
        var checked = 0
        for (offset, source) in CLDRTables.collations.enumerated() where !source.trie.isEmpty {
            let trie = try #require(CodePointTrie(layout: source.trie.words(as: UInt32.self)), "collation \(offset)")
            var fallingBack = 0
            var distinct = Set<UInt32>()
            for c in UInt32(0)...0x10FFFF {
                let value = trie.value(c)
                if value == CollationLayout.fallbackCE32 { fallingBack += 1 }
                if c < 0x10000 { distinct.insert(value) }
            }
            if offset == 0 {
                #expect(fallingBack == 0, "the root falls back to nothing")
                #expect(distinct.count > 20_000, "the root's values: \(distinct.count)")
                // Letters and digits have simple CE32s (low byte below the specials' 0xC0).
                for c in [0x61, 0x7A, 0x416, 0x5D0] as [UInt32] { #expect(trie.value(c) & 0xFF < 0xC0, "U+\(String(c, radix: 16))") }
            } else {
                #expect(fallingBack > 0x10_0000 / 2, "collation \(offset) maps \(0x11_0000 - fallingBack) code points itself")
                #expect(distinct.count > 1_000, "collation \(offset): a large tailoring")
            }
            checked += 1
        }
        #expect(checked >= 4, "the root and the large tailorings (Korean, Chinese) are laid out")
        // Words that are not a layout are refused: too few, or the first blocks out of order.
        let short = [UInt32](repeating: 0, count: 100)
        #expect(short.withUnsafeBufferPointer { CodePointTrie(layout: $0) } == nil)
        var shuffled = Array(CLDRTables.collations[0].trie.words(as: UInt32.self))
        #expect(shuffled.withUnsafeBufferPointer { CodePointTrie(layout: $0) } != nil)
        shuffled.swapAt(4, 5)  // the starts of U+0000–U+00FF and U+0100–U+01FF
        #expect(shuffled.withUnsafeBufferPointer { CodePointTrie(layout: $0) } == nil)
    }

    @Test("Every BMP code point of every collation held as runs has its run's value, or the root's mark where none covers it")
    func expandedEqualsRuns() {
        var checked = 0
        var differing: [String] = []
        for (offset, source) in CLDRTables.collations.enumerated() where source.trie.isEmpty && !source.mappings.isEmpty {
            let words = CLDRTables.words(source.mappings, as: UInt32.self)
            let otherwise = CollationLayout.fallbackCE32
            let expanded = CodePointTrie(runs: words, otherwise: otherwise)
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
