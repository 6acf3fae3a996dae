import ArgumentParser
import Collation

extension Collate {
    /// `collate keys`: each record's section and sort key, for a database or another sort.
    struct Keys: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Write each record's section and sort key, in input order, for a database or another sort.",
            discussion: """
                Ordering the lines by section index, then by sort key compared byte by byte (then by \
                input position, for equal keys), gives `collate group`'s order. Keys change when ICU, \
                the built-in tables, the locale's sections or the options do: every line carries the \
                key version (`collate providers --format json` prints it too); do not mix versions.
                """
        )
        @OptionGroup var collation: CollationFlags
        @OptionGroup var input: InputFlags
        @Option(help: "Output format: jsonl (JSON Lines) or tsv (PostgreSQL's text COPY format, with a header row).")
        var format: KeyFormat = .jsonl
        @Option(help: ArgumentHelp("Write to this file instead of standard output.", valueName: "file"))
        var output: String?

        func run() async throws {
            try await Pipeline.run(collation, input: input, format: .text, destination: output) { session, list in
                let keys = await list.keys(in: session.collation)
                let titles = session.collation.sectionTitles
                let version = session.collation.keyVersion
                return Report(textOnly: { out in
                    if format == .tsv { out.write(KeyRendering.tsvHeader) }
                    // In blocks, so that a million lines are never all in memory at once.
                    var block: [UInt8] = []
                    for (position, key) in keys.enumerated() {
                        KeyRendering.append(name: list.names[position], section: key.section, title: titles[key.section],
                                            key: key.sortKey.bytes, version: version, as: format, to: &block)
                        if block.count >= 1 << 20 {
                            out.write(block)
                            block.removeAll(keepingCapacity: true)
                        }
                    }
                    out.write(block)
                })
            }
        }
    }
}
