import Collation

/// The fast path of the Latin and pinyin collators: one key builder per thread, reset and
/// reused from name to name, writing into the host's arena in place.
package struct LatinKeyWriter: CollationKeyWriter {
    private var builder: LatinKeyBuilder
    private let overflowIndex: Int
    private let reader: NameReader
    private let feed: LatinLayout.Feed

    /// A writer over `layout` for names read through `reading` as `role`, fed by `feed`.
    package init(layout: LatinLayout, reading: any Transliterator, role: TextRole, feed: @escaping LatinLayout.Feed) {
        builder = LatinKeyBuilder(layout: layout)
        overflowIndex = layout.overflowIndex
        reader = NameReader(reading, role: role)
        self.feed = feed
    }

    /// Appends the key of the reading of `name` and returns its section.
    package mutating func appendKey(forReadingOf name: String, to buffer: inout [UInt8]) -> Int {
        let text = reader.reading(of: name)
        builder.reset()
        // The builder takes the buffer and gives it back with the key appended: no copy.
        builder.adopt(&buffer)
        feed(text, &builder)
        builder.finish(into: &buffer)
        return builder.firstSection ?? overflowIndex
    }
}
