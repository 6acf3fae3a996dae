/// A ``UTF16Reading`` stage held by reference, for the key writers that ask it for a reading
/// name after name. Bound out of an optional held as a value (`guard let reading`), a stage was
/// copied through its existential's value witnesses and destroyed again for every name, about
/// 110 instructions of a Han name's 2,400; a reference's copy is a retain.
package final class UTF16ReadingReference: Sendable {
    package let stage: any UTF16Reading

    /// `transliterator` by reference, or nil when it does not write its readings as UTF-16.
    package init?(_ transliterator: any Transliterator) {
        guard let stage = transliterator as? any UTF16Reading else { return nil }
        self.stage = stage
    }
}
