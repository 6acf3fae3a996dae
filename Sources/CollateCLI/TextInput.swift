import Collation
import Dispatch

/// Reads names from plain text: one name per line.
///
/// Accepts UTF-8 with or without a byte-order mark, UTF-16 with a byte-order mark, and CRLF or
/// LF line ends. Blank lines are not names and are skipped. A line with invalid UTF-8 is kept
/// (bad bytes become U+FFFD) and reported; NUL bytes are removed and reported.
public enum TextInput {
    /// The names in `bytes`, and the problems found.
    public static func read(_ bytes: [UInt8], file: String) -> (names: NameList, problems: [FileProblem]) {
        if let text = decodeUTF16(bytes) {
            var names: [String] = []
            let lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
            for line in lines where !line.allSatisfy(\.isWhitespace) { names.append(String(line)) }
            return (NameList(names: names), [])
        }
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
            if !isValidUTF8(line) {
                problems.append(FileProblem(file: file, line: lineNumber, message: "invalid UTF-8; the bad bytes are shown as U+FFFD"))
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

    /// Whether `bytes` are well-formed UTF-8 (Unicode 15, table 3-7: no overlong forms, no
    /// surrogates, nothing past U+10FFFF).
    static func isValidUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        let count = bytes.count
        while index < count {
            let lead = bytes[index]
            if lead < 0x80 {
                index += 1
                continue
            }
            let length: Int, low: UInt8, high: UInt8
            switch lead {
            case 0xC2...0xDF: (length, low, high) = (2, 0x80, 0xBF)
            case 0xE0: (length, low, high) = (3, 0xA0, 0xBF)
            case 0xE1...0xEC, 0xEE...0xEF: (length, low, high) = (3, 0x80, 0xBF)
            case 0xED: (length, low, high) = (3, 0x80, 0x9F)
            case 0xF0: (length, low, high) = (4, 0x90, 0xBF)
            case 0xF1...0xF3: (length, low, high) = (4, 0x80, 0xBF)
            case 0xF4: (length, low, high) = (4, 0x80, 0x8F)
            default: return false
            }
            guard index + length <= count, (low...high).contains(bytes[index + 1]) else { return false }
            for offset in 2..<length where !(0x80...0xBF).contains(bytes[index + offset]) { return false }
            index += length
        }
        return true
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
