import CollationContacts

/// A strict RFC 8259 JSON parser that says where the input is wrong: line and column.
///
/// Foundation's decoder on Linux names no place ("The given data was not valid JSON") and
/// takes input that is not JSON (a trailing comma in an array). A file of contacts that a
/// tool wrote wrong should be refused where it is wrong, and one that is fine read exactly:
/// so the tool reads JSON with this parser. It also notes the line each element of a top-level
/// array starts on, so that a problem with one element names its line.
struct JSONParser {
    /// Where and why the input is not JSON.
    struct SyntaxError: Error, CustomStringConvertible {
        let line: Int
        let column: Int
        let message: String
        var description: String { "line \(line), column \(column): \(message)" }
    }

    /// Arrays and objects nested deeper than this are refused rather than parsed by recursion
    /// that a hostile file could drive off the stack.
    static let maximumDepth = 512

    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0
    private var line = 1
    /// Where the current line starts, for columns.
    private var lineStart = 0
    private var depth = 0
    /// The line each element of the top-level array starts on.
    private(set) var elementLines: [Int] = []

    private init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// The value of `bytes` (UTF-8, a byte-order mark allowed), with the lines of its
    /// top-level array's elements; or where it is not JSON.
    static func parse(_ bytes: [UInt8]) throws(SyntaxError) -> (value: JSONValue, elementLines: [Int]) {
        try bytes.withUnsafeBufferPointer { buffer throws(SyntaxError) in
            var parser = JSONParser(buffer)
            if buffer.starts(with: [0xEF, 0xBB, 0xBF]) {
                parser.index = 3
                parser.lineStart = 3
            }
            parser.skipWhitespace()
            let value = try parser.value()
            parser.skipWhitespace()
            guard parser.index == buffer.count else { throw parser.error("more after the end of the JSON value") }
            return (value, parser.elementLines)
        }
    }

    // MARK: Values

    private mutating func value() throws(SyntaxError) -> JSONValue {
        guard index < bytes.count else { throw error("the input ends where a value was expected") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try object()
        case UInt8(ascii: "["): return try array()
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): try literal("true"); return .bool(true)
        case UInt8(ascii: "f"): try literal("false"); return .bool(false)
        case UInt8(ascii: "n"): try literal("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
        default: throw error("\(shown(bytes[index])) where a value was expected")
        }
    }

    private mutating func array() throws(SyntaxError) -> JSONValue {
        try enter()
        index += 1
        var values: [JSONValue] = []
        skipWhitespace()
        if take(UInt8(ascii: "]")) {
            depth -= 1
            return .array(values)
        }
        while true {
            skipWhitespace()
            if depth == 1 { elementLines.append(line) }
            if index < bytes.count, bytes[index] == UInt8(ascii: "]") { throw error("a comma before the end of the array (a trailing comma is not JSON)") }
            values.append(try value())
            skipWhitespace()
            if take(UInt8(ascii: ",")) { continue }
            if take(UInt8(ascii: "]")) { break }
            throw error(index < bytes.count ? "\(shown(bytes[index])) where a comma or the array's end was expected" : "the input ends inside an array")
        }
        depth -= 1
        return .array(values)
    }

    private mutating func object() throws(SyntaxError) -> JSONValue {
        try enter()
        index += 1
        var members: [JSONValue.ObjectMember] = []
        skipWhitespace()
        if take(UInt8(ascii: "}")) {
            depth -= 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard index < bytes.count else { throw error("the input ends inside an object") }
            if bytes[index] == UInt8(ascii: "}") { throw error("a comma before the end of the object (a trailing comma is not JSON)") }
            guard bytes[index] == UInt8(ascii: "\"") else { throw error("\(shown(bytes[index])) where a member's name (a string) was expected") }
            let key = try string()
            skipWhitespace()
            guard take(UInt8(ascii: ":")) else { throw error("a colon was expected after the member's name") }
            skipWhitespace()
            members.append(JSONValue.ObjectMember(key: key, value: try value()))
            skipWhitespace()
            if take(UInt8(ascii: ",")) { continue }
            if take(UInt8(ascii: "}")) { break }
            throw error(index < bytes.count ? "\(shown(bytes[index])) where a comma or the object's end was expected" : "the input ends inside an object")
        }
        depth -= 1
        // As Foundation's decoder gave them: sorted by name, the last of equal names kept.
        var byKey: [String: Int] = [:]
        var unique: [JSONValue.ObjectMember] = []
        for member in members {
            if let earlier = byKey[member.key] { unique[earlier] = member } else {
                byKey[member.key] = unique.count
                unique.append(member)
            }
        }
        return .object(unique.sorted { $0.key < $1.key })
    }

    private mutating func string() throws(SyntaxError) -> String {
        let quote = index
        index += 1
        var start = index
        var result = ""
        while true {
            guard index < bytes.count else {
                index = quote
                throw error("a string that begins here is never closed")
            }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                result += String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
                index += 1
                return result
            }
            if byte < 0x20 { throw error("\(shown(byte)) inside a string (JSON writes it as an escape, such as \\n or \\u0000)") }
            if byte >= 0x80 {
                guard let length = TextEncoding.utf8SequenceLength(bytes, at: index) else {
                    throw error("not valid UTF-8 (byte 0x\(String(byte, radix: 16, uppercase: true))); JSON is UTF-8 (or give the file's encoding with --encoding)")
                }
                index += length
                continue
            }
            guard byte == UInt8(ascii: "\\") else {
                index += 1
                continue
            }
            result += String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
            index += 1
            guard index < bytes.count else { throw error("the input ends inside an escape") }
            let escaped = bytes[index]
            index += 1
            switch escaped {
            case UInt8(ascii: "\""): result += "\""
            case UInt8(ascii: "\\"): result += "\\"
            case UInt8(ascii: "/"): result += "/"
            case UInt8(ascii: "b"): result += "\u{08}"
            case UInt8(ascii: "f"): result += "\u{0C}"
            case UInt8(ascii: "n"): result += "\n"
            case UInt8(ascii: "r"): result += "\r"
            case UInt8(ascii: "t"): result += "\t"
            case UInt8(ascii: "u"):
                var code = try hex4()
                if (0xD800...0xDBFF).contains(code) {
                    guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                        throw error("a high surrogate (\\u\(String(code, radix: 16))) without the low one after it")
                    }
                    index += 2
                    let low = try hex4()
                    guard (0xDC00...0xDFFF).contains(low) else { throw error("a high surrogate followed by \\u\(String(low, radix: 16)), not a low one") }
                    code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                } else if (0xDC00...0xDFFF).contains(code) {
                    throw error("a low surrogate (\\u\(String(code, radix: 16))) without a high one before it")
                }
                guard let scalar = Unicode.Scalar(code) else { throw error("\\u\(String(code, radix: 16)) is not a character") }
                result.unicodeScalars.append(scalar)
            default:
                index -= 2
                throw error("\\\(shown(escaped)) is not a JSON escape")
            }
            start = index
        }
    }

    private mutating func hex4() throws(SyntaxError) -> UInt32 {
        var code: UInt32 = 0
        for _ in 0..<4 {
            guard index < bytes.count, let digit = Self.hexValue(bytes[index]) else { throw error("\\u needs four hex digits") }
            code = code << 4 | digit
            index += 1
        }
        return code
    }

    private static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`: an integer when it has no
    /// fraction or exponent and fits in 64 bits, else a double.
    private mutating func number() throws(SyntaxError) -> JSONValue {
        let start = index
        _ = take(UInt8(ascii: "-"))
        guard index < bytes.count, isDigit(bytes[index]) else { throw error("a minus sign without digits after it") }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
            if index < bytes.count, isDigit(bytes[index]) { throw error("a number with a leading zero") }
        } else {
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        var integral = true
        if take(UInt8(ascii: ".")) {
            integral = false
            guard index < bytes.count, isDigit(bytes[index]) else { throw error("a decimal point without digits after it") }
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
            integral = false
            index += 1
            if !take(UInt8(ascii: "+")) { _ = take(UInt8(ascii: "-")) }
            guard index < bytes.count, isDigit(bytes[index]) else { throw error("an exponent without digits") }
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        if integral, let integer = Int64(text) { return .integer(integer) }
        guard let double = Double(text), double.isFinite else { throw error("\(text) is too large for a number") }
        return .number(double)
    }

    private mutating func literal(_ word: StaticString) throws(SyntaxError) {
        let count = word.utf8CodeUnitCount
        let matches = index + count <= bytes.count && word.withUTF8Buffer { expected in
            (0..<count).allSatisfy { bytes[index + $0] == expected[$0] }
        }
        guard matches else { throw error("\(shown(bytes[index])) where a value was expected") }
        index += count
    }

    // MARK: Helpers

    private mutating func enter() throws(SyntaxError) {
        depth += 1
        guard depth <= Self.maximumDepth else { throw error("arrays and objects nested more than \(Self.maximumDepth) deep") }
    }

    private func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    private mutating func take(_ byte: UInt8) -> Bool {
        guard index < bytes.count, bytes[index] == byte else { return false }
        index += 1
        return true
    }

    /// Skips JSON's white space (space, tab, LF, CR), counting lines.
    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x0A:
                line += 1
                lineStart = index + 1
            case 0x20, 0x09, 0x0D:
                break
            default:
                return
            }
            index += 1
        }
    }

    /// A byte as a message shows it: the character, or its code for a control byte.
    private func shown(_ byte: UInt8) -> String {
        switch byte {
        case 0x20..<0x7F: "'\(Character(Unicode.Scalar(byte)))'"
        case 0x0A: "a line feed"
        case 0x0D: "a carriage return"
        case 0x09: "a tab"
        default: "byte 0x\(String(byte, radix: 16, uppercase: true))"
        }
    }

    /// A syntax error at the current place. Strings may hold line feeds only as escapes, so
    /// the line counted between values is the line here; the column counts characters.
    private func error(_ message: String) -> SyntaxError {
        var column = 1
        var offset = lineStart
        while offset < min(index, bytes.count) {
            if bytes[offset] & 0xC0 != 0x80 { column += 1 }
            offset += 1
        }
        return SyntaxError(line: line, column: column, message: message)
    }
}
