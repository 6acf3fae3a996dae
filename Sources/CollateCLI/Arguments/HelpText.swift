/// The text of `--help` and of usage errors, laid out at 80 columns the way command-line tools
/// lay it out (OVERVIEW, USAGE, ARGUMENTS, OPTIONS), with each option's values and default.
enum HelpText {
    /// The column where each argument's help starts.
    private static let helpColumn = 26
    private static let width = 80

    /// The standard options every command has.
    private static let standard: [(label: String, help: String)] = [
        ("--version", "Show the version."), ("-h, --help", "Show help information."),
    ]

    /// `collate group [<options>] [<file> ...]`.
    static func usage(_ command: any CollateCommand.Type) -> String {
        var parts = ["collate", command.name]
        if command.arguments.contains(where: \.isNamed) { parts.append("[<options>]") }
        for spec in command.arguments {
            guard case .positional(let required, let repeating) = spec.kind else { continue }
            let word = repeating ? "<\(spec.valueName)> ..." : "<\(spec.valueName)>"
            parts.append(required ? word : "[\(word)]")
        }
        return parts.joined(separator: " ")
    }

    /// A command's `--help`.
    static func help(for command: any CollateCommand.Type) -> String {
        var out = paragraphs("OVERVIEW: " + command.abstract)
        if !command.discussion.isEmpty { out += "\n" + paragraphs(command.discussion) }
        out += "\nUSAGE: \(usage(command))\n"
        let positional = command.arguments.filter { !$0.isNamed }
        if !positional.isEmpty {
            out += "\nARGUMENTS:\n"
            for spec in positional { out += entry(spec.label, spec.fullHelp) }
        }
        out += "\nOPTIONS:\n"
        for spec in command.arguments where spec.isNamed { out += entry(spec.label, spec.fullHelp) }
        for (label, help) in standard { out += entry(label, help) }
        return out
    }

    /// `collate --help`: the tool, its commands, the default marked.
    static func rootHelp(abstract: String, discussion: String, commands: [any CollateCommand.Type], default defaultCommand: any CollateCommand.Type) -> String {
        var out = paragraphs("OVERVIEW: " + abstract)
        out += "\n" + paragraphs(discussion)
        out += "\nUSAGE: collate <subcommand>\n\nOPTIONS:\n"
        for (label, help) in standard { out += entry(label, help) }
        out += "\nSUBCOMMANDS:\n"
        for command in commands {
            out += entry(command.name == defaultCommand.name ? "\(command.name) (default)" : command.name, command.abstract)
        }
        out += "\n  See 'collate help <subcommand>' for detailed help.\n"
        return out
    }

    /// A usage error's message: what is wrong, the usage, where the help is.
    static func usageError(_ message: String, command: any CollateCommand.Type) -> String {
        "Error: \(message)\nUsage: \(usage(command))\n  See 'collate \(command.name) --help' for more information."
    }

    /// `label` at column 2 and `help` wrapped from column 26 (on the next line when the label
    /// reaches it).
    private static func entry(_ label: String, _ help: String) -> String {
        let indent = String(repeating: " ", count: helpColumn)
        var lines = wrap(help, width: width - helpColumn)
        let head = "  " + label
        if head.count + 2 <= helpColumn {
            let first = lines.isEmpty ? "" : lines.removeFirst()
            return ([head + String(repeating: " ", count: helpColumn - head.count) + first] + lines.map { indent + $0 })
                .joined(separator: "\n") + "\n"
        }
        return ([head] + lines.map { indent + $0 }).joined(separator: "\n") + "\n"
    }

    /// Each line of `text` wrapped at the full width, a blank line between paragraphs kept.
    private static func paragraphs(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.isEmpty ? "" : wrap(String($0), width: width).joined(separator: "\n") }
            .joined(separator: "\n") + "\n"
    }

    /// `text`'s words in lines of at most `width` characters (a longer word alone on its line).
    static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if line.isEmpty {
                line = String(word)
            } else if line.count + 1 + word.count <= width {
                line += " " + word
            } else {
                lines.append(line)
                line = String(word)
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }
}
