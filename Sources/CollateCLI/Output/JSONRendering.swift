
/// JSON output: the documents of the tool's JSON contract, encoded alike everywhere.
enum JSONRendering {
    /// One item of a section: `name` and the input object's other fields.
    struct Item: JSONTreeRepresentable {
        let name: String
        let fields: [JSONValue.ObjectMember]
        /// The name at `position` of `list`, with its fields.
        init(_ list: NameList, _ position: Int) {
            name = list.names[position]
            // The encoder sorts the keys.
            fields = (list.contact(at: position).map(ContactJSON.members(of:)) ?? []) + list.fields(at: position)
        }
        /// The item as a JSON tree: what it encodes to.
        var tree: JSONValue { .object([JSONValue.ObjectMember(key: "name", value: .string(name))] + fields) }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: JSONValue.Key.self)
            try container.encode(name, forKey: JSONValue.Key("name"))
            for field in fields { try container.encode(field.value, forKey: JSONValue.Key(field.key)) }
        }
    }

    /// Pretty-printed JSON with sorted keys, so that equal inputs give byte-identical output.
    static func encode(_ value: some Encodable) throws -> String {
        let tree = try value as? JSONValue ?? JSONTreeEncoder.tree(of: value)
        return JSONByteWriter.write(tree) ?? ""
    }

    /// `value` on one line with sorted keys (``JSONByteWriter/compact(_:)``).
    static func compact(_ value: some Encodable) throws -> String {
        try JSONByteWriter.compact(value as? JSONValue ?? JSONTreeEncoder.tree(of: value))
    }
}
