/// One property of a card, as written: `[group.]NAME[;param…]:value`, its lines joined.
struct VCardProperty {
    /// How the value's bytes are encoded.
    enum Encoding {
        case plain, quotedPrintable, base64
    }

    /// The group (`item1` of `item1.EMAIL`), if any.
    var group: String?
    /// The property name, uppercased (`EMAIL`).
    var name: String
    /// The parameters in order, names uppercased; a bare 2.1 parameter (`HOME`) is a `TYPE`.
    var parameters: [(name: String, value: String)]
    /// The value's bytes: still quoted-printable or base64 where the property says so.
    var value: ArraySlice<UInt8>
    /// The line the property starts on.
    var line: Int

    /// The name with its group, as the source wrote it, for output.
    var sourceName: String { group.map { "\($0).\(name)" } ?? name }

    /// Every `TYPE` value, uppercased, comma lists split.
    var types: [String] {
        parameters.filter { $0.name == "TYPE" }.flatMap { $0.value.uppercased().split(separator: ",").map(String.init) }
    }

    /// The value of the first parameter called `name` (uppercase).
    func parameter(_ name: String) -> String? {
        parameters.first { $0.name == name }?.value
    }

    /// The value's transfer encoding: `ENCODING=QUOTED-PRINTABLE|BASE64|B`, or 2.1's bare
    /// `QUOTED-PRINTABLE` and `BASE64`.
    var encoding: Encoding = .plain

    /// Parses the start of a property line: the name, the parameters and where the value
    /// starts. `nil` when the line is not a property (no `:`, or a name with characters no
    /// property name has). Works on bytes: a reader meets a few million of these.
    static func parseHeader(_ bytes: ArraySlice<UInt8>, line: Int) -> VCardProperty? {
        var colon: Int?
        var quoted = false
        var pieceEnds: [Int] = []
        for index in bytes.indices {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\""), !pieceEnds.isEmpty { quoted.toggle() }
            else if !quoted, byte == UInt8(ascii: ";") { pieceEnds.append(index) }
            else if !quoted, byte == UInt8(ascii: ":") { colon = index; break }
        }
        guard let colon else { return nil }
        pieceEnds.append(colon)
        let fullName = bytes[bytes.startIndex..<pieceEnds[0]]
        guard !fullName.isEmpty, fullName.allSatisfy(isNameByte) else { return nil }
        var group: String?
        var nameBytes = fullName
        if let dot = fullName.lastIndex(of: UInt8(ascii: ".")) {
            group = fullName[..<dot].utf8String
            nameBytes = fullName[(dot + 1)...]
        }
        guard !nameBytes.isEmpty else { return nil }
        var property = VCardProperty(group: group, name: nameBytes.asciiUppercased, parameters: [], value: bytes[(colon + 1)...], line: line)
        var start = pieceEnds[0] + 1
        for end in pieceEnds.dropFirst() {
            defer { start = end + 1 }
            let piece = trimmed(bytes[start..<end])
            guard !piece.isEmpty else { continue }
            let parameter: (name: String, value: String)
            if let equals = piece.firstIndex(of: UInt8(ascii: "=")) {
                var value = trimmed(piece[(equals + 1)...])
                if value.count >= 2, value.first == UInt8(ascii: "\""), value.last == UInt8(ascii: "\"") { value = value.dropFirst().dropLast() }
                parameter = (trimmed(piece[..<equals]).asciiUppercased, value.utf8String)
            } else {
                parameter = ("TYPE", piece.utf8String)
            }
            property.parameters.append(parameter)
            let marker = parameter.name == "ENCODING" || parameter.name == "TYPE" ? parameter.value.uppercased() : ""
            if marker == "QUOTED-PRINTABLE" { property.encoding = .quotedPrintable }
            else if marker == "BASE64" || (marker == "B" && parameter.name == "ENCODING") { property.encoding = .base64 }
        }
        return property
    }

    /// Without surrounding spaces and tabs.
    private static func trimmed(_ bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
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
