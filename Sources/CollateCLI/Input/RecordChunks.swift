import Collation
import CollationContacts
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// One input read a part at a time, each part whole records: lines of text, top-level vCards,
/// CSV rows (each part after the first given the file's header row again). What lets
/// `collate keys` key a list of any length in bounded memory: no record's key depends on
/// another record.
///
/// A part is about ``partSize`` bytes; a record longer than that makes its part longer, up to
/// the line limit (``InputLoader/maximumLineLength``). JSON (a document is one value), UTF-16
/// and the encodings named with `--encoding` are read whole, as one part: they are decoded
/// whole.
struct RecordChunks {
    /// Roughly how many bytes a part holds: large enough that a part's setup costs nothing next
    /// to its keys (about 70,000 names), small enough that its names, keys and lines stay about
    /// 15 MB (a run of keys peaks at about 45 MB whatever the input's length).
    /// `COLLATE_PART_SIZE` sets another, so that the tests cut small files into many parts.
    static let partSize: Int = {
        guard let text = getenv("COLLATE_PART_SIZE").map({ String(cString: $0) }), let size = Int(text), size > 0 else { return 1 << 20 }
        return size
    }()

    /// One part: its bytes (for CSV after the first, the header row first) and how the reader's
    /// line numbers map to the file's.
    struct Part {
        var bytes: [UInt8]
        /// Added to a problem's line to give the file's line.
        var lineOffset: Int
    }

    /// The input's name for messages.
    let name: String
    /// Its format, from its name and first bytes.
    private(set) var format: InputFormat = .auto
    private let descriptor: Int32
    private let ownsDescriptor: Bool
    /// Bytes read and not yet handed out; they start at a record's start.
    private var pending: [UInt8]
    private var atEnd = false
    /// Whether the input is read in parts (else whole, as one).
    private var streams = false
    /// The line `pending` starts on.
    private var line = 1
    /// CSV: the header row with its line end, given again before every part after the first.
    private var header: [UInt8] = []
    private var headerLines = 0
    private var started = false

    /// Opens `path` ("-": standard input) and reads its first bytes: binary data and a file
    /// past the size limit are refused here (a problem that `refusesFile`).
    init(_ path: String, flags: InputFlags) throws {
        name = path == "-" ? "<stdin>" : path
        let encoding = flags.encoding.flatMap(TextEncoding.init(named:))
        if path == "-" {
            descriptor = STDIN_FILENO
            ownsDescriptor = false
        } else {
            descriptor = try InputLoader.openForReading(path)
            ownsDescriptor = true
        }
        pending = []
        pending.reserveCapacity(Self.partSize + (1 << 16))
        do {
            try fill(upTo: InputLoader.sniffLength)
            if let refusal = InputLoader.binaryRefusal(pending[...], name: name, wideText: encoding?.isWide ?? false) { throw refusal }
        } catch {
            finish()
            throw error
        }
        format = InputLoader.format(of: pending, path: path, flags: flags)
        let utf16 = pending.starts(with: [0xFF, 0xFE]) || pending.starts(with: [0xFE, 0xFF])
        streams = format != .json && format != .auto && !utf16 && (encoding == nil || encoding == .utf8)
    }

    /// Closes the input (standard input stays open).
    func finish() {
        if ownsDescriptor { close(descriptor) }
    }

    /// The next part, or `nil` at the end.
    mutating func next() throws -> Part? {
        guard streams else {
            // Read whole: decoded whole, or one JSON value.
            guard !started else { return nil }
            started = true
            while !atEnd {
                try fill(upTo: pending.count + (1 << 20))
                if pending.count > InputLoader.maximumInput { throw InputLoader.tooLarge(name) }
            }
            return Part(bytes: pending, lineOffset: 0)
        }
        while true {
            if !atEnd, pending.count < Self.partSize { try fill(upTo: Self.partSize) }
            if !started, format == .csv, header.isEmpty { takeHeader() }
            if atEnd {
                guard !pending.isEmpty else { return nil }
                return part(until: pending.count)
            }
            if let cut = cut() { return part(until: cut) }
            // No whole record yet: read on, up to the line limit.
            guard pending.count <= InputLoader.maximumLineLength else {
                throw FileProblem(file: name, line: line, message: "a record longer than \(InputLoader.maximumLineLength >> 20) MiB: "
                    + "not a list of names or an address book; the file was not read", refusesFile: true)
            }
            try fill(upTo: pending.count * 2)
        }
    }

    /// Hands out `pending[..<cut]` as a part.
    private mutating func part(until cut: Int) -> Part {
        let bytes = Array(pending[..<cut])
        pending.removeSubrange(..<cut)
        var part = Part(bytes: bytes, lineOffset: line - 1)
        if format == .csv, started {
            // The header again, so that the reader knows the columns: its lines are not the file's.
            part = Part(bytes: header + bytes, lineOffset: line - 1 - headerLines)
        }
        line += Self.lineEnds(in: bytes, vCard: format == .vcard)
        started = true
        return part
    }

    /// CSV: notes the header row (the first record) of the first part.
    private mutating func takeHeader() {
        guard header.isEmpty, let end = Self.recordEnd(in: pending[...], last: false) else { return }
        header = Array(pending[..<end])
        headerLines = Self.lineEnds(in: header, vCard: false)
    }

    /// Where the last whole record of `pending` ends, or `nil` when none does yet.
    private func cut() -> Int? {
        switch format {
        case .csv:
            // The first part holds the header and at least one row after it.
            guard !header.isEmpty else { return nil }
            let start = started ? 0 : header.count
            return Self.recordEnd(in: pending[start...], last: true)
        case .vcard:
            return Self.lastCardEnd(in: pending)
        default:
            return Self.lastLineEnd(in: pending[...])
        }
    }

    /// After the last line end of `bytes` that is whole (a CR at the very end may be half of
    /// CR LF).
    static func lastLineEnd(in bytes: ArraySlice<UInt8>) -> Int? {
        var index = bytes.endIndex - 1
        while index >= bytes.startIndex {
            if bytes[index] == 0x0A { return index + 1 }
            if bytes[index] == 0x0D, index + 1 < bytes.endIndex { return index + 1 }
            index -= 1
        }
        return nil
    }

    /// After the first (`last` false) or last record end of CSV `bytes`, which start at a
    /// record's start: a line end outside quotes.
    static func recordEnd(in bytes: ArraySlice<UInt8>, last: Bool) -> Int? {
        var quoted = false
        var found: Int?
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                quoted.toggle()
            } else if !quoted, byte == 0x0A || byte == 0x0D {
                if byte == 0x0D {
                    guard index + 1 < bytes.endIndex else { break }
                    if bytes[index + 1] == 0x0A { index += 1 }
                }
                found = index + 1
                if !last { return found }
            }
            index += 1
        }
        return found
    }

    /// After the line end of the last `END:VCARD` that closes a top-level card in `bytes`.
    static func lastCardEnd(in bytes: [UInt8]) -> Int? {
        var depth = 0
        var found: Int?
        var start = 0
        bytes.withUnsafeBufferPointer { buffer in
            var index = 0
            while index < buffer.count {
                guard let (end, next) = lineEnd(in: buffer, from: index) else { break }
                let line = UnsafeBufferPointer(rebasing: buffer[start..<end])
                if starts(line, with: "BEGIN:VCARD") {
                    depth += 1
                } else if starts(line, with: "END:VCARD") {
                    depth = max(0, depth - 1)
                    if depth == 0 { found = next }
                }
                index = next
                start = next
            }
        }
        return found
    }

    /// The end of the line from `index` and where the next starts, by the vCard reader's rules
    /// (LF, CR LF, a lone CR, iOS 6's CR CR LF); `nil` when the line is not whole in `buffer`.
    private static func lineEnd(in buffer: UnsafeBufferPointer<UInt8>, from index: Int) -> (Int, Int)? {
        var index = index
        while index < buffer.count {
            let byte = buffer[index]
            if byte == 0x0A { return (index, index + 1) }
            if byte == 0x0D {
                // A CR at the end may be followed by LF, or by CR LF: not whole yet.
                guard index + 2 < buffer.count else { return nil }
                if buffer[index + 1] == 0x0D, buffer[index + 2] == 0x0A { return (index, index + 3) }
                if buffer[index + 1] == 0x0A { return (index, index + 2) }
                return (index, index + 1)
            }
            index += 1
        }
        return nil
    }

    /// Whether `line`, past leading blanks, starts with `word` (ASCII, any case).
    private static func starts(_ line: UnsafeBufferPointer<UInt8>, with word: StaticString) -> Bool {
        var offset = 0
        while offset < line.count, line[offset] == 0x20 || line[offset] == 0x09 { offset += 1 }
        let count = word.utf8CodeUnitCount
        guard line.count - offset >= count else { return false }
        return word.withUTF8Buffer { expected in (0..<count).allSatisfy { line[offset + $0] | 0x20 == expected[$0] | 0x20 } }
    }

    /// How many line ends `bytes` holds, counted as its reader counts them: LF, CR LF and a
    /// lone CR one each; for vCard iOS 6's CR CR LF one too.
    static func lineEnds(in bytes: [UInt8], vCard: Bool) -> Int {
        var count = 0
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x0A {
                count += 1
            } else if byte == 0x0D {
                count += 1
                if vCard, index + 2 < bytes.count, bytes[index + 1] == 0x0D, bytes[index + 2] == 0x0A {
                    index += 2
                } else if index + 1 < bytes.count, bytes[index + 1] == 0x0A {
                    index += 1
                }
            }
            index += 1
        }
        return count
    }

    /// Reads until `pending` holds `count` bytes or the input ends.
    private mutating func fill(upTo count: Int) throws {
        while pending.count < count, !atEnd {
            let before = pending.count
            pending.append(contentsOf: repeatElement(0, count: count - before))
            var got = 0
            repeat {
                got = pending.withUnsafeMutableBytes { buffer in
                    read(descriptor, buffer.baseAddress.map { $0 + before }, count - before)
                }
            } while got < 0 && errno == EINTR
            if got < 0 {
                let error = errno
                pending.removeSubrange(before...)
                throw FileProblem(file: name, message: "cannot read the file: \(String(cString: strerror(error)))")
            }
            pending.removeSubrange((before + got)...)
            if got == 0 { atEnd = true }
        }
    }
}
