/// A contact's phone numbers, e-mail addresses and other fields, held as one block of bytes.
///
/// Why: as three arrays of strings, a card of an ordinary phone export (a phone, an e-mail, four
/// other fields) took three arrays and a string for each value longer than fifteen bytes, about
/// 450 bytes of memory for 130 of text; reading 100,000 cards for JSON output held 45 MB of
/// them, more than `sort` takes for the whole file. One block takes one allocation per contact.
///
/// Layout: the phones, then the e-mail addresses, then the other fields (name, value, name,
/// value …); each string is its UTF-8 length as an unsigned LEB128 number, then its bytes. The
/// layout is canonical (a list's strings are always in their own place, whatever order they were
/// added in), so two contacts' lists are equal exactly when their members are.
package struct ContactLists: Hashable, Sendable {
    /// One of the lists.
    package enum List: Int, Sendable {
        case phones, emails, otherFields
    }

    private var bytes: [UInt8] = []
    /// Where the e-mail addresses begin in `bytes`, and where the other fields begin.
    private var emailsStart: UInt32 = 0
    private var otherFieldsStart: UInt32 = 0

    init() {}

    init(phones: [String], emails: [String], otherFields: [ContactField]) {
        guard !phones.isEmpty || !emails.isEmpty || !otherFields.isEmpty else { return }
        for phone in phones { append(phone, to: .phones) }
        for email in emails { append(email, to: .emails) }
        for field in otherFields { appendOtherField(name: field.name, value: field.value) }
    }

    /// Where `list`'s strings are in `bytes`.
    private func range(of list: List) -> Range<Int> {
        switch list {
        case .phones: 0..<Int(emailsStart)
        case .emails: Int(emailsStart)..<Int(otherFieldsStart)
        case .otherFields: Int(otherFieldsStart)..<bytes.count
        }
    }

    /// Whether `list` holds nothing.
    func isEmpty(_ list: List) -> Bool {
        range(of: list).isEmpty
    }

    /// Calls `body` with the UTF-8 bytes of each string of `list`, in order (for the other
    /// fields: a name, its value, the next name …).
    func forEachString(in list: List, _ body: (UnsafeBufferPointer<UInt8>) throws -> Void) rethrows {
        let range = range(of: list)
        guard !range.isEmpty else { return }
        try bytes.withUnsafeBufferPointer { buffer in
            var index = range.lowerBound
            while index < range.upperBound {
                var length = 0, shift = 0
                while true {
                    let byte = buffer[index]
                    index += 1
                    length |= Int(byte & 0x7F) << shift
                    if byte < 0x80 { break }
                    shift += 7
                }
                try body(UnsafeBufferPointer(rebasing: buffer[index..<(index + length)]))
                index += length
            }
        }
    }

    /// The strings of `list`.
    func strings(of list: List) -> [String] {
        var strings: [String] = []
        forEachString(in: list) { strings.append(String(decoding: $0, as: UTF8.self)) }
        return strings
    }

    /// The other fields, name and value.
    var otherFields: [ContactField] {
        var fields: [ContactField] = []
        var name: String?
        forEachString(in: .otherFields) { utf8 in
            let text = String(decoding: utf8, as: UTF8.self)
            if let known = name {
                fields.append(ContactField(name: known, value: text))
                name = nil
            } else {
                name = text
            }
        }
        return fields
    }

    /// Replaces the strings of `list` (phones or e-mails) with `strings`.
    mutating func replace(_ list: List, with strings: [String]) {
        var encoded: [UInt8] = []
        for string in strings { Self.encode(string, into: &encoded) }
        replace(list, withEncoded: encoded)
    }

    /// Replaces the other fields with `fields`.
    mutating func replaceOtherFields(with fields: [ContactField]) {
        var encoded: [UInt8] = []
        for field in fields {
            Self.encode(field.name, into: &encoded)
            Self.encode(field.value, into: &encoded)
        }
        replace(.otherFields, withEncoded: encoded)
    }

    private mutating func replace(_ list: List, withEncoded encoded: [UInt8]) {
        let range = range(of: list)
        bytes.replaceSubrange(range, with: encoded)
        shift(after: list, by: encoded.count - range.count)
    }

    /// Adds `string` at the end of `list` (phones or e-mails).
    mutating func append(_ string: String, to list: List) {
        let end = range(of: list).upperBound
        let before = bytes.count
        if end == before {
            encode(string)
        } else {
            // Inside the block: its length, then its bytes, put in before the next list.
            var string = string
            string.withUTF8 { utf8 in
                makeRoom(for: utf8.count + 10)
                bytes.insert(contentsOf: utf8, at: end)
                withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 10) { length in
                    var count = 0, value = utf8.count
                    while value >= 0x80 {
                        length[count] = UInt8(truncatingIfNeeded: value) | 0x80
                        value >>= 7
                        count += 1
                    }
                    length[count] = UInt8(value)
                    bytes.insert(contentsOf: length[0...count], at: end)
                }
            }
        }
        shift(after: list, by: bytes.count - before)
    }

    /// Adds an other field at the end.
    mutating func appendOtherField(name: String, value: String) {
        encode(name)
        encode(value)
    }

    /// Moves the starts of the lists after `list` by `delta` bytes.
    private mutating func shift(after list: List, by delta: Int) {
        if list == .phones { emailsStart = UInt32(Int(emailsStart) + delta) }
        if list != .otherFields { otherFieldsStart = UInt32(Int(otherFieldsStart) + delta) }
    }

    /// Makes room for `extra` more bytes. The block grows by a quarter, not twice over as an
    /// array does by itself: a reader adds a card's values one by one, and the contact is then
    /// held until the output is written (copying it to a block of the right size cost the
    /// write-back a twentieth of its time).
    private mutating func makeRoom(for extra: Int) {
        let needed = bytes.count + extra
        guard needed > bytes.capacity else { return }
        bytes.reserveCapacity(max(needed, bytes.capacity + bytes.capacity / 4))
    }

    /// Appends `string` to the block, as ``encode(_:into:)`` writes it.
    private mutating func encode(_ string: String) {
        makeRoom(for: string.utf8.count + 10)
        Self.encode(string, into: &bytes)
    }

    /// Appends `string` as its length (LEB128) and its UTF-8 bytes.
    private static func encode(_ string: String, into bytes: inout [UInt8]) {
        var string = string
        string.withUTF8 { utf8 in
            var length = utf8.count
            while length >= 0x80 {
                bytes.append(UInt8(truncatingIfNeeded: length) | 0x80)
                length >>= 7
            }
            bytes.append(UInt8(length))
            bytes.append(contentsOf: utf8)
        }
    }
}
