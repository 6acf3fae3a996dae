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
struct InputFlags: ArgumentGroup {
    // Each value is the argument of the same name in ``arguments``, which has its help.
    var files: [String]
    var inputFormat: InputFormat
    var encoding: String?
    var nameColumn: String?
    var sortBy: NameOrder
    var strict: Bool
    var sample: Bool

    static let arguments: [ArgumentSpec] = [
        .positional("file", repeating: true, help: "Files of names or contacts (text, JSON, vCard, CSV); '-' is standard input. None: standard input, or the built-in sample at a terminal."),
        .option("input-format", of: InputFormat.self, default: .auto, help: "Input format: auto (by extension and content), text, json, vcard or csv."),
        .option("encoding", valueName: "name", help: "The encoding of files that do not declare one (windows-1252, shift_jis, gb18030, big5, iso-8859-2, …). Default: UTF-8."),
        .option("name-column", valueName: "header", help: "The CSV column that holds the name, for CSV files that are not contact exports."),
        .option("sort-by", of: NameOrder.self, default: .family, help: "Which part of a contact's name sorts first: family (as iOS does) or given."),
        .flag("strict", help: "Stop at the first problem in the input instead of reporting it and going on."),
        .flag("sample", help: "Collate the built-in multilingual sample contact list."),
    ]

    init(_ parsed: ParsedArguments) {
        files = parsed.positionals("file")
        inputFormat = parsed.value("input-format", default: .auto)
        encoding = parsed.string("encoding")
        nameColumn = parsed.string("name-column")
        sortBy = parsed.value("sort-by", default: .family)
        strict = parsed.flag("strict")
        sample = parsed.flag("sample")
    }

    func validate() throws {
        // `collate grup names.txt`: a mistyped command reads as a file name.
        if let first = files.first, !first.contains("/"), !first.contains("."), access(first, F_OK) != 0,
           let command = Collate.commandNames.first(where: { ParsedArguments.editDistance(first.lowercased(), $0) <= 2 }) {
            throw UsageError("'\(first)' is not a file or a command; did you mean `collate \(command)`?")
        }
        if let encoding, TextEncoding(named: encoding) == nil {
            throw UsageError("unknown encoding '\(encoding)': the system's iconv does not know it (try windows-1252, shift_jis, gb18030, big5, iso-8859-2)")
        }
    }
}

/// `--sort-by family|given`.
extension NameOrder: ArgumentValue {}
