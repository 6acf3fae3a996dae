/// Writes a sort key from collation elements, byte for byte as ICU's `ucol_getSortKey` does
/// (without its final zero byte), so that keys made here and by ICU compare alike and the ICU
/// agreement tests can compare the bytes themselves.
///
/// The levels follow one another, each after a 01 byte: primaries (a compressible lead byte
/// written once for a run, with 03/FF closing the run), then secondaries, the case level when
/// asked for, tertiaries and quaternaries, each with runs of the common weight written as one
/// byte whose value also says whether a lower or a higher weight follows. The constants are
/// ICU's (ICU4C `collationkeys.h`); different ones would give a different, equally good order
/// of bytes, but not ICU's keys.
struct SortKeyWriter: @unchecked Sendable {  // its one pointer is to an immortal table
    let settings: CollationSettings
    /// Per primary lead byte: whether a run of primaries with that lead writes it once.
    let compressible: UnsafePointer<Bool>

    /// The key's levels, collected while the elements are read, then appended to the key at
    /// once: memory kept by the caller from key to key, written through plain pointers (array
    /// appends, with their uniqueness and capacity checks, were a tenth of keying a name).
    final class Scratch {
        fileprivate var primaries = LevelBuffer(capacity: 64), secondaries = LevelBuffer(capacity: 64), cases = LevelBuffer(capacity: 16)
        fileprivate var tertiaries = LevelBuffer(capacity: 64), quaternaries = LevelBuffer(capacity: 16)

        init() {}

        deinit {
            for buffer in [primaries, secondaries, cases, tertiaries, quaternaries] { buffer.base.deallocate() }
        }
    }

    /// Bytes at a pointer, with room for `capacity`; grows by doubling.
    fileprivate struct LevelBuffer {
        var base: UnsafeMutablePointer<UInt8>
        var count = 0
        var capacity: Int

        init(capacity: Int) {
            base = .allocate(capacity: capacity)
            self.capacity = capacity
        }

        var isEmpty: Bool { count == 0 }

        @inline(__always)
        mutating func append(_ byte: UInt8) {
            if count == capacity { grow() }
            base[count] = byte
            count += 1
        }

        mutating func grow() {
            let larger = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity * 2)
            larger.update(from: base, count: count)
            base.deallocate()
            base = larger
            capacity *= 2
        }

        @inline(__always)
        mutating func appendWeight16(_ w: UInt32) {
            append(UInt8(truncatingIfNeeded: w >> 8))
            if w & 0xFF != 0 { append(UInt8(truncatingIfNeeded: w)) }
        }

        mutating func appendWeight32(_ w: UInt32) {
            append(UInt8(truncatingIfNeeded: w >> 24))
            guard w & 0xFF_0000 != 0 else { return }
            append(UInt8(truncatingIfNeeded: w >> 16))
            guard w & 0xFF00 != 0 else { return }
            append(UInt8(truncatingIfNeeded: w >> 8))
            guard w & 0xFF != 0 else { return }
            append(UInt8(truncatingIfNeeded: w))
        }

        /// The bytes but the last (the level's own end, a 01), for the key.
        var allButLast: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: base, count: max(count - 1, 0)) }
    }

    // Common-weight compression ranges.
    private static let secondaryCommonLow: UInt32 = 0x05, secondaryCommonMiddle: UInt32 = 0x25, secondaryCommonHigh: UInt32 = 0x45
    private static let secondaryCommonMaxCount = 0x21
    private static let caseLowerFirstCommonLow: UInt32 = 1, caseLowerFirstCommonMiddle: UInt32 = 7, caseLowerFirstCommonHigh: UInt32 = 13
    private static let caseLowerFirstCommonMaxCount = 7
    private static let caseUpperFirstCommonLow: UInt32 = 3, caseUpperFirstCommonMaxCount = 13
    private static let tertiaryOnlyCommonLow: UInt32 = 0x05, tertiaryOnlyCommonMiddle: UInt32 = 0x65, tertiaryOnlyCommonHigh: UInt32 = 0xC5
    private static let tertiaryOnlyCommonMaxCount = 0x61
    private static let tertiaryLowerFirstCommonLow: UInt32 = 0x05, tertiaryLowerFirstCommonMiddle: UInt32 = 0x25, tertiaryLowerFirstCommonHigh: UInt32 = 0x45
    private static let tertiaryLowerFirstCommonMaxCount = 0x21
    private static let tertiaryUpperFirstCommonLow: UInt32 = 0x85, tertiaryUpperFirstCommonMiddle: UInt32 = 0xA5, tertiaryUpperFirstCommonHigh: UInt32 = 0xC5
    private static let tertiaryUpperFirstCommonMaxCount = 0x21
    private static let quaternaryCommonLow: UInt32 = 0x1C, quaternaryCommonMiddle: UInt32 = 0x8C, quaternaryCommonHigh: UInt32 = 0xFC
    private static let quaternaryCommonMaxCount = 0x71
    private static let quaternaryShiftedLimitByte: UInt32 = 0x1B

    /// The options that take the loop off its common course: shifted punctuation, a case level,
    /// French accents, case first.
    private static let uncommonOptions = CollationSettings.alternateMask | CollationSettings.caseLevel
        | CollationSettings.backwardSecondary | CollationSettings.caseFirst | CollationSettings.upperFirst

    /// Appends the key of the elements to `key`.
    func write(_ elements: inout CollationElements, into key: inout [UInt8], scratch: Scratch) {
        // Most locales' settings (tertiary strength and none of the options above): a copy of
        // the loop in which they are constants, so that the branches of the levels and options
        // they leave out fold away, and the loop keeps its state in registers.
        if settings.options & Self.uncommonOptions == 0 && settings.strength == 2 {
            write(&elements, into: &key, scratch: scratch, common: true)
        } else {
            write(&elements, into: &key, scratch: scratch, common: false)
        }
    }

    @inline(__always)
    private func write(_ elements: inout CollationElements, into key: inout [UInt8], scratch: Scratch, common: Bool) {
        let options: UInt32 = common ? 0 : settings.options
        let strength: UInt32 = common ? 2 : settings.strength
        var levels: UInt32 = switch strength {
        case 0: 0x2
        case 1: 0x6
        case 2: 0x16
        default: 0x36
        }
        if options & CollationSettings.caseLevel != 0 { levels |= 0x8 }
        let primaryLevel = levels & 0x2 != 0, secondaryLevel = levels & 0x4 != 0, caseLevel = levels & 0x8 != 0
        let tertiaryLevel = levels & 0x10 != 0, quaternaryLevel = levels & 0x20 != 0
        let variableTop: UInt32 = options & CollationSettings.alternateMask == 0 ? 0 : settings.variableTop + 1
        let tertiaryMask: UInt32 = common ? 0x3F3F : settings.tertiaryMask
        let backwardSecondary = options & CollationSettings.backwardSecondary != 0
        let upperFirst = options & CollationSettings.upperFirst != 0
        let reorders = settings.hasReordering

        // Locals while the key is written (no reference counting per byte); their memory goes
        // back to the scratch at the end, grown or not.
        var primaries = scratch.primaries, secondaries = scratch.secondaries, cases = scratch.cases
        var tertiaries = scratch.tertiaries, quaternaries = scratch.quaternaries
        primaries.count = 0
        secondaries.count = 0
        cases.count = 0
        tertiaries.count = 0
        quaternaries.count = 0
        defer {
            scratch.primaries = primaries
            scratch.secondaries = secondaries
            scratch.cases = cases
            scratch.tertiaries = tertiaries
            scratch.quaternaries = quaternaries
        }
        var previousReorderedPrimary: UInt32 = 0
        var commonCases = 0, commonSecondaries = 0, commonTertiaries = 0, commonQuaternaries = 0
        var previousSecondary: UInt32 = 0
        var secondarySegmentStart = 0

        while true {
            var ce = elements.next()
            var p = UInt32(truncatingIfNeeded: ce >> 32)
            if p < variableTop && p > CollationLayout.mergeSeparatorPrimary {
                // A variable CE: its primary moves to the quaternary level, and the primary
                // ignorables after it are ignored.
                if commonQuaternaries != 0 {
                    commonQuaternaries -= 1
                    while commonQuaternaries >= Self.quaternaryCommonMaxCount {
                        quaternaries.append(UInt8(Self.quaternaryCommonMiddle))
                        commonQuaternaries -= Self.quaternaryCommonMaxCount
                    }
                    quaternaries.append(UInt8(Self.quaternaryCommonLow + UInt32(commonQuaternaries)))
                    commonQuaternaries = 0
                }
                repeat {
                    if quaternaryLevel {
                        if reorders { p = settings.reorder(p) }
                        if p >> 24 >= Self.quaternaryShiftedLimitByte { quaternaries.append(UInt8(Self.quaternaryShiftedLimitByte)) }
                        quaternaries.appendWeight32(p)
                    }
                    repeat {
                        ce = elements.next()
                        p = UInt32(truncatingIfNeeded: ce >> 32)
                    } while p == 0
                } while p < variableTop && p > CollationLayout.mergeSeparatorPrimary
            }
            if p > CollationLayout.noCEPrimary && primaryLevel {
                // Compressibility is a property of the lead byte before reordering.
                let isCompressible = compressible[Int(p >> 24)]
                if reorders { p = settings.reorder(p) }
                let p1 = p >> 24
                if !isCompressible || p1 != previousReorderedPrimary >> 24 {
                    if previousReorderedPrimary != 0 {
                        if p < previousReorderedPrimary {
                            // No terminator at the end of the level or a merged segment.
                            if p1 > 2 { primaries.append(0x03) }
                        } else {
                            primaries.append(0xFF)
                        }
                    }
                    primaries.append(UInt8(p1))
                    previousReorderedPrimary = isCompressible ? p : 0
                }
                let p2 = UInt8(truncatingIfNeeded: p >> 16)
                if p2 != 0 {
                    primaries.append(p2)
                    let p3 = UInt8(truncatingIfNeeded: p >> 8)
                    if p3 != 0 {
                        primaries.append(p3)
                        let p4 = UInt8(truncatingIfNeeded: p)
                        if p4 != 0 { primaries.append(p4) }
                    }
                }
            }

            let lower32 = UInt32(truncatingIfNeeded: ce)
            if lower32 == 0 { continue }  // completely ignorable

            if secondaryLevel {
                let s = lower32 >> 16
                if s == 0 {
                    // secondary ignorable
                } else if s == CollationLayout.commonWeight16 && (!backwardSecondary || p != CollationLayout.mergeSeparatorPrimary) {
                    commonSecondaries += 1
                } else if !backwardSecondary {
                    if commonSecondaries != 0 {
                        commonSecondaries -= 1
                        while commonSecondaries >= Self.secondaryCommonMaxCount {
                            secondaries.append(UInt8(Self.secondaryCommonMiddle))
                            commonSecondaries -= Self.secondaryCommonMaxCount
                        }
                        let b = s < CollationLayout.commonWeight16
                            ? Self.secondaryCommonLow + UInt32(commonSecondaries)
                            : Self.secondaryCommonHigh - UInt32(commonSecondaries)
                        secondaries.append(UInt8(b))
                        commonSecondaries = 0
                    }
                    secondaries.appendWeight16(s)
                } else {
                    if commonSecondaries != 0 {
                        commonSecondaries -= 1
                        // Reversed weights; the level is reversed again per segment below.
                        let remainder = commonSecondaries % Self.secondaryCommonMaxCount
                        let b = previousSecondary < CollationLayout.commonWeight16
                            ? Self.secondaryCommonLow + UInt32(remainder)
                            : Self.secondaryCommonHigh - UInt32(remainder)
                        secondaries.append(UInt8(b))
                        commonSecondaries -= remainder
                        while commonSecondaries > 0 {
                            secondaries.append(UInt8(Self.secondaryCommonMiddle))
                            commonSecondaries -= Self.secondaryCommonMaxCount
                        }
                    }
                    if 0 < p && p <= CollationLayout.mergeSeparatorPrimary {
                        // French accents compare backwards within each merged segment.
                        let last = secondaries.count - 1
                        if secondarySegmentStart < last {
                            var segment = UnsafeMutableBufferPointer(start: secondaries.base + secondarySegmentStart, count: last - secondarySegmentStart + 1)
                            segment.reverse()
                        }
                        secondaries.append(p == CollationLayout.noCEPrimary ? 0x01 : 0x02)
                        previousSecondary = 0
                        secondarySegmentStart = secondaries.count
                    } else {
                        // appendReverseWeight16
                        let b0 = UInt8(truncatingIfNeeded: s >> 8), b1 = UInt8(truncatingIfNeeded: s)
                        if b1 == 0 {
                            secondaries.append(b0)
                        } else {
                            secondaries.append(b1)
                            secondaries.append(b0)
                        }
                        previousSecondary = s
                    }
                }
            }

            if caseLevel {
                if strength == 0 ? p == 0 : lower32 <= 0xFFFF {
                    // Primary + case level: ignore primary ignorables; otherwise secondary ignorables.
                } else {
                    var c = (lower32 >> 8) & 0xFF
                    if c & 0xC0 == 0 && c > 0x01 {
                        commonCases += 1
                    } else {
                        if !upperFirst {
                            if commonCases != 0 && (c > 0x01 || !cases.isEmpty) {
                                commonCases -= 1
                                while commonCases >= Self.caseLowerFirstCommonMaxCount {
                                    cases.append(UInt8(Self.caseLowerFirstCommonMiddle << 4))
                                    commonCases -= Self.caseLowerFirstCommonMaxCount
                                }
                                let b = c <= 0x01
                                    ? Self.caseLowerFirstCommonLow + UInt32(commonCases)
                                    : Self.caseLowerFirstCommonHigh - UInt32(commonCases)
                                cases.append(UInt8(b << 4))
                                commonCases = 0
                            }
                            if c > 0x01 { c = (Self.caseLowerFirstCommonHigh + (c >> 6)) << 4 }
                        } else {
                            if commonCases != 0 {
                                commonCases -= 1
                                while commonCases >= Self.caseUpperFirstCommonMaxCount {
                                    cases.append(UInt8(Self.caseUpperFirstCommonLow << 4))
                                    commonCases -= Self.caseUpperFirstCommonMaxCount
                                }
                                cases.append(UInt8((Self.caseUpperFirstCommonLow + UInt32(commonCases)) << 4))
                                commonCases = 0
                            }
                            if c > 0x01 { c = (Self.caseUpperFirstCommonLow - (c >> 6)) << 4 }
                        }
                        cases.append(UInt8(truncatingIfNeeded: c))
                    }
                }
            }

            if tertiaryLevel {
                var t = lower32 & tertiaryMask
                if t == CollationLayout.commonWeight16 {
                    commonTertiaries += 1
                } else if tertiaryMask & 0x8000 == 0 {
                    // Without case bits: lead bytes 06..3F move to C6..FF.
                    if commonTertiaries != 0 {
                        commonTertiaries -= 1
                        while commonTertiaries >= Self.tertiaryOnlyCommonMaxCount {
                            tertiaries.append(UInt8(Self.tertiaryOnlyCommonMiddle))
                            commonTertiaries -= Self.tertiaryOnlyCommonMaxCount
                        }
                        let b = t < CollationLayout.commonWeight16
                            ? Self.tertiaryOnlyCommonLow + UInt32(commonTertiaries)
                            : Self.tertiaryOnlyCommonHigh - UInt32(commonTertiaries)
                        tertiaries.append(UInt8(b))
                        commonTertiaries = 0
                    }
                    if t > CollationLayout.commonWeight16 { t += 0xC000 }
                    tertiaries.appendWeight16(t)
                } else if !upperFirst {
                    // Lower first: lead bytes 06..BF move to 46..FF.
                    if commonTertiaries != 0 {
                        commonTertiaries -= 1
                        while commonTertiaries >= Self.tertiaryLowerFirstCommonMaxCount {
                            tertiaries.append(UInt8(Self.tertiaryLowerFirstCommonMiddle))
                            commonTertiaries -= Self.tertiaryLowerFirstCommonMaxCount
                        }
                        let b = t < CollationLayout.commonWeight16
                            ? Self.tertiaryLowerFirstCommonLow + UInt32(commonTertiaries)
                            : Self.tertiaryLowerFirstCommonHigh - UInt32(commonTertiaries)
                        tertiaries.append(UInt8(b))
                        commonTertiaries = 0
                    }
                    if t > CollationLayout.commonWeight16 { t += 0x4000 }
                    tertiaries.appendWeight16(t)
                } else {
                    // Upper first: case bits inverted, lowercase above the common range.
                    if t <= 0x0100 {
                        // separators unchanged
                    } else if lower32 > 0xFFFF {
                        t ^= 0xC000
                        if t < Self.tertiaryUpperFirstCommonHigh << 8 { t -= 0x4000 }
                    } else {
                        t += 0x4000
                    }
                    if commonTertiaries != 0 {
                        commonTertiaries -= 1
                        while commonTertiaries >= Self.tertiaryUpperFirstCommonMaxCount {
                            tertiaries.append(UInt8(Self.tertiaryUpperFirstCommonMiddle))
                            commonTertiaries -= Self.tertiaryUpperFirstCommonMaxCount
                        }
                        let b = t < Self.tertiaryUpperFirstCommonLow << 8
                            ? Self.tertiaryUpperFirstCommonLow + UInt32(commonTertiaries)
                            : Self.tertiaryUpperFirstCommonHigh - UInt32(commonTertiaries)
                        tertiaries.append(UInt8(b))
                        commonTertiaries = 0
                    }
                    tertiaries.appendWeight16(t)
                }
            }

            if quaternaryLevel {
                var q = lower32 & 0xFFFF
                if q & 0xC0 == 0 && q > 0x0100 {
                    commonQuaternaries += 1
                } else if q == 0x0100 && options & CollationSettings.alternateMask == 0 && quaternaries.isEmpty {
                    // Only common quaternaries so far, not shifted: nothing to write.
                    quaternaries.append(0x01)
                } else {
                    q = q == 0x0100 ? 0x01 : 0xFC + ((q >> 6) & 3)
                    if commonQuaternaries != 0 {
                        commonQuaternaries -= 1
                        while commonQuaternaries >= Self.quaternaryCommonMaxCount {
                            quaternaries.append(UInt8(Self.quaternaryCommonMiddle))
                            commonQuaternaries -= Self.quaternaryCommonMaxCount
                        }
                        let b = q < Self.quaternaryCommonLow
                            ? Self.quaternaryCommonLow + UInt32(commonQuaternaries)
                            : Self.quaternaryCommonHigh - UInt32(commonQuaternaries)
                        quaternaries.append(UInt8(b))
                        commonQuaternaries = 0
                    }
                    quaternaries.append(UInt8(q))
                }
            }

            if lower32 >> 24 == 0x01 { break }  // the end (NO_CE)
        }

        // The levels after the primary one, each after a 01 and without its own final 01.
        key.append(contentsOf: UnsafeBufferPointer(start: primaries.base, count: primaries.count))
        if secondaryLevel {
            key.append(0x01)
            key.append(contentsOf: secondaries.allButLast)
        }
        if caseLevel {
            key.append(0x01)
            // Pairs of nibbles as bytes.
            var b: UInt8 = 0
            for c in cases.allButLast {
                if b == 0 {
                    b = c
                } else {
                    key.append(b | c >> 4)
                    b = 0
                }
            }
            if b != 0 { key.append(b) }
        }
        if tertiaryLevel {
            key.append(0x01)
            key.append(contentsOf: tertiaries.allButLast)
        }
        if quaternaryLevel {
            key.append(0x01)
            key.append(contentsOf: quaternaries.allButLast)
        }
    }
}
