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

    /// The property name, uppercased (`EMAIL`).
    var name: String
    /// What the name is, among the properties a contact is made of.
    var kind: Kind
    /// The group's bytes (`item1` of `item1.EMAIL`), empty when there is none.
    var groupBytes: Bytes
    /// The bytes between the name and the `:`, each parameter after a `;`.
    var parameterBytes: Bytes
    /// The value's bytes: still quoted-printable or base64 where the property says so.
    var value: Bytes
    /// The line the property starts on.
    var line: Int
    /// The value's transfer encoding: `ENCODING=QUOTED-PRINTABLE|BASE64|B`, or 2.1's bare
    /// `QUOTED-PRINTABLE` and `BASE64`.
    var encoding: Encoding = .plain

    /// The group (`item1` of `item1.EMAIL`), if any.
    var group: String? { groupBytes.isEmpty ? nil : groupBytes.utf8String }

    /// The name with its group, as the source wrote it, for output.
    var sourceName: String { group.map { "\($0).\(name)" } ?? name }

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

    private static let quotedPrintableWord = Array("QUOTED-PRINTABLE".utf8), base64Word = Array("BASE64".utf8)
    private static let encodingWord = Array("ENCODING".utf8), typeWord = Array("TYPE".utf8), bWord = Array("B".utf8)

    /// Parses the start of a property line: the name, the parameters and where the value
    /// starts. `nil` when the line is not a property (no `:`, or a name with characters no
    /// property name has). Works on bytes: a reader meets a few million of these.
    static func parseHeader(_ bytes: Bytes, line: Int) -> VCardProperty? {
        var colon: Int?
        var firstSemicolon: Int?
        var quoted = false
        var index = bytes.startIndex
        while index < bytes.endIndex {
            defer { index += 1 }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\""), firstSemicolon != nil { quoted.toggle() }
            else if !quoted, byte == UInt8(ascii: ";") { if firstSemicolon == nil { firstSemicolon = index } }
            else if !quoted, byte == UInt8(ascii: ":") { colon = index; break }
        }
        guard let colon else { return nil }
        let nameEnd = firstSemicolon ?? colon
        let fullName = bytes[bytes.startIndex..<nameEnd]
        guard !fullName.isEmpty, fullName.allSatisfy(isNameByte) else { return nil }
        var groupBytes = fullName[fullName.startIndex..<fullName.startIndex]
        var nameBytes = fullName
        if let dot = fullName.lastIndex(of: UInt8(ascii: ".")) {
            groupBytes = fullName[..<dot]
            nameBytes = fullName[(dot + 1)...]
        }
        guard !nameBytes.isEmpty else { return nil }
        var property = VCardProperty(name: nameBytes.asciiUppercased, kind: kind(of: nameBytes), groupBytes: groupBytes,
                                     parameterBytes: bytes[nameEnd..<colon], value: bytes[(colon + 1)...], line: line)
        if firstSemicolon != nil {
            forEachParameter(in: property.parameterBytes) { name, value in
                let isEncoding = name.map { equalsUppercased($0, encodingWord) } ?? false
                let isType = name.map { equalsUppercased($0, typeWord) } ?? true
                guard isEncoding || isType else { return true }
                if equalsUppercased(value, quotedPrintableWord) { property.encoding = .quotedPrintable }
                else if equalsUppercased(value, base64Word) || (isEncoding && equalsUppercased(value, bWord)) { property.encoding = .base64 }
                return true
            }
        }
        return property
    }

    /// The kind of a property name, from its bytes (any case): compared only with the known
    /// names of the same length, without building a string.
    private static func kind(of name: Bytes) -> Kind {
        guard name.count < knownByLength.count else { return .other }
        for (word, kind) in knownByLength[name.count] where equalsUppercased(name, word) { return kind }
        return .other
    }

    /// The names of the known kinds, by their length.
    private static let knownByLength: [[([UInt8], Kind)]] = {
        let known: [(String, Kind)] = [
            ("BEGIN", .begin), ("END", .end), ("VERSION", .version), ("N", .n), ("FN", .fn), ("ORG", .org), ("NICKNAME", .nickname),
            ("X-PHONETIC-FIRST-NAME", .phoneticFirst), ("X-PHONETIC-MIDDLE-NAME", .phoneticMiddle), ("X-PHONETIC-LAST-NAME", .phoneticLast),
            ("X-PHONETIC-ORG", .phoneticOrg), ("SOUND", .sound), ("SORT-STRING", .sortString), ("X-ANDROID-CUSTOM", .androidCustom),
            ("X-ABSHOWAS", .showAs), ("TEL", .tel), ("EMAIL", .email),
        ]
        var table = [[([UInt8], Kind)]](repeating: [], count: (known.map(\.0.utf8.count).max() ?? 0) + 1)
        for (word, kind) in known { table[word.utf8.count].append((Array(word.utf8), kind)) }
        return table
    }()

    /// Without surrounding spaces and tabs.
    private static func trimmed(_ bytes: Bytes) -> Bytes {
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
