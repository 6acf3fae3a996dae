/// One section in locale data: its title and the string at which it begins.
public struct SectionDefinition: Sendable, Hashable {
    /// The title shown above the section ("A", "か", "ㄱ", "5劃").
    public var title: String
    /// The first string that belongs to the section, in collation terms: names that sort at or
    /// after it (at primary strength) and before the next boundary fall in the section.
    public var boundary: String

    /// Makes a section whose boundary is its title unless `boundary` says otherwise.
    public init(title: String, boundary: String? = nil) {
        self.title = title
        self.boundary = boundary ?? title
    }
}
