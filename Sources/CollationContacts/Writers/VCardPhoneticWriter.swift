import Collation

/// Writes phonetic names into a vCard file and keeps every other byte: the fix for a phone
/// that files 曾国藩 under C, since every phone files a contact by its phonetic name.
///
/// The file is read once with a ``VCardReader`` (a reader that keeps no other fields is the
/// fastest: a fill needs the names only); `suggest` gives each top-level card's phonetic name,
/// the cards decided at once on every core, and only the lines of the cards that change are
/// looked at again.
///
/// The new properties are `X-PHONETIC-LAST-NAME` and `X-PHONETIC-FIRST-NAME`, which iOS, macOS
/// and Android write and read first. They go right after the card's `N` (or before its
/// `END:VCARD` when it has none), in the card's own syntax and line ending: plain UTF-8 in 3.0
/// and 4.0; in 2.1 plain when ASCII, else `CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE` as
/// Android writes it. Nothing else changes: other properties, unknown `X-` properties, groups,
/// photos, folding, line endings, the byte order mark, the charset and the file's encoding
/// (UTF-8, or UTF-16 in either byte order) stay as they were, and a
/// card with nothing to add is byte-identical. A card that has a phonetic name already (from
/// `X-PHONETIC-*`, `SORT-AS`, `SOUND;X-IRMC-N` or `SORT-STRING`) is left alone unless
/// ``overwrite`` is set, which replaces its `X-PHONETIC-FIRST-NAME` and
/// `X-PHONETIC-LAST-NAME`. A second run over the output changes nothing.
public struct VCardPhoneticWriter: Sendable {
    /// Whether a card's existing `X-PHONETIC-FIRST/LAST-NAME` are replaced.
    public var overwrite: Bool
    /// The reader cards are read with (its default encoding for values without a `CHARSET`).
    public var reader: VCardReader

    /// A writer that keeps existing phonetic names (`overwrite` replaces them).
    public init(overwrite: Bool = false, reader: VCardReader = VCardReader()) {
        self.overwrite = overwrite
        self.reader = reader
    }

    /// What happened to one card.
    public struct Card: Sendable {
        /// The card as read (before the change).
        public var contact: Contact
        /// The line its `BEGIN:VCARD` is on.
        public var line: Int
        /// The phonetic name written into it (empty when nothing was).
        public var written: PhoneticName
        /// Whether it had a phonetic name already (and was left alone without ``overwrite``).
        public var hadPhoneticName: Bool
    }

    /// The file with the phonetic names filled in, what was done to each card, and the
    /// problems the reader reported (the cards around them are still written).
    public struct Output: Sendable {
        /// The new file's bytes.
        public var bytes: [UInt8]
        /// Every top-level card, in file order.
        public var cards: [Card]
        /// What the reader found wrong (a card cut off, a line that is not a property…).
        public var problems: [FileProblem]
    }

    /// What cannot be written: a file the reader refuses (bytes not valid in their encoding,
    /// invalid UTF-16).
    public struct Refusal: Error, Sendable, CustomStringConvertible {
        /// The problem, with the file and line.
        public var problem: FileProblem
        public var description: String { problem.description }
    }

    /// `bytes` (the file called `file`) with each card's phonetic name filled in as `suggest`
    /// gives it.
    public func write(_ bytes: [UInt8], file: String, suggest: @Sendable (Contact) -> PhoneticName) throws(Refusal) -> Output {
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count + bytes.count / 16)
        var cards: [Card] = []
        let problems = try write(bytes, file: file, suggest: suggest, windowed: false, card: { cards.append($0) }) { output += $0 }
        return Output(bytes: output, cards: cards, problems: problems)
    }

    /// How many bytes of cards a windowed write-back reads, decides and writes at a time.
    static let windowBytes = 1 << 20

    /// ``write(_:file:suggest:)`` given to `emit` piece by piece, in order, instead of whole,
    /// each card handed to `card` once it is written: a program that writes the file as it goes
    /// never holds a second copy of it. Nothing is emitted for a file refused for a line in its
    /// first window (or anywhere, unless `windowed`). `windowed`: the file is read, decided and
    /// written a window of cards at a time (``windowBytes``), so that only one window's contacts
    /// are held; a refusal can then come after some of the file was emitted, so the caller must
    /// be able to drop what it was given (a file put in place only at the end).
    package func write(_ bytes: [UInt8], file: String, suggest: @Sendable (Contact) -> PhoneticName, windowed: Bool,
                       card: (Card) -> Void, emit: (ArraySlice<UInt8>) -> Void) throws(Refusal) -> [FileProblem] {
        try write(bytes, file: file, suggest: suggest, eachCardAlone: false, windowBytes: windowed ? Self.windowBytes : nil, card: card, emit: emit)
    }

    /// The write-back. With `eachCardAlone`, every card's contact is read from the card's own
    /// bytes, as the writer did before it read the file once: the reference the tests hold the
    /// one read to. With `windowBytes`, the file is read a window of that many bytes at a time.
    func write(_ bytes: [UInt8], file: String, suggest: @Sendable (Contact) -> PhoneticName, eachCardAlone: Bool, windowBytes: Int?,
               card: (Card) -> Void, emit: (ArraySlice<UInt8>) -> Void) throws(Refusal) -> [FileProblem] {
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            // UTF-16 (some desktop programs write it): filled as UTF-8, given back as it came.
            let form: UnicodeForm = bytes[0] == 0xFF ? .utf16LittleEndian : .utf16BigEndian
            let text: [UInt8]
            do { text = try TextEncoding.removingByteOrderMark(bytes) } catch {
                throw Refusal(problem: FileProblem(file: file, line: nil, message: "invalid UTF-16; nothing was written"))
            }
            var output: [UInt8] = []
            let problems = try write(text, file: file, suggest: suggest, eachCardAlone: eachCardAlone, windowBytes: nil, card: card) { output += $0 }
            emit(form.encode(output)[...])
            return problems
        }
        let lines = TextLines(bytes)
        let found = cardLines(in: bytes, lines: lines)
        let windows = windowBytes.map { reader.windows(of: $0, lines: lines, bytes: bytes) } ?? [0..<lines.count]
        var problems: [FileProblem] = []
        var copied = 0
        var first = 0    // the first card of `found` not yet written
        for window in windows {
            // One read of the window gives every card's contact and where it is; the writer then
            // only looks again at the lines of the cards it changes.
            let read = reader.readCards(bytes, lines: lines, window: window, file: file)
            if let refusal = read.problems.first(where: \.refusesFile) { throw Refusal(problem: refusal) }
            problems += read.problems
            // The cards that begin in the window (the last one's lines may go on past it).
            var last = first
            while last < found.count, found[last].lowerBound < window.upperBound { last += 1 }
            let contacts = self.contacts(of: found[first..<last], in: bytes, lines: lines,
                                         read: eachCardAlone ? ([], []) : (read.contacts, read.spans))
            // Each card is decided and filled by itself: the cards are cut into one slice a core.
            let offset = first
            let filled = ParallelSlices.map(contacts.count, minimum: 512) { slice in
                slice.compactMap { index in contacts[index].map { fill($0, lines: found[offset + index], in: bytes, lineTable: lines, suggest: suggest) } }
            }
            for result in filled.joined() {
                for edit in result.change ?? [] {
                    emit(bytes[copied..<edit.range.lowerBound])
                    emit(edit.replacement[...])
                    copied = edit.range.upperBound
                }
                card(result.card)
            }
            first = last
        }
        emit(bytes[copied...])
        return problems
    }

    /// The top-level cards of the file, each as its lines (0-based, `BEGIN:VCARD` to
    /// `END:VCARD`): a `BEGIN:VCARD` line and the `END:VCARD` that closes it, nested cards
    /// counted; one cut off ends the list (the rest is left as it is).
    private func cardLines(in bytes: [UInt8], lines: TextLines) -> [ClosedRange<Int>] {
        var found: [ClosedRange<Int>] = []
        var index = 0
        while index < lines.count {
            guard isMarker("BEGIN:VCARD", bytes, lines[index], first: index == 0) else { index += 1; continue }
            let begin = index
            var depth = 0
            var end = begin
            while end < lines.count {
                if isMarker("BEGIN:VCARD", bytes, lines[end], first: end == 0) { depth += 1 }
                if isMarker("END:VCARD", bytes, lines[end], first: false) { depth -= 1; if depth == 0 { break } }
                end += 1
            }
            guard end < lines.count else { break }
            found.append(begin...end)
            index = end + 1
        }
        return found
    }

    /// The contact of each card of `cards`: the reader's (`read`) when exactly one of its
    /// contacts begins inside the card, on the same lines and at the top level; else (a card
    /// with another inside, or one whose lines the reader took otherwise) the card read by
    /// itself, when that gives one contact (`nil` otherwise: the card is left as it is).
    private func contacts(of cards: ArraySlice<ClosedRange<Int>>, in bytes: [UInt8], lines: TextLines,
                          read: (contacts: [Contact], spans: [VCardReader.CardSpan])) -> [Contact?] {
        let spans = read.spans
        // The contacts by the line their card begins on (top-level ones come in file order,
        // a nested one before the card around it).
        let byBegin = spans.indices.sorted { spans[$0].begin < spans[$1].begin }
        var next = 0
        return cards.map { card in
            let (begin, end) = (card.lowerBound, card.upperBound)
            // The reader's lines are 1-based.
            while next < byBegin.count, spans[byBegin[next]].begin <= begin { next += 1 }
            var inside = next
            while inside < byBegin.count, spans[byBegin[inside]].begin <= end + 1 { inside += 1 }
            defer { next = inside }
            if inside - next == 1 {
                let span = spans[byBegin[next]]
                if span.begin == begin + 1, span.end == end + 1, !span.nested { return read.contacts[byBegin[next]] }
            }
            let cardEnd = end + 1 < lines.count ? lines[end + 1].lowerBound : bytes.count
            let alone = reader.read(Array(bytes[lines[begin].lowerBound..<cardEnd]), file: "")
            return alone.contacts.count == 1 ? alone.contacts[0] : nil
        }
    }

    /// One replacement of a range of the file's bytes.
    private struct Edit {
        let range: Range<Int>
        let replacement: [UInt8]
    }

    /// The card in `lines` (of `bytes`), read as `contact`: what it is, and the edits that fill it.
    private func fill(_ contact: Contact, lines range: ClosedRange<Int>, in bytes: [UInt8], lineTable lines: TextLines,
                      suggest: @Sendable (Contact) -> PhoneticName) -> (card: Card, change: [Edit]?) {
        let hadPhonetic = contact.phoneticFamilyName != nil || contact.phoneticGivenName != nil || contact.phoneticMiddleName != nil
        var result = Card(contact: contact, line: range.lowerBound + 1, written: PhoneticName(), hadPhoneticName: hadPhonetic)
        guard !hadPhonetic || overwrite else { return (result, nil) }
        let suggestion = suggest(contact)
        guard !suggestion.isEmpty else { return (result, nil) }

        // The card's properties: where each starts and ends (its folded and soft-broken lines).
        var version = VCardVersion.v30
        var nameBlockEnd: Int?
        var removals: [Range<Int>] = []
        var line = range.lowerBound + 1
        var ending: [UInt8] = [0x0D, 0x0A]
        while line < range.upperBound {
            let start = line
            // What the writer needs of the property, taken out of the file's buffer.
            let header = bytes.withUnsafeBufferPointer { file in
                VCardProperty.parseHeader(file[lines[line]], line: line + 1).map {
                    (kind: $0.kind, encoding: $0.encoding, version: $0.kind == .version ? VCardVersion($0.value.utf8String) : nil)
                }
            }
            let quotedPrintable = header?.encoding == .quotedPrintable
            line += 1
            while line < range.upperBound {
                let previous = bytes[lines[line - 1]]
                let next = bytes[lines[line]]
                let folded = next.first == 0x20 || next.first == 0x09
                let softBreak = quotedPrintable && previous.last == UInt8(ascii: "=")
                guard folded || softBreak else { break }
                line += 1
            }
            guard let header else { continue }
            let blockEnd = lines[line].lowerBound
            switch header.kind {
            case .version: version = header.version ?? version
            case .n where nameBlockEnd == nil:
                nameBlockEnd = blockEnd
                ending = Array(bytes[lines[line - 1].upperBound..<blockEnd])
            case .phoneticFirst, .phoneticLast:
                if overwrite { removals.append(lines[start].lowerBound..<blockEnd) }
            default: break
            }
        }
        let insertion = nameBlockEnd ?? lines[range.upperBound].lowerBound
        if nameBlockEnd == nil, range.upperBound > range.lowerBound {
            ending = Array(bytes[lines[range.upperBound - 1].upperBound..<lines[range.upperBound].lowerBound])
        }
        if ending.isEmpty { ending = [0x0D, 0x0A] }
        var added: [UInt8] = []
        if let given = suggestion.given {
            added += Self.property("X-PHONETIC-FIRST-NAME", given, version: version, ending: ending)
            result.written.given = given
        }
        if let family = suggestion.family {
            added += Self.property("X-PHONETIC-LAST-NAME", family, version: version, ending: ending)
            result.written.family = family
        }
        var edits = removals.map { Edit(range: $0, replacement: []) }
        // An insertion at the start of a removed block goes before the removal.
        edits.append(Edit(range: insertion..<insertion, replacement: added))
        edits.sort { ($0.range.lowerBound, $0.range.isEmpty ? 0 : 1) < ($1.range.lowerBound, $1.range.isEmpty ? 0 : 1) }
        return (result, edits)
    }

    /// Whether a line is `BEGIN:VCARD` or `END:VCARD` (any case, white space around it, and a
    /// UTF-8 byte order mark on the file's first line).
    private func isMarker(_ marker: StaticString, _ bytes: [UInt8], _ range: Range<Int>, first: Bool) -> Bool {
        var line = bytes[range]
        if first, line.starts(with: [0xEF, 0xBB, 0xBF]) { line = line.dropFirst(3) }
        while let byte = line.first, byte == 0x20 || byte == 0x09 { line = line.dropFirst() }
        while let byte = line.last, byte == 0x20 || byte == 0x09 { line = line.dropLast() }
        let count = marker.utf8CodeUnitCount
        guard line.count == count else { return false }
        return marker.withUTF8Buffer { word in zip(line, word).allSatisfy { $0 | 0x20 == $1 | 0x20 } }
    }

    /// One property line in the card's syntax, with its line ending.
    static func property(_ name: String, _ value: String, version: VCardVersion, ending: [UInt8]) -> [UInt8] {
        let utf8 = Array(value.utf8)
        if version == .v21, !utf8.allSatisfy({ $0 < 0x80 }) {
            let header = Array("\(name);CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:".utf8)
            return header + QuotedPrintable.encode(utf8, ending: ending, firstLineUsed: header.count) + ending
        }
        var escaped: [UInt8] = []
        for byte in utf8 {
            switch byte {
            case UInt8(ascii: "\\"), UInt8(ascii: ";"), UInt8(ascii: ","): escaped += [UInt8(ascii: "\\"), byte]
            case 0x0A: escaped += Array("\\n".utf8)
            case 0x0D: continue
            default: escaped.append(byte)
            }
        }
        return Array("\(name):".utf8) + escaped + ending
    }
}
