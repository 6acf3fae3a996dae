// libFuzzer entry point for the tool's strict JSON parser (see Fuzz/run.sh). Every input must be
// parsed or refused without a trap; a refusal must name a line and column inside the input; what
// is accepted must come back the same when written out as JSON and parsed again (a broken promise
// traps, which libFuzzer records as a crash).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJSONParser(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let lines = bytes.reduce(1) { $0 + ($1 == 0x0A ? 1 : 0) }
    do {
        let (value, elementLines) = try JSONParser.parse(bytes)
        precondition(elementLines.allSatisfy { (1...lines).contains($0) }, "an element's line is outside the input")
        let reparsed = try JSONParser.parse(Array(written(value).utf8))
        precondition(reparsed.value == value, "written out and parsed again, the value changed")
    } catch {
        precondition((1...lines).contains(error.line) && error.column >= 1, "a refusal names a place outside the input: \(error)")
    }
    return 0
}

/// `value` as JSON text: strings with every character outside printable ASCII escaped.
func written(_ value: JSONValue) -> String {
    switch value {
    case .string(let text):
        var out = "\""
        for unit in text.utf16 {
            if unit >= 0x20, unit < 0x7F, unit != 0x22, unit != 0x5C {
                out.unicodeScalars.append(Unicode.Scalar(UInt8(unit)))
            } else {
                let hex = String(unit, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            }
        }
        return out + "\""
    case .number(let number): return "\(number)"
    case .integer(let integer): return "\(integer)"
    case .bool(let flag): return flag ? "true" : "false"
    case .null: return "null"
    case .array(let values): return "[" + values.map(written).joined(separator: ",") + "]"
    case .object(let members): return "{" + members.map { written(.string($0.key)) + ":" + written($0.value) }.joined(separator: ",") + "}"
    }
}
