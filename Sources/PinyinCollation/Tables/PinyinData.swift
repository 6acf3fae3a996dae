/// The reading data compiled into the module from `Data/*.tsv` (see `PinyinData+Text.swift`).
package enum PinyinData {
    /// Surname readings, single and compound, simplified and traditional (曾 zēng, 尉迟 yù chí).
    /// Read from the generated entries (``surnameEntries``), whose syllables are the table's:
    /// parsing the text's syllables at first use was a twentieth of a ten-name run.
    public static let surnames = ReadingIndex(entries: unpack(surnameEntries))

    /// Word readings: place names and words whose characters do not take their default
    /// reading (长沙 cháng shā, 重庆 chóng qìng).
    public static let phrases = ReadingIndex(entries: unpack(phraseEntries))

    /// The entries of ``surnameEntries`` or ``phraseEntries``: each is its number of scalars
    /// `n`, its `n` scalars, then its `n` syllables, each the 1-based index of a syllable of the
    /// table, or (for the few the table does not hold, such as the surname 那 nā) 0, the number
    /// of scalars of its spelling, those scalars, its tone, its number of letters and each
    /// letter's ASCII and secondary weight (parsing even one spelling at start made the Latin
    /// folding's table, a thirtieth of a ten-name run).
    package static func unpack(_ packed: [UInt32]) -> [(String, [PinyinSyllable])] {
        var entries: [(String, [PinyinSyllable])] = []
        var index = 0
        func next() -> UInt32? {
            guard index < packed.count else { return nil }
            defer { index += 1 }
            return packed[index]
        }
        func scalars(_ count: Int) -> String? {
            var text = String.UnicodeScalarView()
            for _ in 0..<count {
                guard let value = next(), let scalar = Unicode.Scalar(value) else { return nil }
                text.append(scalar)
            }
            return String(text)
        }
        while let count = next() {
            guard let text = scalars(Int(count)) else { break }
            var syllables: [PinyinSyllable] = []
            for _ in 0..<count {
                guard let value = next() else { return entries }
                if value > 0 {
                    syllables.append(PinyinSyllable(tableIndex: Int(value)))
                } else if let length = next(), let spelling = scalars(Int(length)), let tone = next(), let count = next() {
                    var letters: [PinyinSyllable.Letter] = []
                    for _ in 0..<count {
                        guard let ascii = next(), let secondary = next() else { return entries }
                        letters.append(PinyinSyllable.Letter(ascii: UInt8(truncatingIfNeeded: ascii), secondary: UInt8(truncatingIfNeeded: secondary)))
                    }
                    syllables.append(PinyinSyllable(toned: spelling, tone: Int(tone), letters: letters))
                }
            }
            entries.append((text, syllables))
        }
        return entries
    }

    /// ``unpack(_:)``'s form of `entries`: what the generator writes.
    package static func pack(_ entries: [(String, [PinyinSyllable])]) -> [UInt32] {
        let indices = Dictionary(PinyinTable.syllables.enumerated().map { ($1.toned, UInt32($0 + 1)) }, uniquingKeysWith: { first, _ in first })
        var packed: [UInt32] = []
        for (text, syllables) in entries {
            let scalars = text.unicodeScalars.map(\.value)
            // The index keeps only entries with a syllable per scalar.
            guard scalars.count == syllables.count else { continue }
            packed.append(UInt32(scalars.count))
            packed += scalars
            for syllable in syllables {
                if let index = indices[syllable.toned] {
                    packed.append(index)
                } else {
                    let spelling = syllable.toned.unicodeScalars.map(\.value)
                    packed += [0, UInt32(spelling.count)] + spelling + [UInt32(syllable.tone), UInt32(syllable.letters.count)]
                    packed += syllable.letters.flatMap { [UInt32($0.ascii), UInt32($0.secondary)] }
                }
            }
        }
        return packed
    }

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
