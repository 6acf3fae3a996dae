/// The last tie-break of a name's key at tertiary strength (see ``NameKeyWriter``): 0x01, then
/// the name's UTF-8 with 0x00 and 0x01 written as 0x01 0x01 and 0x01 0x02, so that keys hold no
/// NUL byte and keep the names' byte order.
enum KeyTieBreak {
    /// ``append(_:to:)`` of a name in parts: the texts that `texts` gives (each part's
    /// UTF-8, in order), joined by spaces, written without joining them.
    static func append(to buffer: inout [UInt8], texts: ((UnsafeBufferPointer<UInt8>) -> Void) -> Void) {
        buffer.append(0x01)
        var first = true
        texts { text in
            if !first { buffer.append(0x20) }
            first = false
            appendEscaped(text, to: &buffer)
        }
    }

    /// Appends 0x01 and the escaped UTF-8 of `name`.
    static func append(_ name: String, to buffer: inout [UInt8]) {
        var name = name
        name.withUTF8 { append(utf8: $0, to: &buffer) }
    }

    /// Appends 0x01 and the escaped bytes of `name`.
    static func append(utf8 name: UnsafeBufferPointer<UInt8>, to buffer: inout [UInt8]) {
        buffer.append(0x01)
        appendEscaped(name, to: &buffer)
    }

    /// ``append(utf8:to:)-([UInt8])`` appending to a key table's arena, where a key written there
    /// in place is followed by its tie-break (the `keys` command's, at tertiary strength).
    static func append(utf8 name: UnsafeBufferPointer<UInt8>, to arena: inout KeyArena) {
        arena.append(0x01)
        guard needsEscaping(name) else { return arena.append(name) }
        // (A name with a NUL or 0x01 byte is rare: escaped in an array of its own.)
        var escaped: [UInt8] = []
        appendEscaped(name, to: &escaped)
        escaped.withUnsafeBufferPointer { arena.append($0) }
    }

    /// Whether `name` holds a 0x00 or 0x01 byte, which its tie-break escapes: eight bytes at a
    /// time. (Asked of every name of a list; byte by byte, the host's path took 7–22
    /// instructions a name more.)
    static func needsEscaping(_ name: UnsafeBufferPointer<UInt8>) -> Bool {
        ByteWords.contains(name, inWord: { ByteWords.below(0x02, in: $0) }) { $0 < 0x02 }
    }

    /// Appends `name` with 0x00 and 0x01 escaped as 0x01 0x01 and 0x01 0x02.
    private static func appendEscaped(_ name: UnsafeBufferPointer<UInt8>, to buffer: inout [UInt8]) {
        guard needsEscaping(name) else { return buffer.append(contentsOf: name) }
        for byte in name {
            if byte < 0x02 {
                buffer.append(0x01)
                buffer.append(byte + 1)
            } else {
                buffer.append(byte)
            }
        }
    }
}
