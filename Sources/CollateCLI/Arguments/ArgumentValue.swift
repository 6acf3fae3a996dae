/// A value an option takes from a fixed set of words (`--strength primary`).
protocol ArgumentValue: Sendable {
    /// The value a word names, or nil.
    init?(argument: String)
    /// Every word, in the order the help lists them.
    static var allValueStrings: [String] { get }
    /// The word for this value.
    var argument: String { get }
}

/// The tool's enumerations are their words.
extension ArgumentValue where Self: RawRepresentable<String> & CaseIterable {
    init?(argument: String) { self.init(rawValue: argument) }
    static var allValueStrings: [String] { allCases.map(\.rawValue) }
    var argument: String { rawValue }
}
