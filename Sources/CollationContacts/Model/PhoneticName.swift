/// The phonetic spelling of a person's name, as phones store it beside the name: what a
/// contact files under when it has one (iOS, Android, macOS and Google Contacts all do).
public struct PhoneticName: Sendable, Hashable {
    /// How the family name is pronounced (`Zeng`, `やまだ`), if known.
    public var family: String?
    /// How the given name is pronounced (`Guofan`), if known.
    public var given: String?

    /// A phonetic name from its parts; either may be missing.
    public init(family: String? = nil, given: String? = nil) {
        self.family = family
        self.given = given
    }

    /// Whether neither part is known.
    public var isEmpty: Bool { family == nil && given == nil }
}
