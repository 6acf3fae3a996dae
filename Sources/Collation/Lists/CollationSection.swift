/// One section of a grouped list: its title and its items in collation order.
public struct CollationSection<Element> {
    /// The section's position in the collator's ``SectionLayout``.
    public var index: Int
    /// The section's title ("A", "か", "#").
    public var title: String
    /// The section's items, sorted.
    public var items: [Element]

    /// Makes a section.
    public init(index: Int, title: String, items: [Element]) {
        self.index = index
        self.title = title
        self.items = items
    }
}

extension CollationSection: Sendable where Element: Sendable {}
extension CollationSection: Equatable where Element: Equatable {}
extension CollationSection: Hashable where Element: Hashable {}
