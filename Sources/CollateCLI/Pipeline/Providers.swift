import CLDRCollation
import Collation
import Dispatch
import ICUCollation
import JapaneseNames
import LatinCollation
import PinyinCollation

/// The providers the `collate` tool offers.
public enum Providers {
    /// A registry with every provider this build has, over the built-in locale data, and the
    /// default reading stages for person names: pinyin with surname readings for Simplified
    /// Chinese (with the user's `readings` when given), Japanese surname readings for
    /// Japanese, and Han names read as Chinese or Japanese in every other locale (`han`, or
    /// when `nil` the choice of the locales added with `--also`).
    public static func registry(readings: PinyinReadings = PinyinReadings(), han: HanReading? = nil) throws(CollationError) -> ProviderRegistry {
        // The built-in CLDR collation before ICU, so that `auto` picks it where both serve
        // (see `reason(for:…)`); ICU stays for `--provider icu` and where only it serves.
        var registry = ProviderRegistry([LatinCollationProvider(), CLDRCollationProvider(), ICUCollationProvider()])
        PinyinCollationProvider.register(in: &registry, readings: readings)
        JapaneseNameTransliterator.register(in: &registry)
        HanNameTransliterator.register(in: &registry, reading: han, pinyin: PinyinTransliterator(custom: readings))
        return registry
    }

    /// Why `provider` serves: asked for by name, or `auto`'s choice with the support level it
    /// has and, where others have the same level, that it is registered first (the built-in
    /// CLDR collation before ICU: the same keys and sections in every locale file, as the tests
    /// hold them; as fast or faster at start, on large lists and key by key, in less memory).
    static func reason(for provider: any CollationProvider, asked: String, registry: ProviderRegistry,
                       locale: LocaleIdentifier, also: [LocaleIdentifier]) -> String {
        guard asked.lowercased() == "auto" else { return "asked for with --provider" }
        func level(_ candidate: any CollationProvider) -> SupportLevel { ([locale] + also).map(candidate.support(for:)).min() ?? .none }
        let chosen = level(provider)
        let tied = registry.providers.filter { $0.identifier != provider.identifier && level($0) == chosen }.map(\.identifier)
        return "auto: \(chosen) support for \(([locale] + also).map(\.identifier).joined(separator: ", "))"
            + (tied.isEmpty ? "" : "; \(tied.joined(separator: ", ")) too, registered after it")
    }

    /// Starts reading, on another thread, the shared data that a run with `flags` will likely
    /// need whatever its input holds: ICU's root script starts (when ICU may be the provider)
    /// and the Japanese surname table (when Han names may be read by a provider other than
    /// pinyin, whose own reading does not use it). Read beside the input and the collator's
    /// setup, they cost a phone's list 5–9 ms less; a guess that turns out wrong costs a
    /// little work on the other core, not time.
    ///
    /// Only for an input of 16 KiB or more, or of unknown size (standard input): a small list
    /// reads what it needs when it needs it, on one thread, and a list of ten Latin names reads
    /// nothing it does not use.
    static func startReadingSharedData(for flags: CollationFlags, inputBytes: Int? = nil) {
        guard (inputBytes ?? .max) >= 16_384 else { return }
        let provider = flags.provider.lowercased()
        guard provider == "auto" || provider == "icu" || (flags.han != HanReading.none && provider != "pinyin") else { return }
        let han = flags.han
        // The locale alone decides what `auto` picks when there is no locale file and no
        // `--also` (whose locales may come from the list).
        let decidesAuto = provider == "auto" && flags.localeFile == nil && (flags.also ?? "").isEmpty
        let locale = flags.locale
        DispatchQueue.global(qos: .userInitiated).async {
            let chosen = decidesAuto ? autoProvider(locale: locale, han: han) ?? provider : provider
            // `auto` with added locales picks the built-in collation too where ICU is the other
            // candidate (registered after it).
            let icu = chosen == "icu"
            let surnames = han != HanReading.none && chosen != "pinyin"
            // The root first: the collator's setup needs it, the surnames only the keys.
            if icu { ICUCollator.readSharedData() }
            if surnames { _ = JapaneseSurnames.builtIn }
        }
    }

    /// The provider `auto` picks for `locale` (the environment's when `nil`): a Chinese list
    /// then does not have ICU's root read for nothing, which took the other core 10 ms while
    /// both read a large address book.
    private static func autoProvider(locale: String?, han: HanReading?) -> String? {
        guard let locale = try? LocaleIdentifier(locale ?? CollationFlags.environmentLocale()),
              let registry = try? registry(han: han) else { return nil }
        return try? registry.provider(named: "auto", for: locale).identifier
    }
}
