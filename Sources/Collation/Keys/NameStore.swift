import CPrefetch

/// Names as one block of UTF-8 and where each ends: what a large list is held as between reading
/// and writing.
///
/// A million names as `[String]` take a million 16-byte strings, and every name longer than 15
/// bytes a heap block of its own besides (about 36 MB for a million multilingual names). Here
/// they take their bytes and four bytes each (about 19 MB), a reader fills the block without an
/// allocation per name, the key writers read the bytes in place, and the text output copies
/// them without retaining anything. A `String` is made only where one is asked for.
///
/// The bytes are valid UTF-8: ``append(_:)`` takes strings, and ``init(utf8:ends:)`` is for
/// readers that have validated their bytes.
package struct NameStore: Sendable, RandomAccessCollection {
    /// Every name's UTF-8, one after another.
    package private(set) var utf8: [UInt8]
    /// Where each name's bytes end; a name starts where the one before it ends.
    var ends: [UInt32]

    /// The most bytes a store holds: offsets take 32 bits. Readers refuse larger inputs.
    package static let capacity = Int(UInt32.max)

    /// An empty store.
    package init() {
        utf8 = []
        ends = []
    }

    /// The names in `names`.
    package init(_ names: some Sequence<String>) {
        self.init()
        for name in names { append(name) }
    }

    /// Names already in one block: `utf8` holds valid UTF-8, and `ends` is ascending, each at
    /// most `utf8.count` (the caller's reader has checked both).
    package init(utf8: [UInt8], ends: [UInt32]) {
        assert(ends.last.map { Int($0) <= utf8.count } ?? true, "ends within the bytes")
        self.utf8 = utf8
        self.ends = ends
    }

    package var startIndex: Int { 0 }
    package var endIndex: Int { ends.count }

    /// The name at `index`, as a new string.
    package subscript(index: Int) -> String {
        withUTF8(at: index) { String(decoding: $0, as: UTF8.self) }
    }

    /// The byte range of the name at `index` in ``utf8``.
    package func range(at index: Int) -> Range<Int> {
        Self.range(in: ends, at: index)
    }

    /// The byte range of name `index` given the names' ends: from the previous name's end.
    static func range<Ends: RandomAccessCollection<UInt32>>(in ends: Ends, at index: Int) -> Range<Int> where Ends.Index == Int {
        (index == 0 ? 0 : Int(ends[index - 1]))..<Int(ends[index])
    }

    /// Calls `body` with the UTF-8 of the name at `index`, in place.
    package func withUTF8<Result>(at index: Int, _ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        let range = range(at: index)
        return try utf8.withUnsafeBufferPointer { try body(UnsafeBufferPointer(rebasing: $0[range])) }
    }

    /// The store's bytes and ends in place, for threads that read names without touching the
    /// arrays (the sort, which reads names as the last part of their keys). Valid only inside
    /// ``withView(_:)``.
    package struct View: @unchecked Sendable {
        let bytes: UnsafePointer<UInt8>?
        let ends: UnsafeBufferPointer<UInt32>

        /// The bytes of the name at `index`.
        package func name(at index: Int) -> UnsafeBufferPointer<UInt8> {
            let range = NameStore.range(in: ends, at: index)
            return UnsafeBufferPointer(start: bytes.map { $0 + range.lowerBound }, count: range.count)
        }

        /// Asks for the memory that ``name(at:)`` reads first for `index` (where the name
        /// ends, and where the one before it ends), without waiting for it: for a loop that
        /// reads names out of order (in sorted order, each a cache miss) a step ahead.
        package func prefetchBounds(at index: Int) {
            collation_prefetch(ends.baseAddress.map { $0 + Swift.max(0, index - 1) })
        }

        /// Asks for the first bytes of `name` (a name of this view), without waiting for them.
        package static func prefetch(_ name: UnsafeBufferPointer<UInt8>) {
            collation_prefetch(name.baseAddress)
        }

        /// Asks for the names at `positions`, a block that a loop is about to read in that
        /// order (sorted order, each name a cache miss): their bounds, then, as those arrive,
        /// their first bytes, so that the loop finds them in the cache. For a block of a
        /// thousand or two: more than the cache holds would push out what it asked for first.
        package func prefetchNames(at positions: ArraySlice<Int>) {
            for position in positions { prefetchBounds(at: position) }
            for position in positions { Self.prefetch(name(at: position)) }
        }
    }

    /// Calls `body` with a view of the store in place.
    package func withView<Result>(_ body: (View) throws -> Result) rethrows -> Result {
        try utf8.withUnsafeBufferPointer { bytes in try ends.withUnsafeBufferPointer { try body(View(bytes: bytes.baseAddress, ends: $0)) } }
    }

    /// Adds `name` after the others.
    package mutating func append(_ name: String) {
        utf8.append(contentsOf: name.utf8)
        ends.append(UInt32(truncatingIfNeeded: utf8.count))
    }

    /// Adds an entry that `write` appends to the store's bytes: for a ``PartsStore``, whose
    /// entries are names in parts written as bytes (not UTF-8 text; never made into strings).
    mutating func appendEntry(_ write: (inout [UInt8]) -> Void) {
        write(&utf8)
        ends.append(UInt32(truncatingIfNeeded: utf8.count))
    }

    /// Adds every name of `other` after this store's.
    package mutating func append(contentsOf other: NameStore) {
        guard !isEmpty else {
            self = other    // the usual single input: no copy
            return
        }
        let base = UInt32(truncatingIfNeeded: utf8.count)
        utf8 += other.utf8
        ends += other.ends.map { $0 + base }
    }
}
