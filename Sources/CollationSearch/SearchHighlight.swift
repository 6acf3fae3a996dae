/// Where a match is: the text the query matched (the name as shown, or a telephone number)
/// and the parts of it that the query typed, for a UI to mark.
///
/// For 曾国藩 found by 943 ("zgf") the ranges are 曾, 国 and 藩; by 9364 ("zeng") 曾 alone; for
/// "Łukasz Nowak" found by 5852 ("luka") the first four letters. A unit read from another field
/// (the furigana of a kanji name, a company's phonetic name) marks the part of the name it reads.
public struct SearchHighlight: Sendable, Hashable {
    /// The text that matched: the name as shown, or the telephone number as written.
    public var text: String
    /// The parts of ``text`` that matched, in order, not overlapping.
    public var ranges: [Range<String.Index>]
    /// Whether ``text`` is a telephone number rather than the name.
    public var isPhoneNumber: Bool

    /// A highlight from its parts.
    public init(text: String, ranges: [Range<String.Index>], isPhoneNumber: Bool = false) {
        self.text = text
        self.ranges = ranges
        self.isPhoneNumber = isPhoneNumber
    }

    /// The ranges as offsets in UTF-16 code units (what JavaScript, Android and `NSRange`
    /// count in): start and length.
    public var utf16Ranges: [(start: Int, length: Int)] {
        ranges.map { range in
            let start = text.utf16.distance(from: text.startIndex, to: range.lowerBound)
            return (start, text.utf16.distance(from: range.lowerBound, to: range.upperBound))
        }
    }

    /// The highlight of scalar offsets `ranges` in `text` (merged where they touch).
    init(text: String, scalarRanges: [Range<Int>], isPhoneNumber: Bool = false) {
        let scalars = text.unicodeScalars
        var merged: [Range<Int>] = []
        for range in scalarRanges.sorted(by: { $0.lowerBound < $1.lowerBound }) where !range.isEmpty {
            if let last = merged.last, range.lowerBound <= last.upperBound {
                merged[merged.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
            } else {
                merged.append(range)
            }
        }
        let count = scalars.count
        let ranges = merged.compactMap { range -> Range<String.Index>? in
            guard range.upperBound <= count else { return nil }
            var lower = scalars.index(scalars.startIndex, offsetBy: range.lowerBound)
            var upper = scalars.index(lower, offsetBy: range.count)
            // Widened to whole characters: an accent typed apart from its letter goes with it.
            while lower > scalars.startIndex, lower.samePosition(in: text) == nil { lower = scalars.index(before: lower) }
            while upper < scalars.endIndex, upper.samePosition(in: text) == nil { upper = scalars.index(after: upper) }
            return lower..<upper
        }
        self.init(text: text, ranges: ranges, isPhoneNumber: isPhoneNumber)
    }
}
