import ArgumentParser
import Collation

extension Collate {
    /// `collate explain NAME`: the reading, section and sort key of one name.
    struct Explain: AsyncParsableCommand {
        static let configuration = CommandConfiguration(commandName: "explain", abstract: "Show the reading, the section and the sort key of one name.")
        @OptionGroup var collation: CollationFlags
        @Argument(help: "The name to explain.") var name: String
        @OptionGroup var output: OutputFlags

        /// `{"name", "locale", "provider", "providerReason", "transliterator", "reading", "section", "sectionIndex", "sortKey"}`.
        struct Document: Encodable {
            let name: String
            let locale: String
            let provider: String
            let providerReason: String
            let transliterator: String
            let reading: String
            let section: String
            let sectionIndex: Int
            let sortKey: String
        }

        func run() async throws {
            try await Pipeline.run(collation, format: output.format, destination: output.output) { session in
                let key = session.collation.key(for: name)
                let document = Document(
                    name: name, locale: session.locale.identifier, provider: session.provider.identifier,
                    providerReason: Providers.reason(for: session.provider, asked: collation.provider, registry: session.registry,
                                                     locale: session.locale, also: session.also),
                    transliterator: session.collation.transliterator.identifier, reading: session.collation.reading(for: name),
                    section: session.collation.sectionTitles[key.section], sectionIndex: key.section,
                    sortKey: key.sortKey.description
                )
                return Report(
                    text: { out in
                        out.line("name:           \(document.name)")
                        out.line("locale:         \(document.locale)")
                        out.line("provider:       \(document.provider) (\(document.providerReason))")
                        out.line("transliterator: \(document.transliterator)")
                        out.line("reading:        \(document.reading)")
                        out.line("section:        \(document.section) (index \(document.sectionIndex))")
                        out.line("sort key:       \(document.sortKey)")
                    },
                    json: { document },
                    csv: {
                        (["name", "locale", "provider", "provider_reason", "transliterator", "reading", "section", "section_index", "sort_key"],
                         [[document.name, document.locale, document.provider, document.providerReason, document.transliterator, document.reading,
                           document.section, String(document.sectionIndex), document.sortKey]])
                    }
                )
            }
        }
    }
}
