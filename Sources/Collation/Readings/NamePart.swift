/// One part of a name, with the role it is read in.
///
/// A contact's name comes in fields, and each field is read as what it is: the family name as
/// a family name (单 is Shàn as a surname, dān elsewhere), the given name as a given name, a
/// company as plain text. ``IndexedCollation`` reads each part in its role, joins the readings
/// with a space and collates the result, so that a list sorts by its first part, then by the
/// next:
///
/// ```swift
/// let name = [NamePart("单", role: .familyName), NamePart("田芳", role: .givenName)]
/// collation.reading(for: name)   // "shàn tián fāng" with the pinyin reading stage
/// ```
public struct NamePart: Sendable, Hashable {
    /// The text of the part.
    public var text: String
    /// How the part is read.
    public var role: TextRole
    /// The part as written, when ``text`` is its phonetic spelling (furigana やまだ for 山田):
    /// a reading stage may read the spelling by what the name is written in (a Japanese name
    /// in a European list is filed by the romaji of its furigana).
    public var written: String?

    /// A part `text`, read as `role`; `written` is the name as written when `text` is its
    /// phonetic spelling.
    public init(_ text: String, role: TextRole, written: String? = nil) {
        self.text = text
        self.role = role
        self.written = written
    }
}
