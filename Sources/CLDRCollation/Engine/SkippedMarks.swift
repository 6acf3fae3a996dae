/// The combining marks a discontiguous contraction stepped over (UCA S2.1: "a◌̣̊" in Danish
/// contracts "a" with the ring and leaves the dot below, which is collated after it).
///
/// Marks skipped by an earlier match are read again from here before the text; those of the
/// current match collect in a new list, which replaces the consumed part once the match is
/// done. Positions count scalars.
struct SkippedMarks {
    /// Marks skipped by the previous match, read before the text.
    private var old: [UInt32] = []
    /// Marks skipped by the current match.
    private var new: [UInt32] = []
    /// The reading position in `old`, or past it: how many scalars were read beyond it.
    private var position = 0
    /// `new.count` at the last match: on a failed partial match, later skips are dropped.
    private var lengthAtMatch = 0
    /// The context trie's state before the scalar being tried, to return to when it is skipped.
    var trieState: ContextTrie.State?

    var isEmpty: Bool { old.isEmpty }
    var hasNext: Bool { position < old.count }

    mutating func clear() {
        old.removeAll(keepingCapacity: true)
        position = 0
    }

    mutating func next() -> UInt32 {
        let c = old[position]
        position += 1
        return c
    }

    /// One more scalar read from the text, beyond the marks.
    mutating func incrementBeyond() { position += 1 }

    /// Goes back n scalars; returns how many of them were read from the text beyond the marks
    /// (the caller backs up the text by that many).
    mutating func backward(_ n: Int) -> Int {
        let beyond = position - old.count
        if beyond > 0 {
            if beyond >= n {
                position -= n
                return n
            }
            position = old.count - (n - beyond)
            return beyond
        }
        position -= n
        return 0
    }

    mutating func setFirstSkipped(_ c: UInt32) {
        lengthAtMatch = 0
        new = [c]
    }

    mutating func skip(_ c: UInt32) { new.append(c) }

    mutating func recordMatch() { lengthAtMatch = new.count }

    /// The consumed marks give way to those skipped up to the last match.
    mutating func replaceMatch() {
        let consumed = min(position, old.count)
        old.replaceSubrange(0..<consumed, with: new.prefix(lengthAtMatch))
        position = 0
    }
}
