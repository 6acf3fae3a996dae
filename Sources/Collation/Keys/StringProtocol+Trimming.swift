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

extension String {
    /// ``StringProtocol/trimmingWhitespace()`` with a faster first check for a string: its
    /// first and last scalars read from its bytes in place (the keying of contacts calls this
    /// for each of a contact's name fields).
    @inlinable
    package func trimmingWhitespace() -> Substring {
        if hasNoWhiteSpaceAtEnds { return self[...] }
        return self[...].trimmingWhitespace()
    }

    /// Whether the string is not empty and neither starts nor ends with white space, read from
    /// its UTF-8 where it lies (a string that is not contiguous UTF-8 answers `false`).
    @inlinable
    package var hasNoWhiteSpaceAtEnds: Bool {
        utf8.withContiguousStorageIfAvailable { bytes in
            guard let last = bytes.indices.last else { return false }
            // The last scalar starts at the last byte that is not a continuation byte.
            var lastStart = last
            while lastStart > 0, bytes[lastStart] & 0xC0 == 0x80 { lastStart -= 1 }
            return !Self.startsWhiteSpace(UnsafeBufferPointer(rebasing: bytes[0...]))
                && !Self.startsWhiteSpace(UnsafeBufferPointer(rebasing: bytes[lastStart...]))
        } ?? false
    }

    /// Whether the valid UTF-8 `bytes` start with a white-space scalar (``Unicode/Scalar/isWhiteSpace``).
    /// A scalar is decoded only when its lead byte is one that white space starts with (ASCII's,
    /// or C2, E1, E2, E3 for U+0085…U+3000): a name in any other script is told by one byte.
    @inlinable
    static func startsWhiteSpace(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let lead = bytes.first else { return false }
        switch lead {
        case ..<0x80: return Unicode.Scalar(lead).isWhiteSpace
        case 0xC2, 0xE1, 0xE2, 0xE3:
            var isWhiteSpace = false
            TextScanning.forEachScalar(inUTF8: bytes) { scalar in
                isWhiteSpace = scalar.isWhiteSpace
                return false
            }
            return isWhiteSpace
        default: return false
        }
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
