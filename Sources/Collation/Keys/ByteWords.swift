/// Tests of bytes eight at a time, for what is asked of every name or value of a list (whether
/// it needs escaping in a key's tie-break, in JSON): a loop over words with the test's masks, then
/// the last bytes one by one.
package enum ByteWords {
    /// 0x01 in each byte.
    @inlinable package static var ones: UInt64 { 0x0101_0101_0101_0101 }
    /// Each byte's high bit.
    @inlinable package static var highs: UInt64 { 0x8080_8080_8080_8080 }

    /// Whether `bytes` hold a byte that `isMatch` accepts: eight at a time while eight are left,
    /// a word holding one exactly when `inWord` of it has a byte's high bit set (``below(_:in:)``,
    /// ``equal(_:in:)``), then each byte left.
    /// (Always in line: called out of line, as it was from the tool's module, each word's test
    /// was a call through a closure, a sixth of writing a million names' JSON.)
    @inlinable @inline(__always)
    package static func contains(_ bytes: UnsafeBufferPointer<UInt8>, inWord: (UInt64) -> UInt64, _ isMatch: (UInt8) -> Bool) -> Bool {
        guard let base = bytes.baseAddress else { return false }
        let raw = UnsafeRawPointer(base)
        var index = 0
        while index &+ 8 <= bytes.count {
            if inWord(raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)) & highs != 0 { return true }
            index &+= 8
        }
        while index < bytes.count {
            if isMatch(base[index]) { return true }
            index &+= 1
        }
        return false
    }

    /// The high bits of the bytes of `word` below `bound` (at most 0x80): a byte less than `bound`
    /// sets its high bit in `word - bound·ones`, and bytes from 0x80 up are masked out by `~word`.
    /// A borrow reaches only the bytes after such a byte, so the word has one exactly when a bit
    /// is set.
    @inlinable
    package static func below(_ bound: UInt8, in word: UInt64) -> UInt64 {
        (word &- ones &* UInt64(bound)) & ~word
    }

    /// The high bits of the bytes of `word` equal to `value` (a zero in `word ^ value·ones`),
    /// in the same sense as ``below(_:in:)``.
    @inlinable
    package static func equal(_ value: UInt8, in word: UInt64) -> UInt64 {
        let zeroWhereEqual = word ^ (ones &* UInt64(value))
        return (zeroWhereEqual &- ones) & ~zeroWhereEqual
    }
}
