import Collation
import CollationSearch

extension Collate {
    /// `collate search`: the records a query finds, best first.
    struct Search: CollateCommand {
        static let name = "search"
        static let abstract = "Find names by how they sound: pinyin, initials, romaji, jamo, or the letters themselves."
        static let discussion = """
                "zs", "zhangs", "zhang san" and "z san" find 张三; "zgf" finds 曾国藩 (by its surname \
                reading); "ㄱㅁㅈ" finds 김민준; "sakura" finds さくら; "emile" finds Émile; "wsmi" \
                finds William John Smith. Matches are ranked exact, then prefix of a reading, then \
                initials (every unit by its first letter), then mixed, then substring, then skipping \
                (units left out between those typed); equal ranks keep the list's section order.

                --keypad searches by the digits of a phone's keypad instead: 943 finds 曾国藩 \
                (z-g-f), 9364 finds him by "zeng", 5852 finds Łukasz; the locale's keypad is used \
                (E.161's letters everywhere, the Cyrillic or Greek letters its phones print too), \
                and the digits also find telephone numbers, ranked after names.
                """
        static let arguments = [
            ArgumentSpec.positional("query", help: "What to look for (not with --keypad)."),
            .option("keypad", valueName: "digits", help: "Digits typed on a phone's keypad, instead of a query: 943, 9364 486, +86 138."),
        ] + CollationFlags.arguments + InputFlags.arguments + OutputFlags.arguments
            + [.integer("limit", help: "Show at most this many matches.")]
        /// What to look for, or nil with `--keypad`.
        let query: String?
        /// `--keypad`: the digits typed.
        let keypad: String?
        let collation: CollationFlags
        let input: InputFlags
        let output: OutputFlags
        /// `--limit`: at most this many matches.
        let limit: Int?

        init(_ parsed: ParsedArguments) {
            query = parsed.positional("query")
            keypad = parsed.string("keypad")
            collation = CollationFlags(parsed)
            input = InputFlags(parsed)
            output = OutputFlags(parsed)
            limit = parsed.integer("limit")
        }

        /// `{"query", "matches": [{"name", "section", "rank", …}]}`.
        struct Document: Encodable {
            struct Match: Encodable {
                let item: JSONRendering.Item
                let section: String
                let rank: String
                let highlight: Highlight?
                enum Key: String, CodingKey { case section, rank, highlight }
                func encode(to encoder: any Encoder) throws {
                    try item.encode(to: encoder)
                    var container = encoder.container(keyedBy: Key.self)
                    try container.encode(section, forKey: .section)
                    try container.encode(rank, forKey: .rank)
                    try container.encodeIfPresent(highlight, forKey: .highlight)
                }
            }
            /// Where the digits matched: `{"in": "name" | "phone number", "text", "utf16Ranges": [[start, length]…]}`.
            struct Highlight: Encodable {
                let `in`: String
                let text: String
                let utf16Ranges: [[Int]]
                init(_ highlight: SearchHighlight) {
                    self.in = highlight.isPhoneNumber ? "phone number" : "name"
                    text = highlight.text
                    utf16Ranges = highlight.utf16Ranges.map { [$0.start, $0.length] }
                }
            }
            let query: String?
            let keypad: String?
            let matches: [Match]
        }

        func validate() throws {
            try collation.validate()
            try input.validate()
            if let keypad {
                if keypad.contains(where: { !"0123456789 +-()*#".contains($0) }) {
                    throw UsageError("--keypad takes the digits typed on a phone's keypad (0-9; spaces, +, -, (, ), * and # are ignored), not '\(keypad)'")
                }
                if !keypad.contains(where: { $0.isASCII && $0.isNumber }) { throw UsageError("--keypad has no digit: give the digits typed (943, 9364…)") }
            } else if (query ?? "").trimmingWhitespace().isEmpty {
                throw UsageError("the query is empty: give what to look for (zs, zhang san, sakura…), or --keypad DIGITS")
            }
            if let limit, limit < 1 { throw UsageError("--limit must be at least 1") }
        }

        func run() async throws {
            // With --keypad, the first argument is the first file (the parser took it for a query).
            var input = input
            if keypad != nil, let query { input.files.insert(query, at: 0) }
            let query = keypad == nil ? query ?? "" : nil
            let shown = keypad ?? query ?? ""
            var found = 0
            try await Pipeline.run(collation, input: input, format: output.format, destination: output.output, phonesAndEmails: true) { session, list in
                let sections = await list.sectionedPositions(in: session.collation)
                let matches: [SearchMatch<Int>]
                if let keypad {
                    matches = await SearchSetup.keypadIndex(list, sections: sections, session: session).matches(for: keypad, limit: limit)
                } else {
                    matches = await SearchSetup.index(list, sections: sections, session: session).matches(for: shown, limit: limit)
                }
                found = matches.count
                let names = list.names
                return Report(
                    text: { out in
                        let width = matches.map { $0.sectionTitle.count }.max() ?? 0
                        for match in matches {
                            let number = match.highlight.flatMap { $0.isPhoneNumber ? " \($0.text)" : nil } ?? ""
                            out.line("\(match.sectionTitle.padding(width))  \(names[match.element])  (\(match.rank)\(number))")
                        }
                    },
                    json: {
                        Document(query: query, keypad: keypad, matches: matches.map {
                            Document.Match(item: JSONRendering.Item(list, $0.element), section: $0.sectionTitle, rank: "\($0.rank)",
                                           highlight: $0.highlight.map(Document.Highlight.init))
                        })
                    },
                    csv: {
                        let marked = keypad == nil ? [] : ["matched", "utf16 ranges"]
                        return (["rank", "section", "name"] + marked + CSVRendering.contactHeader(list), matches.map { match in
                            let highlight = keypad == nil ? [] : [match.highlight?.text ?? "",
                                match.highlight?.utf16Ranges.map { "\($0.start)+\($0.length)" }.joined(separator: " ") ?? ""]
                            return ["\(match.rank)", match.sectionTitle, names[match.element]] + highlight + CSVRendering.contactCells(list, match.element)
                        })
                    }
                )
            }
            // As grep does: no match is exit status 1, with a line saying so (JSON and CSV
            // still carry their empty list).
            if found == 0 {
                printError("collate: no match for '\(shown)'")
                throw ExitCode.failure
            }
        }
    }
}