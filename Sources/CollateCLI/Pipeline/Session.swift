import Collation
import ICUCollation
import JapaneseNames
import PinyinCollation

/// What a command works with once the flags are resolved: each piece resolved once, here.
struct Session {
    /// The providers and locale data, with the user's own locale file and readings.
    let registry: ProviderRegistry
    /// The locale, parsed.
    let locale: LocaleIdentifier
    /// The locales whose sections were added (`--also`, with `auto` resolved).
    let also: [LocaleIdentifier]
    /// The provider `--provider` names, or the one `auto` picks.
    let provider: any CollationProvider
    /// The collator and reading stage every command collates with.
    let collation: IndexedCollation
    /// The user's pinyin readings (`--readings`), which search keys read with too.
    let readings: PinyinReadings

    /// Resolves `flags`: reads the user's files, parses the locale, picks the provider, makes
    /// the collator and the reading stage. `names` are the input's, which `--also auto` looks
    /// at (none for the commands without input). With `strict`, a locale without data is an
    /// error rather than a warning.
    init(_ flags: CollationFlags, names: NameStore = NameStore(), strict: Bool = false) throws {
        var custom: PinyinReadings?
        if let path = flags.readings {
            custom = try PinyinReadings(parsing: try InputLoader.readText(path), file: path)
        }
        var registry = try Providers.registry(readings: custom ?? PinyinReadings(), han: flags.han)
        var localeText = flags.locale
        if let path = flags.localeFile {
            let parsed = try LocaleData(parsing: try InputLoader.readText(path), file: path)
            registry.catalog = registry.catalog.adding(parsed)
            if localeText == nil { localeText = parsed.identifier.identifier }
        }
        let locale = try LocaleIdentifier(localeText ?? CollationFlags.environmentLocale())
        // A well-formed tag with no data (xx-YY) is not silently served as A–Z.
        if flags.locale != nil, flags.localeFile == nil, registry.catalog.data(for: locale) == nil {
            if strict {
                throw UsageError("no locale data for '\(locale.identifier)' (--strict: the root's sections, A–Z and #, are not taken instead); `collate locales` lists the locales there are")
            }
            printError("collate: warning: no locale data for '\(locale.identifier)': its sections are the root's (A–Z, #); `collate locales` lists the locales there are")
        }
        var also: [LocaleIdentifier] = []
        let requested = (flags.also ?? "").split(separator: ",").map { $0.trimmingWhitespace() }.filter { !$0.isEmpty }
        for item in requested where item.lowercased() != "auto" {
            let extra = try LocaleIdentifier(String(item))
            guard registry.catalog.data(for: extra) != nil else {
                throw UsageError("--also: no locale data for '\(item)' (`collate locales` lists them)")
            }
            if !also.contains(extra) { also.append(extra) }
        }
        // The locales the user named choose how Han names are read (`--also ja`); those that
        // `auto` adds for a list's scripts do not (kana names add ja, which must not make every
        // Chinese name Japanese).
        let named = also
        if requested.contains(where: { $0.lowercased() == "auto" }) {
            also += registry.supplementaryLocales(for: names, locale: locale, also: also)
        }
        let provider = try registry.provider(named: flags.provider, for: locale, also: also)
        let collator = try registry.makeCollator(locale: locale, also: also, provider: provider, options: flags.options)

        var stages: [any Transliterator] = []
        if let custom {
            // In a locale that does not read Han itself, the user's readings are the Chinese
            // reading of Han names (the default stage, which has them).
            stages.append(HanNameTransliterator.localeReadsHan(locale)
                ? PinyinTransliterator(custom: custom, readsSurnames: !flags.text)
                : registry.defaultReading(for: locale, also: named) ?? IdentityTransliterator())
        }
        if let id = flags.transliterate { stages.append(try ICUTransliterator(id: id)) }
        if let path = flags.transliterateRules {
            stages.append(try ICUTransliterator(rules: try InputLoader.readText(path), source: path))
        }
        let reading: any Transliterator = switch stages.count {
        case 0: registry.defaultReading(for: locale, also: named) ?? IdentityTransliterator()
        case 1: stages[0]
        default: TransliteratorChain(stages)
        }

        self.registry = registry
        self.readings = custom ?? PinyinReadings()
        self.locale = locale
        self.also = also
        self.provider = provider
        collation = IndexedCollation(collator: collator, transliterator: reading, role: flags.text ? .text : .personName)
    }
}
