extension KeyTable {
    /// A key as its part's arena keeps it: the number of bytes the key writer wrote (without
    /// the name that follows from the store), in ``LEB128`` (one byte for any real key), then
    /// the bytes past the first 16, which its item carries.
    ///
    /// A record says its own length, so that an item needs only where its record starts (not
    /// an offset per key beside the items), and a repeat's item points at its earlier key's.
    struct KeyRecord {
        /// The number of key bytes the writer wrote.
        let headLength: Int
        /// The bytes the length takes.
        let lengthSize: Int

        /// The key bytes the record holds: those past the first 16.
        var storedCount: Int { max(0, headLength - 16) }
        /// The record's bytes.
        var size: Int { lengthSize + storedCount }

        /// The record that starts at `bytes`.
        @inline(__always)
        init(at bytes: UnsafePointer<UInt8>) {
            (headLength, lengthSize) = LEB128.read(at: bytes)
        }

        /// Replaces the key that a writer appended to `arena` from `start` on by its record.
        @inline(__always)
        static func replaceKey(in arena: inout KeyArena, from start: Int) {
            let headLength = arena.count - start
            let stored = max(0, headLength - 16), size = LEB128.size(of: headLength)
            // (A key of fewer bytes than its length takes: room for the length.)
            if size > headLength { arena.reserveCapacity(forAppending: size - headLength) }
            guard let base = arena.base.map({ $0 + start }) else { return }
            // Down over the bytes the item carries (the two may overlap).
            if stored > 0 { (base + size).update(from: base + 16, count: stored) }
            LEB128.write(headLength, size: size, at: base)
            arena.setCount(start + size + stored)
        }

        /// Cuts the one record in `arena`, longer than `limit` bytes, to fit them: its key is
        /// cut to the bytes the record keeps.
        static func cut(_ arena: inout KeyArena, to limit: Int) {
            assert(limit >= 2 * LEB128.longest, "a cut record keeps some of its key")
            let kept = limit - LEB128.longest, headLength = 16 + kept
            let size = LEB128.size(of: headLength)
            guard let base = arena.base else { return }
            let old = KeyRecord(at: base)
            (base + size).update(from: base + old.lengthSize, count: kept)
            LEB128.write(headLength, size: size, at: base)
            arena.setCount(size + kept)
        }
    }
}
