import Collation

/// Keys for one thread, made by an ICU collator leased from the pool for the writer's
/// lifetime: no lock per name, and one section lookup from the key's own primary level.
struct ICUKeyWriter: CollationKeyWriter {
    private let collator: ICUCollator
    private let lease: ClonePool.Lease
    private let reading: any Transliterator
    private let role: TextRole
    private let identity: Bool

    init(collator: ICUCollator, reading: any Transliterator, role: TextRole) {
        self.collator = collator
        lease = collator.collators.lease()
        self.reading = reading
        self.role = role
        identity = reading is IdentityTransliterator
    }

    mutating func appendKey(forReadingOf name: String, to buffer: inout [UInt8]) -> Int {
        let text = ICUCollator.meaningful(identity ? name : reading.transliterate(name, as: role))
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
