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
        func unitEnd(_ unit: Int) -> Int { unit + 1 < unitStarts.count ? unitStarts[unit + 1] - 1 : reading.count }
        /// The ways `query[at...]` starts with a prefix of one spelling of `unit`: how many bytes
        /// it takes, longest first, and the spelling's length.
        func prefixes(of unit: Int, at: Int) -> [(taken: Int, length: Int, firstLetter: Int)] {
            var found: [(Int, Int, Int)] = []
            reading.withUnsafeBufferPointer { reading in
                query.withUnsafeBufferPointer { query in
                    _ = UnitPrefixes.forEach(in: reading, unit: unitStarts[unit], end: unitEnd(unit), query: query, at: at) { taken, length, firstLetter in
                        found.append((taken, length, firstLetter))
                        return false
                    }
                }
            }
            return found
        }
        func skipSpace(_ at: Int) -> Int { at < query.count && query[at] == 0x20 ? at + 1 : at }
        func match(_ unit: Int, _ at: Int, _ full: Bool, _ initial: Bool) -> (SearchRank, [Step])? {
            let at = skipSpace(at)
            if at == query.count { return (Self.rank(full: full, initial: initial, complete: unit >= unitStarts.count), []) }
            guard unit < unitStarts.count, budget > 0 else { return nil }
            budget -= 1
            var best: (SearchRank, [Step])?
            for (taken, length, firstLetter) in prefixes(of: unit, at: at) {
                let rest = at + taken
                let initial = initial && taken == firstLetter
                let found: (SearchRank, [Step])? = taken == length ? match(unit + 1, rest, full, initial)
                    : rest == query.count ? (Self.rank(full: full, initial: initial, complete: false), [])
                    : match(unit + 1, rest, false, initial)
                if let (rank, steps) = found, best.map({ rank < $0.0 }) ?? true {
                    best = (rank, [Step(unit: unit, taken: taken, length: length)] + steps)
                    if rank == .exact { return best }
                }
            }
            return best
        }
        /// The first way `query[at...]` is typed by units from `unit` on, any skipped.
        func skipping(from unit: Int, _ at: Int) -> [Step]? {
            let at = skipSpace(at)
            if at == query.count { return [] }
            for start in unit..<max(unit, unitStarts.count) {
                guard budget > 0 else { return nil }
                budget -= 1
                for (taken, length, _) in prefixes(of: start, at: at) {
                    if let rest = skipping(from: start + 1, at + taken) { return [Step(unit: start, taken: taken, length: length)] + rest }
                }
            }
            return nil
        }
        if let (rank, steps) = match(0, 0, true, true) {
            self.rank = rank
            self.steps = steps
            return
        }
        for unit in 1..<max(1, unitStarts.count) {
            if let (_, steps) = match(unit, 0, true, true) {
                self.rank = .substring
                self.steps = steps
                return
            }
        }
        guard let steps = skipping(from: 0, 0) else { return nil }
        self.rank = .skipping
        self.steps = steps
    }

    /// As ``SearchQuery`` ranks a way of typing that ends the query.
    private static func rank(full: Bool, initial: Bool, complete: Bool) -> SearchRank {
        full ? (complete ? .exact : .prefix) : initial ? .initials : .mixed
    }

    /// The scalar ranges of the name that the steps typed, given where each unit comes from: a
    /// word folded from the name marks the scalars of the letters typed; another unit typed in
    /// part marks as many of its characters when it alone comes from them, else all it comes
    /// from (a Han character, a family name its furigana reads).
    func sourceRanges(_ sources: [UnitSource]) -> [Range<Int>] {
        steps.flatMap { step -> [Range<Int>] in
            guard step.unit < sources.count, let source = sources[step.unit].whole else { return [] }
            if let letters = sources[step.unit].letters, letters.count == step.length {
                return letters.prefix(step.taken).map { $0..<($0 + 1) }
            }
            let shared = sources.enumerated().contains { $0.offset != step.unit && $0.element.whole == source }
            guard step.taken < step.length, source.count > 1, !shared else { return [source] }
            return [source.lowerBound..<(source.lowerBound + min(step.taken, source.count))]
        }
    }

    /// The scalar ranges of `number`'s digits that spell `digits`, or `nil`: the first
    /// occurrence that starts a group of digits (after a space, `-`, `(`, `+` or the number's
    /// start), else the first anywhere. "+852 2222 3333" found by 2222 marks its second group,
    /// not the 2 of 852 and the 222 after it.
    static func digitRanges(of digits: [UInt8], in number: String) -> [Range<Int>]? {
        var places: [(offset: Int, digit: UInt8, startsGroup: Bool)] = []
        var previousIsDigit = false
        for (offset, scalar) in number.unicodeScalars.enumerated() {
            let isDigit = ("0"..."9").contains(scalar)
            if isDigit { places.append((offset, UInt8(scalar.value), !previousIsDigit)) }
            previousIsDigit = isDigit
        }
        guard !digits.isEmpty, places.count >= digits.count else { return nil }
        let starts = (0...(places.count - digits.count)).filter { start in
            places[start..<(start + digits.count)].map(\.digit).elementsEqual(digits)
        }
        guard let start = starts.first(where: { places[$0].startsGroup }) ?? starts.first else { return nil }
        return places[start..<(start + digits.count)].map { $0.offset..<($0.offset + 1) }
    }
}
