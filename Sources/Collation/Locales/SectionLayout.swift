/// The sections a collator files names under: titles in display order, the overflow section
/// last, and the titles of the side index with the section each one jumps to.
public struct SectionLayout: Sendable, Hashable {
    /// The section titles in display order; the last is the overflow title ("#").
    public let titles: [String]
    /// The titles of the side index bar (may be condensed with "•").
    public let indexTitles: [String]
    /// For each side-index title, the section it jumps to.
    public let indexTargets: [Int]
    /// For each side-index title, the sections it stands for: its own section for a title,
    /// the sections it hides for a "•".
    public let indexRanges: [Range<Int>]
    /// Whether every section but the overflow section is a contiguous run of the key order
    /// (true for most collators). ICU's Chinese collations are the exception: they sort Han
    /// characters before Latin letters, yet file them under the Latin letters of their pinyin.
    public let followsKeyOrder: Bool

    /// The index of the overflow section: the last one.
    public var overflowIndex: Int { titles.count - 1 }

    /// `section` when it is a section of the layout, else the overflow section: what the host
    /// makes of a provider's answer, so that a faulty provider cannot crash it.
    public func clamped(_ section: Int) -> Int {
        section >= 0 && section < titles.count ? section : overflowIndex
    }

    /// Makes a layout from section titles (without the overflow title) and the overflow title.
    ///
    /// - Parameters:
    ///   - titles: the sections before the overflow section, in display order.
    ///   - overflowTitle: the last section's title.
    ///   - indexTitles: condensed side-index titles (section titles or "•"); by default, every
    ///     section title. A "•" jumps to the section after the previous title.
    ///   - followsKeyOrder: whether sections are contiguous runs of the key order.
    public init(titles: [String], overflowTitle: String = "#", indexTitles: [String]? = nil, followsKeyOrder: Bool = true) {
        let all = titles + [overflowTitle]
        self.titles = all
        let index = indexTitles ?? all
        var targets: [Int] = []
        var previous = -1
        for title in index {
            if let position = all.firstIndex(of: title) {
                previous = position
            } else {
                previous = min(previous + 1, all.count - 1)
            }
            targets.append(max(previous, 0))
        }
        self.indexTitles = index
        self.indexTargets = targets
        // A "•" stands for the sections from its target to the next entry's target.
        indexRanges = targets.indices.map { position in
            let start = targets[position]
            guard index[position] == "•" else { return start..<(start + 1) }
            let next = targets.indices.contains(position + 1) ? targets[position + 1] : all.count
            return start..<max(start + 1, next)
        }
        self.followsKeyOrder = followsKeyOrder
    }

    /// The layout with a side index for a bar with room for `slots` entries, as phones
    /// condense theirs: when the sections do not fit, evenly spaced titles are kept, the first
    /// and the overflow title always, with a "•" for each run of sections between them. Every
    /// section stays reachable: a "•" jumps to the first section it hides, and
    /// ``section(forIndexEntry:fraction:)`` reaches each of them as a finger moves across it.
    ///
    /// - Parameter slots: the number of entries the bar shows; fewer than three keeps the
    ///   first and last titles only.
    public func condensed(toSlots slots: Int) -> SectionLayout {
        let count = titles.count
        guard slots < count, count > 2 else { return self }
        let kept = max(2, (slots + 1) / 2)
        var positions: [Int] = []
        for step in 0..<kept {
            let position = (step * (count - 1) + (kept - 1) / 2) / (kept - 1)
            if positions.last != position { positions.append(position) }
        }
        var index: [String] = []
        for (position, next) in zip(positions, positions.dropFirst()) {
            index.append(titles[position])
            if next - position > 1 { index.append("•") }
        }
        index.append(titles[count - 1])
        return SectionLayout(titles: Array(titles.dropLast()), overflowTitle: titles[count - 1], indexTitles: index, followsKeyOrder: followsKeyOrder)
    }

    /// The section that a finger at `fraction` (0 at the top, 1 at the bottom) of side-index
    /// entry `entry` points at: the entry's own section for a title, one of the sections a
    /// "•" hides, in proportion, for a dot.
    public func section(forIndexEntry entry: Int, fraction: Double) -> Int {
        guard indexRanges.indices.contains(entry) else { return overflowIndex }
        let range = indexRanges[entry]
        let offset = fraction.isFinite ? Int((fraction * Double(range.count)).rounded(.down)) : 0
        return range.lowerBound + min(max(offset, 0), range.count - 1)
    }

    /// Makes the layout that `data` describes, with `titles` as the (provider-ordered) sections.
    public init(data: LocaleData, titles: [String], followsKeyOrder: Bool = true) {
        let keep = data.indexTitles.map { index in index.filter { $0 == "•" || titles.contains($0) || $0 == data.overflowTitle } }
        self.init(titles: titles, overflowTitle: data.overflowTitle, indexTitles: keep, followsKeyOrder: followsKeyOrder)
    }
}
