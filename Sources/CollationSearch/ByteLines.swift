import Collation

/// Lines of bytes, one an element, in one store.
struct ByteLines: Sendable {
    private let store: [UInt8]
    private let starts: [Int]

    /// The lines `write` appends for elements `0..<count`, computed on all cores.
    init(count: Int, write: @escaping @Sendable (Int, inout [UInt8]) -> Void) async {
        let workers = max(1, min(SearchIndex<Int>.coreCount, count / 2048))
        let chunk = (count + workers - 1) / workers
        let parts = await withTaskGroup(of: (Int, [UInt8], [Int]).self) { group in
            for worker in 0..<workers {
                group.addTask {
                    var store: [UInt8] = []
                    var ends: [Int] = []
                    let range = (worker * chunk)..<min(count, (worker + 1) * chunk)
                    ends.reserveCapacity(range.count)
                    store.reserveCapacity(range.count * 32)
                    for position in range {
                        write(position, &store)
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
        starts.reserveCapacity(count + 1)
        for (part, ends) in parts {
            let base = store.count
            store += part
            starts += ends.lazy.map { $0 + base }
        }
        self.store = store
        self.starts = starts
    }

    /// The line at `position`.
    subscript(position: Int) -> ArraySlice<UInt8> { store[starts[position]..<starts[position + 1]] }

    /// The number of lines.
    var count: Int { starts.count - 1 }

    /// The number of bytes in all lines.
    var byteCount: Int { store.count }

    /// `body` of the line at `position`.
    func withLine<Result>(_ position: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        store.withUnsafeBufferPointer { store in
            body(UnsafeBufferPointer(rebasing: store[starts[position]..<starts[position + 1]]))
        }
    }
}
