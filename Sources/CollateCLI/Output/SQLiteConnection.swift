import CSQLite

/// A connection to a SQLite file through SQLite's C API: what the tool's export needs (run
/// statements, insert rows, close), so that the tool links no Foundation. An app that wants
/// our order in its own database uses the `CollationGRDB` product instead.
final class SQLiteConnection {
    /// A value bound to a statement's parameter.
    enum Value {
        case integer(Int)
        case text(String)
        case blob([UInt8])
        case null
    }

    /// What SQLite said went wrong.
    struct Failure: Error {
        let message: String
    }

    private var handle: OpaquePointer?

    /// Opens (creating) the database file at `path`.
    init(path: String) throws(Failure) {
        let status = sqlite3_open_v2(path, &handle, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE, nil)
        guard status == SQLITE_OK else {
            let message = handle.map { String(cString: sqlite3_errmsg($0)) } ?? String(cString: sqlite3_errstr(status))
            sqlite3_close(handle)
            handle = nil
            throw Failure(message: message)
        }
    }

    deinit { sqlite3_close(handle) }

    /// Runs `sql` (one or more statements without parameters).
    func execute(_ sql: String) throws(Failure) {
        guard sqlite3_exec(handle, sql, nil, nil, nil) == SQLITE_OK else { throw failure() }
    }

    /// A prepared statement run once for each row of `rows`.
    func insert(_ sql: String, rows: some Sequence<[Value]>) throws(Failure) {
        var statement: OpaquePointer?
        guard sqlite3_prepare_v2(handle, sql, -1, &statement, nil) == SQLITE_OK else { throw failure() }
        defer { sqlite3_finalize(statement) }
        for row in rows {
            for (offset, value) in row.enumerated() {
                let index = Int32(offset + 1)
                let status: Int32 = switch value {
                case .integer(let number): sqlite3_bind_int64(statement, index, Int64(number))
                case .text(let text):
                    text.utf8CString.withUnsafeBufferPointer { collate_sqlite3_bind_text(statement, index, $0.baseAddress, Int32($0.count - 1)) }
                case .blob(let bytes):
                    bytes.withUnsafeBytes { collate_sqlite3_bind_blob(statement, index, $0.baseAddress ?? UnsafeRawPointer(bitPattern: 1), Int32($0.count)) }
                case .null: sqlite3_bind_null(statement, index)
                }
                guard status == SQLITE_OK else { throw failure() }
            }
            guard sqlite3_step(statement) == SQLITE_DONE else { throw failure() }
            sqlite3_reset(statement)
            sqlite3_clear_bindings(statement)
        }
    }

    /// Closes the connection, reporting what closing found (a write that failed late).
    func close() throws(Failure) {
        guard let open = handle else { return }
        handle = nil
        guard sqlite3_close(open) == SQLITE_OK else { throw Failure(message: String(cString: sqlite3_errmsg(open))) }
    }

    private func failure() -> Failure {
        Failure(message: handle.map { String(cString: sqlite3_errmsg($0)) } ?? "out of memory")
    }
}
