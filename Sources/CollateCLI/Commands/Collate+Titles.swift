import Collation

extension Collate {
    /// `collate titles`: the section titles and side-index titles.
    struct Titles: CollateCommand {
        static let name = "titles"
        static let abstract = "Print the section titles and side-index titles of a locale."
        static let arguments = CollationFlags.arguments + OutputFlags.arguments
            + [.integer("index-slots", valueName: "n", help: "Condense the side index to a bar with room for N entries (kept titles with • between).")]
        let collation: CollationFlags
        let output: OutputFlags
        /// `--index-slots`: the side index condensed to this many entries, or nil for all.
        let indexSlots: Int?

        init(_ parsed: ParsedArguments) {
            collation = CollationFlags(parsed)
            output = OutputFlags(parsed)
            indexSlots = parsed.integer("index-slots")
        }

        /// `{"locale", "provider", "sectionTitles": [String], "sectionIndexTitles": [String],
        /// "sectionIndexTargets": [Int]}`: each index title's section, by position.
        struct Document: Encodable {
            let locale: String
            let provider: String
            let sectionTitles: [String]
            let sectionIndexTitles: [String]
            let sectionIndexTargets: [Int]
        }

        func validate() throws {
            try collation.validate()
            if let indexSlots, indexSlots < 1 { throw UsageError("--index-slots takes a number of entries, 1 or more") }
        }

        func run() async throws {
            try await Pipeline.run(collation, format: output.format, destination: output.output) { session in
                let layout = indexSlots.map { session.collation.collator.sections.condensed(toSlots: $0) } ?? session.collation.collator.sections
                let titles = layout.titles
                let index = layout.indexTitles
                return Report(
                    text: { out in
                        out.line("sectionTitles: " + titles.joined(separator: " "))
                        out.line("sectionIndexTitles: " + index.joined(separator: " "))
                    },
                    json: {
                        Document(locale: session.locale.identifier, provider: session.provider.identifier,
                                 sectionTitles: titles, sectionIndexTitles: index, sectionIndexTargets: layout.indexTargets)
                    },
                    // Both lists, so that a condensed side index is there too: `section` rows
                    // are the sections in order, `index` rows the side index's entries, each
                    // with the position of the section it jumps to.
                    csv: {
                        let sections = titles.enumerated().map { ["section", String($0.offset), $0.element, String($0.offset)] }
                        let entries = index.enumerated().map { ["index", String($0.offset), $0.element, String(layout.indexTargets[$0.offset])] }
                        return (["list", "position", "title", "section"], sections + entries)
                    }
                )
            }
        }
    }
}
