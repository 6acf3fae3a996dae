import Collation

extension Collate {
    /// `collate sort`: names in collation order, section by section.
    struct Sort: CollateCommand {
        static let name = "sort"
        static let abstract = "Print names in collation order, section by section."
        static let arguments = CollationFlags.arguments + InputFlags.arguments + OutputFlags.arguments
        let collation: CollationFlags
        let input: InputFlags
        let output: OutputFlags

        init(_ parsed: ParsedArguments) {
            collation = CollationFlags(parsed)
            input = InputFlags(parsed)
            output = OutputFlags(parsed)
        }

        func validate() throws {
            try collation.validate()
            try input.validate()
        }

        func run() async throws {
            try await Pipeline.run(collation, input: input, format: output.format, destination: output.output) { session, list in
                let order = await list.sectionedPositions(in: session.collation).flatMap(\.items)
                return Report(
                    text: { out in TextRendering.sorted(order, names: list.names) { out.write($0) } },
                    json: { SortDocument(locale: session.locale.identifier, provider: session.provider.identifier, order: order, list: list) },
                    // Each row made as it is written, as group's are (made whole first, a million
                    // rows held 155 MB).
                    csvRows: {
                        let names = list.names
                        // Each name's bytes written in place; a block's names asked for before
                        // it is written (read in sorted order, each was a cache miss).
                        return (["name"] + CSVRendering.contactHeader(list), order.count, { [order] index, row in
                            names.withUTF8(at: order[index]) { row.append(utf8: $0) }
                            row.append(contentsOf: CSVRendering.contactCells(list, order[index]))
                        }, { [order] rows in names.withView { $0.prefetchNames(at: order[rows]) } })
                    }
                )
            }
        }
    }
}
