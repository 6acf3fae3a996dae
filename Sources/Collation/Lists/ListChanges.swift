/// What one change to a ``LiveIndex`` did to the list a view shows, in the terms of a table
/// view's batch updates (UIKit's `performBatchUpdates`, a diffable data source's snapshot):
///
/// - deletions use the paths of the list **before** the change, insertions and moves' targets
///   the paths **after** it, as UIKit expects;
/// - a section inserted or deleted brings or takes its rows: they are not listed again;
/// - an element whose place did not change but whose content did is a reloaded row (at its
///   path after the change); one that moved is a move, and shows its new content.
public struct ListChanges: Hashable, Sendable {
    /// A row that moved: from its path before the change to its path after it.
    public struct Move: Hashable, Sendable {
        public var from: RowPath
        public var to: RowPath
        public init(from: RowPath, to: RowPath) {
            self.from = from
            self.to = to
        }
    }

    /// Sections that appeared, by their index after the change.
    public var insertedSections: [Int] = []
    /// Sections that disappeared, by their index before the change.
    public var deletedSections: [Int] = []
    /// Rows that appeared, by their path after the change.
    public var insertedRows: [RowPath] = []
    /// Rows that disappeared, by their path before the change.
    public var deletedRows: [RowPath] = []
    /// Rows that moved.
    public var movedRows: [Move] = []
    /// Rows whose element changed in place, by their path after the change.
    public var reloadedRows: [RowPath] = []

    /// No changes.
    public init() {}

    /// Changes from their parts.
    public init(insertedSections: [Int] = [], deletedSections: [Int] = [], insertedRows: [RowPath] = [],
                deletedRows: [RowPath] = [], movedRows: [Move] = [], reloadedRows: [RowPath] = []) {
        self.insertedSections = insertedSections
        self.deletedSections = deletedSections
        self.insertedRows = insertedRows
        self.deletedRows = deletedRows
        self.movedRows = movedRows
        self.reloadedRows = reloadedRows
    }

    /// Whether nothing changed.
    public var isEmpty: Bool {
        insertedSections.isEmpty && deletedSections.isEmpty && insertedRows.isEmpty && deletedRows.isEmpty
            && movedRows.isEmpty && reloadedRows.isEmpty
    }
}
