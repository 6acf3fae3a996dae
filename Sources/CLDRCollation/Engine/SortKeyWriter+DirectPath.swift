import Collation

/// The direct path: a text keyed from its code units, character by character, by the entries of
/// ``DirectElements``, with no scalar buffer and no element iterator.
extension SortKeyWriter {
    /// A text that the direct path keyed: its first meaningful scalar. (Every scalar of it is
    /// below the `stop` it was keyed with, which is how a caller knows that a reading stage
    /// reads none of them.)
    struct DirectText {
        let first: Unicode.Scalar
    }

    /// Collects into `scratch` the levels of a text (a name's UTF-8, a reading's UTF-16) from
    /// its first meaningful character on, when every character of it is below `stop` and has
    /// elements the direct path writes (``DirectElements``: the table's below U+0800, those it
    /// resolves above): each character's elements read as its units are decoded, with no
    /// scalar buffer and no element iterator, and written by the same rules as the general
    /// loop's common course. Nil at the first character that has none (or one above the BMP,
    /// or malformed units): the caller keys the text the general way.
    /// ``appendDirectLevels(_:into:)`` appends the key.
    func collectDirect<Input: DirectInput>(_ text: Input, direct: DirectElements, below stop: UInt32, scratch: Scratch) -> DirectText? {
        let entries = UnsafePointer(direct.entries)
        var input = text
        // The first meaningful character (`TextScanning.isIgnorable`: spaces and controls in
        // ASCII, and beyond it no-break spaces, marks, invisible characters). A letter by the
        // letters' table is none of those, with no call (a non-Latin name's first letter).
        var c = input.next()
        while c <= 0x20 || c == 0x7F
            || (c >= 0x80 && c < Input.unsupported && !direct.startsLetter(c) && Unicode.Scalar(c).map(TextScanning.isIgnorable) ?? true) {
            c = input.next()
        }
        // A character at or above `limit` sends the text the general way (`end` is above it):
        // a first one before anything is set up (a Han name that the reading stage reads).
        // A stop within ASCII (a reading stage of the user's that reads ASCII letters) sends
        // every text the general way: the ASCII run then needs no test against it.
        let limit = min(stop, Input.unsupported)
        guard c < limit, stop >= 0x80, let first = Unicode.Scalar(c) else { return nil }
        let resolvedCodePoints = UnsafePointer(scratch.resolvedCodePoints), resolvedEntries = UnsafePointer(scratch.resolvedEntries)
        var levels = DirectLevels(scratch, units: input.unitCount)
        // Whether the last character starts contractions with marks (its elements serve unless
        // a mark follows): its entry's bit, nonzero when it does.
        var afterMarkContractionStart: UInt64 = 0
        while c != Input.end {
            if c >= limit { return nil }
            let entry: UInt64
            if c < UInt32(DirectElements.limit) {
                entry = entries[Int(c)]
            } else {
                let slot = Int(c) & (Scratch.resolvedCount - 1)
                entry = resolvedCodePoints[slot] == c ? resolvedEntries[slot] : Self.resolvedEntry(c, direct: direct, scratch: scratch)
            }
            if entry & (DirectElements.markBit | DirectElements.expansionBit) == 0 {
                // Most characters: one element, not a mark (a contraction's start with marks,
                // such as kana and и, included; `none` and `several` have the expansion bit).
                afterMarkContractionStart = entry & DirectElements.markContractionBit
                if entry & DirectElements.compressibleRunBit != 0 && UInt32(truncatingIfNeeded: entry >> 56) == levels.previousPrimary >> 24
                    && c < UInt32(DirectElements.limit) {
                    // A lowercase Cyrillic, Greek or Arabic letter that continues the
                    // compressible run of primaries of its lead byte, and the letters after it
                    // that do too: for each, its primary's second byte and one more common
                    // secondary and tertiary, as `write` writes it (about 20 instructions a
                    // letter where `write` and the loop took 80). In line, with the ASCII run's
                    // end and counts in locals: out of line the call cost Latin names more.
                    var end = levels.primaryEnd, commons = levels.commons
                    end.pointee = UInt8(truncatingIfNeeded: entry >> 48)
                    end += 1
                    commons &+= 0x1_0000_0001
                    let lead = entry >> 56
                    while true {
                        let scalar = input.nextTwoByteScalar
                        guard scalar < limit else { break }
                        let next = entries[Int(scalar)]
                        guard next & DirectElements.compressibleRunBit != 0 && next >> 56 == lead else { break }
                        input.skipTwoByteScalar()
                        end.pointee = UInt8(truncatingIfNeeded: next >> 48)
                        end += 1
                        commons &+= 0x1_0000_0001
                        // (Whether a mark after it would continue a contraction: и, alef.)
                        afterMarkContractionStart = next & DirectElements.markContractionBit
                    }
                    levels.primaryEnd = end
                    levels.commons = commons
                } else if c >= UInt32(DirectElements.limit) && (entry & DirectElements.compressibleRunBit != 0
                            || UInt32(truncatingIfNeeded: entry) == DirectElements.plainCommon && levels.previousPrimary == 0) {
                    // (One branch for both loops from U+0800 up: a branch of its own for Han
                    // cost Latin, Cyrillic and Arabic names 1–2%, the main loop's registers.)
                    var end = levels.primaryEnd, commons = levels.commons
                    if entry & DirectElements.compressibleRunBit != 0 {
                        // A kana in Japanese, a Hangul syllable (up to three elements, their
                        // second bytes packed in the entry: `DirectElements.compressibleRunBit`),
                        // and the characters after it that continue the run of its lead byte:
                        // their second bytes and counts. (Out of line, the call cost every script
                        // more than it saved these: the loop's registers.)
                        let lead = entry >> 56
                        if UInt32(truncatingIfNeeded: lead) != levels.previousPrimary >> 24 {
                            levels.openRun(entry)
                            end = levels.primaryEnd
                        }
                        DirectLevels.putRun(entry, at: &end, commons: &commons)
                        while let following = Self.heldEntry(after: input, below: limit, codePoints: resolvedCodePoints, entries: resolvedEntries),
                              following & DirectElements.compressibleRunBit != 0 && following >> 56 == lead {
                            input.skipThreeByteUnits()
                            DirectLevels.putRun(following, at: &end, commons: &commons)
                            // (Whether a voicing mark after it would continue a contraction: か.)
                            afterMarkContractionStart = following & DirectElements.markContractionBit
                        }
                    } else {
                        // A Han character in Chinese or Japanese (a primary of two to four bytes
                        // whose lead is not compressible, the common weights, no flag), and the
                        // characters after it that are too: each its primary's bytes in one
                        // store and a count, where `write` took them apart byte by byte.
                        DirectLevels.putPlain(entry, at: &end, commons: &commons)
                        while let plain = Self.heldEntry(after: input, below: limit, codePoints: resolvedCodePoints, entries: resolvedEntries),
                              UInt32(truncatingIfNeeded: plain) == DirectElements.plainCommon {
                            input.skipThreeByteUnits()
                            DirectLevels.putPlain(plain, at: &end, commons: &commons)
                        }
                    }
                    levels.primaryEnd = end
                    levels.commons = commons
                } else {
                    levels.write(entry)
                }
                // The run of ASCII letters after it that are one byte of primary and common
                // weights each (most of a Latin name): those bytes and the runs' counts alone.
                if levels.previousPrimary == 0 && afterMarkContractionStart == 0 {
                    // (In locals: the loop's registers.)
                    var end = levels.primaryEnd, commons = levels.commons
                    while let next = input.nextASCII(entries: entries, DirectElements.isPlainOneByte) {
                        end.pointee = UInt8(truncatingIfNeeded: next >> 56)
                        end += 1
                        commons &+= 0x1_0000_0001
                    }
                    levels.primaryEnd = end
                    levels.commons = commons
                }
            } else if entry == DirectElements.none {
                return nil
            } else {
                // The character's several elements, `source[start..<end]`, or its one with flags:
                // written by a call that takes the levels and gives them back by value, so that
                // the loop keeps them in registers.
                var source = UnsafePointer(direct.expansions)
                var start = 0, end = 0
                if entry == DirectElements.several {
                    // A character resolved into several elements (a Hangul syllable's jamo).
                    end = direct.resolve(c, into: scratch.several).count
                    if end == 0 { return nil }
                    source = UnsafePointer(scratch.several)
                    afterMarkContractionStart = 0
                } else if entry == DirectElements.contractionStart {
                    // A contraction's start (a Thai prevowel, Slovak c) and what follows it.
                    let (count, following) = Self.contraction(c, after: input, below: limit, direct: direct, scratch: scratch)
                    if count == 0 { return nil }
                    end = count
                    input = following
                    source = UnsafePointer(scratch.several)
                    afterMarkContractionStart = 0
                } else {
                    // A mark, an expansion (é as e and an acute).
                    if entry & DirectElements.markBit != 0 && afterMarkContractionStart != 0 { return nil }
                    afterMarkContractionStart = entry & DirectElements.markContractionBit
                    if entry & DirectElements.expansionBit != 0 {
                        start = Int(entry >> 32)
                        end = start + Int((entry >> 8) & 0xFF)
                        if entry & Scratch.keptElementsBit != 0 { source = UnsafePointer(scratch.keptElements) }
                    }
                }
                if entry & (DirectElements.accentedBit | DirectElements.markContractionBit) == DirectElements.accentedBit {
                    // A letter and an accent (é, ά): in one call, with no loop over them.
                    // (`several`, all ones but bit 0, has both bits.)
                    levels = DirectLevels.withAccented(levels, letter: source[start], secondary: UInt32(truncatingIfNeeded: entry >> 16) & 0xFFFF,
                                                       scratch: scratch, units: input.unitCount)
                } else {
                    levels = end > start
                        ? DirectLevels.with(levels, elements: UnsafeBufferPointer(rebasing: UnsafeBufferPointer(start: source, count: end)[start...]),
                                            scratch: scratch, units: input.unitCount)
                        : DirectLevels.with(levels, element: entry)
                }
            }
            c = input.next()
        }
        // (Only a text keyed here puts its key together: one left to the general path needs
        // none, and the loop's exits carry no levels.)
        levels.finishKey(in: scratch)
        return DirectText(first: first)
    }

    /// The entry of the text's next character, nothing read, when it is of three UTF-8 bytes (a
    /// UTF-16 unit from U+0800 up), below `limit`, and a slot of the scratch holds it: the runs'
    /// loops read their characters so (one the slots do not hold ends a run, and the main loop
    /// resolves it). `nextThreeByteUnits` rules out no surrogate or overlong form: the slots
    /// hold only scalars that `next` decoded.
    @inline(__always)
    private static func heldEntry<Input: DirectInput>(after input: Input, below limit: UInt32, codePoints: UnsafePointer<UInt32>,
                                                      entries: UnsafePointer<UInt64>) -> UInt64? {
        let units = input.nextThreeByteUnits, slot = Int(units) & (Scratch.resolvedCount - 1)
        guard units < limit, codePoints[slot] == units else { return nil }
        return entries[slot]
    }

    /// The elements where `c` starts contractions (``DirectElements/contractionStart``), in
    /// `scratch.several`, and the input after them: after the characters that are part of
    /// them. Kept in the scratch once worked out, by `c` and the next character, and by the
    /// third too where that decides (Hungarian "dz", "nn"); a character from `limit` on goes
    /// the general way, kept or not. Not inlined, with the next characters' decoding: the loop
    /// stays small.
    @inline(never)
    private static func contraction<Input: DirectInput>(_ c: UInt32, after input: Input, below limit: UInt32, direct: DirectElements,
                                                        scratch: Scratch) -> (count: Int, input: Input) {
        var afterNext = input
        let next = afterNext.next()
        guard next < limit && next != Input.unsupported || next == Input.end else { return (0, input) }
        var afterThird = afterNext
        // The third character, read only where the pair's memory asks for it, or to work the
        // contraction out.
        var thirdRead: UInt32?
        let pair = Scratch.contractionKey(c, next)
        if let (count, takes) = scratch.heldContraction(pair, into: scratch.several) {
            if count != Scratch.thirdDecides { return (count, takes == 0 ? input : afterNext) }
            let third = afterThird.next()
            guard third < limit && third != Input.unsupported || third == Input.end else { return (0, input) }
            if let (count, takes) = scratch.heldContraction(Scratch.contractionKey(c, next, third), into: scratch.several) {
                return (count, takes == 0 ? input : takes == 1 ? afterNext : afterThird)
            }
            thirdRead = third
        }
        let third = thirdRead ?? afterThird.next()
        let (count, takes, readsThird) = direct.resolveContraction(c, next: next == Input.end ? nil : next, third: third == Input.end ? nil : third,
                                                                   below: limit, into: scratch.several)
        if readsThird {
            scratch.holdContraction(pair, count: Scratch.thirdDecides, takes: 0, elements: scratch.several)
            scratch.holdContraction(Scratch.contractionKey(c, next, third), count: count, takes: takes, elements: scratch.several)
        } else {
            scratch.holdContraction(pair, count: count, takes: takes, elements: scratch.several)
        }
        return (count, takes == 0 ? input : takes == 1 ? afterNext : afterThird)
    }

    /// The entry of a character from U+0800 up that the scratch's slots do not hold (those met
    /// before are read from them in the loop), resolved and kept in its slot. A character of a
    /// few elements and no flags (a Hangul syllable's jamo) keeps its elements in the slot's
    /// place of `keptElements` too, its entry an expansion's that points there: resolving a
    /// syllable's jamo at each meeting made Korean names slower than ICU. Not inlined: the loop
    /// stays small.
    @inline(never)
    private static func resolvedEntry(_ c: UInt32, direct: DirectElements, scratch: Scratch) -> UInt64 {
        let slot = Int(c) & (Scratch.resolvedCount - 1)
        scratch.holdOwnSlots()
        var entry = direct.entry(c, into: scratch.several)
        if entry == DirectElements.several {
            let count = direct.resolve(c, into: scratch.several).count
            if let run = DirectElements.runEntry(scratch.several, count: count, flags: 0) {
                // A Hangul syllable whose jamo continue one run: its second bytes.
                entry = run
            } else if count <= Scratch.keptElementsPerSlot {
                let start = slot * Scratch.keptElementsPerSlot
                (scratch.keptElements + start).initialize(from: scratch.several, count: count)
                entry = UInt64(start) << 32 | UInt64(count) << 8 | DirectElements.expansionBit | Scratch.keptElementsBit
                if count == 2, let accent = DirectElements.accentSecondary(scratch.several[1]) {
                    // A letter and an accent (が as か and the voicing mark's secondary).
                    entry |= UInt64(accent) << 16 | DirectElements.accentedBit
                }
            }
        } else if entry != DirectElements.none, entry != DirectElements.contractionStart,
                  let run = DirectElements.runEntry(scratch.several, count: 1, flags: entry & (DirectElements.markBit | DirectElements.markContractionBit)) {
            // A kana in Japanese: within a run of kana, its primary's second byte.
            entry = run
        }
        scratch.resolvedCodePoints[slot] = c
        scratch.resolvedEntries[slot] = entry
        return entry
    }

    /// Appends to `key` the levels that ``collectDirect(_:direct:below:scratch:)`` collected.
    func appendDirectLevels(_ scratch: Scratch, into key: inout [UInt8]) {
        key.append(contentsOf: scratch.directKey())
    }

    /// The key that ``collectDirect(_:direct:below:scratch:)`` collected,
    /// as an array of its own, made at its length.
    func directKey(_ scratch: Scratch) -> [UInt8] {
        // (Appended to an empty array: an array made at its count, zeroed or not, asks the
        // runtime for its type's metadata each time, which cost more than the appending.)
        var key: [UInt8] = []
        key.append(contentsOf: scratch.directKey())
        return key
    }
}

extension SortKeyWriter.Scratch {
    /// The primary level that the direct path collected.
    var collectedPrimaries: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: primaries.base, count: primaries.count) }

    /// The key that the direct path collected: its levels put together after the primaries,
    /// in their buffer (``DirectLevels/finishKey(in:)``), for one append by the caller.
    func directKey() -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(start: primaries.base, count: directKeyLength)
    }
}
