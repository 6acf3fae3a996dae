import Collation
import CSV
import Foundation

/// The JSON documents of the `collate` tool: the contract other programs rely on.
struct GroupDocument: Encodable {
    struct Section: Encodable {
        let title: String
        let items: [JSONRendering.Item]
    }
    let locale: String
    let provider: String
    let sections: [Section]
}

struct SortDocument: Encodable {
    let locale: String
    let provider: String
    let items: [JSONRendering.Item]
}

struct TitlesDocument: Encodable {
    let locale: String
    let provider: String
    let sectionTitles: [String]
    let sectionIndexTitles: [String]
}

struct ExplainDocument: Encodable {
    let name: String
    let locale: String
    let provider: String
    let transliterator: String
    let reading: String
    let section: String
    let sectionIndex: Int
    let sortKey: String
}

struct LocaleDocument: Encodable {
    let locale: String
    let name: String
    let sectionTitles: [String]
    let includesLatin: Bool
}

enum JSONRendering {
    /// One item of a section: `name` and the input object's other fields.
    struct Item: Encodable {
        let name: String
        let fields: [JSONValue.ObjectMember]
        /// The name at `position` of `list`, with its fields.
        init(_ list: NameList, _ position: Int) {
            name = list.names[position]
            fields = list.fields(at: position)
        }
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: DynamicKey.self)
            try container.encode(name, forKey: DynamicKey("name"))
            for field in fields { try container.encode(field.value, forKey: DynamicKey(field.key)) }
        }
    }

    /// Pretty-printed JSON with sorted keys, so that equal inputs give byte-identical output.
    static func encode(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }
}

enum CSVRendering {
    /// RFC 4180 CSV text of a header and rows.
    static func rows(header: [String], _ rows: [[String]]) throws -> String {
        let stream = OutputStream(toMemory: ())
        let writer = try CSVWriter(stream: stream)
        try writer.write(row: header)
        for row in rows { try writer.write(row: row) }
        writer.stream.close()
        guard let data = stream.property(forKey: .dataWrittenToMemoryStreamKey) as? Data else { return "" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}

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
