/// Which earlier name a keying worker's name repeats, for names given as strings (the library's
/// `grouped(_:by:)`, `sorted(_:by:)`, `keys(for:)`): ``RepeatedNames`` over each name's UTF-8,
/// kept here. (Names held as bytes, a list's or a contact's parts, are found in their store.)
///
/// A name is keyed from its bytes alone, so a name that is an earlier one has that name's key.
/// The bytes of the names the memo remembers are kept in a store of the worker's own, where a
/// candidate is compared (an item's name comes from a caller's closure, which is not called
/// twice). Names that are found are not kept again, and the store starts
/// over when it passes a limit, so that a large list costs a bounded few megabytes
/// (``init(count:span:limit:)``).
///
/// The memo counts the worker's names in the order it is given them, since the store started
/// over: a worker that takes a list's stretches in turn (``KeySegments``) is given increasing
/// positions with gaps between them.
struct RepeatedNameBytes {
    private var memo: RepeatedNames
    /// The remembered names' bytes, and where each name given since the store started over
    /// ends (a name that was found keeps none), and its position.
    private var bytes: [UInt8] = []
    private var ends: [UInt32] = []
    private var positions: [UInt32] = []
    /// About how many names the worker keys, and how many the list holds.
    private let count: Int, span: Int
    /// The most bytes the store holds before it starts over.
    private let limit: Int

    /// A memo for a worker keying about `count` names of a list of `span` (by default `count`),
    /// whose store starts over past `limit` bytes: 4 MB, a few hundred thousand distinct names
    /// (less in tests).
    init(count: Int, span: Int? = nil, limit: Int = 4 << 20) {
        self.count = count
        self.span = max(count, span ?? count)
        memo = RepeatedNames(count: count, first: 0, span: self.span)
        self.limit = limit
    }

    /// The position of an earlier name whose bytes are `name`'s, if the memo holds one; else
    /// `position` (where `name` is) is remembered. Positions are given in increasing order.
    mutating func earlier(utf8 name: UnsafeBufferPointer<UInt8>, at position: Int) -> Int? {
        if memo.isStopped { return nil }
        if bytes.count > limit {
            memo = RepeatedNames(count: count, first: 0, span: span)
            bytes.removeAll(keepingCapacity: true)
            ends.removeAll(keepingCapacity: true)
            positions.removeAll(keepingCapacity: true)
        }
        let found: Int?
        do {
            // Copies for the comparison, released before the store grows below (while one is
            // held, growing the store would copy it whole).
            let (bytes, ends) = (bytes, ends)
            found = memo.earlier(hash: RepeatedNames.hash(name), at: ends.count, keepingFound: true) { index in
                let start = index == 0 ? 0 : Int(ends[index - 1])
                return bytes.withUnsafeBufferPointer { RepeatedNames.same(UnsafeBufferPointer(rebasing: $0[start..<Int(ends[index])]), name) }
            }
        }
        if found == nil { bytes.append(contentsOf: name) }
        ends.append(UInt32(truncatingIfNeeded: bytes.count))
        // (A list's positions take 32 bits: see `KeyTable.Item`.)
        positions.append(UInt32(truncatingIfNeeded: position))
        return found.map { Int(positions[$0]) }
    }
}
