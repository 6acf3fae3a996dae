import Collation

/// `{"items": [{"name", …}], "locale", "provider"}`: the `sort` JSON document. Written as its
/// items are made (``JSONStreamed``), on every core a block at a time, as the `group` document
/// is: made whole and encoded as a tree, 100,000 contacts took 2.2 s and 620 MB.
struct SortDocument: Encodable, JSONStreamed {
    let locale: String
    let provider: String
    /// The items, as positions in `list`, in collation order.
    let order: [Int]
    let list: NameList

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: JSONValue.Key.self)
        try container.encode(order.map { JSONRendering.Item(list, $0) }, forKey: JSONValue.Key("items"))
        try container.encode(locale, forKey: JSONValue.Key("locale"))
        try container.encode(provider, forKey: JSONValue.Key("provider"))
    }

    /// The document's bytes, the keys in their sorted order: "items" < "locale" < "provider".
    func write(to out: inout OutputBuffer) -> Bool {
        let list = list, order = order
        let hasFields = list.hasFields
        return list.withContacts { contacts in list.names.withView { names in
            var bytes = Array("{\n".utf8)
            JSONByteWriter.indent(1, &bytes)
            bytes.append(contentsOf: "\"items\" : ".utf8)
            // (Each slice's names asked for before it is made, as `group`'s are.)
            let written = JSONByteWriter.writeArray(count: order.count, level: 1, after: &bytes, to: &out,
                                                    prepare: { names.prefetchNames(at: order[$0]) }) { index, bytes in
                let position = order[index]
                // A record without input fields (a vCard's, a CSV row's, a line's) is written
                // directly; one from a JSON object goes through its tree.
                guard !hasFields || list.fields(at: position).isEmpty else {
                    return JSONByteWriter.append(JSONRendering.Item(list, position).tree, level: 2, to: &bytes)
                }
                ContactJSON.appendItem(name: names.name(at: position), contact: contacts.contact(at: position), level: 2, to: &bytes)
                return true
            }
            guard written else { return false }
            for (key, value) in [("locale", locale), ("provider", provider)] {
                bytes.append(contentsOf: ",\n".utf8)
                JSONByteWriter.indent(1, &bytes)
                JSONByteWriter.appendString(key, to: &bytes)
                bytes.append(contentsOf: " : ".utf8)
                JSONByteWriter.appendString(value, to: &bytes)
            }
            bytes.append(contentsOf: "\n}".utf8)
            out.write(bytes[...])
            return true
        } }
    }
}
