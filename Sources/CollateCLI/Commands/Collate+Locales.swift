import Collation

extension Collate {
    /// `collate locales`: the built-in locale data.
    struct Locales: CollateCommand {
        static let name = "locales"
        static let abstract = "List the built-in locale data files and their section titles."
        static let arguments = OutputFlags.arguments
        let output: OutputFlags

        init(_ parsed: ParsedArguments) { output = OutputFlags(parsed) }

        /// One element of the JSON array: `{"locale", "name", "sectionTitles", "includesLatin"}`.
        struct Document: Encodable {
            let locale: String
            let name: String
            let sectionTitles: [String]
            let includesLatin: Bool
        }

        func run() async throws {
            try await Pipeline.run(format: output.format, destination: output.output) { _ in
                let catalog = LocaleCatalog.builtIn()
                let documents = catalog.all.map {
                    Document(locale: $0.identifier.identifier, name: $0.name,
                             sectionTitles: $0.sections.map(\.title) + [$0.overflowTitle], includesLatin: $0.includesLatin)
                }
                let report = Report(
                    text: { out in
                        for document in documents {
                            out.line("\(document.locale.padding(8)) \(document.name.padding(24)) \(document.sectionTitles.joined(separator: " "))")
                        }
                    },
                    json: { documents },
                    csv: { (["locale", "name", "section_titles"], documents.map { [$0.locale, $0.name, $0.sectionTitles.joined(separator: " ")] }) }
                )
                // A file that does not parse is not listed: it is reported, and the exit status says so.
                return (report, catalog.problems)
            }
        }
    }
}
