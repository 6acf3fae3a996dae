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
    /// first and last scalars told from its bytes in place (the keying of contacts calls this
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
            let count = bytes.count
            guard count > 0 else { return false }
            let first = Self.isWhiteSpace(bytes[0], count > 1 ? bytes[1] : 0, count > 2 ? bytes[2] : 0)
            let last: Bool
            switch bytes[count - 1] {
            case ..<0x80: last = Unicode.Scalar(bytes[count - 1]).isWhiteSpace
            case _ where count >= 2 && bytes[count - 2] == 0xC2: last = Self.isWhiteSpace(0xC2, bytes[count - 1], 0)
            case _ where count >= 3: last = Self.isWhiteSpace(bytes[count - 3], bytes[count - 2], bytes[count - 1])
            default: last = false
            }
            return !first && !last
        } ?? false
    }

    /// Whether the scalar whose UTF-8 starts `b0 b1 b2` (zero past the text's end) is white
    /// space, told from the bytes: ASCII's, U+0085 and U+00A0 (C2 85, C2 A0), U+1680 (E1 9A 80),
    /// U+2000…U+200A (E2 80 80…8A), U+2028, U+2029, U+202F (E2 80 A8, A9, AF), U+205F (E2 81 9F)
    /// and U+3000 (E3 80 80). Nothing is decoded: a name in any script is checked in a few
    /// comparisons.
    @inlinable
    static func isWhiteSpace(_ b0: UInt8, _ b1: UInt8, _ b2: UInt8) -> Bool {
        switch b0 {
        case 0x09...0x0D, 0x20: true
        case 0xC2: b1 == 0x85 || b1 == 0xA0
        case 0xE1: b1 == 0x9A && b2 == 0x80
        case 0xE2: (b1 == 0x80 && (b2 <= 0x8A || b2 == 0xA8 || b2 == 0xA9 || b2 == 0xAF)) || (b1 == 0x81 && b2 == 0x9F)
        case 0xE3: b1 == 0x80 && b2 == 0x80
        default: false
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
