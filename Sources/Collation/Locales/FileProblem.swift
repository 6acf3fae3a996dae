/// A problem in a file the user gave: which file, which line, what is wrong.
///
/// The one error type for data read from files, wherever it is read: locale data files, reading
/// tables, transform rules, and the `collate` tool's inputs. Thrown, it stops what was being
/// read; collected, it reports a record that was still kept.
public struct FileProblem: Error, Sendable, Hashable, CustomStringConvertible {
    /// The file's name or path, as the caller gave it (`<stdin>` for standard input).
    public var file: String
    /// The 1-based line number, or `nil` for a problem with the file as a whole.
    public var line: Int?
    /// What is wrong, and what was done about it.
    public var message: String
    /// Whether the whole file was refused (its bytes are not in the encoding it names, its
    /// syntax cannot be read at all): nothing of it was read, unlike a problem with one record,
    /// which is reported while the rest is still read.
    public var refusesFile: Bool

    /// Makes a problem for `file`, at `line` when the problem has one; `refusesFile` when the
    /// file as a whole could not be read.
    public init(file: String, line: Int? = nil, message: String, refusesFile: Bool = false) {
        self.file = file
        self.line = line
        self.message = message
        self.refusesFile = refusesFile
    }

    /// `file:line: message`, or `file: message`.
    public var description: String {
        if let line { return "\(file):\(line): \(message)" }
        return "\(file): \(message)"
    }
}
