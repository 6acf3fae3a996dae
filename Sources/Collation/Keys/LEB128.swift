/// Unsigned LEB128 counts, seven bits a byte, low bits first, the top bit set on every byte but
/// the last: how the key table's records (``KeyTable/KeyRecord``) and a ``PartsStore``'s parts
/// say how many bytes follow. One byte for any count below 128, which every real name is.
enum LEB128 {
    /// The most bytes a count takes (a non-negative `Int`: 63 bits).
    static let longest = 9

    /// The bytes that `value` (not negative) takes.
    static func size(of value: Int) -> Int {
        var size = 1, rest = value >> 7
        while rest > 0 {
            size += 1
            rest >>= 7
        }
        return size
    }

    /// Appends `value` (not negative).
    static func append(_ value: Int, to bytes: inout [UInt8]) {
        var rest = value
        while rest >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
            rest >>= 7
        }
        bytes.append(UInt8(rest))
    }

    /// Writes `value` at `bytes`, in `size` bytes (its ``size(of:)``).
    static func write(_ value: Int, size: Int, at bytes: UnsafeMutablePointer<UInt8>) {
        var rest = value
        for index in 0..<size {
            bytes[index] = UInt8(truncatingIfNeeded: rest & 0x7F) | (index < size - 1 ? 0x80 : 0)
            rest >>= 7
        }
    }

    /// The count at `bytes` and the bytes it takes, from bytes this type wrote (not checked
    /// against an end: for the key table's own records, on the sort's path).
    @inline(__always)
    static func read(at bytes: UnsafePointer<UInt8>) -> (value: Int, size: Int) {
        let first = bytes[0]
        if first < 0x80 { return (Int(first), 1) }
        var value = 0, index = 0
        while true {
            let byte = bytes[index]
            value |= Int(byte & 0x7F) << (7 * index)
            index += 1
            if byte < 0x80 || index == longest { return (value, index) }
        }
    }

    /// The count at `index` of `bytes`, which moves past it; `nil` when the bytes end first or
    /// it takes more than ``longest`` bytes (bytes that may not be this type's: never negative,
    /// never a trap).
    static func read(in bytes: UnsafeBufferPointer<UInt8>, at index: inout Int) -> Int? {
        var value = 0, size = 0
        while true {
            guard index < bytes.count, size < longest else { return nil }
            let byte = bytes[index]
            index += 1
            value |= Int(byte & 0x7F) << (7 * size)
            size += 1
            if byte < 0x80 { return value }
        }
    }
}
