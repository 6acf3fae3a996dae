/// Writes the keys of names for one thread: the one place where the host defines a name's key.
///
/// A name's key is the collator's key of the name's reading, then, at tertiary strength, a
/// 0x01 separator and the name itself: its UTF-8 bytes, with 0x00 and 0x01 written as 0x01 0x01
/// and 0x01 0x02. So:
/// - names that the collator ranks equal still get distinct keys in a fixed order: 张三 and 章三
///   (both read "zhāng sān"), "e\u{301}mile" and "émile", "a\u{0}" and "a\u{1}";
/// - collators write no identical level of their own (the name is that level, once);
/// - the escape keeps keys free of NUL bytes (a C string or a database column can hold them)
///   and keeps the byte order of names;
/// - at primary and secondary strength, names the collator ranks equal stay equal (the sort
///   keeps their input order), as those strengths promise.
///
/// The section is the collator's section of the reading, kept inside the layout so that a
/// faulty provider cannot crash the host.
///
/// The collator's writer is held as `any CollationKeyWriter`. (Held as a generic parameter,
/// opened once per thread, it saved the box's uniqueness check of every call, about 60
/// instructions a key, but the host's loops, generic and not specialized, then looked up the
/// writer type's metadata for every name: about 300.)
struct NameKeyWriter {
    private var writer: any CollationKeyWriter
    private let tieBreak: Bool
    private let layout: SectionLayout
    private let collator: any Collator
    private let transliterator: any Transliterator
    private let role: TextRole
    /// Keys readings that are already made (names in parts), made on first use: the same key
    /// and section as the collator's, in one pass and with no key allocated per name.
    private var readingWriter: (any CollationKeyWriter)?
    /// The collator's fused writer, when it keys names in parts itself.
    private var partsWriter: (any PartsKeyWriter)?
    /// A name in parts written as bytes for ``partsWriter``, kept from name to name.
    private var partsBytes: [UInt8] = []
    /// The collator's writer again, when it writes into a key table's arena in place.
    private var arenaWriter: (any KeyArenaWriter)?
    /// Whether ``arenaWriter`` is there, so that ``appendInArena(utf8:leavingName:to:)`` serves
    /// (tested as an optional, the existential was copied, and its reference retained, for
    /// every key). Else a key goes through an array (``append(utf8:to:)``,
    /// ``appendLeavingName(utf8:to:)``), which the key table copies.
    private(set) var writesInArena = false

    /// A writer for `collation`'s collator and reading stage: the collator's fast path when it
    /// has one (``KeyWritingCollator``), else reading then key.
    init(_ collation: IndexedCollation) {
        let collator = collation.collator
        if let fast = collator as? any KeyWritingCollator {
            writer = fast.makeKeyWriter(reading: collation.transliterator, role: collation.role)
            partsWriter = writer as? any PartsKeyWriter
            arenaWriter = writer as? any KeyArenaWriter
            writesInArena = arenaWriter != nil
        } else {
            writer = PlainKeyWriter(collator: collator, reader: NameReader(collation.transliterator, role: collation.role))
        }
        tieBreak = collator.options.strength == .tertiary
        layout = collator.sections
        self.collator = collator
        transliterator = collation.transliterator
        role = collation.role
    }

    /// Appends the key of `name` to `buffer` and returns its section.
    mutating func append(_ name: String, to buffer: inout [UInt8]) -> Int {
        let section = writer.appendKey(forReadingOf: name, to: &buffer)
        if tieBreak { KeyTieBreak.append(name, to: &buffer) }
        return layout.clamped(section)
    }

    /// ``append(_:to:)-(String,_)`` for a name given as valid UTF-8 (a ``NameStore``'s), read in place.
    mutating func append(utf8 name: UnsafeBufferPointer<UInt8>, to buffer: inout [UInt8]) -> Int {
        let section = writer.appendKey(forReadingOfUTF8: name, to: &buffer)
        if tieBreak { KeyTieBreak.append(utf8: name, to: &buffer) }
        return layout.clamped(section)
    }

    /// ``append(utf8:to:)`` for a sort that reads the names from their store
    /// (a ``NameStore/View``): the key without its tie-break when the name can follow it as it is
    /// (none of its bytes needs escaping), and then the section as `-1 - section`.
    mutating func appendLeavingName(utf8 name: UnsafeBufferPointer<UInt8>, to buffer: inout [UInt8]) -> Int {
        let section = layout.clamped(writer.appendKey(forReadingOfUTF8: name, to: &buffer))
        guard tieBreak else { return section }
        guard !KeyTieBreak.needsEscaping(name) else {
            KeyTieBreak.append(utf8: name, to: &buffer)
            return section
        }
        return -1 - section
    }

    /// ``append(utf8:to:)``, or with `leavingName` ``appendLeavingName(utf8:to:)``, appending to
    /// a key table's arena in place: only where ``writesInArena``.
    mutating func appendInArena(utf8 name: UnsafeBufferPointer<UInt8>, leavingName: Bool, to arena: inout KeyArena) -> Int {
        guard let section = arenaWriter?.appendKey(forReadingOfUTF8: name, to: &arena) else {
            preconditionFailure("a key written in place by a writer that does not write there")
        }
        let clamped = layout.clamped(section)
        guard tieBreak else { return clamped }
        if leavingName && !KeyTieBreak.needsEscaping(name) { return -1 - clamped }
        KeyTieBreak.append(utf8: name, to: &arena)
        return clamped
    }

    /// Appends the key of a name given in parts to `buffer` and returns its section: the key of
    /// the parts' readings joined by spaces, and the parts' texts joined by spaces as the
    /// tie-break. A single part in the collation's own role takes the fast path; the others
    /// are keyed as the tool's contacts are, from their bytes (``append(partsIn:to:)``), where
    /// the collator's writer can.
    mutating func append(_ parts: [NamePart], to buffer: inout [UInt8]) -> Int {
        if parts.count == 1, parts[0].role == role, parts[0].written == nil { return append(parts[0].text, to: &buffer) }
        if partsWriter != nil {
            // Taken out of the writer while it keys from it.
            var bytes = partsBytes
            partsBytes = []
            defer { partsBytes = bytes }
            bytes.removeAll(keepingCapacity: true)
            PartsStore.write(parts, to: &bytes)
            if let section = bytes.withUnsafeBufferPointer({ append(partsIn: PartsStore.Entry(bytes: $0, role: nil), to: &buffer) }) {
                return section
            }
        }
        return append(readingAsText: parts, to: &buffer)
    }

    /// ``append(_:to:)-([NamePart],_)`` through the parts' reading made as a string: for the
    /// names in parts that the collator's writer does not key from their bytes.
    mutating func append(readingAsText parts: [NamePart], to buffer: inout [UInt8]) -> Int {
        let reading = transliterator.reading(of: parts)
        if readingWriter == nil {
            readingWriter = (collator as? any KeyWritingCollator)?.makeKeyWriter(reading: IdentityTransliterator(), role: .text)
                ?? PlainKeyWriter(collator: collator, reader: NameReader(IdentityTransliterator(), role: .text))
        }
        let section = readingWriter?.appendKey(forReadingOf: reading, to: &buffer) ?? collator.sections.overflowIndex
        if tieBreak {
            KeyTieBreak.append(to: &buffer) { text in
                for part in parts {
                    var part = part.text
                    part.withUTF8(text)
                }
            }
        }
        return layout.clamped(section)
    }

    /// ``append(_:to:)-([NamePart],_)`` for a name in parts read in place from a ``PartsStore``,
    /// when the collator's fused writer keys it so (``PartsKeyWriter/appendKey(forPartsIn:to:)``);
    /// `nil`, with nothing appended, when not (the caller then makes the parts). Not for a name
    /// that is a single part in the collation's role, which is keyed as a plain name.
    mutating func append(partsIn name: PartsStore.Entry, to buffer: inout [UInt8]) -> Int? {
        guard let section = partsWriter?.appendKey(forPartsIn: name, to: &buffer) else { return nil }
        if tieBreak { KeyTieBreak.append(to: &buffer) { text in name.forEachText { part, _ in text(part) } } }
        return layout.clamped(section)
    }
}

/// The plain path, for collators without the fast path: the reading, then the collator's key
/// and section.
private struct PlainKeyWriter: CollationKeyWriter {
    let collator: any Collator
    let reader: NameReader

    mutating func appendKey(forReadingOf name: String, to buffer: inout [UInt8]) -> Int {
        let text = reader.reading(of: name)
        buffer.append(contentsOf: collator.sortKey(for: text).bytes)
        return collator.sectionIndex(for: text)
    }
}
