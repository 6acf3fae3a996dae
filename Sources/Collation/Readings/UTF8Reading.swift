/// A reading stage that can write the reading of a name or of a contact's parts as UTF-8 into a
/// key writer's scratch, without making strings: for collators that key UTF-8 text (the Latin
/// collator), so that a Han name costs a walk over its bytes rather than its reading as a
/// string, and a contact no string for each part, its reading and them joined.
package protocol UTF8Reading: Transliterator {
    /// Appends to `bytes` the UTF-8 of the reading of `name` (valid UTF-8) read as `role`:
    /// exactly `transliterate(name, as: role)`. `false`, with `bytes` as they were, for a name
    /// the stage reads only as a string.
    func appendReadingUTF8(of name: UnsafeBufferPointer<UInt8>, role: TextRole, to bytes: inout [UInt8]) -> Bool

    /// Appends to `bytes` the UTF-8 of the reading of a name in parts read in place from a
    /// ``PartsStore``: exactly the stage's `reading(of:)` of those parts. `false`, with `bytes`
    /// as they were, for a name the stage reads only as strings.
    func appendReadingUTF8(ofPartsIn name: PartsStore.Entry, to bytes: inout [UInt8]) -> Bool
}
