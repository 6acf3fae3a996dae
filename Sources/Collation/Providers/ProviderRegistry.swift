/// The providers an application can choose from, by identifier or by `auto`.
///
/// A value type: build one at start-up and pass it where collators are made.
///
/// ```swift
/// var registry = ProviderRegistry()
/// registry.register(LatinCollationProvider())
/// let collation = try IndexedCollation(locale: "sv", provider: "auto", registry: registry)
/// ```
public struct ProviderRegistry: Sendable {
    /// The registered providers, in registration order (which breaks ties for `auto`).
    public private(set) var providers: [any CollationProvider]
    /// The locale data the registry's collators are made with.
    public var catalog: LocaleCatalog
    /// Default reading stages: each gives a stage for a locale and the locales added to it,
    /// or `nil` where it does not apply.
    private var defaultReadings: [@Sendable (LocaleIdentifier, [LocaleIdentifier]) -> (any Transliterator)?] = []

    /// Makes a registry of `providers` over `catalog` (by default, the built-in locale files).
    public init(_ providers: [any CollationProvider] = [], catalog: LocaleCatalog = .builtIn()) {
        self.providers = []
        self.catalog = catalog
        for provider in providers { register(provider) }
    }

    /// Adds `provider`, replacing one registered under the same identifier.
    public mutating func register(_ provider: any CollationProvider) {
        if let existing = providers.firstIndex(where: { $0.identifier == provider.identifier }) {
            providers[existing] = provider
        } else {
            providers.append(provider)
        }
    }

    /// Makes `transliterator` the default reading stage in the locales for which `applies` is
    /// true (pinyin with surname readings for Simplified Chinese, say), whatever the provider.
    /// The latest registration that applies wins.
    public mutating func registerDefaultReading(_ transliterator: any Transliterator, when applies: @escaping @Sendable (LocaleIdentifier) -> Bool) {
        defaultReadings.append { locale, _ in applies(locale) ? transliterator : nil }
    }

    /// Registers a default reading stage that depends on the locale and on the locales whose
    /// sections are added to it (`also`): Han names in a European list are read as Chinese
    /// when Simplified Chinese is added, as Japanese when Japanese is. `make` returns `nil`
    /// where it does not apply. The latest registration that applies wins.
    public mutating func registerDefaultReading(_ make: @escaping @Sendable (_ locale: LocaleIdentifier, _ also: [LocaleIdentifier]) -> (any Transliterator)?) {
        defaultReadings.append(make)
    }

    /// The default reading stage in `locale` with the sections of `also` added, if one is
    /// registered.
    public func defaultReading(for locale: LocaleIdentifier, also: [LocaleIdentifier] = []) -> (any Transliterator)? {
        for make in defaultReadings.reversed() {
            if let stage = make(locale, also) { return stage }
        }
        return nil
    }

    /// The identifiers of the registered providers.
    public var identifiers: [String] { providers.map(\.identifier) }

    /// The provider called `name`, or for `auto` the best registered provider for `locale` (and
    /// for the locales in `also`: the provider whose weakest support among them is highest).
    public func provider(named name: String, for locale: LocaleIdentifier, also: [LocaleIdentifier] = []) throws(CollationError) -> any CollationProvider {
        let wanted = name.lowercased()
        if wanted == "auto" {
            var best: (any CollationProvider)?
            var bestLevel = SupportLevel.none
            for provider in providers {
                let level = ([locale] + also).map(provider.support(for:)).min() ?? .none
                if level > bestLevel { best = provider; bestLevel = level }
            }
            guard let best else { throw .unsupportedLocale(locale.identifier, provider: "auto") }
            return best
        }
        guard let provider = providers.first(where: { $0.identifier == wanted }) else {
            throw .unknownProvider(name, available: identifiers)
        }
        return provider
    }

    /// The locale data for `locale`, or the root layout ("A"…"Z", "#") when there is none.
    public func localeData(for locale: LocaleIdentifier) -> LocaleData {
        catalog.data(for: locale) ?? catalog.entry("und") ?? LocaleData.root
    }

    /// A collator for `locale` from the provider called `provider` (or `auto`), with the
    /// sections of the locales in `also` added to the locale's own.
    public func makeCollator(
        locale: LocaleIdentifier, also: [LocaleIdentifier] = [], provider name: String = "auto", options: CollationOptions = CollationOptions()
    ) throws(CollationError) -> any Collator {
        try makeCollator(locale: locale, also: also, provider: try provider(named: name, for: locale, also: also), options: options)
    }

    /// A collator for `locale` from `provider`, chosen already (``provider(named:for:also:)``),
    /// over the registry's locale data, with the sections of the locales in `also` added.
    ///
    /// - Throws: ``CollationError/unsupportedLocale(_:provider:)`` when the provider cannot
    ///   serve `locale`, or cannot order the letters of a locale in `also` (its support for
    ///   it is no more than a fallback: the Latin provider and `--also ru`).
    public func makeCollator(
        locale: LocaleIdentifier, also: [LocaleIdentifier] = [], provider: any CollationProvider, options: CollationOptions = CollationOptions()
    ) throws(CollationError) -> any Collator {
        guard provider.support(for: locale) > .none else {
            throw .unsupportedLocale(locale.identifier, provider: provider.identifier)
        }
        var supplements: [LocaleData] = []
        for extra in also where extra != locale {
            guard provider.support(for: extra) > .fallback else {
                throw .unsupportedLocale(extra.identifier, provider: provider.identifier)
            }
            supplements.append(try checkedData(for: extra))
        }
        return try provider.makeCollator(
            CollatorConfiguration(locale: locale, data: try checkedData(for: locale), options: options, supplements: supplements)
        )
    }

    /// ``localeData(for:)``, except that a malformed built-in file is an error.
    private func checkedData(for locale: LocaleIdentifier) throws(CollationError) -> LocaleData {
        try catalog.lookup(locale) ?? catalog.entry("und") ?? LocaleData.root
    }

    /// The locales `--also auto` adds for `names`: for each script that a name starts with
    /// and that neither `locale`'s sections nor those of `also` take, the script's main
    /// locale (Cyrillic `ru`, Greek `el`, kana `ja`…), in the order the scripts first appear;
    /// then, for a Cyrillic letter that a name starts with and that no section has (Ukrainian
    /// І and Є, Serbian Ј and Љ, Macedonian Ѓ, Belarusian Ў, Kazakh Ә), the locale whose
    /// sections have it, as Android adds the Ukrainian and Serbian labels in every locale.
    ///
    /// Latin letters are not added: Ø, Å, Ñ and Ł in an English list stay under O, A, N and L,
    /// where English readers look for them.
    public func supplementaryLocales(
        for names: some Sequence<String>, locale: LocaleIdentifier, also: [LocaleIdentifier] = []
    ) -> [LocaleIdentifier] {
        var covered = Script.covered(by: localeData(for: locale))
        covered.insert(.latin)
        for extra in also { covered.formUnion(Script.covered(by: localeData(for: extra))) }
        var added: [LocaleIdentifier] = []
        // A million names have a few hundred distinct first letters: each letter's script is
        // looked up once, and scripts are compared by position (ASCII letters are Latin, which
        // is always covered).
        var done = Script.all.map(covered.contains)
        var scriptOfLetter: [UInt32: Int] = [:]
        let cyrillic = Script.all.firstIndex { $0.name == "Cyrillic" } ?? -1
        var cyrillicLetters: [Unicode.Scalar] = []
        for name in names {
            guard let first = name.unicodeScalars.first else { continue }
            if (0x41...0x5A).contains(first.value) || (0x61...0x7A).contains(first.value) { continue }
            var position = scriptOfLetter[first.value]
            if position == nil {
                let script = first.properties.isAlphabetic ? Script.of(first) : Script.first(in: name)
                position = script.flatMap { Script.all.firstIndex(of: $0) } ?? -1
                if first.properties.isAlphabetic {
                    scriptOfLetter[first.value] = position
                    if position == cyrillic { cyrillicLetters.append(first) }
                }
            }
            guard let position, position >= 0, !done[position] else { continue }
            done[position] = true
            let script = Script.all[position]
            if let main = try? LocaleIdentifier(script.mainLocale), catalog.data(for: main) != nil { added.append(main) }
        }
        return added + localesForLetters(cyrillicLetters, locale: locale, also: also + added)
    }

    /// The Cyrillic locales, in the order `--also auto` looks for a letter in them: the
    /// languages with the most speakers and the letters Android adds first.
    private static let cyrillicLocales = ["uk", "sr", "be", "mk", "bg", "kk", "ky", "mn", "tg", "tt", "ba", "cv", "sah", "os", "ce", "uz-Cyrl", "az-Cyrl"]

    /// The locales whose sections have the `letters` that those of `locale` and `also` lack
    /// (one locale for each letter, the first in ``cyrillicLocales`` that has it).
    private func localesForLetters(_ letters: [Unicode.Scalar], locale: LocaleIdentifier, also: [LocaleIdentifier]) -> [LocaleIdentifier] {
        guard !letters.isEmpty else { return [] }
        var titles = Set(([locale] + also).flatMap { localeData(for: $0).sections.map(\.title) })
        var added: [LocaleIdentifier] = []
        for letter in letters {
            let title = String(letter).uppercased()
            guard !titles.contains(title) else { continue }
            for tag in Self.cyrillicLocales {
                guard let candidate = try? LocaleIdentifier(tag), let data = catalog.data(for: candidate),
                      data.sections.contains(where: { $0.title == title }) else { continue }
                added.append(candidate)
                titles.formUnion(data.sections.map(\.title))
                break
            }
        }
        return added
    }
}
