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
        // A memo of a million states covers a reading of 50,000 units typed by 20 letters;
        // past that (no name comes near) nothing is found by skipping.
        guard !reading.isEmpty, states <= 1 << 20 else { return false }
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
        _ = UnitPrefixes.forEach(in: reading, unit: unit, end: unitEnd, query: query, at: at) { taken, length, firstLetter in
            let rest = at + taken
            let initial = initial && taken == firstLetter
            // A unit typed in part ends the query (prefix) or is followed by the next unit's
            // letters (initials or mixed).
            let found = taken == length ? match(unit: next, at: rest, full: full, initial: initial)
                : rest == query.count ? Self.rank(full: full, initial: initial, complete: false)
                : match(unit: next, at: rest, full: false, initial: initial)
            if let rank = found, best.map({ rank < $0 }) ?? true { best = rank }
            return best == .exact
        }
        return best
    }
}

/// Whether a query types units of a reading in order, each in full or by a prefix, any of them
/// skipped, with a memo of the (unit, query offset) pairs that failed: what
/// ``SearchQuery/matchesSkipping(_:query:)`` runs.
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
        UnitPrefixes.forEach(in: reading, unit: Int(starts[unit]), end: Int(starts[unit + 1]) - 1, query: query, at: at) { taken, _, _ in
            at + taken == query.count || typed(from: unit + 1, at: at + taken)
        }
    }
}
