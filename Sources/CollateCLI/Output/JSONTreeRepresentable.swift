/// A value whose JSON is a tree it has at hand (an input object's members, an output item):
/// ``JSONTreeEncoder`` takes it as it is rather than taking it apart through containers.
protocol JSONTreeRepresentable: Encodable {
    var tree: JSONValue { get }
}

extension JSONValue: JSONTreeRepresentable {
    var tree: JSONValue { self }
}
