/// The collation elements of the code points below U+0800 (Latin, Greek, Cyrillic, Armenian,
/// Hebrew, Arabic, Syriac, Thaana, N'Ko) that need nothing around them, resolved once per
/// collation: for the key writer's direct path, which keys a name made only of such characters
/// from its UTF-8 with no scalar buffer, no trie look-up and no element iterator
/// (`SortKeyWriter.collectDirect`). Any other character sends the name the general way.
///
/// A code point has an entry when, in this collation, its CE32 (the root's where the tailoring
/// falls back) is simple, a long primary, a long secondary, an expansion (é as e and an acute)
/// or a digit's own (without numeric digits), or starts only contractions whose every suffix
/// starts with a combining mark (и and й's breve in the root; a, å and ä in Swedish), whose
/// own elements serve when no mark follows: never a prefix's or another contraction's start,
/// or a Hangul syllable. Where the collation normalizes, only a character with no leading
/// combining class has one, so that a text of them is in FCD form and the general path would
/// not reorder it either. A collation has entries only with the common settings (tertiary
/// strength, no case level or case first, no French accents, nothing shifted, no numeric
/// digits): the direct path writes those levels alone.
///
/// An element here is a CE with its primary reordered, and flags in bits 7–0 (0 in every CE,
/// the quaternary's bits, which the common settings never write).
struct DirectElements: Sendable {
    /// The code points with entries: those of two UTF-8 bytes or fewer.
    static let limit = 0x800
    /// The entry of a code point that the general path keys.
    static let none = UInt64.max
    /// An element's primary lead byte is compressible (a property of the lead byte before
    /// reordering, which the element's primary has already had).
    static let compressibleBit: UInt64 = 0x40
    /// An entry whose elements serve only when no combining mark follows (the code point starts
    /// contractions with marks).
    static let markContractionBit: UInt64 = 0x02
    /// The entry of a code point with a leading combining class (a combining mark), which would
    /// continue such a contraction.
    static let markBit: UInt64 = 0x01
    /// An entry of more than one element: `expansions[high 32 bits]`, as many as bits 15–8 say.
    static let expansionBit: UInt64 = 0x04

    /// Per code point below `limit`: its one element, or where its elements start in
    /// `expansions` (`expansionBit`), with `markContractionBit` and `markBit` where they apply;
    /// 0 for a character the collation ignores; `none` for one the general path keys. Empty
    /// when the collation's settings are not the common ones.
    let entries: [UInt64]
    /// The elements of the code points that have more than one.
    let expansions: [UInt64]

    init(data: CollationData, settings: CollationSettings, writesCommonLevels: Bool, compressible: UnsafePointer<Bool>) {
        guard writesCommonLevels, settings.options & CollationSettings.numeric == 0 else {
            entries = []
            expansions = []
            return
        }
        let normalization = Normalization.shared
        var expansions: [UInt64] = []
        // A CE as the direct path reads it; nil for one it cannot write as the general loop does.
        func element(_ ce: UInt64) -> UInt64? {
            var primary = UInt32(truncatingIfNeeded: ce >> 32)
            let lower = UInt32(truncatingIfNeeded: ce)
            // The end marker's secondary (01) would end the key; bits 7–0 hold the flags.
            guard lower >> 24 != 0x01, lower & 0xFF == 0 else { return nil }
            if primary == 0 { return ce }
            guard primary > CollationLayout.noCEPrimary, lower != 0 else { return nil }
            let isCompressible = compressible[Int(primary >> 24)]
            if settings.hasReordering { primary = settings.reorder(primary) }
            return UInt64(primary) << 32 | UInt64(lower) | (isCompressible ? Self.compressibleBit : 0)
        }
        entries = (0..<UInt32(Self.limit)).map { c in
            let isMark = normalization.fcd16(c) >> 8 != 0
            guard let (ces, startsMarkContraction) = Self.elements(c, data), !settings.checksFCD || !isMark,
                  ces.count < 256 else { return Self.none }
            let written = ces.compactMap(element)
            guard written.count == ces.count else { return Self.none }
            let flags = (startsMarkContraction ? Self.markContractionBit : 0) | (isMark ? Self.markBit : 0)
            if written.count == 1 { return written[0] | flags }
            let start = UInt64(expansions.count)
            expansions += written
            return start << 32 | UInt64(written.count) << 8 | Self.expansionBit | flags
        }
        self.expansions = expansions
    }

    /// The CEs of a code point as `CollationElements` finds them, and whether they serve only
    /// before a character that is not a combining mark; nil when they depend on other context
    /// or are computed from the code point.
    private static func elements(_ c: UInt32, _ data: CollationData) -> ([UInt64], Bool)? {
        var d = data
        var ce32 = d.ce32(c)
        if ce32 == CollationLayout.fallbackCE32, let base = d.base {
            d = base.pointee
            ce32 = d.ce32(c)
        }
        if let ces = selfContained(ce32, d) { return (ces, false) }
        // Contractions whose every suffix starts with a combining mark: the default elements,
        // when they are self-contained, serve before anything else.
        guard CollationLayout.tag(ce32) == .contraction, ce32 & CollationLayout.contractNextCCC != 0,
              let ces = selfContained(d.contextCE32(at: CollationLayout.index(ce32)), d) else { return nil }
        return (ces, true)
    }

    /// The CEs of a CE32 that needs no context.
    private static func selfContained(_ ce32: UInt32, _ d: CollationData) -> [UInt64]? {
        if ce32 & 0xFF < CollationLayout.specialLowByte { return [CollationLayout.ceFromSimple(ce32)] }
        switch CollationLayout.tag(ce32) {
        case .longPrimary, .longSecondary:
            return [CollationLayout.ce(from: ce32)]
        case .latinExpansion:
            return [CollationLayout.latinCE0(ce32), CollationLayout.latinCE1(ce32)]
        case .expansion32:
            let start = CollationLayout.index(ce32)
            return (start..<(start + CollationLayout.length(ce32))).map { CollationLayout.ce(from: d.ce32s[$0]) }
        case .expansion:
            let start = CollationLayout.index(ce32)
            return (start..<(start + CollationLayout.length(ce32))).map { d.ces[$0] }
        case .digit:
            let digit = d.ce32s[CollationLayout.index(ce32)]
            return digit & 0xFF < CollationLayout.specialLowByte ? [CollationLayout.ceFromSimple(digit)] : nil
        default:
            return nil
        }
    }
}
