import ArgumentParser
import Collation
import CollationSearch

extension Collate {
    /// `collate search`: the records a query finds, best first.
    struct Search: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Find names by how they sound: pinyin, initials, romaji, jamo, or the letters themselves.",
            discussion: """
                "zs", "zhangs", "zhang san" and "z san" find 张三; "zgf" finds 曾国藩 (by its surname \
                reading); "ㄱㅁㅈ" finds 김민준; "sakura" finds さくら; "emile" finds Émile. Matches are \
                ranked exact, then prefix of a reading, then initials, then substring; equal ranks \
                keep the list's section order.
                """
        )
        @Argument(help: "What to look for.") var query: String
        @OptionGroup var collation: CollationFlags
        @OptionGroup var input: InputFlags
        @OptionGroup var output: OutputFlags
        @Option(help: "Show at most this many matches.") var limit: Int?

        /// `{"query", "matches": [{"name", "section", "rank", …}]}`.
        struct Document: Encodable {
            struct Match: Encodable {
                let item: JSONRendering.Item
                let section: String
                let rank: String
                enum Key: String, CodingKey { case section, rank }
                func encode(to encoder: any Encoder) throws {
                    try item.encode(to: encoder)
                    var container = encoder.container(keyedBy: Key.self)
                    try container.encode(section, forKey: .section)
                    try container.encode(rank, forKey: .rank)
                }
            }
            let query: String
            let matches: [Match]
        }

        func validate() throws {
            if query.trimmingWhitespace().isEmpty { throw ValidationError("the query is empty: give what to look for (zs, zhang san, sakura…)") }
            if let limit, limit < 1 { throw ValidationError("--limit must be at least 1") }
        }

        func run() async throws {
            var found = 0
            try await Pipeline.run(collation, input: input, format: output.format, destination: output.output) { session, list in
                let sections = await list.sectionedPositions(in: session.collation)
                let index = await SearchSetup.index(list, sections: sections, session: session)
                let matches = index.matches(for: query, limit: limit)
                found = matches.count
                let names = list.names
                return Report(
                    text: { out in
                        let width = matches.map { $0.sectionTitle.count }.max() ?? 0
                        for match in matches {
                            out.line("\(match.sectionTitle.padding(width))  \(names[match.element])  (\(match.rank))")
                        }
                    },
                    json: {
                        Document(query: query, matches: matches.map {
                            Document.Match(item: JSONRendering.Item(list, $0.element), section: $0.sectionTitle, rank: "\($0.rank)")
                        })
                    },
                    csv: {
                        (["rank", "section", "name"] + CSVRendering.contactHeader(list), matches.map {
                            ["\($0.rank)", $0.sectionTitle, names[$0.element]] + CSVRendering.contactCells(list, $0.element)
                        })
                    }
                )
            }
            // As grep does: no match is exit status 1, with a line saying so (JSON and CSV
            // still carry their empty list).
            if found == 0 {
                printError("collate: no match for '\(query)'")
                throw ExitCode.failure
            }
        }
    }
}