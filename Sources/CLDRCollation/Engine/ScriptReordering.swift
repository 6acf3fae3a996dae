/// Script reordering by codes (ICU's `ucol_setReorderCodes`): the primary weights of whole
/// scripts move, so that kana comes before Latin in a Japanese list, or Cyrillic first anywhere.
///
/// The root collation gives each script (and each special group: spaces, punctuation, symbols,
/// currency, digits) a range of primary weights, by its first two bytes (`scriptStarts`). The
/// asked-for scripts take the lowest lead bytes after the special groups, in the order asked,
/// the rest keep their order after them; the result is a lead byte table, and (limit, offset)
/// ranges for lead bytes that two scripts share. This is ICU4C's `makeReorderRanges` and
/// `setReordering`, the algorithm ICU documents for `[reorder …]`.
struct ScriptReordering {
    /// For each script number (ICU's `UScriptCode`), then each special group, the index of its
    /// range in `starts` (0: none).
    private let index: [UInt16]
    private let scriptCount: Int
    /// The start of each range (primary weights' upper 16 bits), then the end of the last.
    private let starts: [UInt16]

    static let reorderCodeFirst: Int32 = 0x1000
    static let specialCodeCount = 8
    static let reservedBeforeLatin = 14, reservedAfterLatin = 15
    static let unknown: Int32 = 103, latin: Int32 = 25

    struct Failure: Error {
        let message: String
    }

    /// Reads the root's script data: the number of scripts, their range indexes (then 16 for
    /// the special groups), then the range starts.
    init?(rootScripts words: [UInt16]) {
        guard let count = words.first.map(Int.init), words.count > 1 + count + 16 + 2 else { return nil }
        scriptCount = count
        index = Array(words[1..<(1 + count + 16)])
        starts = Array(words[(1 + count + 16)...])
    }

    private func rangeIndex(of script: Int32) -> Int {
        if script < 0 { return 0 }
        if Int(script) < scriptCount { return Int(index[Int(script)]) }
        if script < Self.reorderCodeFirst { return 0 }
        let special = Int(script - Self.reorderCodeFirst)
        return special < Self.specialCodeCount ? Int(index[scriptCount + special]) : 0
    }

    /// The lead byte table and the ranges of split lead bytes for `codes` (script numbers).
    func reordering(_ codes: [Int32]) throws(Failure) -> (table: [UInt8], ranges: [UInt32]) {
        let ranges = try makeRanges(codes, latinMustMove: false)
        guard ranges.count >= 2 else { return ([], []) }
        var table = [UInt8](repeating: 0, count: 256)
        var b = 0
        var firstSplit = -1
        for (i, pair) in ranges.enumerated() {
            let limit1 = Int(pair >> 24)
            while b < limit1 {
                table[b] = UInt8(truncatingIfNeeded: UInt32(b) &+ pair)
                b += 1
            }
            // A limit in the middle of a lead byte splits it.
            if pair & 0xFF_0000 != 0 {
                table[limit1] = 0
                b = limit1 + 1
                if firstSplit < 0 { firstSplit = i }
            }
        }
        while b <= 0xFF {
            table[b] = UInt8(b)
            b += 1
        }
        return (table, ranges)
    }

    private func makeRanges(_ codesIn: [Int32], latinMustMove: Bool) throws(Failure) -> [UInt32] {
        var codes = codesIn
        if codes.isEmpty || (codes.count == 1 && codes[0] == Self.unknown) { return [] }
        var table = [UInt8](repeating: 0, count: starts.count)
        // "Don't care" for the reserved ranges.
        for reserved in [Self.reservedBeforeLatin, Self.reservedAfterLatin] {
            let i = Int(index[scriptCount + reserved])
            if i != 0 { table[i] = 0xFF }
        }
        var lowStart = Int(starts[1])
        var highLimit = Int(starts[starts.count - 1])
        var specials: UInt32 = 0
        for code in codes {
            let special = code - Self.reorderCodeFirst
            if 0 <= special && special < Int32(Self.specialCodeCount) { specials |= 1 << UInt32(special) }
        }
        // The special groups not asked for stay lowest.
        for i in 0..<Self.specialCodeCount {
            let range = Int(index[scriptCount + i])
            if range != 0 && specials & (1 << UInt32(i)) == 0 { lowStart = addLow(&table, range, lowStart) }
        }
        // Latin asked for first stays where it is, after its reserved range.
        var skippedReserved = 0
        if specials == 0 && codes[0] == Self.latin && !latinMustMove {
            let start = Int(starts[Int(index[Int(Self.latin)])])
            skippedReserved = start - lowStart
            lowStart = start
        }
        var hasReorderToEnd = false
        var length = codes.count
        var i = 0
        while i < length {
            let script = codes[i]
            i += 1
            if script == Self.unknown {
                // "Others": the scripts after it go to the top, last first.
                hasReorderToEnd = true
                while i < length {
                    length -= 1
                    let last = codes[length]
                    if last == Self.unknown || last == -1 { throw Failure(message: "'others' or 'default' twice in a script order") }
                    let range = rangeIndex(of: last)
                    if range == 0 { continue }
                    if table[range] != 0 { throw Failure(message: "a script twice in a script order") }
                    highLimit = addHigh(&table, range, highLimit)
                }
                break
            }
            if script == -1 { throw Failure(message: "'default' with other scripts in a script order") }
            let range = rangeIndex(of: script)
            if range == 0 { continue }
            if table[range] != 0 { throw Failure(message: "a script twice (or with its equivalent, Hira with Kana) in a script order") }
            lowStart = addLow(&table, range, lowStart)
        }
        codes = Array(codes.prefix(length))
        // The other scripts in the middle, unmoved where they can stay.
        for range in 1..<(starts.count - 1) where table[range] == 0 {
            let start = Int(starts[range])
            if !hasReorderToEnd && start > lowStart { lowStart = start }
            lowStart = addLow(&table, range, lowStart)
        }
        if lowStart > highLimit {
            if lowStart - (skippedReserved & 0xFF00) <= highLimit { return try makeRanges(codesIn, latinMustMove: true) }
            throw Failure(message: "the script order needs more primary lead bytes than there are")
        }
        // Lead bytes as (limit << 16 | offset) pairs.
        var ranges: [UInt32] = []
        var offset = 0
        var range = 1
        while true {
            var nextOffset = offset
            while range < starts.count - 1 {
                let lead = Int(table[range])
                if lead != 0xFF {
                    nextOffset = lead - Int(starts[range] >> 8)
                    if nextOffset != offset { break }
                }
                range += 1
            }
            if offset != 0 || range < starts.count - 1 {
                ranges.append(UInt32(starts[range]) << 16 | UInt32(truncatingIfNeeded: offset & 0xFFFF))
            }
            if range == starts.count - 1 { break }
            offset = nextOffset
            range += 1
        }
        return ranges
    }

    private func addLow(_ table: inout [UInt8], _ range: Int, _ lowStartIn: Int) -> Int {
        var lowStart = lowStartIn
        let start = Int(starts[range])
        if start & 0xFF < lowStart & 0xFF { lowStart += 0x100 }
        table[range] = UInt8(truncatingIfNeeded: lowStart >> 8)
        let limit = Int(starts[range + 1])
        return ((lowStart & 0xFF00) + ((limit & 0xFF00) - (start & 0xFF00))) | (limit & 0xFF)
    }

    private func addHigh(_ table: inout [UInt8], _ range: Int, _ highLimitIn: Int) -> Int {
        var highLimit = highLimitIn
        let limit = Int(starts[range + 1])
        if limit & 0xFF > highLimit & 0xFF { highLimit -= 0x100 }
        let start = Int(starts[range])
        highLimit = ((highLimit & 0xFF00) - ((limit & 0xFF00) - (start & 0xFF00))) | (start & 0xFF)
        table[range] = UInt8(truncatingIfNeeded: highLimit >> 8)
        return highLimit
    }
}
