import Collation
import Dispatch
import ExtrasBase64
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads contacts from vCard files: 2.1, 3.0 and 4.0, as phones and mail programs write them.
///
/// Every card becomes one ``Contact``, also a card cut off before `END:VCARD` (kept, and
/// reported) and a card nested in another (its own contact). What is read:
/// - lines ending in CRLF, LF, CR, or the CR CR LF that iOS 6 wrote; folded lines (one space
///   or tab in 3.0 and 4.0, any run of them in 2.1);
/// - quoted-printable values with soft line breaks, decoded to bytes before the characters
///   are, so a break inside a multibyte character is harmless;
/// - `CHARSET` parameters (UTF-8, Shift_JIS, GB2312/GBK/GB18030, Big5, ISO-8859-x,
///   Windows-125x; see ``TextEncoding``), decoded before escapes are undone, so a Shift_JIS
///   character whose second byte is `\` stays whole;
/// - base64 values: photos, logos, keys and sounds skipped without decoding (including 2.1's
///   unfolded base64 that ends at a blank line or at the next property), text values decoded
///   (`FN;ENCODING=b:`, 2.1's `ENCODING=BASE64`) and read as any other;
/// - control characters in a value (a line feed or an escape in a name) kept and reported
///   with their line: the outputs escape them;
/// - `N`, `FN`, `ORG`, `NICKNAME`, `TEL`, `EMAIL`, the phonetic names (see
///   ``VCardCardBuilder``), `X-ABShowAs`; every other property is kept as a ``ContactField``.
///
/// Bytes that are not valid in their encoding are never guessed at: the file is refused with
/// a problem naming the line and an encoding the bytes are valid in. One exception, as
/// vobject and Android's importer have it: a quoted-printable value with bytes that are not
/// ASCII and no `CHARSET` (`N;ENCODING=QUOTED-PRINTABLE:Ren=E9e`, as old Nokia and Outlook
/// exports wrote) is one label missing, not a file in another encoding: it is read by the best
/// guess and reported with its line, and every card is kept.
public struct VCardReader: Sendable {
    /// The encoding of values without a `CHARSET` parameter.
    public var defaultEncoding: TextEncoding
    /// Whether the properties that the contact model has no member for are kept, as
    /// ``Contact/otherFields``. `false` for a program that shows names only: they are still
    /// checked (a file is refused or read alike either way), but not made into text, which
    /// is most of the time and memory an address book takes to read.
    public var keepsOtherFields: Bool

    /// A reader that decodes values without a `CHARSET` as `defaultEncoding` (UTF-8, as vCard
    /// 3.0 and 4.0 require, unless the user says otherwise).
    public init(defaultEncoding: TextEncoding = .utf8, keepsOtherFields: Bool = true) {
        self.defaultEncoding = defaultEncoding
        self.keepsOtherFields = keepsOtherFields
    }

    /// The contacts in `bytes`, and the problems found (`file` names them).
    ///
    /// Consuming: a caller that hands its bytes over (`read(consume bytes, …)`) lets the reader
    /// give the memory of the cards it has read back to the system as it goes, so that a large
    /// address book is never held twice, once as bytes and once as contacts. A caller that
    /// keeps using its array keeps it intact: the reader then works on its own copy.
    public func read(_ bytes: consuming [UInt8], file: String) -> (contacts: [Contact], problems: [FileProblem]) {
        let read = run(consume bytes, file: file, namesIn: nil)
        return (read.contacts, read.problems)
    }

    /// The display names of the contacts in `bytes` and their collation parts in `order`, as
    /// ``read(_:file:)``'s contacts give them, and the problems found: for an output that shows
    /// names only, each contact gone once its name and parts are written, on the core that read
    /// it (a 100,000-card export's contacts were half the memory its listing took).
    package func readNames(_ bytes: consuming [UInt8], file: String, order: NameOrder) -> (names: NameStore, parts: PartsStore, problems: [FileProblem]) {
        let read = run(consume bytes, file: file, namesIn: order)
        return (read.names, read.parts, read.problems)
    }

    /// What one read of a file gave: the contacts (and where their cards are, when asked), or
    /// their names and parts alone, and the problems.
    struct Read {
        var contacts: [Contact] = []
        var spans: [CardSpan] = []
        var names = NameStore()
        var parts = PartsStore()
        var problems: [FileProblem] = []
    }

    /// Reads the whole file (UTF-16 with a byte order mark made UTF-8 first), giving back its
    /// pages as it goes: into contacts, or into names and parts in `namesIn` order.
    private func run(_ bytes: consuming [UInt8], file: String, namesIn order: NameOrder?) -> Read {
        let transcoded = bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF])
        var data: [UInt8]
        if transcoded {
            do {
                data = try TextEncoding.removingByteOrderMark(bytes)
            } catch {
                return Read(problems: [Self.invalidUTF16(bytes, offset: error.offset, file: file)])
            }
        } else {
            data = consume bytes
        }
        let lines = TextLines(data)
        // The buffer is mutable only so that the sessions can release the pages they are done with.
        return data.withUnsafeMutableBufferPointer { mutable in
            run(UnsafeBufferPointer(mutable), lines: lines, within: 0..<lines.count, file: file, transcoded: transcoded, releases: true,
                spans: false, namesIn: order)
        }
    }

    /// Where one contact's card is in the file: the lines (1-based) of its `BEGIN:VCARD` and of
    /// its `END:VCARD` (`nil` when it is cut off), and whether it is inside another card.
    struct CardSpan: Sendable, Equatable {
        var begin: Int
        var end: Int?
        var nested: Bool
    }

    /// ``read(_:file:)`` of UTF-8 bytes (a UTF-16 file is given back empty with its problem), and
    /// where each contact's card is (`spans[i]` is `contacts[i]`'s) and the file's lines: what a
    /// writer that edits the file needs to read it once. The bytes are read where they are, not
    /// copied, and stay whole.
    func readCards(_ bytes: [UInt8], file: String)
        -> (contacts: [Contact], spans: [CardSpan], lines: TextLines, problems: [FileProblem]) {
        let lines = TextLines(bytes)
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            return ([], [], lines, [FileProblem(file: file, line: nil, message: "UTF-16 is read as UTF-8 text first; the file was not read", refusesFile: true)])
        }
        let read = bytes.withUnsafeBufferPointer { run($0, lines: lines, within: 0..<lines.count, file: file, transcoded: false, releases: false, spans: true) }
        return (read.contacts, read.spans, lines, read.problems)
    }

    /// ``readCards(_:file:)`` of the lines `window` of UTF-8 `bytes` only (one of
    /// ``windows(of:lines:bytes:)``, whose line numbers stay the file's), in parts at once from
    /// 128 KiB.
    func readCards(_ bytes: [UInt8], lines: TextLines, window: Range<Int>, file: String)
        -> (contacts: [Contact], spans: [CardSpan], problems: [FileProblem]) {
        let read = bytes.withUnsafeBufferPointer {
            run($0, lines: lines, within: window, file: file, transcoded: false, releases: false, spans: true, partsFrom: 128 << 10)
        }
        return (read.contacts, read.spans, read.problems)
    }

    /// The file's lines cut into windows of about `size` bytes, each a run of whole top-level
    /// cards (cut where the reader cuts a large file into parts): a writer reads, decides and
    /// writes one window after another, and holds one window's contacts at a time.
    func windows(of size: Int, lines: TextLines, bytes: [UInt8]) -> [Range<Int>] {
        let count = max(1, bytes.count / max(1, size))
        return bytes.withUnsafeBufferPointer { Self.split(lines, data: $0, within: 0..<lines.count, parts: count, minimumBytes: 0) }
    }

    /// The problem of a file whose UTF-16 is not valid.
    private static func invalidUTF16(_ bytes: [UInt8], offset: Int, file: String) -> FileProblem {
        FileProblem(file: file, line: TextLines.lineNumber(ofOffset: offset, in: bytes), message: "invalid UTF-16; the file was not read", refusesFile: true)
    }

    /// Reads the lines `window` of `data` (a UTF-8 byte order mark that starts it is skipped),
    /// `lines` being its lines: in parts at once when it holds more than `minimumBytes` (from
    /// 128 KiB: one phone's book, a megabyte, was read on one core, 8 ms of its 20), giving
    /// back the pages read when `releases`. The sessions read the buffer only while this runs,
    /// and keep no byte of it (only strings).
    private func run(_ data: UnsafeBufferPointer<UInt8>, lines: TextLines, within window: Range<Int>, file: String, transcoded: Bool,
                     releases: Bool, spans recordsSpans: Bool, namesIn order: NameOrder? = nil, partsFrom minimumBytes: Int = 128 << 10) -> Read {
        // A UTF-16 file's mark went with its transcoding: what follows it is text.
        let bom = !transcoded && data.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        let cores = max(1, min(8, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))))
        let parts = Self.split(lines, data: data, within: window, parts: cores, minimumBytes: minimumBytes)
        var sessions = parts.map {
            Session(reader: self, file: file, lines: lines, lineRange: $0, data: data, transcoded: transcoded,
                    byteOrderMark: bom, releases: releases, recordsSpans: recordsSpans, namesIn: order)
        }
        if sessions.count == 1 {
            sessions[0].run()
        } else {
            // A large file is read in parts at once, each a run of whole top-level cards.
            sessions.withUnsafeMutableBufferPointer { all in
                nonisolated(unsafe) let all = all
                DispatchQueue.concurrentPerform(iterations: all.count) { all[$0].run() }
            }
        }
        // A file refused in one part is refused whole, at its first bad line.
        if let refusal = sessions.lazy.compactMap(\.refusal).first { return Read(problems: [refusal]) }
        var read = Read(contacts: sessions.flatMap(\.contacts), spans: sessions.flatMap(\.spans), problems: sessions.flatMap(\.problems))
        if order != nil {
            read.names = sessions[0].names
            read.parts = sessions[0].parts
            for session in sessions.dropFirst() {
                read.names.append(contentsOf: session.names)
                read.parts.append(contentsOf: session.parts)
            }
        }
        return read
    }

    /// The lines `window` cut into at most `parts` ranges of about as many lines (one per core, to
    /// read at once), when the window holds more than `minimumBytes`; each cut just before a
    /// `BEGIN:VCARD` at the top level, so that no card spans two ranges.
    private static func split(_ lines: TextLines, data: UnsafeBufferPointer<UInt8>, within window: Range<Int>, parts: Int,
                              minimumBytes: Int) -> [Range<Int>] {
        guard !window.isEmpty else { return [window] }
        let bytes = lines[window.upperBound - 1].upperBound - lines[window.lowerBound].lowerBound
        guard bytes > minimumBytes, parts > 1 else { return [window] }
        func starts(_ keyword: StaticString, at line: Int) -> Bool {
            let range = lines[line]
            let count = keyword.utf8CodeUnitCount
            guard range.count >= count else { return false }
            return keyword.withUTF8Buffer { word in
                (0..<count).allSatisfy { data[range.lowerBound + $0] | 0x20 == word[$0] | 0x20 }
            }
        }
        var cuts: [Int] = [window.lowerBound]
        var depth = 0
        let target = window.count / parts
        for line in window {
            let first = data[lines[line]].first ?? 0
            if first | 0x20 == UInt8(ascii: "b"), starts("BEGIN:VCARD", at: line) {
                if depth == 0, line > cuts[cuts.count - 1], line - cuts[cuts.count - 1] >= target, cuts.count < parts { cuts.append(line) }
                depth += 1
            } else if first | 0x20 == UInt8(ascii: "e"), starts("END:VCARD", at: line) {
                depth = max(0, depth - 1)
            }
        }
        cuts.append(window.upperBound)
        return zip(cuts, cuts.dropFirst()).map { $0..<$1 }
    }

    /// One pass over one file.
    private struct Session {
        let reader: VCardReader
        let file: String
        let lines: TextLines
        /// The lines this session reads: the whole file, or a part of whole cards.
        let lineRange: Range<Int>
        /// The file's bytes, valid for the session's run.
        let data: UnsafeBufferPointer<UInt8>
        /// Whether the file was UTF-16 and is now UTF-8 (`CHARSET` parameters no longer apply).
        let transcoded: Bool
        /// The length of the UTF-8 byte order mark the first line starts with (0 or 3).
        let byteOrderMark: Int
        /// Whether the pages of the cards read are given back (the caller handed its bytes over).
        let releases: Bool
        var contacts: [Contact] = []
        /// Read into names and parts in this order instead of `contacts` (``readNames(_:file:order:)``).
        let namesOrder: NameOrder?
        var names = NameStore()
        var parts = PartsStore()
        private var nameParts: [NamePart] = []
        /// Where each of `contacts` is, when the reader was asked (``readCards(_:file:)``).
        let recordsSpans: Bool
        var spans: [CardSpan] = []
        var problems: [FileProblem] = []
        /// Why the file cannot be read at all (bytes not valid in their encoding), if so.
        var refusal: FileProblem?
        var open: [VCardCardBuilder] = []
        var decoder = TextDecoder()
        /// The last legacy encoding a property's `CHARSET` named and its bytes were valid in:
        /// the first guess for a property that names none (see ``keepGuessed(_:suggested:)``).
        private var legacyEncoding: TextEncoding?
        /// Where the bytes this session has given back end (see ``releaseBytes(before:)``).
        private var releasedUpTo: Int

        init(reader: VCardReader, file: String, lines: TextLines, lineRange: Range<Int>, data: UnsafeBufferPointer<UInt8>, transcoded: Bool,
             byteOrderMark: Int, releases: Bool, recordsSpans: Bool, namesIn order: NameOrder?) {
            self.reader = reader
            namesOrder = order
            self.byteOrderMark = byteOrderMark
            self.releases = releases
            self.recordsSpans = recordsSpans
            self.file = file
            self.lines = lines
            self.lineRange = lineRange
            self.data = data
            self.transcoded = transcoded
            releasedUpTo = lineRange.isEmpty ? 0 : lines[lineRange.lowerBound].lowerBound
        }

        /// Reads the session's lines into `contacts`, `problems` and, when the file cannot be
        /// read, `refusal`.
        mutating func run() {
            var index = lineRange.lowerBound
            while index < lineRange.upperBound {
                let line = index == 0 ? data[lines[index]].dropFirst(byteOrderMark) : data[lines[index]]
                let number = index + 1
                index += 1
                if line.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) { continue }
                guard let property = VCardProperty.parseHeader(line, line: number) else {
                    problems.append(problem(number, open.isEmpty
                        ? "not part of a card (no BEGIN:VCARD before it); skipped"
                        : "not a vCard property (no NAME:value); skipped"))
                    continue
                }
                let version = open.last?.version ?? .v30
                switch property.encoding {
                case .base64:
                    let end = skipBase64(from: index, version: version)
                    defer { index = end }
                    // A photo, a logo, a key or a sound is skipped undecoded, and so is a
                    // property no contact member holds when the reader keeps none (as it skips
                    // them unread in plain text); a text value in base64 (`FN;ENCODING=b:`) is
                    // decoded, then read as any other.
                    guard !property.isBinary, !open.isEmpty, property.kind != .other || reader.keepsOtherFields else { continue }
                    guard let decoded = Self.base64(property.value, lines: (index..<end).map { data[lines[$0]] }) else {
                        // Not base64: a name's problem; another property's bytes are skipped, as binary data is.
                        if property.kind != .other {
                            problems.append(problem(number, "\(property.sourceName) is marked base64 but is not valid base64; this property was not read, the rest of the card was"))
                        }
                        continue
                    }
                    // Decoded bytes that are not text in the value's encoding are binary data
                    // under another name (skipped, as a photo is), or a name's problem; never
                    // a reason to refuse the file, whose own bytes were all base64.
                    let charset = transcoded ? nil : property.charset
                    let encoding = charset.flatMap { decoder.encoding(named: $0) } ?? reader.defaultEncoding
                    let isText = decoded.withUnsafeBufferPointer { bytes in (try? decoder.check(bytes[...], as: encoding)) != nil }
                    guard isText else {
                        if property.kind != .other {
                            problems.append(problem(number, "\(property.sourceName) in base64 is not \(encoding.name) text once decoded; this property was not read, the rest of the card was"))
                        }
                        continue
                    }
                    handle(property, value: decoded)
                    if refusal != nil { return }
                    continue
                case .quotedPrintable:
                    var value = Array(property.value)
                    // A soft line break: the value goes on, as it is, on the next line.
                    while value.last == UInt8(ascii: "="), index < lineRange.upperBound {
                        value.removeLast()
                        value += data[lines[index]]
                        index += 1
                    }
                    (value, index) = unfold(value, from: index, version: version)
                    handle(property, value: QuotedPrintable.decode(value[...]))
                    if refusal != nil { return }
                    continue
                case .plain:
                    // Most values are one line: they stay a slice of the file, uncopied.
                    let continues = index < lineRange.upperBound && (data[lines[index]].first == 0x20 || data[lines[index]].first == 0x09)
                    if continues || (version == .v21 && property.value.last == UInt8(ascii: "\\")) {
                        if let next = skipFolded(property, from: index, version: version) {
                            index = next
                            continue
                        }
                        let (value, next) = unfold(Array(property.value), from: index, version: version)
                        index = next
                        handle(property, value: value)
                        if refusal != nil { return }
                        continue
                    }
                }
                handle(property)
                if refusal != nil { return }
            }
            while let card = open.popLast() {
                problems.append(problem(card.line, "the card that begins here has no END:VCARD; it was kept"))
                if recordsSpans { spans.append(CardSpan(begin: card.line, end: nil, nested: !open.isEmpty)) }
                finish(card.finished())
            }
        }

        /// Keeps a finished card's contact, or writes its name and parts.
        private mutating func finish(_ contact: Contact) {
            guard let order = namesOrder else { return contacts.append(contact) }
            names.append(contact.displayName)
            nameParts.removeAll(keepingCapacity: true)
            contact.appendCollationParts(order: order, to: &nameParts)
            parts.append(nameParts)
        }

        /// Appends the folded continuation lines after a property's first line. In 2.1, a
        /// value that ends in a backslash goes on, after a line break, on the next line (as
        /// Android reads the multi-line addresses some phones write).
        private func unfold(_ value: [UInt8], from index: Int, version: VCardVersion) -> ([UInt8], Int) {
            var value = value
            var index = index
            while version == .v21, value.last == UInt8(ascii: "\\"), index < lineRange.upperBound,
                  VCardProperty.parseHeader(data[lines[index]], line: 0) == nil {
                value[value.count - 1] = 0x0A
                value += data[lines[index]]
                index += 1
            }
            while let continuation = continuation(at: index, version: version) {
                value += data[continuation]
                index += 1
            }
            return (value, index)
        }

        /// The bytes that line `index` adds to a folded value: after its leading space or tab
        /// (in 2.1 all of them); `nil` when the line does not continue a value.
        private func continuation(at index: Int, version: VCardVersion) -> Range<Int>? {
            guard index < lineRange.upperBound else { return nil }
            let line = lines[index]
            guard let first = data[line].first, first == 0x20 || first == 0x09 else { return nil }
            var start = line.lowerBound + 1
            if version == .v21 { while start < line.upperBound, data[start] == 0x20 || data[start] == 0x09 { start += 1 } }
            return start..<line.upperBound
        }

        /// The index of the line after a folded value that is only to be checked (a property a
        /// contact does not keep, in a reader that keeps no other fields), when every line of it
        /// is valid UTF-8 in place: then the value joined is too, and nothing is copied. `nil`
        /// when the value must be joined to be judged: another encoding or a CHARSET, a 2.1
        /// value continued after a backslash, a line that is not valid by itself (a character
        /// cut by the fold), or a property outside a card (``handle(_:)`` reports those).
        private func skipFolded(_ property: VCardProperty, from index: Int, version: VCardVersion) -> Int? {
            guard property.kind == .other, !reader.keepsOtherFields, !open.isEmpty,
                  reader.defaultEncoding.iconvName == nil, transcoded || property.charset == nil,
                  !(version == .v21 && property.value.last == UInt8(ascii: "\\")),
                  TextEncoding.firstInvalidUTF8(UnsafeBufferPointer(rebasing: property.value)) == nil else { return nil }
            var index = index
            while let continuation = continuation(at: index, version: version) {
                guard TextEncoding.firstInvalidUTF8(UnsafeBufferPointer(rebasing: data[continuation])) == nil else { return nil }
                index += 1
            }
            return index
        }

        /// The index of the first line after a base64 value that begins on the line before
        /// `index`: folded lines; in 2.1 also unfolded lines up to a blank line or a line that
        /// is a property (base64 has no `:`).
        private func skipBase64(from index: Int, version: VCardVersion) -> Int {
            var index = index
            while index < lineRange.upperBound {
                let next = data[lines[index]]
                if let first = next.first, first == 0x20 || first == 0x09 {
                    if next.contains(UInt8(ascii: ":")), version == .v21 { break }
                    index += 1
                    continue
                }
                guard version == .v21 else { break }
                if next.isEmpty || next.allSatisfy({ $0 == 0x20 || $0 == 0x09 }) { return index + 1 }
                if next.contains(UInt8(ascii: ":")) { break }
                index += 1
            }
            return index
        }

        /// The bytes of a base64 value that starts with `first` and goes on over `lines`
        /// (folded or, in 2.1, unfolded), white space ignored; `nil` when it is not base64.
        private static func base64(_ first: VCardProperty.Bytes, lines: [Slice<UnsafeBufferPointer<UInt8>>]) -> [UInt8]? {
            var text = Array(first)
            for line in lines { text += line }
            text.removeAll { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
            // vCard writers leave the padding off as often as not.
            while text.count % 4 != 0 { text.append(UInt8(ascii: "=")) }
            return try? Base64.decode(bytes: text)
        }

        /// Applies a property whose value was joined or decoded into `value`.
        private mutating func handle(_ property: VCardProperty, value: [UInt8]) {
            var property = property
            value.withUnsafeBufferPointer { bytes in
                property.value = bytes[...]
                handle(property)
            }
        }

        /// Applies one property, or sets `refusal` when its bytes cannot be decoded.
        private mutating func handle(_ property: VCardProperty) {
            if property.kind == .begin || property.kind == .end {
                if VCardProperty.trimmed(property.value).elementsEqual("VCARD".utf8, by: { $0 & 0xDF == $1 }) {
                    if property.kind == .begin {
                        open.append(VCardCardBuilder(line: property.line, keepsOtherFields: reader.keepsOtherFields))
                    } else if let card = open.popLast() {
                        if recordsSpans { spans.append(CardSpan(begin: card.line, end: property.line, nested: !open.isEmpty)) }
                        finish(card.finished())
                        if open.isEmpty { releaseBytes(before: property.line) }
                    } else {
                        problems.append(problem(property.line, "END:VCARD without a BEGIN:VCARD; skipped"))
                    }
                    return
                }
            }
            guard !open.isEmpty else {
                problems.append(problem(property.line, "not part of a card (no BEGIN:VCARD before it); skipped"))
                return
            }
            var encoding = reader.defaultEncoding
            let charset = transcoded ? nil : property.charset
            if let charset {
                // A card's own label is that card's problem: the other properties and cards are
                // still read (under --strict, the first problem stops the run).
                guard let named = decoder.encoding(named: charset) else {
                    problems.append(problem(property.line, "\(property.sourceName) has an unknown CHARSET \(charset); this property was not read, the rest of the card was"))
                    return
                }
                encoding = named
            }
            do {
                if property.kind == .other, !reader.keepsOtherFields {
                    try decoder.check(property.value, as: encoding)
                    // Its CHARSET still guides a later guess, as when the field is kept: reading
                    // names only must report what reading everything reports.
                    if charset != nil, encoding.iconvName != nil { legacyEncoding = encoding }
                    return
                }
                let text = try decoder.decode(property.value, as: encoding)
                open[open.count - 1].add(property, text: text)
                reportControls(property, text: text)
                if charset != nil, encoding.iconvName != nil { legacyEncoding = encoding }
            } catch {
                if charset != nil {
                    problems.append(problem(property.line, "\(property.sourceName) is not valid \(encoding.name) as its CHARSET says; this property was not read, the rest of the card was"))
                    return
                }
                let suggested = TextEncoding.likelyLegacyEncoding(of: property.value)
                if property.encoding == .quotedPrintable {
                    // A quoted-printable byte that is not ASCII with no CHARSET (=E9 for é, as
                    // old Nokia and Outlook exports write): one property's label missing, not a
                    // file in another encoding. Kept, read by the best guess, and reported.
                    keepGuessed(property, suggested: suggested)
                    return
                }
                // Raw bytes not in the file's own encoding: the file is in another one, and is
                // never guessed at; the hint names an encoding the bytes are valid in.
                refusal = FileProblem(file: file, line: property.line, message: "\(property.sourceName) is not valid \(encoding.name); "
                    + "if the file is in another encoding, give it with --encoding (for example --encoding \(suggested.name.lowercased())); the file was not read",
                    refusesFile: true)
            }
        }

        /// Keeps a quoted-printable property whose bytes are not valid in the file's encoding and
        /// that names no `CHARSET`, decoded by the best guess: the legacy `CHARSET` the file's
        /// other properties named, if the bytes are valid in it; else the encoding its bytes
        /// look like (``TextEncoding/likelyLegacyEncoding(of:)``, windows-1252 for lone accented
        /// letters); else ISO-8859-1, in which every byte is a character. Reported with its line.
        private mutating func keepGuessed(_ property: VCardProperty, suggested: TextEncoding) {
            var guesses = [suggested]
            if let legacyEncoding { guesses.insert(legacyEncoding, at: 0) }
            var decoded: (text: String, encoding: TextEncoding)?
            for guess in guesses {
                if let text = try? decoder.decode(property.value, as: guess) {
                    decoded = (text, guess)
                    break
                }
            }
            let (text, encoding) = decoded ?? ((try? decoder.decode(ArraySlice(property.value), as: .latin1)) ?? "", .latin1)
            if property.kind != .other || reader.keepsOtherFields {
                open[open.count - 1].add(property, text: text)
                reportControls(property, text: text)
            }
            problems.append(problem(property.line, "\(property.sourceName) is quoted-printable with bytes that are not valid \(reader.defaultEncoding.name) "
                + "and no CHARSET; read as \(encoding.name); if that is wrong, give the file's encoding with --encoding"))
        }

        /// Reports a control character in a value the contact model holds once unescaped (a
        /// name's `\n` in 3.0, its `=0D=0A` in quoted-printable 2.1, an escape or a NUL): kept,
        /// and escaped by every output, but never silent, since text output shows names. Other
        /// properties (a note, an address) may hold line breaks and anything else: they appear
        /// only in JSON and SQLite, which escape or store them as they are.
        private mutating func reportControls(_ property: VCardProperty, text: String) {
            guard property.kind != .other, property.kind != .version else { return }
            // Nearly every value has neither a control byte nor a backslash: one pass decides.
            // Over the bytes in place: the generic `contains` on a string's view cost 3% of reading.
            var text = text
            let suspect = text.withUTF8 { bytes in bytes.contains { $0 < 0x20 || $0 == 0x7F || $0 == 0xC2 || $0 == 0x5C } }
            guard suspect else { return }
            let value = open.last.map { $0.unescaped(text) } ?? text
            guard let scalar = ControlCharacters.first(in: value) else { return }
            problems.append(problem(property.line, ControlCharacters.problem(scalar, in: property.sourceName)))
        }

        /// Gives the memory of the bytes before line `line` (1-based, the line after a
        /// top-level card's end) back to the system, a few megabytes at a time: the session
        /// reads forward only, and nothing reads the bytes after the sessions. For a file read
        /// into memory, this is what keeps a large address book from being held twice, once as
        /// bytes and once as contacts. Whole pages only, inside this session's own lines.
        private mutating func releaseBytes(before line: Int) {
            guard releases, line < lineRange.upperBound, let base = data.baseAddress else { return }
            let end = lines[line].lowerBound
            guard end - releasedUpTo >= Self.releaseStep else { return }
            MemoryPages.release(base, bytes: releasedUpTo..<end)
            releasedUpTo = end
        }

        /// How many bytes are read between releases.
        private static let releaseStep = 4 << 20

        private func problem(_ line: Int, _ message: String) -> FileProblem {
            FileProblem(file: file, line: line, message: message)
        }
    }
}
