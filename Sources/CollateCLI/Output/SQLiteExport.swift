import Collation
import CollationContacts
import Foundation
import GRDB

/// `collate group --format sqlite --output FILE`: the records in a SQLite table with their
/// sections and sort keys, indexed for `ORDER BY section_index, sort_key`.
///
/// Tables:
/// - `contacts`: `position` (input order, from 1), `name` (the display name), `section_index`,
///   `section`, `sort_key` (BLOB), then, for contacts, one TEXT column per name field
///   (`given_name`, `family_name`, `phonetic_family_name`, …) and `phones` and `emails` as JSON
///   arrays; for JSON input with other members, `fields` (a JSON object). Index
///   `contacts_order` on (`section_index`, `sort_key`).
/// - `sections`: every section's `section_index` and `title`, empty ones included.
/// - `metadata`: `key`, `value` rows: `locale`, `provider`, `key_version`, `key_version_detail`,
///   `collate_version`.
///
/// The file is written beside its destination and moved into place when complete (see
/// ``OutputFile``), so that a failed run leaves no half-written database and an old one as it was.
enum SQLiteExport {
    static func write(_ list: NameList, keys: [CollationKey], collation: IndexedCollation, metadata: [(String, String)], to path: String) throws {
        // Beside the target, renamed into place when complete (``OutputFile``); a database
        // cannot be streamed, so a FIFO or a device is refused.
        let file: OutputFile
        do { file = try OutputFile(path, special: .refuse) } catch { throw error.adding("nothing was written") }
        guard let temporary = file.temporaryPath else {
            throw OutputProblem(file: path, message: "SQLite cannot open a file in a folder whose name is not UTF-8 on this system; nothing was written")
        }
        do {
            let queue = try DatabaseQueue(path: temporary)
            try queue.writeWithoutTransaction { db in
                // A new file written once: no journal needed until it is complete.
                try db.execute(sql: "PRAGMA journal_mode = OFF; PRAGMA synchronous = OFF")
                try db.inTransaction {
                    try create(list, db)
                    try insert(list, keys: keys, titles: collation.sectionTitles, db)
                    for (index, title) in collation.sectionTitles.enumerated() {
                        try db.execute(sql: "INSERT INTO sections (section_index, title) VALUES (?, ?)", arguments: [index, title])
                    }
                    for (key, value) in metadata {
                        try db.execute(sql: "INSERT INTO metadata (key, value) VALUES (?, ?)", arguments: [key, value])
                    }
                    try db.execute(sql: "CREATE INDEX contacts_order ON contacts (section_index, sort_key)")
                    return .commit
                }
            }
            try queue.close()
        } catch let error as DatabaseError {
            file.discard()
            throw OutputProblem(file: path, message: "cannot write the SQLite database: \(error.message ?? "\(error.resultCode)"); \(file.keptAfterFailure)")
        }
        try file.commit()
    }

    /// The contact columns: each text field in snake case, then phones and e-mails.
    static let contactColumns: [String] = Contact.textFields.map { snakeCase($0.name) } + ["phones", "emails"]

    private static func create(_ list: NameList, _ db: Database) throws {
        var columns = ["position INTEGER PRIMARY KEY", "name TEXT NOT NULL", "section_index INTEGER NOT NULL",
                       "section TEXT NOT NULL", "sort_key BLOB NOT NULL"]
        if list.hasContacts { columns += contactColumns.map { "\($0) TEXT" } }
        if list.hasFields { columns.append("fields TEXT") }
        try db.execute(sql: "CREATE TABLE contacts (\(columns.joined(separator: ", ")))")
        try db.execute(sql: "CREATE TABLE sections (section_index INTEGER PRIMARY KEY, title TEXT NOT NULL)")
        try db.execute(sql: "CREATE TABLE metadata (key TEXT PRIMARY KEY, value TEXT NOT NULL)")
    }

    private static func insert(_ list: NameList, keys: [CollationKey], titles: [String], _ db: Database) throws {
        var columns = ["position", "name", "section_index", "section", "sort_key"]
        if list.hasContacts { columns += contactColumns }
        if list.hasFields { columns.append("fields") }
        let statement = try db.makeStatement(sql: "INSERT INTO contacts (\(columns.joined(separator: ", "))) VALUES (\(columns.map { _ in "?" }.joined(separator: ", ")))")
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        for (position, key) in keys.enumerated() {
            var values: [(any DatabaseValueConvertible)?] = [position + 1, list.names[position], key.section, titles[key.section], Data(key.sortKey.bytes)]
            if list.hasContacts {
                if let contact = list.contact(at: position) {
                    values += Contact.textFields.map { contact[keyPath: $0.path] }
                    values.append(String(decoding: try encoder.encode(contact.phones), as: UTF8.self))
                    values.append(String(decoding: try encoder.encode(contact.emails), as: UTF8.self))
                } else {
                    values += Array(repeating: nil, count: contactColumns.count)
                }
            }
            if list.hasFields {
                let fields = list.fields(at: position)
                values.append(fields.isEmpty ? nil : String(decoding: try encoder.encode(JSONValue.object(fields)), as: UTF8.self))
            }
            try statement.execute(arguments: StatementArguments(values))
        }
    }

    /// `phoneticFamilyName` → `phonetic_family_name`.
    static func snakeCase(_ name: String) -> String {
        var result = ""
        for character in name {
            if character.isUppercase {
                result += "_" + character.lowercased()
            } else {
                result.append(character)
            }
        }
        return result
    }
}
