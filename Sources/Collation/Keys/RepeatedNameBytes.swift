/// Which earlier name in parts (a contact's) a keying worker's name repeats, so that its key is
/// copied, not made again: ``RepeatedNames`` over names in parts.
///
/// A name in parts is keyed from its parts alone, role for role and byte for byte, so a name
/// whose parts are an earlier name's has that name's key. The parts of each name the memo
/// remembers are kept as bytes in a store of the worker's own (each part's role, then its text
/// and its written form, each after its length), where a candidate is compared: making an
/// earlier contact's parts again to compare them costs about what keying it does. Names that
/// are found are not kept again, and the store starts over when it passes a limit, so
/// that a large address book costs a bounded few megabytes (``init(count:first:limit:)``).
struct RepeatedParts {
    private var memo: RepeatedNames
    /// The remembered names' parts as bytes, and where each position's end (a position that
    /// was found keeps none), from `first` on.
    private var bytes: [UInt8] = []
    private var ends: [UInt32] = []
    private var first: Int
    /// The end of the worker's positions, for sizing a memo that starts over.
    private let end: Int
    /// The most bytes the store holds before it starts over.
    private let limit: Int

    /// A memo for a worker keying the `count` names from position `first` on, whose store starts
    /// over past `limit` bytes: 4 MB, about a hundred thousand distinct contacts (less in tests).
    init(count: Int, first: Int, limit: Int = 4 << 20) {
        memo = RepeatedNames(count: count, first: first)
        self.first = first
        end = first + count
        self.limit = limit
    }

    /// The position of an earlier name whose parts are `parts`, if the memo holds one; else
    /// `position` (where `parts` are) may be remembered. Positions are given in order.
    mutating func earlier(_ parts: [NamePart], at position: Int) -> Int? {
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
            found = memo.earlier(hash: Self.hash(parts), at: position, keepingFound: true) { candidate in
                let index = candidate - first
                let start = index == 0 ? 0 : Int(ends[index - 1])
                return bytes.withUnsafeBufferPointer { Self.matches(parts, UnsafeBufferPointer(rebasing: $0[start..<Int(ends[index])])) }
            }
        }
        if found == nil { Self.write(parts, to: &bytes) }
        ends.append(UInt32(truncatingIfNeeded: bytes.count))
        return found
    }

    /// A part's role as a byte, with 0x80 when it has a written form.
    private static func tag(_ part: NamePart) -> UInt8 {
        let role: UInt8 = switch part.role {
        case .text: 0
        case .personName: 1
        case .familyName: 2
        case .givenName: 3
        }
        return part.written == nil ? role : role | 0x80
    }

    /// Appends `parts` as bytes: for each part its ``tag(_:)``, then its text's UTF-8 and the
    /// written form's, each after its length in four bytes.
    static func write(_ parts: [NamePart], to bytes: inout [UInt8]) {
        for part in parts {
            bytes.append(tag(part))
            appendLengthAndUTF8(of: part.text, to: &bytes)
            if let written = part.written { appendLengthAndUTF8(of: written, to: &bytes) }
        }
    }

    private static func appendLengthAndUTF8(of text: String, to bytes: inout [UInt8]) {
        let count = UInt32(truncatingIfNeeded: text.utf8.count)
        for shift in stride(from: 0, to: 32, by: 8) { bytes.append(UInt8(truncatingIfNeeded: count >> UInt32(shift))) }
        bytes.append(contentsOf: text.utf8)
    }

    /// Whether `stored` is `parts` as ``write(_:to:)`` writes them, read without writing them.
    static func matches(_ parts: [NamePart], _ stored: UnsafeBufferPointer<UInt8>) -> Bool {
        var offset = 0
        func take(_ text: String) -> Bool {
            guard offset + 4 <= stored.count else { return false }
            var count = 0
            for index in 0..<4 { count |= Int(stored[offset + index]) << (8 * index) }
            offset += 4
            guard count == text.utf8.count, offset + count <= stored.count else { return false }
            let rest = UnsafeBufferPointer(rebasing: stored[offset..<(offset + count)])
            offset += count
            return text.utf8.withContiguousStorageIfAvailable { RepeatedNames.same($0, rest) } ?? text.utf8.elementsEqual(rest)
        }
        for part in parts {
            guard offset < stored.count, stored[offset] == tag(part) else { return false }
            offset += 1
            guard take(part.text) else { return false }
            if let written = part.written, !take(written) { return false }
        }
        return offset == stored.count
    }

    /// A hash of `parts`: each part's tag, text and written form.
    static func hash(_ parts: [NamePart]) -> UInt64 {
        let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15
        var value = UInt64(truncatingIfNeeded: parts.count)
        func mix(_ text: String) {
            let hash = text.utf8.withContiguousStorageIfAvailable { RepeatedNames.hash($0) }
                ?? Array(text.utf8).withUnsafeBufferPointer { RepeatedNames.hash($0) }
            value = (value ^ hash) &* multiplier
        }
        for part in parts {
            value = (value ^ UInt64(tag(part))) &* multiplier
            mix(part.text)
            if let written = part.written { mix(written) }
        }
        return value ^ (value >> 29)
    }
}
