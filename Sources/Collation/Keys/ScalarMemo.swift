import Synchronization

/// A process-wide memo of one 64-bit word per scalar of the Basic Multilingual Plane, for
/// answers that are costly to work out and asked for every letter of every name (a scalar's
/// Unicode properties, how a key builder files it).
///
/// A name's letters come from a few hundred scalars, so each is worked out once per process.
/// The table is 65,536 words (512 KiB of address space, touched only where names use it),
/// allocated once and never freed: it lives as long as the process, like the standard
/// library's own tables. A word of zero means "not yet computed", so a stored answer is never
/// zero. Entries are filled by whichever thread first needs them, with relaxed atomic loads and
/// stores: two threads that race write the same word.
///
/// The hot path reads ``entries`` directly. Why not a method: this type is `package`, and the
/// compiler does not inline a package type's members into other modules, even `@inlinable`
/// ones; a caller in another module keeps the pointer and loads from it in line.
package final class ScalarMemo: @unchecked Sendable {
    // @unchecked: the pointer is written only at initialization; the entries are atomics.
    /// The number of entries: the BMP.
    package static let count = 0x1_0000
    /// One word per BMP scalar, zero until computed.
    package let entries: UnsafeMutablePointer<Atomic<UInt64>>

    package init() {
        entries = .allocate(capacity: Self.count)
        for index in 0..<Self.count { (entries + index).initialize(to: Atomic(0)) }
    }

    /// The word for `scalar`: the memo's in the BMP (computed by `compute` the first time),
    /// else `compute`'s, each time.
    @inline(__always)
    package func word(for scalar: Unicode.Scalar, compute: (Unicode.Scalar) -> UInt64) -> UInt64 {
        let value = Int(scalar.value)
        guard value < Self.count else { return compute(scalar) }
        let cached = entries[value].load(ordering: .relaxed)
        if cached != 0 { return cached }
        let word = compute(scalar)
        entries[value].store(word, ordering: .relaxed)
        return word
    }
}
