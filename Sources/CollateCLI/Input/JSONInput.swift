import Collation
import CollationContacts

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
        let lines: [Int]
        do {
            (value, lines) = try JSONParser.parse(bytes)
        } catch {
            return (NameList(), [FileProblem(file: file, line: error.line, message: "not JSON (RFC 8259) at column \(error.column): \(error.message); the file was not read", refusesFile: true)])
        }
        guard case .array(let elements) = value else {
            return (NameList(), [FileProblem(file: file, line: 1, message: "expected an array of names or of objects with a \"name\" field; the file was not read", refusesFile: true)])
        }
        var names = NameList(order: order)
        var problems: [FileProblem] = []
        for (position, element) in elements.enumerated() {
            let line = position < lines.count ? lines[position] : nil
            if let control = firstControl(in: element) {
                problems.append(FileProblem(file: file, line: line, message: ControlCharacters.problem(control, in: "element \(position + 1)'s name")))
            }
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

    /// The first control character of what an element contributes to names: the string
    /// itself, or an object's `name` and contact members (``ContactJSON/keys``).
    private static func firstControl(in element: JSONValue) -> Unicode.Scalar? {
        switch element {
        case .string(let name):
            return ControlCharacters.first(in: name)
        case .object(let members):
            for member in members where member.key == "name" || ContactJSON.keys.contains(member.key) {
                if let control = firstControl(inMember: member.value) { return control }
            }
            return nil
        default:
            return nil
        }
    }

    private static func firstControl(inMember value: JSONValue) -> Unicode.Scalar? {
        switch value {
        case .string(let text): ControlCharacters.first(in: text)
        case .array(let values): values.lazy.compactMap(firstControl(inMember:)).first
        default: nil
        }
    }
}
