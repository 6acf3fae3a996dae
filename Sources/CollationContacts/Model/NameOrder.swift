/// Which part of a person's name a contact list sorts by first.
public enum NameOrder: String, Sendable, CaseIterable {
    /// Family name, then given name, then middle name: iOS's default.
    case family
    /// Given name, then middle name, then family name.
    case given
}
