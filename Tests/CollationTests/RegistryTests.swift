import Collation
import LatinCollation
import Testing

/// A provider that serves only one locale, to test selection.
struct StubProvider: CollationProvider {
    let identifier: String
    let level: SupportLevel
    var summary: String { "stub" }
    func support(for locale: LocaleIdentifier) -> SupportLevel { locale.language == "xx" ? level : .none }
    func makeCollator(_ configuration: CollatorConfiguration) throws(CollationError) -> any Collator {
        LatinCollator(configuration: configuration)
    }
}

@Suite("Provider registry")
struct RegistryTests {
    @Test("auto picks the provider that serves the locale best; ties go to the first registered")
    func autoPicksBest() throws {
        let registry = ProviderRegistry([
            LatinCollationProvider(), StubProvider(identifier: "stub", level: .complete),
            StubProvider(identifier: "later", level: .complete),
        ])
        #expect(try registry.provider(named: "auto", for: LocaleIdentifier("xx")).identifier == "stub")
        #expect(try registry.provider(named: "auto", for: LocaleIdentifier("en")).identifier == "latin")
        #expect(try registry.provider(named: "LATIN", for: LocaleIdentifier("xx")).identifier == "latin")
    }

    @Test("An unknown provider is an error that lists the available ones")
    func unknownProvider() throws {
        let registry = ProviderRegistry([LatinCollationProvider(), StubProvider(identifier: "stub", level: .partial)])
        #expect {
            try registry.provider(named: "nope", for: LocaleIdentifier("en"))
        } throws: { error in
            "\(error)" == "unknown provider 'nope'; available: auto, latin, stub"
        }
    }

    @Test("A provider that does not serve a locale is refused by name")
    func unsupported() throws {
        let registry = ProviderRegistry([StubProvider(identifier: "stub", level: .complete)])
        #expect(throws: CollationError.unsupportedLocale("en", provider: "stub")) {
            try registry.makeCollator(locale: LocaleIdentifier("en"), provider: "stub")
        }
        #expect(throws: CollationError.unsupportedLocale("en", provider: "auto")) {
            try registry.makeCollator(locale: LocaleIdentifier("en"))
        }
    }

    @Test("Registering an identifier again replaces the provider")
    func replaces() throws {
        var registry = ProviderRegistry([StubProvider(identifier: "stub", level: .partial)])
        registry.register(StubProvider(identifier: "stub", level: .preferred))
        #expect(registry.identifiers == ["stub"])
        #expect(try registry.provider(named: "stub", for: LocaleIdentifier("xx")).support(for: LocaleIdentifier("xx")) == .preferred)
    }

    @Test("A locale with no data file gets the root layout")
    func rootLayout() throws {
        let registry = ProviderRegistry([LatinCollationProvider()])
        let collator = try registry.makeCollator(locale: LocaleIdentifier("qaa"))
        #expect(collator.sections.titles.count == 27)
        #expect(collator.sections.titles.last == "#")
    }
}
