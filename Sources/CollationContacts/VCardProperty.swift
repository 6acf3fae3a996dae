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

    /// The value's transfer encoding.
    var encoding: Encoding {
        if let value = parameter("ENCODING")?.uppercased() {
            if value == "QUOTED-PRINTABLE" { return .quotedPrintable }
            if value == "BASE64" || value == "B" { return .base64 }
        }
        let types = types
        if types.contains("QUOTED-PRINTABLE") { return .quotedPrintable }
        if types.contains("BASE64") { return .base64 }
        return .plain
    }

    /// Parses the start of a property line: the name, the parameters and where the value
    /// starts. `nil` when the line is not a property (no `:`, or a name with characters no
    /// property name has).
    static func parseHeader(_ bytes: ArraySlice<UInt8>, line: Int) -> VCardProperty? {
        var colon: Int?
        var quoted = false
        for index in bytes.indices {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") { quoted.toggle() }
            else if byte == UInt8(ascii: ":"), !quoted { colon = index; break }
        }
        guard let colon else { return nil }
        var pieces: [ArraySlice<UInt8>] = []
        var start = bytes.startIndex
        quoted = false
        for index in bytes.startIndex..<colon {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") { quoted.toggle() }
            else if byte == UInt8(ascii: ";"), !quoted {
                pieces.append(bytes[start..<index])
                start = index + 1
            }
        }
        pieces.append(bytes[start..<colon])
        let fullName = pieces[0]
        guard !fullName.isEmpty, fullName.allSatisfy(isNameByte) else { return nil }
        let text = String(decoding: fullName, as: UTF8.self)
        var group: String?
        var name = text
        if let dot = text.lastIndex(of: ".") {
            group = String(text[..<dot])
            name = String(text[text.index(after: dot)...])
        }
        guard !name.isEmpty else { return nil }
        var parameters: [(name: String, value: String)] = []
        for piece in pieces.dropFirst() where !piece.isEmpty {
            let text = String(decoding: piece, as: UTF8.self)
            if let equals = text.firstIndex(of: "=") {
                var value = String(text[text.index(after: equals)...])
                if value.count >= 2, value.first == "\"", value.last == "\"" { value = String(value.dropFirst().dropLast()) }
                parameters.append((text[..<equals].trimmingWhitespace().uppercased(), value))
            } else {
                parameters.append(("TYPE", String(text.trimmingWhitespace())))
            }
        }
        return VCardProperty(group: group, name: name.uppercased(), parameters: parameters, value: bytes[(colon + 1)...], line: line)
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
