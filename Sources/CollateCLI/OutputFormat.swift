import ArgumentParser
import Collation

/// The output formats of the `collate` tool.
public enum OutputFormat: String, CaseIterable, Sendable, ExpressibleByArgument {
    /// Section titles with the names indented below them.
    case text
    /// The JSON contract (see the README).
    case json
    /// RFC 4180 CSV with a header row.
    case csv
}

/// The input formats of the `collate` tool.
public enum InputFormat: String, CaseIterable, Sendable, ExpressibleByArgument {
    /// JSON for `.json` files and for input whose first character is `[`; text otherwise.
    case auto
    /// One name per line.
    case text
    /// An array of strings, or of objects with a `name` field.
    case json
}

extension CollationStrength: ExpressibleByArgument {}
extension CaseFirst: ExpressibleByArgument {}
