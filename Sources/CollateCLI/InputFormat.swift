import ArgumentParser

/// The input formats of the `collate` tool.
public enum InputFormat: String, CaseIterable, Sendable, ExpressibleByArgument {
    /// JSON for `.json` files and for input whose first character is `[`; text otherwise.
    case auto
    /// One name per line.
    case text
    /// An array of strings, or of objects with a `name` field.
    case json
}
