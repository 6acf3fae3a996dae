/// The UTF-16 spellings of a reading stage's table of syllables (the tokens of
/// ``UTF16Reading/appendReadingTokens(ofMeaningful:role:to:)``), in storage that lives as long
/// as the program: syllable `index` (from 1) is `units[starts[index - 1]..<starts[index]]`.
package struct SyllableSpellings: @unchecked Sendable {  // read-only static storage
    /// The bit that makes a token a syllable's index rather than a scalar. (Across modules it
    /// may still be a call: the key writer's loop reads it once per writer.)
    @inlinable package static var tokenBit: UInt32 { 0x8000_0000 }

    package let units: UnsafeBufferPointer<UInt16>
    package let starts: UnsafeBufferPointer<Int32>

    package init(units: UnsafeBufferPointer<UInt16>, starts: UnsafeBufferPointer<Int32>) {
        self.units = units
        self.starts = starts
    }

    /// The number of syllables (their indices are 1 through it).
    @inlinable package var count: Int { max(starts.count - 1, 0) }

    /// The spelling of syllable `index` (from 1 through ``count``).
    @inlinable package func spelling(_ index: Int) -> UnsafeBufferPointer<UInt16> {
        UnsafeBufferPointer(rebasing: units[Int(starts[index - 1])..<Int(starts[index])])
    }

    /// Appends to `units` the reading that `tokens` stand for: each syllable's spelling, each
    /// other scalar's UTF-16.
    package func appendReading(of tokens: [UInt32], to readingUnits: inout [UInt16]) {
        for token in tokens {
            if token & Self.tokenBit != 0 {
                readingUnits.append(contentsOf: spelling(Int(token & ~Self.tokenBit)))
            } else if let scalar = Unicode.Scalar(token) {
                UTF16.encode(scalar) { readingUnits.append($0) }
            }
        }
    }
}
