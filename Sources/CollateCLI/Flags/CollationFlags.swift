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
struct CollationFlags: ArgumentGroup {
    // Each value is the option of the same name in ``arguments``, which has its help.
    var locale: String?
    var also: String?
    var han: HanReading?
    var provider: String
    var strength: CollationStrength
    var numeric: Bool
    var caseFirst: CaseFirst
    var scriptOrder: String
    var localeFile: String?
    var readings: String?
    var text: Bool
    var transliterate: String?
    var transliterateRules: String?

    static let arguments: [ArgumentSpec] = [
        .option("locale", help: "BCP 47 locale (default: from LC_ALL, LC_COLLATE or LANG; else en)."),
        .option("also", valueName: "locales", help: "Further locales whose sections follow the locale's own, comma-separated (ru,el,ja), or auto: the main locale of each script in the input that the locale's sections miss."),
        .option("han", of: HanReading.self, valueName: "reading", help: "How names written in Han are read where the locale's sections do not take Han (en, de, ru…): auto (Japanese where the name says so, else Chinese pinyin), chinese, japanese, or none (they stay under #). Default: auto, or what --also zh-Hans or --also ja chooses."),
        .option("provider", default: "auto", help: "Collation provider: auto or one of those that `collate providers` lists."),
        .option("strength", of: CollationStrength.self, default: .tertiary, help: "Comparison strength: primary (letters), secondary (+accents), tertiary (+case)."),
        .flag("numeric", help: "Compare runs of digits by value (\"Room 2\" before \"Room 10\")."),
        .option("case-first", of: CaseFirst.self, default: .default, help: "Which case sorts first among otherwise equal names: default, lower or upper."),
        .option("script-order", valueName: "order", default: "locale", help: "Which scripts come first: locale (the locale file's script-order: kana rows before A–Z in ja), collation (the collation's own, as ICU's AlphabeticIndex has it), or ISO 15924 codes (Cyrl,Latn)."),
        .option("locale-file", valueName: "file", help: "A locale data file of your own, used instead of the built-in one for its locale."),
        .option("readings", valueName: "file", help: "Your own pinyin readings: a tab-separated file of text, pinyin and kind (character, surname, word or name)."),
        .flag("text", help: "The names are not person names (places, companies): read without surname readings."),
        .option("transliterate", valueName: "id", help: "An ICU transform applied to names before collation (\"Han-Latin/Names\", \"Katakana-Hiragana\", \"Any-Latin; Latin-ASCII\")."),
        .option("transliterate-rules", valueName: "file", help: "A file of your own ICU transform rules applied to names before collation."),
    ]

    init(_ parsed: ParsedArguments) {
        locale = parsed.string("locale")
        also = parsed.string("also")
        han = parsed.string("han").flatMap(HanReading.init(argument:))
        provider = parsed.string("provider") ?? "auto"
        strength = parsed.value("strength", default: .tertiary)
        numeric = parsed.flag("numeric")
        caseFirst = parsed.value("case-first", default: .default)
        scriptOrder = parsed.string("script-order") ?? "locale"
        localeFile = parsed.string("locale-file")
        readings = parsed.string("readings")
        text = parsed.flag("text")
        transliterate = parsed.string("transliterate")
        transliterateRules = parsed.string("transliterate-rules")
    }

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

    func validate() throws {
        if case .scripts(let codes) = parsedScriptOrder, codes.isEmpty || !codes.allSatisfy(ScriptOrder.isScriptCode) {
            throw UsageError("--script-order takes locale, collation or ISO 15924 script codes (Hrkt,Hani,Latn), not '\(scriptOrder)'")
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
