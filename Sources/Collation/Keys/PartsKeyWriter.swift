/// A key writer that also keys a name given in parts in one pass, without making the parts'
/// reading as text: the providers' fused writers, for the host's contacts.
///
/// A contact's key is the collator's key of its reading stage's reading of the parts (each
/// read in its role, the readings joined by spaces). Made as text, that reading and its key
/// cost a contact about four times a plain name; a writer that already feeds its reading to
/// the key builder can feed the parts one after another instead.
package protocol PartsKeyWriter: CollationKeyWriter {
    /// Appends the collator's key of the reading of the name in parts `name`, read in place
    /// from its bytes (``PartsStore``: the tool's contacts, and the library's names in parts,
    /// written there first), to `buffer` and returns its section: the key of the reading
    /// stage's `reading(of:)` of the parts, keyed as text, with no string made for the parts.
    /// `nil`, with nothing appended, for a name it does not key this way (the host then keys
    /// the reading made as a string).
    mutating func appendKey(forPartsIn name: PartsStore.Entry, to buffer: inout [UInt8]) -> Int?
}
