import ArgumentParser
import Collation

extension Collate {
    /// `collate providers`: what is registered and how well it serves the locale.
    struct ProvidersCommand: AsyncParsableCommand {
        static let configuration = CommandConfiguration(commandName: "providers", abstract: "List the collation providers and their support for a locale.")
        @Option(help: "The locale to rate support for (default: from the environment, else en).") var locale: String?
        @OptionGroup var output: OutputFlags

        /// `{"locale", "auto", "providers": [{"identifier", "support", "summary", "keyVersion",
        /// "keyVersionDetail"}]}`; the key versions are those of the locale's collation with default
        /// options and readings (`null` where the provider cannot serve the locale).
        struct Document: Encodable {
            struct Provider: Encodable {
                let identifier: String
                let support: String
                let summary: String
                let keyVersion: String?
                let keyVersionDetail: String?
            }
            let locale: String
            let auto: String?
            let providers: [Provider]
        }

        func run() async throws {
            try await Pipeline.run(format: output.format, destination: output.output) { _ in
                let registry = try Providers.registry()
                let identifier = try LocaleIdentifier(locale ?? CollationFlags.environmentLocale())
                let chosen = try? registry.provider(named: "auto", for: identifier).identifier
                let rows = registry.providers.map { provider in
                    let collation = try? IndexedCollation(locale: identifier.identifier, provider: provider.identifier, registry: registry)
                    return Document.Provider(identifier: provider.identifier, support: provider.support(for: identifier).description,
                                             summary: provider.summary, keyVersion: collation?.keyVersion,
                                             keyVersionDetail: collation?.keyVersionDetail)
                }
                let report = Report(
                    text: { out in
                        out.line("provider   support for \(identifier)   summary")
                        for row in rows {
                            let marker = row.identifier == chosen ? "*" : " "
                            out.line("\(marker)\(row.identifier.padding(9))  \(row.support.padding(15 + identifier.identifier.count))  \(row.summary)")
                        }
                        out.line("(* = what auto picks for \(identifier))")
                    },
                    json: { Document(locale: identifier.identifier, auto: chosen, providers: rows) },
                    csv: { (["provider", "support", "auto", "summary"], rows.map { [$0.identifier, $0.support, $0.identifier == chosen ? "yes" : "no", $0.summary] }) }
                )
                return (report, [])
            }
        }
    }
}
