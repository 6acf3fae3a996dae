import Collation
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Loads the names that the input flags name.
enum InputLoader {
    /// The names from every input in order, and every problem found in them.
    static func load(_ flags: InputFlags) throws -> (names: NameList, problems: [FileProblem]) {
        if flags.sample || (flags.files.isEmpty && standardInputIsAbsent()) {
            return (NameList(names: Sample.names), [])
        }
        var names = NameList()
        var problems: [FileProblem] = []
        for path in flags.files.isEmpty ? ["-"] : flags.files {
            let name = path == "-" ? "<stdin>" : path
            let bytes = try readAll(path)
            let isJSON: Bool
            switch flags.inputFormat {
            case .json: isJSON = true
            case .text: isJSON = false
            case .auto:
                isJSON = path.lowercased().hasSuffix(".json")
                    || bytes.first(where: { $0 != 0x20 && $0 != 0x0A && $0 != 0x0D && $0 != 0x09 }) == UInt8(ascii: "[")
            }
            let result = isJSON ? JSONInput.read(bytes, file: name) : TextInput.read(bytes, file: name)
            names.append(contentsOf: result.names)
            problems += result.problems
        }
        return (names, problems)
    }

    /// The bytes of a file, or of standard input for "-".
    static func readAll(_ path: String) throws -> [UInt8] {
        if path == "-" {
            return [UInt8](FileHandle.standardInput.readDataToEndOfFile())
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw FileProblem(file: path, message: "no such file")
        }
        guard !isDirectory.boolValue else { throw FileProblem(file: path, message: "is a directory") }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw FileProblem(file: path, message: "cannot read the file (permission denied?)")
        }
        return [UInt8](data)
    }

    /// The UTF-8 text of a file the user named (a locale file, readings, rules), or a problem
    /// that names it.
    static func readText(_ path: String) throws -> String {
        let bytes = try readAll(path)
        guard let text = String(validating: bytes, as: UTF8.self) else { throw FileProblem(file: path, message: "not valid UTF-8") }
        return text
    }

    /// Whether standard input offers nothing to read: a terminal, /dev/null, or closed.
    /// A pipe or a redirected file is read, even when it is empty.
    static func standardInputIsAbsent() -> Bool {
        if isatty(STDIN_FILENO) != 0 { return true }
        var status = stat()
        guard fstat(STDIN_FILENO, &status) == 0 else { return true }
        let type = status.st_mode & S_IFMT
        return type != S_IFREG && type != S_IFIFO && type != S_IFSOCK
    }
}
