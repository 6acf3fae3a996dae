import Collation

extension Collate {
    /// `collate explain NAME`: the reading, section and sort key of one name.
    struct Explain: CollateCommand {
        static let name = "explain"
        static let abstract = "Show the reading, the section and the sort key of one name."
        static let arguments = CollationFlags.arguments + [.positional("name", required: true, help: "The name to explain.")] + OutputFlags.arguments
        let collation: CollationFlags
        /// The name to explain.
        let name: String
        let output: OutputFlags

        init(_ parsed: ParsedArguments) {
            collation = CollationFlags(parsed)
            name = parsed.positional("name") ?? ""
            output = OutputFlags(parsed)
        }

        func validate() throws { try collation.validate() }

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
