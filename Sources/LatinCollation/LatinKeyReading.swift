import Collation

/// A reading stage that feeds a name's reading to a Latin key builder as it reads it, for the
/// Latin collator's writer: a Han name's pinyin then never becomes text that the builder reads
/// back (writing the syllables and reading them back were a fifth of the samples of a
/// multilingual list keyed by the Latin collator in English).
package protocol LatinKeyReading: UTF8Reading {
    /// Feeds `builder` (new, or reset) the reading of `name` (valid UTF-8) read as `role`:
    /// exactly what ``LatinKeyBuilder/consume(utf8:)`` of the bytes that
    /// ``UTF8Reading/appendReadingUTF8(of:role:to:)`` writes gives a builder over an alphabet of
    /// A–Z alone. `false` for a name it reads only another way; the builder must then be reset
    /// before it is used again.
    func feedReading(ofUTF8 name: UnsafeBufferPointer<UInt8>, role: TextRole, to builder: inout LatinKeyBuilder) -> Bool
}
