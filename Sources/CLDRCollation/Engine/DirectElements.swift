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
/// Characters from U+0800 up are resolved as the direct path meets them (`entry(_:)`), by the
/// same rules, Han by its range and Hangul syllables by their jamo included.
///
/// An element here is a CE with its primary reordered, without its quaternary bits (7–6, which
/// tertiary strength never writes: Japanese katakana have them), and flags in bits 5–0 (0 in
/// every CE).
///
/// A class, made once per collation and shared by its key makers: the direct path takes it by
/// reference, so that no table or setting is retained per name.
final class DirectElements: @unchecked Sendable {  // immutable; its tables are its own

    /// The code points with entries: those of two UTF-8 bytes or fewer.
    static let limit = 0x800
    /// The entry of a code point that the general path keys.
    static let none = UInt64.max
    /// An element's primary lead byte is compressible (a property of the lead byte before
    /// reordering, which the element's primary has already had).
    static let compressibleBit: UInt64 = 0x08
    /// An entry whose elements serve only when no combining mark follows (the code point starts
    /// contractions with marks).
    static let markContractionBit: UInt64 = 0x02
    /// The entry of a code point with a leading combining class (a combining mark), which would
    /// continue such a contraction.
    static let markBit: UInt64 = 0x01
    /// An entry of more than one element: `expansions[high 32 bits]`, as many as bits 15–8 say.
    static let expansionBit: UInt64 = 0x04
    /// What `entry(_:)` answers for a character of several elements, which
    /// `elements(of:into:)` writes: a Hangul syllable's jamo, an expansion.
    static let several = UInt64.max - 1
    /// The most elements `elements(of:into:)` writes.
    static let mostElements = 31

    /// Per code point below `limit`: its one element, or where its elements start in
    /// `expansions` (`expansionBit`), with `markContractionBit` and `markBit` where they apply;
    /// 0 for a character the collation ignores; `none` for one the general path keys.
    let entries: UnsafeMutablePointer<UInt64>
    /// The elements of the code points that have more than one (and one more word).
    let expansions: UnsafeMutablePointer<UInt64>
    private let expansionCount: Int
    // What resolves the characters above the table.
    private let data: CollationData
    private let settings: CollationSettings
    private let compressible: UnsafePointer<Bool>
    private let normalization = Normalization.shared

    /// Whether the collation's settings are the common ones (tertiary strength and none of the
    /// options that change the levels' bytes), which the direct path writes: else every
    /// character's entry is `none`.
    let isEnabled: Bool

    /// The direct path's elements for a collation.
    init(data: CollationData, settings: CollationSettings, writesCommonLevels: Bool, compressible: UnsafePointer<Bool>) {
        self.data = data
        self.settings = settings
        self.compressible = compressible
        isEnabled = writesCommonLevels && settings.options & CollationSettings.numeric == 0
        let isEnabled = isEnabled
        let normalization = Normalization.shared
        var expansions: [UInt64] = []
        func element(_ ce: UInt64) -> UInt64? { Self.element(ce, settings: settings, compressible: compressible) }
        let entries = (0..<UInt32(Self.limit)).map { c in
            guard isEnabled else { return Self.none }
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
        self.entries = .allocate(capacity: Self.limit)
        self.entries.initialize(from: entries, count: Self.limit)
        expansionCount = expansions.count + 1
        self.expansions = .allocate(capacity: expansionCount)
        self.expansions.initialize(from: expansions + [0], count: expansionCount)
    }

    deinit {
        entries.deallocate()
        expansions.deallocate()
    }

    /// The entries below `limit`, for tests.
    var table: [UInt64] { Array(UnsafeBufferPointer(start: entries, count: Self.limit)) }

    /// A CE as the direct path reads it (its primary reordered, `compressibleBit`); nil for one
    /// it cannot write as the general loop does.
    @inline(__always)
    static func element(_ ce: UInt64, settings: CollationSettings, compressible: UnsafePointer<Bool>) -> UInt64? {
        var primary = UInt32(truncatingIfNeeded: ce >> 32)
        let lower = UInt32(truncatingIfNeeded: ce) & ~0xC0
        // The end marker's secondary (01) would end the key; bits 5–0 hold the flags; a CE of
        // quaternary bits alone is none the general loop writes as nothing.
        guard lower >> 24 != 0x01, lower & 0x3F == 0, lower != 0 || UInt32(truncatingIfNeeded: ce) == 0 else { return nil }
        if primary == 0 { return UInt64(lower) }
        guard primary > CollationLayout.noCEPrimary, lower != 0 else { return nil }
        let isCompressible = compressible[Int(primary >> 24)]
        if settings.hasReordering { primary = settings.reorder(primary) }
        return UInt64(primary) << 32 | UInt64(lower) | (isCompressible ? Self.compressibleBit : 0)
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

extension DirectElements {
    // Resolving the characters from U+0800 up (above the table) as the direct path meets them:
    // one element each (simple, long, Han by its range, a contraction's default before no
    // mark, an unassigned code point's), or several (an expansion, a Hangul syllable's jamo);
    // anything else is left to the general path.

    /// The entry of a character from U+0800 up, as the table's (one element, flags):
    /// `several` for one whose elements `elements(of:into:)` writes, `none` for what the
    /// general path keys.
    @inline(__always)
    func entry(_ c: UInt32) -> UInt64 {
        var d = data
        var ce32 = d.ce32(c)
        if ce32 == CollationLayout.fallbackCE32, let base = d.base {
            d = base.pointee
            ce32 = d.ce32(c)
        }
        var flags: UInt64 = 0
        if normalization.fcd16(c) >> 8 != 0 {
            // A combining mark: reordered where the collation normalizes.
            if settings.checksFCD { return DirectElements.none }
            flags = DirectElements.markBit
        }
        var ce: UInt64
        if ce32 & 0xFF < CollationLayout.specialLowByte {
            ce = CollationLayout.ceFromSimple(ce32)
        } else {
            switch CollationLayout.tag(ce32) {
            case .longPrimary, .longSecondary:
                ce = CollationLayout.ce(from: ce32)
            case .offset:
                ce = d.ceFromOffset(c, ce32)
            case .implicit:
                ce = CollationLayout.unassignedCE(c)
            case .hangul:
                return ce32 & CollationLayout.hangulNoSpecialJamo != 0 && flags == 0 ? DirectElements.several : DirectElements.none
            case .expansion, .expansion32, .latinExpansion:
                return flags == 0 ? DirectElements.several : DirectElements.none
            case .contraction:
                // Only contractions with marks (か and the voicing mark), before no mark.
                let defaultCE32 = d.contextCE32(at: CollationLayout.index(ce32))
                guard ce32 & CollationLayout.contractNextCCC != 0, Self.isOneElement(defaultCE32) else { return DirectElements.none }
                ce = CollationLayout.ce(from: defaultCE32)
                flags |= DirectElements.markContractionBit
            default:
                return DirectElements.none
            }
        }
        guard let element = DirectElements.element(ce, settings: settings, compressible: compressible) else { return DirectElements.none }
        return element | flags
    }

    /// The elements of a character for which `entry` answered `several` (a Hangul
    /// syllable's jamo, an expansion), into `elements` (room for `mostElements`); their
    /// count, or 0 where one of them is not one the direct path writes.
    func elements(of c: UInt32, into elements: UnsafeMutablePointer<UInt64>) -> Int {
        var d = data
        var ce32 = d.ce32(c)
        if ce32 == CollationLayout.fallbackCE32, let base = d.base {
            d = base.pointee
            ce32 = d.ce32(c)
        }
        var count = 0
        func add(_ ce: UInt64) -> Bool {
            guard count < Self.mostElements,
                  let element = DirectElements.element(ce, settings: settings, compressible: compressible) else { return false }
            elements[count] = element
            count += 1
            return true
        }
        switch CollationLayout.tag(ce32) {
        case .hangul:
            let syllable = c - 0xAC00
            let t = Int(syllable % 28), v = Int(syllable / 28 % 21), l = Int(syllable / 28 / 21)
            for k in 0..<(t == 0 ? 2 : 3) {
                let jamo = d.jamoCE32s[k == 0 ? l : k == 1 ? 19 + v : 39 + t]
                guard Self.isOneElement(jamo), add(CollationLayout.ce(from: jamo)) else { return 0 }
            }
        case .latinExpansion:
            guard add(CollationLayout.latinCE0(ce32)), add(CollationLayout.latinCE1(ce32)) else { return 0 }
        case .expansion32:
            let start = CollationLayout.index(ce32)
            for i in start..<(start + CollationLayout.length(ce32)) {
                guard add(CollationLayout.ce(from: d.ce32s[i])) else { return 0 }
            }
        case .expansion:
            let start = CollationLayout.index(ce32)
            for i in start..<(start + CollationLayout.length(ce32)) {
                guard add(d.ces[i]) else { return 0 }
            }
        default:
            return 0
        }
        return count
    }

    /// Whether a CE32 is one element in itself (simple, long primary or long secondary).
    @inline(__always)
    static func isOneElement(_ ce32: UInt32) -> Bool {
        if ce32 & 0xFF < CollationLayout.specialLowByte { return true }
        let tag = CollationLayout.tag(ce32)
        return tag == .longPrimary || tag == .longSecondary
    }
}
