import Collation
import CollationContacts
import Dispatch
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads names from plain text: one name per line.
///
/// Accepts UTF-8 with or without a byte-order mark, UTF-16 with a byte-order mark, any other
/// encoding that `encoding` names, and CRLF, LF or (classic Mac OS) CR line ends. Blank lines
/// are not names and are skipped. NUL bytes are removed and reported; other control characters
/// (an escape, a delete, C1 controls) are kept and reported, and the outputs escape them. A file
/// that is not valid UTF-8 (and names no other encoding) is refused with the line of its first
/// bad byte: a guess would show wrong characters.
public enum TextInput {
    /// The names in `bytes`, and the problems found.
    public static func read(_ bytes: consuming [UInt8], file: String, encoding: TextEncoding? = nil) -> (names: NameList, problems: [FileProblem]) {
        let utf16 = bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF])
        if utf16 || (encoding.map { $0 != .utf8 } ?? false) {
            do {
                bytes = try TextEncoding.decodeFile(bytes, as: encoding, file: file)
            } catch {
                return (NameList(), [error])
            }
        }
        return readUTF8(consume bytes, file: file)
    }

    /// What one run of lines gave: where its names end in its stretch of the buffer (they are
    /// compacted to the stretch's start), its problems, or the refusal of the whole file at its
    /// first line that is not UTF-8.
    private struct Part {
        var ends: [UInt32] = []
        /// Where the part's stretch of the buffer starts, and where its compacted names end.
        var start = 0, end = 0
        /// How many lines the part read.
        var lines = 0
        var problems: [FileProblem] = []
        var refusal: FileProblem?
    }

    /// The names in UTF-8 `bytes`, or the file's refusal at its first invalid line.
    ///
    /// The names are kept in the file's own bytes: each line is validated and moved down over
    /// the line ends, blank lines and NULs before it, so a million names cost no allocation
    /// each and no second copy of the file (see ``NameStore``).
    private static func readUTF8(_ bytes: consuming [UInt8], file: String) -> (names: NameList, problems: [FileProblem]) {
        guard bytes.count <= NameStore.capacity else {
            return (NameList(), [FileProblem(file: file, message: "too large: one input holds at most 4 GiB of names; the file was not read", refusesFile: true)])
        }
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        let count = bytes.count
        let parts = bytes.withUnsafeMutableBufferPointer { buffer -> [Part] in
            // Large inputs are read in two halves at once, split at a line end.
            guard count - start > 1 << 20 else {
                return [compact(buffer, from: start, to: count, firstLine: 1, file: file)]
            }
            var middle = start + (count - start) / 2
            while middle < count, buffer[middle - 1] != 0x0A { middle += 1 }
            let bounds = [(start, middle), (middle, count)]
            nonisolated(unsafe) var halves = [Part](repeating: Part(), count: 2)
            nonisolated(unsafe) let shared = buffer    // the halves write disjoint stretches
            halves.withUnsafeMutableBufferPointer { results in
                nonisolated(unsafe) let results = results
                DispatchQueue.concurrentPerform(iterations: 2) { half in
                    let (from, to) = bounds[half]
                    results[half] = compact(shared, from: from, to: to, firstLine: 1, file: file)
                }
            }
            // The second half numbered its lines from 1: moved on by the first half's lines,
            // which it counted as it read them (counting them first was a pass over half the
            // file on one core). Its count is whole unless it refused the file, and then its
            // refusal is the one reported.
            let shift = halves[0].lines
            var second = halves[1]
            for index in second.problems.indices { second.problems[index].line = second.problems[index].line.map { $0 + shift } }
            if let line = second.refusal?.line { second.refusal?.line = line + shift }
            return [halves[0], second]
        }
        if let refusal = parts.lazy.compactMap(\.refusal).first { return (NameList(), [refusal]) }
        // The parts' names moved down to one block at the buffer's start.
        var total = 0
        var ends: [UInt32] = []
        ends.reserveCapacity(parts.reduce(0) { $0 + $1.ends.count })
        bytes.withUnsafeMutableBytes { buffer in
            for part in parts {
                let length = part.end - part.start
                if let base = buffer.baseAddress, length > 0, part.start != total {
                    memmove(base + total, base + part.start, length)
                }
                ends += part.ends.map { $0 + UInt32(truncatingIfNeeded: total) }
                total += length
            }
        }
        bytes.removeSubrange(total...)
        // The bytes past the names (the line ends and blank lines they were moved over, a
        // megabyte for a million names) were written while reading: their pages go back, not
        // held through the sort.
        bytes.withUnsafeBufferPointer { names in
            if let base = names.baseAddress { MemoryPages.release(base, bytes: total..<bytes.capacity) }
        }
        return (NameList(names: NameStore(utf8: bytes, ends: ends)), parts.flatMap(\.problems))
    }

    /// Reads the lines in `buffer[from..<to]`, the first of which is line `firstLine`: each
    /// name's bytes are validated and moved down to follow the previous name's, without its
    /// line end, a CR before it, or NUL bytes (reported); blank lines are skipped.
    private static func compact(_ buffer: UnsafeMutableBufferPointer<UInt8>, from: Int, to: Int, firstLine: Int, file: String) -> Part {
        var part = Part()
        part.start = from
        part.ends.reserveCapacity((to - from) / 8)
        let input = UnsafeBufferPointer(buffer)
        guard let base = buffer.baseAddress else { return part }
        let raw = UnsafeMutableRawPointer(base)
        var read = from, write = from
        var lineNumber = firstLine - 1
        while read < to {
            lineNumber += 1
            let nameStart = write
            var sawNUL = false
            // The first control character other than NUL kept in the name (0: none).
            var control: UInt32 = 0
            var nonBlank = 0    // bytes other than ASCII blanks and NUL
            while read < to {
                // Eight bytes at a time while they are printable ASCII (no line end, NUL or
                // other control, no DEL, nothing multi-byte): moved down as they are. Most names
                // of a list are mostly such bytes; byte by byte, this was a twentieth of a
                // million names' run.
                // (Indices here and below wrap rather than trap: they stay within the buffer,
                // whose size is an `Int`; the checks were a fifth of this loop's instructions.)
                if read &+ 8 <= to {
                    let word = raw.loadUnaligned(fromByteOffset: read, as: UInt64.self)
                    let stops = Self.nonPrintableASCII(word)
                    if stops == 0 {
                        raw.storeBytes(of: word, toByteOffset: write, as: UInt64.self)
                        if word != 0x2020_2020_2020_2020 { nonBlank &+= 1 }
                        read &+= 8
                        write &+= 8
                        continue
                    }
                    // The printable bytes before the first other one (the line end, most
                    // often) moved at once too, by storing the whole word where that overwrites
                    // no byte still to be read: in place, or eight or more bytes behind. (Byte by
                    // byte, a line's last few bytes were most of this loop's time.)
                    let printable = stops.trailingZeroBitCount >> 3
                    let gap = read &- write
                    if printable > 0, gap == 0 || gap >= 8 {
                        raw.storeBytes(of: word, toByteOffset: write, as: UInt64.self)
                        let kept: UInt64 = (1 << (8 * printable)) - 1
                        if word & kept != 0x2020_2020_2020_2020 & kept { nonBlank &+= 1 }
                        read &+= printable
                        write &+= printable
                    }
                }
                let byte = buffer[read]
                if byte == 0x0A || byte == 0x0D { break }
                if byte < 0x80 {
                    read += 1
                    if byte == 0 {
                        sawNUL = true
                        continue
                    }
                    if byte != 0x20, byte != 0x09, byte != 0x0B, byte != 0x0C { nonBlank += 1 }
                    if control == 0, (byte < 0x20 && byte != 0x09) || byte == 0x7F { control = UInt32(byte) }
                    buffer[write] = byte
                    write += 1
                } else {
                    // A run of characters beyond ASCII, each after the other without the test of
                    // eight bytes above, which a lead byte always fails (a Han, Cyrillic or Thai
                    // name is such a run: the test was about a third of this loop's work for
                    // them). The common forms in line: two bytes (a lead C2–DF and a continuation
                    // byte) and three (E0–EF and two: Thai's E0 too); other leads and malformed
                    // sequences are told apart, and named, by `utf8SequenceLength`. (A call for
                    // every character was most of the time a list of Han or Cyrillic names took
                    // here.)
                    var lead = byte
                    nonBlank &+= 1    // (its characters are not blanks: counted once)
                    while true {
                        let source = base + read
                        let second = read &+ 1 < to ? source[1] : 0
                        let length: Int
                        if lead &- 0xC2 < 0x1E, second & 0xC0 == 0x80 {
                            length = 2
                        } else if lead &- 0xE0 < 0x10, second & 0xC0 == 0x80, read &+ 2 < to, source[2] & 0xC0 == 0x80,
                                  lead != 0xE0 || second >= 0xA0, lead != 0xED || second < 0xA0 {
                            // (After E0, A0–BF: no overlong form; after ED, 80–9F: no surrogate.)
                            length = 3
                        } else if let other = TextEncoding.utf8SequenceLength(input, at: read) {
                            length = other
                        } else {
                            part.refusal = FileProblem(file: file, line: lineNumber, message: TextEncoding.invalidUTF8Message(byte: lead), refusesFile: true)
                            return part
                        }
                        // C1 controls (U+0080–U+009F) are C2 80 … C2 9F.
                        if lead == 0xC2, second <= 0x9F, control == 0 { control = UInt32(second) }
                        let target = base + write
                        target[0] = lead
                        target[1] = second
                        if length > 2 { target[2] = source[2] }
                        if length > 3 { target[3] = source[3] }
                        read &+= length
                        write &+= length
                        guard read < to, base[read] >= 0x80 else { break }
                        lead = base[read]
                    }
                }
            }
            // The line end: LF, CR LF, or a CR alone (classic Mac OS files).
            if read < to, buffer[read] == 0x0D, read + 1 < to, buffer[read + 1] == 0x0A { read += 1 }
            read += 1
            if sawNUL { part.problems.append(FileProblem(file: file, line: lineNumber, message: "NUL bytes in the name were removed")) }
            if control != 0, let scalar = Unicode.Scalar(control) {
                part.problems.append(FileProblem(file: file, line: lineNumber, message: ControlCharacters.problem(scalar, in: "the name")))
            }
            if nonBlank == 0 {
                write = nameStart
                continue
            }
            part.ends.append(UInt32(truncatingIfNeeded: write - from))
        }
        part.end = write
        part.lines = lineNumber - firstLine + 1
        return part
    }

    /// Whether every byte of `word` is printable ASCII, 0x20…0x7E.
    @inline(__always)
    package static func isPrintableASCII(_ word: UInt64) -> Bool {
        nonPrintableASCII(word) == 0
    }

    /// The high bits of the bytes of `word` (read little-endian: the first byte lowest) that
    /// are not printable ASCII, 0x20…0x7E: zero when all are; else its lowest set bit is the
    /// first such byte's. (Bits above it may be set for printable bytes: a subtraction's borrow.)
    @inline(__always)
    package static func nonPrintableASCII(_ word: UInt64) -> UInt64 {
        let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
        // Bytes with their high bit set; bytes below 0x20 (a byte less than n sets its high bit
        // in word - n·ones, for bytes below 0x80; a borrow reaches only later bytes); bytes
        // equal to 0x7F (a zero in word ^ 0x7F…).
        let delete = word ^ (0x7F &* ones)
        return (word | ((word &- 0x20 &* ones) & ~word) | ((delete &- ones) & ~delete)) & highs
    }
}
