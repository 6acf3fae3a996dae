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
    /// Whether the reading of a name whose first meaningful scalar is `scalar` may differ from
    /// the name. A stage that reads only some names (Han names in a European list) answers
    /// `false` for the others, so that key writers key those names' bytes as they are. By
    /// default `true`.
    func reads(textStartingWith scalar: Unicode.Scalar) -> Bool
    /// The reading of a name given in parts (a contact's family and given names). By default
    /// each part read in its role, the readings joined by spaces; a stage that decides how to
    /// read a name from all its parts (a Japanese given name is known by its family name)
    /// reads them together.
    func reading(of parts: [NamePart]) -> String
}

extension Transliterator {
    public var readingVersion: String { identifier }

    public func reads(textStartingWith scalar: Unicode.Scalar) -> Bool { true }

    public func reading(of parts: [NamePart]) -> String {
        parts.map { transliterate($0.text, as: $0.role) }.joined(separator: " ")
    }
}
