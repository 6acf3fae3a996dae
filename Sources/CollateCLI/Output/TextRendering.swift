import Collation
import CollationContacts
import Dispatch

/// Text output of grouped names, fast enough for a million of them.
enum TextRendering {
    /// Lines rendered per block: a large list is written a few blocks at a time, never held
    /// whole as bytes beside its names (a million names' output is 15 MB and more).
    static let blockLines = 1 << 17

    /// The text output of `group`: each title, then its names indented by two spaces, handed
    /// to `write` as blocks of bytes in order. Two blocks are rendered at once.
    static func grouped(_ sections: [CollationSection<Int>], names: NameStore, write: ([UInt8]) -> Void) {
        // A name with a control character is written with it spelled out (a line feed must
        // not print as a forged line): one pass over all the names' bytes tells whether any
        // has one, so that lists without (nearly all) are copied as they are.
        let escapes = names.utf8.withUnsafeBufferPointer(ControlCharacters.containsControl)
        let lineCount = sections.reduce(0) { $0 + 1 + $1.items.count }
        var start = 0
        while start < lineCount {
            let ranges = [start..<min(start + blockLines, lineCount), min(start + blockLines, lineCount)..<min(start + 2 * blockLines, lineCount)]
            nonisolated(unsafe) var blocks: [[UInt8]] = [[], []]
            blocks.withUnsafeMutableBufferPointer { results in
                nonisolated(unsafe) let results = results
                DispatchQueue.concurrentPerform(iterations: ranges[1].isEmpty ? 1 : 2) { block in
                    results[block] = render(sections, names: names, lines: ranges[block], escapes: escapes)
                }
            }
            for block in blocks where !block.isEmpty { write(block) }
            start = ranges[1].upperBound
        }
    }

    /// The lines numbered `lines` of the output (a title is a line, and so is each name).
    private static func render(_ sections: [CollationSection<Int>], names: NameStore, lines: Range<Int>, escapes: Bool) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(lines.count * 16)
        var line = 0
        for section in sections {
            let sectionLines = line..<(line + 1 + section.items.count)
            defer { line = sectionLines.upperBound }
            let wanted = sectionLines.clamped(to: lines)
            guard !wanted.isEmpty else { continue }
            if wanted.lowerBound == sectionLines.lowerBound {
                bytes.append(contentsOf: ControlCharacters.visible(section.title).utf8)
                bytes.append(0x0A)
            }
            let first = max(0, wanted.lowerBound - sectionLines.lowerBound - 1)
            let items = section.items[first..<(wanted.upperBound - sectionLines.lowerBound - 1)]
            if escapes {
                for position in items {
                    bytes.append(0x20)
                    bytes.append(0x20)
                    bytes.append(contentsOf: ControlCharacters.visible(names[position]).utf8)
                    bytes.append(0x0A)
                }
                continue
            }
            // In blocks, since the names are read in sorted order, far from input order (each a
            // cache miss): their bounds are asked for, then read (summing the block's size) as
            // their bytes are asked for, then the bytes copied, each pass finding in the cache
            // what the one before asked for.
            names.withView { names in
                var start = items.startIndex
                while start < items.endIndex {
                    let end = min(start + 2048, items.endIndex)
                    for position in items[start..<end] { names.prefetchBounds(at: position) }
                    var size = 0
                    for position in items[start..<end] {
                        let name = names.name(at: position)
                        NameStore.View.prefetch(name)
                        size += name.count + 3
                    }
                    // Grown by doubling: reserving the exact size moved the whole block so far
                    // to a new buffer for every 2,048 names.
                    if bytes.capacity < bytes.count + size { bytes.reserveCapacity(max(bytes.count + size, 2 * bytes.capacity)) }
                    for position in items[start..<end] {
                        bytes.append(0x20)
                        bytes.append(0x20)
                        bytes.append(contentsOf: names.name(at: position))
                        bytes.append(0x0A)
                    }
                    start = end
                }
            }
        }
        return bytes
    }
}
