/// The collation elements of a text, in order: the Unicode Collation Algorithm's main step, over
/// ICU's data, with ICU's rules for everything the data encodes (ICU4C `collationiterator.cpp`
/// describes the same algorithm): contractions, also across combining marks
/// (discontiguous, UCA S2.1), prefixes, expansions, Hangul syllables as jamo, code point ranges
/// in order (Han), and implicit weights for what no table maps.
///
/// The text is a buffer of scalars; prefixes look back in it, contractions read ahead and back
/// up. One iterator serves one text at a time and is reused (`load`) to keep its buffers.
struct CollationElements {
    let data: CollationData
    /// Digit runs as numbers ("2" before "10").
    let numeric: Bool
    private(set) var text: [UInt32] = []
    private var position = 0
    private var buffer: [UInt64] = []
    private var bufferIndex = 0
    private var skipped: SkippedMarks?
    private let normalization = Normalization.shared

    init(data: CollationData, numeric: Bool = false) {
        self.data = data
        self.numeric = numeric
    }

    /// Starts over on a new text, which `fill` appends to the (emptied) scalar buffer; the
    /// buffer is kept from text to text. The text is normalized first where the collation asks
    /// for it and the text is not in FCD form.
    mutating func load(normalizing: Bool = false, _ fill: (inout [UInt32]) -> Void) {
        text.removeAll(keepingCapacity: true)
        fill(&text)
        if normalizing, !normalization.isFCD(text) { text = normalization.decomposed(text) }
        position = 0
        buffer.removeAll(keepingCapacity: true)
        bufferIndex = 0
        skipped = nil
    }

    /// The next collation element; `CollationLayout.noCE` at the end. Inlined into the key
    /// writer's loop: most characters of a name take only its first lines (one trie lookup,
    /// a simple CE32).
    @inline(__always)
    mutating func next() -> UInt64 {
        if bufferIndex < buffer.count {
            let ce = buffer[bufferIndex]
            bufferIndex += 1
            return ce
        }
        // The buffer is spent: start it over.
        if bufferIndex != 0 {
            buffer.removeAll(keepingCapacity: true)
            bufferIndex = 0
        }
        guard position < text.count else { return CollationLayout.noCE }
        let c = text[position]
        position += 1
        var ce32 = data.ce32(c)
        var low = ce32 & 0xFF
        if low < CollationLayout.specialLowByte { return CollationLayout.ceFromSimple(ce32) }
        if ce32 == CollationLayout.fallbackCE32, let base = data.base {
            ce32 = base.pointee.ce32(c)
            low = ce32 & 0xFF
            if low < CollationLayout.specialLowByte { return CollationLayout.ceFromSimple(ce32) }
            if low == CollationLayout.longPrimaryLowByte { return UInt64(ce32 - low) << 32 | CollationLayout.commonSecondaryAndTertiary }
            return nextSpecial(base.pointee, c, ce32)
        }
        if low == CollationLayout.longPrimaryLowByte { return UInt64(ce32 - low) << 32 | CollationLayout.commonSecondaryAndTertiary }
        // A digit, as text (names carry numbers): its own CE32, without the buffer.
        if low & 0xF == CollationLayout.Tag.digit.rawValue, !numeric {
            let digit = data.ce32s[CollationLayout.index(ce32)]
            if digit & 0xFF < CollationLayout.specialLowByte { return CollationLayout.ceFromSimple(digit) }
        }
        return nextSpecial(data, c, ce32)
    }

    /// The CEs of a special CE32 (expansion, contraction, Hangul, implicit…), into the buffer.
    private mutating func nextSpecial(_ d: CollationData, _ c: UInt32, _ ce32: UInt32) -> UInt64 {
        appendCEs(d, c, ce32)
        guard bufferIndex < buffer.count else { return next() }
        let ce = buffer[bufferIndex]
        bufferIndex += 1
        return ce
    }

    // MARK: - The text

    private mutating func nextCodePoint() -> UInt32? {
        guard position < text.count else { return nil }
        position += 1
        return text[position - 1]
    }

    private mutating func previousCodePoint() -> UInt32? {
        guard position > 0 else { return nil }
        position -= 1
        return text[position]
    }

    private mutating func forward(_ n: Int) { position = min(text.count, position + n) }
    private mutating func backward(_ n: Int) { position = max(0, position - n) }

    /// The next scalar: from the combining marks a discontiguous contraction skipped, then
    /// from the text.
    private mutating func nextSkippedCodePoint() -> UInt32? {
        if let marks = skipped, marks.hasNext {
            return skipped?.next()
        }
        let c = nextCodePoint()
        if c != nil, skipped?.isEmpty == false { skipped?.incrementBeyond() }
        return c
    }

    private mutating func backwardSkipped(_ n: Int) {
        var count = n
        if skipped?.isEmpty == false, let back = skipped?.backward(n) { count = back }
        backward(count)
    }

    // MARK: - CE32 → CEs

    private mutating func appendCEs(_ dataIn: CollationData, _ cIn: UInt32?, _ ce32In: UInt32) {
        // (The data is a value of pointers: copying it costs nothing.)
        var d = dataIn, c = cIn, ce32 = ce32In
        while CollationLayout.isSpecial(ce32) {
            switch CollationLayout.tag(ce32) {
            case .fallback, .reserved3, .builderData:
                // Never in runtime data but as the fallback, which `next` resolved.
                if let base = d.base, let c {
                    d = base.pointee
                    ce32 = d.ce32(c)
                    continue
                }
                return
            case .longPrimary, .longSecondary:
                buffer.append(CollationLayout.ce(from: ce32))
                return
            case .latinExpansion:
                buffer.append(CollationLayout.latinCE0(ce32))
                buffer.append(CollationLayout.latinCE1(ce32))
                return
            case .expansion32:
                let start = CollationLayout.index(ce32)
                for i in start..<(start + CollationLayout.length(ce32)) { buffer.append(CollationLayout.ce(from: d.ce32s[i])) }
                return
            case .expansion:
                let start = CollationLayout.index(ce32)
                for i in start..<(start + CollationLayout.length(ce32)) { buffer.append(d.ces[i]) }
                return
            case .prefix:
                backward(1)
                ce32 = ce32FromPrefix(d, ce32)
                forward(1)
            case .contraction:
                let at = CollationLayout.index(ce32)
                let defaultCE32 = d.contextCE32(at: at)
                guard let nextCp = nextSkippedCodePoint() else {
                    ce32 = defaultCE32
                    continue
                }
                if ce32 & CollationLayout.contractNextCCC != 0 && normalization.fcd16(nextCp) >> 8 == 0 {
                    // Every suffix starts with a combining mark; this is not one.
                    backwardSkipped(1)
                    ce32 = defaultCE32
                    continue
                }
                ce32 = ce32FromContraction(d, contraction: ce32, trieStart: at + 2, default: defaultCE32, next: nextCp)
                if ce32 == CollationLayout.noCE32 { return }  // a discontiguous match appended its CEs
            case .digit:
                if numeric {
                    appendNumericCEs(ce32)
                    return
                }
                // The digit's own CE32, as text.
                ce32 = d.ce32s[CollationLayout.index(ce32)]
            case .u0000:
                ce32 = d.ce32s[0]
            case .hangul:
                guard var syllable = c else { return }
                let jamo = d.jamoCE32s
                let first = 0
                syllable -= 0xAC00
                let t = Int(syllable % 28)
                syllable /= 28
                let v = Int(syllable % 21)
                let l = Int(syllable / 21)
                if ce32 & CollationLayout.hangulNoSpecialJamo != 0 {
                    buffer.append(CollationLayout.ce(from: jamo[first + l]))
                    buffer.append(CollationLayout.ce(from: jamo[first + 19 + v]))
                    if t != 0 { buffer.append(CollationLayout.ce(from: jamo[first + 39 + t])) }
                    return
                }
                appendCEs(d, nil, jamo[first + l])
                appendCEs(d, nil, jamo[first + 19 + v])
                if t == 0 { return }
                ce32 = jamo[first + 39 + t]
                c = nil
            case .leadSurrogate:
                // Only for UTF-16 code units; scalars never meet it.
                ce32 = CollationLayout.unassignedCE32
            case .offset:
                guard let c else { return }
                buffer.append(d.ceFromOffset(c, ce32))
                return
            case .implicit:
                guard let c else { return }
                buffer.append(CollationLayout.unassignedCE(c))
                return
            }
        }
        buffer.append(CollationLayout.ceFromSimple(ce32))
    }

    /// A run of digits as one number: leading zeros dropped, then CEs whose primaries order by
    /// value (two bytes for 0–73, three up to 10,233, four up to 1,042,489, then digit pairs
    /// with their count first), at most 254 digits per number.
    private mutating func appendNumericCEs(_ firstCE32: UInt32) {
        var digits: [UInt8] = [UInt8((firstCE32 >> 8) & 0xF)]
        while let c = nextCodePoint() {
            var ce32 = data.ce32(c)
            if ce32 == CollationLayout.fallbackCE32, let base = data.base { ce32 = base.pointee.ce32(c) }
            guard CollationLayout.isSpecial(ce32), CollationLayout.tag(ce32) == .digit else {
                backward(1)
                break
            }
            digits.append(UInt8((ce32 >> 8) & 0xF))
        }
        var position = 0
        repeat {
            while position < digits.count - 1 && digits[position] == 0 { position += 1 }
            let length = min(digits.count - position, 254)
            appendNumericSegment(digits[position..<(position + length)])
            position += length
        } while position < digits.count
    }

    private mutating func appendNumericSegment(_ digits: ArraySlice<UInt8>) {
        let numericPrimary = CLDRCollationTables.shared.numericPrimary
        var length = digits.count
        let first = digits.startIndex
        if length <= 7 {
            var value = 0
            for digit in digits { value = value * 10 + Int(digit) }
            if value < 74 {
                buffer.append(CollationLayout.makeCE(numericPrimary | UInt32(2 + value) << 16))
                return
            }
            value -= 74
            if value < 40 * 254 {
                buffer.append(CollationLayout.makeCE(numericPrimary | UInt32(76 + value / 254) << 16 | UInt32(2 + value % 254) << 8))
                return
            }
            value -= 40 * 254
            if value < 16 * 254 * 254 {
                var primary = numericPrimary | UInt32(2 + value % 254)
                value /= 254
                primary |= UInt32(2 + value % 254) << 8
                value /= 254
                primary |= UInt32(116 + value % 254) << 16
                buffer.append(CollationLayout.makeCE(primary))
                return
            }
        }
        // The second byte, 132–255, gives the number of digit pairs (4–127); then the pairs.
        let pairs = (length + 1) / 2
        var primary = numericPrimary | UInt32(132 - 4 + pairs) << 16
        while digits[first + length - 1] == 0 && digits[first + length - 2] == 0 { length -= 2 }
        var pair: UInt32
        var position: Int
        if length & 1 != 0 {
            pair = UInt32(digits[first])
            position = 1
        } else {
            pair = UInt32(digits[first]) * 10 + UInt32(digits[first + 1])
            position = 2
        }
        pair = 11 + 2 * pair
        var shift: UInt32 = 8
        while position < length {
            if shift == 0 {
                primary |= pair
                buffer.append(CollationLayout.makeCE(primary))
                primary = numericPrimary
                shift = 16
            } else {
                primary |= pair << shift
                shift -= 8
            }
            pair = 11 + 2 * (UInt32(digits[first + position]) * 10 + UInt32(digits[first + position + 1]))
            position += 2
        }
        primary |= (pair - 1) << shift
        buffer.append(CollationLayout.makeCE(primary))
    }

    /// The CE32 a prefix (the text before the character) selects, or the default.
    private mutating func ce32FromPrefix(_ d: CollationData, _ ce32: UInt32) -> UInt32 {
        let at = CollationLayout.index(ce32)
        var result = d.contextCE32(at: at)
        var prefixes = ContextTrie(units: d.contexts, start: at + 2)
        var lookBehind = 0
        while let c = previousCodePoint() {
            lookBehind += 1
            let match = prefixes.next(codePoint: c)
            if match.hasValue { result = prefixes.value }
            if !match.hasNext { break }
        }
        forward(lookBehind)
        return result
    }

    /// The CE32 of the longest contraction that starts with the character (read before `c`).
    private mutating func ce32FromContraction(_ d: CollationData, contraction: UInt32, trieStart: Int, default defaultCE32: UInt32, next first: UInt32) -> UInt32 {
        var ce32 = defaultCE32
        var c = first
        // Scalars read past the starting one, and since the last match.
        var lookAhead = 1, sinceMatch = 1
        var suffixes = ContextTrie(units: d.contexts, start: trieStart)
        if skipped?.isEmpty == false { skipped?.trieState = suffixes.state }
        var match = suffixes.next(codePoint: c)
        while true {
            if match.hasValue {
                ce32 = suffixes.value
                guard match.hasNext, let following = nextSkippedCodePoint() else { return ce32 }
                c = following
                if skipped?.isEmpty == false { skipped?.trieState = suffixes.state }
                sinceMatch = 1
            } else if match == .none || !(peekNext(into: &c)) {
                // No match, or a partial one at the end of the text: back up, and try a
                // contraction across combining marks.
                if contraction & CollationLayout.contractTrailingCCC != 0
                    && (contraction & CollationLayout.contractSingleCPNoMatch == 0 || sinceMatch < lookAhead) {
                    if sinceMatch > 1 {
                        // Back to just after the last match, and read the first unmatched again.
                        backwardSkipped(sinceMatch)
                        if let again = nextSkippedCodePoint() { c = again }
                        lookAhead -= sinceMatch - 1
                        sinceMatch = 1
                    }
                    if normalization.fcd16(c) > 0xFF {
                        return ce32FromDiscontiguousContraction(d, suffixes: &suffixes, ce32: ce32, lookAhead: lookAhead, c: c)
                    }
                }
                break
            } else {
                // A partial match: go on with the next scalar, already read into c.
                sinceMatch += 1
            }
            lookAhead += 1
            match = suffixes.next(codePoint: c)
        }
        backwardSkipped(sinceMatch)
        return ce32
    }

    /// Reads the next scalar into `c` for a partial match; false at the end of the text.
    private mutating func peekNext(into c: inout UInt32) -> Bool {
        guard let following = nextSkippedCodePoint() else { return false }
        c = following
        return true
    }

    /// UCA S2.1: after a match, each non-starter that no mark of the same class blocks may
    /// extend it; the marks it skips are collated after the contraction.
    private mutating func ce32FromDiscontiguousContraction(_ d: CollationData, suffixes: inout ContextTrie, ce32 ce32In: UInt32, lookAhead lookAheadIn: Int, c cIn: UInt32) -> UInt32 {
        var ce32 = ce32In, lookAhead = lookAheadIn, c = cIn
        var fcd = normalization.fcd16(c)
        guard let nextCp = nextSkippedCodePoint() else {
            backwardSkipped(1)
            return ce32
        }
        lookAhead += 1
        var previousClass = fcd & 0xFF
        fcd = normalization.fcd16(nextCp)
        if fcd <= 0xFF {
            // The scalar after c is a starter.
            backwardSkipped(2)
            return ce32
        }
        // Matched lookAhead - 2 scalars, c did not match, nextCp is next: return to the state
        // before c and go on with nextCp.
        if skipped == nil || skipped?.isEmpty == true {
            if skipped == nil { skipped = SkippedMarks() }
            suffixes.reset()
            if lookAhead > 2 {
                // Replay the partial match.
                backward(lookAhead)
                if let first = nextCodePoint() { _ = suffixes.next(codePoint: first) }
                for _ in 3..<lookAhead {
                    if let following = nextCodePoint() { _ = suffixes.next(codePoint: following) }
                }
                // Skip c, which did not match, and nextCp, tried now.
                forward(2)
            }
            skipped?.trieState = suffixes.state
        } else if let state = skipped?.trieState {
            suffixes.restore(state)
        }
        skipped?.setFirstSkipped(c)
        var sinceMatch = 2
        c = nextCp
        while true {
            var matched = false
            if previousClass < fcd >> 8 {
                let match = suffixes.next(codePoint: c)
                if match.hasValue {
                    matched = true
                    ce32 = suffixes.value
                    sinceMatch = 0
                    skipped?.recordMatch()
                    if !match.hasNext { break }
                    skipped?.trieState = suffixes.state
                }
            }
            if !matched {
                // No match for S + C: skip C.
                skipped?.skip(c)
                if let state = skipped?.trieState { suffixes.restore(state) }
                previousClass = fcd & 0xFF
            }
            guard let following = nextSkippedCodePoint() else { break }
            c = following
            sinceMatch += 1
            fcd = normalization.fcd16(c)
            if fcd <= 0xFF { break }  // a starter ends the marks
        }
        backwardSkipped(sinceMatch)
        let isTop = skipped?.isEmpty ?? true
        skipped?.replaceMatch()
        if isTop, skipped?.isEmpty == false {
            // A match after skipping marks, not inside another discontiguous match: the
            // contraction's CEs, then the skipped marks', looked up from the start.
            var data = d
            var scalar: UInt32? = nil
            while true {
                appendCEs(data, scalar, ce32)
                guard let marks = skipped, marks.hasNext, let mark = skipped?.next() else { break }
                scalar = mark
                ce32 = self.data.ce32(mark)
                if ce32 == CollationLayout.fallbackCE32, let base = self.data.base {
                    data = base.pointee
                    ce32 = data.ce32(mark)
                } else {
                    data = self.data
                }
            }
            skipped?.clear()
            ce32 = CollationLayout.noCE32
        }
        return ce32
    }
}
