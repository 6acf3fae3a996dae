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

    /// A hash of the readings, so that keys are recomputed when the user's table changes.
    public var readingVersion: String {
        "readings " + StableHash.hex(readings.sorted { $0.key < $1.key }.flatMap { [$0.key, $0.value] })
    }

    /// The table's reading of `text`, or `text` itself.
    public func transliterate(_ text: String, as role: TextRole) -> String {
        readings[String(text.trimmingWhitespace())] ?? text
    }
}
