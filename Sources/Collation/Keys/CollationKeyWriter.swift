/// Writes the keys of many names for one ``KeyWritingCollator``, from one thread.
public protocol CollationKeyWriter {
    /// Appends the collator's sort key of the reading of `name` to `buffer`, and returns the
    /// reading's section.
    mutating func appendKey(forReadingOf name: String, to buffer: inout [UInt8]) -> Int

    /// ``appendKey(forReadingOf:to:)`` for a name given as valid UTF-8, read in place: for the
    /// host's large lists, which it holds as bytes rather than strings. Must append the same
    /// bytes and return the same section as the string form. By default, it makes the string.
    mutating func appendKey(forReadingOfUTF8 name: UnsafeBufferPointer<UInt8>, to buffer: inout [UInt8]) -> Int
}

extension CollationKeyWriter {
    public mutating func appendKey(forReadingOfUTF8 name: UnsafeBufferPointer<UInt8>, to buffer: inout [UInt8]) -> Int {
        appendKey(forReadingOf: String(decoding: name, as: UTF8.self), to: &buffer)
    }
}
