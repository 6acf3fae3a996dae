import Collation
import CollationContacts

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
            let db = try SQLiteConnection(path: temporary)
            // A new file written once: no journal needed until it is complete.
            try db.execute("PRAGMA journal_mode = OFF; PRAGMA synchronous = OFF; BEGIN")
            try create(list, db)
            try insert(list, keys: keys, titles: collation.sectionTitles, db)
            try db.insert("INSERT INTO sections (section_index, title) VALUES (?, ?)",
                          rows: collation.sectionTitles.enumerated().map { [.integer($0.offset), .text($0.element)] })
            try db.insert("INSERT INTO metadata (key, value) VALUES (?, ?)", rows: metadata.map { [.text($0.0), .text($0.1)] })
            try db.execute("CREATE INDEX contacts_order ON contacts (section_index, sort_key); COMMIT")
            try db.close()
        } catch let error as SQLiteConnection.Failure {
            file.discard()
            throw OutputProblem(file: path, message: "cannot write the SQLite database: \(error.message); \(file.keptAfterFailure)")
        } catch {
            // Anything else (a field that JSON cannot spell): no half-written file is left either.
            file.discard()
            throw error
        }
        try file.commit()
    }

    /// The contact columns: each text field in snake case, then phones and e-mails.
    static let contactColumns: [String] = Contact.textFields.map { snakeCase($0.name) } + ["phones", "emails"]

    private static func create(_ list: NameList, _ db: SQLiteConnection) throws(SQLiteConnection.Failure) {
        var columns = ["position INTEGER PRIMARY KEY", "name TEXT NOT NULL", "section_index INTEGER NOT NULL",
                       "section TEXT NOT NULL", "sort_key BLOB NOT NULL"]
        if list.hasContacts { columns += contactColumns.map { "\($0) TEXT" } }
        if list.hasFields { columns.append("fields TEXT") }
        try db.execute("CREATE TABLE contacts (\(columns.joined(separator: ", ")))")
        try db.execute("CREATE TABLE sections (section_index INTEGER PRIMARY KEY, title TEXT NOT NULL)")
        try db.execute("CREATE TABLE metadata (key TEXT PRIMARY KEY, value TEXT NOT NULL)")
    }

    private static func insert(_ list: NameList, keys: [CollationKey], titles: [String], _ db: SQLiteConnection) throws {
        var columns = ["position", "name", "section_index", "section", "sort_key"]
        if list.hasContacts { columns += contactColumns }
        if list.hasFields { columns.append("fields") }
        func json(_ value: some Encodable) throws -> SQLiteConnection.Value { .text(try JSONRendering.compact(value)) }
        // Rows made one at a time as SQLite takes them, never all at once.
        var failure: (any Error)?
        let rows = keys.enumerated().lazy.compactMap { position, key -> [SQLiteConnection.Value]? in
            guard failure == nil else { return nil }
            do {
                var values: [SQLiteConnection.Value] = [.integer(position + 1), .text(list.names[position]), .integer(key.section),
                                                        .text(titles[key.section]), .blob(key.sortKey.bytes)]
                if list.hasContacts {
                    if let contact = list.contact(at: position) {
                        values += Contact.textFields.map { contact[keyPath: $0.path].map(SQLiteConnection.Value.text) ?? .null }
                        values.append(try json(contact.phones))
                        values.append(try json(contact.emails))
                    } else {
                        values += Array(repeating: .null, count: contactColumns.count)
                    }
                }
                if list.hasFields {
                    let fields = list.fields(at: position)
                    values.append(fields.isEmpty ? .null : try json(JSONValue.object(fields)))
                }
                return values
            } catch {
                failure = error
                return nil
            }
        }
        try db.insert("INSERT INTO contacts (\(columns.joined(separator: ", "))) VALUES (\(columns.map { _ in "?" }.joined(separator: ", ")))", rows: rows)
        if let failure { throw failure }
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
