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
    private let reader: PinyinTransliterator
    private let role: TextRole
    private let overflowIndex: Int
    private var scalars: [Unicode.Scalar] = []
    private var output: KeyOutput

    init(reader: PinyinTransliterator, layout: LatinLayout, role: TextRole) {
        self.reader = reader
        self.role = role
        overflowIndex = layout.overflowIndex
        output = KeyOutput(builder: LatinKeyBuilder(layout: layout))
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
        output.reset()
        var first = true
        name.forEachPart { text, role, _ in
            if !first { output.append(other: " ") }
            first = false
            appendPart(text, role: role)
        }
        output.builder.finish(into: &buffer)
        return output.builder.firstSection ?? overflowIndex
    }

    /// Walks a part given as UTF-8 in `role` into the output: decoded into the scratch space,
    /// as a list's names are.
    private mutating func appendPart(_ text: UnsafeBufferPointer<UInt8>, role: TextRole) {
        let count = TextScanning.decodeMeaningful(text, into: &scalars, filler: "\0") { scalar, put in put(scalar) }
        scalars.withUnsafeBufferPointer { reader.walk(UnsafeBufferPointer(rebasing: $0[..<count]), role: role, into: &output) }
    }

    /// Appends the key of the reading of the first `count` ``scalars`` and returns its section.
    private mutating func appendKeyOfScalars(count: Int, to buffer: inout [UInt8]) -> Int {
        output.reset()
        scalars.withUnsafeBufferPointer { reader.walk(UnsafeBufferPointer(rebasing: $0[..<count]), role: role, into: &output) }
        output.builder.finish(into: &buffer)
        return output.builder.firstSection ?? overflowIndex
    }
}

/// The reading fed to a collator's key builder as the builder would read its text, with no
/// text kept.
private struct KeyOutput: ReadingOutput {
    var builder: LatinKeyBuilder
    private var previousWasSyllable = false
    private(set) var sawSyllable = false

    init(builder: LatinKeyBuilder) { self.builder = builder }

    /// Empties the output for the next text, keeping the builder's storage.
    mutating func reset() {
        builder.reset()
        previousWasSyllable = false
        sawSyllable = false
    }

    mutating func append(_ syllable: PinyinSyllable) {
        builder.wordBoundary()
        previousWasSyllable = true
        sawSyllable = true
        for scalar in syllable.toned.unicodeScalars { builder.consumeScalar(scalar) }
    }

    mutating func append(tableSyllable index: Int, of scalar: Unicode.Scalar) {
        builder.wordBoundary()
        previousWasSyllable = true
        sawSyllable = true
        PinyinTable.appendLetters(ofSyllable: index, to: &builder)
    }

    mutating func append(other scalar: Unicode.Scalar) {
        if previousWasSyllable, scalar != " ", scalar.isASCII || !ScalarTraits.of(scalar).isWhitespace { builder.wordBoundary() }
        builder.consumeScalar(scalar)
        previousWasSyllable = false
    }
}

