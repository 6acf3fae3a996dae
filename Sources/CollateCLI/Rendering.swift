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
    /// The text output of `group`: each title, then its names indented by two spaces. Large
    /// lists are rendered in two halves at once.
    static func grouped(_ sections: [CollationSection<Int>], names: [String]) -> [UInt8] {
        // One line per title and per name, in order: a title is (section, -1).
        var order: [(section: Int, position: Int)] = []
        order.reserveCapacity(names.count + sections.count)
        for (index, section) in sections.enumerated() {
            order.append((index, -1))
            for position in section.items { order.append((index, position)) }
        }
        let lines = order
        @Sendable func render(_ range: Range<Int>) -> [UInt8] {
            var bytes: [UInt8] = []
            bytes.reserveCapacity(range.count * 16)
            for line in lines[range] {
                if line.position < 0 {
                    bytes.append(contentsOf: sections[line.section].title.utf8)
                } else {
                    bytes.append(0x20)
                    bytes.append(0x20)
                    bytes.append(contentsOf: names[line.position].utf8)
                }
                bytes.append(0x0A)
            }
            return bytes
        }
        guard lines.count > 100_000 else { return render(0..<lines.count) }
        let middle = lines.count / 2
        nonisolated(unsafe) var halves: [[UInt8]] = [[], []]
        halves.withUnsafeMutableBufferPointer { results in
            nonisolated(unsafe) let results = results
            DispatchQueue.concurrentPerform(iterations: 2) { half in
                results[half] = render(half == 0 ? 0..<middle : middle..<lines.count)
            }
        }
        return halves[0] + halves[1]
    }
}
