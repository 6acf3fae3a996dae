@testable import CollateCLI
import Collation
import PropertyBased
import Testing

/// The text outputs of `sort` and `group` from the names' bytes, which they copy a word at a
/// time: every length around the word's eight bytes, and names beyond ASCII.
@Suite("Text rendering")
struct TextRenderingTests {
    /// Names of 0 to about 40 bytes: ASCII, two-, three- and four-byte characters, spaces.
    static let name = Gen<String?>.element(of: ["a", "Bc", "é", "张", "𠀀", " ", "Smith", "ABCDEFGH", "Иван"])
        .map { $0 ?? "" }.array(of: 0...8).map { $0.joined() }

    /// `sort`'s and `group`'s text for `names` in `order`, `group`'s in sections of `sizes`
    /// names: what the renderer must write, made line by line.
    static func expected(_ names: [String], order: [Int], sizes: [Int]) -> (sorted: [UInt8], grouped: [UInt8]) {
        let sorted = order.map { names[$0] + "\n" }.joined()
        var grouped = "", start = 0
        for (index, size) in sizes.enumerated() {
            grouped += "S\(index)\n" + order[start..<(start + size)].map { "  " + names[$0] + "\n" }.joined()
            start += size
        }
        return (Array(sorted.utf8), Array(grouped.utf8))
    }

    /// The renderer's text for the same.
    static func rendered(_ names: [String], order: [Int], sizes: [Int]) -> (sorted: [UInt8], grouped: [UInt8]) {
        let store = NameStore(names)
        var sorted: [UInt8] = [], grouped: [UInt8] = []
        TextRendering.sorted(order, names: store) { sorted += $0 }
        var sections: [CollationSection<Int>] = [], start = 0
        for (index, size) in sizes.enumerated() {
            sections.append(CollationSection(index: index, title: "S\(index)", items: Array(order[start..<(start + size)])))
            start += size
        }
        TextRendering.grouped(sections, names: store) { grouped += $0 }
        return (sorted, grouped)
    }

    /// Where `rendered` first differs from `expected`, as lines (nil when they are equal): a
    /// failure names a line, not the megabytes of both outputs.
    static func firstDifference(_ rendered: [UInt8], _ expected: [UInt8]) -> String? {
        guard rendered != expected else { return nil }
        let lines = rendered.split(separator: 0x0A, omittingEmptySubsequences: false)
        let wanted = expected.split(separator: 0x0A, omittingEmptySubsequences: false)
        let line = zip(lines, wanted).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(lines.count, wanted.count)
        func text(_ lines: [ArraySlice<UInt8>]) -> String { line < lines.count ? String(decoding: lines[line], as: UTF8.self) : "(none)" }
        return "line \(line + 1): \(text(lines).debugDescription), expected \(text(wanted).debugDescription)"
    }

    @Test("Each name is written as it is, one a line, in the order given (indented under its section's title by `group`), whatever its length")
    func namesAsTheyAre() async {
        await propertyCheck(count: 300, input: Self.name.array(of: 0...60), Gen<Int>.int(in: 0...1_000)) { names, seed in
            // A scramble of the positions (as a sort's order is), and sections of 0 to 9 names.
            func scrambled(_ position: Int) -> Int { (position &* 7_919 &+ seed) % 61 }
            let order = names.indices.sorted { (scrambled($0), $0) < (scrambled($1), $1) }
            var sizes: [Int] = [], left = order.count, next = seed
            while left > 0 {
                let size = min(left, (next % 10 + 10) % 10)
                sizes.append(size)
                left -= size
                next = next &* 31 &+ 7
            }
            let (sorted, grouped) = Self.rendered(names, order: order, sizes: sizes)
            let expected = Self.expected(names, order: order, sizes: sizes)
            #expect(Self.firstDifference(sorted, expected.sorted) == nil)
            #expect(Self.firstDifference(grouped, expected.grouped) == nil)
        }
    }

    @Test("A list longer than the renderer's pieces (2,048 names) and blocks is written whole, every length of name from 0 to 40 bytes in turn")
    func largeList() {
        let names = (0..<(TextRendering.blockLines + 5_000)).map { position in
            String(repeating: position % 3 == 0 ? "张" : "k", count: position % 41 / (position % 3 == 0 ? 3 : 1))
        }
        let order = Array(names.indices.reversed())
        let sizes = [3, 0, 70_000, names.count - 70_003]
        let (sorted, grouped) = Self.rendered(names, order: order, sizes: sizes)
        let expected = Self.expected(names, order: order, sizes: sizes)
        #expect(Self.firstDifference(sorted, expected.sorted) == nil)
        #expect(Self.firstDifference(grouped, expected.grouped) == nil)
    }
}
