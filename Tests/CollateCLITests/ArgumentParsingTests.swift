@testable import CollateCLI
import Foundation
import PropertyBased
import Testing

/// The tool's own command-line parser: what each command takes, the shapes a line may have
/// (`--name value`, `--name=value`, `--`, `-`), and a usage error for everything else.
@Suite("The command line is read as the help says")
struct ArgumentParsingTests {
    /// Every command's options, each name once (two groups naming the same option would make
    /// one of them unreachable).
    @Test("No command has two arguments of one name, and every command is reachable by its name")
    func specsAreUnique() {
        for command in Collate.commands {
            let names = command.arguments.map(\.name)
            #expect(Set(names).count == names.count, "\(command.name): \(names)")
            #expect(command.arguments.filter { if case .positional(_, true) = $0.kind { true } else { false } }.count <= 1, "\(command.name)")
        }
        #expect(Set(Collate.commandNames).count == Collate.commands.count)
    }

    /// An option's pieces in any order, each written as `--name value` or `--name=value`, give
    /// the same command.
    @Test("Options in any order and either spelling parse to the same values")
    func orderAndSpelling() async {
        let pieces: [[String]] = [
            ["--locale", "de"], ["--strength", "secondary"], ["--numeric"], ["--case-first", "upper"], ["--provider", "pinyin"],
            ["--format", "json"], ["--output", "out.json"], ["--sort-by", "given"], ["--input-format", "csv"], ["--strict"],
            ["--also", "ru,el"], ["--han", "japanese"], ["--encoding", "big5"], ["--script-order", "Cyrl,Latn"],
        ]
        let order = Gen.int(in: 0...1_000).array(of: pieces.count...pieces.count)
        await propertyCheck(count: 200, input: order, Gen.bool.array(of: pieces.count...pieces.count)) { weights, joined in
            let shuffled = zip(pieces, weights).sorted { $0.1 < $1.1 }.map(\.0)
            var line: [String] = []
            for (number, (piece, join)) in zip(shuffled, joined).enumerated() {
                // The file among the options, between two of them.
                if number == weights[0] % shuffled.count { line.append("names.txt") }
                line += piece.count == 2 && join ? ["\(piece[0])=\(piece[1])"] : piece
            }
            let parsed = try #require(try? ParsedArguments(line, specs: Collate.Sort.arguments), "\(line)")
            let sort = Collate.Sort(parsed)
            #expect(sort.collation.locale == "de" && sort.collation.strength == .secondary && sort.collation.numeric)
            #expect(sort.collation.caseFirst == .upper && sort.collation.provider == "pinyin" && sort.collation.also == "ru,el")
            #expect(sort.collation.han == .japanese && sort.collation.scriptOrder == "Cyrl,Latn")
            #expect(sort.output.choice == .json && sort.output.output == "out.json")
            #expect(sort.input.sortBy == .given && sort.input.inputFormat == .csv && sort.input.strict && sort.input.encoding == "big5")
            #expect(sort.input.files == ["names.txt"], "\(line)")
        }
    }

    @Test("Defaults: what the help says each option is when it is not given")
    func defaults() throws {
        let sort = Collate.Sort(try ParsedArguments([], specs: Collate.Sort.arguments))
        #expect(sort.collation.locale == nil && sort.collation.provider == "auto" && sort.collation.strength == .tertiary)
        #expect(!sort.collation.numeric && sort.collation.caseFirst == .default && sort.collation.scriptOrder == "locale")
        #expect(sort.output.choice == .text && sort.output.output == nil && sort.input.files.isEmpty && sort.input.sortBy == .family)
        let keys = Collate.Keys(try ParsedArguments([], specs: Collate.Keys.arguments))
        #expect(keys.format == .jsonl)
        let phonetic = Collate.Phonetic(try ParsedArguments([], specs: Collate.Phonetic.arguments))
        #expect(phonetic.phoneticStyle == .typed && phonetic.kana == .hiragana && !phonetic.inPlace)
    }

    @Test("`--` ends the options and `-` is standard input: both are positional")
    func positionalWords() throws {
        let parsed = try ParsedArguments(["-", "--locale", "en", "--", "--version", "-x"], specs: Collate.Group.arguments)
        #expect(parsed.positionals("file") == ["-", "--version", "-x"])
        #expect(parsed.string("locale") == "en")
        // search: the first word is the query, the rest are files.
        let search = Collate.Search(try ParsedArguments(["zs", "a.txt", "--limit", "3", "b.txt"], specs: Collate.Search.arguments))
        #expect(search.query == "zs" && search.input.files == ["a.txt", "b.txt"] && search.limit == 3)
        // A value may start with a dash when it is a number or a lone dash.
        #expect(try ParsedArguments(["--limit", "-1"], specs: Collate.Search.arguments).integer("limit") == -1)
        #expect(try ParsedArguments(["--output", "-"], specs: Collate.Sort.arguments).string("output") == "-")
        // The last of a repeated option counts.
        #expect(try ParsedArguments(["--locale", "en", "--locale=sv"], specs: Collate.Sort.arguments).string("locale") == "sv")
    }

    @Test("A line the commands do not take is a usage error that says what is wrong", arguments: [
        (["--x"], "Unknown option '--x'"),
        (["--lcale", "en"], "Unknown option '--lcale'. Did you mean '--locale'?"),
        (["-l"], "Unknown option '-l'"),
        (["--locale"], "Missing value for '--locale <locale>'"),
        (["--locale", "--strict"], "Missing value for '--locale <locale>'"),
        (["--strength", "loud"], "The value 'loud' is invalid for '--strength <strength>'. Please provide one of 'primary', 'secondary' or 'tertiary'."),
        (["--numeric=yes"], "'--numeric' takes no value"),
        (["--format", "xml"], "The value 'xml' is invalid for '--format <format>'. Please provide one of 'text', 'json' or 'csv'."),
    ])
    func usageErrors(line: [String], message: String) {
        #expect(throws: UsageError.self) { try ParsedArguments(line, specs: Collate.Sort.arguments) }
        do {
            _ = try ParsedArguments(line, specs: Collate.Sort.arguments)
        } catch {
            #expect(error.message == message)
        }
    }

    /// Each command checks the groups it takes: a command that forgot one's `validate()` would
    /// run with a script order or an encoding no one can read.
    @Test("Every command that takes the collation or input flags refuses their bad values")
    func groupsValidated() throws {
        for command in Collate.commands {
            let names = Set(command.arguments.map(\.name))
            let positional = command.arguments.contains { if case .positional(true, _) = $0.kind { true } else { false } } ? ["Bob"] : []
            let query = command.name == "search" ? ["zs"] : []
            if names.contains("script-order") {
                let instance = command.init(try ParsedArguments(query + positional + ["--script-order", "Latin,Cyrl"], specs: command.arguments))
                #expect(throws: UsageError.self, "\(command.name)") { try instance.validate() }
            }
            if names.contains("encoding") {
                let instance = command.init(try ParsedArguments(query + positional + ["--encoding", "klingon"], specs: command.arguments))
                #expect(throws: UsageError.self, "\(command.name)") { try instance.validate() }
            }
        }
    }

    @Test("Positional arguments: a missing required one and one too many are usage errors")
    func positionalErrors() {
        #expect(throws: UsageError.self) { try ParsedArguments([], specs: Collate.Explain.arguments) }
        #expect(throws: UsageError.self) { try ParsedArguments(["Bob", "Ann"], specs: Collate.Explain.arguments) }
        #expect(throws: UsageError.self) { try ParsedArguments(["--index-slots", "many"], specs: Collate.Titles.arguments) }
        #expect(throws: UsageError.self) { try ParsedArguments(["names.txt"], specs: Collate.Locales.arguments) }
        #expect((try? ParsedArguments(["--", "-Bob"], specs: Collate.Explain.arguments))?.positional("name") == "-Bob")
    }

    /// The help lists every argument a command takes, with its values and default, within 80
    /// columns; `collate help X` and `collate X --help` are the same text.
    @Test("Each command's help lists all its arguments, 80 columns wide")
    func help() throws {
        for command in Collate.commands {
            let help = HelpText.help(for: command)
            for spec in command.arguments {
                #expect(help.contains("  " + spec.label), "\(command.name): \(spec.label)")
                if let values = spec.values {
                    #expect(help.split(whereSeparator: \.isWhitespace).joined(separator: " ").contains("values: " + values.joined(separator: ", ")))
                }
            }
            for line in help.split(separator: "\n") where line.contains(" ") {
                #expect(line.count <= 80, "\(command.name): \(line)")
            }
            #expect(help.hasPrefix("OVERVIEW: ") && help.contains("\nUSAGE: collate \(command.name)"))
        }
        let viaHelp = try CLIRunner.run(["help", "phonetic"])
        let viaFlag = try CLIRunner.run(["phonetic", "--help"])
        #expect(viaHelp.status == 0 && viaHelp.stdout == viaFlag.stdout && viaHelp.stdout == HelpText.help(for: Collate.Phonetic.self))
        let root = try CLIRunner.run(["--help"])
        #expect(root.status == 0 && root.stdout.contains("  group (default)") && root.stdout.contains("SUBCOMMANDS:"))
        #expect(try CLIRunner.run(["-h"]).stdout == root.stdout)
        let unknown = try CLIRunner.run(["help", "grup"])
        #expect(unknown.status == 64 && unknown.stderr.contains("no command 'grup'"))
    }

    @Test("The tool: a usage error is 64 with the command's usage; --help after the command is its help")
    func binary() throws {
        let error = try CLIRunner.run(["titles", "--index-slots", "0"])
        #expect(error.status == 64)
        #expect(error.stderr == "Error: --index-slots takes a number of entries, 1 or more\nUsage: collate titles [<options>]\n  See 'collate titles --help' for more information.\n")
        let help = try CLIRunner.run(["sort", "--locale", "en", "--help"])
        #expect(help.status == 0 && help.stdout == HelpText.help(for: Collate.Sort.self))
        // A --help after `--` is a file's name.
        #expect(try CLIRunner.run(["sort", "--", "--help"]).status != 0)
    }
}
