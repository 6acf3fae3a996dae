import ArgumentParser
import Collation

extension Collate {
    /// `collate group`: names in sections.
    struct Group: AsyncParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Group names into sections, each sorted (the default).")
        @OptionGroup var collation: CollationFlags
        @OptionGroup var input: InputFlags
        @OptionGroup var output: GroupOutputFlags
        @Flag(help: "Show sections that have no names.") var showEmpty = false

        /// `{"locale", "provider", "sections": [{"title", "items": [{"name", …}]}]}`.
        /// The `group` JSON document. Written section by section, each section's items made as it
        /// is written (``JSONStreamed``): 100,000 contacts are never one tree in memory.
        struct Document: Encodable, JSONStreamed {
            struct Section: Encodable {
                let title: String
                let items: [JSONRendering.Item]
            }
            let locale: String
            let provider: String
            /// The sections, as positions in `list`.
            let sections: [CollationSection<Int>]
            let list: NameList

            /// Section `index` with its items.
            func section(_ index: Int) -> Section {
                Section(title: sections[index].title, items: sections[index].items.map { JSONRendering.Item(list, $0) })
            }

            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: JSONValue.Key.self)
                try container.encode(locale, forKey: JSONValue.Key("locale"))
                try container.encode(provider, forKey: JSONValue.Key("provider"))
                try container.encode(sections.indices.map(section), forKey: JSONValue.Key("sections"))
            }

            /// The document's bytes, section by section; `false` (nothing written) when a field holds
            /// a floating-point number, whose spelling is left to `JSONEncoder`.
            func write(to out: inout OutputBuffer) -> Bool {
                guard !list.hasFloatingPointFields else { return false }
                // The keys in their sorted order: "locale" < "provider" < "sections".
                let list = list
                // The names and contacts read in place by every core: a string made of each name,
                // and the list's arrays retained by both cores for each item, cost the items a
                // tenth of their time.
                let hasFields = list.hasFields
                return list.withContacts { contacts in list.names.withView { names in
                    JSONByteWriter.write(head: [.init(key: "locale", value: .string(locale)), .init(key: "provider", value: .string(provider))],
                                             last: "sections", count: sections.count, to: &out) { index, bytes, out in
                        // A section: {"items": […], "title": …}, the keys in their sorted order; its
                        // items made on every core and written a block at a time.
                        let section = sections[index]
                        bytes.append(contentsOf: "{\n".utf8)
                        JSONByteWriter.indent(3, &bytes)
                        bytes.append(contentsOf: "\"items\" : ".utf8)
                        let written = JSONByteWriter.writeArray(count: section.items.count, level: 3, after: &bytes, to: &out) { index, bytes in
                            let position = section.items[index]
                            // A record without input fields (a vCard's, a CSV row's, a line's) is
                            // written directly; one from a JSON object goes through its tree.
                            guard !hasFields || list.fields(at: position).isEmpty else {
                                return JSONByteWriter.append(JSONRendering.Item(list, position).tree, level: 4, to: &bytes)
                            }
                            ContactJSON.appendItem(name: names.name(at: position), contact: contacts.contact(at: position), level: 4, to: &bytes)
                            return true
                        }
                        guard written else { return false }
                        bytes.append(contentsOf: ",\n".utf8)
                        JSONByteWriter.indent(3, &bytes)
                        bytes.append(contentsOf: "\"title\" : ".utf8)
                        JSONByteWriter.appendString(section.title, to: &bytes)
                        bytes.append(0x0A)
                        JSONByteWriter.indent(2, &bytes)
                        bytes.append(UInt8(ascii: "}"))
                        return true
                    }
                } }
            }
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
                        Document(locale: session.locale.identifier, provider: session.provider.identifier, sections: sections, list: list)
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
                        return (["section", "name"] + CSVRendering.contactHeader(list), rows.count, { [rows] index in
                            let (section, position) = (Int(rows[index].section), Int(rows[index].position))
                            guard position >= 0 else { return [sections[section].title, ""] + blank }
                            return [sections[section].title, names[position]] + CSVRendering.contactCells(list, position)
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
