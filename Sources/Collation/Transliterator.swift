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
    /// The version of the data the readings come from, part of a key's version (see
    /// ``IndexedCollation/keyVersion``): it must change whenever a reading may. By default the
    /// ``identifier``, for reading stages whose answers never change.
    var readingVersion: String { get }
}

extension Transliterator {
    public var readingVersion: String { identifier }
}
