/// FNV-1a, 64-bit: a hash that is the same in every process and on every machine (Swift's
/// `Hasher` is seeded per process), for versions derived from the data they describe, so that
/// no version number has to be kept up to date by hand.
package enum StableHash {
    /// The hash of `bytes`, as 16 lowercase hex digits.
    package static func hex(_ bytes: some Sequence<UInt8>) -> String {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in bytes {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    /// The hash of the UTF-8 of `texts`, each followed by a unit separator (so that "ab", "c"
    /// and "a", "bc" differ).
    package static func hex(_ texts: [String]) -> String {
        hex(texts.lazy.flatMap { Array($0.utf8) + [0x1F] })
    }
}
