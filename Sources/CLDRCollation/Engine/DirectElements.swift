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
/// own elements serve when no mark follows: never a prefix's start, or a Hangul syllable. A
/// character, no mark, that starts other contractions (Slovak c, a Thai prevowel) has the entry
/// ``contractionStart``: its elements are worked out with the next character's where it is
/// met. Where the collation normalizes, only a character with no leading
/// combining class has one, so that a text of them is in FCD form and the general path would
/// not reorder it either. A collation has entries only with the common settings (tertiary
/// strength, no case level or case first, no French accents, nothing shifted, no numeric
/// digits): the direct path writes those levels alone.
///
/// The table and the characters from U+0800 up, which are resolved as the direct path meets
/// them, come from one function (`resolve`): Han by its range and Hangul syllables by their
/// jamo included.
///
/// An element here is a CE with its primary reordered, without its quaternary bits (7–6, which
/// tertiary strength never writes: Japanese katakana have them), and flags in bits 5–0 (0 in
/// every CE).
///
/// A class, made once per collation and shared by its key makers: the direct path takes it by
/// reference, so that no table or setting is retained per name.
final class DirectElements: @unchecked Sendable {  // set once when made; its tables are its own

    /// The code points with entries: those of two UTF-8 bytes or fewer.
    static let limit = 0x800
    /// The entry of a code point that the general path keys.
    static let none = UInt64.max
    /// An element's primary lead byte is compressible (a property of the lead byte before
    /// reordering, which the element's primary has already had).
    static let compressibleBit: UInt64 = 0x08
    /// An element's primary is one byte and its lead is not compressible: the byte alone is
    /// written, unless a compressible run before it needs closing (most Latin letters'
    /// primaries, whose bytes are otherwise taken apart one by one).
    static let oneBytePrimaryBit: UInt64 = 0x20
    /// An entry whose elements serve only when no combining mark follows (the code point starts
    /// contractions with marks).
    static let markContractionBit: UInt64 = 0x02
    /// The entry of a code point with a leading combining class (a combining mark), which would
    /// continue such a contraction.
    static let markBit: UInt64 = 0x01
    /// An entry of one element of a two-byte primary whose lead is compressible and the common
    /// secondary and tertiary, not a mark (a lowercase Cyrillic, Greek or Arabic letter, a kana
    /// in Japanese; a contraction's start with marks too, such as и, alef and か, whose
    /// `markContractionBit` the loop carries): within a run of primaries of its lead byte, its
    /// second byte and a count are all the direct path writes for it, in a loop of their own
    /// (`SortKeyWriter.collectDirect`). In bit 6, which no element has (a CE's quaternary bits,
    /// 7–6, are left out). A character from U+0800 up may have up to three such elements of one
    /// lead (a Hangul syllable's jamo): its entry is the first, with the others' second bytes
    /// in the primary's third and fourth bytes (0 in a two-byte primary), so that a syllable is
    /// its two or three bytes and a count too (``runEntry(_:count:flags:)``); such an entry is
    /// read only by that loop, never by `DirectLevels.write`. The table's entries are of one
    /// element: the tokens of a reading (`SyllableElements`) are written element by element.
    static let compressibleRunBit: UInt64 = 0x40
    /// The low 32 bits of an entry of one element whose primary (of two bytes or more: one
    /// byte has ``oneBytePrimaryBit``) has a lead that is not compressible, with the common
    /// secondary and tertiary and no flag: Han in Chinese and Japanese, which the direct path
    /// writes from U+0800 up as its primary's bytes and a count
    /// (`DirectLevels.putPlain`). (An ignorable's entry is 0, a primary's secondary is not.)
    static let plainCommon: UInt32 = 0x0500_0500
    /// An expansion entry of two elements, the second an accent's (no primary, a secondary
    /// other than the common one, the common tertiary: é as e and an acute, ά as α and a
    /// tonos), with no other flag: the accent's secondary in bits 31–16 (which an expansion's
    /// entry leaves free), for a call that writes the letter and the accent in one
    /// (`DirectLevels.withAccented`). Bit 7, which no element has.
    static let accentedBit: UInt64 = 0x80
    /// An entry of more than one element: `expansions[high 32 bits]`, as many as bits 15–8 say.
    static let expansionBit: UInt64 = 0x04
    /// What `entry(_:into:)` answers for a character of several elements, which `resolve`
    /// writes: a Hangul syllable's jamo, an expansion.
    static let several = UInt64.max - 1

    /// Whether an entry is one element of a one-byte primary (``oneBytePrimaryBit``) and the
    /// common secondary and tertiary, neither a mark nor a contraction's start nor an
    /// expansion: most Latin letters, which the direct path writes as a byte and a count.
    @inline(__always)
    static func isPlainOneByte(_ entry: UInt64) -> Bool {
        entry & (markBit | expansionBit | markContractionBit | oneBytePrimaryBit) == oneBytePrimaryBit
            && UInt32(truncatingIfNeeded: entry) & 0xFFFF_3F00 == 0x0500_0500
    }
    /// Whether an element has ``compressibleRunBit``'s properties (its flags not counted).
    static func continuesCompressibleRun(_ element: UInt64) -> Bool {
        element & compressibleBit != 0 && (element >> 32) & 0x00FF_FFFF != 0 && (element >> 32) & 0xFFFF == 0
            && UInt32(truncatingIfNeeded: element) & 0xFFFF_3F00 == 0x0500_0500
    }
    /// The entry of a character whose `count` elements (one to three) each continue a run of
    /// primaries of the first's lead (``continuesCompressibleRun(_:)``), with
    /// ``compressibleRunBit`` (and a character of several, its elements' second bytes packed,
    /// as the bit says); nil for any other, and for a mark.
    static func runEntry(_ elements: UnsafePointer<UInt64>, count: Int, flags: UInt64) -> UInt64? {
        guard count >= 1, count <= 3, flags & markBit == 0 else { return nil }
        let lead = elements[0] >> 56
        var entry = elements[0] | flags | compressibleRunBit
        for k in 0..<count {
            guard continuesCompressibleRun(elements[k]), elements[k] >> 56 == lead else { return nil }
            if k > 0 { entry |= (elements[k] >> 48 & 0xFF) << (48 - 8 * k) }
        }
        return entry
    }
    /// The count of elements a ``compressibleRunBit`` entry stands for: one, and one for each
    /// second byte packed after the first (none is 0: a primary's second byte is 02 or more).
    @inline(__always)
    static func runCount(_ entry: UInt64) -> Int {
        3 &- ((entry >> 32) & 0xFF_FFFF).trailingZeroBitCount >> 3
    }
    /// An accent's secondary weight (``accentedBit``): of an element with no primary, a
    /// secondary other than the common one and the common tertiary; nil for any other.
    static func accentSecondary(_ element: UInt64) -> UInt32? {
        let lower = UInt32(truncatingIfNeeded: element)
        let secondary = lower >> 16
        guard element >> 32 == 0, secondary != 0, secondary != CollationLayout.commonWeight16, lower & 0xFF3F == 0x0500 else { return nil }
        return secondary
    }
    /// The entry of a character, itself no mark, that starts contractions whose suffixes do not
    /// all start with a combining mark (a Thai or Lao prevowel, Slovak c, Welsh l): its
    /// elements are worked out with the next characters' (``resolveContraction(_:next:third:below:into:)``),
    /// or the general path keys them. Bits 2 and 5 clear, bits 0, 1 and 7 set: the direct
    /// path's loop takes it to the branch of several elements, and no run's loop continues with
    /// it; the tokens' paths take it for `none` (every value from it up is a character they
    /// do not key).
    static let contractionStart = UInt64.max - 4
    /// The most elements `resolve` writes (an expansion's length has five bits).
    static let mostElements = 31

    /// Per code point below `limit`: its one element, or where its elements start in
    /// `expansions` (`expansionBit`), with `markContractionBit` and `markBit` where they apply;
    /// 0 for a character the collation ignores; `none` for one the general path keys.
    let entries: UnsafeMutablePointer<UInt64>
    /// The elements of the code points that have more than one (and one more word).
    private(set) var expansions: UnsafeMutablePointer<UInt64>
    /// Per code point below `letterLimit`, a bit (word `c >> 6`, bit `c & 63`): whether it is a
    /// letter for sectioning, neither ignorable (`TextScanning.isIgnorable`) nor an overflow
    /// starter (`TextScanning.isOverflowStarter`). A name keyed by the direct path is sectioned
    /// from its primaries alone when its first character is one (`CLDRKeyMaker.startsLetter`):
    /// the two look-ups in `ScalarTraits` cost a Greek, Cyrillic or Arabic name about 60
    /// instructions, a Thai one 100. Up to U+2000, past the table of entries: the alphabets of
    /// South and Southeast Asia, Georgian, Ethiopic, Khmer (1 KB). Written out, not computed:
    /// working it out from the scalars' properties cost a collation's start 4 million
    /// instructions (a sixteenth). A test checks it against `TextScanning`, and prints these
    /// words when they differ.
    static let letterWords: [UInt64] = [
        0x0000_0000_0000_0000, 0x07FF_FFFE_07FF_FFFE, 0x0420_0400_0000_0000, 0xFF7F_FFFF_FF7F_FFFF,
        0xFFFF_FFFF_FFFF_FFFF, 0xFFFF_FFFF_FFFF_FFFF, 0xFFFF_FFFF_FFFF_FFFF, 0xFFFF_FFFF_FFFF_FFFF,
        0xFFFF_FFFF_FFFF_FFFF, 0xFFFF_FFFF_FFFF_FFFF, 0xFFFF_FFFF_FFFF_FFFF, 0x0000_501F_0003_FFC3,
        0x0000_0000_0000_0000, 0xBCDF_0000_0000_0000, 0xFFFF_FFFB_FFFF_D740, 0xFFBF_FFFF_FFFF_FFFF,
        0xFFFF_FFFF_FFFF_FFFF, 0xFFFF_FFFF_FFFF_FFFF, 0xFFFF_FFFF_FFFF_FC03, 0xFFFF_FFFF_FFFF_FFFF,
        0xFFFE_FFFF_FFFF_FFFF, 0xFFFF_FFFF_027F_FFFF, 0x0000_0000_0000_01FF, 0x0007_87FF_FFFF_0000,
        0xFFFF_FFFF_0000_0000, 0xFFFE_C000_0000_07FF, 0xFFFF_FFFF_FFFF_FFFF, 0x9C00_C060_002F_FFFF,
        0x0000_FFFF_FFFD_0000, 0xFFFF_FFFF_FFFF_E000, 0x0002_003F_FFFF_FFFF, 0x0430_07FF_FFFF_FC00,
        0x0000_0110_043F_FFFF, 0xFFFF_07FF_01FF_FFFF, 0xFFFF_FFFF_0000_FEFF, 0x0000_0000_0000_03FF,
        0x23FF_FFFF_FFFF_FFF0, 0xFFFE_0003_FF01_0000, 0x23C5_FDFF_FFF9_9FE1, 0x1003_0003_B000_4000,
        0x036D_FDFF_FFF9_87E0, 0x001C_0000_5E00_0000, 0x23ED_FDFF_FFFB_BFE0, 0x0200_0003_0001_0000,
        0x23ED_FDFF_FFF9_9FE0, 0x0002_0003_B000_0000, 0x03FF_C718_D63D_C7E8, 0x0000_0000_0001_0000,
        0x23FF_FDFF_FFFD_DFE0, 0x0000_0003_3700_0000, 0x23EF_FDFF_FFFD_DFE1, 0x0006_0003_7000_0000,
        0x27FF_FFFF_FFFD_DFF0, 0xFC00_0003_8070_4000, 0x2FFB_FFFF_FC7F_FFE0, 0x0000_0000_0000_007F,
        0x000D_FFFF_FFFF_FFFE, 0x0000_0000_0000_007F, 0x200D_FFAF_FFFF_F7D6, 0x0000_0000_F000_005F,
        0x0000_0000_0000_0001, 0x0000_1FFF_FFFF_FEFF, 0x0000_0000_0000_1F00, 0x0000_0000_0000_0000,
        0x8000_07FF_FFFF_FFFF, 0xFFE1_C062_3C3F_0000, 0xFFFF_FFFF_0000_4003, 0xF7FF_FFFF_FFFF_20BF,
        0xFFFF_FFFF_FFFF_FFFF, 0xFFFF_FFFF_FFFF_FFFF, 0xFFFF_FFFF_FFFF_FFFF, 0xFFFF_FFFF_FFFF_FFFF,
        0xFFFF_FFFF_FFFF_FFFF, 0xFFFF_FFFF_3D7F_3DFF, 0x7F3D_FFFF_FFFF_3DFF, 0xFFFF_FFFF_FF7F_FF3D,
        0xFFFF_FFFF_FF3D_FFFF, 0x0000_0000_07FF_FFFF, 0xFFFF_FFFF_0000_FFFF, 0x3F3F_FFFF_FFFF_FFFF,
        0xFFFF_FFFF_FFFF_FFFE, 0xFFFF_FFFF_FFFF_FFFF, 0xFFFF_FFFF_FFFF_FFFF, 0xFFFF_FFFF_FFFF_FFFF,
        0xFFFF_FFFF_FFFF_FFFF, 0xFFFF_FFFF_FFFF_FFFF, 0xFFFF_FFFF_FFFF_FFFF, 0xFFFF_FFFF_FFFF_FFFF,
        0xFFFF_FFFF_FFFF_FFFF, 0xFFFF_9FFF_FFFF_FFFF, 0xFFFF_FFFF_07FF_FFFE, 0x01FE_07FF_FFFF_FFFF,
        0x0003_FFFF_8003_FFFF, 0x0001_DFFF_0003_FFFF, 0x000F_FFFF_FFFF_FFFF, 0x0000_0000_1080_0000,
        0xFFFF_FFFF_0000_0000, 0x01FF_FFFF_FFFF_FFFF, 0xFFFF_05FF_FFFF_FF9F, 0x003F_FFFF_FFFF_FFFF,
        0x0000_0000_7FFF_FFFF, 0x001F_3FFF_FFFF_0000, 0xFFFF_0FFF_FFFF_FFFF, 0x0000_0000_0000_03FF,
        0xFFFF_FFFF_007F_FFFF, 0x0000_0000_001F_FFFF, 0x0000_0080_0000_0000, 0x0000_0000_0000_0000,
        0x000F_FFFF_FFFF_FFE0, 0x0000_0000_0000_1FE0, 0xFC00_C001_FFFF_FFF8, 0x0000_003F_FFFF_FFFF,
        0x0000_000F_FFFF_FFFF, 0x3FFF_FFFF_FC00_E000, 0xE7FF_FFFF_FFFF_07FF, 0x046F_DE00_0000_0000,
        0xFFFF_FFFF_FFFF_FFFF, 0xFFFF_FFFF_FFFF_FFFF, 0xFFFF_FFFF_FFFF_FFFF, 0x0000_0000_0000_0000,
        0xFFFF_FFFF_FFFF_FFFF, 0xFFFF_FFFF_FFFF_FFFF, 0xFFFF_FFFF_FFFF_FFFF, 0xFFFF_FFFF_FFFF_FFFF,
        0xFFFF_FFFF_3F3F_FFFF, 0x3FFF_FFFF_AAFF_3F3F, 0x5FDF_FFFF_FFFF_FFFF, 0x1FDC_1FFF_0FCF_1FDC,
    ]
    /// ``letterWords`` where the direct path reads them with no check, shared by every collation.
    let letters: UnsafePointer<UInt64> = DirectElements.sharedLetters
    private nonisolated(unsafe) static let sharedLetters: UnsafePointer<UInt64> = {
        let words = UnsafeMutablePointer<UInt64>.allocate(capacity: letterLimit / 64)
        words.initialize(from: letterWords, count: letterLimit / 64)
        return UnsafePointer(words)
    }()
    // What resolves the characters.
    private let data: CollationData
    private let settings: CollationSettings
    private let compressible: UnsafePointer<Bool>
    private let normalization = Normalization.shared

    /// Whether the collation's settings are the common ones (tertiary strength and none of the
    /// options that change the levels' bytes), which the direct path writes: else every
    /// character's entry is `none`.
    let isEnabled: Bool

    /// The direct path's elements for a collation: the table, from `resolve` as the characters
    /// above it are resolved when met.
    init(data: CollationData, settings: CollationSettings, writesCommonLevels: Bool, compressible: UnsafePointer<Bool>) {
        self.data = data
        self.settings = settings
        self.compressible = compressible
        isEnabled = writesCommonLevels && settings.options & CollationSettings.numeric == 0
        entries = .allocate(capacity: Self.limit)
        expansions = .allocate(capacity: 1)
        expansions.initialize(to: 0)
        let resolved = UnsafeMutablePointer<UInt64>.allocate(capacity: Self.mostElements)
        defer { resolved.deallocate() }
        var table: [UInt64] = [], several: [UInt64] = []
        for c in 0..<UInt32(Self.limit) {
            let (count, flags) = resolve(c, into: resolved)
            switch count {
            case 0: table.append(contractionCE32(c) == nil ? Self.none : Self.contractionStart)
            case 1: table.append(Self.runEntry(resolved, count: 1, flags: flags) ?? resolved[0] | flags)
            default:
                var entry: UInt64 = UInt64(several.count) << 32 | UInt64(count) << 8 | Self.expansionBit | flags
                if count == 2 && flags == 0, let accent = Self.accentSecondary(resolved[1]) {
                    entry |= UInt64(accent) << 16 | Self.accentedBit
                }
                table.append(entry)
                several += UnsafeBufferPointer(start: resolved, count: count)
            }
        }
        entries.initialize(from: table, count: Self.limit)
        expansions.deallocate()
        expansions = .allocate(capacity: several.count + 1)
        expansions.initialize(from: several + [0], count: several.count + 1)
    }

    deinit {
        entries.deallocate()
        expansions.deallocate()
    }

    /// Whether `c` is below `letterLimit` and a letter for sectioning (``letters``).
    @inline(__always)
    func startsLetter(_ c: UInt32) -> Bool {
        c < UInt32(Self.letterLimit) && letters[Int(c >> 6)] >> (c & 63) & 1 != 0
    }
    /// Where ``letterWords`` end.
    static let letterLimit = 0x2000

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
        let oneByte = !isCompressible && primary & 0xFF_FFFF == 0
        return UInt64(primary) << 32 | UInt64(lower) | (isCompressible ? Self.compressibleBit : 0) | (oneByte ? Self.oneBytePrimaryBit : 0)
    }
}

extension DirectElements {
    /// The elements of a code point as the general path finds them, written as the direct path
    /// reads them, into `elements` (room for `mostElements`), with its entry's flags: their
    /// count, 0 where the general path keys the code point. Simple and long CE32s, expansions,
    /// digits as text, Han by its range, unassigned code points, a Hangul syllable's jamo, and a
    /// contraction's default elements where every suffix starts with a combining mark (и and
    /// й's breve in the root; a, å and ä in Swedish; か and the voicing mark); a combining mark
    /// only where the collation does not normalize.
    func resolve(_ c: UInt32, into elements: UnsafeMutablePointer<UInt64>) -> (count: Int, flags: UInt64) {
        guard isEnabled else { return (0, 0) }
        var d = data
        var ce32 = d.ce32(c)
        if ce32 == CollationLayout.fallbackCE32, let base = d.base {
            d = base.pointee
            ce32 = d.ce32(c)
        }
        var flags: UInt64 = 0
        if normalization.fcd16(c) >> 8 != 0 {
            // A combining mark: reordered where the collation normalizes.
            if settings.checksFCD { return (0, 0) }
            flags = Self.markBit
        }
        if CollationLayout.isSpecial(ce32), CollationLayout.tag(ce32) == .contraction {
            guard ce32 & CollationLayout.contractNextCCC != 0 else { return (0, 0) }
            ce32 = d.contextCE32(at: CollationLayout.index(ce32))
            flags |= Self.markContractionBit
        }
        let count = self.elements(ofCE32: ce32, c, in: d, into: elements)
        return count > 0 ? (count, flags) : (0, 0)
    }

    /// The elements of a CE32 that is not a context's (`resolve`'s, or a contraction's result)
    /// of the code point `c`, as the direct path reads them, into `elements`: their count, 0
    /// where the general path keys them.
    private func elements(ofCE32 ce32: UInt32, _ c: UInt32, in d: CollationData, into elements: UnsafeMutablePointer<UInt64>) -> Int {
        var count = 0
        @inline(__always)
        func add(_ ce: UInt64) -> Bool {
            guard count < Self.mostElements, let element = Self.element(ce, settings: settings, compressible: compressible) else { return false }
            elements[count] = element
            count += 1
            return true
        }
        var written = true
        if !CollationLayout.isSpecial(ce32) {
            written = add(CollationLayout.ceFromSimple(ce32))
        } else {
            switch CollationLayout.tag(ce32) {
            case .longPrimary, .longSecondary:
                written = add(CollationLayout.ce(from: ce32))
            case .offset:
                written = add(d.ceFromOffset(c, ce32))
            case .implicit:
                written = add(CollationLayout.unassignedCE(c))
            case .digit:
                // Digits as text (the direct path serves no numeric collation).
                let digit = d.ce32s[CollationLayout.index(ce32)]
                written = !CollationLayout.isSpecial(digit) && add(CollationLayout.ceFromSimple(digit))
            case .latinExpansion:
                written = add(CollationLayout.latinCE0(ce32)) && add(CollationLayout.latinCE1(ce32))
            case .expansion32:
                let start = CollationLayout.index(ce32)
                for i in start..<(start + CollationLayout.length(ce32)) where written {
                    written = add(CollationLayout.ce(from: d.ce32s[i]))
                }
            case .expansion:
                let start = CollationLayout.index(ce32)
                for i in start..<(start + CollationLayout.length(ce32)) where written { written = add(d.ces[i]) }
            case .hangul:
                guard ce32 & CollationLayout.hangulNoSpecialJamo != 0, (0xAC00...0xD7A3).contains(c) else { return 0 }
                let syllable = c - 0xAC00
                let t = Int(syllable % 28), v = Int(syllable / 28 % 21), l = Int(syllable / 28 / 21)
                for k in 0..<(t == 0 ? 2 : 3) where written {
                    let jamo = d.jamoCE32s[k == 0 ? l : k == 1 ? 19 + v : 39 + t]
                    written = Self.isOneElement(jamo) && add(CollationLayout.ce(from: jamo))
                }
            default:
                return 0
            }
        }
        return written ? count : 0
    }

    /// The elements where `c` starts contractions (its entry is ``contractionStart``) and `next`
    /// and `third` follow it (nil at the text's end), into `elements`: their count, how many of
    /// the characters after `c` they take (0 to 2), and whether the answer depended on `third`
    /// (for the caller's memory of it). Where the characters complete a contraction that
    /// nothing longer continues, the contraction's (a Thai or Lao prevowel and its consonant:
    /// เก is ก's elements, then เ's; Slovak "ch"; Hungarian "dzs"); where they continue none,
    /// the longest match's (`c`'s own, Slovak "ca"; Hungarian "dz" before an "a"), the rest
    /// not taken, as ICU's iterator backs up to it; 0, for the general path, where a character
    /// read is a mark (a contraction may go on across marks), from `limit` on or no code point
    /// (the input's `unsupported`: the normalization tables end at U+10FFFF), and where a
    /// contraction could go on past `third` (Hungarian "ddzs"). Before, every name with such a
    /// character went the general way. Not inlined: in line, the direct path's loop no longer
    /// kept its input's small reads in line, and every script paid.
    @inline(never)
    func resolveContraction(_ c: UInt32, next: UInt32?, third: UInt32?, below limit: UInt32,
                            into elements: UnsafeMutablePointer<UInt64>) -> (count: Int, takes: Int, readsThird: Bool) {
        guard let (d, ce32) = contractionCE32(c) else { return (0, 0, false) }
        let at = CollationLayout.index(ce32)
        let ownCE32 = d.contextCE32(at: at)
        guard let next else { return (self.elements(ofCE32: ownCE32, c, in: d, into: elements), 0, false) }
        guard next < limit, next < 0x11_0000, normalization.fcd16(next) >> 8 == 0 else { return (0, 0, false) }
        var suffixes = ContextTrie(units: d.contexts, start: at + 2)
        // (The elements of the starting code point, as the general path resolves a
        // contraction's result.)
        switch suffixes.next(codePoint: next) {
        case .final:
            return (self.elements(ofCE32: suffixes.value, c, in: d, into: elements), 1, false)
        case .none:
            return (self.elements(ofCE32: ownCE32, c, in: d, into: elements), 0, false)
        case let step:
            // A longer contraction continues `c` `next` ("dz" of "dzs", "nn" of "nny"): the
            // third character decides; the match so far stands where it takes none.
            let (matchCE32, matched) = step == .intermediate ? (suffixes.value, 1) : (ownCE32, 0)
            guard let third else { return (self.elements(ofCE32: matchCE32, c, in: d, into: elements), matched, true) }
            guard third < limit, third < 0x11_0000, normalization.fcd16(third) >> 8 == 0 else { return (0, 0, true) }
            switch suffixes.next(codePoint: third) {
            case .final: return (self.elements(ofCE32: suffixes.value, c, in: d, into: elements), 2, true)
            case .none: return (self.elements(ofCE32: matchCE32, c, in: d, into: elements), matched, true)
            case .partial, .intermediate: return (0, 0, true)
            }
        }
    }

    /// The data and the CE32 of a code point that starts contractions none of whose suffixes
    /// starts with a combining mark, itself no mark; nil for any other.
    private func contractionCE32(_ c: UInt32) -> (CollationData, UInt32)? {
        guard isEnabled, normalization.fcd16(c) == 0 else { return nil }
        var d = data
        var ce32 = d.ce32(c)
        if ce32 == CollationLayout.fallbackCE32, let base = d.base {
            d = base.pointee
            ce32 = d.ce32(c)
        }
        guard CollationLayout.isSpecial(ce32), CollationLayout.tag(ce32) == .contraction, ce32 & CollationLayout.contractNextCCC == 0 else { return nil }
        return (d, ce32)
    }

    /// The entry of a character from U+0800 up (above the table), as the table's: one element
    /// with its flags, or `several` for one of more, which `resolve` writes into `elements`
    /// (then, and again when asked); `none` for what the general path keys.
    @inline(__always)
    func entry(_ c: UInt32, into elements: UnsafeMutablePointer<UInt64>) -> UInt64 {
        let (count, flags) = resolve(c, into: elements)
        switch count {
        case 0: return contractionCE32(c) == nil ? Self.none : Self.contractionStart
        case 1: return elements[0] | flags
        // Several elements with a mark's flags (rare): the general path.
        default: return flags == 0 ? Self.several : Self.none
        }
    }

    /// Whether a CE32 is one element in itself (simple, long primary or long secondary).
    @inline(__always)
    static func isOneElement(_ ce32: UInt32) -> Bool {
        if !CollationLayout.isSpecial(ce32) { return true }
        let tag = CollationLayout.tag(ce32)
        return tag == .longPrimary || tag == .longSecondary
    }
}
