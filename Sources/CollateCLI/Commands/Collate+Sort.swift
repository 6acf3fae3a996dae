import ArgumentParser
import Collation

extension Collate {
    /// `collate sort`: names in collation order, section by section.
    struct Sort: AsyncParsableCommand {
        static let configuration = CommandConfiguration(commandName: "sort", abstract: "Print names in collation order, section by section.")
        @OptionGroup var collation: CollationFlags
        @OptionGroup var input: InputFlags
        @OptionGroup var output: OutputFlags

        /// `{"locale", "provider", "items": [{"name", …}]}`.
        struct Document: Encodable {
            let locale: String
            let provider: String
            let items: [JSONRendering.Item]
        }

        func run() async throws {
            try await Pipeline.run(collation, input: input, format: output.format, destination: output.output) { session, list in
                let order = await list.sectionedPositions(in: session.collation).flatMap(\.items)
                return Report(
                    text: { out in for position in order { out.line(list.names[position]) } },
                    json: {
                        Document(locale: session.locale.identifier, provider: session.provider.identifier,
                                 items: order.map { JSONRendering.Item(list, $0) })
                    },
                    csv: { (["name"] + CSVRendering.contactHeader(list), order.map { [list.names[$0]] + CSVRendering.contactCells(list, $0) }) }
                )
            }
        }
    }
}
