/// Bytes that keys are appended to in place: a key table's part (``KeyTable``) hands its arena
/// to a writer that can write there (``KeyArenaWriter``).
///
/// Why not `[UInt8]`: appending a key to an array checks the buffer's uniqueness and goes
/// through the generic `append(contentsOf:)`, about 110 instructions a key with its `memcpy`,
/// a tenth of a Latin name's key; here an append is a capacity test and the copy. The arena does
/// not own its memory: its owner frees it (``deallocate()``), once.
package struct KeyArena {
    /// The bytes, `count` of them written; nil before the first is.
    package private(set) var base: UnsafeMutablePointer<UInt8>?
    package private(set) var count = 0
    package private(set) var capacity = 0

    package init() {}

    /// Appends `bytes`.
    @inline(__always)
    package mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let source = bytes.baseAddress, !bytes.isEmpty else { return }
        let length = bytes.count
        let end = count &+ length
        if end > capacity { grow(toHold: end) }
        guard let target = base.map({ $0 + count }) else { return }
        count = end
        // A key of 8 to 32 bytes (most names') copied as words, the last overlapping the ones
        // before, rather than by a call of `memcpy`: about 10 instructions less a key. (A loop
        // of words, for keys up to 64 bytes, cost more than the call.)
        if length >= 8, length <= 32 {
            let from = UnsafeRawPointer(source), to = UnsafeMutableRawPointer(target)
            to.storeBytes(of: from.loadUnaligned(as: UInt64.self), as: UInt64.self)
            if length > 16 {
                to.storeBytes(of: from.loadUnaligned(fromByteOffset: 8, as: UInt64.self), toByteOffset: 8, as: UInt64.self)
                if length > 24 {
                    to.storeBytes(of: from.loadUnaligned(fromByteOffset: 16, as: UInt64.self), toByteOffset: 16, as: UInt64.self)
                }
            }
            to.storeBytes(of: from.loadUnaligned(fromByteOffset: length &- 8, as: UInt64.self), toByteOffset: length &- 8, as: UInt64.self)
            return
        }
        target.initialize(from: source, count: length)
    }

    /// Appends `byte`.
    @inline(__always)
    package mutating func append(_ byte: UInt8) {
        if count == capacity { grow(toHold: count + 1) }
        base.map { $0[count] = byte }
        count += 1
    }

    /// Room for at least `more` bytes past ``count``, without writing them.
    package mutating func reserveCapacity(forAppending more: Int) {
        if count + more > capacity { grow(toHold: count + more) }
    }

    /// Sets the count to `newCount`: down, or up over bytes written through ``base`` within
    /// the capacity (a record that grows by its length's byte).
    package mutating func setCount(_ newCount: Int) {
        precondition(newCount >= 0 && newCount <= capacity, "the arena's bytes are within its capacity")
        count = newCount
    }

    /// The written bytes from `start` on.
    package func bytes(from start: Int) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: base.map { $0 + start }, count: count - start)
    }

    /// Frees the bytes; the arena is empty after.
    package mutating func deallocate() {
        base?.deallocate()
        base = nil
        count = 0
        capacity = 0
    }

    /// Moves the bytes to a larger block: at least `needed` bytes, and twice the old capacity
    /// (appends stay amortized constant). Out of line: rare, and the appends stay small.
    @inline(never)
    private mutating func grow(toHold needed: Int) {
        let newCapacity = Swift.max(needed, capacity * 2, 256)
        let new = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        if let base {
            new.initialize(from: base, count: count)
            base.deallocate()
        }
        base = new
        capacity = newCapacity
    }
}
