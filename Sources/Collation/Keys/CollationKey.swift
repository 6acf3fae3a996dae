/// A name's place in an ``IndexedCollation``: its section and its sort key, computed together.
public struct CollationKey: Hashable, Sendable {
    /// The index of the name's section in the collator's ``SectionLayout``.
    public var section: Int
    /// The name's sort key.
    public var sortKey: SortKey

    /// Makes a key from its parts.
    public init(section: Int, sortKey: SortKey) {
        self.section = section
        self.sortKey = sortKey
    }
}
