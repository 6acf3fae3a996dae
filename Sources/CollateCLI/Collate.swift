import ArgumentParser
import Collation
import Foundation
import ICUCollation
import PinyinCollation

/// The `collate` command: groups and sorts names into a locale's index sections.
public struct Collate: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "collate",
        abstract: "Group and sort names into localized index sections, the way a phone's contact list does.",
        discussion: """
            With no input at a terminal, groups a built-in multilingual sample contact list.
            Exit status: 0 on success; 1 for an error that stops the run (a missing file, a bad
            locale, an unknown provider); 64 for a usage error; 65 when some input records had
            problems (they are reported on standard error; every other record is still written).
            """,
        subcommands: [Group.self, Sort.self, Titles.self, Explain.self, ProvidersCommand.self, Locales.self],
        defaultSubcommand: Group.self
    )

    public init() {}
}

/// Runs a command body, turning errors into one line on standard error and an exit status.
func runReportingErrors(_ body: () async throws -> [InputProblem]) async throws {
    let problems: [InputProblem]
    do {
        problems = try await body()
    } catch let error as ExitCode {
        throw error
    } catch {
        // Every error of this package describes itself in one line.
        printError("collate: \(error)")
        throw ExitCode.failure
    }
    guard !problems.isEmpty else { return }
    for problem in problems.prefix(50) { printError("collate: \(problem.description)") }
    if problems.count > 50 { printError("collate: … and \(problems.count - 50) more problems") }
    throw ExitCode(65)
}

extension Collate {
    /// `collate group`: names in sections.
    struct Group: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Group names into sections, each sorted (the default).")
        @OptionGroup var collation: CollationFlags
        @OptionGroup var input: InputFlags
        @OptionGroup var output: OutputFlags

        func run() async throws {
            try await runReportingErrors {
                var clock = PhaseClock()
                let session = try collation.makeSession()
                clock.lap("setup")
                let (list, problems) = try InputLoader.load(input)
                clock.lap("read \(list.count) names")
                let names = list.names
                let sections = await session.collation.sectionedPositions(of: names, includeEmptySections: output.showEmpty)
                clock.lap("group")
                defer { clock.lap("write") }
                var out = OutputBuffer()
                switch output.format {
                case .text:
                    for block in TextRendering.grouped(sections, names: names) { out.write(block) }
                case .json:
                    let document = GroupDocument(
                        locale: session.locale.identifier, provider: session.provider.identifier,
                        sections: sections.map { GroupDocument.Section(title: $0.title, items: $0.items.map { JSONRendering.Item(list, $0) }) }
                    )
                    out.line(try JSONRendering.encode(document))
                case .csv:
                    out.write(try CSVRendering.rows(header: ["section", "name"],
                        sections.flatMap { section in section.items.map { [section.title, names[$0]] } }))
                }
                out.flush()
                return problems
            }
        }
    }

    /// `collate sort`: names in collation order, section by section.
    struct Sort: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Print names in collation order, section by section.")
        @OptionGroup var collation: CollationFlags
        @OptionGroup var input: InputFlags
        @Option(help: "Output format: text, json or csv.") var format: OutputFormat = .text

        func run() async throws {
            try await runReportingErrors {
                let session = try collation.makeSession()
                let (list, problems) = try InputLoader.load(input)
                let sections = await session.collation.sectionedPositions(of: list.names)
                let order = sections.flatMap(\.items)
                var out = OutputBuffer()
                switch format {
                case .text:
                    for position in order { out.line(list.names[position]) }
                case .json:
                    let document = SortDocument(
                        locale: session.locale.identifier, provider: session.provider.identifier,
                        items: order.map { JSONRendering.Item(list, $0) }
                    )
                    out.line(try JSONRendering.encode(document))
                case .csv:
                    out.write(try CSVRendering.rows(header: ["name"], order.map { [list.names[$0]] }))
                }
                out.flush()
                return problems
            }
        }
    }

    /// `collate titles`: the section titles and side-index titles.
    struct Titles: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Print the section titles and side-index titles of a locale.")
        @OptionGroup var collation: CollationFlags
        @Option(help: "Output format: text, json or csv.") var format: OutputFormat = .text

        func run() async throws {
            try await runReportingErrors {
                let session = try collation.makeSession()
                var out = OutputBuffer()
                let titles = session.collation.sectionTitles
                let index = session.collation.sectionIndexTitles
                switch format {
                case .text:
                    out.line("sectionTitles: " + titles.joined(separator: " "))
                    out.line("sectionIndexTitles: " + index.joined(separator: " "))
                case .json:
                    out.line(try JSONRendering.encode(TitlesDocument(
                        locale: session.locale.identifier, provider: session.provider.identifier,
                        sectionTitles: titles, sectionIndexTitles: index)))
                case .csv:
                    out.write(try CSVRendering.rows(header: ["position", "title"],
                        titles.enumerated().map { [String($0.offset), $0.element] }))
                }
                out.flush()
                return []
            }
        }
    }

    /// `collate explain NAME`: the reading, section and sort key of one name.
    struct Explain: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Show the reading, the section and the sort key of one name.")
        @OptionGroup var collation: CollationFlags
        @Argument(help: "The name to explain.") var name: String
        @Option(help: "Output format: text or json.") var format: OutputFormat = .text

        func run() async throws {
            try await runReportingErrors {
                let session = try collation.makeSession()
                let reading = session.collation.reading(for: name)
                let key = session.collation.key(for: name)
                let document = ExplainDocument(
                    name: name, locale: session.locale.identifier, provider: session.provider.identifier,
                    transliterator: session.collation.transliterator.identifier, reading: reading,
                    section: session.collation.sectionTitles[key.section], sectionIndex: key.section,
                    sortKey: key.sortKey.description
                )
                var out = OutputBuffer()
                if format == .json {
                    out.line(try JSONRendering.encode(document))
                } else {
                    out.line("name:           \(document.name)")
                    out.line("locale:         \(document.locale)")
                    out.line("provider:       \(document.provider)")
                    out.line("transliterator: \(document.transliterator)")
                    out.line("reading:        \(document.reading)")
                    out.line("section:        \(document.section) (index \(document.sectionIndex))")
                    out.line("sort key:       \(document.sortKey)")
                }
                out.flush()
                return []
            }
        }
    }

    /// `collate providers`: what is registered and how well it serves the locale.
    struct ProvidersCommand: AsyncParsableCommand {
        static let configuration = CommandConfiguration(commandName: "providers", abstract: "List the collation providers and their support for a locale.")
        @Option(help: "The locale to rate support for (default: from the environment, else en).") var locale: String?

        func run() async throws {
            try await runReportingErrors {
                let registry = try Providers.registry()
                let identifier = try LocaleIdentifier(locale ?? CollationFlags.environmentLocale())
                let chosen = try? registry.provider(named: "auto", for: identifier)
                var out = OutputBuffer()
                out.line("provider   support for \(identifier)   summary")
                for provider in registry.providers {
                    let marker = provider.identifier == chosen?.identifier ? "*" : " "
                    let support = provider.support(for: identifier).description
                    out.line("\(marker)\(provider.identifier.padding(9))  \(support.padding(15 + identifier.identifier.count))  \(provider.summary)")
                }
                out.line("(* = what auto picks for \(identifier))")
                out.flush()
                return []
            }
        }
    }

    /// `collate locales`: the built-in locale data.
    struct Locales: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "List the built-in locale data files and their section titles.")
        @Option(help: "Output format: text or json.") var format: OutputFormat = .text

        func run() async throws {
            try await runReportingErrors {
                let catalog = try LocaleCatalog.builtIn()
                var out = OutputBuffer()
                if format == .json {
                    let documents = catalog.all.map {
                        LocaleDocument(locale: $0.identifier.identifier, name: $0.name,
                                       sectionTitles: $0.sections.map(\.title) + [$0.overflowTitle], includesLatin: $0.includesLatin)
                    }
                    out.line(try JSONRendering.encode(documents))
                } else {
                    for data in catalog.all {
                        let titles = data.sections.map(\.title) + [data.overflowTitle]
                        out.line("\(data.identifier.identifier.padding(8)) \(data.name.padding(24)) \(titles.joined(separator: " "))")
                    }
                }
                out.flush()
                return []
            }
        }
    }
}

extension String {
    /// The string padded with spaces to at least `width` characters.
    func padding(_ width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}

/// Phase timings on standard error when `COLLATE_TIMING` is set, for the benchmark notes.
struct PhaseClock {
    private let enabled = ProcessInfo.processInfo.environment["COLLATE_TIMING"] != nil
    private var last = ContinuousClock.now

    mutating func lap(_ phase: String) {
        guard enabled else { return }
        let now = ContinuousClock.now
        printError("timing: \(phase): \((now - last).formatted(.units(allowed: [.milliseconds], fractionalPart: .show(length: 1))))")
        last = now
    }
}
