import Collation

/// Lines of bytes, one an element, in one store.
struct ByteLines: Sendable {
    private let store: [UInt8]
    private let starts: [Int]
    /// A small value for each line that `write` returned with it (empty when none was asked for).
    let tags: [UInt16]

    /// The lines `write` appends for elements `0..<count`, computed on all cores.
    init(count: Int, write: @escaping @Sendable (Int, inout [UInt8]) -> Void) async {
        await self.init(count: count, tagged: false) { position, bytes in
            write(position, &bytes)
            return 0
        }
    }

    /// The lines `write` appends for elements `0..<count`, each with the tag it returns.
    init(count: Int, tagging write: @escaping @Sendable (Int, inout [UInt8]) -> UInt16) async {
        await self.init(count: count, tagged: true, write: write)
    }

    private init(count: Int, tagged: Bool, write: @escaping @Sendable (Int, inout [UInt8]) -> UInt16) async {
        let workers = max(1, min(IndexedCollation.coreCount, count / 2048))
        let chunk = (count + workers - 1) / workers
        let parts = await withTaskGroup(of: (Int, [UInt8], [Int], [UInt16]).self) { group in
            for worker in 0..<workers {
                group.addTask {
                    var store: [UInt8] = []
                    var ends: [Int] = []
                    var tags: [UInt16] = []
                    let range = (worker * chunk)..<min(count, (worker + 1) * chunk)
                    ends.reserveCapacity(range.count)
                    store.reserveCapacity(range.count * 40)
                    if tagged { tags.reserveCapacity(range.count) }
                    for position in range {
                        let tag = write(position, &store)
                        if tagged { tags.append(tag) }
                        ends.append(store.count)
                    }
                    return (worker, store, ends, tags)
                }
            }
            var parts = [([UInt8], [Int], [UInt16])](repeating: ([], [], []), count: workers)
            for await (worker, store, ends, tags) in group { parts[worker] = (store, ends, tags) }
            return parts
        }
        var store: [UInt8] = []
        var starts: [Int] = [0]
        store.reserveCapacity(parts.reduce(0) { $0 + $1.0.count })
        starts.reserveCapacity(count + 1)
        for (part, ends, _) in parts {
            let base = store.count
            store += part
            starts += ends.lazy.map { $0 + base }
        }
        self.store = store
        self.starts = starts
        tags = tagged ? parts.flatMap(\.2) : []
    }

    /// The line at `position`.
    subscript(position: Int) -> ArraySlice<UInt8> { store[starts[position]..<starts[position + 1]] }

    /// The number of lines.
    var count: Int { starts.count - 1 }

    /// The number of bytes in all lines.
    var byteCount: Int { store.count }

    /// `body` with the lines at hand: for a loop over many lines, one access to the store.
    func withLines<Result>(_ body: (Lines) -> Result) -> Result {
        store.withUnsafeBufferPointer { body(Lines(store: $0, starts: starts)) }
    }

    /// The lines, for the time of a ``withLines(_:)``.
    struct Lines {
        let store: UnsafeBufferPointer<UInt8>
        let starts: [Int]

        /// The line at `position`.
        subscript(position: Int) -> UnsafeBufferPointer<UInt8> {
            UnsafeBufferPointer(rebasing: store[starts[position]..<starts[position + 1]])
        }
    }

    /// `body` of the line at `position`.
    func withLine<Result>(_ position: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        store.withUnsafeBufferPointer { store in
            body(UnsafeBufferPointer(rebasing: store[starts[position]..<starts[position + 1]]))
        }
    }
}
