/// The reading data compiled into the module from `Data/*.tsv` (see `PinyinData+Text.swift`).
package enum PinyinData {
    /// Surname readings, single and compound, simplified and traditional (曾 zēng, 尉迟 yù chí).
    public static let surnames = ReadingIndex(entries: parse(surnamesText))

    /// Word readings: place names and words whose characters do not take their default
    /// reading (长沙 cháng shā, 重庆 chóng qìng).
    public static let phrases = ReadingIndex(entries: parse(phrasesText))

    /// The entries of a data file: text and syllables, skipping comments and blank lines.
    static func parse(_ text: String) -> [(String, [PinyinSyllable])] {
        text.split(separator: "\n").compactMap { line in
            guard !line.hasPrefix("#") else { return nil }
            let columns = line.split(separator: "\t", omittingEmptySubsequences: false)
            guard columns.count >= 2 else { return nil }
            return (String(columns[0]), columns[1].split(separator: " ").compactMap { PinyinSyllable($0) })
        }
    }
}
