extension StringProtocol {
    /// The text without leading and trailing white space.
    package func trimmingWhitespace() -> SubSequence {
        // Most text neither starts nor ends with white space: two scalar checks and no
        // grapheme breaking (the contact readers call this for every field of every record).
        if let first = unicodeScalars.first, !first.isWhiteSpace, let last = unicodeScalars.last, !last.isWhiteSpace {
            return self[startIndex..<endIndex]
        }
        var start = startIndex
        var end = endIndex
        while start < end, self[start].isWhitespace { start = index(after: start) }
        while end > start, self[index(before: end)].isWhitespace { end = index(before: end) }
        return self[start..<end]
    }
}

extension Unicode.Scalar {
    /// Unicode's White_Space property, without a property lookup: the set has been fixed since
    /// Unicode 6.3.
    fileprivate var isWhiteSpace: Bool {
        switch value {
        case 0x09...0x0D, 0x20, 0x85, 0xA0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000: true
        default: false
        }
    }
}
