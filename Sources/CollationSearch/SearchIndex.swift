import Collation
import Dispatch

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
    /// Every element's ``SearchKeys/line``, one after another; `starts` has one more entry.
    private let store: [UInt8]
    private let starts: [Int]

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
        let workers = max(1, min(Self.coreCount, all.count / 2048))
        let chunk = (all.count + workers - 1) / max(workers, 1)
        let parts = await withTaskGroup(of: (Int, [UInt8], [Int]).self) { group in
            for worker in 0..<workers {
                group.addTask {
                    var store: [UInt8] = []
                    var ends: [Int] = []
                    let range = (worker * chunk)..<min(all.count, (worker + 1) * chunk)
                    store.reserveCapacity(range.count * 40)
                    ends.reserveCapacity(range.count)
                    for position in range {
                        write(all[position], &store)
                        ends.append(store.count)
                    }
                    return (worker, store, ends)
                }
            }
            var parts = [([UInt8], [Int])](repeating: ([], []), count: workers)
            for await (worker, store, ends) in group { parts[worker] = (store, ends) }
            return parts
        }
        var store: [UInt8] = []
        var starts: [Int] = [0]
        store.reserveCapacity(parts.reduce(0) { $0 + $1.0.count })
        starts.reserveCapacity(all.count + 1)
        for (part, ends) in parts {
            let base = store.count
            store += part
            starts += ends.lazy.map { $0 + base }
        }
        self.elements = elements
        self.sections = sectionOf
        self.titles = titles
        self.store = store
        self.starts = starts
    }

    /// The number of elements.
    public var count: Int { elements.count }

    /// The keys of the element at `position` (in section order).
    public func keys(at position: Int) -> SearchKeys {
        SearchKeys(line: store[starts[position]..<starts[position + 1]])
    }

    /// The ``SearchKeys/line`` of the element at `position`, as stored: what the HTML page
    /// embeds, without a round trip through ``SearchKeys``.
    package func line(at position: Int) -> String {
        String(decoding: store[starts[position]..<starts[position + 1]], as: UTF8.self)
    }

    /// The elements that match `query`, best first, ties in section order; at most `limit`.
    /// An empty query matches nothing.
    public func matches(for query: String, limit: Int? = nil) -> [SearchMatch<Element>] {
        let query = SearchQuery(query)
        guard !query.isEmpty, !elements.isEmpty else { return [] }
        // Each worker finds its slice's matches by rank; slices are in order, so concatenating
        // them rank by rank keeps section order within a rank.
        let workers = max(1, min(Self.coreCount, elements.count / 16_384))
        let chunk = (elements.count + workers - 1) / workers
        // Each worker writes only its own slot; the slots are read after every worker ends.
        let found = UnsafeMutableBufferPointer<[[Int]]>.allocate(capacity: workers)
        found.initialize(repeating: [])
        defer { found.deinitialize().deallocate() }
        let slots = SendableSlots(found)
        let (store, starts, count) = (store, starts, elements.count)
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            var lists = [[Int]](repeating: [], count: SearchRank.allCases.count)
            store.withUnsafeBufferPointer { store in
                for position in (worker * chunk)..<min(count, (worker + 1) * chunk) {
                    let line = UnsafeBufferPointer(rebasing: store[starts[position]..<starts[position + 1]])
                    if let rank = query.rank(ofLine: line) { lists[rank.rawValue].append(position) }
                }
            }
            slots.buffer[worker] = lists
        }
        let lists = Array(found)
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

    private static var coreCount: Int { IndexedCollation.coreCount }
}

/// A buffer that workers write distinct slots of.
private struct SendableSlots: @unchecked Sendable {
    let buffer: UnsafeMutableBufferPointer<[[Int]]>
    init(_ buffer: UnsafeMutableBufferPointer<[[Int]]>) { self.buffer = buffer }
}
