/// What a piece of text is, so that a transliterator can read it the way a native reader would
/// (a Han family name takes its surname reading: 曾 is Zēng, not céng).
public enum TextRole: Sendable, Hashable {
    /// Text that is not a person's name (a place, a company, a title): ordinary readings.
    case text
    /// A whole person's name, family name first in CJK order when it is written in Han.
    case personName
    /// A family name on its own.
    case familyName
    /// A given name on its own.
    case givenName
}

/// The second plug point: turns a string into its reading before collation.
///
/// A reading is what the collator sorts and sections by: pinyin for Han, kana for a Japanese
/// name, a user's own romanization. The identity transliterator keeps the text as it is.
///
/// Implementation requirements: ``transliterate(_:as:)`` is a pure function, safe to call from
/// many tasks at once, and returns the text unchanged where it has nothing to say.
public protocol Transliterator: Sendable {
    /// A short identifier for listings and `explain` output.
    var identifier: String { get }
    /// The reading of `text`, read as `role`.
    func transliterate(_ text: String, as role: TextRole) -> String
}

/// Keeps text as it is.
public struct IdentityTransliterator: Transliterator {
    /// Makes the identity transliterator.
    public init() {}
    /// `"identity"`.
    public var identifier: String { "identity" }
    /// Returns `text`.
    public func transliterate(_ text: String, as role: TextRole) -> String { text }
}

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

    /// The text after every stage.
    public func transliterate(_ text: String, as role: TextRole) -> String {
        stages.reduce(text) { $1.transliterate($0, as: role) }
    }
}

/// A user's own readings for whole strings: "Jos" reads "Joseph", "长沙" reads "Chángshā".
///
/// Exact matches only, after trimming white space; text with no entry passes through.
public struct ReadingTable: Transliterator {
    /// The readings, keyed by the text they replace.
    public let readings: [String: String]

    /// Makes a table from text-to-reading pairs.
    public init(_ readings: [String: String]) {
        self.readings = readings
    }

    /// `"readings"`.
    public var identifier: String { "readings" }

    /// The table's reading of `text`, or `text` itself.
    public func transliterate(_ text: String, as role: TextRole) -> String {
        readings[String(text.trimmingWhitespace())] ?? text
    }
}

/// A reading stage that can write a collator's key straight from the original text, without
/// building the reading as a string first: an optional fast path for large lists.
///
/// The host asks once per batch (and per thread) for a writer, then feeds it every name; the
/// writer keeps its scratch space from one name to the next, so that a million names cost no
/// allocation each.
public protocol KeyFusingTransliterator: Transliterator {
    /// A writer of the keys of readings of text read as `role`, for `collator`; or `nil` when
    /// this collator is not supported (the host then reads, then asks the collator).
    func fusedKeyWriter(for collator: any Collator, as role: TextRole) -> (any FusedKeyWriter)?
}

/// Writes the keys of readings for one collator, from one thread at a time.
///
/// Implementation requirement: with `reading` the transliterator's reading of `text`, the bytes
/// appended and the section returned are exactly those of `collator.appendKey(for: reading,
/// to: &buffer, identicalLevel: reading == text)`: when the reading differs, the host follows
/// the key with `text` itself, so the reading's identical level is left out.
public protocol FusedKeyWriter {
    /// Appends the key of the reading of `text` to `buffer` (without its identical level when
    /// the reading differs from `text`); returns its section and whether the reading differs.
    mutating func appendKey(for text: String, to buffer: inout [UInt8]) -> (section: Int, readingDiffers: Bool)
}
