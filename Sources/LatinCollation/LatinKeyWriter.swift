import Collation

/// The fast path of the Latin and pinyin collators: one key builder per thread, reset and
/// reused from name to name, appending each key to the host's arena.
package struct LatinKeyWriter: PartsKeyWriter {
    private var builder: LatinKeyBuilder
    private let overflowIndex: Int
    private let reader: NameReader
    /// How the collator feeds text to the builder; `nil` for plain text
    /// (``LatinKeyBuilder/consume(_:)``), which names held as bytes can take in place.
    private let feed: LatinLayout.Feed?
    /// The reading stage, when it writes a contact's reading as UTF-8.
    private let utf8Reading: (any UTF8Reading)?
    /// The reading stage, when it feeds readings to the builder itself and the text is A–Z
    /// read plainly (the only builder it is held to).
    private let keyReading: (any LatinKeyReading)?
    /// A name's or a contact's reading as UTF-8, kept from name to name.
    private var scratch: [UInt8] = []

    /// A writer over `layout` for names read through `reading` as `role`, fed by `feed` (plain
    /// text when `nil`).
    package init(layout: LatinLayout, reading: any Transliterator, role: TextRole, feed: LatinLayout.Feed? = nil) {
        builder = LatinKeyBuilder(layout: layout)
        overflowIndex = layout.overflowIndex
        reader = NameReader(reading, role: role)
        self.feed = feed
        utf8Reading = reading as? any UTF8Reading
        keyReading = feed == nil && layout.plainASCII ? reading as? any LatinKeyReading : nil
    }

    /// Appends the key of the reading of `name` and returns its section.
    package mutating func appendKey(forReadingOf name: String, to buffer: inout [UInt8]) -> Int {
        let text = reader.reading(of: name), feed = feed
        return appendKey(to: &buffer) { builder in
            if let feed { feed(text, &builder) } else { builder.consume(text) }
        }
    }

    /// Names as bytes, read in place when they are their own reading (the identity stage, or a
    /// name the stage does not read) and the text is fed plainly; else fed by the stage where
    /// it feeds the builder (``LatinKeyReading``); else from their reading written as UTF-8
    /// where the stage writes it (``UTF8Reading``); else through the string.
    package mutating func appendKey(forReadingOfUTF8 name: UnsafeBufferPointer<UInt8>, to buffer: inout [UInt8]) -> Int {
        guard feed == nil else { return appendKey(forReadingOf: String(decoding: name, as: UTF8.self), to: &buffer) }
        if reader.isIdentity || reader.isIdentity(startingWith: TextScanning.firstMeaningfulScalar(inUTF8: name)) {
            return appendKey(to: &buffer) { $0.consume(utf8: name) }
        }
        if let keyReading {
            builder.reset()
            if keyReading.feedReading(ofUTF8: name, role: reader.role, to: &builder) {
                builder.finish(into: &buffer)
                return builder.firstSection ?? overflowIndex
            }
        }
        // Taken out of the writer while the builder, also the writer's, is fed from it.
        var reading = scratch
        scratch = []
        defer { scratch = reading }
        reading.removeAll(keepingCapacity: true)
        guard let utf8Reading, utf8Reading.appendReadingUTF8(of: name, role: reader.role, to: &reading) else {
            return appendKey(forReadingOf: String(decoding: name, as: UTF8.self), to: &buffer)
        }
        return reading.withUnsafeBufferPointer { bytes in appendKey(to: &buffer) { $0.consume(utf8: bytes) } }
    }

    /// A contact read in place from the tool's store, when the text is fed plainly: the key of
    /// its reading written as UTF-8 (its texts joined by spaces for the identity stage, else
    /// the stage's, ``UTF8Reading``), the same bytes as the reading the host would make as a
    /// string, fed as a name's bytes are. `nil` for a contact the stage reads only as strings.
    package mutating func appendKey(forPartsIn name: PartsStore.Entry, to buffer: inout [UInt8]) -> Int? {
        guard feed == nil else { return nil }
        // Taken out of the writer while the builder, also the writer's, is fed from it.
        var reading = scratch
        scratch = []
        defer { scratch = reading }
        reading.removeAll(keepingCapacity: true)
        if reader.isIdentity {
            name.appendTexts(utf8: &reading)
        } else if utf8Reading?.appendReadingUTF8(ofPartsIn: name, to: &reading) != true {
            return nil
        }
        return reading.withUnsafeBufferPointer { bytes in appendKey(to: &buffer) { $0.consume(utf8: bytes) } }
    }

    /// The key that `fill` gives the reset builder, appended to `buffer`, and its section.
    private mutating func appendKey(to buffer: inout [UInt8], _ fill: (inout LatinKeyBuilder) -> Void) -> Int {
        builder.reset()
        fill(&builder)
        builder.finish(into: &buffer)
        return builder.firstSection ?? overflowIndex
    }
}
