import Collation
import CollationContacts

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The C library's `read(2)` (named apart from the loader's own `read` functions).
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}

/// Loads the names and contacts that the input flags name.
enum InputLoader {
    /// The total size of the input's files, or `nil` when it is not known beforehand
    /// (standard input, the sample, a file that is not a regular file or cannot be looked at).
    static func totalSize(of input: InputFlags) -> Int? {
        guard !input.files.isEmpty, !input.sample else { return nil }
        var total = 0
        for path in input.files {
            guard path != "-" else { return nil }
            var status = stat()
            guard stat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return nil }
            total += Int(status.st_size)
        }
        return total
    }

    /// The names from every input in order, and every problem found in them. With `--strict`,
    /// the first problem stops the run. Without `otherFields`, contacts are read without the
    /// fields that no contact member holds (``OutputFormat/writesOtherFields``); without
    /// `phonesAndEmails`, CSV rows without the phones and e-mail addresses of the rows that have
    /// a name (``OutputFormat/writesPhonesAndEmails``).
    static func load(_ flags: InputFlags, otherFields: Bool = true, phonesAndEmails: Bool = true) throws -> (names: NameList, problems: [FileProblem]) {
        // The sample only when asked for, or at a terminal (a newcomer's first `collate`):
        // any other standard input, /dev/null included, is the user's list (cron, `ssh -n`
        // and CI give /dev/null, and must not get the sample as if it were theirs).
        if usesSample(flags) {
            if !flags.sample {
                printError("collate: no input given at a terminal: showing the built-in sample list (--sample asks for it by name; give files, or pipe names in, to collate your own)")
            }
            return (NameList(names: Sample.names), [])
        }
        var names = NameList(order: flags.sortBy)
        // `validate()` has checked the name.
        let encoding = flags.encoding.flatMap(TextEncoding.init(named:))
        var problems: [FileProblem] = []
        var total = 0, addressBooks = 0
        for path in flags.files.isEmpty ? ["-"] : flags.files {
            let name = path == "-" ? "<stdin>" : path
            let bytes: [UInt8]
            do {
                bytes = try readAll(path, readsLines: { Self.format(of: $0, path: path, flags: flags) != .json },
                                    wideText: encoding?.isWide ?? false)
            } catch let problem as FileProblem where problem.refusesFile {
                // Refused whole (binary data, past a limit): reported, and the other files read.
                if flags.strict { throw StrictStop(problem: problem) }
                problems.append(problem)
                continue
            }
            // The names are held as one block with 32-bit offsets (NameStore).
            total += bytes.count
            guard total <= NameStore.capacity else {
                throw tooLarge(name)
            }
            let format = format(of: bytes, path: path, flags: flags)
            if format == .vcard || format == .csv {
                // A contact's parts as bytes (NameList) take up to 1.5 times the bytes of the
                // fields they come from (a one-letter CSV field and its comma: three bytes), and
                // they too are held with 32-bit offsets. JSON spells every field's name.
                addressBooks += bytes.count
                guard addressBooks <= NameStore.capacity / 2 else {
                    throw FileProblem(file: name, message: "too large: collate reads at most 2 GiB of vCard and CSV address books in one run")
                }
            }
            let result = parse(consume bytes, name: name, format: format, flags: flags, otherFields: otherFields, phonesAndEmails: phonesAndEmails)
            if flags.strict, let first = result.problems.first { throw StrictStop(problem: first) }
            names.append(contentsOf: result.names)
            problems += result.problems
            guard names.count <= maximumRecords else {
                throw FileProblem(file: name, message: "too many records: collate reads at most \(maximumRecords) names and contacts in one run")
            }
        }
        return (names, problems)
    }

    /// Whether the run collates the built-in sample: asked for, or no input at a terminal.
    static func usesSample(_ flags: InputFlags) -> Bool {
        flags.sample || (flags.files.isEmpty && isatty(STDIN_FILENO) != 0)
    }

    /// The records of one input's `bytes` in `format`, and the problems found.
    static func parse(_ bytes: consuming [UInt8], name: String, format: InputFormat, flags: InputFlags, otherFields: Bool,
                      phonesAndEmails: Bool = true) -> (names: NameList, problems: [FileProblem]) {
        // `validate()` has checked the name.
        let encoding = flags.encoding.flatMap(TextEncoding.init(named:))
        switch format {
        case .json, .auto:    // `format(of:path:flags:)` never answers `auto`
            return JSONInput.read(bytes, file: name, encoding: encoding, order: flags.sortBy)
        case .text:
            return TextInput.read(consume bytes, file: name, encoding: encoding)    // read in place
        case .vcard:
            let reader = VCardReader(defaultEncoding: encoding ?? .utf8, keepsOtherFields: otherFields)
            guard otherFields || phonesAndEmails else {
                // An output of names only: each card read into its name and parts, no contact kept.
                let read = reader.readNames(consume bytes, file: name, order: flags.sortBy)
                return (NameList(names: read.names, contactParts: read.parts, order: flags.sortBy), read.problems)
            }
            let read = reader.read(consume bytes, file: name)    // its memory given back as it is read
            return (NameList(contacts: read.contacts, order: flags.sortBy), read.problems)
        case .csv:
            var reader = ContactCSVReader(encoding: encoding, nameColumn: flags.nameColumn, keepsOtherFields: otherFields)
            reader.keepsPhonesAndEmails = phonesAndEmails
            guard otherFields || phonesAndEmails else {
                // An output of names only (text, keys): each row read into its name and parts, no
                // contact kept (most of the memory a Google export's listing took).
                let read = reader.readNames(bytes, file: name, order: flags.sortBy)
                return (NameList(names: read.names, contactParts: read.parts, order: flags.sortBy), read.problems)
            }
            let read = reader.read(bytes, file: name)
            return (NameList(contacts: read.contacts, order: flags.sortBy), read.problems)
        }
    }

    /// The format of one input: the flag's, else by the file's extension, else by its content:
    /// `BEGIN:VCARD` is a vCard, `[` JSON, a header row of contact columns CSV, anything else
    /// text.
    static func format(of bytes: [UInt8], path: String, flags: InputFlags) -> InputFormat {
        format(of: bytes, path: path, asked: flags.inputFormat, nameColumn: flags.nameColumn)
    }

    /// The format of a file: `asked`, or when that is `auto`, by extension, then by content.
    static func format(of bytes: [UInt8], path: String, asked: InputFormat, nameColumn: String? = nil) -> InputFormat {
        guard asked == .auto else { return asked }
        let lowered = path.lowercased()
        if lowered.hasSuffix(".vcf") || lowered.hasSuffix(".vcard") { return .vcard }
        if lowered.hasSuffix(".csv") { return .csv }
        if lowered.hasSuffix(".json") { return .json }
        if lowered.hasSuffix(".txt") { return .text }
        // Sniff the start, as UTF-8 (UTF-16 with a byte-order mark is transcoded first).
        let head = (try? TextEncoding.removingByteOrderMark(Array(bytes.prefix(4096)))) ?? Array(bytes.prefix(4096))
        let text = String(decoding: head, as: UTF8.self)
        let start = text.drop { $0.isWhitespace }
        if start.prefix(11).uppercased() == "BEGIN:VCARD" { return .vcard }
        if start.first == "[" { return .json }
        let firstLine = String(start.prefix { $0 != "\n" && $0 != "\r" })
        if ContactCSVReader(nameColumn: nameColumn).isContactHeader(firstLine) { return .csv }
        return .text
    }

    /// The most input one run reads: its names are held with 32-bit offsets (``NameStore``).
    static let maximumInput = NameStore.capacity

    /// The most records one run collates (positions are 32-bit in the key table's items).
    static let maximumRecords = Int(Int32.max)

    /// The longest line an input may have, except JSON (a whole document may be one line).
    /// No name, card property or CSV record comes near it (a vCard 4.0 photo written as one
    /// unfolded `data:` line is a few megabytes); an input without line ends is stopped here
    /// rather than read forever.
    static let maximumLineLength = 16 << 20

    /// How much of an input is looked at before the rest is read: enough to tell binary data
    /// from text, little enough that a wrong file costs nothing (``looksBinary(_:)``).
    static let sniffLength = 64 << 10

    /// The bytes of a file, or of standard input for "-", read straight into one array.
    ///
    /// Refused whole (a problem that `refusesFile`), after reading at most a bounded prefix: a
    /// file larger than ``maximumInput`` (by its size, before reading), binary data (by its
    /// first ``sniffLength`` bytes), a line longer than ``maximumLineLength`` where
    /// `readsLines` says the input is read by lines (asked with its first bytes). `wideText`:
    /// the user named UTF-16 or UTF-32, where NUL bytes are text.
    static func readAll(_ path: String, readsLines: ([UInt8]) -> Bool = { _ in true }, wideText: Bool = false) throws -> [UInt8] {
        if path == "-" { return try readAll(descriptor: STDIN_FILENO, name: "<stdin>", size: nil, readsLines: readsLines, wideText: wideText) }
        let descriptor = try openForReading(path)
        defer { close(descriptor) }
        var status = stat()
        let size = fstat(descriptor, &status) == 0 && status.st_mode & S_IFMT == S_IFREG ? Int(status.st_size) : nil
        return try readAll(descriptor: descriptor, name: path, size: size, readsLines: readsLines, wideText: wideText)
    }

    /// The file `path` opened for reading (its name as the system's bytes), or a problem
    /// naming it: missing, unreadable, a folder.
    static func openForReading(_ path: String) throws -> Int32 {
        let descriptor = open(SystemPath.cString(path), O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            let message = switch errno {
            case ENOENT: "no such file"
            case EACCES: "cannot read the file: permission denied"
            default: "cannot read the file: \(String(cString: strerror(errno)))"
            }
            throw FileProblem(file: path, message: message)
        }
        var status = stat()
        if fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFDIR {
            close(descriptor)
            throw FileProblem(file: path, message: "is a directory, not a file")
        }
        return descriptor
    }

    /// Everything `descriptor` gives until its end (see ``readAll(_:readsLines:wideText:)``);
    /// `size` is a regular file's, `nil` for a pipe or a device.
    private static func readAll(descriptor: Int32, name: String, size: Int?, readsLines: ([UInt8]) -> Bool, wideText: Bool) throws -> [UInt8] {
        if let size, size > maximumInput { throw tooLarge(name) }
        // The prefix first, into a small buffer: a sparse 3 GB file or /dev/zero is refused
        // after 64 KiB, not after allocating its size.
        var bytes = [UInt8](repeating: 0, count: sniffLength)
        var count = 0
        func readMore() throws -> Int {
            while true {
                let read = bytes.withUnsafeMutableBytes { buffer in
                    systemRead(descriptor, buffer.baseAddress.map { $0 + count }, buffer.count - count)
                }
                if read >= 0 { return read }
                if errno != EINTR { throw FileProblem(file: name, message: "cannot read the file: \(String(cString: strerror(errno)))") }
            }
        }
        while count < sniffLength {
            let read = try readMore()
            if read == 0 { break }
            count += read
        }
        let prefix = bytes[..<count]
        if let refusal = binaryRefusal(prefix, name: name, wideText: wideText) { throw refusal }
        let limitsLines = readsLines(Array(prefix))
        guard count == sniffLength else {
            bytes.removeSubrange(count...)
            try checkLines(bytes[...], from: 0, lineStart: 0, name: name, limitsLines: limitsLines)
            return bytes
        }
        // Where the line being read began: after the last LF or CR seen.
        var lineStart = try checkLines(bytes[..<count], from: 0, lineStart: 0, name: name, limitsLines: limitsLines)
        if let size {
            // A regular file: the rest read straight into an array made for its size (and a
            // byte, to see its end), its room left uninitialized. Grown with zeros first, the
            // file's bytes were written twice, the zeros a pass of their own over every new
            // page (reading a million names, 17 MB: 41 ms against 44, median of six runs).
            var ended = false
            let head = bytes
            bytes = try [UInt8](unsafeUninitializedCapacity: max(size + 1, count + (1 << 16))) { buffer, initialized in
                guard let base = buffer.baseAddress else { return }
                head.withUnsafeBufferPointer { head in
                    if let start = head.baseAddress { base.initialize(from: start, count: count) }
                }
                initialized = count
                while initialized < buffer.count {
                    let read = systemRead(descriptor, base + initialized, buffer.count - initialized)
                    if read < 0 {
                        if errno == EINTR { continue }
                        throw FileProblem(file: name, message: "cannot read the file: \(String(cString: strerror(errno)))")
                    }
                    if read == 0 {
                        ended = true
                        return
                    }
                    lineStart = try checkLines(UnsafeBufferPointer(rebasing: buffer[..<(initialized + read)]), from: initialized,
                                               lineStart: lineStart, name: name, limitsLines: limitsLines)
                    initialized += read
                    if initialized > maximumInput { throw tooLarge(name) }
                }
            }
            count = bytes.count
            if ended { return bytes }
            // (Longer than its size said: it grew while read. Read on as from a pipe.)
        }
        // Grown in place: an array of zeros appended would be a second copy of the input at the
        // peak, for a moment (the peak is what a large run's memory is).
        bytes.append(contentsOf: repeatElement(0, count: 1 << 16))
        while true {
            if count == bytes.count { bytes.append(contentsOf: repeatElement(0, count: bytes.count)) }
            let read = try readMore()
            if read == 0 { break }
            lineStart = try checkLines(bytes[..<(count + read)], from: count, lineStart: lineStart, name: name, limitsLines: limitsLines)
            count += read
            if count > maximumInput { throw tooLarge(name) }
        }
        bytes.removeSubrange(count...)
        return bytes
    }

    /// Where the last line of `bytes` starts, after checking that no line since `lineStart`
    /// (the new bytes begin at `from`) is longer than ``maximumLineLength``.
    @discardableResult
    private static func checkLines<Bytes: BidirectionalCollection<UInt8>>(_ bytes: Bytes, from: Int, lineStart: Int, name: String,
                                                                          limitsLines: Bool) throws -> Int where Bytes.Index == Int {
        guard limitsLines else { return lineStart }
        var start = lineStart
        if let end = bytes[from...].lastIndex(where: { $0 == 0x0A || $0 == 0x0D }) { start = end + 1 }
        if bytes.endIndex - start > maximumLineLength {
            throw FileProblem(file: name, message: "a line longer than \(maximumLineLength >> 20) MiB at byte \(start): "
                + "not a list of names or an address book; the file was not read", refusesFile: true)
        }
        return start
    }

    /// Why `prefix` is binary data rather than text in any encoding the tool reads, or `nil`:
    /// NUL bytes (more than 1 in 100) or control bytes other than line ends, tabs and form
    /// feeds (more than 1 in 20). A name with a stray NUL or escape is text, reported by its
    /// reader; /dev/zero, a sparse file, an image or /dev/urandom are not. UTF-16 and UTF-32
    /// with a byte-order mark are text.
    static func looksBinary(_ prefix: ArraySlice<UInt8>) -> String? {
        if prefix.starts(with: [0xFF, 0xFE]) || prefix.starts(with: [0xFE, 0xFF]) { return nil }
        var nuls = 0, controls = 0
        for byte in prefix where byte < 0x20 {
            if byte == 0 { nuls += 1 } else if byte != 0x09, byte != 0x0A, byte != 0x0C, byte != 0x0D { controls += 1 }
        }
        if nuls * 100 > prefix.count { return "\(nuls) NUL bytes" }
        if (nuls + controls) * 20 > prefix.count { return "\(nuls + controls) control bytes" }
        return nil
    }

    /// The refusal of an input whose first bytes, `prefix`, are binary data (``looksBinary(_:)``),
    /// or `nil`: an input shorter than ``sniffLength`` is read and its problems reported by
    /// line; `wideText` (UTF-16 or UTF-32 named with `--encoding`) holds NUL bytes as text.
    static func binaryRefusal(_ prefix: ArraySlice<UInt8>, name: String, wideText: Bool) -> FileProblem? {
        guard prefix.count == sniffLength, !wideText, let reason = looksBinary(prefix) else { return nil }
        return FileProblem(file: name, message: "binary data (\(reason) in its first \(sniffLength >> 10) KiB), not names or an address book; the file was not read", refusesFile: true)
    }

    static func tooLarge(_ name: String) -> FileProblem {
        FileProblem(file: name, message: "too large: collate reads at most \((maximumInput + 1) >> 30) GiB of input in one run; the file was not read", refusesFile: true)
    }

    /// The UTF-8 text of a file the user named (a locale file, readings, rules), or a problem
    /// that names it.
    static func readText(_ path: String) throws -> String {
        let bytes = try readAll(path)
        guard let text = String(validating: bytes, as: UTF8.self) else { throw FileProblem(file: path, message: "not valid UTF-8") }
        return text
    }
}

/// The first problem of the input under `--strict`: it stops the run, exit 65 (66 for a file
/// refused whole).
struct StrictStop: Error, CustomStringConvertible {
    let problem: FileProblem
    var description: String { "\(problem) (--strict: stopped here)" }
}
