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

/// A name's place under a collator: its section and its sort key, computed together.
public struct CollationKey: Hashable, Sendable {
    /// The index of the name's section in the collator's ``SectionLayout``.
    public var section: Int
    /// The name's sort key.
    public var sortKey: SortKey

    /// Makes a key from its parts.
    public init(section: Int, sortKey: SortKey) {
        self.section = section
        self.sortKey = sortKey
    }
}

/// Orders strings and assigns them to sections, for one locale and one set of options.
///
/// Made by a ``CollationProvider``. Implementation requirements, which the conformance suite in
/// `CollationTesting` checks:
/// - ``sortKey(for:)`` is a pure function of the string: the same string always gives the same
///   bytes, from any task, and comparing keys with `memcmp` orders strings as ``compare(_:_:)``.
/// - ``sectionIndex(for:)`` returns a valid index into ``sections`` for every string; the last
///   section is the overflow ("#") section, for strings that precede the first boundary or lie
///   outside the locale's scripts.
/// - Sections other than the overflow section hold contiguous runs of the key order: every
///   string in an earlier section sorts before every string in a later one — unless
///   ``sectionsFollowKeyOrder`` is false (ICU's Chinese collations file Han characters, sorted
///   before Latin, under the Latin letters of their pinyin).
/// - Leading white space and invisible format characters do not decide a section.
/// - A collator is safe to use from many tasks at once.
public protocol Collator: Sendable {
    /// The locale the collator was made for.
    var locale: LocaleIdentifier { get }
    /// The section titles and side-index titles, in display order.
    var sections: SectionLayout { get }
    /// The options the collator honours (strength, numeric, case first).
    var options: CollationOptions { get }
    /// Whether every non-overflow section is a contiguous run of the key order (true for most).
    var sectionsFollowKeyOrder: Bool { get }
    /// The sort key of `string`.
    func sortKey(for string: String) -> SortKey
    /// The index of the section that `string` belongs to.
    func sectionIndex(for string: String) -> Int
    /// The section and the sort key of `string`; providers override this to share work.
    func key(for string: String) -> CollationKey
    /// Appends the sort key of `string` to `buffer` and returns its section; providers
    /// override this to avoid allocating a key per string when many are computed.
    func appendKey(for string: String, to buffer: inout [UInt8]) -> Int
    /// ``appendKey(for:to:)``, without the key's identical level (the string's own text as the
    /// last tie-break) when `identicalLevel` is false: a prefix of the whole key. The host asks
    /// for that when it follows the key of a reading with the original name, which breaks the
    /// same ties; collators whose keys have no such level ignore the flag.
    func appendKey(for string: String, to buffer: inout [UInt8], identicalLevel: Bool) -> Int
    /// A writer of many keys for one thread, which keeps what it can from one string to the
    /// next (an ICU collator of its own, scratch space). The host makes one per thread when it
    /// keys a large list.
    func makeKeyWriter() -> any CollationKeyWriter
    /// The order of two strings; providers with a faster direct comparison override this.
    func compare(_ lhs: String, _ rhs: String) -> CollationOrder
}

extension Collator {
    /// The default options, for collators that have none to set.
    public var options: CollationOptions { CollationOptions() }

    /// True: sections are contiguous runs of the key order.
    public var sectionsFollowKeyOrder: Bool { true }

    /// The section and sort key, computed separately.
    public func key(for string: String) -> CollationKey {
        CollationKey(section: sectionIndex(for: string), sortKey: sortKey(for: string))
    }

    /// Appends ``key(for:)``'s bytes.
    public func appendKey(for string: String, to buffer: inout [UInt8]) -> Int {
        let key = key(for: string)
        buffer.append(contentsOf: key.sortKey.bytes)
        return key.section
    }

    /// ``appendKey(for:to:)``: a key with no identical level of its own.
    public func appendKey(for string: String, to buffer: inout [UInt8], identicalLevel: Bool) -> Int {
        appendKey(for: string, to: &buffer)
    }

    /// A writer that calls ``appendKey(for:to:identicalLevel:)`` for each string.
    public func makeKeyWriter() -> any CollationKeyWriter {
        DirectKeyWriter(collator: self)
    }

    /// The order of the two strings' sort keys.
    public func compare(_ lhs: String, _ rhs: String) -> CollationOrder {
        CollationOrder(sign: SortKey.compareBytes(sortKey(for: lhs).bytes, sortKey(for: rhs).bytes))
    }
}

/// Writes the keys of many strings for one collator, from one thread. Made by
/// ``Collator/makeKeyWriter()``.
///
/// Implementation requirement: the bytes appended and the section returned are exactly those
/// of the collator's ``Collator/appendKey(for:to:identicalLevel:)``.
public protocol CollationKeyWriter {
    /// Appends the key of `string` to `buffer` (without its identical level when
    /// `identicalLevel` is false) and returns its section.
    mutating func appendKey(for string: String, to buffer: inout [UInt8], identicalLevel: Bool) -> Int
}

/// The default key writer: the collator's own ``Collator/appendKey(for:to:identicalLevel:)``.
public struct DirectKeyWriter: CollationKeyWriter {
    /// The collator that writes the keys.
    public let collator: any Collator

    /// Makes a writer for `collator`.
    public init(collator: any Collator) {
        self.collator = collator
    }

    /// The collator's key of `string`.
    public mutating func appendKey(for string: String, to buffer: inout [UInt8], identicalLevel: Bool) -> Int {
        collator.appendKey(for: string, to: &buffer, identicalLevel: identicalLevel)
    }
}
