import ArgumentParser
import CollationContacts

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
        if let encoding, TextEncoding(named: encoding) == nil {
            throw ValidationError("unknown encoding '\(encoding)': the system's iconv does not know it (try windows-1252, shift_jis, gb18030, big5, iso-8859-2)")
        }
    }
}

/// `--sort-by family|given`.
extension NameOrder: ExpressibleByArgument {}
