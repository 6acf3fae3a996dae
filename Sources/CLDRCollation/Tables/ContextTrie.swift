/// A reader of ICU's UCharsTrie (ICU4C `ucharstrie.h`), the form in which ICU's collation data
/// stores the strings that change a character's collation elements: contraction suffixes
/// (Slovak "ch", Welsh "ll") and prefixes (Japanese ー after a kana), each mapping to a CE32.
///
/// The trie is a sequence of 16-bit units: branch nodes (a binary search over the next unit),
/// linear-match nodes (a run of units), and values, either final or attached to a node. The
/// reader keeps only a position and the remaining length of a linear match, so that its state
/// is a value that can be saved and restored (discontiguous contractions back up to it).
struct ContextTrie {
    /// The result of reading one more unit.
    enum Match: Equatable {
        /// The text so far is not a prefix of any string of the trie.
        case none
        /// A prefix of a longer string, with no value of its own.
        case partial
        /// A string with a value, and no longer string continues it.
        case final
        /// A string with a value, continued by longer strings.
        case intermediate

        var hasValue: Bool { self == .final || self == .intermediate }
        var hasNext: Bool { self == .partial || self == .intermediate }
    }

    private let units: UnsafePointer<UInt16>
    private let start: Int
    /// The next unit to read; -1 once the text has left the trie.
    private(set) var position: Int
    /// What is left of a linear-match node, minus one; -1 outside one.
    private var remainingMatchLength = -1

    private static let maxBranchLinearSubNodeLength = 5
    private static let minLinearMatch = 0x30, maxLinearMatchLength = 0x10
    private static let minValueLead = 0x40, nodeTypeMask = 0x3F
    private static let valueIsFinal = 0x8000
    private static let minTwoUnitValueLead = 0x4000, threeUnitValueLead = 0x7FFF
    private static let minTwoUnitNodeValueLead = 0x4040, threeUnitNodeValueLead = 0x7FC0
    private static let minTwoUnitDeltaLead = 0xFC00, threeUnitDeltaLead = 0xFFFF

    init(units: UnsafePointer<UInt16>, start: Int) {
        self.units = units
        self.start = start
        position = start
    }

    /// Back to the root.
    mutating func reset() {
        position = start
        remainingMatchLength = -1
    }

    /// A saved state, for `restore`.
    struct State {
        fileprivate let position: Int
        fileprivate let remainingMatchLength: Int
    }

    var state: State { State(position: position, remainingMatchLength: remainingMatchLength) }

    mutating func restore(_ state: State) {
        position = state.position
        remainingMatchLength = state.remainingMatchLength
    }

    /// Reads a code point: one unit, or a surrogate pair.
    mutating func next(codePoint c: UInt32) -> Match {
        if c <= 0xFFFF { return next(unit: Int(c)) }
        let lead = Int(0xD7C0 + (c >> 10)), trail = Int(0xDC00 | (c & 0x3FF))
        let first = next(unit: lead)
        return first.hasNext ? next(unit: trail) : .none
    }

    /// The value of the string read so far (after a match that `hasValue`).
    var value: UInt32 {
        var at = position
        let lead = Int(units[at])
        at += 1
        if lead & Self.valueIsFinal != 0 { return readValue(at, lead & 0x7FFF) }
        return readNodeValue(at, lead)
    }

    mutating func next(unit: Int) -> Match {
        guard position >= 0 else { return .none }
        var at = position
        var length = remainingMatchLength
        if length >= 0 {
            // The rest of a linear-match node.
            if unit == Int(units[at]) {
                at += 1
                length -= 1
                remainingMatchLength = length
                position = at
                let node = Int(units[at])
                return length < 0 && node >= Self.minValueLead ? Self.valueResult(node) : .partial
            }
            stop()
            return .none
        }
        var node = Int(units[at])
        at += 1
        while true {
            if node < Self.minLinearMatch {
                return branchNext(at, node, unit)
            } else if node < Self.minValueLead {
                // The first of length + 1 units.
                length = node - Self.minLinearMatch
                if unit == Int(units[at]) {
                    at += 1
                    length -= 1
                    remainingMatchLength = length
                    position = at
                    let next = Int(units[at])
                    return length < 0 && next >= Self.minValueLead ? Self.valueResult(next) : .partial
                }
                break
            } else if node & Self.valueIsFinal != 0 {
                break
            } else {
                // Skip the value attached to the node.
                at = skipNodeValue(at, node)
                node &= Self.nodeTypeMask
            }
        }
        stop()
        return .none
    }

    private mutating func stop() { position = -1 }

    private static func valueResult(_ node: Int) -> Match {
        node & valueIsFinal != 0 ? .final : .intermediate
    }

    private mutating func branchNext(_ from: Int, _ nodeLength: Int, _ unit: Int) -> Match {
        var at = from
        var length = nodeLength
        if length == 0 {
            length = Int(units[at])
            at += 1
        }
        length += 1
        // A binary search down to a few units…
        while length > Self.maxBranchLinearSubNodeLength {
            let compare = Int(units[at])
            at += 1
            if unit < compare {
                length >>= 1
                at = jumpByDelta(at)
            } else {
                length = length - (length >> 1)
                at = skipDelta(at)
            }
        }
        // …then a linear search.
        repeat {
            if unit == Int(units[at]) {
                at += 1
                var node = Int(units[at])
                if node & Self.valueIsFinal != 0 {
                    position = at
                    return .final
                }
                // A jump to the next node.
                at += 1
                let delta: Int
                if node < Self.minTwoUnitValueLead {
                    delta = node
                } else if node < Self.threeUnitValueLead {
                    delta = (node - Self.minTwoUnitValueLead) << 16 | Int(units[at])
                    at += 1
                } else {
                    delta = Int(units[at]) << 16 | Int(units[at + 1])
                    at += 2
                }
                at += delta
                node = Int(units[at])
                position = at
                return node >= Self.minValueLead ? Self.valueResult(node) : .partial
            }
            at += 1
            length -= 1
            at = skipValue(at)
        } while length > 1
        if unit == Int(units[at]) {
            at += 1
            position = at
            let node = Int(units[at])
            return node >= Self.minValueLead ? Self.valueResult(node) : .partial
        }
        stop()
        return .none
    }

    private func readValue(_ at: Int, _ lead: Int) -> UInt32 {
        if lead < Self.minTwoUnitValueLead { return UInt32(lead) }
        if lead < Self.threeUnitValueLead { return UInt32((lead - Self.minTwoUnitValueLead) << 16 | Int(units[at])) }
        return UInt32(units[at]) << 16 | UInt32(units[at + 1])
    }

    private func readNodeValue(_ at: Int, _ lead: Int) -> UInt32 {
        if lead < Self.minTwoUnitNodeValueLead { return UInt32((lead >> 6) - 1) }
        if lead < Self.threeUnitNodeValueLead { return UInt32(((lead & 0x7FC0) - Self.minTwoUnitNodeValueLead) << 10 | Int(units[at])) }
        return UInt32(units[at]) << 16 | UInt32(units[at + 1])
    }

    private func skipValue(_ from: Int) -> Int {
        let lead = Int(units[from]) & 0x7FFF
        if lead >= Self.threeUnitValueLead { return from + 3 }
        if lead >= Self.minTwoUnitValueLead { return from + 2 }
        return from + 1
    }

    private func skipNodeValue(_ at: Int, _ lead: Int) -> Int {
        if lead >= Self.threeUnitNodeValueLead { return at + 2 }
        if lead >= Self.minTwoUnitNodeValueLead { return at + 1 }
        return at
    }

    private func jumpByDelta(_ from: Int) -> Int {
        var at = from
        var delta = Int(units[at])
        at += 1
        if delta >= Self.minTwoUnitDeltaLead {
            if delta == Self.threeUnitDeltaLead {
                delta = Int(units[at]) << 16 | Int(units[at + 1])
                at += 2
            } else {
                delta = (delta - Self.minTwoUnitDeltaLead) << 16 | Int(units[at])
                at += 1
            }
        }
        return at + delta
    }

    private func skipDelta(_ from: Int) -> Int {
        let delta = Int(units[from])
        if delta >= Self.minTwoUnitDeltaLead { return delta == Self.threeUnitDeltaLead ? from + 3 : from + 2 }
        return from + 1
    }
}
