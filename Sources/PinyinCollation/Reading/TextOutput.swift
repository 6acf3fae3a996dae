import Collation

/// The reading as text in one encoding's code units: UTF-8 for the transliterator's strings,
/// UTF-16 for collators that key UTF-16 (ICU). One space goes between syllables, and between a
/// syllable and what touches it unless that is white space.
struct TextOutput<Codec: UnicodeCodec>: ReadingOutput {
    var units: [Codec.CodeUnit]
    private var spacing = ReadingSpacing()
    /// Whether any character was read as a syllable.
    var sawSyllable: Bool { spacing.sawSyllable }
    private static var space: Codec.CodeUnit { Codec.CodeUnit(truncatingIfNeeded: 0x20) }

    /// An output that appends to `units`.
    init(units: consuming [Codec.CodeUnit] = []) { self.units = units }

    private mutating func startSyllable() {
        if spacing.startSyllable() { units.append(Self.space) }
    }

    mutating func append(_ syllable: PinyinSyllable) {
        startSyllable()
        for scalar in syllable.toned.unicodeScalars { Codec.encode(scalar) { units.append($0) } }
    }

    mutating func append(tableSyllable index: Int, of scalar: Unicode.Scalar) {
        startSyllable()
        let flat = PinyinTable.flat
        // The spelling copied in the output's encoding (the table holds both), as a block: its
        // code units are the output's (the same type, rebound), where a lazy map of them was
        // appended unit by unit (a fortieth of keying a million multilingual names with CLDR).
        if Codec.self == UTF16.self {
            let spelling = UnsafeBufferPointer(rebasing: flat.utf16Spellings[Int(flat.utf16Starts[index - 1])..<Int(flat.utf16Starts[index])])
            spelling.withMemoryRebound(to: Codec.CodeUnit.self) { units.append(contentsOf: $0) }
            return
        }
        let spelling = UnsafeBufferPointer(rebasing: flat.spellings[Int(flat.spellingStarts[index - 1])..<Int(flat.spellingStarts[index])])
        if Codec.self == UTF8.self {
            spelling.withMemoryRebound(to: Codec.CodeUnit.self) { units.append(contentsOf: $0) }
        } else {
            _ = transcode(spelling.makeIterator(), from: UTF8.self, to: Codec.self, stoppingOnError: false) { units.append($0) }
        }
    }

    mutating func append(other scalar: Unicode.Scalar) {
        if spacing.startOther(scalar) { units.append(Self.space) }
        Codec.encode(scalar) { units.append($0) }
    }
}
