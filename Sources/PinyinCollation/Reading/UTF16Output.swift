import Collation

/// The reading as UTF-16, in a buffer it appends to: the same text as the transliterator's
/// string output (one space between syllables, and between a syllable and what follows it
/// unless that is white space), for collators that key UTF-16.
struct UTF16Output: ReadingOutput {
    var units: [UInt16]
    private var previousWasSyllable = false
    private var endsInSpace = true

    init(units: consuming [UInt16]) { self.units = units }

    private mutating func startSyllable() {
        if !endsInSpace { units.append(0x20) }
        previousWasSyllable = true
        endsInSpace = false
    }

    mutating func append(_ syllable: PinyinSyllable) {
        startSyllable()
        units.append(contentsOf: syllable.toned.utf16)
    }

    mutating func append(tableSyllable index: Int, of scalar: Unicode.Scalar) {
        startSyllable()
        let flat = PinyinTable.flat
        let spelling = UnsafeBufferPointer(rebasing: flat.spellings[Int(flat.spellingStarts[index - 1])..<Int(flat.spellingStarts[index])])
        // Pinyin spellings are Latin letters with tone marks: every scalar is one UTF-16 unit.
        _ = transcode(spelling.makeIterator(), from: UTF8.self, to: UTF16.self, stoppingOnError: false) { units.append($0) }
    }

    mutating func append(other scalar: Unicode.Scalar) {
        let isSpace = scalar == " " || (!scalar.isASCII && ScalarTraits.of(scalar).isWhitespace)
        if previousWasSyllable, !isSpace { units.append(0x20) }
        UTF16.encode(scalar) { units.append($0) }
        previousWasSyllable = false
        endsInSpace = isSpace
    }
}
