import Collation
import Dispatch

/// Text output of grouped names, fast enough for a million of them.
enum TextRendering {
    /// The text output of `group`: each title, then its names indented by two spaces, as
    /// blocks of bytes to write in order. Large lists are rendered in two halves at once.
    static func grouped(_ sections: [CollationSection<Int>], names: [String]) -> [[UInt8]] {
        let lineCount = sections.reduce(0) { $0 + 1 + $1.items.count }
        guard lineCount > 100_000 else { return [render(sections, names: names, lines: 0..<lineCount)] }
        let middle = lineCount / 2
        nonisolated(unsafe) var halves: [[UInt8]] = [[], []]
        halves.withUnsafeMutableBufferPointer { results in
            nonisolated(unsafe) let results = results
            DispatchQueue.concurrentPerform(iterations: 2) { half in
                results[half] = render(sections, names: names, lines: half == 0 ? 0..<middle : middle..<lineCount)
            }
        }
        return halves
    }

    /// The lines numbered `lines` of the output (a title is a line, and so is each name).
    private static func render(_ sections: [CollationSection<Int>], names: [String], lines: Range<Int>) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(lines.count * 16)
        var line = 0
        for section in sections {
            let sectionLines = line..<(line + 1 + section.items.count)
            defer { line = sectionLines.upperBound }
            let wanted = sectionLines.clamped(to: lines)
            guard !wanted.isEmpty else { continue }
            if wanted.lowerBound == sectionLines.lowerBound {
                bytes.append(contentsOf: section.title.utf8)
                bytes.append(0x0A)
            }
            let first = max(0, wanted.lowerBound - sectionLines.lowerBound - 1)
            let items = section.items[first..<(wanted.upperBound - sectionLines.lowerBound - 1)]
            // In blocks: a first quick pass over a block's names brings them into the cache
            // (the names are read in sorted order, far from input order), then they are copied.
            var start = items.startIndex
            while start < items.endIndex {
                let end = min(start + 2048, items.endIndex)
                var size = 0
                for position in items[start..<end] { size += names[position].utf8.count + 3 }
                bytes.reserveCapacity(bytes.count + size)
                for position in items[start..<end] {
                    bytes.append(0x20)
                    bytes.append(0x20)
                    bytes.append(contentsOf: names[position].utf8)
                    bytes.append(0x0A)
                }
                start = end
            }
        }
        return bytes
    }
}
