import Collation

/// Keys for one thread, made by an ICU collator leased from the pool for the writer's
/// lifetime: no lock per name, and one section lookup from the key's own primary level.
struct ICUKeyWriter: CollationKeyWriter {
    private let collator: ICUCollator
    private let lease: ClonePool.Lease
    private let reader: NameReader

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
}
