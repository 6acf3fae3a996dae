import Collation

/// The direct path's three levels while a text is read (`SortKeyWriter.collectDirect`): plain
/// pointers and counts, with the runs of common weights, that the loop keeps in registers.
/// Every method the loop calls on them is inlined, and what writes the rarer characters or
/// grows the levels takes and gives them back by value: a level handed by address to a
/// function that may grow it had to live in memory for the whole loop, a load and a store per
/// byte. The room is made beforehand: each level holds `SortKeyWriter.Scratch.bytesPerElement`
/// bytes per code unit of the text (a character of one element takes at least one unit) and
/// per element of `spare`, which pays for the elements of characters of several.
struct DirectLevels {
    var primaries: UnsafeMutablePointer<UInt8>, secondaries: UnsafeMutablePointer<UInt8>, tertiaries: UnsafeMutablePointer<UInt8>
    var primaryCount = 0, secondaryCount = 0, tertiaryCount = 0
    var previousPrimary: UInt32 = 0
    var commonSecondaries = 0, commonTertiaries = 0
    var spare = SortKeyWriter.Scratch.spareElements

    @inline(__always)
    init(_ scratch: SortKeyWriter.Scratch, units: Int) {
        scratch.primaries.count = 0
        scratch.secondaries.count = 0
        scratch.tertiaries.count = 0
        scratch.makeRoom(elements: units + SortKeyWriter.Scratch.spareElements)
        primaries = scratch.primaries.base
        secondaries = scratch.secondaries.base
        tertiaries = scratch.tertiaries.base
    }

    @inline(__always)
    func giveBack(to scratch: SortKeyWriter.Scratch) {
        scratch.primaries.count = primaryCount
        scratch.secondaries.count = secondaryCount
        scratch.tertiaries.count = tertiaryCount
    }

    /// One element, as the general loop's common course writes it.
    @inline(__always)
    mutating func write(_ ce: UInt64) {
        guard ce >= 0x100 else { return }  // completely ignorable (bits 5–0 are flags)
        let p = UInt32(truncatingIfNeeded: ce >> 32)
        if p != 0 {
            // As `LevelBuffer.appendPrimary`.
            let lead = p >> 24
            let isCompressible = ce & DirectElements.compressibleBit != 0
            if !isCompressible || lead != previousPrimary >> 24 {
                if previousPrimary != 0 {
                    if p < previousPrimary {
                        if lead > 2 { put(0x03, in: primaries, at: &primaryCount) }
                    } else {
                        put(0xFF, in: primaries, at: &primaryCount)
                    }
                }
                put(UInt8(truncatingIfNeeded: lead), in: primaries, at: &primaryCount)
                previousPrimary = isCompressible ? p : 0
            }
            let p2 = UInt8(truncatingIfNeeded: p >> 16)
            if p2 != 0 {
                put(p2, in: primaries, at: &primaryCount)
                let p3 = UInt8(truncatingIfNeeded: p >> 8)
                if p3 != 0 {
                    put(p3, in: primaries, at: &primaryCount)
                    let p4 = UInt8(truncatingIfNeeded: p)
                    if p4 != 0 { put(p4, in: primaries, at: &primaryCount) }
                }
            }
        }
        let lower32 = UInt32(truncatingIfNeeded: ce)
        // Most elements: the common secondary and tertiary (the tertiary without the flags).
        if lower32 & 0xFFFF_3F00 == 0x0500_0500 {
            commonSecondaries &+= 1
            commonTertiaries &+= 1
            return
        }
        // Next most: a capital letter's, the common secondary and another tertiary, after a
        // run of common tertiaries short enough for one byte (as `writeWeight` writes it).
        if lower32 >> 16 == CollationLayout.commonWeight16 && commonTertiaries <= SortKeyWriter.tertiaryOnlyCommonMaxCount {
            commonSecondaries &+= 1
            let t = lower32 & 0x3F00
            if commonTertiaries != 0 {
                let run = UInt32(commonTertiaries - 1)
                put(UInt8(truncatingIfNeeded: t < CollationLayout.commonWeight16 ? SortKeyWriter.tertiaryOnlyCommonLow + run : SortKeyWriter.tertiaryOnlyCommonHigh - run),
                    in: tertiaries, at: &tertiaryCount)
                commonTertiaries = 0
            }
            put(UInt8(truncatingIfNeeded: (t > CollationLayout.commonWeight16 ? t + 0xC000 : t) >> 8), in: tertiaries, at: &tertiaryCount)
            return
        }
        (secondaryCount, commonSecondaries, tertiaryCount, commonTertiaries) = Self.withUncommon(
            lower32, secondaries: secondaries, secondaryCount, commonSecondaries, tertiaries: tertiaries, tertiaryCount, commonTertiaries)
    }

    /// The levels with the elements of a character of several written.
    @inline(never)
    static func with(_ levels: DirectLevels, elements: UnsafeBufferPointer<UInt64>, scratch: SortKeyWriter.Scratch, units: Int) -> DirectLevels {
        var levels = levels
        levels.makeRoom(forMore: elements.count - 1, scratch: scratch, units: units)
        for ce in elements { levels.write(ce) }
        return levels
    }

    /// The levels with one element written (a mark's, a contraction start's).
    @inline(never)
    static func with(_ levels: DirectLevels, element: UInt64) -> DirectLevels {
        var levels = levels
        levels.write(element)
        return levels
    }

    /// Room for `count` elements beyond one per unit: taken from `spare`, and the levels
    /// grown when it runs out.
    @inline(__always)
    mutating func makeRoom(forMore count: Int, scratch: SortKeyWriter.Scratch, units: Int) {
        spare -= count
        if spare < 0 { self = Self.grown(self, scratch: scratch, units: units + count) }
    }

    /// The levels with room made again (by value, for the reason the type says).
    @inline(never)
    static func grown(_ levels: DirectLevels, scratch: SortKeyWriter.Scratch, units: Int) -> DirectLevels {
        var levels = levels
        levels.giveBack(to: scratch)
        levels.spare = SortKeyWriter.Scratch.spareElements
        scratch.makeRoom(elements: units + levels.spare)
        levels.primaries = scratch.primaries.base
        levels.secondaries = scratch.secondaries.base
        levels.tertiaries = scratch.tertiaries.base
        return levels
    }

    /// The secondary and tertiary levels' counts and runs after an element's weights, when
    /// one of them is not the common weight (or the end's, secondary and tertiary 0100).
    /// Not inlined, and by value: the loop stays small, and its levels in registers.
    @inline(never)
    static func withUncommon(_ lower32: UInt32, secondaries: UnsafeMutablePointer<UInt8>, _ secondaryCount: Int, _ commonSecondaries: Int,
                             tertiaries: UnsafeMutablePointer<UInt8>, _ tertiaryCount: Int, _ commonTertiaries: Int) -> (Int, Int, Int, Int) {
        var secondaryCount = secondaryCount, commonSecondaries = commonSecondaries
        var tertiaryCount = tertiaryCount, commonTertiaries = commonTertiaries
        let s = lower32 >> 16
        if s == CollationLayout.commonWeight16 {
            commonSecondaries &+= 1
        } else if s != 0 {
            writeWeight(s, after: &commonSecondaries, to: secondaries, at: &secondaryCount, low: SortKeyWriter.secondaryCommonLow,
                        middle: SortKeyWriter.secondaryCommonMiddle, high: SortKeyWriter.secondaryCommonHigh, maxCount: SortKeyWriter.secondaryCommonMaxCount)
        }
        // The tertiary without the flags; lead bytes 06..3F move to C6..FF (as
        // `appendTertiaryWithoutCase`).
        let t = lower32 & 0x3F00
        if t == CollationLayout.commonWeight16 {
            commonTertiaries &+= 1
        } else {
            writeWeight(t, after: &commonTertiaries, to: tertiaries, at: &tertiaryCount, low: SortKeyWriter.tertiaryOnlyCommonLow,
                        middle: SortKeyWriter.tertiaryOnlyCommonMiddle, high: SortKeyWriter.tertiaryOnlyCommonHigh,
                        maxCount: SortKeyWriter.tertiaryOnlyCommonMaxCount, raisedAboveCommon: 0xC000)
        }
        return (secondaryCount, commonSecondaries, tertiaryCount, commonTertiaries)
    }

    /// The end, as the general loop writes its end element: secondary and tertiary 0100.
    @inline(__always)
    mutating func writeEnd() {
        // Most texts: runs of common weights short enough for one byte each, which says
        // that a lower weight (the end's) follows.
        if commonSecondaries <= SortKeyWriter.secondaryCommonMaxCount && commonTertiaries <= SortKeyWriter.tertiaryOnlyCommonMaxCount {
            if commonSecondaries != 0 {
                put(UInt8(truncatingIfNeeded: SortKeyWriter.secondaryCommonLow + UInt32(commonSecondaries - 1)), in: secondaries, at: &secondaryCount)
            }
            put(0x01, in: secondaries, at: &secondaryCount)
            if commonTertiaries != 0 {
                put(UInt8(truncatingIfNeeded: SortKeyWriter.tertiaryOnlyCommonLow + UInt32(commonTertiaries - 1)), in: tertiaries, at: &tertiaryCount)
            }
            put(0x01, in: tertiaries, at: &tertiaryCount)
            commonSecondaries = 0
            commonTertiaries = 0
            return
        }
        (secondaryCount, commonSecondaries, tertiaryCount, commonTertiaries) = Self.withUncommon(
            UInt32(truncatingIfNeeded: CollationLayout.noCE), secondaries: secondaries, secondaryCount, commonSecondaries,
            tertiaries: tertiaries, tertiaryCount, commonTertiaries)
    }

    @inline(__always)
    private func put(_ byte: UInt8, in level: UnsafeMutablePointer<UInt8>, at count: inout Int) {
        level[count] = byte
        count &+= 1
    }

    /// A 16-bit weight other than the common one, after the run of common ones before it
    /// (as `LevelBuffer.appendCommonRun` and `appendWeight16`); above the common weight
    /// raised by `raisedAboveCommon`.
    @inline(__always)
    private static func writeWeight(_ weight: UInt32, after commonCount: inout Int, to level: UnsafeMutablePointer<UInt8>, at count: inout Int,
                                    low: UInt32, middle: UInt32, high: UInt32, maxCount: Int, raisedAboveCommon: UInt32 = 0) {
        if commonCount != 0 {
            var run = commonCount - 1
            while run >= maxCount {
                level[count] = UInt8(truncatingIfNeeded: middle)
                count += 1
                run -= maxCount
            }
            level[count] = UInt8(truncatingIfNeeded: weight < CollationLayout.commonWeight16 ? low + UInt32(run) : high - UInt32(run))
            count += 1
            commonCount = 0
        }
        let w = weight > CollationLayout.commonWeight16 ? weight + raisedAboveCommon : weight
        level[count] = UInt8(truncatingIfNeeded: w >> 8)
        count += 1
        if w & 0xFF != 0 {
            level[count] = UInt8(truncatingIfNeeded: w)
            count += 1
        }
    }
}
