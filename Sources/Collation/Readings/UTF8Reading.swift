/// A reading stage that can write the reading of a contact's parts as UTF-8 into a key writer's
/// scratch, without making strings: for collators that key UTF-8 text (the Latin collator), so
/// that a contact costs a walk over its parts' bytes rather than a string for each part, one
/// for each part's reading and one for them joined.
package protocol UTF8Reading: Transliterator {
    /// Appends to `bytes` the UTF-8 of the reading of a name in parts read in place from a
    /// ``PartsStore``: exactly the stage's `reading(of:)` of those parts. `false`, with `bytes`
    /// as they were, for a name the stage reads only as strings.
    func appendReadingUTF8(ofPartsIn name: PartsStore.Entry, to bytes: inout [UInt8]) -> Bool
}
