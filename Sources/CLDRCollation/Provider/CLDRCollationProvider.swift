import Collation

/// The CLDR provider: CLDR's collation for every locale, built in, with no ICU at run time (an
/// iOS app, a static binary, a machine without `libicu`).
///
/// Its tables are ICU's own compiled root collation and tailorings, generated from the system
/// ICU by `GenerateTables`; the algorithm is the Unicode Collation Algorithm as ICU runs it, so
/// that keys are ICU's byte for byte and sections are ICU's `AlphabeticIndex` sections. Options:
/// strength, numeric ordering, case first, script order. The letters of added locales
/// (`--also`) that the main collation ranks as variants of another letter (Ukrainian Ґ in
/// English) get the added locale's own collation elements (`CLDRSupplementLetters`), as ICU's
/// provider adds the added locale's rule for them.
public struct CLDRCollationProvider: CollationProvider {
    /// Makes the provider.
    public init() {}

    /// `"cldr"`.
    public var identifier: String { "cldr" }

    /// One line for listings.
    public var summary: String { "Built-in CLDR collation (tables from \(CLDRTables.source)), no ICU: any locale, AlphabeticIndex sections" }

    /// Complete for every locale with built-in locale data whose collation the tables hold;
    /// partial for a locale without locale data, served with the root collation and A–Z.
    public func support(for locale: LocaleIdentifier) -> SupportLevel {
        guard let data = LocaleCatalog.builtIn().data(for: locale) else { return .partial }
        return CLDRCollator.entry(for: locale, data: data) == nil ? .partial : .complete
    }

    /// Makes a collator from the built-in tables.
    public func makeCollator(_ configuration: CollatorConfiguration) throws(CollationError) -> any Collator {
        try CLDRCollator(configuration: configuration)
    }
}
