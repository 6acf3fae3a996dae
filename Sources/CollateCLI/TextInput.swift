import Dispatch

/// Reads names from plain text: one name per line.
///
/// Accepts UTF-8 with or without a byte-order mark, UTF-16 with a byte-order mark, and CRLF or
/// LF line ends. Blank lines are not names and are skipped. A line with invalid UTF-8 is kept
/// (bad bytes become U+FFFD) and reported; NUL bytes are removed and reported.
public enum TextInput {
    /// The records in `bytes`, and the problems found.
    public static func read(_ bytes: [UInt8], file: String) -> (records: [NameRecord], problems: [InputProblem]) {
        var records: [NameRecord] = []
        var problems: [InputProblem] = []
        if let text = decodeUTF16(bytes) {
            let lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
            for (offset, line) in lines.enumerated() {
                let name = String(line)
                if !name.allSatisfy(\.isWhitespace) { records.append(NameRecord(name: name, file: file, line: offset + 1)) }
            }
            return (records, problems)
        }
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        return bytes.withUnsafeBufferPointer { buffer in
            // Large inputs are parsed in two halves at once, split at a line end.
            guard buffer.count - start > 1 << 20 else {
                return parse(buffer, from: start, to: buffer.count, firstLine: 1, file: file)
            }
            var middle = start + (buffer.count - start) / 2
            while middle < buffer.count, buffer[middle - 1] != 0x0A { middle += 1 }
            var linesBefore = 0
            for index in start..<middle where buffer[index] == 0x0A { linesBefore += 1 }
            let bounds = [(start, middle, 1), (middle, buffer.count, linesBefore + 1)]
            nonisolated(unsafe) var halves = [(records: [NameRecord], problems: [InputProblem])](repeating: ([], []), count: 2)
            nonisolated(unsafe) let shared = buffer
            halves.withUnsafeMutableBufferPointer { results in
                nonisolated(unsafe) let results = results
                DispatchQueue.concurrentPerform(iterations: 2) { half in
                    let (from, to, line) = bounds[half]
                    results[half] = parse(shared, from: from, to: to, firstLine: line, file: file)
                }
            }
            return (halves[0].records + halves[1].records, halves[0].problems + halves[1].problems)
        }
    }

    /// The records of the lines in `buffer[from..<to]`, the first of which is line `firstLine`.
    private static func parse(_ buffer: UnsafeBufferPointer<UInt8>, from: Int, to: Int, firstLine: Int, file: String)
        -> (records: [NameRecord], problems: [InputProblem]) {
        var records: [NameRecord] = []
        var problems: [InputProblem] = []
        records.reserveCapacity((to - from) / 12)
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
            var name: String
            if let valid = String(validating: line, as: UTF8.self) {
                name = valid
            } else {
                name = String(decoding: line, as: UTF8.self)
                problems.append(InputProblem(file: file, line: lineNumber, message: "invalid UTF-8; the bad bytes are shown as U+FFFD"))
            }
            if line.contains(0) {
                name.removeAll { $0 == "\u{0}" }
                problems.append(InputProblem(file: file, line: lineNumber, message: "NUL bytes in the name were removed"))
            }
            if isBlank(line) { continue }
            records.append(NameRecord(name: name, file: file, line: lineNumber))
        }
        return (records, problems)
    }

    /// Whether a line holds nothing but ASCII white space (a fast check before decoding).
    private static func isBlank(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
        line.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0B || $0 == 0x0C || $0 == 0 }
    }

    /// The text of a UTF-16 file with a byte-order mark, or `nil` for anything else.
    static func decodeUTF16(_ bytes: [UInt8]) -> String? {
        guard bytes.count >= 2 else { return nil }
        let littleEndian: Bool
        switch (bytes[0], bytes[1]) {
        case (0xFF, 0xFE): littleEndian = true
        case (0xFE, 0xFF): littleEndian = false
        default: return nil
        }
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count / 2)
        var index = 2
        while index + 1 < bytes.count {
            let a = UInt16(bytes[index]), b = UInt16(bytes[index + 1])
            units.append(littleEndian ? a | b << 8 : a << 8 | b)
            index += 2
        }
        return String(decoding: units, as: UTF16.self)
    }
}
