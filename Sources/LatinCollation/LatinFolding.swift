/// The Latin fallback's own diacritic folding: É→E, Ø→O, Ł→L, Æ→AE, ß→SS, Þ→TH…
///
/// Generated from Unicode's decompositions (see `LatinFolding+Table.swift`), plus the letters
/// Unicode does not decompose. No ICU and no Foundation transforms are involved.
public enum LatinFolding {
    /// A folded letter: the uppercase ASCII letters it files under, and whether it carried a
    /// diacritic or stroke.
    public struct Entry: Sendable, Hashable {
        /// Uppercase ASCII letters ("AE" for Æ), as bytes.
        public let letters: [UInt8]
        /// Whether the original carried a diacritic, a stroke or a ligature.
        public let accented: Bool
    }

    /// The folding of `scalar`, or `nil` when it is not a foldable Latin letter.
    @inlinable
    public static func entry(for scalar: Unicode.Scalar) -> Entry? {
        table[scalar.value]
    }

    /// The uppercase ASCII folding of `text` (letters with no folding are kept as they are).
    public static func fold(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if let entry = table[scalar.value] {
                result.append(contentsOf: entry.letters.map { Unicode.Scalar($0) })
            } else if scalar.properties.generalCategory == .nonspacingMark {
                continue
            } else {
                result.append(contentsOf: String(scalar).uppercased().unicodeScalars)
            }
        }
        return String(result)
    }

    /// The parsed table, built once on first use.
    @usableFromInline
    static let table: [UInt32: Entry] = {
        var table: [UInt32: Entry] = [:]
        let text = tableText.withUTF8Buffer { String(decoding: $0, as: UTF8.self) }
        for line in text.split(separator: "\n") {
            let fields = line.split(separator: " ")
            guard fields.count == 2, let code = UInt32(fields[0], radix: 16) else { continue }
            let accented = fields[1].hasSuffix("*")
            table[code] = Entry(letters: Array(fields[1].utf8.filter { $0 != UInt8(ascii: "*") }), accented: accented)
        }
        return table
    }()

    /// The number of entries in the table.
    public static var count: Int { table.count }
}
