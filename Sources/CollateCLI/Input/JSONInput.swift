import Collation
import CollationContacts
import Foundation

/// Reads names from JSON: an array of strings, or an array of objects with a string `name`
/// field or contact fields (`givenName`, `familyName`, `phoneticFamilyName`, `organization`…;
/// see ``ContactJSON``). Other fields are kept and written back in JSON output.
public enum JSONInput {
    /// The names in `bytes`, and the problems found. A syntax error stops the file; a bad
    /// element is reported with its line and the others are kept. Contacts are keyed by the
    /// name part that `order` puts first (``NameList/order``).
    public static func read(_ bytes: [UInt8], file: String, encoding: TextEncoding? = nil, order: NameOrder = .family) -> (names: NameList, problems: [FileProblem]) {
        var bytes = bytes
        if let encoding, encoding != .utf8 {
            do {
                bytes = try TextEncoding.decodeFile(bytes, as: encoding, file: file)
            } catch {
                return (NameList(), [error])
            }
        }
        let value: JSONValue
        do {
            value = try JSONDecoder().decode(JSONValue.self, from: Data(bytes))
        } catch {
            return (NameList(), [FileProblem(file: file, line: nil, message: "invalid JSON: \(describe(error)); the file was not read", refusesFile: true)])
        }
        guard case .array(let elements) = value else {
            return (NameList(), [FileProblem(file: file, line: 1, message: "expected an array of names or of objects with a \"name\" field; the file was not read", refusesFile: true)])
        }
        let lines = elementLines(bytes)
        var names = NameList(order: order)
        var problems: [FileProblem] = []
        for (position, element) in elements.enumerated() {
            let line = position < lines.count ? lines[position] : nil
            switch element {
            case .string(let name):
                names.append(name)
            case .object(let members):
                if let contact = ContactJSON.contact(from: members) {
                    names.append(contact, fields: members.filter { $0.key != "name" && !ContactJSON.keys.contains($0.key) })
                    continue
                }
                guard let nameMember = members.first(where: { $0.key == "name" }), case .string(let name) = nameMember.value else {
                    problems.append(FileProblem(file: file, line: line,
                        message: "element \(position + 1) has neither a string \"name\" field nor contact fields; it was not collated"))
                    continue
                }
                names.append(name, fields: members.filter { $0.key != "name" })
            default:
                problems.append(FileProblem(file: file, line: line,
                    message: "element \(position + 1) is neither a string nor an object with a \"name\" field; it was not collated"))
            }
        }
        return (names, problems)
    }

    /// The line on which each element of a top-level array starts.
    static func elementLines(_ bytes: [UInt8]) -> [Int] {
        var lines: [Int] = []
        var line = 1, depth = 0
        var inString = false, escaped = false, expectingValue = false
        for byte in bytes {
            if byte == 0x0A { line += 1 }
            if inString {
                if escaped { escaped = false } else if byte == 0x5C { escaped = true } else if byte == 0x22 { inString = false }
                continue
            }
            switch byte {
            case 0x20, 0x09, 0x0A, 0x0D:
                continue
            case 0x5B, 0x7B: // [ {
                if depth == 1, expectingValue { lines.append(line); expectingValue = false }
                depth += 1
                if depth == 1 { expectingValue = true }
            case 0x5D, 0x7D: // ] }
                depth -= 1
            case 0x2C: // ,
                if depth == 1 { expectingValue = true }
            default:
                if depth == 1, expectingValue { lines.append(line); expectingValue = false }
                if byte == 0x22 { inString = true }
            }
        }
        return lines
    }

    /// The most useful text of a decoding error (Foundation's message names the line and column).
    static func describe(_ error: any Error) -> String {
        if case DecodingError.dataCorrupted(let context) = error {
            if let underlying = context.underlyingError as NSError?,
               let detail = underlying.userInfo[NSDebugDescriptionErrorKey] as? String {
                return detail
            }
            return context.debugDescription
        }
        return "\(error)"
    }
}
