import Collation

/// Keys for one thread, made by an ICU collator leased from the pool for the writer's
/// lifetime: no lock per name, and one section lookup from the key's own primary level.
struct ICUKeyWriter: PartsKeyWriter {
    private let collator: ICUCollator
    private let lease: ClonePool.Lease
    private let reader: NameReader
    /// The UTF-16 of the name being keyed, reused from name to name.
    private var units: [UInt16] = []
    /// The reading stage, when it writes readings as UTF-16 itself (pinyin).
    private let utf16Reading: UTF16ReadingReference?
    /// The scalars of a name to be read, and its reading's UTF-16, reused from name to name.
    private var scalars: [Unicode.Scalar] = []
    private var readingUnits: [UInt16] = []

    init(collator: ICUCollator, reading: any Transliterator, role: TextRole) {
        self.collator = collator
        lease = collator.collators.lease()
        reader = NameReader(reading, role: role)
        utf16Reading = UTF16ReadingReference(reading)
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
        var largest: UInt32 = 0
        let count = TextScanning.decodeMeaningful(name, into: &units, filler: 0) { scalar, put in
            if first == nil { first = scalar }
            largest = max(largest, scalar.value)
            UTF16.encode(scalar, into: put)
        }
        guard reader.isIdentity(startingWith: first, largest: largest) else {
            if let section = appendKey(ofReadingOf: name, handle: handle, to: &buffer) { return section }
            return appendKey(forReadingOf: String(decoding: name, as: UTF8.self), to: &buffer)
        }
        let start = buffer.count
        let length = units.withUnsafeBufferPointer { units in
            units.baseAddress.map { ICUCollator.appendSortKey(of: $0, length: Int32(count), collator: handle.pointer, to: &buffer) } ?? 0
        }
        return collator.section(first: first, key: buffer, from: start, length: length)
    }

    /// A contact's parts read in place, keyed from their reading's UTF-16 as the stage writes
    /// it, from its first meaningful scalar on, as ICU keys the reading's text
    /// (``ICUCollator/meaningful(_:)``).
    mutating func appendKey(forPartsIn name: PartsStore.Entry, to buffer: inout [UInt8]) -> Int? {
        guard let utf16Reading, !collator.options.numeric, let handle = lease.handle else { return nil }
        readingUnits.removeAll(keepingCapacity: true)
        guard utf16Reading.stage.appendReadingUTF16(ofPartsIn: name, to: &readingUnits) else { return nil }
        return appendKeyOfReadingUnits(handle: handle, to: &buffer)
    }

    /// A name that the reading stage reads, keyed from the reading's UTF-16 as the stage writes
    /// it (``UTF16Reading``), with no string made for the name or its reading; `nil`, with
    /// nothing appended, when the stage reads it only as a string.
    private mutating func appendKey(ofReadingOf name: UnsafeBufferPointer<UInt8>, handle: ClonePool.Handle, to buffer: inout [UInt8]) -> Int? {
        guard let utf16Reading else { return nil }
        let count = TextScanning.decodeMeaningful(name, into: &scalars, filler: "\0") { scalar, put in put(scalar) }
        readingUnits.removeAll(keepingCapacity: true)
        // (A name with nothing ignorable before its first meaningful scalar is read whole:
        // ``UTF16Reading/appendReadingUTF16(ofWholeName:role:to:)``.)
        let whole = TextScanning.startsWith(firstMeaningful: count > 0 ? scalars[0] : nil, utf8: name)
        let read = scalars.withUnsafeBufferPointer { scalars in
            let meaningful = UnsafeBufferPointer(rebasing: scalars[..<count])
            return whole ? utf16Reading.stage.appendReadingUTF16(ofWholeName: meaningful, role: reader.role, to: &readingUnits)
                         : utf16Reading.stage.appendReadingUTF16(ofMeaningful: meaningful, role: reader.role, to: &readingUnits)
        }
        guard read else { return nil }
        return appendKeyOfReadingUnits(handle: handle, to: &buffer)
    }

    /// Appends the key of the reading in ``readingUnits`` from its first meaningful scalar on,
    /// as ICU keys the reading's text (``ICUCollator/meaningful(_:)``), and returns its section;
    /// `nil`, with nothing appended, for a reading with no meaningful scalar (the string path
    /// keys those).
    private func appendKeyOfReadingUnits(handle: ClonePool.Handle, to buffer: inout [UInt8]) -> Int? {
        guard let (first, start) = TextScanning.firstMeaningfulScalar(inUTF16: readingUnits) else { return nil }
        let keyStart = buffer.count
        let length = readingUnits.withUnsafeBufferPointer { units in
            units.baseAddress.map { ICUCollator.appendSortKey(of: $0 + start, length: Int32(units.count - start), collator: handle.pointer, to: &buffer) } ?? 0
        }
        return collator.section(first: first, key: buffer, from: keyStart, length: length)
    }
}
