import ArgumentParser

/// How results are written: the format every command takes.
public struct OutputFlags: ParsableArguments {
    @Option(help: "Output format: text, json or csv.")
    var format: OutputFormat = .text

    public init() {}
}
