import Collation

extension Collate {
    /// `collate group`: names in sections.
    struct Group: CollateCommand {
        static let name = "group"
        static let abstract = "Group names into sections, each sorted (the default)."
        static let arguments = CollationFlags.arguments + InputFlags.arguments + GroupOutputFlags.arguments
            + [.flag("show-empty", help: "Show sections that have no names.")]
        let collation: CollationFlags
        let input: InputFlags
        let output: GroupOutputFlags
        let showEmpty: Bool

        init(_ parsed: ParsedArguments) {
            collation = CollationFlags(parsed)
            input = InputFlags(parsed)
            output = GroupOutputFlags(parsed)
            showEmpty = parsed.flag("show-empty")
        }

        func validate() throws {
            try collation.validate()
            try input.validate()
            try output.validate()
        }

        func run() async throws {
            try await Pipeline.run(collation, input: input, format: output.format, destination: output.output) { session, list in
                if output.format == .sqlite { return try await sqliteReport(session, list) }
                if output.format == .html { return await htmlReport(session, list) }
                let names = list.names
                let sections = await list.sectionedPositions(in: session.collation, includeEmptySections: showEmpty)
                return Report(
                    text: { out in
                        TextRendering.grouped(sections, names: names) { out.write($0) }
                    },
                    json: {
                        GroupDocument(locale: session.locale.identifier, provider: session.provider.identifier, sections: sections, list: list)
                    },
                    csvRows: {
                        let blank = CSVRendering.contactHeader(list).map { _ in "" }
                        // One row a record, in section order; an empty section (--show-empty) is a row too.
                        var rows: [(section: Int32, position: Int32)] = []
                        rows.reserveCapacity(list.count)
                        for (number, section) in sections.enumerated() {
                            if section.items.isEmpty { rows.append((Int32(number), -1)) }
                            for position in section.items { rows.append((Int32(number), Int32(position))) }
                        }
                        // Each name's bytes written in place; a block's names asked for before
                        // it is written (read in sorted order, each was a cache miss).
                        return (["section", "name"] + CSVRendering.contactHeader(list), rows.count, { [rows] index, row in
                            let (section, position) = (Int(rows[index].section), Int(rows[index].position))
                            row.append(sections[section].title)
                            guard position >= 0 else { return row.append(contentsOf: [""] + blank) }
                            names.withUTF8(at: position) { row.append(utf8: $0) }
                            row.append(contentsOf: CSVRendering.contactCells(list, position))
                        }, { [rows] run in
                            let positions = rows[run].lazy.filter { $0.position >= 0 }.map { Int($0.position) }
                            names.withView { $0.prefetchNames(at: Array(positions)[...]) }
                        })
                    }
                )
            }
        }

        /// The HTML page: the sections, and every record's search keys for the page's search box.
        private func htmlReport(_ session: Session, _ list: NameList) async -> Report {
            let sections = await list.sectionedPositions(in: session.collation)
            let index = await SearchSetup.index(list, sections: sections, session: session)
            let keys = (0..<index.count).map(index.line(at:))
            return Report(htmlOnly: { out in
                try HTMLPage.write(list, sections: sections, keys: keys, titles: session.collation.sectionTitles,
                                   locale: session.locale.identifier, to: &out)
            })
        }

        /// The SQLite form: every record's key, in input order, written by ``SQLiteExport``.
        private func sqliteReport(_ session: Session, _ list: NameList) async throws -> Report {
            let keys = await list.keys(in: session.collation)
            let metadata = [
                ("locale", session.locale.identifier), ("also", session.also.map(\.identifier).joined(separator: ",")),
                ("provider", session.provider.identifier), ("key_version", session.collation.keyVersion),
                ("key_version_detail", session.collation.keyVersionDetail), ("collate_version", CollateVersion.package),
            ]
            return Report(databaseOnly: { path in
                try SQLiteExport.write(list, keys: keys, collation: session.collation, metadata: metadata, to: path)
            })
        }
    }
}
