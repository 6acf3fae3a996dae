extension PinyinTable {
    /// The readings of the common polyphonic characters (from kTGHZ2013, the list of standard
    /// characters), each list in the source's order.
    static let alternatives: [Unicode.Scalar: [PinyinSyllable]] = {
        var table: [Unicode.Scalar: [PinyinSyllable]] = [:]
        for line in alternativesText.split(separator: "\n") {
            let columns = line.split(separator: "\t")
            guard columns.count == 2, let scalar = columns[0].unicodeScalars.first else { continue }
            table[scalar] = columns[1].split(separator: " ").compactMap { PinyinSyllable($0) }
        }
        return table
    }()

    /// The readings of `scalar` other than its default, without tones (ü kept): 乐, read lè by
    /// default, also reads yuè. Empty for characters with one reading. For search, where a
    /// given name's character may be read either way; sorting uses the default only.
    public static func otherReadings(of scalar: Unicode.Scalar) -> [String] {
        guard let readings = alternatives[scalar] else { return [] }
        let usual = reading(of: scalar)?.toneless
        var others: [String] = []
        for reading in readings where reading.toneless != usual && !others.contains(reading.toneless) {
            others.append(reading.toneless)
        }
        return others
    }
}
