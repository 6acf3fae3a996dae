import Collation

/// A grouped list searched from a phone's keypad: digits matched against the readings the text
/// search uses, then against the contacts' telephone numbers.
///
/// ```swift
/// let index = await KeypadIndex(sections, keypad: Keypad(locale: "zh-Hans"), builder: builder,
///                               display: { $0 }, spellings: { [[NamePart($0, role: .personName)]] })
/// index.matches(for: "943").first?.element        // 曾国藩 (z-g-f: 曾 read as the surname Zēng)
/// let typed = index.search("9")                   // one keystroke…
/// let next = typed.refined(to: "94")              // …the next searches only what "9" found
/// ```
///
/// Each reading's letters become their keys (``Keypad``), so the digits find a name as letters
/// do: in full (9364486326, "zengguofan"), by initials (943), by a unit's start and the next
/// units (94264, "zhang s"), from a later word (326, "fan"), ranked as ``SearchRank`` says,
/// ties in section order. A family name is read only as a family name: 2364 ("ceng") does not
/// find 曾国藩. A telephone number matches when its digits hold the query's (ranked after names).
public struct KeypadIndex<Element: Sendable>: Sendable {
    /// The keys on the keypad.
    public let keypad: Keypad
    /// The text search over the same elements (built with this index: one build serves both).
    public let searchIndex: SearchIndex<Element>
    private let builder: SearchKeyBuilder
    private let display: @Sendable (Element) -> String
    private let spellings: @Sendable (Element) -> [[NamePart]]
    private let phoneNumbers: @Sendable (Element) -> [String]
    /// Each element's readings in digits: an empty text, then the readings after tabs (the form
    /// ``SearchQuery`` ranks), and its telephone numbers' digits, tab-separated.
    private let lines: ByteLines
    private let numbers: ByteLines

    /// An index of `sections`' elements, each shown as `display` and written as `spellings` (as
    /// ``SearchIndex/init(_:builder:display:spellings:)`` takes them), with the telephone numbers
    /// `phoneNumbers` gives; computed on all cores.
    public init(_ sections: [CollationSection<Element>], keypad: Keypad, builder: SearchKeyBuilder,
                display: @escaping @Sendable (Element) -> String,
                spellings: @escaping @Sendable (Element) -> [[NamePart]],
                phoneNumbers: @escaping @Sendable (Element) -> [String] = { _ in [] }) async {
        let index = await SearchIndex(sections, builder: builder, display: display, spellings: spellings)
        let elements = index.elements
        self.keypad = keypad
        self.searchIndex = index
        self.builder = builder
        self.display = display
        self.spellings = spellings
        self.phoneNumbers = phoneNumbers
        // The digits, tagged with the digits that start units.
        lines = await ByteLines(count: elements.count, tagging: { position, bytes in
            let line = index.lineBytes(at: position)
            guard let tab = line.firstIndex(of: 0x09) else { return 0 }
            let start = bytes.count
            keypad.appendDigits(of: line[tab...], to: &bytes)
            return Self.unitStarts(of: bytes[start...])
        })
        numbers = await ByteLines(count: elements.count, write: { position, bytes in
            for (offset, number) in phoneNumbers(elements[position]).enumerated() {
                if offset > 0 { bytes.append(0x09) }
                for byte in number.utf8 where byte &- 0x30 < 10 { bytes.append(byte) }
            }
        })
    }

    /// The number of elements.
    public var count: Int { searchIndex.count }

    /// The digits that start units in a digit line (after a tab, a space or a `|`), as bits: a
    /// query whose first digit is not among them cannot match the line.
    private static func unitStarts(of line: ArraySlice<UInt8>) -> UInt16 {
        var mask: UInt16 = 0
        var atStart = true
        for byte in line {
            if byte == 0x09 || byte == 0x20 || byte == 0x7C {
                atStart = true
            } else {
                if atStart, byte &- 0x30 < 10 { mask |= 1 << (byte &- 0x30) }
                atStart = false
            }
        }
        return mask
    }

    /// The elements `digits` finds (digits 0–9; spaces may mark where a unit ends; `+`, `-`,
    /// `(`, `)`, `*` and `#` are ignored), best first.
    public func search(_ digits: String) -> KeypadSearch<Element> {
        let query = KeypadSearch<Element>.normalized(digits)
        let (found, all) = scan(query, among: nil)
        return KeypadSearch(digits: digits, normalized: query, index: self, found: found, all: all)
    }

    /// The first `limit` matches of `digits`, with highlights: `search(digits).matches(limit:)`.
    public func matches(for digits: String, limit: Int? = nil) -> [SearchMatch<Element>] {
        search(digits).matches(limit: limit)
    }

    /// The positions `query` (normalized) finds among `candidates` (ascending; all when nil),
    /// by rank, each rank's in section order; and all of them, in section order.
    func scan(_ query: String, among candidates: [Int32]?) -> (found: [[Int32]], all: [Int32]) {
        let ranks = SearchRank.allCases.count
        var found = [[Int32]](repeating: [], count: ranks)
        let search = SearchQuery(query)
        guard !search.isEmpty, let first = query.utf8.first else { return (found, []) }
        let digits = Array(query.utf8.filter { $0 != 0x20 })
        let firstBit: UInt16 = 1 << (first &- 0x30)
        // The first keystroke, which searches the whole list, ranked without the matcher.
        let oneDigit = digits.count == 1
        let (lines, numbers, unitStarts) = (lines, numbers, lines.tags)
        let slices = ParallelSlices.map(candidates?.count ?? count, minimum: 16_384) { slice in
            // One list a rank, and a last one of every match in order.
            var lists = [[Int32]](repeating: [], count: ranks + 1)
            lines.withLines { lines in
                numbers.withLines { numbers in
                    for offset in slice {
                        let position = candidates.map { Int($0[offset]) } ?? offset
                        let named = unitStarts[position] & firstBit == 0 ? nil
                            : oneDigit ? Self.rank(ofDigit: first, line: lines[position]) : search.rank(ofLine: lines[position])
                        guard let rank = named ?? (Self.contains(numbers[position], digits) ? .phoneNumber : nil) else { continue }
                        lists[rank.rawValue].append(Int32(position))
                        lists[ranks].append(Int32(position))
                    }
                }
            }
            return lists
        }
        var all: [Int32] = []
        for lists in slices {
            for rank in 0..<ranks { found[rank] += lists[rank] }
            all += lists[ranks]
        }
        return (found, all)
    }

    /// The rank of a one-digit query in a digit line (an empty text, then readings after tabs),
    /// as ``SearchQuery`` ranks it: exact for a reading of one one-letter unit, prefix for a
    /// reading whose first unit starts with it, substring for a later unit.
    static func rank(ofDigit digit: UInt8, line: UnsafeBufferPointer<UInt8>) -> SearchRank? {
        var best: SearchRank?
        var index = 0
        while index < line.count {
            // A reading: from after a tab to the next tab.
            guard line[index] == 0x09 else { index += 1; continue }
            var unit = 0
            var position = index + 1
            var spellingStart = true
            var firstUnitOneLetter = false
            var firstUnitHas = false
            while position < line.count, line[position] != 0x09 {
                let byte = line[position]
                if byte == 0x20 {
                    unit += 1
                    spellingStart = true
                } else if byte == 0x7C {
                    spellingStart = true
                } else {
                    if spellingStart, byte == digit {
                        if unit == 0 {
                            firstUnitHas = true
                            let end = position + 1
                            if end == line.count || line[end] == 0x09 || line[end] == 0x20 || line[end] == 0x7C { firstUnitOneLetter = true }
                        } else if best.map({ SearchRank.substring < $0 }) ?? true {
                            best = .substring
                        }
                    }
                    spellingStart = false
                }
                position += 1
            }
            if firstUnitHas {
                let rank: SearchRank = firstUnitOneLetter && unit == 0 ? .exact : .prefix
                if best.map({ rank < $0 }) ?? true { best = rank }
                if rank == .exact { return rank }
            }
            index = position
        }
        return best
    }

    /// Whether one of the tab-separated numbers in `numbers` holds `digits`.
    static func contains(_ numbers: UnsafeBufferPointer<UInt8>, _ digits: [UInt8]) -> Bool {
        guard !digits.isEmpty, numbers.count >= digits.count else { return false }
        var start = 0
        while start + digits.count <= numbers.count {
            if numbers[start] == digits[0] {
                var matched = 1
                while matched < digits.count, numbers[start + matched] == digits[matched] { matched += 1 }
                if matched == digits.count { return true }
            }
            start += 1
        }
        return false
    }

    /// The match at `position` with rank `rank`, its highlight worked out (the slow path: for
    /// the matches a UI shows).
    func match(at position: Int, rank: SearchRank, typed: [UInt8]) -> SearchMatch<Element> {
        let element = searchIndex.elements[position]
        let section = searchIndex.section(at: position)
        return SearchMatch(element: element, rank: rank, section: section.index, sectionTitle: section.title,
                           highlight: highlight(of: element, at: position, rank: rank, typed: typed))
    }

    /// Where the normalized query `typed` matched the element at `position`.
    private func highlight(of element: Element, at position: Int, rank: SearchRank, typed: [UInt8]) -> SearchHighlight? {
        if rank == .phoneNumber {
            let digits = typed.filter { $0 != 0x20 }
            for number in phoneNumbers(element) {
                if let ranges = UnitPath.digitRanges(of: digits, in: number) {
                    return SearchHighlight(text: number, scalarRanges: ranges, isPhoneNumber: true)
                }
            }
            return nil
        }
        let shown = display(element)
        let readings = lines.withLine(position) { line in
            line.split(separator: 0x09, omittingEmptySubsequences: false).dropFirst().map(Array.init)
        }
        // The first reading that gives the match its rank; only the readings up to it are traced.
        for (number, reading) in readings.enumerated() {
            guard let path = UnitPath(reading: reading, query: typed), path.rank == rank else { continue }
            let sources = builder.unitSources(display: shown, spellings: spellings(element), readings: number + 1)
            guard sources.count > number else { break }
            return SearchHighlight(text: shown, scalarRanges: path.sourceRanges(sources[number]))
        }
        return SearchHighlight(text: shown, ranges: [])
    }
}
