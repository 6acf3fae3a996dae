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
        return readUTF8(bytes, file: file)
    }

    /// What one run of lines gave: its names and problems, or the refusal of the whole file at
    /// its first line that is not UTF-8.
    private struct Part {
        var names: [String] = []
        var problems: [FileProblem] = []
        var refusal: FileProblem?
    }

    /// The names in UTF-8 `bytes`, or the file's refusal at its first invalid line.
    private static func readUTF8(_ bytes: [UInt8], file: String) -> (names: NameList, problems: [FileProblem]) {
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var parts = bytes.withUnsafeBufferPointer { buffer -> [Part] in
            // Large inputs are parsed in two halves at once, split at a line end.
            guard buffer.count - start > 1 << 20 else {
                return [parse(buffer, from: start, to: buffer.count, firstLine: 1, file: file)]
            }
            var middle = start + (buffer.count - start) / 2
            while middle < buffer.count, buffer[middle - 1] != 0x0A { middle += 1 }
            var linesBefore = 0
            for index in start..<middle where buffer[index] == 0x0A { linesBefore += 1 }
            let bounds = [(start, middle, 1), (middle, buffer.count, linesBefore + 1)]
            nonisolated(unsafe) var halves = [Part](repeating: Part(), count: 2)
            nonisolated(unsafe) let shared = buffer
            halves.withUnsafeMutableBufferPointer { results in
                nonisolated(unsafe) let results = results
                DispatchQueue.concurrentPerform(iterations: 2) { half in
                    let (from, to, line) = bounds[half]
                    results[half] = parse(shared, from: from, to: to, firstLine: line, file: file)
                }
            }
            return halves
        }
        if let refusal = parts.lazy.compactMap(\.refusal).first { return (NameList(), [refusal]) }
        // The first part's array grows in place to take the others (taken out of `parts` first,
        // so that it is not copied), and each part's names are freed once appended.
        let problems = parts.flatMap(\.problems)
        var names = parts[0].names
        parts[0].names = []
        for index in parts.indices.dropFirst() {
            names += parts[index].names
            parts[index].names = []
        }
        return (NameList(names: names), problems)
    }

    /// The names on the lines in `buffer[from..<to]`, the first of which is line `firstLine`.
    private static func parse(_ buffer: UnsafeBufferPointer<UInt8>, from: Int, to: Int, firstLine: Int, file: String) -> Part {
        var part = Part()
        part.names.reserveCapacity((to - from) / 8)
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
            // One validating pass makes the string; the bad byte is looked for only on failure.
            guard var name = String(validating: line, as: UTF8.self) else {
                let bad = TextEncoding.firstInvalidUTF8(line) ?? 0
                part.refusal = FileProblem(file: file, line: lineNumber, message: TextEncoding.invalidUTF8Message(byte: line[bad]))
                return part
            }
            if line.contains(0) {
                name.removeAll { $0 == "\u{0}" }
                part.problems.append(FileProblem(file: file, line: lineNumber, message: "NUL bytes in the name were removed"))
            }
            if isBlank(line) { continue }
            part.names.append(name)
        }
        return part
    }

    /// Whether a line holds nothing but ASCII white space (a fast check before decoding).
    private static func isBlank(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
        line.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0B || $0 == 0x0C || $0 == 0 }
    }
}
