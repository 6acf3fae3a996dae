import Collation

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
        /// The five levels' buffers, at a pointer rather than in stored properties: reading
        /// and writing them then needs no exclusivity check at run time (a class's stored
        /// property has one per access, a tenth of keying a short name).
        private let levels: UnsafeMutablePointer<LevelBuffer> = {
            let levels = UnsafeMutablePointer<LevelBuffer>.allocate(capacity: 5)
            levels.initialize(from: [64, 64, 16, 64, 16].map(LevelBuffer.init(capacity:)), count: 5)
            return levels
        }()
        var primaries: LevelBuffer { unsafeAddress { UnsafePointer(levels) } unsafeMutableAddress { levels } }
        var secondaries: LevelBuffer { unsafeAddress { UnsafePointer(levels + 1) } unsafeMutableAddress { levels + 1 } }
        var cases: LevelBuffer { unsafeAddress { UnsafePointer(levels + 2) } unsafeMutableAddress { levels + 2 } }
        var tertiaries: LevelBuffer { unsafeAddress { UnsafePointer(levels + 3) } unsafeMutableAddress { levels + 3 } }
        var quaternaries: LevelBuffer { unsafeAddress { UnsafePointer(levels + 4) } unsafeMutableAddress { levels + 4 } }
        /// The elements of a character of several (an expansion, a Hangul syllable's jamo), for
        /// the direct path.
        let several = UnsafeMutablePointer<UInt64>.allocate(capacity: DirectElements.mostElements)
        /// The direct path's entries of characters from U+0800 up, as `DirectElements.entry`
        /// gave them, by the low bits of the code point (a name's Han, kana or Hangul come from a
        /// few thousand characters; working one out takes a trie look-up, a range's arithmetic
        /// for Han, the reordering); a slot's code point is 0 while it holds none. 8,192 slots
        /// (96 KB with their entries): at 2,048, a list of Korean or mixed names resolved the
        /// characters that shared a slot again and again (Korean names' keys 12% more
        /// instructions, the multilingual list's 5%); at 16,384, no better. Until the scratch
        /// resolves its first character they are `emptySlots`, which hold none and are never
        /// written (``holdOwnSlots()``; read and written with no exclusivity check, as the levels are:
        /// the scratch is one thread's): a maker made for a few keys (the index's boundaries and
        /// letters, as a collator is made) zeroed 96 KB for nothing, a fifth of grouping ten names.
        @exclusivity(unchecked) private(set) var resolvedCodePoints = Scratch.emptySlots.codePoints
        @exclusivity(unchecked) private(set) var resolvedEntries = Scratch.emptySlots.entries
        /// The elements of the characters of a few that the slots hold (`keptElementsPerSlot` a
        /// slot), which their entries point to with `keptElementsBit`; written before read (a
        /// slot's part only once its entry says so), so left uninitialized until then (and,
        /// with the empty slots, the empty entries: no entry points there).
        @exclusivity(unchecked) private(set) var keptElements = Scratch.emptySlots.entries
        @exclusivity(unchecked) private var holdsOwnSlots = false
        /// The contractions the direct path worked out (``DirectElements/resolveContraction(_:next:third:below:into:)``),
        /// by their start and the character after it (``contractionKey(_:_:)``), or the two after
        /// it where the second decides (``contractionKey(_:_:_:)``): `contractionSlotWords` words a
        /// slot, its key (`UInt64.max` while it holds none), its count of elements with how many
        /// characters after the start they take, and up to `contractionElements` elements.
        /// Working one out (the start's data, a trie step, the elements of its CE32) cost a Thai
        /// name with a prevowel about 320 instructions, a sixth of its key, at every meeting; the
        /// pairs a list meets are a few hundred (5 prevowels before 44 consonants). Made at the
        /// first contraction (16 KB), none for a key maker that meets none.
        @exclusivity(unchecked) private var contractions: UnsafeMutablePointer<UInt64>?
        static let contractionCount = 512
        static let contractionSlotWords = 4
        static let contractionElements = contractionSlotWords - 2
        /// The length of the key that the direct path put together after the primaries
        /// (``DirectLevels/finishKey(in:)``); read and written with no exclusivity check, as the
        /// slots are.
        @exclusivity(unchecked) var directKeyLength = 0
        /// The most code units a text may have for the direct path's empty levels to hold it
        /// (``makeDirectRoom(units:)``), as of the levels' last growth there: below the truth
        /// after a growth elsewhere, never above it (a level's buffer only grows).
        @exclusivity(unchecked) private var directRoomUnits = -1
        /// Slots that hold no character (code point 0, entry 0), shared by every scratch until
        /// it resolves one. Never written, never freed.
        private nonisolated(unsafe) static let emptySlots = (
            codePoints: { () -> UnsafeMutablePointer<UInt32> in
                let table = UnsafeMutablePointer<UInt32>.allocate(capacity: Scratch.resolvedCount)
                table.initialize(repeating: 0, count: Scratch.resolvedCount)
                return table
            }(),
            entries: { () -> UnsafeMutablePointer<UInt64> in
                let table = UnsafeMutablePointer<UInt64>.allocate(capacity: Scratch.resolvedCount)
                table.initialize(repeating: 0, count: Scratch.resolvedCount)
                return table
            }())

        /// Gives the scratch slots of its own (empty), before it keeps a resolved character.
        @inline(__always)
        func holdOwnSlots() {
            guard !holdsOwnSlots else { return }
            holdsOwnSlots = true
            resolvedCodePoints = .allocate(capacity: Self.resolvedCount)
            resolvedCodePoints.initialize(repeating: 0, count: Self.resolvedCount)
            resolvedEntries = .allocate(capacity: Self.resolvedCount)
            resolvedEntries.initialize(repeating: 0, count: Self.resolvedCount)
            keptElements = .allocate(capacity: Self.resolvedCount * Self.keptElementsPerSlot)
        }
        /// The key of a contraction's start `c` and the character after it, `next`
        /// (`DirectInput.end` at the text's end or `unsupported`): the two code points side by side.
        @inline(__always)
        static func contractionKey(_ c: UInt32, _ next: UInt32) -> UInt64 {
            UInt64(c) << 32 | UInt64(next)
        }

        /// The key of a contraction's start and the two characters after it: 21 bits each
        /// (`end` and `unsupported` as 0x1FFFFF and 0x1FFFFE, above every code point) and the top
        /// bit, which no two characters' key has.
        @inline(__always)
        static func contractionKey(_ c: UInt32, _ next: UInt32, _ third: UInt32) -> UInt64 {
            1 << 63 | UInt64(c & 0x1F_FFFF) << 42 | UInt64(next & 0x1F_FFFF) << 21 | UInt64(third & 0x1F_FFFF)
        }

        /// The count a slot holds for two characters whose contraction the third decides: its
        /// answer is kept under the three's key.
        static let thirdDecides = 0xFF

        /// Whether the scratch has made its memory of contractions (for tests).
        var holdsContractions: Bool { contractions != nil }

        /// The slot of a contraction's key: its two halves (the start and the next character, or
        /// for three characters the start's and the next's bits and the next's and the third's)
        /// each spread by a multiplicative hash, its top bits (a Thai prevowel's 44 consonants, a
        /// Slovak c's letters, mostly each a slot of their own).
        @inline(__always)
        private static func contractionSlot(_ key: UInt64) -> Int {
            let spread = UInt32(truncatingIfNeeded: key >> 32) &* 0x9E37_79B1 ^ UInt32(truncatingIfNeeded: key) &* 0x85EB_CA77
            return Int(spread >> 23 & UInt32(contractionCount - 1)) * contractionSlotWords
        }

        /// The elements of the contraction kept for `key` (``holdContraction(_:count:takes:elements:)``),
        /// copied into `elements`: their count (``thirdDecides`` for a pair whose third
        /// character decides) and how many characters after the start they take; nil where
        /// none is kept.
        @inline(__always)
        func heldContraction(_ key: UInt64, into elements: UnsafeMutablePointer<UInt64>) -> (count: Int, takes: Int)? {
            guard let contractions else { return nil }
            let slot = contractions + Self.contractionSlot(key)
            guard slot[0] == key else { return nil }
            // (Both words, whatever the count, as two moves: `several` has room for them, and a
            // copy of `count` was a call to `memmove`, a third of a kept contraction's cost.)
            elements[0] = slot[2]
            elements[1] = slot[3]
            return (Int(slot[1] & 0xFF), Int(slot[1] >> 8))
        }

        /// Keeps a contraction's elements (or ``thirdDecides``) for `key`, when they are few
        /// enough for a slot; a slot's earlier contraction gives way.
        func holdContraction(_ key: UInt64, count: Int, takes: Int, elements: UnsafePointer<UInt64>) {
            guard count > 0, count <= Self.contractionElements || count == Self.thirdDecides else { return }
            if contractions == nil {
                let slots = UnsafeMutablePointer<UInt64>.allocate(capacity: Self.contractionCount * Self.contractionSlotWords)
                slots.initialize(repeating: .max, count: Self.contractionCount * Self.contractionSlotWords)
                contractions = slots
            }
            guard let contractions else { return }
            let slot = contractions + Self.contractionSlot(key)
            slot[0] = key
            slot[1] = UInt64(count) | UInt64(takes) << 8
            if count <= Self.contractionElements { (slot + 2).update(from: elements, count: count) }
        }

        static let keptElementsPerSlot = 4
        /// An expansion entry whose elements are in `keptElements` (a bit no entry of the table has).
        static let keptElementsBit: UInt64 = 0x10
        static let resolvedCount = 8192
        /// The direct path's room for elements beyond one per code unit of its text, made
        /// again when characters of several elements use it up.
        static let spareElements = 32
        /// The most bytes one element adds to a level on the direct path: a primary's four and
        /// the byte that closes a run of its lead; a secondary's or tertiary's two, the byte of
        /// the run of common weights before it and, at most once per 33 elements, a byte of a
        /// long run.
        static let bytesPerElement = 5

        /// Grows the direct path's levels, their bytes kept, until each has room for `elements`
        /// more elements and the end's bytes.
        @inline(__always)
        func makeRoom(elements: Int) {
            let room = elements * Self.bytesPerElement + 8
            if primaries.capacity - primaries.count < room || secondaries.capacity - secondaries.count < room
                || tertiaries.capacity - tertiaries.count < room {
                grow(room: room)
            }
        }

        /// Room in the empty levels for a text of `units` code units (``makeRoom(elements:)``
        /// with the spare elements), asked as one comparison: the product and three
        /// capacities' comparisons cost every key about a dozen instructions.
        @inline(__always)
        func makeDirectRoom(units: Int) {
            if units > directRoomUnits { growDirectRoom(units: units) }
        }

        @inline(never)
        private func growDirectRoom(units: Int) {
            makeRoom(elements: units + Self.spareElements)
            let smallest = min(primaries.capacity, secondaries.capacity, tertiaries.capacity)
            directRoomUnits = (smallest - 8) / Self.bytesPerElement - Self.spareElements
        }

        @inline(never)
        private func grow(room: Int) {
            primaries.grow(toHold: primaries.count + room)
            secondaries.grow(toHold: secondaries.count + room)
            tertiaries.grow(toHold: tertiaries.count + room)
        }

        init() {}

        deinit {
            for level in 0..<5 { levels[level].base.deallocate() }
            levels.deinitialize(count: 5)
            levels.deallocate()
            several.deallocate()
            contractions?.deallocate()
            if holdsOwnSlots {
                resolvedCodePoints.deallocate()
                resolvedEntries.deallocate()
                keptElements.deallocate()
            }
        }
    }

    /// Bytes at a pointer, with room for `capacity`; grows by doubling.
    struct LevelBuffer {
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
            grow(toHold: capacity * 2)
        }

        /// Room for `total` bytes at least (by doubling), the bytes kept.
        mutating func grow(toHold total: Int) {
            var larger = capacity
            while larger < total { larger *= 2 }
            guard larger > capacity else { return }
            let moved = UnsafeMutablePointer<UInt8>.allocate(capacity: larger)
            moved.update(from: base, count: count)
            base.deallocate()
            base = moved
            capacity = larger
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

        /// A primary weight: its lead byte written once for a run of primaries with the same
        /// compressible lead (`previous` the run's last, 0 for none), the run closed by 03 when a
        /// lower primary follows and by FF when a higher one does; then its other bytes.
        @inline(__always)
        mutating func appendPrimary(_ p: UInt32, compressible: Bool, previous: inout UInt32) {
            let p1 = p >> 24
            if !compressible || p1 != previous >> 24 {
                if previous != 0 {
                    if p < previous {
                        // No terminator at the end of the level or a merged segment.
                        if p1 > 2 { append(0x03) }
                    } else {
                        append(0xFF)
                    }
                }
                append(UInt8(p1))
                previous = compressible ? p : 0
            }
            let p2 = UInt8(truncatingIfNeeded: p >> 16)
            if p2 != 0 {
                append(p2)
                let p3 = UInt8(truncatingIfNeeded: p >> 8)
                if p3 != 0 {
                    append(p3)
                    let p4 = UInt8(truncatingIfNeeded: p)
                    if p4 != 0 { append(p4) }
                }
            }
        }

        /// A run of `count` common weights, if any, as one byte that also says whether the
        /// weight after the run is lower (`low + n`) or higher (`high - n`), after a `middle`
        /// byte for each `maxCount` of a long run; `count` back to 0.
        @inline(__always)
        mutating func appendCommonRun(_ count: inout Int, beforeLower: Bool, low: UInt32, middle: UInt32, high: UInt32, maxCount: Int) {
            guard count != 0 else { return }
            count -= 1
            while count >= maxCount {
                append(UInt8(middle))
                count -= maxCount
            }
            append(UInt8(beforeLower ? low + UInt32(count) : high - UInt32(count)))
            count = 0
        }

        /// A secondary weight other than the common one, after the run of common ones before it.
        @inline(__always)
        mutating func appendSecondary(_ s: UInt32, after commonCount: inout Int) {
            appendCommonRun(&commonCount, beforeLower: s < CollationLayout.commonWeight16, low: SortKeyWriter.secondaryCommonLow,
                            middle: SortKeyWriter.secondaryCommonMiddle, high: SortKeyWriter.secondaryCommonHigh, maxCount: SortKeyWriter.secondaryCommonMaxCount)
            appendWeight16(s)
        }

        /// A tertiary weight without case bits other than the common one, after the run of
        /// common ones before it: lead bytes 06..3F move to C6..FF.
        @inline(__always)
        mutating func appendTertiaryWithoutCase(_ t: UInt32, after commonCount: inout Int) {
            appendCommonRun(&commonCount, beforeLower: t < CollationLayout.commonWeight16, low: SortKeyWriter.tertiaryOnlyCommonLow,
                            middle: SortKeyWriter.tertiaryOnlyCommonMiddle, high: SortKeyWriter.tertiaryOnlyCommonHigh, maxCount: SortKeyWriter.tertiaryOnlyCommonMaxCount)
            appendWeight16(t > CollationLayout.commonWeight16 ? t + 0xC000 : t)
        }

        /// The bytes but the last (the level's own end, a 01), for the key.
        var allButLast: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: base, count: max(count - 1, 0)) }
    }

    // Common-weight compression ranges.
    static let secondaryCommonLow: UInt32 = 0x05, secondaryCommonMiddle: UInt32 = 0x25, secondaryCommonHigh: UInt32 = 0x45
    static let secondaryCommonMaxCount = 0x21
    private static let caseLowerFirstCommonLow: UInt32 = 1, caseLowerFirstCommonMiddle: UInt32 = 7, caseLowerFirstCommonHigh: UInt32 = 13
    private static let caseLowerFirstCommonMaxCount = 7
    private static let caseUpperFirstCommonLow: UInt32 = 3, caseUpperFirstCommonMaxCount = 13
    static let tertiaryOnlyCommonLow: UInt32 = 0x05, tertiaryOnlyCommonMiddle: UInt32 = 0x65, tertiaryOnlyCommonHigh: UInt32 = 0xC5
    static let tertiaryOnlyCommonMaxCount = 0x61
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

    /// Whether the settings are the common ones (tertiary strength and none of the options
    /// above): those of most locales, and the only ones the direct path writes.
    var writesCommonLevels: Bool { settings.options & Self.uncommonOptions == 0 && settings.strength == 2 }

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
                quaternaries.appendCommonRun(&commonQuaternaries, beforeLower: true, low: Self.quaternaryCommonLow,
                                             middle: Self.quaternaryCommonMiddle, high: Self.quaternaryCommonHigh, maxCount: Self.quaternaryCommonMaxCount)
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
                primaries.appendPrimary(p, compressible: isCompressible, previous: &previousReorderedPrimary)
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
                    secondaries.appendSecondary(s, after: &commonSecondaries)
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
                    tertiaries.appendTertiaryWithoutCase(t, after: &commonTertiaries)
                } else if !upperFirst {
                    // Lower first: lead bytes 06..BF move to 46..FF.
                    tertiaries.appendCommonRun(&commonTertiaries, beforeLower: t < CollationLayout.commonWeight16, low: Self.tertiaryLowerFirstCommonLow,
                                               middle: Self.tertiaryLowerFirstCommonMiddle, high: Self.tertiaryLowerFirstCommonHigh,
                                               maxCount: Self.tertiaryLowerFirstCommonMaxCount)
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
                    tertiaries.appendCommonRun(&commonTertiaries, beforeLower: t < Self.tertiaryUpperFirstCommonLow << 8, low: Self.tertiaryUpperFirstCommonLow,
                                               middle: Self.tertiaryUpperFirstCommonMiddle, high: Self.tertiaryUpperFirstCommonHigh,
                                               maxCount: Self.tertiaryUpperFirstCommonMaxCount)
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
                    quaternaries.appendCommonRun(&commonQuaternaries, beforeLower: q < Self.quaternaryCommonLow, low: Self.quaternaryCommonLow,
                                                 middle: Self.quaternaryCommonMiddle, high: Self.quaternaryCommonHigh, maxCount: Self.quaternaryCommonMaxCount)
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
