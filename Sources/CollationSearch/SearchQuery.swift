/// What a person typed, folded as names are (``SearchFolding``), ready to rank names by their
/// ``SearchKeys``.
///
/// ```swift
/// let query = SearchQuery("zs")
/// query.rank(of: builder.keys(for: "张三"))   // .initials
/// ```
///
/// A space in the query must fall between two units of a reading ("zhang san", "z san"); a
/// query is otherwise free to type each unit in full or by any prefix of it, and to skip
/// units (ranked last: ``SearchRank/skipping``).
public struct SearchQuery: Sendable, Hashable {
    /// The query as typed.
    public let text: String
    /// The query folded, one space between words.
    let folded: [UInt8]

    /// A query for `text`.
    public init(_ text: String) {
        self.text = text
        folded = Array(SearchFolding.fold(text).utf8)
    }

    /// Whether the query has nothing to match (empty, or only spaces and punctuation).
    public var isEmpty: Bool { folded.isEmpty }

    /// How well `keys` match, or `nil` when they do not.
    public func rank(of keys: SearchKeys) -> SearchRank? {
        Array(keys.line.utf8).withUnsafeBufferPointer { rank(ofLine: $0) }
    }

    /// How well a ``SearchKeys/line`` matches (text, then readings, separated by tabs).
    func rank(ofLine line: UnsafeBufferPointer<UInt8>) -> SearchRank? {
        guard let first = folded.first, line.contains(first) else { return nil }
        return folded.withUnsafeBufferPointer { query in
            var best: SearchRank?
            func note(_ rank: SearchRank?) {
                if let rank, best.map({ rank < $0 }) ?? true { best = rank }
            }
            var start = 0
            var isText = true
            while start <= line.count {
                var end = start
                while end < line.count, line[end] != 0x09 { end += 1 }
                let segment = UnsafeBufferPointer(rebasing: line[start..<end])
                if isText {
                    note(Self.rank(ofText: segment, query: query))
                } else {
                    note(Self.rank(ofReading: segment, query: query, best: best))
                }
                if best == .exact { return best }
                isText = false
                start = end + 1
            }
            if best != nil { return best }
            // No reading matches in order: one may with units skipped (W + Smi for William
            // John Smith), ranked below every other match of a name.
            start = 0
            while start < line.count, line[start] != 0x09 { start += 1 }
            start += 1
            while start <= line.count {
                var end = start
                while end < line.count, line[end] != 0x09 { end += 1 }
                if Self.matchesSkipping(UnsafeBufferPointer(rebasing: line[start..<end]), query: query) { return .skipping }
                start = end + 1
            }
            return nil
        }
    }

    /// The rank of the folded name itself: whole (spaces aside), start, or inside.
    static func rank(ofText text: UnsafeBufferPointer<UInt8>, query: UnsafeBufferPointer<UInt8>) -> SearchRank? {
        if equalIgnoringSpaces(text, query) { return .exact }
        guard query.count <= text.count else { return nil }
        if text.starts(with: query) { return .prefix }
        let first = query[0]
        var index = 1
        while index + query.count <= text.count {
            if text[index] == first, UnsafeBufferPointer(rebasing: text[index..<(index + query.count)]).elementsEqual(query) {
                return .substring
            }
            index += 1
        }
        return nil
    }

    private static func equalIgnoringSpaces(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Bool {
        var i = 0, j = 0
        while true {
            while i < a.count, a[i] == 0x20 { i += 1 }
            while j < b.count, b[j] == 0x20 { j += 1 }
            if i == a.count || j == b.count { return i == a.count && j == b.count }
            if a[i] != b[j] { return false }
            i += 1
            j += 1
        }
    }

    /// The rank of one reading: from its first unit (exact, prefix, initials, mixed), or from a
    /// later unit (substring). Stops early when it cannot beat `best`.
    static func rank(ofReading reading: UnsafeBufferPointer<UInt8>, query: UnsafeBufferPointer<UInt8>, best: SearchRank?) -> SearchRank? {
        var matcher = UnitMatcher(reading: reading, query: query)
        if let rank = matcher.match(unit: 0, at: 0, full: true, initial: true) { return rank }
        if let best, best <= .substring { return nil }
        var position = 0
        while position < reading.count {
            if reading[position] == 0x20 {
                if matcher.match(unit: position + 1, at: 0, full: true, initial: true) != nil { return .substring }
            }
            position += 1
        }
        return nil
    }

    /// Whether the query types units of `reading` in order with some skipped between them
    /// (``SearchRank/skipping``): asked only of lines no reading of which matches otherwise.
    static func matchesSkipping(_ reading: UnsafeBufferPointer<UInt8>, query: UnsafeBufferPointer<UInt8>) -> Bool {
        var units = 1
        for byte in reading where byte == 0x20 { units += 1 }
        let states = units * (query.count + 1)
        guard !reading.isEmpty, states <= 4_096 else {
            var matcher = UnitMatcher(reading: reading, query: query)
            return matcher.matchSkipping(from: 0, at: 0)
        }
        // Each (unit, query offset) is tried once: a digit line's units share their first
        // digits, and the tries without a memo grew with every unit a query could skip.
        return withUnsafeTemporaryAllocation(of: Int32.self, capacity: units + 1) { starts in
            var unit = 1
            starts[0] = 0
            for (offset, byte) in reading.enumerated() where byte == 0x20 {
                starts[unit] = Int32(offset + 1)
                unit += 1
            }
            starts[units] = Int32(reading.count + 1)
            return withUnsafeTemporaryAllocation(of: Bool.self, capacity: states) { failed in
                failed.initialize(repeating: false)
                let matcher = SkipMatcher(reading: reading, query: query, starts: UnsafeBufferPointer(starts), failed: failed)
                return matcher.typed(from: 0, at: 0)
            }
        }
    }
}

/// Matches a query against the units of a reading, each unit typed in full or by a prefix.
private struct UnitMatcher {
    let reading: UnsafeBufferPointer<UInt8>
    let query: UnsafeBufferPointer<UInt8>
    /// Recursion steps left: a guard against pathological readings (thousands of one-letter
    /// units); names never come near it.
    var budget = 10_000

    /// The rank of a way of typing that ends the query: every unit so far typed in full (and
    /// all of them: exact; else prefix), each by its first letter (initials), or else mixed.
    static func rank(full: Bool, initial: Bool, complete: Bool) -> SearchRank {
        full ? (complete ? .exact : .prefix) : initial ? .initials : .mixed
    }

    /// The number of bytes of the UTF-8 character that starts with `lead`.
    static func characterLength(_ lead: UInt8) -> Int {
        lead < 0xC0 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
    }

    /// The best rank for `query[at...]` typed from the unit starting at `unit`, given how the
    /// units before it were typed: all in full (`full`), each by its first letter (`initial`).
    mutating func match(unit: Int, at: Int, full: Bool, initial: Bool) -> SearchRank? {
        var at = at
        if at < query.count, query[at] == 0x20 { at += 1 }
        if at == query.count { return Self.rank(full: full, initial: initial, complete: unit >= reading.count) }
        guard unit < reading.count, budget > 0 else { return nil }
        budget -= 1
        // The unit's end, and the start of the next unit.
        var unitEnd = unit
        while unitEnd < reading.count, reading[unitEnd] != 0x20 { unitEnd += 1 }
        let next = unitEnd + 1
        var best: SearchRank?
        var spelling = unit
        while spelling < unitEnd {
            var spellingEnd = spelling
            while spellingEnd < unitEnd, reading[spellingEnd] != 0x7C { spellingEnd += 1 }
            let length = spellingEnd - spelling
            let firstLetter = Self.characterLength(reading[spelling])
            var common = 0
            while common < length, at + common < query.count, query[at + common] != 0x20, reading[spelling + common] == query[at + common] {
                common += 1
            }
            var taken = common
            while taken > 0 {
                // A prefix ends on a character boundary (not before a UTF-8 continuation byte).
                if at + taken == query.count || query[at + taken] & 0xC0 != 0x80 {
                    let rest = at + taken
                    let initial = initial && taken == firstLetter
                    // A unit typed in part ends the query (prefix) or is followed by the next
                    // unit's letters (initials or mixed).
                    let found = taken == length ? match(unit: next, at: rest, full: full, initial: initial)
                        : rest == query.count ? Self.rank(full: full, initial: initial, complete: false)
                        : match(unit: next, at: rest, full: false, initial: initial)
                    if let rank = found, best.map({ rank < $0 }) ?? true {
                        best = rank
                        if rank == .exact { return rank }
                    }
                }
                taken -= 1
            }
            spelling = spellingEnd + 1
        }
        return best
    }

    /// Whether `query[at...]` is typed by units at or after the one starting at `unit`, in
    /// order, each in full or by a prefix, any of them skipped.
    mutating func matchSkipping(from unit: Int, at: Int) -> Bool {
        var at = at
        if at < query.count, query[at] == 0x20 { at += 1 }
        if at == query.count { return true }
        var start = unit
        while start < reading.count {
            if typesUnit(at: start, from: at) { return true }
            while start < reading.count, reading[start] != 0x20 { start += 1 }
            start += 1
        }
        return false
    }

    /// Whether `query[at...]` starts with a prefix of the unit starting at `unit` and its rest
    /// is typed by later units (``matchSkipping(from:at:)``).
    private mutating func typesUnit(at unit: Int, from at: Int) -> Bool {
        guard budget > 0 else { return false }
        budget -= 1
        var unitEnd = unit
        while unitEnd < reading.count, reading[unitEnd] != 0x20 { unitEnd += 1 }
        var spelling = unit
        while spelling < unitEnd {
            var spellingEnd = spelling
            while spellingEnd < unitEnd, reading[spellingEnd] != 0x7C { spellingEnd += 1 }
            let length = spellingEnd - spelling
            var common = 0
            while common < length, at + common < query.count, query[at + common] != 0x20, reading[spelling + common] == query[at + common] {
                common += 1
            }
            var taken = common
            while taken > 0 {
                if at + taken == query.count { return true }
                if query[at + taken] & 0xC0 != 0x80, matchSkipping(from: unitEnd + 1, at: at + taken) { return true }
                taken -= 1
            }
            spelling = spellingEnd + 1
        }
        return false
    }
}

/// ``UnitMatcher/matchSkipping(from:at:)`` with a memo of the (unit, query offset) pairs that
/// failed: what ``SearchQuery/matchesSkipping(_:query:)`` runs on names of ordinary size.
private struct SkipMatcher {
    let reading: UnsafeBufferPointer<UInt8>
    let query: UnsafeBufferPointer<UInt8>
    /// Where each unit starts, then one past the reading's end (plus one, as if a space ended it).
    let starts: UnsafeBufferPointer<Int32>
    /// Whether `query[at...]` was found not to be typed from unit `u` on, at `u * (query.count + 1) + at`.
    let failed: UnsafeMutableBufferPointer<Bool>

    /// Whether `query[at...]` is typed by units `unit` and after, in order, any skipped.
    func typed(from unit: Int, at: Int) -> Bool {
        var at = at
        if at < query.count, query[at] == 0x20 { at += 1 }
        if at == query.count { return true }
        let units = starts.count - 1
        guard unit < units else { return false }
        let state = unit * (query.count + 1) + at
        if failed[state] { return false }
        if typesUnit(unit, at: at) || typed(from: unit + 1, at: at) { return true }
        failed[state] = true
        return false
    }

    /// Whether `query[at...]` starts with a prefix of a spelling of `unit` and the rest is typed
    /// by later units.
    private func typesUnit(_ unit: Int, at: Int) -> Bool {
        let unitEnd = Int(starts[unit + 1]) - 1
        var spelling = Int(starts[unit])
        while spelling < unitEnd {
            var spellingEnd = spelling
            while spellingEnd < unitEnd, reading[spellingEnd] != 0x7C { spellingEnd += 1 }
            var common = 0
            while spelling + common < spellingEnd, at + common < query.count, query[at + common] != 0x20,
                  reading[spelling + common] == query[at + common] {
                common += 1
            }
            var taken = common
            while taken > 0 {
                if at + taken == query.count { return true }
                if query[at + taken] & 0xC0 != 0x80, typed(from: unit + 1, at: at + taken) { return true }
                taken -= 1
            }
            spelling = spellingEnd + 1
        }
        return false
    }
}
