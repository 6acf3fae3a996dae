/// The section layout of one locale, as its locale data file describes it.
///
/// A file under `locales/` (or a user's own, loaded with ``init(parsing:file:)``) gives the
/// section titles in the locale's collation order; providers turn them into boundaries.
public struct LocaleData: Sendable, Hashable {
    /// The locale the file describes (`zh-Hans`).
    public var identifier: LocaleIdentifier
    /// The locale's English name, for listings.
    public var name: String
    /// The sections before the overflow section, in the locale's collation order.
    public var sections: [SectionDefinition]
    /// The title of the last section, which holds whatever precedes or falls outside the others.
    public var overflowTitle: String
    /// Condensed side-index titles, when the file gives them; otherwise the section titles are
    /// used. Each is a section title or the placeholder "•".
    public var indexTitles: [String]?
    /// Whether "A"…"Z" sections are added to a locale whose own script is not Latin.
    public var includesLatin: Bool
    /// Where the file's data comes from (CLDR, a national standard…), as its `source` line says.
    public var source: String?
    /// The scripts that come first in the locale's lists, by ISO 15924 code, as its
    /// `script-order` line gives them (`Hrkt Hani Latn` for Japanese: kana rows, then kanji,
    /// then A–Z); empty for the collation's own order. See ``ScriptOrder``.
    public var scriptOrder: [String]

    /// Makes locale data from its parts.
    public init(
        identifier: LocaleIdentifier,
        name: String,
        sections: [SectionDefinition],
        overflowTitle: String = "#",
        indexTitles: [String]? = nil,
        includesLatin: Bool = false,
        source: String? = nil,
        scriptOrder: [String] = []
    ) {
        self.identifier = identifier
        self.name = name
        self.sections = sections
        self.overflowTitle = overflowTitle
        self.indexTitles = indexTitles
        self.includesLatin = includesLatin
        self.source = source
        self.scriptOrder = scriptOrder
    }

    /// The Latin alphabet's sections, "A"…"Z": what every contact list has besides its own script.
    public static let latinSections: [SectionDefinition] = (UInt8(ascii: "A")...UInt8(ascii: "Z")).map {
        SectionDefinition(title: String(UnicodeScalar($0)))
    }

    /// The layout for locales with no data of their own: "A"…"Z" then "#".
    public static let root = LocaleData(
        identifier: LocaleIdentifier(language: "und"), name: "Root", sections: latinSections
    )
}
