/// Names in parts (contacts') as one block of bytes: what the tool holds an address book's
/// collation parts in between reading and keying, so that a contact is keyed like a plain name.
///
/// Keying a contact from its `Contact` took its parts out one by one (a retain and a release
/// for each string), wrote them as bytes to find a repeated name, and read them again to key
/// them: about twice a plain name's collate phase. Written here once, while the address book is
/// read, a contact is found again by its bytes in place (``RepeatedNames``), and only a
/// contact keyed for the first time is made into parts again.
///
/// Each name is its parts one after another: a tag byte (the role, with 0x80 when a written
/// form follows), the text's length (LEB128) and UTF-8, then the written form's the same way.
/// Two names in parts are equal, role for role and byte for byte, exactly when their bytes are
/// (``RepeatedNames`` finds a repeated contact by them). The library's `[[NamePart]]` lists are
/// written here too before they are keyed.
///
/// Keys that leave out their tie-breaks (the parts' texts joined by spaces), read by the sort
/// from the store as plain names' are, were tried and measured: no faster than whole keys. The
/// texts do not make a key alone (the same text in other parts or roles reads otherwise), so
/// the store had to keep each text apart from its shape, and the sort to compare both.
package struct PartsStore: Sendable, RandomAccessCollection {
    /// Every name's parts as bytes, one entry each (not UTF-8 text: never made into strings).
    private var entries = NameStore()

    /// An empty store.
    package init() {}

    /// The names in `names`.
    package init(_ names: some Sequence<[NamePart]>) {
        for parts in names { append(parts) }
    }

    package var startIndex: Int { 0 }
    package var endIndex: Int { entries.count }

    /// The parts of the name at `index`, made again.
    package subscript(index: Int) -> [NamePart] {
        var parts: [NamePart] = []
        withView { _ = Self.read($0.name(at: index), into: &parts) }
        return parts
    }

    /// Adds a name given in `parts` after the others.
    package mutating func append(_ parts: [NamePart]) {
        entries.appendEntry { Self.write(parts, to: &$0) }
    }

    /// Adds every name of `other` after this store's.
    package mutating func append(contentsOf other: PartsStore) {
        entries.append(contentsOf: other.entries)
    }

    /// Calls `body` with the name at `index` in place, each part read as `role` when one is given.
    package func withEntry<Result>(at index: Int, readingEveryPartAs role: TextRole? = nil, _ body: (Entry) throws -> Result) rethrows -> Result {
        try withView { try body(Entry(bytes: $0.name(at: index), role: role)) }
    }

    /// Calls `body` with a view of the names' bytes in place.
    func withView<Result>(_ body: (NameStore.View) throws -> Result) rethrows -> Result {
        try entries.withView(body)
    }

    // MARK: The bytes of a name

    /// Appends `parts` as bytes.
    static func write(_ parts: [NamePart], to bytes: inout [UInt8]) {
        for part in parts {
            bytes.append(tag(part.role) | (part.written == nil ? 0 : 0x80))
            appendLengthAndUTF8(of: part.text, to: &bytes)
            if let written = part.written { appendLengthAndUTF8(of: written, to: &bytes) }
        }
    }

    /// A name in parts as the store holds it, read in place: for the providers' parts writers
    /// (``PartsKeyWriter/appendKey(forPartsIn:to:)``), which key a contact seen for the first
    /// time from its bytes, with no string made for its parts.
    package struct Entry {
        /// The name's bytes, as ``PartsStore/write(_:to:)`` wrote them.
        let bytes: UnsafeBufferPointer<UInt8>
        /// The role every part is read in, its written form left out, when one is given.
        let role: TextRole?

        /// Calls `body` with each part's text and written form (UTF-8, in place) and the role it
        /// is read in, in order. `false`, after the parts before the fault, for bytes that
        /// ``PartsStore/write(_:to:)`` did not write.
        @discardableResult
        package func forEachPart(_ body: (_ text: UnsafeBufferPointer<UInt8>, _ role: TextRole, _ written: UnsafeBufferPointer<UInt8>?) -> Void) -> Bool {
            var index = 0
            while index < bytes.count {
                let tag = bytes[index]
                index += 1
                guard let partRole = PartsStore.role(tag & 0x7F), let text = PartsStore.text(in: bytes, at: &index) else { return false }
                var written: UnsafeBufferPointer<UInt8>?
                if tag & 0x80 != 0 {
                    guard let form = PartsStore.text(in: bytes, at: &index) else { return false }
                    written = form
                }
                body(text, role ?? partRole, role == nil ? written : nil)
            }
            return true
        }

        /// Calls `body` with each part's text (UTF-8, in place) in order, and whether it is the
        /// first: what a name's texts joined by spaces are written from.
        package func forEachText(_ body: (_ text: UnsafeBufferPointer<UInt8>, _ isFirst: Bool) -> Void) {
            var first = true
            forEachPart { text, _, _ in
                body(text, first)
                first = false
            }
        }

        /// Appends the parts' texts joined by spaces as UTF-16: the reading of a name the reading
        /// stage does not read.
        package func appendTexts(to units: inout [UInt16]) {
            forEachText { text, isFirst in
                if !isFirst { units.append(0x20) }
                TextScanning.forEachScalar(inUTF8: text) { scalar in
                    UTF16.encode(scalar) { units.append($0) }
                    return true
                }
            }
        }

        /// ``appendTexts(to:)`` as UTF-8: the texts' own bytes.
        package func appendTexts(utf8 bytes: inout [UInt8]) {
            forEachText { text, isFirst in
                if !isFirst { bytes.append(0x20) }
                bytes.append(contentsOf: text)
            }
        }
    }

    /// Appends the parts written in `name` to `parts`; when `role` is given, each part is read
    /// as `role` alone (its written form left out: a collation that reads names as text reads
    /// the text). `false` (with what was read before the fault appended) for bytes that
    /// ``write(_:to:)`` did not write.
    static func read(_ name: UnsafeBufferPointer<UInt8>, as role: TextRole? = nil, into parts: inout [NamePart]) -> Bool {
        Entry(bytes: name, role: role).forEachPart { text, role, written in
            parts.append(NamePart(String(decoding: text, as: UTF8.self), role: role, written: written.map { String(decoding: $0, as: UTF8.self) }))
        }
    }

    /// The text of a name that is a single part read in `role` without a written form, in
    /// place (such a name is keyed as a plain name): the part's own role, or `readAs` in its
    /// place when given (its written form then left out, as ``read(_:as:into:)`` leaves it).
    static func singleText(of name: UnsafeBufferPointer<UInt8>, role: TextRole, readAs: TextRole? = nil) -> UnsafeBufferPointer<UInt8>? {
        guard let first = name.first else { return nil }
        if let readAs {
            guard readAs == role else { return nil }
        } else {
            guard first == tag(role) else { return nil }
        }
        var index = 1
        guard let text = text(in: name, at: &index) else { return nil }
        if first & 0x80 != 0 {
            guard readAs != nil, Self.text(in: name, at: &index) != nil else { return nil }
        }
        return index == name.count ? text : nil
    }

    /// A role as a byte.
    private static func tag(_ role: TextRole) -> UInt8 {
        switch role {
        case .text: 0
        case .personName: 1
        case .familyName: 2
        case .givenName: 3
        }
    }

    /// The role a byte stands for.
    private static func role(_ tag: UInt8) -> TextRole? {
        switch tag {
        case 0: .text
        case 1: .personName
        case 2: .familyName
        case 3: .givenName
        default: nil
        }
    }

    private static func appendLengthAndUTF8(of text: String, to bytes: inout [UInt8]) {
        LEB128.append(text.utf8.count, to: &bytes)
        bytes.append(contentsOf: text.utf8)
    }

    /// The text whose length starts at `index`, which moves past it; `nil` past the end.
    private static func text(in name: UnsafeBufferPointer<UInt8>, at index: inout Int) -> UnsafeBufferPointer<UInt8>? {
        guard let count = LEB128.read(in: name, at: &index), count <= name.count - index else { return nil }
        defer { index += count }
        return UnsafeBufferPointer(rebasing: name[index..<(index + count)])
    }
}
