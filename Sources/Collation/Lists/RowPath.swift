/// A row of a sectioned list: the index of a section among the sections shown (those with
/// rows), and of the row within it. What `IndexPath(row:section:)` is to UIKit.
public struct RowPath: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The section, counting only sections that have rows.
    public var section: Int
    /// The row within the section.
    public var row: Int

    /// A path from its parts.
    public init(section: Int, row: Int) {
        self.section = section
        self.row = row
    }

    public static func < (lhs: RowPath, rhs: RowPath) -> Bool {
        (lhs.section, lhs.row) < (rhs.section, rhs.row)
    }

    /// `section.row`.
    public var description: String { "\(section).\(row)" }
}
