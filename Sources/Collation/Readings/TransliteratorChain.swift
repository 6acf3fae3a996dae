/// Applies transliterators one after another, each to the previous one's output.
public struct TransliteratorChain: Transliterator {
    /// The transliterators, in the order they run.
    public let stages: [any Transliterator]

    /// Makes a chain; an empty chain is the identity.
    public init(_ stages: [any Transliterator]) {
        self.stages = stages
    }

    /// The stages' identifiers joined by "; ", or "identity".
    public var identifier: String {
        stages.isEmpty ? "identity" : stages.map(\.identifier).joined(separator: "; ")
    }

    /// The stages' versions joined by "; ".
    public var readingVersion: String {
        stages.isEmpty ? "identity" : stages.map(\.readingVersion).joined(separator: "; ")
    }

    /// The text after every stage.
    public func transliterate(_ text: String, as role: TextRole) -> String {
        stages.reduce(text) { $1.transliterate($0, as: role) }
    }

    /// Whether the first stage reads a name starting with `scalar` (the later stages read
    /// what it gives, which may start with anything).
    public func reads(textStartingWith scalar: Unicode.Scalar) -> Bool {
        guard let first = stages.first else { return false }
        return stages.count > 1 || first.reads(textStartingWith: scalar)
    }
}
