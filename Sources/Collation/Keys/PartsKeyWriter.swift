/// A key writer that also keys a name given in parts in one pass, without making the parts'
/// reading as text: the providers' fused writers, for the host's contacts.
///
/// A contact's key is the collator's key of its reading stage's reading of the parts (each
/// read in its role, the readings joined by spaces). Made as text, that reading and its key
/// cost a contact about four times a plain name; a writer that already feeds its reading to
/// the key builder can feed the parts one after another instead.
package protocol PartsKeyWriter: CollationKeyWriter {
    /// Appends the collator's key of the reading of `parts` (the reading stage's
    /// `reading(of:)`, keyed as text) to `buffer` and returns its section; `nil`, with
    /// nothing appended, for parts it does not key this way.
    mutating func appendKey(forPartsOf parts: [NamePart], to buffer: inout [UInt8]) -> Int?

    /// ``appendKey(forPartsOf:to:)`` for a name in parts read in place from a ``PartsStore``
    /// (the tool's contacts): the same key, with no string made for the parts. `nil`, with
    /// nothing appended, for a writer that keys parts only as ``NamePart``s (the default).
    mutating func appendKey(forPartsIn name: PartsStore.Entry, to buffer: inout [UInt8]) -> Int?
}

extension PartsKeyWriter {
    package mutating func appendKey(forPartsIn name: PartsStore.Entry, to buffer: inout [UInt8]) -> Int? { nil }
}
