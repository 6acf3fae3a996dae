/// The constants and bit layouts of ICU's collation data (ICU4C `collation.h`), which the
/// generated tables keep as they are.
///
/// A collation element (CE) is 64 bits: primary weight (63–32), secondary (31–16), case
/// (15–14), tertiary (13–8), quaternary (7–6). The data stores most of them as a CE32: a
/// simple one (16-bit primary, secondary byte, case and tertiary byte) when the low byte is
/// below 0xC0, else a tag in the low four bits that says where the elements are.
enum CollationLayout {
    static let specialLowByte: UInt32 = 0xC0
    static let fallbackCE32: UInt32 = 0xC0
    static let longPrimaryLowByte: UInt32 = 0xC1
    static let unassignedCE32: UInt32 = 0xFFFF_FFFF
    static let noCE32: UInt32 = 1
    /// End of input: primary 1, secondary and tertiary 0x0100 (the level separator's weight).
    static let noCE: UInt64 = 0x1_0100_0100
    static let noCEPrimary: UInt32 = 1
    static let mergeSeparatorPrimary: UInt32 = 0x0200_0000
    static let commonSecondaryAndTertiary: UInt64 = 0x0500_0500
    static let commonWeight16: UInt32 = 0x0500

    enum Tag: UInt32 {
        case fallback = 0, longPrimary, longSecondary, reserved3, latinExpansion, expansion32, expansion
        case builderData, prefix, contraction, digit, u0000, hangul, leadSurrogate, offset, implicit
    }

    // Contraction flags.
    static let contractSingleCPNoMatch: UInt32 = 0x100
    static let contractNextCCC: UInt32 = 0x200
    static let contractTrailingCCC: UInt32 = 0x400
    static let hangulNoSpecialJamo: UInt32 = 0x100

    @inline(__always) static func isSpecial(_ ce32: UInt32) -> Bool { ce32 & 0xFF >= specialLowByte }
    @inline(__always) static func tag(_ ce32: UInt32) -> Tag { Tag(rawValue: ce32 & 0xF) ?? .implicit }
    @inline(__always) static func index(_ ce32: UInt32) -> Int { Int(ce32 >> 13) }
    @inline(__always) static func length(_ ce32: UInt32) -> Int { Int((ce32 >> 8) & 31) }

    /// pppp ss tt → pppp0000 ss00 tt00.
    @inline(__always)
    static func ceFromSimple(_ ce32: UInt32) -> UInt64 {
        UInt64(ce32 & 0xFFFF_0000) << 32 | UInt64(ce32 & 0xFF00) << 16 | UInt64(ce32 & 0xFF) << 8
    }

    /// A simple, long-primary or long-secondary CE32 as a CE.
    @inline(__always)
    static func ce(from ce32: UInt32) -> UInt64 {
        let low = ce32 & 0xFF
        if low < specialLowByte { return ceFromSimple(ce32) }
        let high = ce32 - low
        if low & 0xF == Tag.longPrimary.rawValue { return UInt64(high) << 32 | commonSecondaryAndTertiary }
        return UInt64(high)
    }

    @inline(__always) static func makeCE(_ primary: UInt32) -> UInt64 { UInt64(primary) << 32 | commonSecondaryAndTertiary }

    /// The two CEs of a Latin mini expansion.
    static func latinCE0(_ ce32: UInt32) -> UInt64 { UInt64(ce32 & 0xFF00_0000) << 32 | 0x0500_0000 | UInt64((ce32 & 0xFF_0000) >> 8) }
    static func latinCE1(_ ce32: UInt32) -> UInt64 { UInt64(ce32 & 0xFF00) << 16 | 0x0500 }

    /// The primary of a code point no collation maps (lead byte 0xFE, then digits of c + 1 in
    /// bases 251, 254 and 18, so that each has room around it).
    static func unassignedCE(_ c: UInt32) -> UInt64 {
        var value = c + 1
        var primary = 2 + (value % 18) * 14
        value /= 18
        primary |= (2 + value % 254) << 8
        value /= 254
        primary |= (4 + value % 251) << 16
        return makeCE(primary | 0xFE00_0000)
    }

    /// A three-byte primary plus an offset, counted in the byte values a primary may use (2–255
    /// in the third byte; 4–254 in the second where the lead byte is compressible, else 2–255).
    static func incrementThreeBytePrimary(_ base: UInt32, compressible: Bool, by offset: Int) -> UInt32 {
        var offset = offset + Int((base >> 8) & 0xFF) - 2
        var primary = UInt32(offset % 254 + 2) << 8
        offset /= 254
        if compressible {
            offset += Int((base >> 16) & 0xFF) - 4
            primary |= UInt32(offset % 251 + 4) << 16
            offset /= 251
        } else {
            offset += Int((base >> 16) & 0xFF) - 2
            primary |= UInt32(offset % 254 + 2) << 16
            offset /= 254
        }
        return primary | ((base & 0xFF00_0000) &+ UInt32(truncatingIfNeeded: offset << 24))
    }
}
