// The system's SQLite (Debian's libsqlite3-dev; macOS's own), for the tool's SQLite export:
// written through SQLite's C API, so that the tool links no Foundation (the library product
// CollationGRDB keeps GRDB for apps).
#include <sqlite3.h>

// SQLITE_TRANSIENT is a cast Swift cannot import: SQLite copies the text or blob before the call
// returns, so the caller's buffer need not outlive it.
static inline int collate_sqlite3_bind_text(sqlite3_stmt *statement, int index, const char *text, int length) {
    return sqlite3_bind_text(statement, index, text, length, SQLITE_TRANSIENT);
}
static inline int collate_sqlite3_bind_blob(sqlite3_stmt *statement, int index, const void *bytes, int length) {
    return sqlite3_bind_blob(statement, index, bytes, length, SQLITE_TRANSIENT);
}
