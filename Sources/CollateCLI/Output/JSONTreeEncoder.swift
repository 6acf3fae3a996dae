/// Turns an `Encodable` document into a ``JSONValue`` tree, which ``JSONByteWriter`` writes:
/// the tool's JSON without Foundation's `JSONEncoder` (loading Foundation cost every run of the
/// tool a millisecond and 4 MB before it read a name).
///
/// It encodes what `JSONEncoder` encodes with its default strategies, as it does: an optional
/// left out with `encodeIfPresent` is no member, a value that encodes nothing is `{}`, a
/// non-finite number is an error. A property test holds the bytes to `JSONEncoder`'s.
enum JSONTreeEncoder {
    /// The tree of `value`.
    static func tree(of value: some Encodable) throws -> JSONValue {
        try Node.encoding(value, at: []).resolved()
    }

    /// A value being encoded: containers hand out their children before these are filled, so
    /// each is a reference until the whole document is made.
    final class Node {
        enum Content {
            case empty
            case value(JSONValue)
            case object([(key: String, node: Node)])
            case array([Node])
        }

        var content = Content.empty

        init(_ content: Content = .empty) { self.content = content }

        /// A node for `value`: a scalar directly, anything else through its `encode(to:)`.
        static func encoding<T: Encodable>(_ value: T, at path: [any CodingKey]) throws -> Node {
            if let scalar = try scalar(value, at: path) { return Node(.value(scalar)) }
            let node = Node()
            try value.encode(to: TreeEncoder(node: node, codingPath: path))
            return node
        }

        /// `value` as a JSON scalar when it is one of the types a JSON encoder spells itself.
        static func scalar<T: Encodable>(_ value: T, at path: [any CodingKey]) throws -> JSONValue? {
            switch value {
            // A value that is its tree already (an input object's members, an item) is not
            // taken apart through containers and made again.
            case let tree as any JSONTreeRepresentable: return tree.tree
            case let text as String: return .string(text)
            case let flag as Bool: return .bool(flag)
            case let number as Int: return .integer(Int64(number))
            case let number as Int64: return .integer(number)
            case let number as Int32: return .integer(Int64(number))
            case let number as Int16: return .integer(Int64(number))
            case let number as Int8: return .integer(Int64(number))
            case let number as UInt8: return .integer(Int64(number))
            case let number as UInt16: return .integer(Int64(number))
            case let number as UInt32: return .integer(Int64(number))
            case let number as UInt: return try unsigned(UInt64(number), at: path)
            case let number as UInt64: return try unsigned(number, at: path)
            case let number as Double: return try finite(number, at: path)
            // A Float as it prints (0.1, not the 0.10000000149011612 of its Double), as
            // JSONEncoder spells it.
            case let number as Float: return try finite(Double("\(number)") ?? Double(number), at: path)
            default: return nil
            }
        }

        private static func unsigned(_ number: UInt64, at path: [any CodingKey]) throws -> JSONValue {
            guard let exact = Int64(exactly: number) else {
                throw EncodingError.invalidValue(number, .init(codingPath: path, debugDescription: "\(number) is above the largest integer the tool writes"))
            }
            return .integer(exact)
        }

        private static func finite(_ number: Double, at path: [any CodingKey]) throws -> JSONValue {
            guard number.isFinite else {
                throw EncodingError.invalidValue(number, .init(codingPath: path, debugDescription: "\(number) is not a JSON number"))
            }
            return .number(number)
        }

        /// The finished tree (a value that encoded nothing is an empty object, as JSONEncoder has it).
        func resolved() -> JSONValue {
            switch content {
            case .empty: return .object([])
            case .value(let value): return value
            case .object(let members): return .object(members.map { JSONValue.ObjectMember(key: $0.key, value: $0.node.resolved()) })
            case .array(let elements): return .array(elements.map { $0.resolved() })
            }
        }

        /// Makes this node an object (keeping the members it has) and adds `child` under `key`.
        func add(_ child: Node, forKey key: String) {
            if case .object(var members) = content {
                content = .empty
                members.append((key, child))
                content = .object(members)
            } else {
                content = .object([(key, child)])
            }
        }

        /// Makes this node an array (keeping the elements it has) and appends `child`.
        func append(_ child: Node) {
            if case .array(var elements) = content {
                content = .empty
                elements.append(child)
                content = .array(elements)
            } else {
                content = .array([child])
            }
        }

        var count: Int {
            if case .array(let elements) = content { return elements.count }
            return 0
        }
    }

    struct TreeEncoder: Encoder {
        let node: Node
        let codingPath: [any CodingKey]
        var userInfo: [CodingUserInfoKey: Any] { [:] }

        func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
            if case .object = node.content {} else { node.content = .object([]) }
            return KeyedEncodingContainer(Keyed<Key>(node: node, codingPath: codingPath))
        }

        func unkeyedContainer() -> any UnkeyedEncodingContainer {
            if case .array = node.content {} else { node.content = .array([]) }
            return Unkeyed(node: node, codingPath: codingPath)
        }

        func singleValueContainer() -> any SingleValueEncodingContainer {
            Single(node: node, codingPath: codingPath)
        }
    }

    struct Keyed<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let node: Node
        let codingPath: [any CodingKey]

        mutating func encodeNil(forKey key: Key) throws { node.add(Node(.value(.null)), forKey: key.stringValue) }
        mutating func encode(_ value: Bool, forKey key: Key) throws { try add(value, key) }
        mutating func encode(_ value: String, forKey key: Key) throws { try add(value, key) }
        mutating func encode(_ value: Double, forKey key: Key) throws { try add(value, key) }
        mutating func encode(_ value: Float, forKey key: Key) throws { try add(value, key) }
        mutating func encode(_ value: Int, forKey key: Key) throws { try add(value, key) }
        mutating func encode(_ value: Int8, forKey key: Key) throws { try add(value, key) }
        mutating func encode(_ value: Int16, forKey key: Key) throws { try add(value, key) }
        mutating func encode(_ value: Int32, forKey key: Key) throws { try add(value, key) }
        mutating func encode(_ value: Int64, forKey key: Key) throws { try add(value, key) }
        mutating func encode(_ value: UInt, forKey key: Key) throws { try add(value, key) }
        mutating func encode(_ value: UInt8, forKey key: Key) throws { try add(value, key) }
        mutating func encode(_ value: UInt16, forKey key: Key) throws { try add(value, key) }
        mutating func encode(_ value: UInt32, forKey key: Key) throws { try add(value, key) }
        mutating func encode(_ value: UInt64, forKey key: Key) throws { try add(value, key) }
        mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws { try add(value, key) }

        private func add<T: Encodable>(_ value: T, _ key: Key) throws {
            node.add(try Node.encoding(value, at: codingPath + [key]), forKey: key.stringValue)
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
            let child = Node(.object([]))
            node.add(child, forKey: key.stringValue)
            return KeyedEncodingContainer(Keyed<NestedKey>(node: child, codingPath: codingPath + [key]))
        }

        mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
            let child = Node(.array([]))
            node.add(child, forKey: key.stringValue)
            return Unkeyed(node: child, codingPath: codingPath + [key])
        }

        mutating func superEncoder() -> any Encoder { superEncoder(named: "super") }

        mutating func superEncoder(forKey key: Key) -> any Encoder { superEncoder(named: key.stringValue) }

        private func superEncoder(named name: String) -> any Encoder {
            let child = Node()
            node.add(child, forKey: name)
            return TreeEncoder(node: child, codingPath: codingPath + [JSONValue.Key(name)])
        }
    }

    struct Unkeyed: UnkeyedEncodingContainer {
        let node: Node
        let codingPath: [any CodingKey]
        var count: Int { node.count }

        /// The key of the next element in a coding path (its index, as JSONEncoder names it).
        private var nextKey: any CodingKey { IndexKey(intValue: count) }

        mutating func encodeNil() throws { node.append(Node(.value(.null))) }
        mutating func encode(_ value: Bool) throws { try add(value) }
        mutating func encode(_ value: String) throws { try add(value) }
        mutating func encode(_ value: Double) throws { try add(value) }
        mutating func encode(_ value: Float) throws { try add(value) }
        mutating func encode(_ value: Int) throws { try add(value) }
        mutating func encode(_ value: Int8) throws { try add(value) }
        mutating func encode(_ value: Int16) throws { try add(value) }
        mutating func encode(_ value: Int32) throws { try add(value) }
        mutating func encode(_ value: Int64) throws { try add(value) }
        mutating func encode(_ value: UInt) throws { try add(value) }
        mutating func encode(_ value: UInt8) throws { try add(value) }
        mutating func encode(_ value: UInt16) throws { try add(value) }
        mutating func encode(_ value: UInt32) throws { try add(value) }
        mutating func encode(_ value: UInt64) throws { try add(value) }
        mutating func encode<T: Encodable>(_ value: T) throws { try add(value) }

        private func add<T: Encodable>(_ value: T) throws {
            node.append(try Node.encoding(value, at: codingPath + [nextKey]))
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
            let path = codingPath + [nextKey]
            let child = Node(.object([]))
            node.append(child)
            return KeyedEncodingContainer(Keyed<NestedKey>(node: child, codingPath: path))
        }

        mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
            let path = codingPath + [nextKey]
            let child = Node(.array([]))
            node.append(child)
            return Unkeyed(node: child, codingPath: path)
        }

        mutating func superEncoder() -> any Encoder {
            let path = codingPath + [nextKey]
            let child = Node()
            node.append(child)
            return TreeEncoder(node: child, codingPath: path)
        }
    }

    struct Single: SingleValueEncodingContainer {
        let node: Node
        let codingPath: [any CodingKey]

        mutating func encodeNil() throws { node.content = .value(.null) }
        mutating func encode(_ value: Bool) throws { try set(value) }
        mutating func encode(_ value: String) throws { try set(value) }
        mutating func encode(_ value: Double) throws { try set(value) }
        mutating func encode(_ value: Float) throws { try set(value) }
        mutating func encode(_ value: Int) throws { try set(value) }
        mutating func encode(_ value: Int8) throws { try set(value) }
        mutating func encode(_ value: Int16) throws { try set(value) }
        mutating func encode(_ value: Int32) throws { try set(value) }
        mutating func encode(_ value: Int64) throws { try set(value) }
        mutating func encode(_ value: UInt) throws { try set(value) }
        mutating func encode(_ value: UInt8) throws { try set(value) }
        mutating func encode(_ value: UInt16) throws { try set(value) }
        mutating func encode(_ value: UInt32) throws { try set(value) }
        mutating func encode(_ value: UInt64) throws { try set(value) }
        mutating func encode<T: Encodable>(_ value: T) throws { try set(value) }

        private func set<T: Encodable>(_ value: T) throws {
            let made = try Node.encoding(value, at: codingPath)
            node.content = made.content
        }
    }

    /// An array element's place in a coding path.
    struct IndexKey: CodingKey {
        let intValue: Int?
        var stringValue: String { "Index \(intValue ?? 0)" }
        init(intValue: Int) { self.intValue = intValue }
        init?(stringValue: String) { nil }
    }
}
