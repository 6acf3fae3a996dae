/// The fast path: an opt-in for collators that key large lists.
///
/// A plain ``Collator`` is all that ``IndexedCollation`` needs: for each name it asks the
/// reading stage for the reading, then the collator for the reading's key and section. A
/// collator that also adopts this protocol gives the host one ``CollationKeyWriter`` per thread
/// instead, which keeps what it can from one name to the next (an ICU collator of its own,
/// scratch buffers) and writes straight into the host's key arena. A writer may also read and
/// key in one pass: the pinyin collator does that for its own reading stage, with no reading
/// string built.
///
/// Implementation requirement, checked by the conformance suite for every reading stage it is
/// given: for every name, a writer made with `reading` and `role` appends exactly the bytes of
/// `sortKey(for: r)` and returns `sectionIndex(for: r)`, where `r` is
/// `reading.transliterate(name, as: role)` — also when the writer is reused for name after name.
/// The fast path changes how fast keys are made, never which keys.
public protocol KeyWritingCollator: Collator {
    /// A writer of the keys of names read through `reading` as `role`, for use by one thread.
    func makeKeyWriter(reading: any Transliterator, role: TextRole) -> any CollationKeyWriter
}
