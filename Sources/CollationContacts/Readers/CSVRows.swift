import Collation
import Dispatch
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The rows of a contact CSV file after its header, read into contacts: in parts at once for a
/// large file, each row's fields taken from the bytes in place.
struct CSVRows {
    let reader: ContactCSVReader
    let file: String
    let headers: [String]
    let delimiter: UInt8
    /// What each column fills: a text member (its index in ``Contact/textFields``), the phones,
    /// the e-mail addresses, or an other field. Resolved once: comparing key paths for every
    /// cell cost more than the cell.
    private let filled: [Filled]

    private enum Filled {
        case text(Int), phone, email, other
    }

    init(reader: ContactCSVReader, file: String, headers: [String], columns: [ContactColumn], delimiter: UInt8) {
        self.reader = reader
        self.file = file
        self.headers = headers
        self.delimiter = delimiter
        filled = columns.map { column in
            switch column {
            case .text(let path): Contact.textFields.firstIndex { $0.path == path }.map(Filled.text) ?? .other
            case .phone: .phone
            case .email: .email
            case .other: .other
            }
        }
    }

    /// Adds the non-empty `value` of column `index` to `contact`.
    func add(_ value: String, column index: Int, to contact: inout Contact) {
        switch index < filled.count ? filled[index] : .other {
        case .text(let member): contact.setText(value, member: member)
        case .phone: for phone in value.pieces(separatedBy: " ::: ") { contact.appendPhone(phone) }
        case .email: for email in value.pieces(separatedBy: " ::: ") { contact.appendEmail(email) }
        case .other:
            guard reader.keepsOtherFields else { return }
            let name = index < headers.count ? headers[index] : "column \(index + 1)"
            contact.appendOtherField(name: name, value: value)
        }
    }

    /// Whether column `index` holds phone numbers or e-mail addresses.
    private func holdsPhonesOrEmails(_ index: Int) -> Bool {
        guard index < filled.count else { return false }
        switch filled[index] {
        case .phone, .email: return true
        case .text, .other: return false
        }
    }

    /// Whether column `index` fills one of the contact's own members.
    private func fillsMember(_ index: Int) -> Bool {
        guard index < filled.count else { return false }
        if case .other = filled[index] { return false }
        return true
    }

    /// The number of the line that byte `offset` is on: line breaks are LF, CR LF and a lone CR,
    /// counted as the scanner counts them.
    static func line(ofOffset offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var line = 1
        for index in 0..<offset where bytes[index] == 0x0A || (bytes[index] == 0x0D && !(index + 1 < bytes.count && bytes[index + 1] == 0x0A)) {
            line += 1
        }
        return line
    }

    /// What the rows are read into: every row's contact, or, for an output that shows names
    /// only, each row's display name and its collation parts in an order, with no contact kept
    /// (a Google export's 100,000 contacts were most of the memory a text listing of it took).
    enum Yield {
        case contacts
        case names(NameOrder)
    }

    /// What the rows gave: the contacts, or the names and parts (``Yield``), and the problems.
    struct Result {
        var contacts: [Contact] = []
        var names = NameStore()
        var parts = PartsStore()
        var problems: [FileProblem] = []
    }

    /// The rows from byte `start` (line `line`) to the end, read into what `yield` asks for.
    func read(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, line: Int, yield: Yield = .contacts) -> Result {
        let parts = Self.cuts(bytes, from: start, line: line)
        if parts.count > 1 {
            var results = [Part?](repeating: nil, count: parts.count)
            // The parts read disjoint ranges of the same bytes and write their own slots.
            nonisolated(unsafe) let bytes = bytes
            results.withUnsafeMutableBufferPointer { results in
                nonisolated(unsafe) let results = results
                DispatchQueue.concurrentPerform(iterations: parts.count) { index in
                    results[index] = readPart(bytes, range: parts[index].range, line: parts[index].line, yield: yield)
                }
            }
            // Every part but the last must end outside quotes, where the next one begins.
            let finished = results.compactMap { $0 }
            if finished.count == parts.count, finished.dropLast().allSatisfy({ $0.unclosedQuoteLine == nil }) {
                var result = finished[0].result
                for part in finished.dropFirst() {
                    result.contacts += part.result.contacts
                    result.names.append(contentsOf: part.result.names)
                    result.parts.append(contentsOf: part.result.parts)
                    result.problems += part.result.problems
                }
                return result
            }
        }
        return readPart(bytes, range: start..<bytes.count, line: line, yield: yield).result
    }

    /// What one part read.
    private struct Part {
        var result = Result()
        var unclosedQuoteLine: Int?
    }

    /// Reads the rows of `range`, which starts at a row's start on line `line`.
    private func readPart(_ bytes: UnsafeBufferPointer<UInt8>, range: Range<Int>, line: Int, yield: Yield) -> Part {
        var part = Part()
        var nameParts: [NamePart] = []
        part.unclosedQuoteLine = CSVScanner.forEachRecord(in: bytes, range: range, line: line, delimiter: delimiter) { record in
            if record.fields.count > headers.count {
                part.result.problems.append(FileProblem(file: file, line: record.line,
                    message: "\(record.fields.count) fields where the header has \(headers.count); the extra ones were kept as \"column N\""))
            }
            var contact = Contact()
            var skippedPhonesOrEmails = false
            for index in record.fields.indices where !record.fields[index].value.isEmpty {
                let member = fillsMember(index)
                if !reader.keepsOtherFields, !member { continue }    // not even made a string
                let skipped = !reader.keepsPhonesAndEmails && holdsPhonesOrEmails(index)
                if skipped {
                    // Left for now, not made a string unless it holds a control character to
                    // report, as when it is read.
                    skippedPhonesOrEmails = true
                    guard record.withValue(index, in: bytes, ControlCharacters.containsControl) else { continue }
                }
                let value = record.string(index, in: bytes)
                // A control character in a contact's own member (a name, a phone, an address) is
                // kept and reported, since text output shows names; other columns (a note) may
                // hold anything, and appear only where they are escaped (JSON, SQLite).
                if member, let control = ControlCharacters.first(in: value) {
                    let column = index < headers.count ? "the \"\(headers[index])\" field" : "field \(index + 1)"
                    part.result.problems.append(FileProblem(file: file, line: record.line, message: ControlCharacters.problem(control, in: column)))
                }
                if !skipped { add(value, column: index, to: &contact) }
            }
            // A row without a name shows its first phone or address: read them after all.
            if skippedPhonesOrEmails, !contact.hasNameToShow {
                for index in record.fields.indices where !record.fields[index].value.isEmpty && holdsPhonesOrEmails(index) {
                    add(record.string(index, in: bytes), column: index, to: &contact)
                }
            }
            switch yield {
            case .contacts:
                part.result.contacts.append(contact)
            case .names(let order):
                // The contact goes as soon as its name and parts are written, on the core that
                // read it.
                part.result.names.append(contact.displayName)
                nameParts.removeAll(keepingCapacity: true)
                contact.appendCollationParts(order: order, to: &nameParts)
                part.result.parts.append(nameParts)
            }
            return true
        }
        if let line = part.unclosedQuoteLine {
            part.result.problems.append(FileProblem(file: file, line: line,
                message: "a quoted field that begins here is never closed; the rest of the file was read as that field"))
        }
        return part
    }

    /// Where to cut `bytes[start...]` into parts, one per core for over 128 KiB: just after
    /// a line feed with an even number of quotes before it (outside a quoted field, if the
    /// file's quotes are well formed; ``read(_:from:line:)`` checks), with each part's line.
    ///
    /// The quotes and line breaks before each cut are counted in parts at once: one serial pass
    /// over the file before its parts were read was a tenth of reading a Google export.
    private static func cuts(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, line: Int) -> [(range: Range<Int>, line: Int)] {
        let cores = max(1, min(8, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))))
        let count = bytes.count
        guard count - start > 128 << 10, cores > 1 else { return [(start..<count, line)] }
        // The quotes and line breaks of equal stretches, counted at once.
        let bounds = (0...cores).map { start + (count - start) * $0 / cores }
        var tallies = [(quotes: Int, lines: Int)](repeating: (0, 0), count: cores)
        nonisolated(unsafe) let bytes = bytes    // read only
        tallies.withUnsafeMutableBufferPointer { tallies in
            nonisolated(unsafe) let tallies = tallies
            DispatchQueue.concurrentPerform(iterations: cores) { stretch in
                var quotes = 0, lines = 0
                tally(bytes, bounds[stretch]..<bounds[stretch + 1], quotes: &quotes, lines: &lines)
                tallies[stretch] = (quotes, lines)
            }
        }
        // Each cut: from a stretch's start (where the counts before it say how many quotes and
        // lines precede it), on to the first line feed with an even number of quotes before it.
        var parts: [(range: Range<Int>, line: Int)] = []
        var partStart = start, partLine = line
        var quotes = 0, lines = line
        for stretch in 1..<cores {
            quotes += tallies[stretch - 1].quotes
            lines += tallies[stretch - 1].lines
            // A stretch that the last cut's search went past gives no cut of its own.
            guard bounds[stretch] >= partStart else { continue }
            var index = bounds[stretch]
            var cutQuotes = quotes, cutLines = lines
            while index < count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "\"") {
                    cutQuotes += 1
                } else if byte == 0x0A {
                    cutLines += 1
                    if cutQuotes % 2 == 0 { break }
                } else if byte == 0x0D, !(index + 1 < count && bytes[index + 1] == 0x0A) {
                    cutLines += 1
                }
                index += 1
            }
            guard index + 1 < count else { break }
            parts.append((partStart..<(index + 1), partLine))
            partStart = index + 1
            partLine = cutLines
        }
        parts.append((partStart..<count, partLine))
        return parts
    }

    /// Adds the quotes and the line breaks (LF, CR LF, a lone CR, as the scanner counts them)
    /// of `bytes[range]` to `quotes` and `lines`.
    private static func tally(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, quotes: inout Int, lines: inout Int) {
        let raw = UnsafeRawBufferPointer(bytes)
        let ones: UInt64 = 0x0101_0101_0101_0101
        /// Whether a byte of `word` is zero.
        func hasZero(_ word: UInt64) -> Bool { (word &- ones) & ~word & 0x8080_8080_8080_8080 != 0 }
        var index = range.lowerBound
        while index < range.upperBound {
            // Eight bytes at a time while a word has no quote, CR or LF.
            if index + 8 <= range.upperBound {
                let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                if !hasZero(word ^ (0x22 &* ones)), !hasZero(word ^ (0x0A &* ones)), !hasZero(word ^ (0x0D &* ones)) {
                    index += 8
                    continue
                }
            }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                quotes += 1
            } else if byte == 0x0A || (byte == 0x0D && !(index + 1 < bytes.count && bytes[index + 1] == 0x0A)) {
                lines += 1
            }
            index += 1
        }
    }
}
