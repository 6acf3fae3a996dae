import Collation

/// Keys for one thread, made by an ICU collator leased from the pool for the writer's
/// lifetime: no lock per name, and one section lookup from the key's own primary level.
struct ICUKeyWriter: CollationKeyWriter {
    private let collator: ICUCollator
    private let lease: ClonePool.Lease
    private let reader: NameReader
    /// The UTF-16 of the name being keyed, reused from name to name.
    private var units: [UInt16] = []

    init(collator: ICUCollator, reading: any Transliterator, role: TextRole) {
        self.collator = collator
        lease = collator.collators.lease()
        reader = NameReader(reading, role: role)
    }

    mutating func appendKey(forReadingOf name: String, to buffer: inout [UInt8]) -> Int {
        let text = ICUCollator.meaningful(reader.reading(of: name))
        let start = buffer.count
        let length: Int
        if let handle = lease.handle {
            length = withUTF16(text) { units, count in
                ICUCollator.appendSortKey(of: units, length: count, collator: handle.pointer, to: &buffer)
            }
        } else {
            // Cloning failed (out of memory): borrow from the pool name by name.
            length = collator.appendSortKey(of: text, to: &buffer, pool: collator.collators)
        }
        return collator.section(of: text, key: buffer, from: start, length: length)
    }

    /// Names as bytes that are their own reading (the identity stage, or a name the stage does
    /// not read: a Latin name in a list whose stage reads Han): decoded straight to the UTF-16
    /// that ICU keys, from the first meaningful scalar on, with no string made.
    mutating func appendKey(forReadingOfUTF8 name: UnsafeBufferPointer<UInt8>, to buffer: inout [UInt8]) -> Int {
        guard !collator.options.numeric, let handle = lease.handle else {
            return appendKey(forReadingOf: String(decoding: name, as: UTF8.self), to: &buffer)
        }
        var first: Unicode.Scalar?
        let count = TextScanning.decodeMeaningful(name, into: &units, filler: 0) { scalar, put in
            if first == nil { first = scalar }
            UTF16.encode(scalar, into: put)
        }
        guard reader.isIdentity(startingWith: first) else {
            return appendKey(forReadingOf: String(decoding: name, as: UTF8.self), to: &buffer)
        }
        let start = buffer.count
        let length = units.withUnsafeBufferPointer { units in
            units.baseAddress.map { ICUCollator.appendSortKey(of: $0, length: Int32(count), collator: handle.pointer, to: &buffer) } ?? 0
        }
        return collator.section(first: first, key: buffer, from: start, length: length)
    }
}
