/// The order of two strings under a collator.
public enum CollationOrder: Sendable, Hashable {
    /// The first string sorts before the second.
    case ascending
    /// The strings sort as equal (their sort keys are identical).
    case same
    /// The first string sorts after the second.
    case descending

    /// The order that the sign of a comparison result stands for.
    public init(sign: Int) {
        self = sign < 0 ? .ascending : (sign > 0 ? .descending : .same)
    }
}
