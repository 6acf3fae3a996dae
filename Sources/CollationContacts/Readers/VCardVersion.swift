/// The vCard versions, which differ in how long lines fold and which escapes they know.
enum VCardVersion: Sendable {
    /// vCard 2.1 (1996): folding with any run of white space, quoted-printable, CHARSET, bare
    /// parameters (`TEL;HOME;VOICE`), and escapes only inside structured values.
    case v21
    /// vCard 3.0 (RFC 2426) and 4.0 (RFC 6350): folding with one white-space character,
    /// UTF-8, and `\n`, `\,`, `\;`, `\\` escapes in every text value.
    case v30

    /// The version a `VERSION` value names; anything but 2.1 reads as 3.0/4.0.
    init(_ value: String) {
        self = value.trimmingWhitespace() == "2.1" ? .v21 : .v30
    }
}
