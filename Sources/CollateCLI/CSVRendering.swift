import CSV
import Foundation

/// CSV output, through CSV.swift's writer (RFC 4180 quoting).
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
