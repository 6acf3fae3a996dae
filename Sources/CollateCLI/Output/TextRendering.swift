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
        let escapes = containsControl(names)
        let lineCount = sections.reduce(0) { $0 + 1 + $1.items.count }
        inBlocks(of: lineCount, write: write) { lines in render(sections, names: names, lines: lines, escapes: escapes) }
    }

    /// The text output of `sort`: the names at `order`, one a line, handed to `write` as
    /// blocks of bytes in order, as ``grouped(_:names:write:)`` writes its (a string made
    /// per name was a third of the command's time on a million names).
    static func sorted(_ order: [Int], names: NameStore, write: ([UInt8]) -> Void) {
        let escapes = containsControl(names)
        inBlocks(of: order.count, write: write) { lines in
            var bytes: [UInt8] = []
            bytes.reserveCapacity(lines.count * 16)
            append(order[lines], of: names, indented: false, escapes: escapes, to: &bytes)
            return bytes
        }
    }

    /// Whether a name has a control character, which is then written spelled out (a line feed
    /// must not print as a forged line): one pass over all the names' bytes, so that lists
    /// without (nearly all) are copied as they are.
    private static func containsControl(_ names: NameStore) -> Bool {
        names.utf8.withUnsafeBufferPointer(ControlCharacters.containsControl)
    }

    /// The `count` lines of an output rendered by `render` in blocks of ``blockLines``, two at
    /// once, each handed to `write` in order.
    private static func inBlocks(of count: Int, write: ([UInt8]) -> Void, render: @Sendable (Range<Int>) -> [UInt8]) {
        var start = 0
        while start < count {
            let ranges = [start..<min(start + blockLines, count), min(start + blockLines, count)..<min(start + 2 * blockLines, count)]
            nonisolated(unsafe) var blocks: [[UInt8]] = [[], []]
            blocks.withUnsafeMutableBufferPointer { results in
                nonisolated(unsafe) let results = results
                DispatchQueue.concurrentPerform(iterations: ranges[1].isEmpty ? 1 : 2) { block in
                    results[block] = render(ranges[block])
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
            append(items, of: names, indented: true, escapes: escapes, to: &bytes)
        }
        return bytes
    }

    /// Appends the names at `positions`, one a line (after two spaces when `indented`), their
    /// control characters spelled out when `escapes`.
    private static func append(_ positions: ArraySlice<Int>, of names: NameStore, indented: Bool, escapes: Bool, to bytes: inout [UInt8]) {
        let indent = indented ? 2 : 0
        if escapes {
            for position in positions {
                if indented {
                    bytes.append(0x20)
                    bytes.append(0x20)
                }
                bytes.append(contentsOf: ControlCharacters.visible(names[position]).utf8)
                bytes.append(0x0A)
            }
            return
        }
        // In blocks, since the names are read in sorted order, far from input order (each a
        // cache miss): their bounds are asked for, then read (summing the block's size) as
        // their bytes are asked for, then the bytes copied, each pass finding in the cache
        // what the one before asked for.
        names.withView { names in
            var start = positions.startIndex
            while start < positions.endIndex {
                let end = min(start + 2048, positions.endIndex)
                for position in positions[start..<end] { names.prefetchBounds(at: position) }
                var size = 0
                for position in positions[start..<end] {
                    let name = names.name(at: position)
                    NameStore.View.prefetch(name)
                    size += name.count + indent + 1
                }
                // Grown by doubling: reserving the exact size moved the whole block so far
                // to a new buffer for every 2,048 names.
                if bytes.capacity < bytes.count + size { bytes.reserveCapacity(max(bytes.count + size, 2 * bytes.capacity)) }
                // The lines written into a buffer of their size, then appended at once: appended
                // to the array one by one (the indent, the name, the line end), with each
                // append's checks and a `memmove` call for each name, a million names' output
                // took 48–61 ms to render and write; this way 34–44 ms (two cores).
                let lines = [UInt8](unsafeUninitializedCapacity: size) { buffer, initialized in
                    guard var out = buffer.baseAddress else { return }
                    for position in positions[start..<end] {
                        if indented {
                            out[0] = 0x20
                            out[1] = 0x20
                            out += 2
                        }
                        let name = names.name(at: position)
                        Self.copy(name, to: out)
                        out += name.count
                        out.pointee = 0x0A
                        out += 1
                    }
                    initialized = out - buffer.baseAddress.unsafelyUnwrapped
                }
                assert(lines.count == size, "the lines fill the size summed for them")
                bytes.append(contentsOf: lines)
                start = end
            }
        }
    }

    /// Copies `name`'s bytes to `out`: eight at a time, the last eight (overlapping the word
    /// before) for a name of eight or more, byte by byte for a shorter one. Names are short,
    /// and a call to `memmove` for each cost more than the copy.
    @inline(__always)
    private static func copy(_ name: UnsafeBufferPointer<UInt8>, to out: UnsafeMutablePointer<UInt8>) {
        guard let source = name.baseAddress else { return }
        let count = name.count
        if count < 8 {
            for index in 0..<count { out[index] = source[index] }
            return
        }
        let from = UnsafeRawPointer(source), to = UnsafeMutableRawPointer(out)
        var index = 0
        while index + 8 <= count {
            to.storeBytes(of: from.loadUnaligned(fromByteOffset: index, as: UInt64.self), toByteOffset: index, as: UInt64.self)
            index += 8
        }
        if index < count {
            to.storeBytes(of: from.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self), toByteOffset: count - 8, as: UInt64.self)
        }
    }
}
