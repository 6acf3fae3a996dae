import Collation

/// The tool's one JSON writer: a ``JSONValue`` as bytes, pretty-printed with sorted keys as
/// `JSONEncoder` writes it (or compact), floating-point numbers spelled as it spells them,
/// without its encoder machinery (which took 9.7× the text output's time to write 100,000
/// contacts) or Foundation. A property test holds the two to the same bytes.
enum JSONByteWriter {
    /// `value` as `JSONEncoder` would write it (`nil` only when an element writer says so).
    static func write(_ value: JSONValue) -> String? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(1 << 16)
        guard append(value, level: 0, to: &bytes) else { return nil }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// An object of the members `head` and, after them, `last` with an array of `count` elements,
    /// written to `out` as ``write(_:)`` writes the whole object, each element appended at level
    /// 2 by `element` (to the bytes not yet written, or written by it to `out` after them) and
    /// written before the next is made: a long array is never held whole. `head`'s keys
    /// must be distinct and sort (by their UTF-8) before `last`, as `JSONEncoder` orders them.
    /// `false` when `element` says it could not write an element (what was written before it
    /// stays written).
    static func write(head: [JSONValue.ObjectMember], last: String, count: Int, to out: inout OutputBuffer,
                      element: (Int, inout [UInt8], inout OutputBuffer) -> Bool) -> Bool {
        var bytes: [UInt8] = Array("{\n".utf8)
        for member in head {
            indent(1, &bytes)
            appendString(member.key, to: &bytes)
            bytes.append(contentsOf: " : ".utf8)
            guard append(member.value, level: 1, to: &bytes) else { return false }
            bytes.append(contentsOf: ",\n".utf8)
        }
        indent(1, &bytes)
        appendString(last, to: &bytes)
        bytes.append(contentsOf: " : [\n".utf8)
        for index in 0..<count {
            if index > 0 { bytes.append(contentsOf: ",\n".utf8) }
            indent(2, &bytes)
            guard element(index, &bytes, &out) else { return false }
            out.write(bytes[...])
            bytes.removeAll(keepingCapacity: true)
        }
        bytes.append(0x0A)
        indent(1, &bytes)
        bytes.append(contentsOf: "]\n}".utf8)
        out.write(bytes[...])
        return true
    }

    /// Writes an array at nesting `level` of `count` elements to `out`, after `bytes` (the bytes
    /// before it, not yet written; after the call, those after it): each element appended (at
    /// `level` + 1) by `element`, a block of them at a time made on every core at once, in
    /// slices, and written in order. A section of 100,000 contacts is never held whole.
    /// `prepare`, when given, is called with each slice's elements before they are made (to
    /// ask for the names they read: ``NameStore/View/prefetchNames(at:)``).
    /// `false` when `element` says it could not write one.
    static func writeArray(count: Int, level: Int, after bytes: inout [UInt8], to out: inout OutputBuffer,
                           prepare: (@Sendable (Range<Int>) -> Void)? = nil,
                           element: @Sendable (Int, inout [UInt8]) -> Bool) -> Bool {
        bytes.append(UInt8(ascii: "["))
        bytes.append(0x0A)
        out.write(bytes[...])
        bytes.removeAll(keepingCapacity: true)
        let block = 2_048
        for start in stride(from: 0, to: count, by: block) {
            let slices = ParallelSlices.map(min(block, count - start), minimum: 256) { slice -> [UInt8]? in
                var chunk: [UInt8] = []
                prepare?((start + slice.lowerBound)..<(start + slice.upperBound))
                for index in slice.lazy.map({ start + $0 }) {
                    if index > 0 { chunk.append(contentsOf: ",\n".utf8) }
                    indent(level + 1, &chunk)
                    guard element(index, &chunk) else { return nil }
                }
                return chunk
            }
            for slice in slices {
                guard let slice else { return false }
                out.write(slice[...])
            }
        }
        bytes.append(0x0A)
        indent(level, &bytes)
        bytes.append(UInt8(ascii: "]"))
        return true
    }

    /// Appends `value` at nesting `level` (always true: every value has its spelling).
    static func append(_ value: JSONValue, level: Int, to bytes: inout [UInt8]) -> Bool {
        switch value {
        case .string(let text): appendString(text, to: &bytes)
        case .integer(let number): bytes.append(contentsOf: String(number).utf8)
        case .bool(let flag): bytes.append(contentsOf: (flag ? "true" : "false").utf8)
        case .null: bytes.append(contentsOf: "null".utf8)
        case .number(let value):
            // As JSONEncoder spells a Double: its shortest round-trip form, without a ".0" on a
            // whole number (1, 0.1, -0, 1e+20, 5e-324). A test holds the two to the same bytes.
            var text = value.description
            if text.hasSuffix(".0") { text.removeLast(2) }
            bytes.append(contentsOf: text.utf8)
        case .array(let values):
            bytes.append(UInt8(ascii: "["))
            bytes.append(0x0A)
            for (index, element) in values.enumerated() {
                if index > 0 { bytes.append(contentsOf: ",\n".utf8) }
                indent(level + 1, &bytes)
                guard append(element, level: level + 1, to: &bytes) else { return false }
            }
            bytes.append(0x0A)
            indent(level, &bytes)
            bytes.append(UInt8(ascii: "]"))
        case .object(let members):
            let kept = keptMembers(members)
            bytes.append(UInt8(ascii: "{"))
            bytes.append(0x0A)
            for (number, member) in kept.enumerated() {
                if number > 0 { bytes.append(contentsOf: ",\n".utf8) }
                indent(level + 1, &bytes)
                appendString(members[member.key].key, to: &bytes)
                bytes.append(contentsOf: " : ".utf8)
                guard append(members[member.value].value, level: level + 1, to: &bytes) else { return false }
            }
            bytes.append(0x0A)
            indent(level, &bytes)
            bytes.append(UInt8(ascii: "}"))
        }
        return true
    }

    /// `value` on one line, keys sorted, no white space: the compact form of `JSONEncoder`
    /// with `.sortedKeys` and `.withoutEscapingSlashes` (the SQLite export's columns, the
    /// page's data).
    static func compact(_ value: JSONValue) -> String {
        var bytes: [UInt8] = []
        appendCompact(value, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    static func appendCompact(_ value: JSONValue, to bytes: inout [UInt8]) {
        switch value {
        case .array(let values):
            bytes.append(UInt8(ascii: "["))
            for (index, element) in values.enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                appendCompact(element, to: &bytes)
            }
            bytes.append(UInt8(ascii: "]"))
        case .object(let members):
            bytes.append(UInt8(ascii: "{"))
            for (number, member) in keptMembers(members).enumerated() {
                if number > 0 { bytes.append(UInt8(ascii: ",")) }
                appendString(members[member.key].key, to: &bytes)
                bytes.append(UInt8(ascii: ":"))
                appendCompact(members[member.value].value, to: &bytes)
            }
            bytes.append(UInt8(ascii: "}"))
        default:
            _ = append(value, level: 0, to: &bytes)
        }
    }

    /// The members an object writes, in the order it writes them: for each distinct key (equal
    /// keys, canonically equivalent ones too, kept once, as a keyed container keeps them) the
    /// index of its first spelling and of its last value, in the order of the keys' UTF-8
    /// bytes, as JSONEncoder sorts them (not String's order). Objects here are small: a linear
    /// search is cheaper than a dictionary for each.
    private static func keptMembers(_ members: [JSONValue.ObjectMember]) -> [(key: Int, value: Int)] {
        var kept: [(key: Int, value: Int)] = []
        kept.reserveCapacity(members.count)
        for index in members.indices {
            if let slot = kept.firstIndex(where: { members[$0.key].key == members[index].key }) {
                kept[slot].value = index
            } else {
                kept.append((index, index))
            }
        }
        kept.sort { members[$0.key].key.utf8.lexicographicallyPrecedes(members[$1.key].key.utf8) }
        return kept
    }

    static func indent(_ level: Int, _ bytes: inout [UInt8]) {
        // The spaces copied at once: a space at a time was a tenth of writing the items (and an
        // array of spaces, shared by every core, was retained by each for every line).
        var count = level * 2
        while count > 0 {
            let run = min(count, spaces.utf8CodeUnitCount)
            bytes.append(contentsOf: UnsafeBufferPointer(start: spaces.utf8Start, count: run))
            count -= run
        }
    }

    /// Spaces in the program's constant data: read by every core without being retained.
    private static let spaces: StaticString = "                                                                "

    private static let hex = Array("0123456789abcdef".utf8)

    /// A JSON string: quotes and backslashes escaped, control characters as JSONEncoder
    /// escapes them, the rest (slashes, DEL, every other character) as it is.
    static func appendString(_ text: String, to bytes: inout [UInt8]) {
        var text = text
        text.withUTF8 { appendString(utf8: $0, to: &bytes) }
    }

    /// Whether `utf8` holds a byte that JSON escapes (a control, a quote, a backslash): eight
    /// bytes at a time, since every value of every item is asked (asked a byte at a time, the
    /// check and the copy were a sixth of the items' samples; a quarter less now).
    static func needsEscape(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        ByteWords.contains(utf8, inWord: { ByteWords.below(0x20, in: $0) | ByteWords.equal(0x22, in: $0) | ByteWords.equal(0x5C, in: $0) }) {
            $0 < 0x20 || $0 == 0x22 || $0 == 0x5C
        }
    }

    /// ``appendString(_:to:)`` of a string's UTF-8 bytes (a contact's listed values are held as bytes).
    static func appendString(utf8: UnsafeBufferPointer<UInt8>, to bytes: inout [UInt8]) {
        bytes.append(0x22)
        // Most strings need no escape: copied whole.
        guard needsEscape(utf8) else {
            bytes.append(contentsOf: utf8)
            bytes.append(0x22)
            return
        }
        for byte in utf8 {
            switch byte {
            case 0x22: bytes.append(contentsOf: [0x5C, 0x22])
            case 0x5C: bytes.append(contentsOf: [0x5C, 0x5C])
            case 0x0A: bytes.append(contentsOf: [0x5C, UInt8(ascii: "n")])
            case 0x0D: bytes.append(contentsOf: [0x5C, UInt8(ascii: "r")])
            case 0x09: bytes.append(contentsOf: [0x5C, UInt8(ascii: "t")])
            case 0x08: bytes.append(contentsOf: [0x5C, UInt8(ascii: "b")])
            case 0x0C: bytes.append(contentsOf: [0x5C, UInt8(ascii: "f")])
            case 0..<0x20: bytes.append(contentsOf: [0x5C, UInt8(ascii: "u"), 0x30, 0x30, hex[Int(byte >> 4)], hex[Int(byte & 0xF)]])
            default: bytes.append(byte)
            }
        }
        bytes.append(0x22)
    }
}

/// A JSON document that writes itself as it is made (see
/// ``JSONByteWriter/write(head:last:count:to:element:)``), or says `false`, having written
/// nothing, when it cannot, and is then encoded whole.
protocol JSONStreamed: Encodable {
    func write(to out: inout OutputBuffer) -> Bool
}
