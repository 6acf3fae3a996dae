import Collation
import LatinCollation

/// The fused fast path of ``PinyinCollator`` with its own reading stage, for one thread: the
/// reading is fed to the collator's key builder as it is made, and never built as text (the
/// pinyin spelling is the same bytes the collator would read). Its scratch space (the text's
/// scalars, the builder's levels) is reused from one name to the next.
///
/// Property-tested to write exactly the collator's key of the reading that
/// ``PinyinTransliterator/transliterate(_:as:)`` gives.
struct PinyinKeyWriter: PartsKeyWriter {
    /// The reader, in a box: the walks below modify `self.builder`, so they cannot read
    /// `self.reader` at the same time, and a copy of the reader (its tables' references
    /// retained, then released) for each part of each contact was 6% of reading a Google
    /// export. The box's reader is walked in place.
    private final class ReaderBox: Sendable {
        let reader: PinyinTransliterator
        init(_ reader: PinyinTransliterator) { self.reader = reader }
    }
    private let box: ReaderBox
    private let role: TextRole
    private let overflowIndex: Int
    private var scalars: [Unicode.Scalar] = []
    private var builder: LatinKeyBuilder

    init(reader: PinyinTransliterator, layout: LatinLayout, role: TextRole) {
        box = ReaderBox(reader)
        self.role = role
        overflowIndex = layout.overflowIndex
        builder = LatinKeyBuilder(layout: layout)
    }

    mutating func appendKey(forReadingOf name: String, to buffer: inout [UInt8]) -> Int {
        scalars.removeAll(keepingCapacity: true)
        for scalar in TextScanning.droppingIgnorablePrefix(name) { scalars.append(scalar) }
        return appendKeyOfScalars(count: scalars.count, to: &buffer)
    }

    /// The names of a large list come as bytes: decoded straight into the scalar buffer.
    mutating func appendKey(forReadingOfUTF8 name: UnsafeBufferPointer<UInt8>, to buffer: inout [UInt8]) -> Int {
        let count = TextScanning.decodeMeaningful(name, into: &scalars, filler: "\0") { scalar, put in put(scalar) }
        return appendKeyOfScalars(count: count, to: &buffer)
    }

    /// A contact's parts read in place, each walked in its role into the same key, a space
    /// between them: the key of the parts' readings joined by spaces, which is what the
    /// reading stage gives.
    mutating func appendKey(forPartsIn name: PartsStore.Entry, to buffer: inout [UInt8]) -> Int? {
        builder.reset()
        var first = true
        let box = box
        name.forEachPart { text, role, _ in
            let count = TextScanning.decodeMeaningful(text, into: &scalars, filler: "\0") { scalar, put in put(scalar) }
            // The space that the reading puts between parts (it starts no word of its own: it
            // follows no syllable in this part's walk).
            if !first { builder.consumeScalar(" ") }
            let scalars = scalars
            _ = scalars.withUnsafeBufferPointer { box.reader.walk(UnsafeBufferPointer(rebasing: $0[..<count]), role: role, into: &builder) }
            first = false
        }
        builder.finish(into: &buffer)
        return builder.firstSection ?? overflowIndex
    }

    /// Appends the key of the reading of the first `count` ``scalars`` and returns its section.
    private mutating func appendKeyOfScalars(count: Int, to buffer: inout [UInt8]) -> Int {
        builder.reset()
        let box = box, role = role, scalars = scalars
        _ = scalars.withUnsafeBufferPointer { box.reader.walk(UnsafeBufferPointer(rebasing: $0[..<count]), role: role, into: &builder) }
        builder.finish(into: &buffer)
        return builder.firstSection ?? overflowIndex
    }
}
