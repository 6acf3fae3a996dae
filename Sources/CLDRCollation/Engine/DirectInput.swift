import Collation

/// The scalars of a text as the key writer's direct path reads them, one at a time, from the
/// text's own code units (a name's UTF-8, a reading's UTF-16): no scalar buffer. A character of
/// four UTF-8 bytes (or a surrogate pair) and malformed units are `unsupported`: the direct path
/// leaves such a text to the general one, which reads it as it does every text.
protocol DirectInput {
    /// The next scalar, `end` after the last, or `unsupported`.
    mutating func next() -> UInt32
    /// The text's code units, all of them: no more scalars than that.
    var unitCount: Int { get }
    /// The next code unit, not read; `end` after the last.
    var nextUnit: UInt32 { get }
    /// Reads the unit that ``nextUnit`` gave (an ASCII one).
    mutating func skipUnit()
    /// The next scalar, not read, when it is from U+0080 to U+07FF (two UTF-8 bytes, one
    /// UTF-16 unit); `end` otherwise.
    var nextTwoByteScalar: UInt32 { get }
    /// Reads the scalar that ``nextTwoByteScalar`` gave.
    mutating func skipTwoByteScalar()
    /// The next units, not read, as a scalar of three UTF-8 bytes (one UTF-16 unit from U+0800
    /// up), an overlong form or a surrogate not ruled out: only a caller that looks it up among
    /// the scalars `next` gave may use it; `end` for units of another length.
    var nextThreeByteUnits: UInt32 { get }
    /// Reads the units that ``nextThreeByteUnits`` gave.
    mutating func skipThreeByteUnits()
}

extension DirectInput {
    /// What `next` returns after the last scalar.
    static var end: UInt32 { 0xFFFF_FFFF }
    /// What `next` returns for a scalar above the BMP or a malformed unit.
    static var unsupported: UInt32 { 0xFFFF_FFFE }

    /// The next unit's entry in `entries`, the unit read, when it is ASCII and its entry
    /// passes `accepts`; nil, nothing read, otherwise.
    @inline(__always)
    mutating func nextASCII(entries: UnsafePointer<UInt64>, _ accepts: (UInt64) -> Bool) -> UInt64? {
        let unit = nextUnit
        guard unit < 0x80 else { return nil }
        let entry = entries[Int(unit)]
        guard accepts(entry) else { return nil }
        skipUnit()
        return entry
    }
}

/// The scalars of UTF-8 bytes.
struct DirectUTF8Input: DirectInput {
    let bytes: UnsafeBufferPointer<UInt8>
    private var i = 0

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    var unitCount: Int { bytes.count }

    var nextUnit: UInt32 { i < bytes.count ? UInt32(bytes[i]) : Self.end }

    mutating func skipUnit() { i += 1 }

    var nextTwoByteScalar: UInt32 {
        guard i &+ 1 < bytes.count else { return Self.end }
        let lead = bytes[i], trail = bytes[i &+ 1]
        // A lead byte C2–DF (C0 and C1 would be overlong) and a continuation byte.
        guard lead &- 0xC2 < 0x1E, trail & 0xC0 == 0x80 else { return Self.end }
        return UInt32(lead & 0x1F) << 6 | UInt32(trail & 0x3F)
    }

    mutating func skipTwoByteScalar() { i &+= 2 }

    var nextThreeByteUnits: UInt32 {
        guard i &+ 2 < bytes.count else { return Self.end }
        let lead = bytes[i], second = bytes[i &+ 1], third = bytes[i &+ 2]
        guard lead & 0xF0 == 0xE0, second & 0xC0 == 0x80, third & 0xC0 == 0x80 else { return Self.end }
        return UInt32(lead & 0x0F) << 12 | UInt32(second & 0x3F) << 6 | UInt32(third & 0x3F)
    }

    mutating func skipThreeByteUnits() { i &+= 3 }

    @inline(__always)
    mutating func next() -> UInt32 {
        let n = bytes.count
        guard i < n else { return Self.end }
        let lead = UInt32(bytes[i])
        if lead < 0x80 {
            i += 1
            return lead
        }
        if lead < 0xE0 {
            guard lead >= 0xC2, i + 1 < n, bytes[i + 1] & 0xC0 == 0x80 else { return Self.unsupported }
            i += 2
            return (lead & 0x1F) << 6 | UInt32(bytes[i - 1] & 0x3F)
        }
        guard lead < 0xF0, i + 2 < n, bytes[i + 1] & 0xC0 == 0x80, bytes[i + 2] & 0xC0 == 0x80 else { return Self.unsupported }
        let c = (lead & 0x0F) << 12 | UInt32(bytes[i + 1] & 0x3F) << 6 | UInt32(bytes[i + 2] & 0x3F)
        // Not an overlong form, not a surrogate.
        guard c >= 0x800, c < 0xD800 || c > 0xDFFF else { return Self.unsupported }
        i += 3
        return c
    }
}

/// The scalars of UTF-16 units.
struct DirectUTF16Input: DirectInput {
    let units: UnsafeBufferPointer<UInt16>
    private var i = 0

    init(_ units: UnsafeBufferPointer<UInt16>) {
        self.units = units
    }

    var unitCount: Int { units.count }

    var nextUnit: UInt32 { i < units.count ? UInt32(units[i]) : Self.end }

    mutating func skipUnit() { i += 1 }

    var nextTwoByteScalar: UInt32 {
        guard i < units.count else { return Self.end }
        let unit = UInt32(units[i])
        return unit &- 0x80 < 0x780 ? unit : Self.end
    }

    mutating func skipTwoByteScalar() { i &+= 1 }

    var nextThreeByteUnits: UInt32 {
        guard i < units.count else { return Self.end }
        let unit = UInt32(units[i])
        return unit >= 0x800 ? unit : Self.end
    }

    mutating func skipThreeByteUnits() { i &+= 1 }

    @inline(__always)
    mutating func next() -> UInt32 {
        guard i < units.count else { return Self.end }
        let unit = UInt32(units[i])
        // A surrogate, paired or not.
        guard unit & 0xF800 != 0xD800 else { return Self.unsupported }
        i += 1
        return unit
    }
}
