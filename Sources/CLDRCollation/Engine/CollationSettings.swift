/// A collation's settings, as ICU keeps them (ICU4C `collationsettings.h`): strength, variable
/// handling, case order, French accents, normalization, and the script reordering that moves
/// whole scripts' primary weights (Cyrillic before Latin in Russian).
struct CollationSettings: Sendable {
    /// ICU's options bits: normalize (0x1), numeric (0x2), shifted (0x4), max variable (0x70),
    /// upper first (0x100), case first (0x200), case level (0x400), backward secondary (0x800),
    /// strength (0xF000).
    let options: UInt32
    /// The highest primary that "shifted" handling moves to the last level.
    let variableTop: UInt32
    /// The primary lead byte permutation; empty without reordering. A 0 for a lead byte other
    /// than 0 marks a byte split between scripts, looked up in `reorderRanges`.
    let reorderTable: [UInt8]
    /// (limit << 16 | signed offset) pairs for split lead bytes, from the first split one.
    let reorderRanges: [UInt32]
    let minHighNoReorder: UInt32

    static let checkFCD: UInt32 = 0x1
    static let numeric: UInt32 = 0x2
    static let alternateMask: UInt32 = 0xC
    static let upperFirst: UInt32 = 0x100
    static let caseFirst: UInt32 = 0x200
    static let caseLevel: UInt32 = 0x400
    static let backwardSecondary: UInt32 = 0x800

    init(options: UInt32, variableTop: UInt32, reorderTable: [UInt8], reorderRanges ranges: [UInt32]) {
        self.options = options
        self.variableTop = variableTop
        self.reorderTable = reorderTable
        // The ranges before the first split lead byte are in the table already.
        let firstSplit = ranges.firstIndex { $0 & 0xFF_0000 != 0 } ?? ranges.count
        if reorderTable.isEmpty || firstSplit == ranges.count {
            reorderRanges = []
            minHighNoReorder = 0
        } else {
            reorderRanges = Array(ranges[firstSplit...])
            minHighNoReorder = (ranges.last ?? 0) & 0xFFFF_0000
        }
    }

    /// 0 primary, 1 secondary, 2 tertiary, 3 quaternary, 15 identical.
    var strength: UInt32 { options >> 12 }
    var hasReordering: Bool { !reorderTable.isEmpty }
    var checksFCD: Bool { options & Self.checkFCD != 0 }

    /// A primary weight with its script moved where the reordering puts it.
    @inline(__always)
    func reorder(_ p: UInt32) -> UInt32 {
        let lead = reorderTable[Int(p >> 24)]
        if lead != 0 || p <= CollationLayout.noCEPrimary { return UInt32(lead) << 24 | (p & 0xFF_FFFF) }
        return reorderSplit(p)
    }

    private func reorderSplit(_ p: UInt32) -> UInt32 {
        if p >= minHighNoReorder { return p }
        // Round p up so that its lower half is at least any offset bits, then find its range.
        let q = p | 0xFFFF
        for range in reorderRanges where q < range {
            return p &+ (range << 24)
        }
        return p
    }

    /// The tertiary bits kept: with case bits when case first is on and case level off.
    var tertiaryMask: UInt32 {
        options & (Self.caseLevel | Self.caseFirst) == Self.caseFirst ? 0xFF3F : 0x3F3F
    }
}
