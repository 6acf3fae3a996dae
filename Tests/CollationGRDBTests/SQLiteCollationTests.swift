import Collation
import CollationGRDB
import Foundation
import GRDB
import ICUCollation
import LatinCollation
import PinyinCollation
import PropertyBased
import Testing

/// The adapter on real SQLite connections (GRDB over the system's libsqlite3).
@Suite("Our order on SQLite, through GRDB", .shrinking(true))
struct SQLiteCollationTests {
    static let names = ["张三", "章三", "曾国藩", "单于飞", "Anna", "anna", "Émile", "Zoë", "Ölund", "Иван", "Όλγα", "김민준",
                        "山田太郎", "สมชาย", "123", "🍕 Pizza", "Zhang Wei", "Chen"]

    static func registry() -> ProviderRegistry {
        var registry = ProviderRegistry([LatinCollationProvider(), ICUCollationProvider()])
        PinyinCollationProvider.register(in: &registry)
        return registry
    }

    /// The names in the grouping's order (a synchronous function, for the synchronous grouping).
    static func expectedOrder(_ collation: IndexedCollation, _ names: [String]) -> [String] {
        collation.grouped(names, by: { $0 }).flatMap(\.items)
    }

    /// A database with the collation registered, holding `names` in a table `people`.
    static func database(_ collation: IndexedCollation, names: [String]) throws -> DatabaseQueue {
        var configuration = Configuration()
        let order = SQLiteCollation(collation, name: "contacts")
        configuration.prepareDatabase { db in order.register(in: db) }
        let queue = try DatabaseQueue(configuration: configuration)
        try queue.write { db in
            try db.execute(sql: "CREATE TABLE people (id INTEGER PRIMARY KEY, name TEXT)")
            for name in names { try db.execute(sql: "INSERT INTO people (name) VALUES (?)", arguments: [name]) }
        }
        return queue
    }

    @Test("ORDER BY name COLLATE gives the grouping's order", arguments: [("zh-Hans", "pinyin"), ("zh-Hans", "icu"), ("sv", "icu"), ("de", "latin")])
    func orderBy(locale: String, provider: String) async throws {
        let collation = try IndexedCollation(locale: locale, provider: provider, registry: Self.registry())
        let queue = try Self.database(collation, names: Self.names)
        let ordered = try await queue.read { db in try String.fetchAll(db, sql: "SELECT name FROM people ORDER BY name COLLATE contacts") }
        #expect(ordered == Self.expectedOrder(collation, Self.names))
        if locale == "zh-Hans" {
            // Surnames read as surnames in SQL too: 曾 files under Z.
            let title = try await queue.read { db in try String.fetchOne(db, sql: "SELECT contacts_section_title('曾国藩')") }
            #expect(title == "Z")
        }
    }

    @Test("The functions give the collation's sections and keys; NULL gives NULL; a number is refused")
    func functions() async throws {
        let collation = try IndexedCollation(locale: "zh-Hans", provider: "pinyin", registry: Self.registry())
        let queue = try Self.database(collation, names: Self.names)
        try await queue.read { db in
            for name in Self.names {
                let row = try #require(try Row.fetchOne(db, sql: "SELECT contacts_section(?) AS s, contacts_section_title(?) AS t, contacts_sort_key(?) AS k",
                                                        arguments: [name, name, name]))
                let key = collation.key(for: name)
                #expect(row["s"] as Int? == key.section)
                #expect(row["t"] as String? == collation.sectionTitles[key.section])
                #expect(row["k"] as Data? == Data(key.sortKey.bytes))
            }
            #expect(try DatabaseValue.fetchOne(db, sql: "SELECT contacts_sort_key(NULL)")?.isNull == true)
            #expect(try String.fetchOne(db, sql: "SELECT contacts_key_version()") == collation.keyVersion)
            #expect(throws: DatabaseError.self) { try Int.fetchOne(db, sql: "SELECT contacts_section(42)") }
        }
    }

    @Test("Stored keys in generated columns, with an index, order as the collation does, through the index")
    func storedKeys() async throws {
        let collation = try IndexedCollation(locale: "zh-Hans", provider: "pinyin", registry: Self.registry())
        let queue = try Self.database(collation, names: Self.names)
        try await queue.write { db in
            // The functions are deterministic, which SQLite requires of generated columns.
            try db.execute(sql: """
                ALTER TABLE people ADD COLUMN section_index INTEGER AS (contacts_section(name)) VIRTUAL;
                ALTER TABLE people ADD COLUMN sort_key BLOB AS (contacts_sort_key(name)) VIRTUAL;
                CREATE INDEX people_order ON people (section_index, sort_key);
                """)
        }
        let ordered = try await queue.read { db in try String.fetchAll(db, sql: "SELECT name FROM people ORDER BY section_index, sort_key") }
        #expect(ordered == Self.expectedOrder(collation, Self.names))
        let detail = try await queue.read { db in
            try Row.fetchAll(db, sql: "EXPLAIN QUERY PLAN SELECT name FROM people ORDER BY section_index, sort_key").map { $0["detail"] as String? ?? "" }
        }
        #expect(detail.contains { $0.contains("people_order") }, "\(detail)")
    }

    static let pieces = ["a", "B", "é", "Z", "张", "曾", "单", "长", "И", "ω", "김", "や", "ก", "1", "-", " ", "\u{301}", "ß", "Æ", "🍕"]
    static let randomNames = Gen<String?>.element(of: pieces).map { $0 ?? "" }.array(of: 0...6).map { $0.joined() }

    @Test("For any names, ORDER BY COLLATE and ORDER BY the stored keys agree with the grouping")
    func anyNames() async throws {
        let collation = try IndexedCollation(locale: "zh-Hans", provider: "pinyin", registry: Self.registry())
        await propertyCheck(count: 60, input: Self.randomNames.array(of: 0...20)) { names in
            let queue = try Self.database(collation, names: names)
            let expected = Self.expectedOrder(collation, names)
            let (byCollation, byKeys) = try await queue.read { db in
                (try String.fetchAll(db, sql: "SELECT name FROM people ORDER BY name COLLATE contacts, id"),
                 try String.fetchAll(db, sql: "SELECT name FROM people ORDER BY contacts_section(name), contacts_sort_key(name), id"))
            }
            #expect(byCollation == expected)
            #expect(byKeys == expected)
        }
    }
}
