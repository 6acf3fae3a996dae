import ArgumentParser
import Collation
import JapaneseNames
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The flags that choose and tune the collation: locale, provider, options, data files,
/// readings. ``Session`` resolves them.
public struct CollationFlags: ParsableArguments {
    @Option(help: "BCP 47 locale (default: from LC_ALL, LC_COLLATE or LANG; else en).")
    var locale: String?

    @Option(help: ArgumentHelp(
        "Further locales whose sections follow the locale's own, comma-separated (ru,el,ja), or auto: the main locale of each script in the input that the locale's sections miss.",
        valueName: "locales"))
    var also: String?

    @Option(help: ArgumentHelp(
        "How names written in Han are read where the locale's sections do not take Han (en, de, ru…): auto (Japanese where the name says so, else Chinese pinyin), chinese, japanese, or none (they stay under #). Default: auto, or what --also zh-Hans or --also ja chooses.",
        valueName: "reading"))
    var han: HanReading?

    @Option(help: "Collation provider: auto or one of those that `collate providers` lists.")
    var provider: String = "auto"

    @Option(help: "Comparison strength: primary (letters), secondary (+accents), tertiary (+case).")
    var strength: CollationStrength = .tertiary

    @Flag(help: "Compare runs of digits by value (\"Room 2\" before \"Room 10\").")
    var numeric = false

    @Option(help: "Which case sorts first among otherwise equal names: default, lower or upper.")
    var caseFirst: CaseFirst = .default

    @Option(help: ArgumentHelp(
        "Which scripts come first: locale (the locale file's script-order: kana rows before A–Z in ja), collation (the collation's own, as ICU's AlphabeticIndex has it), or ISO 15924 codes (Cyrl,Latn).",
        valueName: "order"))
    var scriptOrder: String = "locale"

    @Option(help: ArgumentHelp("A locale data file of your own, used instead of the built-in one for its locale.", valueName: "file"))
    var localeFile: String?

    @Option(help: ArgumentHelp("Your own pinyin readings: a tab-separated file of text, pinyin and kind (character, surname, word or name).", valueName: "file"))
    var readings: String?

    @Flag(help: "The names are not person names (places, companies): read without surname readings.")
    var text = false

    @Option(help: ArgumentHelp("An ICU transform applied to names before collation (\"Han-Latin/Names\", \"Katakana-Hiragana\", \"Any-Latin; Latin-ASCII\").", valueName: "id"))
    var transliterate: String?

    @Option(help: ArgumentHelp("A file of your own ICU transform rules applied to names before collation.", valueName: "file"))
    var transliterateRules: String?

    public init() {}

    /// The options these flags set.
    var options: CollationOptions {
        CollationOptions(strength: strength, numeric: numeric, caseFirst: caseFirst, scriptOrder: parsedScriptOrder)
    }

    /// `--script-order`, parsed.
    private var parsedScriptOrder: ScriptOrder {
        switch scriptOrder.lowercased() {
        case "locale": .localeData
        case "collation": .collation
        default: .scripts(scriptOrder.split(separator: ",").map { String($0.trimmingWhitespace()) })
        }
    }

    public mutating func validate() throws {
        if case .scripts(let codes) = parsedScriptOrder, codes.isEmpty || !codes.allSatisfy(ScriptOrder.isScriptCode) {
            throw ValidationError("--script-order takes locale, collation or ISO 15924 script codes (Hrkt,Hani,Latn), not '\(scriptOrder)'")
        }
    }

    /// The locale from the environment, as POSIX orders the variables.
    static func environmentLocale() -> String {
        for variable in ["LC_ALL", "LC_COLLATE", "LANG"] {
            if let value = getenv(variable).map({ String(cString: $0) }), !value.isEmpty, (try? LocaleIdentifier(value)) != nil { return value }
        }
        return "en"
    }
}
