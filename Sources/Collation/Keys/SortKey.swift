#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A collation sort key: bytes whose unsigned byte order (`memcmp`) is the collation order.
///
/// Keys can be stored, exported to a database column or compared by any program that compares
/// bytes. Keys from different collators (or locales, or options) are not comparable.
public struct SortKey: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The key's bytes.
    public var bytes: [UInt8]

    /// Wraps bytes that a collator produced.
    public init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Compares keys as unsigned bytes, a shorter key first when it is a prefix of the other.
    public static func < (lhs: SortKey, rhs: SortKey) -> Bool {
        compareBytes(lhs.bytes, rhs.bytes) < 0
    }

    /// The key in lowercase hexadecimal, two digits a byte, as `collate keys` exports it and a
    /// database decodes it (PostgreSQL's `decode(…, 'hex')`, SQLite's `unhex`).
    public var description: String {
        let digits = Array("0123456789abcdef".utf8)
        var text: [UInt8] = []
        text.reserveCapacity(bytes.count * 2)
        for byte in bytes {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0x0F)])
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// The sign of the unsigned byte comparison of `a` and `b`: negative, zero or positive.
    @inlinable
    public static func compareBytes(_ a: [UInt8], _ b: [UInt8]) -> Int {
        a.withUnsafeBufferPointer { pa in
            b.withUnsafeBufferPointer { pb in
                compareBytes(pa, pb)
            }
        }
    }

    /// The sign of the unsigned byte comparison of two buffers: negative, zero or positive.
    @inlinable
    public static func compareBytes(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Int {
        let common = min(a.count, b.count)
        if common > 0, let baseA = a.baseAddress, let baseB = b.baseAddress {
            let result = memcmp(baseA, baseB, common)
            if result != 0 { return Int(result) }
        }
        return a.count - b.count
    }
}
