/// One failed check of the conformance suite: which check, where, and what went wrong.
public struct ConformanceFailure: Sendable, Hashable, CustomStringConvertible {
    /// The checks of ``ProviderConformance``, each meant to catch one kind of fault.
    public enum Check: String, Sendable, CaseIterable {
        /// The identifier is empty or not lowercase.
        case identifier
        /// The layout: titles, uniqueness, the overflow last, index targets.
        case layout
        /// Every string has a valid section, and grouping keeps every string once, sorted.
        case sections
        /// A name that starts with a section's title is in that section.
        case anchors
        /// Each script's "a" < "b" < "z" holds.
        case scriptOrder
        /// Names in a script that no section covers are in "#".
        case uncoveredScripts
        /// Names that start with a digit, symbol or punctuation are in "#".
        case overflowStarters
        /// Leading white space and invisible characters decide no section.
        case leadingInvisibles
        /// Sections other than "#" are runs of the key order (or a weaker order where not).
        case sectionOrder
        /// Keys hold no NUL byte, and the host's keys of distinct strings differ.
        case distinctKeys
        /// The key order is the order that `compare` gives, on every pair.
        case keysAgreeWithComparison
        /// The same string gives the same key and section every time.
        case determinism
        /// Two collators made alike agree.
        case sameAsFresh
        /// The fast path writes exactly the plain path's keys and sections.
        case keyWriting
        /// Many tasks at once get what one task gets.
        case concurrency
        /// Exported keys, ordered by section, key bytes and position, give the grouping's order.
        case exportedKeys
    }

    /// The check that failed.
    public let check: Check
    /// The provider, locale and options under test.
    public let context: String
    /// What went wrong.
    public let message: String

    /// Makes a failure.
    public init(_ check: Check, context: String = "", _ message: String) {
        self.check = check
        self.context = context
        self.message = message
    }

    /// `[check] context: message`.
    public var description: String {
        context.isEmpty ? "[\(check.rawValue)] \(message)" : "[\(check.rawValue)] \(context): \(message)"
    }

    /// The same failure with `context`.
    func within(_ context: String) -> ConformanceFailure {
        ConformanceFailure(check, context: context, message)
    }
}
