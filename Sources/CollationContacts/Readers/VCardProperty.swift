/// One property of a card, as written: `[group.]NAME[;param…]:value`, its lines joined.
///
/// Parsed from bytes without building strings for what a reader rarely asks for: the group and
/// the parameters stay byte ranges of the line until asked (a reader meets a few million
/// properties), and the names a contact is made of are told apart by ``kind``, not by
/// comparing strings. The ranges are slices of an unsafe buffer of the file, not of an array:
/// an array slice retains the array's storage each time it is made or copied, which cost a
/// quarter of the reader's time. A property lives only while the buffer it was parsed from
/// does (inside the reader's pass, or the writer's).
struct VCardProperty {
    /// Bytes of the file, or of a value joined from several lines.
    typealias Bytes = Slice<UnsafeBufferPointer<UInt8>>

    /// How the value's bytes are encoded.
    enum Encoding {
        case plain, quotedPrintable, base64
    }

    /// The properties a contact is made of, told apart once from the name's bytes.
    enum Kind {
        case begin, end, version, n, fn, org, nickname, phoneticFirst, phoneticMiddle, phoneticLast, phoneticOrg
        case sound, sortString, androidCustom, showAs, tel, email, other
    }

    /// The line's first byte, and where its group ends, its name starts and ends, and its `:`
    /// is, counted from it. Offsets from one pointer, not four slices: a slice of a buffer is 32
    /// bytes, and a property of four (145 bytes with the rest) was copied with `memmove` every
    /// time the parser returned one and the reader passed it on, 7% of reading an address
    /// book; at 48 bytes it moves in registers.
    private let start: UnsafePointer<UInt8>?
    private let groupEnd: UInt32, nameStart: UInt32, nameEnd: UInt32, colon: UInt32
    /// The value's first byte and length: the rest of the line, or a value joined or decoded
    /// elsewhere (see ``value``).
    private var valueStart: UnsafePointer<UInt8>?
    private var valueCount: UInt32
    private let lineNumber: UInt32
    /// What the name is, among the properties a contact is made of.
    let kind: Kind
    /// The value's transfer encoding: `ENCODING=QUOTED-PRINTABLE|BASE64|B`, or 2.1's bare
    /// `QUOTED-PRINTABLE` and `BASE64`.
    private(set) var encoding: Encoding = .plain
    /// Whether a `CHARSET` parameter is among the parameters: found in the parser's one pass
    /// over them, so that ``charset`` does not look again for every property (most have
    /// parameters, few a charset).
    private var hasCharset = false

    /// The bytes `lower..<upper` of the line.
    private func lineBytes(_ lower: UInt32, _ upper: UInt32) -> Bytes {
        UnsafeBufferPointer(start: start, count: Int(upper))[Int(lower)..<Int(upper)]
    }

    /// The property name's bytes, as written.
    var nameBytes: Bytes { lineBytes(nameStart, nameEnd) }
    /// The group's bytes (`item1` of `item1.EMAIL`), empty when there is none.
    var groupBytes: Bytes { lineBytes(0, groupEnd) }
    /// The bytes between the name and the `:`, each parameter after a `;`.
    var parameterBytes: Bytes { lineBytes(nameEnd, colon) }
    /// The value's bytes: still quoted-printable or base64 where the property says so. Set to
    /// a value joined from several lines or decoded, whose buffer outlives the property's use.
    var value: Bytes {
        get { UnsafeBufferPointer(start: valueStart, count: Int(valueCount))[...] }
        set {
            valueStart = newValue.base.baseAddress.map { UnsafePointer($0 + newValue.startIndex) }
            valueCount = UInt32(newValue.count)
        }
    }
    /// The line the property starts on.
    var line: Int { Int(lineNumber) }

    /// Whether the value is binary data (a photo, a logo, a key, a sound other than
    /// `SOUND;X-IRMC-N`'s reading), which a reader skips rather than decodes.
    var isBinary: Bool {
        switch kind {
        case .sound: !types.contains("X-IRMC-N")
        case .other: ["PHOTO", "LOGO", "KEY"].contains(name) || name.hasPrefix("X-") && name.hasSuffix("PHOTO")
        default: false
        }
    }

    /// The group (`item1` of `item1.EMAIL`), if any.
    var group: String? { groupBytes.isEmpty ? nil : groupBytes.utf8String }

    /// The property name, uppercased (`EMAIL`): made only when asked for (for a field kept for
    /// output, or a problem), not for every property read.
    var name: String { nameBytes.asciiUppercased }

    /// The name with its group, as the source wrote it, for output.
    var sourceName: String {
        // From the bytes in one go: every field kept for output asks for it.
        let count = groupBytes.isEmpty ? nameBytes.count : groupBytes.count + 1 + nameBytes.count
        return String(unsafeUninitializedCapacity: count) { buffer in
            var offset = 0
            if !groupBytes.isEmpty {
                for byte in groupBytes { buffer[offset] = byte; offset += 1 }
                buffer[offset] = UInt8(ascii: ".")
                offset += 1
            }
            for byte in nameBytes { buffer[offset] = (0x61...0x7A).contains(byte) ? byte - 0x20 : byte; offset += 1 }
            return offset
        }
    }

    /// The parameters in order, names uppercased; a bare 2.1 parameter (`HOME`) is a `TYPE`.
    var parameters: [(name: String, value: String)] {
        var found: [(name: String, value: String)] = []
        Self.forEachParameter(in: parameterBytes) { name, value in
            found.append((name.map(\.asciiUppercased) ?? "TYPE", value.utf8String))
            return true
        }
        return found
    }

    /// Every `TYPE` value, uppercased, comma lists split.
    var types: [String] {
        parameters.filter { $0.name == "TYPE" }.flatMap { $0.value.uppercased().split(separator: ",").map(String.init) }
    }

    /// The value of the first parameter called `name` (uppercase).
    func parameter(_ name: StaticString) -> String? {
        guard !parameterBytes.isEmpty else { return nil }
        return name.withUTF8Buffer { wanted in
            var answer: String?
            let isType = wanted.elementsEqual("TYPE".utf8)
            Self.forEachParameter(in: parameterBytes) { parameterName, value in
                let matches = parameterName.map { Self.equalsUppercased($0, wanted) } ?? isType
                if matches { answer = value.utf8String }
                return !matches
            }
            return answer
        }
    }

    /// The `CHARSET` parameter's value, if the property has one.
    var charset: String? { hasCharset ? parameter("CHARSET") : nil }

    /// Calls `body` with each parameter's name (`nil` for a bare 2.1 parameter) and value
    /// (unquoted, trimmed), in order, until it returns `false`.
    private static func forEachParameter(in bytes: Bytes, _ body: (Bytes?, Bytes) -> Bool) {
        var index = bytes.startIndex
        while index < bytes.endIndex {
            // bytes[index] is the `;` before a parameter.
            var end = index + 1
            var quoted = false
            while end < bytes.endIndex {
                let byte = bytes[end]
                if byte == UInt8(ascii: "\"") { quoted.toggle() } else if !quoted, byte == UInt8(ascii: ";") { break }
                end += 1
            }
            let piece = trimmed(bytes[(index + 1)..<end])
            index = end
            guard !piece.isEmpty else { continue }
            let keepGoing: Bool
            if let equals = piece.firstIndex(of: UInt8(ascii: "=")) {
                var value = trimmed(piece[(equals + 1)...])
                if value.count >= 2, value.first == UInt8(ascii: "\""), value.last == UInt8(ascii: "\"") { value = value.dropFirst().dropLast() }
                keepGoing = body(trimmed(piece[..<equals]), value)
            } else {
                keepGoing = body(nil, piece)
            }
            if !keepGoing { return }
        }
    }

    /// Whether `bytes`, uppercased, are `upper` (ASCII).
    private static func equalsUppercased(_ bytes: Bytes, _ upper: some RandomAccessCollection<UInt8>) -> Bool {
        guard bytes.count == upper.count else { return false }
        for (byte, wanted) in zip(bytes, upper) where (byte >= 0x61 && byte <= 0x7A ? byte - 0x20 : byte) != wanted {
            return false
        }
        return true
    }


    /// Parses the start of a property line: the name, the parameters and where the value
    /// starts. `nil` when the line is not a property (no `:`, or a name with characters no
    /// property name has). Works on bytes: a reader meets a few million of these.
    static func parseHeader(_ bytes: Bytes, line: Int) -> VCardProperty? {
        // Read through the base buffer: a slice's subscript checks its bounds on every byte.
        let base = bytes.base
        let end = bytes.endIndex
        var index = bytes.startIndex
        var dot: Int?
        // The name: name bytes up to the first `;` or `:` (anything else is not a property).
        while index < end {
            let byte = base[index]
            if byte == UInt8(ascii: ":") || byte == UInt8(ascii: ";") { break }
            guard isNameByte(byte) else { return nil }
            if byte == UInt8(ascii: ".") { dot = index }
            index += 1
        }
        guard index < end, index > bytes.startIndex else { return nil }
        let nameEnd = index
        // The parameters, up to the first `:` outside double quotes.
        if base[index] == UInt8(ascii: ";") {
            var quoted = false
            while index < end {
                let byte = base[index]
                if byte == UInt8(ascii: "\"") { quoted.toggle() } else if !quoted, byte == UInt8(ascii: ":") { break }
                index += 1
            }
            guard index < end else { return nil }
        }
        let colon = index
        // Offsets from the line's start: a line (at most 16 MiB) fits 32 bits, as line numbers do.
        let first = bytes.startIndex
        let groupEnd = dot ?? first
        let nameStart = dot.map { $0 + 1 } ?? first
        guard nameStart < nameEnd, end - first <= Int(UInt32.max), line <= Int(UInt32.max) else { return nil }
        let start = base.baseAddress.map { UnsafePointer($0 + first) }
        var property = VCardProperty(start: start, groupEnd: UInt32(groupEnd - first), nameStart: UInt32(nameStart - first),
                                     nameEnd: UInt32(nameEnd - first), colon: UInt32(colon - first),
                                     valueStart: start.map { $0 + (colon + 1 - first) }, valueCount: UInt32(end - colon - 1),
                                     lineNumber: UInt32(line), kind: kind(of: bytes[nameStart..<nameEnd]))
        if nameEnd < colon {
            forEachParameter(in: property.parameterBytes) { name, value in
                let isEncoding = name.map { equalsUppercased($0, "ENCODING") } ?? false
                let isType = name.map { equalsUppercased($0, "TYPE") } ?? true
                if let name, !isEncoding, !isType, equalsUppercased(name, "CHARSET") { property.hasCharset = true }
                guard isEncoding || isType else { return true }
                if equalsUppercased(value, "QUOTED-PRINTABLE") { property.encoding = .quotedPrintable }
                else if equalsUppercased(value, "BASE64") || (isEncoding && equalsUppercased(value, "B")) { property.encoding = .base64 }
                return true
            }
        }
        return property
    }

    /// Whether `bytes`, uppercased, are `word` (ASCII).
    private static func equalsUppercased(_ bytes: Bytes, _ word: StaticString) -> Bool {
        word.withUTF8Buffer { equalsUppercased(bytes, $0) }
    }

    /// The kind of a property name, from its bytes (any case): compared only with the known
    /// names of the same length, without building a string (and without a table of arrays,
    /// whose elements were retained for every property read).
    private static func kind(of name: Bytes) -> Kind {
        func isWord(_ word: StaticString) -> Bool { equalsUppercased(name, word) }
        switch name.count {
        case 1: return isWord("N") ? .n : .other
        case 2: return isWord("FN") ? .fn : .other
        case 3: return isWord("TEL") ? .tel : isWord("END") ? .end : isWord("ORG") ? .org : .other
        case 5: return isWord("EMAIL") ? .email : isWord("BEGIN") ? .begin : isWord("SOUND") ? .sound : .other
        case 7: return isWord("VERSION") ? .version : .other
        case 8: return isWord("NICKNAME") ? .nickname : .other
        case 10: return isWord("X-ABSHOWAS") ? .showAs : .other
        case 11: return isWord("SORT-STRING") ? .sortString : .other
        case 14: return isWord("X-PHONETIC-ORG") ? .phoneticOrg : .other
        case 16: return isWord("X-ANDROID-CUSTOM") ? .androidCustom : .other
        case 20: return isWord("X-PHONETIC-LAST-NAME") ? .phoneticLast : .other
        case 21: return isWord("X-PHONETIC-FIRST-NAME") ? .phoneticFirst : .other
        case 22: return isWord("X-PHONETIC-MIDDLE-NAME") ? .phoneticMiddle : .other
        default: return .other
        }
    }

    /// Without surrounding spaces and tabs.
    static func trimmed(_ bytes: Bytes) -> Bytes {
        var slice = bytes
        while let first = slice.first, first == 0x20 || first == 0x09 { slice = slice.dropFirst() }
        while let last = slice.last, last == 0x20 || last == 0x09 { slice = slice.dropLast() }
        return slice
    }

    /// Letters, digits, `-`, `_` and the group's `.`.
    private static func isNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "."):
            return true
        default:
            return false
        }
    }
}
