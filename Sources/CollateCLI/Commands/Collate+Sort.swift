import ArgumentParser
import Collation

extension Collate {
    /// `collate sort`: names in collation order, section by section.
    struct Sort: AsyncParsableCommand {
        static let configuration = CommandConfiguration(commandName: "sort", abstract: "Print names in collation order, section by section.")
        @OptionGroup var collation: CollationFlags
        @OptionGroup var input: InputFlags
        @OptionGroup var output: OutputFlags

        func run() async throws {
            try await Pipeline.run(collation, input: input, format: output.format, destination: output.output) { session, list in
                let order = await list.sectionedPositions(in: session.collation).flatMap(\.items)
                return Report(
                    text: { out in for position in order { out.line(list.names[position]) } },
                    json: { SortDocument(locale: session.locale.identifier, provider: session.provider.identifier, order: order, list: list) },
                    csv: { (["name"] + CSVRendering.contactHeader(list), order.map { [list.names[$0]] + CSVRendering.contactCells(list, $0) }) }
                )
            }
        }
    }
}
