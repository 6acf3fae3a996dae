import Collation
import Dispatch

extension Collate {
    /// `collate keys`: each record's section and sort key, for a database or another sort.
    struct Keys: CollateCommand {
        static let name = "keys"
        static let abstract = "Write each record's section and sort key, in input order, for a database or another sort."
        static let discussion = """
                Ordering the lines by section index, then by sort key compared byte by byte (then by \
                input position, for equal keys), gives `collate group`'s order. Keys change when ICU, \
                the built-in tables, the locale's sections or the options do: every line carries the \
                key version (`collate providers --format json` prints it too); do not mix versions.
                """
        static let arguments = CollationFlags.arguments + InputFlags.arguments + [
            .option("format", of: KeyFormat.self, default: .jsonl, help: "Output format: jsonl (JSON Lines) or tsv (PostgreSQL's text COPY format, with a header row)."),
            .option("output", valueName: "file", help: "Write to this file instead of standard output."),
        ]
        let collation: CollationFlags
        let input: InputFlags
        let format: KeyFormat
        /// The file, or nil for standard output.
        let output: String?

        init(_ parsed: ParsedArguments) {
            collation = CollationFlags(parsed)
            input = InputFlags(parsed)
            format = parsed.value("format", default: .jsonl)
            output = parsed.string("output")
        }

        func validate() throws {
            try collation.validate()
            try input.validate()
        }

        func run() async throws {
            let titles = { (session: Session) in session.collation.sectionTitles }
            // Each record's line depends on it alone, so the input is read, keyed and written a
            // part at a time, in memory that does not grow with it; but for `--also auto`, whose
            // sections depend on every name, and the sample, which is small.
            let wholeInput = InputLoader.usesSample(input)
                || (collation.also ?? "").split(separator: ",").contains { $0.trimmingWhitespace().lowercased() == "auto" }
            guard wholeInput else {
                try await Pipeline.stream(collation, input: input, destination: output, start: { out in
                    if format == .tsv { out.write(KeyRendering.tsvHeader) }
                }, write: { session, list, out in
                    await Self.write(list, keys: list.keys(in: session.collation), titles: titles(session),
                                     version: session.collation.keyVersion, as: format, to: &out)
                })
                return
            }
            try await Pipeline.run(collation, input: input, format: .text, destination: output) { session, list in
                let keys = await list.keys(in: session.collation)
                let titles = titles(session)
                let version = session.collation.keyVersion
                return Report(textOnly: { out in
                    if format == .tsv { out.write(KeyRendering.tsvHeader) }
                    Self.write(list, keys: keys, titles: titles, version: version, as: format, to: &out)
                })
            }
        }

        /// The lines of `list`'s records, rendered two blocks at a time on two cores (the
        /// lines took longer than the keys) and written in order, so that a million lines are
        /// never all in memory at once.
        static func write(_ list: NameList, keys: [CollationKey], titles: [String], version: String, as format: KeyFormat, to out: inout OutputBuffer) {
            let block = 1 << 14
            var start = 0
            while start < keys.count {
                let middle = min(start + block, keys.count), end = min(start + 2 * block, keys.count)
                let ranges = [start..<middle, middle..<end]
                nonisolated(unsafe) var rendered: [[UInt8]] = [[], []]
                rendered.withUnsafeMutableBufferPointer { results in
                    nonisolated(unsafe) let results = results
                    DispatchQueue.concurrentPerform(iterations: ranges[1].isEmpty ? 1 : 2) { half in
                        var bytes: [UInt8] = []
                        bytes.reserveCapacity(ranges[half].count * 128)
                        for position in ranges[half] {
                            let key = keys[position]
                            list.names.withUTF8(at: position) { name in
                                KeyRendering.append(name: name, section: key.section, title: titles[key.section],
                                                    key: key.sortKey.bytes, version: version, as: format, to: &bytes)
                            }
                        }
                        results[half] = bytes
                    }
                }
                for bytes in rendered where !bytes.isEmpty { out.write(bytes) }
                start = end
            }
        }
    }
}
