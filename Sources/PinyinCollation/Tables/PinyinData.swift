/// The reading data compiled into the module from `Data/*.tsv` (see `PinyinData+Text.swift`).
package enum PinyinData {
    /// Surname readings, single and compound, simplified and traditional (曾 zēng, 尉迟 yù chí).
    public static let surnames = ReadingIndex(entries: parse(surnamesText))

    /// Word readings: place names and words whose characters do not take their default
    /// reading (长沙 cháng shā, 重庆 chóng qìng).
    public static let phrases = ReadingIndex(entries: parse(phrasesText))

    /// The entries of a data file: text and syllables, skipping comments and blank lines.
    /// Split as bytes, each syllable read as it is written (lowercase, tone marks): the first
    /// Chinese name of a run waits for the surnames, and splitting the text as characters and
    /// reading each syllable as any spelling was a twentieth of a ten-name run.
    package static func parse(_ text: String) -> [(String, [PinyinSyllable])] {
        var entries: [(String, [PinyinSyllable])] = []
        var text = text
        text.withUTF8 { bytes in
            for line in bytes.split(separator: 0x0A) where line.first != UInt8(ascii: "#") {
                let columns = line.split(separator: 0x09, maxSplits: 2, omittingEmptySubsequences: false)
                guard columns.count >= 2 else { continue }
                let syllables = columns[1].split(separator: 0x20).compactMap { PinyinSyllable(written: String(decoding: $0, as: UTF8.self)) }
                entries.append((String(decoding: columns[0], as: UTF8.self), syllables))
            }
        }
        return entries
    }
}
