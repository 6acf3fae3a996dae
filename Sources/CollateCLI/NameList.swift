/// The names read from the inputs, in input order, and the fields that came with each (the
/// other members of a JSON object, written back in JSON output).
///
/// Kept as parallel arrays: a million plain-text names are a million strings and nothing
/// more (where they came from matters only to the problems, which are reported as they are
/// found).
public struct NameList: Sendable {
    /// The names to collate.
    public private(set) var names: [String] = []
    /// Each name's other fields, sorted by key, up to the last name that has any.
    private var fieldLists: [[JSONValue.ObjectMember]] = []

    /// An empty list.
    public init() {}

    /// A list of names without other fields.
    public init(names: [String]) {
        self.names = names
    }

    /// The number of names.
    public var count: Int { names.count }

    /// The other fields of the name at `index` (empty for text input).
    public func fields(at index: Int) -> [JSONValue.ObjectMember] {
        index < fieldLists.count ? fieldLists[index] : []
    }

    /// Adds a name and its other fields.
    public mutating func append(_ name: String, fields: [JSONValue.ObjectMember] = []) {
        if !fields.isEmpty {
            fieldLists += Array(repeating: [], count: names.count - fieldLists.count)
            fieldLists.append(fields)
        }
        names.append(name)
    }

    /// Adds every name of `other`, after this list's.
    public mutating func append(contentsOf other: NameList) {
        if names.isEmpty {
            self = other    // the usual single input: no copy of a large array
            return
        }
        if !other.fieldLists.isEmpty {
            fieldLists += Array(repeating: [], count: names.count - fieldLists.count)
            fieldLists += other.fieldLists
        }
        names += other.names
    }
}
