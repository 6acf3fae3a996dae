/// One option, flag or positional argument of a command: its name, what it takes, and the help
/// `--help` shows for it.
///
/// The tool's command line is described by values, not by property wrappers read back through
/// reflection, so that parsing costs a run nothing measurable (swift-argument-parser's
/// reflection and conformance scans took about 2 ms of every start, and it linked
/// FoundationEssentials: #48).
struct ArgumentSpec: Sendable {
    /// What the argument takes.
    enum Kind: Sendable {
        /// `--name VALUE` or `--name=VALUE`; the last one given counts.
        case option
        /// `--name`, on or off.
        case flag
        /// A word that is not an option; `repeating` takes every such word left.
        case positional(required: Bool, repeating: Bool)
    }

    /// The long name without its dashes (`locale`), or a positional argument's name (`file`).
    let name: String
    let kind: Kind
    /// The name of the value in the help and in messages (`--locale <locale>`).
    let valueName: String
    let help: String
    /// The only values the option takes (an enumeration's), listed in the help and in the error.
    let values: [String]?
    /// The value when the option is not given, shown in the help.
    let defaultValue: String?
    /// The value is a whole number.
    let isInteger: Bool

    /// `--name VALUE`: any text.
    static func option(_ name: String, valueName: String? = nil, default defaultValue: String? = nil, help: String) -> ArgumentSpec {
        ArgumentSpec(name: name, kind: .option, valueName: valueName ?? name, help: help, values: nil, defaultValue: defaultValue, isInteger: false)
    }

    /// `--name VALUE`: one of `Value`'s words.
    static func option<Value: ArgumentValue>(_ name: String, of _: Value.Type, valueName: String? = nil, default defaultValue: Value? = nil,
                                             help: String) -> ArgumentSpec {
        ArgumentSpec(name: name, kind: .option, valueName: valueName ?? name, help: help, values: Value.allValueStrings,
                     defaultValue: defaultValue?.argument, isInteger: false)
    }

    /// `--name N`: a whole number.
    static func integer(_ name: String, valueName: String? = nil, help: String) -> ArgumentSpec {
        ArgumentSpec(name: name, kind: .option, valueName: valueName ?? name, help: help, values: nil, defaultValue: nil, isInteger: true)
    }

    /// `--name`.
    static func flag(_ name: String, help: String) -> ArgumentSpec {
        ArgumentSpec(name: name, kind: .flag, valueName: name, help: help, values: nil, defaultValue: nil, isInteger: false)
    }

    /// A positional argument.
    static func positional(_ name: String, required: Bool = false, repeating: Bool = false, help: String) -> ArgumentSpec {
        ArgumentSpec(name: name, kind: .positional(required: required, repeating: repeating), valueName: name, help: help,
                     values: nil, defaultValue: nil, isInteger: false)
    }

    /// Whether the argument is named on the command line (an option or a flag).
    var isNamed: Bool {
        if case .positional = kind { return false }
        return true
    }

    /// How the help and the messages show it: `--locale <locale>`, `--numeric`, `<file>`.
    var label: String {
        switch kind {
        case .option: "--\(name) <\(valueName)>"
        case .flag: "--\(name)"
        case .positional: "<\(valueName)>"
        }
    }

    /// The help with what the option takes and its default, as `--help` lists it.
    var fullHelp: String {
        var notes: [String] = []
        if let values { notes.append("values: " + values.joined(separator: ", ")) }
        if let defaultValue { notes.append("default: " + defaultValue) }
        return notes.isEmpty ? help : help + " (" + notes.joined(separator: "; ") + ")"
    }
}
