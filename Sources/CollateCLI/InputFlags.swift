import ArgumentParser

/// Where the names come from: files, standard input, or the built-in sample.
public struct InputFlags: ParsableArguments {
    @Argument(help: ArgumentHelp("Files of names (text or JSON); '-' is standard input. None: standard input, or the built-in sample at a terminal.", valueName: "file"))
    var files: [String] = []

    @Option(help: "Input format: auto (by extension and content), text or json.")
    var inputFormat: InputFormat = .auto

    @Flag(help: "Collate the built-in multilingual sample contact list.")
    var sample = false

    public init() {}
}
