/// The lines of `collate keys`, written as bytes: a million records are too many for an encoder
/// per line.
enum KeyRendering {
    /// One record's line, appended to `bytes`.
    static func append(name: String, section: Int, title: String, key: [UInt8], version: String,
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

    /// `key` in lowercase hex.
    static func appendHex(_ key: [UInt8], to bytes: inout [UInt8]) {
        for byte in key {
            bytes.append(hexDigits[Int(byte >> 4)])
            bytes.append(hexDigits[Int(byte & 0x0F)])
        }
    }

    /// A JSON string (RFC 8259): quotes, backslashes and control characters escaped, the rest
    /// as UTF-8.
    static func appendJSONString(_ text: String, to bytes: inout [UInt8]) {
        bytes.append(0x22)
        for byte in text.utf8 {
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
        bytes.append(0x22)
    }

    /// A field of PostgreSQL's text COPY format: the characters that delimit fields and rows,
    /// and the escape character itself, backslash-escaped; every other control byte as `\xHH`
    /// (which COPY reads back as that byte), C1 controls' two bytes too. PostgreSQL's text
    /// cannot hold a NUL at all: it is written as the two characters `\0`, as the text output
    /// shows it.
    static func appendCopyField(_ text: String, to bytes: inout [UInt8]) {
        var previous: UInt8 = 0
        for byte in text.utf8 {
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
