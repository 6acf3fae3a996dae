/// Finds the records of RFC 4180 CSV text in UTF-8 bytes, one at a time, without making a
/// string or an array for each field: a field's value is a range of the bytes whenever it
/// can be (an unquoted field, or a quoted one without doubled quotes), and is copied into a
/// scratch buffer only when it cannot.
///
/// The rules are ``CSVRecords``'s: quoted fields may hold the delimiter, doubled quotes and line
/// breaks; a quote inside an unquoted field, or text after a closing quote, is kept as
/// written; blank lines are not records; a quoted field still open at the end is kept, and
/// its line reported.
struct CSVScanner {
    /// One field of the record being read.
    struct Field {
        /// Where the value is: in the bytes, or (`inScratch`) in the record's scratch buffer.
        var value: Range<Int>
        var inScratch: Bool
        /// Where the field is in the bytes, quotes included (up to its delimiter or line end).
        var source: Range<Int>
    }

    /// The record being read: its fields, the line it starts on, and where copied values are.
    struct Record {
        private(set) var fields: [Field] = []
        private(set) var scratch: [UInt8] = []
        fileprivate(set) var line = 1

        /// Calls `body` with the UTF-8 of field `index`, in place.
        func withValue<Result>(_ index: Int, in bytes: UnsafeBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
            let field = fields[index]
            guard field.inScratch else { return body(UnsafeBufferPointer(rebasing: bytes[field.value])) }
            return scratch.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[field.value])) }
        }

        /// The text of field `index`.
        func string(_ index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> String {
            withValue(index, in: bytes) { String(decoding: $0, as: UTF8.self) }
        }

        fileprivate mutating func reset() {
            fields.removeAll(keepingCapacity: true)
            scratch.removeAll(keepingCapacity: true)
        }

        fileprivate mutating func append(_ field: Field) { fields.append(field) }
        fileprivate mutating func copy(_ bytes: UnsafeBufferPointer<UInt8>) { scratch.append(contentsOf: bytes) }
        fileprivate mutating func copy(_ byte: UInt8) { scratch.append(byte) }
        fileprivate var scratchCount: Int { scratch.count }
    }

    /// Calls `body` with each record of `bytes[range]` in order, until it returns `false`;
    /// `range` starts at a record's start, on line `line`. Returns the line of a quoted field
    /// that the range ends inside, if one does.
    @discardableResult
    static func forEachRecord(in bytes: UnsafeBufferPointer<UInt8>, range: Range<Int>, line startLine: Int = 1,
                              delimiter: UInt8, _ body: (Record) -> Bool) -> Int? {
        let quote = UInt8(ascii: "\"")
        var record = Record()
        var index = range.lowerBound
        let count = range.upperBound
        var line = startLine
        var unclosedQuoteLine: Int?
        record.line = line
        // The field being read.
        var fieldStart = index
        var contentStart = -1, contentEnd = -1
        var copying = false
        var scratchStart = 0
        var quoted = false
        var fieldStarted = false

        // A byte repeated in each byte of a word, for finding it eight bytes at a time.
        let raw = UnsafeRawBufferPointer(bytes)
        let ones: UInt64 = 0x0101_0101_0101_0101
        let quoteWord = UInt64(quote) &* ones, lineFeedWord = UInt64(0x0A) &* ones
        let returnWord = UInt64(0x0D) &* ones, delimiterWord = UInt64(delimiter) &* ones
        /// Whether a byte of `word` is zero.
        func hasZero(_ word: UInt64) -> Bool { (word &- ones) & ~word & 0x8080_8080_8080_8080 != 0 }

        /// A byte of the field's value, at `position` of the bytes: the value stays a range
        /// while its bytes are contiguous, and is copied from the first gap on.
        func take(_ position: Int) {
            if copying {
                record.copy(bytes[position])
            } else if contentStart < 0 {
                contentStart = position
                contentEnd = position + 1
            } else if contentEnd == position {
                contentEnd += 1
            } else {
                copying = true
                scratchStart = record.scratchCount
                record.copy(UnsafeBufferPointer(rebasing: bytes[contentStart..<contentEnd]))
                record.copy(bytes[position])
            }
        }
        /// The bytes `start..<end` of the field's value, all at once (``take(_:)`` for a run).
        func take(_ start: Int, upTo end: Int) {
            if copying {
                record.copy(UnsafeBufferPointer(rebasing: bytes[start..<end]))
            } else if contentStart < 0 {
                contentStart = start
                contentEnd = end
            } else if contentEnd == start {
                contentEnd = end
            } else {
                for position in start..<end { take(position) }
            }
        }
        /// Where the run of ordinary bytes from `start` ends: at the first quote, line break or
        /// (`delimited`) delimiter, eight bytes at a time while a word holds none of them.
        func runEnd(from start: Int, delimited: Bool) -> Int {
            var index = start
            let last = delimited ? delimiterWord : quoteWord
            while index + 8 <= count {
                let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                if hasZero(word ^ quoteWord) || hasZero(word ^ lineFeedWord) || hasZero(word ^ returnWord) || hasZero(word ^ last) { break }
                index += 8
            }
            while index < count {
                let byte = bytes[index]
                if byte == quote || byte == 0x0A || byte == 0x0D || (delimited && byte == delimiter) { break }
                index += 1
            }
            return index
        }
        func endField(at end: Int) {
            let value = copying ? scratchStart..<record.scratchCount : contentStart < 0 ? end..<end : contentStart..<contentEnd
            record.append(Field(value: value, inScratch: copying, source: fieldStart..<end))
            contentStart = -1
            copying = false
            fieldStarted = false
        }
        /// Ends the record; `false` when `body` asks to stop.
        func endRecord(at end: Int) -> Bool {
            endField(at: end)
            let blank = record.fields.count == 1 && record.fields[0].value.isEmpty
            let goOn = blank || body(record)
            record.reset()
            return goOn
        }

        while index < count {
            let byte = bytes[index]
            if quoted {
                if byte == quote {
                    if index + 1 < count, bytes[index + 1] == quote {
                        take(index)
                        index += 2
                        continue
                    }
                    quoted = false
                } else if byte == 0x0A || byte == 0x0D {
                    if byte == 0x0A || !(index + 1 < count && bytes[index + 1] == 0x0A) { line += 1 }
                    take(index)
                } else {
                    // The run up to the next quote or line break is the value's, as it is.
                    let end = runEnd(from: index + 1, delimited: false)
                    take(index, upTo: end)
                    index = end
                    continue
                }
                index += 1
                continue
            }
            switch byte {
            case quote where !fieldStarted:
                quoted = true
                fieldStarted = true
                unclosedQuoteLine = line
            case delimiter:
                endField(at: index)
                fieldStart = index + 1
            case 0x0D, 0x0A:
                let goOn = endRecord(at: index)
                if byte == 0x0D, index + 1 < count, bytes[index + 1] == 0x0A { index += 1 }
                line += 1
                record.line = line
                fieldStart = index + 1
                if !goOn { return nil }
            default:
                // The run up to the next delimiter, quote or line break (a quote inside an
                // unquoted field is kept as written: the next pass over it takes it).
                let end = runEnd(from: index + 1, delimited: true)
                take(index, upTo: end)
                fieldStarted = true
                index = end
                continue
            }
            index += 1
        }
        if !quoted { unclosedQuoteLine = nil }
        if fieldStarted || !record.fields.isEmpty || contentStart >= 0 || copying { _ = endRecord(at: count) }
        return unclosedQuoteLine
    }
}
