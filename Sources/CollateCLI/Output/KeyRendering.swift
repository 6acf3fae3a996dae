/// The lines of `collate keys`, written as bytes: a million records are too many for an encoder
/// per line.
enum KeyRendering {
    /// One record's line, appended to `bytes`: the name as its UTF-8, read in place from the
    /// list's store (a string made per name was a tenth of the run).
    static func append(name: UnsafeBufferPointer<UInt8>, section: Int, title: String, key: [UInt8], version: String,
                       as format: KeyFormat, to bytes: inout [UInt8]) {
        switch format {
        case .jsonl:
            bytes.append(contentsOf: #"{"name":"#.utf8)
            appendJSONString(name, to: &bytes)
            bytes.append(contentsOf: #","sectionIndex":"#.utf8)
            bytes.append(contentsOf: String(section).utf8)
            bytes.append(contentsOf: #","section":"#.utf8)
            appendJSONString(title, to: &bytes)
            bytes.append(contentsOf: #","sortKey":""#.utf8)
            appendHex(key, to: &bytes)
            bytes.append(contentsOf: #"","keyVersion":"#.utf8)
            appendJSONString(version, to: &bytes)
            bytes.append(contentsOf: "}\n".utf8)
        case .tsv:
            appendCopyField(name, to: &bytes)
            bytes.append(0x09)
            bytes.append(contentsOf: String(section).utf8)
            bytes.append(0x09)
            appendCopyField(title, to: &bytes)
            bytes.append(0x09)
            appendHex(key, to: &bytes)
            bytes.append(0x09)
            appendCopyField(version, to: &bytes)
            bytes.append(0x0A)
        }
    }

    /// The TSV header row.
    static let tsvHeader = "name\tsection_index\tsection\tsort_key\tkey_version\n"

    private static let hexDigits = Array("0123456789abcdef".utf8)

    /// `key` in lowercase hex: the digits written in place after one append of the room (a
    /// million keys' bytes appended one at a time were a tenth of `keys`' run).
    static func appendHex(_ key: [UInt8], to bytes: inout [UInt8]) {
        let start = bytes.count
        bytes.append(contentsOf: repeatElement(0, count: key.count * 2))
        bytes.withUnsafeMutableBufferPointer { out in
            hexDigits.withUnsafeBufferPointer { digits in
                var index = start
                for byte in key {
                    out[index] = digits[Int(byte >> 4)]
                    out[index + 1] = digits[Int(byte & 0x0F)]
                    index += 2
                }
            }
        }
    }

    /// A JSON string (RFC 8259): quotes, backslashes and control characters escaped, the rest
    /// as UTF-8. A text with nothing to escape (nearly every name) is appended whole.
    static func appendJSONString(_ text: String, to bytes: inout [UInt8]) {
        var text = text
        text.withUTF8 { appendJSONString($0, to: &bytes) }
    }

    /// ``appendJSONString(_:to:)-(String,_)`` of valid UTF-8.
    static func appendJSONString(_ utf8: UnsafeBufferPointer<UInt8>, to bytes: inout [UInt8]) {
        bytes.append(0x22)
        if utf8.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C }) {
            appendEscaped(utf8, to: &bytes)
        } else {
            bytes.append(contentsOf: utf8)
        }
        bytes.append(0x22)
    }

    /// ``appendJSONString(_:to:)-(UnsafeBufferPointer<UInt8>,_)``'s text, byte by byte, escaped.
    private static func appendEscaped(_ utf8: UnsafeBufferPointer<UInt8>, to bytes: inout [UInt8]) {
        for byte in utf8 {
            switch byte {
            case 0x22: bytes.append(contentsOf: #"\""#.utf8)
            case 0x5C: bytes.append(contentsOf: #"\\"#.utf8)
            case 0x0A: bytes.append(contentsOf: #"\n"#.utf8)
            case 0x0D: bytes.append(contentsOf: #"\r"#.utf8)
            case 0x09: bytes.append(contentsOf: #"\t"#.utf8)
            case 0..<0x20:
                bytes.append(contentsOf: #"\u00"#.utf8)
                bytes.append(hexDigits[Int(byte >> 4)])
                bytes.append(hexDigits[Int(byte & 0x0F)])
            default: bytes.append(byte)
            }
        }
    }

    /// A field of PostgreSQL's text COPY format: the characters that delimit fields and rows,
    /// and the escape character itself, backslash-escaped; every other control byte as `\xHH`
    /// (which COPY reads back as that byte), C1 controls' two bytes too. PostgreSQL's text
    /// cannot hold a NUL at all: it is written as the two characters `\0`, as the text output
    /// shows it.
    static func appendCopyField(_ text: String, to bytes: inout [UInt8]) {
        var text = text
        text.withUTF8 { appendCopyField($0, to: &bytes) }
    }

    /// ``appendCopyField(_:to:)-(String,_)`` of valid UTF-8: a field with no byte to escape (nearly
    /// every name) appended whole.
    static func appendCopyField(_ utf8: UnsafeBufferPointer<UInt8>, to bytes: inout [UInt8]) {
        guard utf8.contains(where: { $0 < 0x20 || $0 == 0x5C || $0 == 0x7F || $0 == 0xC2 }) else {
            return bytes.append(contentsOf: utf8)
        }
        var previous: UInt8 = 0
        for byte in utf8 {
            defer { previous = byte }
            switch byte {
            case 0x5C: bytes.append(contentsOf: #"\\"#.utf8)
            case 0x09: bytes.append(contentsOf: #"\t"#.utf8)
            case 0x0A: bytes.append(contentsOf: #"\n"#.utf8)
            case 0x0D: bytes.append(contentsOf: #"\r"#.utf8)
            case 0x00: bytes.append(contentsOf: #"\\0"#.utf8)
            case 0x01..<0x20, 0x7F: appendCopyByte(byte, to: &bytes)
            case 0xC2:
                continue    // written with the byte after it
            case 0x80...0x9F where previous == 0xC2:
                appendCopyByte(0xC2, to: &bytes)
                appendCopyByte(byte, to: &bytes)
            default:
                if previous == 0xC2 { bytes.append(0xC2) }
                bytes.append(byte)
            }
        }
        if previous == 0xC2 { bytes.append(0xC2) }
    }

    /// `byte` as COPY's `\xHH`.
    private static func appendCopyByte(_ byte: UInt8, to bytes: inout [UInt8]) {
        bytes.append(contentsOf: #"\x"#.utf8)
        bytes.append(hexDigits[Int(byte >> 4)])
        bytes.append(hexDigits[Int(byte & 0x0F)])
    }
}
