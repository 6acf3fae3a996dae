extension StringProtocol {
    /// The text without leading and trailing white space.
    // Inlinable: callers in other modules get it specialized for their string type, rather
    // than a generic call that looks up type metadata at run time for every field read.
    @inlinable
    package func trimmingWhitespace() -> SubSequence {
        // Most text neither starts nor ends with white space: two scalar checks and no
        // grapheme breaking (the contact readers call this for every field of every record).
        if let first = unicodeScalars.first, !first.isWhiteSpace, let last = unicodeScalars.last, !last.isWhiteSpace {
            return self[startIndex..<endIndex]
        }
        // By scalars, not characters: a space followed by a combining sign (a Bengali "ং" title
        // after a space) is one character, and that character counts as white space.
        let scalars = unicodeScalars
        var start = scalars.startIndex
        var end = scalars.endIndex
        while start < end, scalars[start].isWhiteSpace { start = scalars.index(after: start) }
        while end > start, scalars[scalars.index(before: end)].isWhiteSpace { end = scalars.index(before: end) }
        return self[start..<end]
    }
}

extension Unicode.Scalar {
    /// Unicode's White_Space property, without a property lookup: the set has been fixed since
    /// Unicode 6.3.
    @inlinable
    package var isWhiteSpace: Bool {
        switch value {
        case 0x09...0x0D, 0x20, 0x85, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000: true
        default: false
        }
    }
}
