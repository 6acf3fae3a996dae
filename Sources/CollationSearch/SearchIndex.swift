import Collation

/// A grouped list's search keys, kept in section order, answering queries best match first.
///
/// ```swift
/// let sections = await collation.grouped(contacts, by: \.name)
/// let index = await SearchIndex(sections) { builder.keys(for: $0.name) }
/// for match in index.matches(for: "zs") { print(match.rank, match.element.name) }
/// ```
///
/// The keys live in one byte store (about 40 bytes a name), and a query scans it on all cores:
/// no per-name objects, no trie to build, so the index costs about what the keys do.
public struct SearchIndex<Element: Sendable>: Sendable {
    /// The elements in section order.
    public let elements: [Element]
    /// Each element's section, and the sections' titles.
    private let sections: [Int32]
    private let titles: [String]
    /// Every element's ``SearchKeys/line``.
    private let lines: ByteLines

    /// An index of `sections`' elements with the keys `keys` gives, computed on all cores.
    public init(_ sections: [CollationSection<Element>], keys: @escaping @Sendable (Element) -> SearchKeys) async {
        await self.init(sections) { element, bytes in bytes.append(contentsOf: keys(element).line.utf8) }
    }

    /// An index of `sections`' elements, each shown as `display` and written as `spellings`
    /// (see ``SearchKeyBuilder/keys(display:spellings:)``): the same keys, written straight
    /// into the index's store, several times faster on large lists.
    public init(_ sections: [CollationSection<Element>], builder: SearchKeyBuilder,
                display: @escaping @Sendable (Element) -> String, spellings: @escaping @Sendable (Element) -> [[NamePart]]) async {
        await self.init(sections) { element, bytes in
            builder.appendLine(display: display(element), spellings: spellings(element), to: &bytes)
        }
    }

    /// An index whose lines `write` appends, computed on all cores.
    private init(_ sections: [CollationSection<Element>], write: @escaping @Sendable (Element, inout [UInt8]) -> Void) async {
        var elements: [Element] = []
        var sectionOf: [Int32] = []
        var titles: [String] = []
        for section in sections {
            while titles.count <= section.index { titles.append("") }
            titles[section.index] = section.title
            elements += section.items
            sectionOf += repeatElement(Int32(section.index), count: section.items.count)
        }
        let all = elements
        self.lines = await ByteLines(count: all.count, write: { position, bytes in write(all[position], &bytes) })
        self.elements = elements
        self.sections = sectionOf
        self.titles = titles
    }

    /// The number of elements.
    public var count: Int { elements.count }

    /// The keys of the element at `position` (in section order).
    public func keys(at position: Int) -> SearchKeys {
        SearchKeys(line: lines[position])
    }

    /// The ``SearchKeys/line`` of the element at `position`, as stored: what the HTML page
    /// embeds, without a round trip through ``SearchKeys``.
    package func line(at position: Int) -> String {
        String(decoding: lines[position], as: UTF8.self)
    }

    /// The bytes of the ``SearchKeys/line`` of the element at `position`.
    package func lineBytes(at position: Int) -> ArraySlice<UInt8> { lines[position] }

    /// The section of the element at `position`, and its title.
    package func section(at position: Int) -> (index: Int, title: String) {
        let section = Int(sections[position])
        return (section, titles[section])
    }

    /// The elements that match `query`, best first, ties in section order; at most `limit`.
    /// An empty query matches nothing.
    public func matches(for query: String, limit: Int? = nil) -> [SearchMatch<Element>] {
        let query = SearchQuery(query)
        guard !query.isEmpty, !elements.isEmpty else { return [] }
        // Each slice's matches by rank; slices are in order, so concatenating them rank by rank
        // keeps section order within a rank.
        let lines = lines
        let lists = ParallelSlices.map(elements.count, minimum: 16_384) { slice in
            var lists = [[Int]](repeating: [], count: SearchRank.allCases.count)
            lines.withLines { lines in
                for position in slice {
                    if let rank = query.rank(ofLine: lines[position]) { lists[rank.rawValue].append(position) }
                }
            }
            return lists
        }
        var result: [SearchMatch<Element>] = []
        for rank in SearchRank.allCases {
            for list in lists {
                for position in list[rank.rawValue] {
                    if let limit, result.count >= limit { return result }
                    let section = Int(sections[position])
                    result.append(SearchMatch(element: elements[position], rank: rank, section: section, sectionTitle: titles[section]))
                }
            }
        }
        return result
    }
}
