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
