/// The exit statuses of every `collate` command: one table, the same for each, in the DocC
/// article on the tool and in `collate --help` (the numbers are sysexits.h's where one fits).
enum ExitStatus {
    /// Everything was read and written.
    static let success: Int32 = 0
    /// An error that stops the run before any output: a missing input file, a bad locale, an
    /// unknown provider, no match for a search.
    static let failure: Int32 = 1
    /// The command line is wrong (EX_USAGE).
    static let usage: Int32 = 64
    /// Some input records had problems (EX_DATAERR): each was reported on standard error, and
    /// every record was still written.
    static let recordProblems: Int32 = 65
    /// An input file was refused whole (EX_NOINPUT): not in its encoding, not JSON, binary
    /// data, past a limit. The other files were written; when no file could be read, nothing
    /// was, and an existing output file is as it was.
    static let refusedFile: Int32 = 66
    /// The output could not be written (EX_IOERR): a full disk, a closed pipe, a folder that
    /// cannot be written. An output file is as it was before the run.
    static let outputFailed: Int32 = 74
}
