import Collation

/// The direct path's three levels while a text is read (`SortKeyWriter.collectDirect`): a
/// pointer to where each level's next byte goes, with the runs of common weights, that the
/// loop keeps in registers (a pointer per level, not a base and a count: three registers fewer).
/// Every method the loop calls on them is inlined, and what writes the rarer characters or
/// grows the levels takes and gives them back by value: a level handed by address to a
/// function that may grow it had to live in memory for the whole loop, a load and a store per
/// byte. The room is made beforehand: each level holds `SortKeyWriter.Scratch.bytesPerElement`
/// bytes per code unit of the text (a character of one element takes at least one unit) and
/// per element of `spare`, which pays for the elements of characters of several.
struct DirectLevels {
    var primaryEnd: UnsafeMutablePointer<UInt8>, secondaryEnd: UnsafeMutablePointer<UInt8>, tertiaryEnd: UnsafeMutablePointer<UInt8>
    var previousPrimary: UInt32 = 0
    /// The runs of common secondaries (low 32 bits) and tertiaries (high 32 bits) not yet
    /// written, in one word: most elements add one to both, in one addition and one register.
    var commons: UInt64 = 0
    var commonSecondaries: Int {
        get { Int(commons & 0xFFFF_FFFF) }
        set { commons = commons & ~0xFFFF_FFFF | UInt64(newValue) }
    }
    var commonTertiaries: Int {
        get { Int(commons >> 32) }
        set { commons = commons & 0xFFFF_FFFF | UInt64(newValue) << 32 }
    }
    var spare = SortKeyWriter.Scratch.spareElements

    @inline(__always)
    init(_ scratch: SortKeyWriter.Scratch, units: Int) {
        scratch.primaries.count = 0
        scratch.secondaries.count = 0
        scratch.tertiaries.count = 0
        scratch.makeDirectRoom(units: units)
        primaryEnd = scratch.primaries.base
        secondaryEnd = scratch.secondaries.base
        tertiaryEnd = scratch.tertiaries.base
    }

    @inline(__always)
    func giveBack(to scratch: SortKeyWriter.Scratch) {
        scratch.primaries.count = primaryEnd - scratch.primaries.base
        scratch.secondaries.count = secondaryEnd - scratch.secondaries.base
        scratch.tertiaries.count = tertiaryEnd - scratch.tertiaries.base
    }

    /// One element, as the general loop's common course writes it.
    @inline(__always)
    mutating func write(_ ce: UInt64) {
        guard ce >= 0x100 else { return }  // completely ignorable (bits 5–0 are flags)
        let p = UInt32(truncatingIfNeeded: ce >> 32)
        if ce & DirectElements.oneBytePrimaryBit != 0 && previousPrimary == 0 {
            Self.put(UInt8(truncatingIfNeeded: p >> 24), at: &primaryEnd)
        } else if p != 0 {
            // As `LevelBuffer.appendPrimary`.
            let lead = p >> 24
            let isCompressible = ce & DirectElements.compressibleBit != 0
            if !isCompressible || lead != previousPrimary >> 24 {
                putLead(of: p)
                previousPrimary = isCompressible ? p : 0
            }
            let p2 = UInt8(truncatingIfNeeded: p >> 16)
            if p2 != 0 {
                Self.put(p2, at: &primaryEnd)
                let p3 = UInt8(truncatingIfNeeded: p >> 8)
                if p3 != 0 {
                    Self.put(p3, at: &primaryEnd)
                    let p4 = UInt8(truncatingIfNeeded: p)
                    if p4 != 0 { Self.put(p4, at: &primaryEnd) }
                }
            }
        }
        let lower32 = UInt32(truncatingIfNeeded: ce)
        // Most elements: the common secondary and tertiary (the tertiary without the flags).
        if lower32 & 0xFFFF_3F00 == 0x0500_0500 {
            commons &+= 0x1_0000_0001
            return
        }
        // Next most: a capital letter's, the common secondary and another tertiary, after a
        // run of common tertiaries short enough for one byte (as `writeWeight` writes it).
        if lower32 >> 16 == CollationLayout.commonWeight16 && commons >> 32 <= SortKeyWriter.tertiaryOnlyCommonMaxCount {
            let t = lower32 & 0x3F00
            if commons >> 32 != 0 {
                let run = UInt32(truncatingIfNeeded: commons >> 32) - 1
                Self.put(UInt8(truncatingIfNeeded: t < CollationLayout.commonWeight16 ? SortKeyWriter.tertiaryOnlyCommonLow + run : SortKeyWriter.tertiaryOnlyCommonHigh - run),
                         at: &tertiaryEnd)
            }
            // One more common secondary, the run of common tertiaries written.
            commons = (commons & 0xFFFF_FFFF) &+ 1
            Self.put(UInt8(truncatingIfNeeded: (t > CollationLayout.commonWeight16 ? t + 0xC000 : t) >> 8), at: &tertiaryEnd)
            return
        }
        (secondaryEnd, commonSecondaries, tertiaryEnd, commonTertiaries) = Self.withUncommon(
            lower32, secondaryEnd, commonSecondaries, tertiaryEnd, commonTertiaries)
    }

    /// Opens a run of primaries of a ``DirectElements/compressibleRunBit`` entry's lead, which
    /// is not the last primary's: the byte that closes the run before it and the lead, as
    /// ``write(_:)`` writes them (the last primary kept without the bytes packed after its
    /// second: what it is compared by is its lead).
    @inline(__always)
    mutating func openRun(_ entry: UInt64) {
        let primary = UInt32(truncatingIfNeeded: entry >> 32) & 0xFFFF_0000
        putLead(of: primary)
        previousPrimary = primary
    }

    /// A primary's lead byte where it does not continue the last primary's run: after the
    /// byte that closes that run, if there is one (03 before a lower primary, FF before a
    /// higher), as `LevelBuffer.appendPrimary` writes it.
    @inline(__always)
    private mutating func putLead(of primary: UInt32) {
        let lead = primary >> 24
        if previousPrimary != 0 {
            if primary < previousPrimary {
                if lead > 2 { Self.put(0x03, at: &primaryEnd) }
            } else {
                Self.put(0xFF, at: &primaryEnd)
            }
        }
        Self.put(UInt8(truncatingIfNeeded: lead), at: &primaryEnd)
    }

    /// Writes within its lead's run a ``DirectElements/compressibleRunBit`` entry of a
    /// character from U+0800 up: its second bytes in one store (the room for the character's
    /// units holds a byte past them) and its elements' common weights counted.
    @inline(__always)
    static func putRun(_ entry: UInt64, at end: inout UnsafeMutablePointer<UInt8>, commons: inout UInt64) {
        UnsafeMutableRawPointer(end).storeBytes(of: UInt32(truncatingIfNeeded: entry >> 24).bigEndian, as: UInt32.self)
        let count = DirectElements.runCount(entry)
        end += count
        commons &+= UInt64(truncatingIfNeeded: count) &* 0x1_0000_0001
    }

    /// Writes an entry of one primary of two to four bytes whose lead is not compressible and
    /// the common weights (``DirectElements/plainCommon``), outside a compressible run: its
    /// bytes in one store (a character from U+0800 up has room for five bytes and more) and its
    /// common weights counted, as ``write(_:)`` writes it.
    @inline(__always)
    static func putPlain(_ entry: UInt64, at end: inout UnsafeMutablePointer<UInt8>, commons: inout UInt64) {
        let primary = UInt32(truncatingIfNeeded: entry >> 32)
        UnsafeMutableRawPointer(end).storeBytes(of: primary.bigEndian, as: UInt32.self)
        end += 4 &- primary.trailingZeroBitCount >> 3
        commons &+= 0x1_0000_0001
    }

    /// A syllable's elements summed up by ``SyllableElements`` (its `slot`, with
    /// `SyllableElements.summedBit`, and its primaries' bytes), written as ``write(_:)`` writes
    /// them one by one when the levels are not in a compressible run: the primaries' bytes in one
    /// store (the room for a syllable's elements holds eight bytes past them), the runs of
    /// common weights added to, and the one other secondary after the run before it.
    @inline(__always)
    mutating func writeSummed(primaries: UInt64, slot: UInt64) {
        UnsafeMutableRawPointer(primaryEnd).storeBytes(of: primaries, as: UInt64.self)
        primaryEnd += Int(truncatingIfNeeded: (slot >> 36) & 0xF)
        let secondary = UInt32(truncatingIfNeeded: slot >> 48)
        guard secondary != 0 else {
            commons &+= ((slot >> 8) & 0xFF) &* 0x1_0000_0001
            return
        }
        commons &+= ((slot >> 44) & 0xF) &* 0x1_0000_0001
        var run = commonSecondaries
        Self.writeWeight(secondary, after: &run, at: &secondaryEnd, low: SortKeyWriter.secondaryCommonLow,
                         middle: SortKeyWriter.secondaryCommonMiddle, high: SortKeyWriter.secondaryCommonHigh, maxCount: SortKeyWriter.secondaryCommonMaxCount)
        commonSecondaries = run
        // The elements after it, and its own common tertiary.
        commons &+= ((slot >> 40) & 0xF) &* 0x1_0000_0001 &+ 0x1_0000_0000
    }

    /// The levels with the elements of a character of several written.
    @inline(never)
    static func with(_ levels: DirectLevels, elements: UnsafeBufferPointer<UInt64>, scratch: SortKeyWriter.Scratch, units: Int) -> DirectLevels {
        var levels = levels
        levels.makeRoom(forMore: elements.count - 1, scratch: scratch, units: units)
        for ce in elements { levels.write(ce) }
        return levels
    }

    /// The levels with a letter's element and an accent's secondary written
    /// (``DirectElements/accentedBit``), as ``write(_:)`` writes the two elements: the accent's
    /// secondary after the run of common ones before it, and its common tertiary counted.
    @inline(never)
    static func withAccented(_ levels: DirectLevels, letter: UInt64, secondary: UInt32, scratch: SortKeyWriter.Scratch, units: Int) -> DirectLevels {
        var levels = levels
        levels.makeRoom(forMore: 1, scratch: scratch, units: units)
        levels.write(letter)
        var run = levels.commonSecondaries
        writeWeight(secondary, after: &run, at: &levels.secondaryEnd, low: SortKeyWriter.secondaryCommonLow,
                    middle: SortKeyWriter.secondaryCommonMiddle, high: SortKeyWriter.secondaryCommonHigh, maxCount: SortKeyWriter.secondaryCommonMaxCount)
        levels.commonSecondaries = run
        levels.commons &+= 0x1_0000_0000
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
        levels.primaryEnd = scratch.primaries.base + scratch.primaries.count
        levels.secondaryEnd = scratch.secondaries.base + scratch.secondaries.count
        levels.tertiaryEnd = scratch.tertiaries.base + scratch.tertiaries.count
        return levels
    }

    /// The secondary and tertiary levels' ends and runs after an element's weights, when one
    /// of them is not the common weight (or the end's, secondary and tertiary 0100). Not
    /// inlined, and by value: the loop stays small, and its levels in registers.
    @inline(never)
    static func withUncommon(_ lower32: UInt32, _ secondaryEnd: UnsafeMutablePointer<UInt8>, _ commonSecondaries: Int,
                             _ tertiaryEnd: UnsafeMutablePointer<UInt8>, _ commonTertiaries: Int) -> (UnsafeMutablePointer<UInt8>, Int, UnsafeMutablePointer<UInt8>, Int) {
        // Most calls: a secondary above the common one (an Arabic alef's in `ar`, a Thai tone
        // mark's, a combining accent's) with the common tertiary, after a run of common
        // secondaries short enough for one byte; written here with few registers, so that the
        // call saves none (it saved five, about 15 instructions a call).
        let s = lower32 >> 16
        if lower32 & 0x3F00 == CollationLayout.commonWeight16 && s > CollationLayout.commonWeight16
            && commonSecondaries <= SortKeyWriter.secondaryCommonMaxCount {
            var end = secondaryEnd
            if commonSecondaries != 0 {
                put(UInt8(truncatingIfNeeded: SortKeyWriter.secondaryCommonHigh &- UInt32(truncatingIfNeeded: commonSecondaries &- 1)), at: &end)
            }
            put(UInt8(truncatingIfNeeded: s >> 8), at: &end)
            if s & 0xFF != 0 { put(UInt8(truncatingIfNeeded: s), at: &end) }
            return (end, 0, tertiaryEnd, commonTertiaries &+ 1)
        }
        return withOtherUncommon(lower32, secondaryEnd, commonSecondaries, tertiaryEnd, commonTertiaries)
    }

    /// ``withUncommon(_:_:_:_:_:)`` for the other weights.
    @inline(never)
    private static func withOtherUncommon(_ lower32: UInt32, _ secondaryEnd: UnsafeMutablePointer<UInt8>, _ commonSecondaries: Int,
                                          _ tertiaryEnd: UnsafeMutablePointer<UInt8>, _ commonTertiaries: Int) -> (UnsafeMutablePointer<UInt8>, Int, UnsafeMutablePointer<UInt8>, Int) {
        var secondaryEnd = secondaryEnd, commonSecondaries = commonSecondaries
        var tertiaryEnd = tertiaryEnd, commonTertiaries = commonTertiaries
        let s = lower32 >> 16
        if s == CollationLayout.commonWeight16 {
            commonSecondaries &+= 1
        } else if s != 0 {
            writeWeight(s, after: &commonSecondaries, at: &secondaryEnd, low: SortKeyWriter.secondaryCommonLow,
                        middle: SortKeyWriter.secondaryCommonMiddle, high: SortKeyWriter.secondaryCommonHigh, maxCount: SortKeyWriter.secondaryCommonMaxCount)
        }
        // The tertiary without the flags; lead bytes 06..3F move to C6..FF (as
        // `appendTertiaryWithoutCase`).
        let t = lower32 & 0x3F00
        if t == CollationLayout.commonWeight16 {
            commonTertiaries &+= 1
        } else {
            writeWeight(t, after: &commonTertiaries, at: &tertiaryEnd, low: SortKeyWriter.tertiaryOnlyCommonLow,
                        middle: SortKeyWriter.tertiaryOnlyCommonMiddle, high: SortKeyWriter.tertiaryOnlyCommonHigh,
                        maxCount: SortKeyWriter.tertiaryOnlyCommonMaxCount, raisedAboveCommon: 0xC000)
        }
        return (secondaryEnd, commonSecondaries, tertiaryEnd, commonTertiaries)
    }

    /// Ends the levels (``writeEnd()``) and puts the key together in the primaries' buffer,
    /// past the primaries: a separator, the secondaries (their end's 01 the next separator),
    /// and the tertiaries without their end's 01, as ``SortKeyWriter/Scratch/directKey()``
    /// gives it. Done here, with the levels' ends in registers: storing the three counts and
    /// putting the key together from them in a call cost about 40 instructions a key, a
    /// sixteenth of a Chinese name's.
    @inline(__always)
    mutating func finishKey(in scratch: SortKeyWriter.Scratch) {
        writeEnd()
        let base = scratch.primaries.base
        let primaryCount = primaryEnd - base
        let secondaryCount = secondaryEnd - scratch.secondaries.base, tertiaryCount = tertiaryEnd - scratch.tertiaries.base - 1
        scratch.primaries.count = primaryCount
        assert(primaryCount <= scratch.primaries.capacity && secondaryCount <= scratch.secondaries.capacity
               && tertiaryCount < scratch.tertiaries.capacity, "the levels were written within the room made for them")
        let length = primaryCount &+ 1 &+ secondaryCount &+ tertiaryCount
        // (Room for a short level's 16-byte copy past the key's end.)
        if scratch.primaries.capacity < length &+ 16 { Self.growPrimaries(scratch, toHold: length &+ 16) }
        var end = scratch.primaries.base + primaryCount
        end.pointee = 0x01
        end += 1
        Self.copy(scratch.secondaries.base, count: secondaryCount, to: end)
        end += secondaryCount
        Self.copy(scratch.tertiaries.base, count: tertiaryCount, to: end)
        scratch.directKeyLength = length
    }

    /// The primaries' buffer grown for a key longer than its room (rare: the levels' room is
    /// made for five bytes a unit each). Not inlined: the loop's end stays small.
    @inline(never)
    private static func growPrimaries(_ scratch: SortKeyWriter.Scratch, toHold total: Int) {
        scratch.primaries.grow(toHold: total)
    }

    /// Copies a level's bytes: most secondary and tertiary levels are a few bytes (runs of
    /// common weights), copied as two words in line, where a call to `memcpy` cost more. Both
    /// sides have room for 16 bytes (a level's room is made for 32 elements at least).
    @inline(__always)
    private static func copy(_ source: UnsafeMutablePointer<UInt8>, count: Int, to target: UnsafeMutablePointer<UInt8>) {
        guard count <= 16 else { return target.update(from: source, count: count) }
        let from = UnsafeRawPointer(source), to = UnsafeMutableRawPointer(target)
        to.storeBytes(of: from.loadUnaligned(as: UInt64.self), as: UInt64.self)
        to.storeBytes(of: from.loadUnaligned(fromByteOffset: 8, as: UInt64.self), toByteOffset: 8, as: UInt64.self)
    }

    /// The end, as the general loop writes its end element: secondary and tertiary 0100.
    @inline(__always)
    mutating func writeEnd() {
        // Most texts: runs of common weights short enough for one byte each, which says
        // that a lower weight (the end's) follows.
        if commonSecondaries <= SortKeyWriter.secondaryCommonMaxCount && commonTertiaries <= SortKeyWriter.tertiaryOnlyCommonMaxCount {
            if commonSecondaries != 0 {
                Self.put(UInt8(truncatingIfNeeded: SortKeyWriter.secondaryCommonLow + UInt32(commonSecondaries - 1)), at: &secondaryEnd)
            }
            Self.put(0x01, at: &secondaryEnd)
            if commonTertiaries != 0 {
                Self.put(UInt8(truncatingIfNeeded: SortKeyWriter.tertiaryOnlyCommonLow + UInt32(commonTertiaries - 1)), at: &tertiaryEnd)
            }
            Self.put(0x01, at: &tertiaryEnd)
            commonSecondaries = 0
            commonTertiaries = 0
            return
        }
        (secondaryEnd, commonSecondaries, tertiaryEnd, commonTertiaries) = Self.withUncommon(
            UInt32(truncatingIfNeeded: CollationLayout.noCE), secondaryEnd, commonSecondaries, tertiaryEnd, commonTertiaries)
    }

    @inline(__always)
    private static func put(_ byte: UInt8, at end: inout UnsafeMutablePointer<UInt8>) {
        end.pointee = byte
        end += 1
    }

    /// A 16-bit weight other than the common one, after the run of common ones before it
    /// (as `LevelBuffer.appendCommonRun` and `appendWeight16`); above the common weight
    /// raised by `raisedAboveCommon`.
    @inline(__always)
    private static func writeWeight(_ weight: UInt32, after commonCount: inout Int, at end: inout UnsafeMutablePointer<UInt8>,
                                    low: UInt32, middle: UInt32, high: UInt32, maxCount: Int, raisedAboveCommon: UInt32 = 0) {
        if commonCount != 0 {
            var run = commonCount - 1
            while run >= maxCount {
                put(UInt8(truncatingIfNeeded: middle), at: &end)
                run -= maxCount
            }
            put(UInt8(truncatingIfNeeded: weight < CollationLayout.commonWeight16 ? low + UInt32(run) : high - UInt32(run)), at: &end)
            commonCount = 0
        }
        let w = weight > CollationLayout.commonWeight16 ? weight + raisedAboveCommon : weight
        put(UInt8(truncatingIfNeeded: w >> 8), at: &end)
        if w & 0xFF != 0 { put(UInt8(truncatingIfNeeded: w), at: &end) }
    }
}
