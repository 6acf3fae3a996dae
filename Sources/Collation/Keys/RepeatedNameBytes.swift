/// Which earlier name a keying worker's name repeats, for names given as strings (the library's
/// `grouped(_:by:)`, `sorted(_:by:)`, `keys(for:)`): ``RepeatedNames`` over each name's UTF-8,
/// kept here. (Names held as bytes, a list's or a contact's parts, are found in their store.)
///
/// A name is keyed from its bytes alone, so a name that is an earlier one has that name's key.
/// The bytes of the names the memo remembers are kept in a store of the worker's own, where a
/// candidate is compared (an item's name comes from a caller's closure, which is not called
/// twice). Names that are found are not kept again, and the store starts
/// over when it passes a limit, so that a large list costs a bounded few megabytes
/// (``init(count:first:limit:)``).
struct RepeatedNameBytes {
    private var memo: RepeatedNames
    /// The remembered names' bytes, and where each position's end (a position that
    /// was found keeps none), from `first` on.
    private var bytes: [UInt8] = []
    private var ends: [UInt32] = []
    private var first: Int
    /// The end of the worker's positions, for sizing a memo that starts over.
    private let end: Int
    /// The most bytes the store holds before it starts over.
    private let limit: Int

    /// A memo for a worker keying the `count` names from position `first` on, whose store starts
    /// over past `limit` bytes: 4 MB, a few hundred thousand distinct names (less in tests).
    init(count: Int, first: Int, limit: Int = 4 << 20) {
        memo = RepeatedNames(count: count, first: first)
        self.first = first
        end = first + count
        self.limit = limit
    }

    /// The position of an earlier name whose bytes are `name`'s, if the memo holds one; else
    /// `position` (where `name` is) is remembered. Positions are given in order.
    mutating func earlier(utf8 name: UnsafeBufferPointer<UInt8>, at position: Int) -> Int? {
        if memo.isStopped { return nil }
        if bytes.count > limit {
            memo = RepeatedNames(count: end - position, first: position)
            bytes.removeAll(keepingCapacity: true)
            ends.removeAll(keepingCapacity: true)
            first = position
        }
        let found: Int?
        do {
            // Copies for the comparison, released before the store grows below (while one is
            // held, growing the store would copy it whole).
            let (bytes, ends, first) = (bytes, ends, first)
            found = memo.earlier(hash: RepeatedNames.hash(name), at: position, keepingFound: true) { candidate in
                let index = candidate - first
                let start = index == 0 ? 0 : Int(ends[index - 1])
                return bytes.withUnsafeBufferPointer { RepeatedNames.same(UnsafeBufferPointer(rebasing: $0[start..<Int(ends[index])]), name) }
            }
        }
        if found == nil { bytes.append(contentsOf: name) }
        ends.append(UInt32(truncatingIfNeeded: bytes.count))
        return found
    }
}
