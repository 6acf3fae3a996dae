import Collation

/// Keys for one thread: each name's key written straight into the host's key arena by the
/// collation's own key writer, and its section read from the key's primary level.
struct CLDRKeyWriter: CollationKeyWriter {
    private let collator: CLDRCollator
    private let reader: NameReader

    init(collator: CLDRCollator, reading: any Transliterator, role: TextRole) {
        self.collator = collator
        reader = NameReader(reading, role: role)
    }

    mutating func appendKey(forReadingOf name: String, to buffer: inout [UInt8]) -> Int {
        let text = CLDRCollator.meaningful(reader.reading(of: name))
        let start = buffer.count
        let length = collator.keys.appendKey(of: text, to: &buffer)
        return collator.section(of: text, key: buffer, from: start, length: length)
    }
}
