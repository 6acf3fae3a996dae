import Collation

/// The fast path of the Latin and pinyin collators: one key builder per thread, reset and
/// reused from name to name, writing into the host's arena in place.
package struct LatinKeyWriter: CollationKeyWriter {
    private var builder: LatinKeyBuilder
    private let overflowIndex: Int
    private let reader: NameReader
    private let feed: LatinLayout.Feed
    /// Whether a name's bytes can be fed scalar by scalar as they are: the reading is the
    /// identity, the feed reads text plainly, and the alphabet is A–Z alone.
    private let scalarsAsRead: Bool

    /// A writer over `layout` for names read through `reading` as `role`, fed by `feed`.
    /// `plainFeed` says that `feed` is ``LatinKeyBuilder/consume(_:)``.
    package init(layout: LatinLayout, reading: any Transliterator, role: TextRole, feed: @escaping LatinLayout.Feed, plainFeed: Bool = false) {
        builder = LatinKeyBuilder(layout: layout)
        overflowIndex = layout.overflowIndex
        reader = NameReader(reading, role: role)
        self.feed = feed
        scalarsAsRead = plainFeed && reader.isIdentity && layout.plainASCII
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

    /// Names as bytes: fed scalar by scalar where no reading or grapheme breaking is needed
    /// (what ``LatinKeyBuilder/consume(_:)`` does with the string), else through the string.
    package mutating func appendKey(forReadingOfUTF8 name: UnsafeBufferPointer<UInt8>, to buffer: inout [UInt8]) -> Int {
        guard scalarsAsRead else { return appendKey(forReadingOf: String(decoding: name, as: UTF8.self), to: &buffer) }
        builder.reset()
        builder.adopt(&buffer)
        TextScanning.forEachScalar(inUTF8: name) { scalar in
            guard !builder.isDone else { return false }
            builder.consumeScalar(scalar)
            return true
        }
        builder.finish(into: &buffer)
        return builder.firstSection ?? overflowIndex
    }
}
