import ArgumentParser
import Collation
import Foundation
import ICUCollation
import PinyinCollation

/// The flags that choose and tune the collator: locale, provider, options, locale file.
public struct CollationFlags: ParsableArguments {
    @Option(help: "BCP 47 locale (default: from LC_ALL, LC_COLLATE or LANG; else en).")
    var locale: String?

    @Option(help: "Collation provider: auto or one of those that `collate providers` lists.")
    var provider: String = "auto"

    @Option(help: "Comparison strength: primary (letters), secondary (+accents), tertiary (+case).")
    var strength: CollationStrength = .tertiary

    @Flag(help: "Compare runs of digits by value (\"Room 2\" before \"Room 10\").")
    var numeric = false

    @Option(help: "Which case sorts first among otherwise equal names: default, lower or upper.")
    var caseFirst: CaseFirst = .default

    @Option(help: ArgumentHelp("A locale data file of your own, used instead of the built-in one for its locale.", valueName: "file"))
    var localeFile: String?

    @Option(help: ArgumentHelp("Your own pinyin readings: a tab-separated file of text, pinyin and kind (character, surname or name).", valueName: "file"))
    var readings: String?

    @Flag(help: "The names are not person names (places, companies): read without surname readings.")
    var text = false

    @Option(help: ArgumentHelp("An ICU transform applied to names before collation (\"Han-Latin/Names\", \"Katakana-Hiragana\", \"Any-Latin; Latin-ASCII\").", valueName: "id"))
    var transliterate: String?

    @Option(help: ArgumentHelp("A file of your own ICU transform rules applied to names before collation.", valueName: "file"))
    var transliterateRules: String?

    public init() {}

    /// The locale from the environment, as POSIX orders the variables.
    static func environmentLocale() -> String {
        let environment = ProcessInfo.processInfo.environment
        for variable in ["LC_ALL", "LC_COLLATE", "LANG"] {
            if let value = environment[variable], !value.isEmpty, (try? LocaleIdentifier(value)) != nil { return value }
        }
        return "en"
    }

    /// The registry, the locale and the collation these flags describe.
    func makeSession() throws -> Session {
        var custom: PinyinReadings?
        if let readings {
            custom = try PinyinReadings(parsing: try Self.readText(readings), file: readings)
        }
        var registry = try Providers.registry(readings: custom ?? PinyinReadings())
        var localeText = locale
        if let localeFile {
            let parsed = try LocaleData(parsing: try Self.readText(localeFile), file: localeFile)
            registry.catalog = registry.catalog.adding(parsed)
            if localeText == nil { localeText = parsed.identifier.identifier }
        }
        let identifier = try LocaleIdentifier(localeText ?? Self.environmentLocale())
        let chosen = try registry.provider(named: provider, for: identifier)
        let options = CollationOptions(strength: strength, numeric: numeric, caseFirst: caseFirst)
        let role: TextRole = text ? .text : .personName
        var stages: [any Transliterator] = []
        if let custom { stages.append(PinyinTransliterator(custom: custom, readsSurnames: !text)) }
        if let transliterate { stages.append(try ICUTransliterator(id: transliterate)) }
        if let transliterateRules {
            stages.append(try ICUTransliterator(rules: try Self.readText(transliterateRules), source: transliterateRules))
        }
        let transliterator: (any Transliterator)? = stages.isEmpty ? nil : (stages.count == 1 ? stages[0] : TransliteratorChain(stages))
        let collation = try IndexedCollation(
            locale: identifier.identifier, provider: chosen.identifier, options: options, registry: registry,
            transliterator: transliterator, role: role
        )
        return Session(registry: registry, locale: identifier, provider: chosen, collation: collation)
    }

    /// The UTF-8 text of a file the user named, or an error that names it.
    static func readText(_ path: String) throws -> String {
        let bytes = try InputLoader.readAll(path)
        guard let text = String(validating: bytes, as: UTF8.self) else { throw FatalError("\(path): not valid UTF-8") }
        return text
    }
}

/// What a command works with once the flags are resolved.
struct Session {
    let registry: ProviderRegistry
    let locale: LocaleIdentifier
    let provider: any CollationProvider
    let collation: IndexedCollation
}

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

/// How results are written.
public struct OutputFlags: ParsableArguments {
    @Option(help: "Output format: text, json or csv.")
    var format: OutputFormat = .text

    @Flag(help: "Show sections that have no names.")
    var showEmpty = false

    public init() {}
}
