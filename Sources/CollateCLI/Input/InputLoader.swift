import Collation
import CollationContacts
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Loads the names and contacts that the input flags name.
enum InputLoader {
    /// The names from every input in order, and every problem found in them. With `--strict`,
    /// the first problem stops the run. Without `otherFields`, contacts are read without the
    /// fields that no contact member holds (``OutputFormat/writesOtherFields``).
    static func load(_ flags: InputFlags, otherFields: Bool = true) throws -> (names: NameList, problems: [FileProblem]) {
        if flags.sample || (flags.files.isEmpty && standardInputIsAbsent()) {
            return (NameList(names: Sample.names), [])
        }
        var names = NameList(order: flags.sortBy)
        // `validate()` has checked the name.
        let encoding = flags.encoding.flatMap(TextEncoding.init(named:))
        var problems: [FileProblem] = []
        var total = 0, addressBooks = 0
        for path in flags.files.isEmpty ? ["-"] : flags.files {
            let name = path == "-" ? "<stdin>" : path
            let bytes = try readAll(path)
            // The names are held as one block with 32-bit offsets (NameStore).
            total += bytes.count
            guard total <= NameStore.capacity else {
                throw FileProblem(file: name, message: "too large: collate reads at most 4 GiB of input in one run")
            }
            let result: (names: NameList, problems: [FileProblem])
            let format = format(of: bytes, path: path, flags: flags)
            if format == .vcard || format == .csv {
                // A contact's parts as bytes (NameList) take up to 1.5 times the bytes of the
                // fields they come from (a one-letter CSV field and its comma: three bytes), and
                // they too are held with 32-bit offsets. JSON spells every field's name.
                addressBooks += bytes.count
                guard addressBooks <= NameStore.capacity / 2 else {
                    throw FileProblem(file: name, message: "too large: collate reads at most 2 GiB of vCard and CSV address books in one run")
                }
            }
            switch format {
            case .json, .auto:    // `format(of:path:flags:)` never answers `auto`
                result = JSONInput.read(bytes, file: name, encoding: encoding, order: flags.sortBy)
            case .text: result = TextInput.read(consume bytes, file: name, encoding: encoding)    // read in place
            case .vcard:
                let read = VCardReader(defaultEncoding: encoding ?? .utf8, keepsOtherFields: otherFields).read(consume bytes, file: name)    // its memory given back as it is read
                result = (NameList(contacts: read.contacts, order: flags.sortBy), read.problems)
            case .csv:
                let read = ContactCSVReader(encoding: encoding, nameColumn: flags.nameColumn, keepsOtherFields: otherFields).read(bytes, file: name)
                result = (NameList(contacts: read.contacts, order: flags.sortBy), read.problems)
            }
            if flags.strict, let first = result.problems.first { throw StrictStop(problem: first) }
            names.append(contentsOf: result.names)
            problems += result.problems
        }
        return (names, problems)
    }

    /// The format of one input: the flag's, else by the file's extension, else by its content:
    /// `BEGIN:VCARD` is a vCard, `[` JSON, a header row of contact columns CSV, anything else
    /// text.
    static func format(of bytes: [UInt8], path: String, flags: InputFlags) -> InputFormat {
        format(of: bytes, path: path, asked: flags.inputFormat, nameColumn: flags.nameColumn)
    }

    /// The format of a file: `asked`, or when that is `auto`, by extension, then by content.
    static func format(of bytes: [UInt8], path: String, asked: InputFormat, nameColumn: String? = nil) -> InputFormat {
        guard asked == .auto else { return asked }
        let lowered = path.lowercased()
        if lowered.hasSuffix(".vcf") || lowered.hasSuffix(".vcard") { return .vcard }
        if lowered.hasSuffix(".csv") { return .csv }
        if lowered.hasSuffix(".json") { return .json }
        if lowered.hasSuffix(".txt") { return .text }
        // Sniff the start, as UTF-8 (UTF-16 with a byte-order mark is transcoded first).
        let head = (try? TextEncoding.removingByteOrderMark(Array(bytes.prefix(4096)))) ?? Array(bytes.prefix(4096))
        let text = String(decoding: head, as: UTF8.self)
        let start = text.drop { $0.isWhitespace }
        if start.prefix(11).uppercased() == "BEGIN:VCARD" { return .vcard }
        if start.first == "[" { return .json }
        let firstLine = String(start.prefix { $0 != "\n" && $0 != "\r" })
        if ContactCSVReader(nameColumn: nameColumn).isContactHeader(firstLine) { return .csv }
        return .text
    }

    /// The bytes of a file, or of standard input for "-": read straight into one array (through
    /// `Data` they were copied once more, which a large list's peak memory felt).
    static func readAll(_ path: String) throws -> [UInt8] {
        if path == "-" { return try readAll(descriptor: STDIN_FILENO, name: path, sizeHint: 0) }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw FileProblem(file: path, message: "no such file")
        }
        guard !isDirectory.boolValue else { throw FileProblem(file: path, message: "is a directory") }
        let descriptor = open(path, O_RDONLY)
        guard descriptor >= 0 else { throw FileProblem(file: path, message: "cannot read the file (permission denied?)") }
        defer { close(descriptor) }
        var status = stat()
        let size = fstat(descriptor, &status) == 0 ? Int(status.st_size) : 0
        return try readAll(descriptor: descriptor, name: path, sizeHint: size)
    }

    /// The longest line an input may have. No name, card property or CSV record comes near it
    /// (a vCard 4.0 photo written as one unfolded `data:` line is a few megabytes); an input
    /// without line ends (`/dev/zero`, a binary file) is stopped here rather than read forever.
    static let maximumLineLength = 64 << 20

    /// Everything `descriptor` gives until its end, starting with room for `sizeHint` bytes;
    /// a problem when a line grows past `maximumLineLength` or the whole past what one run
    /// holds.
    private static func readAll(descriptor: Int32, name: String, sizeHint: Int) throws -> [UInt8] {
        var bytes = [UInt8](repeating: 0, count: max(sizeHint + 1, 1 << 16))
        var count = 0
        // Where the line being read began: after the last LF or CR seen.
        var lineStart = 0
        while true {
            if count == bytes.count { bytes += [UInt8](repeating: 0, count: bytes.count) }
            let read = bytes.withUnsafeMutableBytes { buffer in
                Foundation.read(descriptor, buffer.baseAddress.map { $0 + count }, buffer.count - count)
            }
            if read < 0 {
                if errno == EINTR { continue }
                throw FileProblem(file: name, message: "cannot read the file: \(String(cString: strerror(errno)))")
            }
            if read == 0 { break }
            if let end = bytes[count..<(count + read)].lastIndex(where: { $0 == 0x0A || $0 == 0x0D }) { lineStart = end + 1 }
            count += read
            if count - lineStart > maximumLineLength {
                throw FileProblem(file: name, message: "a line longer than \(maximumLineLength >> 20) MiB at byte \(lineStart): "
                    + "not a list of names or an address book; the file was not read")
            }
            if count > NameStore.capacity {
                throw FileProblem(file: name, message: "too large: collate reads at most 4 GiB of input in one run")
            }
        }
        bytes.removeSubrange(count...)
        return bytes
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

/// The first problem of the input under `--strict`: it stops the run, exit 65 (66 for a file
/// refused whole).
struct StrictStop: Error, CustomStringConvertible {
    let problem: FileProblem
    var description: String { "\(problem) (--strict: stopped here)" }
}
