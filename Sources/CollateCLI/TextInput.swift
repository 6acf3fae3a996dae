import Collation
import CollationContacts
import Dispatch

/// Reads names from plain text: one name per line.
///
/// Accepts UTF-8 with or without a byte-order mark, UTF-16 with a byte-order mark, any other
/// encoding that `encoding` names, and CRLF or LF line ends. Blank lines are not names and are
/// skipped. NUL bytes are removed and reported. A file that is not valid UTF-8 (and names no
/// other encoding) is refused with the line of its first bad byte: a guess would show wrong
/// characters.
public enum TextInput {
    /// The names in `bytes`, and the problems found.
    public static func read(_ bytes: [UInt8], file: String, encoding: TextEncoding? = nil) -> (names: NameList, problems: [FileProblem]) {
        var bytes = bytes
        let utf16 = bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF])
        if utf16 || (encoding.map { $0 != .utf8 } ?? false) {
            do {
                bytes = try TextEncoding.decodeFile(bytes, as: encoding, file: file)
            } catch {
                return (NameList(), [error])
            }
        }
        let (list, problems) = readUTF8(bytes, file: file)
        if let bad = problems.first(where: { $0.message == invalidMarker }) {
            let offset = lineStart(bad.line ?? 1, in: bytes)
            let end = bytes[offset...].firstIndex(of: 0x0A) ?? bytes.count
            let within = bytes[offset..<end].withUnsafeBufferPointer { TextEncoding.firstInvalidUTF8($0) } ?? 0
            let refusal = FileProblem(file: file, line: bad.line, message: TextEncoding.invalidUTF8Message(byte: bytes[offset + within]))
            return (NameList(), [refusal])
        }
        return (list, problems)
    }

    /// The message a line with invalid UTF-8 is first reported with, before the file is refused.
    private static let invalidMarker = "invalid UTF-8"

    /// The offset at which line `line` (1-based) starts.
    private static func lineStart(_ line: Int, in bytes: [UInt8]) -> Int {
        var seen = 1
        var index = 0
        while seen < line, let newline = bytes[index...].firstIndex(of: 0x0A) {
            index = newline + 1
            seen += 1
        }
        return index
    }

    /// The names in UTF-8 `bytes`; a line with invalid UTF-8 is reported with `invalidMarker`.
    private static func readUTF8(_ bytes: [UInt8], file: String) -> (names: NameList, problems: [FileProblem]) {
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        return bytes.withUnsafeBufferPointer { buffer in
            // Large inputs are parsed in two halves at once, split at a line end.
            guard buffer.count - start > 1 << 20 else {
                let (names, problems) = parse(buffer, from: start, to: buffer.count, firstLine: 1, file: file)
                return (NameList(names: names), problems)
            }
            var middle = start + (buffer.count - start) / 2
            while middle < buffer.count, buffer[middle - 1] != 0x0A { middle += 1 }
            var linesBefore = 0
            for index in start..<middle where buffer[index] == 0x0A { linesBefore += 1 }
            let bounds = [(start, middle, 1), (middle, buffer.count, linesBefore + 1)]
            nonisolated(unsafe) var halves = [(names: [String], problems: [FileProblem])](repeating: ([], []), count: 2)
            nonisolated(unsafe) let shared = buffer
            halves.withUnsafeMutableBufferPointer { results in
                nonisolated(unsafe) let results = results
                DispatchQueue.concurrentPerform(iterations: 2) { half in
                    let (from, to, line) = bounds[half]
                    results[half] = parse(shared, from: from, to: to, firstLine: line, file: file)
                }
            }
            var names = halves[0].names
            halves[0].names = []
            names += halves[1].names
            return (NameList(names: names), halves[0].problems + halves[1].problems)
        }
    }

    /// The names on the lines in `buffer[from..<to]`, the first of which is line `firstLine`.
    private static func parse(_ buffer: UnsafeBufferPointer<UInt8>, from: Int, to: Int, firstLine: Int, file: String)
        -> (names: [String], problems: [FileProblem]) {
        var names: [String] = []
        var problems: [FileProblem] = []
        names.reserveCapacity((to - from) / 8)
        var start = from
        var lineNumber = firstLine - 1
        while start < to {
            lineNumber += 1
            var end = start
            while end < to, buffer[end] != 0x0A { end += 1 }
            var lineEnd = end
            if lineEnd > start, buffer[lineEnd - 1] == 0x0D { lineEnd -= 1 }
            let line = UnsafeBufferPointer(rebasing: buffer[start..<lineEnd])
            start = end + 1
            var name = String(decoding: line, as: UTF8.self)
            if TextEncoding.firstInvalidUTF8(line) != nil {
                problems.append(FileProblem(file: file, line: lineNumber, message: invalidMarker))
            }
            if line.contains(0) {
                name.removeAll { $0 == "\u{0}" }
                problems.append(FileProblem(file: file, line: lineNumber, message: "NUL bytes in the name were removed"))
            }
            if isBlank(line) { continue }
            names.append(name)
        }
        return (names, problems)
    }

    /// Whether a line holds nothing but ASCII white space (a fast check before decoding).
    private static func isBlank(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
        line.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0B || $0 == 0x0C || $0 == 0 }
    }
}
