import ArgumentParser
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The `collate` command: groups and sorts names into a locale's index sections.
public struct Collate: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "collate",
        abstract: "Group and sort names into localized index sections, the way a phone's contact list does.",
        discussion: """
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
            """,
        // Short: the whole text names the data's versions, which costs ICU's data and every
        // locale file to work out; ``run(_:)`` prints it when `--version` is asked for.
        version: "collate \(CollateVersion.package)",
        subcommands: [Group.self, Sort.self, Search.self, Keys.self, Titles.self, Explain.self, Phonetic.self, ProvidersCommand.self, Locales.self],
        defaultSubcommand: Group.self
    )

    public init() {}

    /// Runs the tool with `arguments` (the process's when nil). `--version` (before any `--`)
    /// prints ``CollateVersion/description``: worked out only then, since it reads ICU's data
    /// and every built-in locale file (a megabyte of memory and half a millisecond that every
    /// other run paid).
    public static func run(_ arguments: [String]? = nil) async {
        // A closed pipe is a failed write to report (exit 74), not a signal that ends the run
        // before it can say so.
        signal(SIGPIPE, SIG_IGN)
        // File names are bytes: the arguments are read as the system passed them.
        let arguments = arguments ?? SystemPath.arguments()
        if arguments.prefix(while: { $0 != "--" }).contains("--version") {
            var out = OutputBuffer()
            out.write(CollateVersion.description + "\n")
            do { try out.close() } catch {
                printError("collate: \(error)")
                terminate(ExitStatus.outputFailed)
            }
            return
        }
        // ArgumentParser's own `main`, with its messages through this tool's writers: an error
        // that echoes an argument (an unknown option, a bad value) must not drive the terminal
        // (``printError(_:)`` escapes it), and help written to a full disk is a failure too.
        do {
            var command = try parseAsRoot(arguments)
            if var asynchronous = command as? any AsyncParsableCommand {
                try await asynchronous.run()
            } else {
                try command.run()
            }
        } catch {
            let message = fullMessage(for: error)
            var status = exitCode(for: error).rawValue
            if status == ExitStatus.success {
                var out = OutputBuffer()
                if !message.isEmpty { out.write(message + "\n") }
                do { try out.close() } catch {
                    printError("collate: \(error)")
                    status = ExitStatus.outputFailed
                }
            } else if !message.isEmpty {
                // Its lines one by one: each is escaped, the line breaks between them kept.
                for line in message.split(separator: "\n", omittingEmptySubsequences: false) { printError(String(line)) }
            }
            terminate(status)
        }
    }

    /// The subcommands' names, for "did you mean" hints.
    static var commandNames: [String] {
        configuration.subcommands.map { $0.configuration.commandName ?? $0._commandName }
    }
}

/// Ends the process with `status` (the C library's `exit`, which `Collate`'s own name hides).
private func terminate(_ status: Int32) -> Never {
    exit(status)
}
