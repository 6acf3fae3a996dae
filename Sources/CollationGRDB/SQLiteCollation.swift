import Collation
import Foundation
import GRDB

/// An ``IndexedCollation`` registered on SQLite connections through GRDB: a collation for
/// `ORDER BY … COLLATE`, and SQL functions for a name's section and sort key.
///
/// ```swift
/// let order = SQLiteCollation(try IndexedCollation(locale: "zh-Hans", registry: registry), name: "contacts")
/// var config = Configuration()
/// config.prepareDatabase { db in order.register(in: db) }
/// let dbQueue = try DatabaseQueue(path: path, configuration: config)
/// try dbQueue.read { db in
///     try String.fetchAll(db, sql: "SELECT name FROM people ORDER BY name COLLATE contacts")
/// }
/// ```
///
/// With `name` "contacts", a connection gets:
/// - the collation `contacts`: section first, then key, as `collate group` orders names;
/// - `contacts_section(text)`: the section's index (an integer), `contacts_section_title(text)`
///   its title;
/// - `contacts_sort_key(text)`: the sort key, a BLOB that SQLite's own `ORDER BY` (a byte
///   comparison) orders correctly within a section;
/// - `contacts_key_version()`: the key version to store beside keys (``IndexedCollation/keyVersion``).
///
/// The collation computes both names' keys on every comparison: fine for a query's few thousand
/// rows. A large table stores `contacts_section(name)` and `contacts_sort_key(name)` in columns
/// with an index on them (as `collate group --format sqlite` writes it), and orders by those.
/// The functions are deterministic (`pure`), so that SQLite may use them in indexes and
/// generated columns; re-key when the key version changes.
public struct SQLiteCollation: Sendable {
    /// The collation whose order is registered.
    public let collation: IndexedCollation
    /// The name of the SQL collation, and the prefix of the functions.
    public let name: String

    /// Wraps `collation` for registration under `name` (an SQL identifier: letters, digits, `_`).
    public init(_ collation: IndexedCollation, name: String) {
        self.collation = collation
        self.name = name
    }

    /// The SQL collation: section, then sort key.
    public var databaseCollation: DatabaseCollation {
        let collation = collation
        return DatabaseCollation(name) { lhs, rhs in
            let left = collation.key(for: lhs), right = collation.key(for: rhs)
            if left.section != right.section { return left.section < right.section ? .orderedAscending : .orderedDescending }
            let order = SortKey.compareBytes(left.sortKey.bytes, right.sortKey.bytes)
            return order < 0 ? .orderedAscending : order > 0 ? .orderedDescending : .orderedSame
        }
    }

    /// The SQL functions: `NAME_section`, `NAME_section_title`, `NAME_sort_key` (each of one
    /// text argument; NULL gives NULL) and `NAME_key_version()`.
    public var databaseFunctions: [DatabaseFunction] {
        let collation = collation
        let titles = collation.sectionTitles
        let version = collation.keyVersion
        return [
            DatabaseFunction("\(name)_section", argumentCount: 1, pure: true) { values in
                try Self.text(values).map { collation.key(for: $0).section }
            },
            DatabaseFunction("\(name)_section_title", argumentCount: 1, pure: true) { values in
                try Self.text(values).map { titles[collation.key(for: $0).section] }
            },
            DatabaseFunction("\(name)_sort_key", argumentCount: 1, pure: true) { values in
                try Self.text(values).map { Data(collation.key(for: $0).sortKey.bytes) }
            },
            DatabaseFunction("\(name)_key_version", argumentCount: 0, pure: true) { _ in version },
        ]
    }

    /// Adds the collation and the functions to `db`: call it from
    /// `Configuration.prepareDatabase`, so that every connection of a pool has them.
    public func register(in db: Database) {
        db.add(collation: databaseCollation)
        for function in databaseFunctions { db.add(function: function) }
    }

    /// The one argument as text; `nil` for NULL; an error for a BLOB or a number, which are not
    /// names.
    private static func text(_ values: [DatabaseValue]) throws -> String? {
        guard let value = values.first, !value.isNull else { return nil }
        guard let text = String.fromDatabaseValue(value) else {
            throw DatabaseError(resultCode: .SQLITE_MISMATCH, message: "a name must be text, not \(value)")
        }
        return text
    }
}
