import ArgumentParser
import Collation

extension Collate {
    /// `collate titles`: the section titles and side-index titles.
    struct Titles: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Print the section titles and side-index titles of a locale.")
        @OptionGroup var collation: CollationFlags
        @OptionGroup var output: OutputFlags

        /// `{"locale", "provider", "sectionTitles": [String], "sectionIndexTitles": [String]}`.
        struct Document: Encodable {
            let locale: String
            let provider: String
            let sectionTitles: [String]
            let sectionIndexTitles: [String]
        }

        func run() async throws {
            try await Pipeline.run(collation, format: output.format) { session in
                let titles = session.collation.sectionTitles
                let index = session.collation.sectionIndexTitles
                return Report(
                    text: { out in
                        out.line("sectionTitles: " + titles.joined(separator: " "))
                        out.line("sectionIndexTitles: " + index.joined(separator: " "))
                    },
                    json: {
                        Document(locale: session.locale.identifier, provider: session.provider.identifier,
                                 sectionTitles: titles, sectionIndexTitles: index)
                    },
                    csv: { (["position", "title"], titles.enumerated().map { [String($0.offset), $0.element] }) }
                )
            }
        }
    }
}
