import Collation

/// The direct path's elements of a reading stage's syllables (the tokens of
/// ``UTF16Reading/appendReadingTokens(ofMeaningful:role:to:)``): each syllable's worked out
/// from its spelling the first time a key maker meets it, by the rules
/// the direct path keys the spelling's characters by (``DirectElements``), and then written
/// from here, with no decoding and no look-up per letter. A syllable whose spelling the direct
/// path would not key (a character without an entry, such as a contraction's start in Slovak,
/// or a mark after a letter that starts contractions with marks) is marked so, and a reading
/// that has one is keyed from its text.
///
/// One per key writer (a thread's), made at its first syllable; a class, so that a writer's
/// copies share it, and its storage at pointers set once, so that reading it needs no
/// exclusivity check.
final class SyllableElements {
    /// A slot not worked out yet.
    static let unknown: UInt64 = 0
    /// A syllable the direct path does not key.
    static let unkeyable = UInt64.max

    let spellings: SyllableSpellings
    /// `SyllableSpellings.tokenBit` and the syllables' count, read once: the core's accessors
    /// are calls from this module, on every token.
    let tokenBit: UInt32
    private let syllableCount: Int
    private let direct: DirectElements
    /// Per syllable (from 1): `unknown`, `unkeyable`, or its elements' count (bits 15–8) and its
    /// last letter's `DirectElements.markContractionBit`, with bit 31 set; and, where the
    /// syllable can be written summed up (``summedBit``, most pinyin syllables: each primary one
    /// byte, at most one element whose weights are not the common ones, a secondary with the
    /// common tertiary, such as a tone mark's), its primaries' count (bits 39–36), that
    /// element's secondary (bits 63–48; 0 for none) and the elements before and after it (bits
    /// 47–44 and 43–40). ``DirectLevels/writeSummed(primaries:slot:)`` writes it so.
    private let slots: UnsafeMutablePointer<UInt64>
    /// Per syllable that can be written summed up: its primaries' bytes, the first the lowest.
    let primaries: UnsafeMutablePointer<UInt64>
    static let summedBit: UInt64 = 1 << 35
    /// Syllable `index`'s elements from `index * perSyllable` on: written when it is worked out
    /// (the pages of those never met are never touched).
    let elements: UnsafeMutablePointer<UInt64>
    /// The most elements a syllable keeps (a pinyin syllable has at most seven: six letters and
    /// a tone mark); one with more is keyed from its text.
    static let perSyllable = 8

    init(spellings: SyllableSpellings, direct: DirectElements) {
        self.spellings = spellings
        self.direct = direct
        tokenBit = SyllableSpellings.tokenBit
        syllableCount = spellings.count
        slots = .allocate(capacity: spellings.count + 1)
        slots.initialize(repeating: Self.unknown, count: spellings.count + 1)
        elements = .allocate(capacity: (spellings.count + 1) * Self.perSyllable)
        primaries = .allocate(capacity: spellings.count + 1)
    }

    deinit {
        slots.deallocate()
        elements.deallocate()
        primaries.deallocate()
    }

    /// The slot of syllable `index`: worked out at its first call.
    @inline(__always)
    func slot(_ index: Int) -> UInt64 {
        guard index > 0, index <= syllableCount else { return Self.unkeyable }
        let slot = slots[index]
        return slot != Self.unknown ? slot : workOut(index)
    }

    /// The first scalar of syllable `index`'s spelling, of a syllable that is keyable.
    @inline(__always)
    func firstScalar(_ index: Int) -> UInt32 {
        UInt32(spellings.units[Int(spellings.starts[index - 1])])
    }

    /// Works out syllable `index`'s elements (as `SortKeyWriter.collectDirect` reads its
    /// spelling's characters) and keeps them.
    @inline(never)
    private func workOut(_ index: Int) -> UInt64 {
        let spelling = spellings.spelling(index)
        let kept = elements + index * Self.perSyllable
        var count = 0
        var afterMarkContractionStart: UInt64 = 0
        var keyable = !spelling.isEmpty
        func keep(_ element: UInt64) {
            if count < Self.perSyllable { kept[count] = element }
            count += 1
        }
        for (offset, unit) in spelling.enumerated() where keyable {
            let c = UInt32(unit)
            // A syllable starts with a meaningful character, the first of its text it can be.
            guard c < UInt32(DirectElements.limit), offset > 0 || !(Unicode.Scalar(c).map(TextScanning.isIgnorable) ?? true) else {
                keyable = false
                break
            }
            let entry = direct.entries[Int(c)]
            // No entry (or a contraction's start: Slovak c); a mark first (what it follows is
            // another token's), or after a letter that starts contractions with marks.
            if entry >= DirectElements.contractionStart || (entry & DirectElements.markBit != 0 && (offset == 0 || afterMarkContractionStart != 0)) {
                keyable = false
                break
            }
            afterMarkContractionStart = entry & DirectElements.markContractionBit
            if entry & DirectElements.expansionBit != 0 {
                let first = Int(entry >> 32)
                for element in first..<(first + Int((entry >> 8) & 0xFF)) { keep(direct.expansions[element]) }
            } else {
                keep(entry)
            }
        }
        let slot = keyable && count > 0 && count <= Self.perSyllable
            ? 0x8000_0000 | UInt64(count) << 8 | afterMarkContractionStart | summary(of: UnsafeBufferPointer(start: kept, count: count), index: index)
            : Self.unkeyable
        slots[index] = slot
        return slot
    }

    /// The slot's bits that sum a syllable's elements up, its primaries' bytes written to
    /// `primaries`; 0 for one that cannot be summed up.
    private func summary(of elements: UnsafeBufferPointer<UInt64>, index: Int) -> UInt64 {
        var bytes: UInt64 = 0, primaryCount: UInt64 = 0
        var uncommon: Int?
        for (offset, element) in elements.enumerated() {
            let primary = element >> 32, lower = UInt32(truncatingIfNeeded: element) & 0xFFFF_3F00
            guard element >= 0x100, primary == 0 || element & DirectElements.oneBytePrimaryBit != 0 else { return 0 }
            if primary != 0 {
                bytes |= (primary >> 24) << (8 * primaryCount)
                primaryCount += 1
            }
            if lower != 0x0500_0500 {
                let secondary = lower >> 16
                guard uncommon == nil, lower & 0x3F00 == 0x0500, secondary != 0, secondary != 0x0500 else { return 0 }
                uncommon = offset
            }
        }
        primaries[index] = bytes.littleEndian
        let summary = Self.summedBit | primaryCount << 36
        guard let uncommon else { return summary }
        let secondary = UInt64(UInt32(truncatingIfNeeded: elements[uncommon]) >> 16)
        return summary | secondary << 48 | UInt64(uncommon) << 44 | UInt64(elements.count - 1 - uncommon) << 40
    }
}
