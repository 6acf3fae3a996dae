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
    /// first and last scalars decoded from its bytes in place (the keying of contacts calls
    /// this for each of a contact's name fields).
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
            guard let first = bytes.first, let last = bytes.last else { return false }
            // A scalar is decoded only where its byte could be white space's: most names, in
            // any script, need no decoding.
            return (!Self.mayStartWhiteSpace(first) || !Self.firstScalar(of: bytes).isWhiteSpace)
                && (!Self.mayEndWhiteSpace(last) || !Self.lastScalar(of: bytes).isWhiteSpace)
        } ?? false
    }

    /// Whether a white-space scalar's UTF-8 may start with `byte`: an ASCII white space, or the
    /// lead byte of U+0085 and U+00A0 (C2), U+1680 (E1), U+2000…U+205F (E2) or U+3000 (E3).
    @inlinable
    static func mayStartWhiteSpace(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x09...0x0D, 0x20, 0xC2, 0xE1, 0xE2, 0xE3: true
        default: false
        }
    }

    /// Whether a white-space scalar's UTF-8 may end with `byte`: an ASCII white space, or the
    /// last byte of U+0085 (85), U+00A0 (A0), U+1680 and U+3000 (80), U+2000…U+200A (80…8A),
    /// U+2028, U+2029, U+202F (A8, A9, AF) or U+205F (9F).
    @inlinable
    static func mayEndWhiteSpace(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x09...0x0D, 0x20, 0x80...0x8A, 0x9F, 0xA0, 0xA8, 0xA9, 0xAF: true
        default: false
        }
    }

    /// The first scalar of valid, non-empty UTF-8.
    @usableFromInline
    static func firstScalar(of bytes: UnsafeBufferPointer<UInt8>) -> Unicode.Scalar {
        var iterator = bytes.makeIterator()
        var decoder = Unicode.UTF8()
        if case .scalarValue(let scalar) = decoder.decode(&iterator) { return scalar }
        return "\u{FFFD}"
    }

    /// The last scalar of valid, non-empty UTF-8: decoded from its lead byte, at most three
    /// bytes before the end.
    @usableFromInline
    static func lastScalar(of bytes: UnsafeBufferPointer<UInt8>) -> Unicode.Scalar {
        var start = bytes.count - 1
        while start > 0, start > bytes.count - 4, bytes[start] & 0xC0 == 0x80 { start -= 1 }
        return firstScalar(of: UnsafeBufferPointer(rebasing: bytes[start...]))
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
