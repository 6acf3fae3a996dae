/// Readings of short texts (one to a few characters), found by longest match at a position
/// without building strings: entries are indexed by their first scalar.
package struct ReadingIndex: Sendable, Hashable {
    struct Entry: Sendable, Hashable {
        let rest: [Unicode.Scalar]
        let syllables: [PinyinSyllable]
    }

    private var byFirst: [Unicode.Scalar: [Entry]] = [:]
    /// One bit per BMP code point: whether an entry starts with it (a cheap test before hashing).
    private var firstInBMP = [UInt64](repeating: 0, count: 1024)

    /// The number of entries.
    public private(set) var count = 0
    /// The smallest scalar an entry starts with (`UInt32.max` for none).
    package private(set) var smallestFirst = UInt32.max

    /// Makes an index of texts and their syllables (one per scalar; other entries are ignored).
    public init(entries: [(String, [PinyinSyllable])]) {
        byFirst.reserveCapacity(entries.count)
        for (text, syllables) in entries {
            let scalars = Array(text.unicodeScalars)
            guard let first = scalars.first, syllables.count == scalars.count else { continue }
            let rest = Array(scalars.dropFirst())
            // A later entry for the same text replaces the earlier.
            byFirst[first, default: []].removeAll { $0.rest == rest }
            byFirst[first, default: []].append(Entry(rest: rest, syllables: syllables))
            if first.value < 0x10000 { firstInBMP[Int(first.value >> 6)] |= 1 << (first.value & 63) }
            smallestFirst = min(smallestFirst, first.value)
        }
        // Longest first, for the longest match; sorted once, not at each entry (the built-in
        // surnames' index is made at a list's first Han name).
        for first in Array(byFirst.keys) where byFirst[first]?.count ?? 0 > 1 {
            byFirst[first]?.sort { $0.rest.count > $1.rest.count }
        }
        count = byFirst.values.reduce(0) { $0 + $1.count }
    }

    /// Whether the index has no entries.
    public var isEmpty: Bool { byFirst.isEmpty }

    /// The syllables of `text` when it is an entry.
    public subscript(text: String) -> [PinyinSyllable]? {
        let scalars = Array(text.unicodeScalars)
        guard let match = longestMatch(in: scalars, at: 0), match.length == scalars.count else { return nil }
        return match.syllables
    }

    /// The longest entry that starts at `position` of `scalars`.
    public func longestMatch(in scalars: [Unicode.Scalar], at position: Int) -> (syllables: [PinyinSyllable], length: Int)? {
        scalars.withUnsafeBufferPointer { longestMatch(in: $0, at: position) }
    }

    /// The longest entry that starts at `position` of `scalars`. In line where it is called: most
    /// characters start no entry, which the bit says without a call (the walk asks it of every
    /// Han character, of the surnames' index and of the phrases').
    @inline(__always)
    public func longestMatch(in scalars: UnsafeBufferPointer<Unicode.Scalar>, at position: Int) -> (syllables: [PinyinSyllable], length: Int)? {
        guard position < scalars.count else { return nil }
        let first = scalars[position]
        if first.value < 0x10000, firstInBMP[Int(first.value >> 6)] & (1 << (first.value & 63)) == 0 { return nil }
        return longestMatch(in: scalars, at: position, startingWith: first)
    }

    /// ``longestMatch(in:at:)`` past the bit's test.
    @inline(never)
    private func longestMatch(in scalars: UnsafeBufferPointer<Unicode.Scalar>, at position: Int, startingWith first: Unicode.Scalar)
        -> (syllables: [PinyinSyllable], length: Int)? {
        guard let candidates = byFirst[first] else { return nil }
        for entry in candidates where position + 1 + entry.rest.count <= scalars.count {
            var matches = true
            for (offset, scalar) in entry.rest.enumerated() where scalars[position + 1 + offset] != scalar {
                matches = false
                break
            }
            if matches { return (entry.syllables, entry.rest.count + 1) }
        }
        return nil
    }
}
