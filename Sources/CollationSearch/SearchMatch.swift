import Collation

/// One name that matches a query: the element, how well it matches, and its section.
public struct SearchMatch<Element> {
    /// The matching element.
    public var element: Element
    /// How well it matches.
    public var rank: SearchRank
    /// The index of its section in the collation's ``IndexedCollation/sectionTitles``.
    public var section: Int
    /// The title of its section.
    public var sectionTitle: String
    /// Which characters matched, for a UI to mark: given by keypad searches
    /// (``KeypadSearch/matches(limit:)``), `nil` from the text search.
    public var highlight: SearchHighlight?

    /// A match from its parts.
    public init(element: Element, rank: SearchRank, section: Int, sectionTitle: String, highlight: SearchHighlight? = nil) {
        self.element = element
        self.rank = rank
        self.section = section
        self.sectionTitle = sectionTitle
        self.highlight = highlight
    }
}

extension SearchMatch: Sendable where Element: Sendable {}
extension SearchMatch: Equatable where Element: Equatable {}
