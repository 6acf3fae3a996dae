#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The `collate` command: groups and sorts names into a locale's index sections.
public enum Collate {
    static let abstract = "Group and sort names into localized index sections, the way a phone's contact list does."

    static let discussion = """
        Input: files, or standard input when it is not a terminal (/dev/null is an empty \
        list); the built-in multilingual sample with --sample, or with no input at a \
        terminal. Output is written whole or not at all: --output goes to a temporary file \
        beside the target, synced and renamed over it, so a failed or killed run leaves the \
        old file as it was.

        Limits: 4 GiB of input in one run (2 GiB of address books), lines of 16 MiB (JSON \
        excepted), 2,147,483,647 records; binary data is refused from its first 64 KiB.

        Exit status, for every command: 0 success; 1 an error that stops the run (a missing \
        file, a bad locale, an unknown provider, no match for a search); 64 a usage error; \
        65 some input records had problems (reported on standard error with file and line; \
        every record still written); 66 a file was refused whole (not UTF-8 and no \
        --encoding, not JSON, binary data, past a limit: the other files still written, and \
        nothing when none could be read); 74 the output could not be written (a full disk, \
        a closed pipe; an output file is left as it was). With --strict the first problem \
        stops the run.
        """

    /// The commands, in the order the help lists them; the first is the default.
    static let commands: [any CollateCommand.Type] = [
        Group.self, Sort.self, Search.self, Keys.self, Titles.self, Explain.self, Phonetic.self, ProvidersCommand.self, Locales.self,
    ]

    /// Runs the tool with `arguments` (the process's when nil): `collate [COMMAND] [OPTIONS]`,
    /// `group` when the first word names no command. `--version` (before any `--`) prints
    /// ``CollateVersion/description``: worked out only then, since it reads ICU's data and
    /// every built-in locale file.
    public static func run(_ arguments: [String]? = nil) async {
        // A closed pipe is a failed write to report (exit 74), not a signal that ends the run
        // before it can say so.
        signal(SIGPIPE, SIG_IGN)
        // File names are bytes: the arguments are read as the system passed them.
        let arguments = arguments ?? SystemPath.arguments()
        let options = arguments.prefix { $0 != "--" }
        if options.contains("--version") { return write(CollateVersion.description + "\n") }
        let first = arguments.first ?? ""
        if first == "-h" || first == "--help" || (first == "help" && arguments.count == 1) {
            return write(HelpText.rootHelp(abstract: abstract, discussion: discussion, commands: commands, default: Group.self))
        }
        if first == "help" {
            guard let named = commands.first(where: { $0.name == arguments[1] }) else {
                printError("Error: no command '\(arguments[1])': the commands are \(ParsedArguments.listed(commandNames))")
                terminate(ExitStatus.usage)
            }
            return write(HelpText.help(for: named))
        }
        let named = commands.first { $0.name == first }
        let command = named ?? Group.self
        let rest = named == nil ? arguments : Array(arguments.dropFirst())
        if rest.prefix(while: { $0 != "--" }).contains(where: { $0 == "-h" || $0 == "--help" }) {
            return write(HelpText.help(for: command))
        }
        do {
            let parsed = try ParsedArguments(rest, specs: command.arguments)
            let instance = command.init(parsed)
            try instance.validate()
            try await instance.run()
        } catch let error as UsageError {
            // Its lines one by one: each is escaped (an argument echoed must not drive the
            // terminal), the line breaks between them kept.
            for line in HelpText.usageError(error.message, command: command).split(separator: "\n") { printError(String(line)) }
            terminate(ExitStatus.usage)
        } catch let exit as ExitCode {
            if exit.rawValue != ExitStatus.success { terminate(exit.rawValue) }
        } catch {
            printError("collate: \(error)")
            terminate(ExitStatus.failure)
        }
    }

    /// Writes `text` to standard output; a failed write (a full disk, a closed pipe) is exit 74.
    private static func write(_ text: String) {
        var out = OutputBuffer()
        out.write(text)
        do { try out.close() } catch {
            printError("collate: \(error)")
            terminate(ExitStatus.outputFailed)
        }
    }

    /// The subcommands' names, for "did you mean" hints.
    static var commandNames: [String] { commands.map { $0.name } }
}

/// Ends the process with `status` (the C library's `exit`).
private func terminate(_ status: Int32) -> Never {
    exit(status)
}
