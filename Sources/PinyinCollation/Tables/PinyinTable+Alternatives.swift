extension PinyinTable {
    /// The other readings of the common polyphonic characters (from kTGHZ2013, the list of
    /// standard characters), without tones, the default reading left out: worked out once.
    static let otherReadingTable: [Unicode.Scalar: [String]] = {
        var table: [Unicode.Scalar: [String]] = [:]
        for line in alternativesText.split(separator: "\n") {
            let columns = line.split(separator: "\t")
            guard columns.count == 2, let scalar = columns[0].unicodeScalars.first else { continue }
            let usual = reading(of: scalar)?.toneless
            var others: [String] = []
            for syllable in columns[1].split(separator: " ").compactMap({ PinyinSyllable($0) })
            where syllable.toneless != usual && !others.contains(syllable.toneless) {
                others.append(syllable.toneless)
            }
            if !others.isEmpty { table[scalar] = others }
        }
        return table
    }()

    /// The readings of `scalar` other than its default, without tones (ü kept): 乐, read lè by
    /// default, also reads yuè. Empty for characters with one reading. For search, where a
    /// given name's character may be read either way; sorting uses the default only.
    public static func otherReadings(of scalar: Unicode.Scalar) -> [String] {
        otherReadingTable[scalar] ?? []
    }
}
