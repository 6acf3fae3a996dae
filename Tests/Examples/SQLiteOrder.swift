// example: sqlite-order
import Collation
import CollationGRDB
import GRDB
import ICUCollation
import LatinCollation
import PinyinCollation
// hide
import Testing

@Test("Databases: our order on a SQLite connection through GRDB") func sqliteOrder() throws {
// show

var registry = ProviderRegistry([LatinCollationProvider(), ICUCollationProvider()])
PinyinCollationProvider.register(in: &registry)
let order = SQLiteCollation(try IndexedCollation(locale: "zh-Hans", registry: registry), name: "contacts")

var config = Configuration()
config.prepareDatabase { db in order.register(in: db) }
let db = try DatabaseQueue(configuration: config)     // or DatabaseQueue(path: "app.sqlite", …)
let names = try db.write { db in
    try db.execute(sql: "CREATE TABLE people (name TEXT NOT NULL)")
    for name in ["张三", "Anna", "曾国藩", "单田芳"] {
        try db.execute(sql: "INSERT INTO people (name) VALUES (?)", arguments: [name])
    }
    return try String.fetchAll(db, sql: "SELECT name FROM people ORDER BY name COLLATE contacts")
}
// ["Anna", "单田芳", "曾国藩", "张三"]: 单 is Shàn, 曾 is Zēng
// For large tables, index the keys (generated columns need deterministic functions):
//   ALTER TABLE people ADD COLUMN section_index INTEGER AS (contacts_section(name)) VIRTUAL;
//   ALTER TABLE people ADD COLUMN sort_key BLOB AS (contacts_sort_key(name)) VIRTUAL;
//   CREATE INDEX people_order ON people (section_index, sort_key);
// contacts_section_title(name) gives the title; contacts_key_version() the version to check.
// hide
    #expect(names == ["Anna", "单田芳", "曾国藩", "张三"])
}
// end
