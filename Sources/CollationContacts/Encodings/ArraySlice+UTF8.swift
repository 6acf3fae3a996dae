extension ArraySlice<UInt8> {
    /// The bytes as UTF-8 text (invalid sequences repaired; callers validate first where it
    /// matters). Through a buffer pointer: `String(decoding:as:)` on a slice takes a generic,
    /// much slower path.
    var utf8String: String {
        withUnsafeBufferPointer { String(decoding: $0, as: UTF8.self) }
    }
}

extension Slice<UnsafeBufferPointer<UInt8>> {
    /// The bytes as UTF-8 text (invalid sequences repaired; callers validate first where it
    /// matters).
    var utf8String: String {
        String(decoding: UnsafeBufferPointer(rebasing: self), as: UTF8.self)
    }
}

extension Collection<UInt8> {
    /// ASCII letters uppercased, as text (property and parameter names are ASCII).
    var asciiUppercased: String {
        String(unsafeUninitializedCapacity: count) { buffer in
            for (offset, byte) in enumerated() { buffer[offset] = (0x61...0x7A).contains(byte) ? byte - 0x20 : byte }
            return count
        }
    }
}
