/// The ways a query goes on with a unit of a search reading: the one scan the ranking matcher,
/// the skipping matcher and the highlight's path (``UnitPath``) share, so that they cannot
/// disagree on what typing a unit means.
///
/// A reading's units are separated by spaces and a unit's spellings by `|`: "zhang|chang san".
enum UnitPrefixes {
    /// Calls `body` with each way `query[at...]` starts with a prefix of a spelling of the unit
    /// `reading[start..<end]`: the bytes of the query it takes (longest first, each ending on a
    /// character boundary, never at a space of the query), the spelling's length, and the length
    /// of its first letter (a prefix that long types the unit by its initial). Stops at the
    /// first call that returns `true`, and returns whether one did.
    @inline(__always)
    static func forEach(in reading: UnsafeBufferPointer<UInt8>, unit start: Int, end: Int,
                        query: UnsafeBufferPointer<UInt8>, at: Int, _ body: (_ taken: Int, _ length: Int, _ firstLetter: Int) -> Bool) -> Bool {
        var spelling = start
        while spelling < end {
            var spellingEnd = spelling
            while spellingEnd < end, reading[spellingEnd] != 0x7C { spellingEnd += 1 }
            let length = spellingEnd - spelling
            let lead = reading[spelling]
            let firstLetter = lead < 0xC0 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
            var common = 0
            while common < length, at + common < query.count, query[at + common] != 0x20, reading[spelling + common] == query[at + common] {
                common += 1
            }
            var taken = common
            while taken > 0 {
                // A prefix ends on a character boundary (not before a UTF-8 continuation byte).
                if at + taken == query.count || query[at + taken] & 0xC0 != 0x80, body(taken, length, firstLetter) { return true }
                taken -= 1
            }
            spelling = spellingEnd + 1
        }
        return false
    }
}
