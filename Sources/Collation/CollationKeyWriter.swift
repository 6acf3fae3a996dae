/// Writes the keys of many names for one ``KeyWritingCollator``, from one thread.
public protocol CollationKeyWriter {
    /// Appends the collator's sort key of the reading of `name` to `buffer`, and returns the
    /// reading's section.
    mutating func appendKey(forReadingOf name: String, to buffer: inout [UInt8]) -> Int
}
