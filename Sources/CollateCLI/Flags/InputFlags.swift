import ArgumentParser
import CollationContacts
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Where the names come from: files, standard input, or the built-in sample; and how to read
/// them.
public struct InputFlags: ParsableArguments {
    @Argument(help: ArgumentHelp("Files of names or contacts (text, JSON, vCard, CSV); '-' is standard input. None: standard input, or the built-in sample at a terminal.", valueName: "file"))
    var files: [String] = []

    @Option(help: "Input format: auto (by extension and content), text, json, vcard or csv.")
    var inputFormat: InputFormat = .auto

    @Option(help: ArgumentHelp("The encoding of files that do not declare one (windows-1252, shift_jis, gb18030, big5, iso-8859-2, …). Default: UTF-8.", valueName: "name"))
    var encoding: String?

    @Option(help: ArgumentHelp("The CSV column that holds the name, for CSV files that are not contact exports.", valueName: "header"))
    var nameColumn: String?

    @Option(help: "Which part of a contact's name sorts first: family (as iOS does) or given.")
    var sortBy: NameOrder = .family

    @Flag(help: "Stop at the first problem in the input instead of reporting it and going on.")
    var strict = false

    @Flag(help: "Collate the built-in multilingual sample contact list.")
    var sample = false

    public init() {}

    public func validate() throws {
        // `collate grup names.txt`: a mistyped command reads as a file name.
        if let first = files.first, !first.contains("/"), !first.contains("."), access(first, F_OK) != 0,
           let command = Collate.commandNames.first(where: { Self.editDistance(first.lowercased(), $0) <= 2 }) {
            throw ValidationError("'\(first)' is not a file or a command; did you mean `collate \(command)`?")
        }
        if let encoding, TextEncoding(named: encoding) == nil {
            throw ValidationError("unknown encoding '\(encoding)': the system's iconv does not know it (try windows-1252, shift_jis, gb18030, big5, iso-8859-2)")
        }
    }
}

extension InputFlags {
    /// The Levenshtein distance between two short words.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        var previous = Array(0...b.count)
        for (i, x) in a.enumerated() {
            var current = [i + 1] + Array(repeating: 0, count: b.count)
            for (j, y) in b.enumerated() {
                current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}

/// `--sort-by family|given`.
extension NameOrder: ExpressibleByArgument {}
