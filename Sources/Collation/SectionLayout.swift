/// The sections a collator files names under: titles in display order, the overflow section
/// last, and the titles of the side index with the section each one jumps to.
public struct SectionLayout: Sendable, Hashable {
    /// The section titles in display order; the last is the overflow title ("#").
    public let titles: [String]
    /// The titles of the side index bar (may be condensed with "•").
    public let indexTitles: [String]
    /// For each side-index title, the section it jumps to.
    public let indexTargets: [Int]
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
        self.followsKeyOrder = followsKeyOrder
    }

    /// Makes the layout that `data` describes, with `titles` as the (provider-ordered) sections.
    public init(data: LocaleData, titles: [String], followsKeyOrder: Bool = true) {
        let keep = data.indexTitles.map { index in index.filter { $0 == "•" || titles.contains($0) || $0 == data.overflowTitle } }
        self.init(titles: titles, overflowTitle: data.overflowTitle, indexTitles: keep, followsKeyOrder: followsKeyOrder)
    }
}
