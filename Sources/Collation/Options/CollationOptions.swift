/// Options a user can set on a collator. Providers honour those they support and say so in
/// their documentation; the conformance suite holds under every combination.
public struct CollationOptions: Sendable, Hashable {
    /// Which differences count. Default: tertiary.
    public var strength: CollationStrength
    /// Whether runs of digits compare by numeric value ("Room 2" before "Room 10").
    public var numeric: Bool
    /// Which case sorts first.
    public var caseFirst: CaseFirst
    /// Which scripts come first. Default: the locale data's order (kana first in Japanese).
    public var scriptOrder: ScriptOrder

    /// Makes options; the defaults are the locale's ordinary collation.
    public init(strength: CollationStrength = .tertiary, numeric: Bool = false, caseFirst: CaseFirst = .default,
                scriptOrder: ScriptOrder = .localeData) {
        self.strength = strength
        self.numeric = numeric
        self.caseFirst = caseFirst
        self.scriptOrder = scriptOrder
    }
}
