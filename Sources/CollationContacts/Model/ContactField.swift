/// A field of a contact's source that the contact model has no member for, kept for output.
public struct ContactField: Sendable, Hashable {
    /// The field's name: a vCard property name with its group (`item1.X-ABLabel`), or a CSV
    /// column's header.
    public var name: String
    /// The field's value, decoded and unescaped; a structured vCard value keeps its `;`.
    public var value: String

    /// A field `name` with `value`.
    public init(name: String, value: String) {
        self.name = name
        self.value = value
    }
}
