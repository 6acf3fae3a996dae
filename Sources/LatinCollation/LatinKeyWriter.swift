import Collation

/// The fast path of the Latin and pinyin collators: one key builder per thread, reset and
/// reused from name to name, appending each key to the host's arena.
package struct LatinKeyWriter: CollationKeyWriter {
    private var builder: LatinKeyBuilder
    private let overflowIndex: Int
    private let reader: NameReader
    /// How the collator feeds text to the builder; `nil` for plain text
    /// (``LatinKeyBuilder/consume(_:)``), which names held as bytes can take in place.
    private let feed: LatinLayout.Feed?

    /// A writer over `layout` for names read through `reading` as `role`, fed by `feed` (plain
    /// text when `nil`).
    package init(layout: LatinLayout, reading: any Transliterator, role: TextRole, feed: LatinLayout.Feed? = nil) {
        builder = LatinKeyBuilder(layout: layout)
        overflowIndex = layout.overflowIndex
        reader = NameReader(reading, role: role)
        self.feed = feed
    }

    /// Appends the key of the reading of `name` and returns its section.
    package mutating func appendKey(forReadingOf name: String, to buffer: inout [UInt8]) -> Int {
        let text = reader.reading(of: name), feed = feed
        return appendKey(to: &buffer) { builder in
            if let feed { feed(text, &builder) } else { builder.consume(text) }
        }
    }

    /// Names as bytes, read in place when they are their own reading (the identity stage, or a
    /// name the stage does not read) and the text is fed plainly; else through the string.
    package mutating func appendKey(forReadingOfUTF8 name: UnsafeBufferPointer<UInt8>, to buffer: inout [UInt8]) -> Int {
        guard feed == nil, reader.isIdentity || reader.isIdentity(startingWith: TextScanning.firstMeaningfulScalar(inUTF8: name)) else {
            return appendKey(forReadingOf: String(decoding: name, as: UTF8.self), to: &buffer)
        }
        return appendKey(to: &buffer) { $0.consume(utf8: name) }
    }

    /// The key that `fill` gives the reset builder, appended to `buffer`, and its section.
    private mutating func appendKey(to buffer: inout [UInt8], _ fill: (inout LatinKeyBuilder) -> Void) -> Int {
        builder.reset()
        fill(&builder)
        builder.finish(into: &buffer)
        return builder.firstSection ?? overflowIndex
    }
}
