import Collation

/// `{"locale", "provider", "sections": [{"title", "items": [{"name", …}]}]}`.
/// The `group` JSON document. Written section by section, each section's items made as it
/// is written (``JSONStreamed``): 100,000 contacts are never one tree in memory.
struct GroupDocument: Encodable, JSONStreamed {
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

    /// The document's bytes, section by section, floating-point fields included.
    func write(to out: inout OutputBuffer) -> Bool {
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
                // (Each slice's names asked for before it is made: read in sorted order, each
                // name was a cache miss, a fifth of a million names' run.)
                let written = JSONByteWriter.writeArray(count: section.items.count, level: 3, after: &bytes, to: &out,
                                                        prepare: { names.prefetchNames(at: section.items[$0]) }) { index, bytes in
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
