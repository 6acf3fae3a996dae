/// Decodes the values of one file, keeping each legacy encoding's `iconv` converter open from
/// one value to the next (a vCard names its `CHARSET` on every property). One per reader pass,
/// on one thread.
struct TextDecoder {
    private var converters: [String: IconvConverter] = [:]
    private var encodings: [String: TextEncoding?] = [:]

    /// ``TextEncoding/init(named:)``, looked up once per label.
    mutating func encoding(named label: String) -> TextEncoding? {
        if let known = encodings[label] { return known }
        let encoding = TextEncoding(named: label)
        encodings[label] = encoding
        return encoding
    }

    /// The text of `bytes` in `encoding`, or the offset of the first byte that is not valid in
    /// it. Nothing is guessed and nothing is replaced.
    mutating func decode(_ bytes: ArraySlice<UInt8>, as encoding: TextEncoding) throws(TextEncoding.InvalidBytes) -> String {
        guard let name = encoding.iconvName else {
            return try bytes.withUnsafeBufferPointer { buffer throws(TextEncoding.InvalidBytes) in try Self.utf8(buffer) }
        }
        if encoding.isASCIITransparent, bytes.allSatisfy({ $0 < 0x80 }) { return bytes.utf8String }
        if let converter = converters[name] { return try converter.convert(bytes) }
        // `TextEncoding(named:)` has checked that iconv knows the name.
        guard let converter = IconvConverter(from: name) else { throw TextEncoding.InvalidBytes(offset: 0) }
        converters[name] = converter
        return try converter.convert(bytes)
    }

    /// The same, for bytes of an unsafe buffer (the reader's view
    /// of a file): UTF-8 is validated and made a string in place; legacy encodings are copied
    /// for iconv.
    mutating func decode(_ bytes: Slice<UnsafeBufferPointer<UInt8>>, as encoding: TextEncoding) throws(TextEncoding.InvalidBytes) -> String {
        guard encoding.iconvName == nil else { return try decode(ArraySlice(bytes), as: encoding) }
        return try Self.utf8(UnsafeBufferPointer(rebasing: bytes))
    }

    /// Checks that `bytes` are valid in `encoding`, as ``decode(_:as:)-(Slice<UnsafeBufferPointer<UInt8>>,_)``
    /// would, without making the text where it can: UTF-8 is checked in place.
    mutating func check(_ bytes: Slice<UnsafeBufferPointer<UInt8>>, as encoding: TextEncoding) throws(TextEncoding.InvalidBytes) {
        guard encoding.iconvName == nil else {
            _ = try decode(ArraySlice(bytes), as: encoding)
            return
        }
        try Self.checkUTF8(UnsafeBufferPointer(rebasing: bytes))
    }

    /// Valid UTF-8 as text, or the offset of its first invalid byte.
    private static func utf8(_ buffer: UnsafeBufferPointer<UInt8>) throws(TextEncoding.InvalidBytes) -> String {
        try checkUTF8(buffer)
        return String(decoding: buffer, as: UTF8.self)
    }

    /// Throws the offset of the first byte of `buffer` that is not valid UTF-8 (runs of ASCII,
    /// most of an address book, are checked eight bytes at a time).
    private static func checkUTF8(_ buffer: UnsafeBufferPointer<UInt8>) throws(TextEncoding.InvalidBytes) {
        if let offset = TextEncoding.firstInvalidUTF8(buffer) { throw TextEncoding.InvalidBytes(offset: offset) }
    }
}
