/// The way a query matched a reading, unit by unit: how much of each unit it typed. The slow
/// twin of the ranking matcher (same rules, same ranks), run only to highlight a match.
struct UnitPath {
    /// One unit the query typed: its place in the reading, how many of its letters were typed,
    /// and how many it has (in the spelling typed).
    struct Step {
        let unit: Int
        let taken: Int
        let length: Int
    }

    let rank: SearchRank
    let steps: [Step]

    /// The best way `query` (folded) matches `reading` (units separated by spaces, spellings by
    /// `|`), as ``SearchQuery`` ranks it; `nil` when it does not.
    init?(reading: [UInt8], query: [UInt8]) {
        var budget = 10_000
        // Unit starts, so that a step can name its unit by number.
        var unitStarts = [0]
        for (offset, byte) in reading.enumerated() where byte == 0x20 { unitStarts.append(offset + 1) }
        func match(_ unit: Int, _ at: Int, _ allFull: Bool) -> (SearchRank, [Step])? {
            var at = at
            if at < query.count, query[at] == 0x20 { at += 1 }
            if at == query.count { return (allFull ? (unit >= unitStarts.count ? .exact : .prefix) : .initials, []) }
            guard unit < unitStarts.count, budget > 0 else { return nil }
            budget -= 1
            let start = unitStarts[unit]
            let end = unit + 1 < unitStarts.count ? unitStarts[unit + 1] - 1 : reading.count
            var best: (SearchRank, [Step])?
            var spelling = start
            while spelling < end {
                var spellingEnd = spelling
                while spellingEnd < end, reading[spellingEnd] != 0x7C { spellingEnd += 1 }
                let length = spellingEnd - spelling
                var common = 0
                while common < length, at + common < query.count, query[at + common] != 0x20, reading[spelling + common] == query[at + common] {
                    common += 1
                }
                var taken = common
                while taken > 0 {
                    if at + taken == query.count || query[at + taken] & 0xC0 != 0x80 {
                        let rest = at + taken
                        let found: (SearchRank, [Step])? = taken == length ? match(unit + 1, rest, allFull)
                            : rest == query.count ? (allFull ? .prefix : .initials, []) : match(unit + 1, rest, false)
                        if let (rank, steps) = found, best.map({ rank < $0.0 }) ?? true {
                            best = (rank, [Step(unit: unit, taken: taken, length: length)] + steps)
                            if rank == .exact { return best }
                        }
                    }
                    taken -= 1
                }
                spelling = spellingEnd + 1
            }
            return best
        }
        if let (rank, steps) = match(0, 0, true) {
            self.rank = rank
            self.steps = steps
            return
        }
        for unit in 1..<max(1, unitStarts.count) {
            if let (_, steps) = match(unit, 0, true) {
                self.rank = .substring
                self.steps = steps
                return
            }
        }
        return nil
    }

    /// The scalar ranges of the name that the steps typed, given where each unit comes from: a
    /// unit typed in part marks as many of its characters when it alone comes from them (a word),
    /// else all it comes from (a Han character, a family name its furigana reads).
    func sourceRanges(_ sources: [Range<Int>?]) -> [Range<Int>] {
        steps.compactMap { step in
            guard step.unit < sources.count, let source = sources[step.unit] else { return nil }
            let shared = sources.enumerated().contains { $0.offset != step.unit && $0.element == source }
            guard step.taken < step.length, source.count > 1, !shared else { return source }
            return source.lowerBound..<(source.lowerBound + min(step.taken, source.count))
        }
    }

    /// The scalar ranges of `number`'s digits that spell `digits` first, or `nil`.
    static func digitRanges(of digits: [UInt8], in number: String) -> [Range<Int>]? {
        var places: [(offset: Int, digit: UInt8)] = []
        for (offset, scalar) in number.unicodeScalars.enumerated() where ("0"..."9").contains(scalar) {
            places.append((offset, UInt8(scalar.value)))
        }
        guard !digits.isEmpty, places.count >= digits.count else { return nil }
        for start in 0...(places.count - digits.count)
        where places[start..<(start + digits.count)].map(\.digit).elementsEqual(digits) {
            return places[start..<(start + digits.count)].map { $0.offset..<($0.offset + 1) }
        }
        return nil
    }
}
