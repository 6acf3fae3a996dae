import CPrefetch

/// Which earlier name a keying worker's name repeats, so that its key is copied, not made again.
///
/// Large lists repeat names: the million-name multilingual benchmark list holds 175,000
/// distinct names, and real directories repeat common names the same way (王伟, Maria García).
/// A key is a function of its name's bytes alone (every key writer makes it so; the sort relies
/// on it too), so a repeated name's key is the earlier one's. Reading and keying the names is
/// most of the collate phase; finding a name's earlier copy costs a hash of its bytes and a
/// few reads of memory that is likely still cached.
///
/// A direct-mapped table of a position for each hash: a collision only forgets an earlier
/// name (which is then keyed again), and a candidate is always compared byte for byte,
/// so the memo changes no key. A list that hardly repeats turns the memo off after a stretch
/// of names (``stretch``), so that it pays for the lookups of that stretch only.
struct RepeatedNames {
    /// For each slot: one more than the local index (from `first`) of the name remembered for
    /// the hashes there (0 for none) in the low `indexBits`, and in the bits above them a tag of
    /// that name's hash, so that most other names are told apart without reading their bytes.
    private var slots: [UInt32]
    private let shift: UInt64
    private let indexBits: UInt32
    private let first: Int
    /// Names looked up and found in the current stretch; the memo stops when a stretch of
    /// ``stretch`` names finds fewer than one in ``rarest``.
    private var lookups = 0, found = 0
    private var stopped = false
    static let stretch = 16_384, rarest = 32
    /// The next name's hash, made ahead (``readAhead(_:at:)``) for `aheadPosition`.
    private var aheadPosition = -1, aheadHash: UInt64 = 0

    /// A memo for a worker keying `count` names from position `first` on: at most a slot for
    /// every four names (a quarter of a megabyte for half a million names, beside their 12 MB
    /// of sort items), which keeps most of a large list's common names: two workers find 72%
    /// of the million-name benchmark list's names, of the 77% that tables without collisions
    /// would find.
    /// `span` is how far past `first` its positions may go (by default `count`): a worker
    /// that takes stretches of a list in turn (``KeySegments``) keys about `count` names
    /// anywhere in the list.
    init(count: Int, first: Int, span: Int? = nil) {
        var bits = 10
        while bits < 20, 1 << (bits + 2) <= count { bits += 1 }
        slots = [UInt32](repeating: 0, count: 1 << bits)
        shift = UInt64(64 - bits)
        let span = UInt64(max(count, span ?? count))
        indexBits = UInt32(span.bitWidth - span.leadingZeroBitCount)    // holds span itself
        self.first = first
    }

    /// Whether the memo has stopped (the list hardly repeats): ``earlier(_:at:in:)`` then finds
    /// nothing, and callers need not prepare what it would compare.
    var isStopped: Bool { stopped }

    /// The position of an earlier name whose bytes are `name`'s, if the memo holds one; and
    /// `position` (where `name` is) is remembered as the latest of its hash (the latest copy's
    /// key is the likeliest to be in the cache still). `names` gives the bytes of earlier
    /// positions.
    mutating func earlier(_ name: UnsafeBufferPointer<UInt8>, at position: Int, in names: NameStore.View) -> Int? {
        if stopped { return nil }
        return earlier(hash: position == aheadPosition ? aheadHash : Self.hash(name), at: position, keepingFound: false) {
            Self.same(names.name(at: $0), name)
        }
    }

    /// ``earlier(_:at:in:)``, then ``readAhead(_:at:)`` of the next name when there is one
    /// before `end`: a keying loop's step. In this order, the lookup uses the hash made a step
    /// before (read ahead first, the next name's hash replaced this one's unused).
    mutating func earlier(_ name: UnsafeBufferPointer<UInt8>, at position: Int, in names: NameStore.View, readingAheadBefore end: Int) -> Int? {
        let found = earlier(name, at: position, in: names)
        if position + 1 < end { readAhead(names.name(at: position + 1), at: position + 1) }
        return found
    }

    /// Prepares what ``earlier(_:at:in:)`` will read for `name` at `position` (the name after
    /// the one the caller is about to key): its hash, and its slot brought into the cache. The
    /// slots are a random read in a table that the keys' writing pushes out of the cache, and
    /// the wait for it was most of the keying loop's own time; asked for a name ahead, the
    /// line arrives while the name before is keyed.
    private mutating func readAhead(_ name: UnsafeBufferPointer<UInt8>, at position: Int) {
        if stopped { return }
        aheadPosition = position
        aheadHash = Self.hash(name)
        slots.withUnsafeBufferPointer { collation_prefetch($0.baseAddress.map { $0 + Int(truncatingIfNeeded: aheadHash >> shift) }) }
    }

    /// ``earlier(_:at:in:)`` for names kept elsewhere: `hash` is the name's hash, and `isSame`
    /// tells whether the name at an earlier position is the same. With `keepingFound`, a name
    /// found stays the one remembered for its hash, so that a caller keeps only what it must
    /// compare: the names it was not found for.
    mutating func earlier(hash: UInt64, at position: Int, keepingFound: Bool, isSame: (Int) -> Bool) -> Int? {
        if stopped { return nil }
        lookups += 1
        if lookups == Self.stretch {
            if found * Self.rarest < lookups {
                stopped = true
                slots = []
                return nil
            }
            lookups = 0
            found = 0
        }
        let slot = Int(truncatingIfNeeded: hash >> shift)
        let indexMask: UInt32 = indexBits >= 32 ? .max : (1 << indexBits) - 1
        let tag = UInt32(truncatingIfNeeded: hash) & ~indexMask
        let stored = slots[slot]
        if stored & indexMask != 0, stored & ~indexMask == tag {
            let candidate = first + Int(stored & indexMask) - 1
            if isSame(candidate) {
                found += 1
                if !keepingFound { slots[slot] = tag | UInt32(truncatingIfNeeded: position - first + 1) }
                return candidate
            }
        }
        slots[slot] = tag | UInt32(truncatingIfNeeded: position - first + 1)
        return nil
    }

    /// Whether two byte strings are equal.
    static func same(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
        guard a.count == b.count, let start = a.baseAddress, let other = b.baseAddress else { return a.count == b.count }
        return KeyTable.FullKey.equalBytes(start, other, count: a.count)
    }

    /// A fast hash of a name's bytes, eight at a time (not stable across versions; the memo
    /// lives for one keying pass).
    @inline(__always)
    static func hash(_ name: UnsafeBufferPointer<UInt8>) -> UInt64 {
        let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15
        var hash = UInt64(truncatingIfNeeded: name.count) &* multiplier
        guard let base = name.baseAddress else { return hash }
        let raw = UnsafeRawPointer(base)
        var index = 0
        while index + 8 <= name.count {
            hash = (hash ^ raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)) &* multiplier
            hash ^= hash >> 29
            index += 8
        }
        var last: UInt64 = 0
        if index < name.count, name.count >= 8 {
            // The bytes past the last eight read as the name's last eight, overlapping those
            // before (byte by byte, they were about 15 instructions of a name's keying loop).
            last = raw.loadUnaligned(fromByteOffset: name.count - 8, as: UInt64.self)
        } else {
            while index < name.count {
                last = last << 8 | UInt64(base[index])
                index += 1
            }
        }
        hash = (hash ^ last) &* multiplier
        return hash ^ (hash >> 32)
    }
}
