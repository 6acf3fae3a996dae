/// The index's buckets for the search of every name's section: the boundaries' primary keys in
/// one byte array, where each starts, and each bucket's section.
///
/// Why flat: a binary search over an array of per-bucket arrays retained and released each
/// boundary it looked at, which was a tenth of the time to key a multilingual list with ICU. Shared by the ICU and CLDR providers.
///
/// The tables are in one class instance, the struct its reference: called from another module
/// (the providers'), a method was handed the seven arrays, copied to the stack for each call,
/// about ten instructions a name.
package struct BucketBoundaries: Sendable {
    private let tables: Tables

    /// The buckets, in collation order of their boundaries.
    package init(_ buckets: [IndexBucket]) {
        tables = Tables(buckets)
    }

    private var bytes: [UInt8] { tables.bytes }
    private var offsets: [Int] { tables.offsets }
    private var sections: [Int] { tables.sections }
    private var firstAt: [Int] { tables.firstAt }
    private var blockAt: UnsafePointer<Int16> { UnsafePointer(tables.blockAt) }
    private var byFirstTwo: UnsafePointer<Int16> { UnsafePointer(tables.byFirstTwo) }
    private var byFirst: UnsafePointer<Int32> { UnsafePointer(tables.byFirst) }

    /// The boundaries and the look-ups by their first bytes.
    ///
    /// The look-ups by the first bytes are at pointers: indexed by a byte (256 entries each, and
    /// `byFirstTwo` by a block and a byte, blocks of 257), they need no bounds check, which cost
    /// a name whose first byte does not decide (an Arabic or Cyrillic one) about 10
    /// instructions. Written once, here, never after: `@unchecked Sendable`.
    private final class Tables: @unchecked Sendable {
        let bytes: [UInt8]
        /// Where each boundary starts in ``bytes``, then the end of the last.
        let offsets: [Int]
        let sections: [Int]
        /// For each first byte of a key, the boundaries the search needs to look at: those before
        /// `firstAt[b]` start with a smaller byte (all at or before the key), those from
        /// `firstAt[b + 1]` on with a larger one (all after it). Most first bytes leave one or two.
        let firstAt: [Int]
        /// The answer by a key's first two bytes, for each first byte that boundaries start with:
        /// `byFirstTwo[blockAt[b] * 257 + c]` is the section of every key that starts with `b, c`
        /// (`c` = 256: the key that is `b` alone), plus one (0: before every boundary, the
        /// overflow), or -1 where a boundary of three bytes or more starts with `b, c` (the search
        /// then compares). Section starts
        /// are mostly a letter's primary, two bytes or one: the search took a tenth of a Latin
        /// name's key; a lookup takes a few instructions. (`blockAt[b]` is -1 for a byte that no
        /// boundary starts with: `firstAt[b]` is the answer.)
        let blockAt: UnsafeMutablePointer<Int16>
        let byFirstTwo: UnsafeMutablePointer<Int16>
        /// The answer by a key's first byte where that byte alone decides it (no boundary starts
        /// with it, or every one that does is that byte alone: a Latin letter's section in most
        /// locales), the section plus one (0: the overflow); -1 where the second byte or the search
        /// decides. One load for most names, where the lookups by two bytes took 52 instructions.
        let byFirst: UnsafeMutablePointer<Int32>

        init(_ buckets: [IndexBucket]) {
            var bytes: [UInt8] = [], offsets = [0]
            for bucket in buckets {
                bytes += bucket.boundaryKey
                offsets.append(bytes.count)
            }
            self.bytes = bytes
            self.offsets = offsets
            sections = buckets.map(\.section)
            // Boundaries are in byte order: the first at or after each first byte (an empty
            // boundary sorts before every byte).
            firstAt = (0...256).map { byte in
                buckets.firstIndex { ($0.boundaryKey.first.map(Int.init) ?? -1) >= byte } ?? buckets.count
            }
            var blockAt = [Int16](repeating: -1, count: 256), byFirstTwo: [Int16] = []
            for first in 0..<256 where firstAt[first] < firstAt[first + 1] {
                blockAt[first] = Int16(byFirstTwo.count / 257)
                let starting = buckets[firstAt[first]..<firstAt[first + 1]].map(\.boundaryKey)
                for second in 0...256 {
                    // At or before every key that starts with `first, second`: a boundary of one
                    // byte, or of two up to `second`; one of more bytes that starts with both
                    // leaves it to the key's next bytes.
                    var count = firstAt[first]
                    for boundary in starting {
                        if boundary.count == 1 || (second < 256 && Int(boundary[1]) < second) || (second < 256 && Int(boundary[1]) == second && boundary.count == 2) {
                            count += 1
                        } else if second < 256 && Int(boundary[1]) == second {
                            count = -1
                            break
                        }
                    }
                    let section = count <= 0 ? count : sections[count - 1] + 1
                    byFirstTwo.append(section > Int(Int16.max) ? -1 : Int16(section))
                }
            }
            self.blockAt = Self.copy(blockAt)
            self.byFirstTwo = Self.copy(byFirstTwo)
            let sections = sections, firstAt = firstAt
            let byFirst: [Int32] = (0..<256).map { first in
                guard buckets[firstAt[first]..<firstAt[first + 1]].allSatisfy({ $0.boundaryKey.count == 1 }) else { return -1 }
                // Every boundary that starts with the byte is at or before each key that does.
                let count = firstAt[first + 1]
                return count == 0 ? 0 : sections[count - 1] < Int(Int32.max) ? Int32(sections[count - 1] + 1) : -1
            }
            self.byFirst = Self.copy(byFirst)
        }

        deinit {
            blockAt.deallocate()
            byFirstTwo.deallocate()
            byFirst.deallocate()
        }

        /// `values` at a pointer of their own.
        private static func copy<Value>(_ values: [Value]) -> UnsafeMutablePointer<Value> {
            let copy = UnsafeMutablePointer<Value>.allocate(capacity: max(values.count, 1))
            copy.initialize(from: values, count: values.count)
            return copy
        }
    }

    /// The section of the last bucket whose boundary is at or before `key` (a primary key), or
    /// `overflow` before the first.
    package func section(ofPrimaryKey key: UnsafeBufferPointer<UInt8>, overflow: Int) -> Int {
        if let first = key.first {
            let byOne = byFirst[Int(first)]
            if byOne >= 0 { return byOne == 0 ? overflow : Int(byOne) - 1 }
            // (-1 by the first byte: boundaries start with it, so it has a block; a section past
            // `Int32.max`, never met, may leave it none: the search.)
            let block = Int(blockAt[Int(first)])
            if block >= 0 {
                let byTwo = Int(byFirstTwo[block * 257 + (key.count > 1 ? Int(key[1]) : 256)])
                if byTwo >= 0 { return byTwo == 0 ? overflow : byTwo - 1 }
            }
        }
        return searchedSection(ofPrimaryKey: key, overflow: overflow)
    }

    /// ``section(ofPrimaryKey:overflow:)`` where the key's first two bytes do not decide it
    /// (or it is empty): the search.
    @inline(never)
    private func searchedSection(ofPrimaryKey key: UnsafeBufferPointer<UInt8>, overflow: Int) -> Int {
        bytes.withUnsafeBufferPointer { bytes in
            offsets.withUnsafeBufferPointer { offsets in
                // The answer is the last boundary at or before the key: among those sharing its
                // first byte, or else the last one before them.
                let first = key.first.map(Int.init) ?? 0
                var low = key.isEmpty ? 0 : firstAt[first], high = key.isEmpty ? firstAt[0] : firstAt[first + 1]
                while low < high {
                    let middle = (low + high) / 2
                    let boundary = UnsafeBufferPointer(rebasing: bytes[offsets[middle]..<offsets[middle + 1]])
                    if Self.isAtOrBefore(boundary, key) { low = middle + 1 } else { high = middle }
                }
                return low == 0 ? overflow : sections[low - 1]
            }
        }
    }

    /// Whether a boundary's bytes sort at or before a key's: compared here byte by byte, as
    /// boundaries are a few bytes long (a call to `memcmp` cost more than the comparison).
    @inline(__always)
    private static func isAtOrBefore(_ boundary: UnsafeBufferPointer<UInt8>, _ key: UnsafeBufferPointer<UInt8>) -> Bool {
        let common = min(boundary.count, key.count)
        var i = 0
        while i < common {
            let a = boundary[i], b = key[i]
            if a != b { return a < b }
            i += 1
        }
        return boundary.count <= key.count
    }

    /// The section of a text that starts with `first` (a meaningful scalar, nil for no text)
    /// from its key's primary level; `overflow` for no text and for a first digit, symbol,
    /// punctuation or emoji.
    package func section(first: Unicode.Scalar?, primaryKey: UnsafeBufferPointer<UInt8>, overflow: Int) -> Int {
        // (An ASCII letter, most names' first, tested here first: never an overflow starter.)
        guard let first, (first.value | 0x20) &- 0x61 < 26 || !TextScanning.isOverflowStarter(first) else { return overflow }
        return section(ofPrimaryKey: primaryKey, overflow: overflow)
    }

    /// As ``section(first:primaryKey:overflow:)``, from a whole sort key, `key[start..<start + length]`
    /// (its primary level: the bytes before the first 0x01 level separator).
    package func section(first: Unicode.Scalar?, key: [UInt8], from start: Int, length: Int, overflow: Int) -> Int {
        guard let first, !TextScanning.isOverflowStarter(first) else { return overflow }
        return key.withUnsafeBufferPointer { bytes in
            let key = UnsafeBufferPointer(rebasing: bytes[start..<(start + length)])
            let primaryEnd = key.firstIndex(of: 0x01) ?? key.count
            return section(ofPrimaryKey: UnsafeBufferPointer(rebasing: key[..<primaryEnd]), overflow: overflow)
        }
    }
}
