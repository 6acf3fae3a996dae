/// Keeps text as it is.
public struct IdentityTransliterator: Transliterator {
    /// Makes the identity transliterator.
    public init() {}
    /// `"identity"`.
    public var identifier: String { "identity" }
    /// Returns `text`.
    public func transliterate(_ text: String, as role: TextRole) -> String { text }
    /// `false`: no name is changed.
    public func reads(textStartingWith scalar: Unicode.Scalar) -> Bool { false }
}
