/// Orders strings and assigns them to sections, for one locale and one set of options.
///
/// Made by a ``CollationProvider``. A provider author implements five requirements —
/// ``locale``, ``sections``, ``sortKey(for:)``, ``sectionIndex(for:)`` and ``keyVersion`` — and may override
/// ``options`` and ``compare(_:_:)``. Large lists can be keyed faster through one opt-in,
/// ``KeyWritingCollator``; nothing else in the host depends on it.
///
/// Implementation requirements, which the conformance suite in `CollationTesting` checks:
/// - ``sortKey(for:)`` is a pure function of the string: the same string always gives the same
///   bytes, from any task, and comparing keys with `memcmp` orders strings as
///   ``compare(_:_:)``. Keys hold no identical level: the host adds the name as the last
///   tie-break (see ``IndexedCollation/key(for:)-(String)``).
/// - ``sectionIndex(for:)`` returns a valid index into ``sections`` for every string; the last
///   section is the overflow ("#") section, for strings that precede the first boundary or lie
///   outside the locale's scripts, and for every string whose first meaningful character is a
///   digit, symbol, punctuation or emoji.
/// - Sections other than the overflow section hold contiguous runs of the key order, unless the
///   layout says otherwise (``SectionLayout/followsKeyOrder``).
/// - Leading white space and invisible format characters do not decide a section.
/// - A collator is safe to use from many tasks at once.
public protocol Collator: Sendable {
    /// The locale the collator was made for.
    var locale: LocaleIdentifier { get }
    /// The section titles and side-index titles, in display order.
    var sections: SectionLayout { get }
    /// The options the collator honours (strength, numeric, case first).
    var options: CollationOptions { get }
    /// The version of the rules and data that the keys and sections come from: it must change
    /// whenever ``sortKey(for:)`` or ``sectionIndex(for:)`` may answer differently for the same
    /// string and options (a new ICU, a regenerated table), so that a database holding keys
    /// knows when to compute them again. Compared for equality only.
    var keyVersion: String { get }
    /// The sort key of `string`.
    func sortKey(for string: String) -> SortKey
    /// The index of the section that `string` belongs to.
    func sectionIndex(for string: String) -> Int
    /// The order of two strings; a provider with a direct comparison of its own (ICU's
    /// `ucol_strcoll`) implements it, and the conformance suite checks it against the keys.
    func compare(_ lhs: String, _ rhs: String) -> CollationOrder
}

extension Collator {
    /// The default options, for collators that have none to set.
    public var options: CollationOptions { CollationOptions() }

    /// The order of the two strings' sort keys.
    public func compare(_ lhs: String, _ rhs: String) -> CollationOrder {
        CollationOrder(sign: SortKey.compareBytes(sortKey(for: lhs).bytes, sortKey(for: rhs).bytes))
    }
}
