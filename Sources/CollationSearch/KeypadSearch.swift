/// What a keypad query found in a ``KeypadIndex``: typing one more digit refines it, searching
/// only what it found.
///
/// ```swift
/// var typed = index.search("9")
/// for digit in "43" { typed = typed.refined(to: typed.digits + String(digit)) }
/// typed.matches(limit: 20)     // 曾国藩 first, 曾 highlighted in its name
/// ```
public struct KeypadSearch<Element: Sendable>: Sendable {
    /// The query as typed.
    public let digits: String
    /// The query's digits and unit-ending spaces (one at most in a row, none at the ends).
    let normalized: String
    private let index: KeypadIndex<Element>
    /// The positions found, by rank, each rank's in section order.
    private let found: [[Int32]]
    /// All positions found, in section order: what a longer query searches.
    private let all: [Int32]

    init(digits: String, normalized: String, index: KeypadIndex<Element>, found: [[Int32]], all: [Int32]) {
        self.digits = digits
        self.normalized = normalized
        self.index = index
        self.found = found
        self.all = all
    }

    /// The number of elements found.
    public var count: Int { all.count }

    /// Whether the query finds nothing (or is empty).
    public var isEmpty: Bool { all.isEmpty }

    /// The search for `digits`: when they extend this query (one more digit typed, a space
    /// typed), only this search's elements are searched again, since a longer query never finds
    /// what a shorter one missed; otherwise (a digit erased, another query) the whole index.
    public func refined(to digits: String) -> KeypadSearch<Element> {
        let query = Self.normalized(digits)
        guard !normalized.isEmpty, query.hasPrefix(normalized) else { return index.search(digits) }
        guard query != normalized else {
            return KeypadSearch(digits: digits, normalized: query, index: index, found: found, all: all)
        }
        let (found, all) = index.scan(query, among: all)
        return KeypadSearch(digits: digits, normalized: query, index: index, found: found, all: all)
    }

    /// The matches, best first, ties in section order, at most `limit` of them, each with its
    /// ``SearchMatch/highlight`` (worked out for the matches returned only: pass the rows a
    /// screen shows).
    public func matches(limit: Int? = nil) -> [SearchMatch<Element>] {
        var result: [SearchMatch<Element>] = []
        let typed = Array(normalized.utf8)
        for rank in SearchRank.allCases {
            for position in found[rank.rawValue] {
                if let limit, result.count >= limit { return result }
                result.append(index.match(at: Int(position), rank: rank, typed: typed))
            }
        }
        return result
    }

    /// `digits` with what is not a digit dropped (a phone number's `+`, `-`, brackets; `*`,
    /// `#`), spaces kept between digits, one in a row.
    static func normalized(_ digits: String) -> String {
        var result = ""
        var space = false
        for scalar in digits.unicodeScalars {
            if ("0"..."9").contains(scalar) {
                if space, !result.isEmpty { result += " " }
                space = false
                result.unicodeScalars.append(scalar)
            } else if scalar.properties.isWhitespace {
                space = true
            }
        }
        return result
    }
}
