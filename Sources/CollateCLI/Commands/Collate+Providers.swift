import Collation

extension Collate {
    /// `collate providers`: what is registered and how well it serves the locale.
    struct ProvidersCommand: CollateCommand {
        static let name = "providers"
        static let abstract = "List the collation providers and their support for a locale."
        static let arguments = [ArgumentSpec.option("locale", help: "The locale to rate support for (default: from the environment, else en).")]
            + OutputFlags.arguments
        /// The locale to rate support for, or nil for the environment's.
        let locale: String?
        let output: OutputFlags

        init(_ parsed: ParsedArguments) {
            locale = parsed.string("locale")
            output = OutputFlags(parsed)
        }

        /// `{"locale", "localeData", "auto", "providers": [{"identifier", "support", "summary",
        /// "keyVersion", "keyVersionDetail"}]}`; `localeData` says whether the locale has
        /// built-in data (without it, every provider gives the root's sections, A–Z and "#").
        /// The key versions are those of the locale's collation with default options and
        /// readings (`null` where the provider cannot serve the locale).
        struct Document: Encodable {
            struct Provider: Encodable {
                let identifier: String
                let support: String
                let summary: String
                let keyVersion: String?
                let keyVersionDetail: String?
            }
            let locale: String
            let localeData: Bool
            let auto: String?
            let providers: [Provider]
        }

        func run() async throws {
            try await Pipeline.run(format: output.format, destination: output.output) { _ in
                let registry = try Providers.registry()
                let identifier = try LocaleIdentifier(locale ?? CollationFlags.environmentLocale())
                let hasData = registry.catalog.data(for: identifier) != nil
                let chosen = try? registry.provider(named: "auto", for: identifier).identifier
                let rows = registry.providers.map { provider in
                    let collation = try? IndexedCollation(locale: identifier.identifier, provider: provider.identifier, registry: registry)
                    return Document.Provider(identifier: provider.identifier, support: provider.support(for: identifier).description,
                                             summary: provider.summary, keyVersion: collation?.keyVersion,
                                             keyVersionDetail: collation?.keyVersionDetail)
                }
                let report = Report(
                    text: { out in
                        // Columns as wide as their widest cell, the header's included.
                        let supportHeader = "support for \(identifier)"
                        let first = max("provider".count, 1 + (rows.map(\.identifier.count).max() ?? 0))
                        let second = max(supportHeader.count, rows.map(\.support.count).max() ?? 0)
                        out.line("provider".padding(first) + "  " + supportHeader.padding(second) + "  summary")
                        for row in rows {
                            let marker = row.identifier == chosen ? "*" : " "
                            out.line((marker + row.identifier).padding(first) + "  " + row.support.padding(second) + "  " + row.summary)
                        }
                        out.line("(* = what auto picks for \(identifier))")
                        if !hasData {
                            out.line("(no locale data for \(identifier): every provider gives the root's sections, A–Z and #; `collate locales` lists the locales there are)")
                        }
                    },
                    json: { Document(locale: identifier.identifier, localeData: hasData, auto: chosen, providers: rows) },
                    csv: { (["provider", "support", "auto", "summary"], rows.map { [$0.identifier, $0.support, $0.identifier == chosen ? "yes" : "no", $0.summary] }) }
                )
                return (report, [])
            }
        }
    }
}
