/// One collation's mappings, decoded from the generated tables: code point → CE32 (a
/// collation element in compact form, or a tag that says where the elements are), the
/// expansions, and the context tries. A tailoring holds only what it changes; for the rest
/// (the value `fallback` in its trie) it asks the root, its `base`.
///
/// Plain pointers to tables that live as long as the process (`Immortal`), so that copying the
/// value and reading it cost no reference counting.
struct CollationData: @unchecked Sendable {
    let trie: CodePointTrie
    let ces: UnsafePointer<UInt64>
    let ce32s: UnsafePointer<UInt32>
    let contexts: UnsafePointer<UInt16>
    /// The 67 conjoining jamo CE32s (19 L, 21 V, 27 T), for Hangul syllables.
    let jamoCE32s: UnsafePointer<UInt32>
    /// The root collation, nil in the root itself.
    let base: UnsafePointer<CollationData>?

    /// The tables where they lie (the generated tables' words, or immortal copies).
    init(trie: CodePointTrie, ces: UnsafeBufferPointer<UInt64>, ce32s: UnsafeBufferPointer<UInt32>, contexts: UnsafeBufferPointer<UInt16>,
         jamoStart: Int32, base: UnsafePointer<CollationData>?) {
        self.trie = trie
        // `Part.words` gives an address even for an empty part; these are never made.
        self.ces = ces.baseAddress ?? Immortal.copy([0])
        self.ce32s = ce32s.baseAddress ?? Immortal.copy([0])
        self.contexts = contexts.baseAddress ?? Immortal.copy([0])
        self.base = base
        if jamoStart >= 0, Int(jamoStart) + 67 <= ce32s.count {
            jamoCE32s = self.ce32s + Int(jamoStart)
        } else if let base {
            jamoCE32s = base.pointee.jamoCE32s
        } else {
            jamoCE32s = Immortal.copy([UInt32](repeating: 0, count: 67))
        }
    }

    /// The same tables with another code point map (one with an added locale's letters).
    private init(trie: CodePointTrie, copying data: CollationData) {
        self.trie = trie
        ces = data.ces
        ce32s = data.ce32s
        contexts = data.contexts
        jamoCE32s = data.jamoCE32s
        base = data.base
    }

    /// The collation with some BMP code points mapped to other self-contained CE32s.
    func overriding(_ values: [UInt32: UInt32]) -> CollationData {
        CollationData(trie: CodePointTrie(overriding: trie, with: values), copying: self)
    }

    @inline(__always)
    func ce32(_ c: UInt32) -> UInt32 { trie.value(c) }

    /// The CE32 at an index of the contexts (two units, high first).
    @inline(__always)
    func contextCE32(at index: Int) -> UInt32 {
        UInt32(contexts[index]) << 16 | UInt32(contexts[index + 1])
    }

    /// A primary from a range of code points in order (Han in radical-stroke runs): the data CE
    /// holds a base primary, the range's first code point and the step per code point.
    func ceFromOffset(_ c: UInt32, _ ce32: UInt32) -> UInt64 {
        let data = ces[Int(ce32 >> 13)]
        let base = UInt32(truncatingIfNeeded: data >> 32)
        let lower = UInt32(truncatingIfNeeded: data)
        let offset = (Int(c) - Int(lower >> 8)) * Int(lower & 0x7F)
        return CollationLayout.makeCE(CollationLayout.incrementThreeBytePrimary(base, compressible: lower & 0x80 != 0, by: offset))
    }
}
