import Collation

/// Reads the surname of a Japanese name written in kanji with no furigana, so that it files
/// under its kana row: 山田太郎 reads as やまだ太郎 (や), 佐藤 花子 as さとう 花子 (さ).
///
/// The longest surname of ``JapaneseSurnames`` that the name starts with is replaced by its
/// reading; the rest of the name stays as written (given names have too many readings to
/// guess). A name that starts with no known surname is returned as it is, and ICU's Japanese
/// collation files it after the kana rows, under "#". Names read as `.text` (companies,
/// places) and given names are never read.
///
/// Register it as the default reading for Japanese with ``register(in:)``.
public struct JapaneseNameTransliterator: Transliterator, UTF16Reading {
    /// The surname table.
    public var surnames: JapaneseSurnames { ownSurnames ?? .builtIn }
    /// The table given at init; `nil` for the built-in one, parsed only when a name needs it
    /// (the tool registers this stage on every run, and parsing the table cost every run,
    /// Japanese or not, a few tens of milliseconds).
    private let ownSurnames: JapaneseSurnames?

    /// Makes the reading stage over `surnames` (by default, the built-in IPAdic table).
    public init(surnames: JapaneseSurnames? = nil) {
        ownSurnames = surnames
    }

    /// `"ja-surnames"`.
    public var identifier: String { "ja-surnames" }

    /// `ja-surnames` and a hash of the surname table.
    public var readingVersion: String { "ja-surnames " + surnames.version }

    /// Only a name that starts with a character at U+3400 or above (where the table's kanji
    /// are) may be read: the others are keyed as they are written, with no string made.
    public func reads(textStartingWith scalar: Unicode.Scalar) -> Bool {
        scalar.value >= Self.firstScalarRead
    }

    /// Below U+3400 nothing is read (``UTF16Reading/firstScalarRead``).
    package var firstScalarRead: UInt32 { Self.firstScalarRead }
    private static let firstScalarRead: UInt32 = 0x3400

    /// The reading as UTF-16 (``UTF16Reading``) of a name that is not read: a name read as a
    /// given name or as text, or not led by a character the table may start with. A name
    /// that may be read is read as a string (its reading depends on white space before it,
    /// which the meaningful scalars leave out).
    package func appendReadingUTF16(ofMeaningful scalars: UnsafeBufferPointer<Unicode.Scalar>, role: TextRole, to units: inout [UInt16]) -> Bool {
        if Self.readsPart(in: role), let first = scalars.first, first.value >= Self.firstScalarRead { return false }
        for scalar in scalars { UTF16.encode(scalar) { units.append($0) } }
        return true
    }

    /// The reading as UTF-16 of a contact read in place from the tool's store: each part as
    /// ``transliterate(_:as:)`` reads it, joined by spaces. A part that is not read is its
    /// text, decoded in place; one that may be read is read as a string, as the host would
    /// (the contact's parts, their readings and the whole reading are not made as strings).
    package func appendReadingUTF16(ofPartsIn name: PartsStore.Entry, to units: inout [UInt16]) -> Bool {
        var first = true
        name.forEachPart { text, role, _ in
            if !first { units.append(0x20) }
            first = false
            if Self.readsPart(in: role), let lead = TextScanning.firstMeaningfulScalar(inUTF8: text), lead.value >= Self.firstScalarRead {
                units.append(contentsOf: transliterate(String(decoding: text, as: UTF8.self), as: role).utf16)
                return
            }
            TextScanning.forEachScalar(inUTF8: text) { scalar in
                UTF16.encode(scalar) { units.append($0) }
                return true
            }
        }
        return true
    }

    /// The reading as UTF-16 of a name with nothing ignorable before it, read in place: the
    /// trimming ``transliterate(_:as:)`` does is then of trailing white space alone, which a
    /// name read here drops as that does (and one not read keeps).
    package func appendReadingUTF16(ofWholeName scalars: UnsafeBufferPointer<Unicode.Scalar>, role: TextRole, to units: inout [UInt16]) -> Bool {
        guard Self.readsPart(in: role), let first = scalars.first, first.value >= Self.firstScalarRead else {
            return appendReadingUTF16(ofMeaningful: scalars, role: role, to: &units)
        }
        var end = scalars.count
        while end > 0, scalars[end - 1].isWhiteSpace { end -= 1 }
        let name = UnsafeBufferPointer(rebasing: scalars[..<end])
        let match = ownSurnames == nil ? JapaneseSurnames.builtIn.longestPrefix(ofScalars: name) : ownSurnames?.longestPrefix(ofScalars: name)
        guard let match else {
            for scalar in scalars { UTF16.encode(scalar) { units.append($0) } }
            return true
        }
        // (From its scalars: the UTF-16 view's copy of a few kana cost more.)
        for scalar in match.reading.unicodeScalars { UTF16.encode(scalar) { units.append($0) } }
        for scalar in name[match.length...] { UTF16.encode(scalar) { units.append($0) } }
        return true
    }

    /// Whether names read as `role` are read (family names and whole names).
    private static func readsPart(in role: TextRole) -> Bool {
        role == .personName || role == .familyName
    }

    /// The name with its leading kanji surname read in hiragana.
    public func transliterate(_ text: String, as role: TextRole) -> String {
        guard Self.readsPart(in: role) else { return text }
        let name = text.trimmingWhitespace()
        guard let first = name.unicodeScalars.first, first.value >= 0x3400,
              let match = longestSurname(startingOf: name) else { return text }
        return match.reading + name[match.surname.endIndex...]
    }

    /// ``JapaneseSurnames/longestPrefix(of:)``, asked of the table where it is: ``surnames``
    /// hands out a copy, whose arrays every keying thread then retained and released for
    /// every name, on the same shared counts.
    private func longestSurname(startingOf name: Substring) -> (surname: Substring, reading: String)? {
        ownSurnames == nil ? JapaneseSurnames.builtIn.longestPrefix(of: name) : ownSurnames?.longestPrefix(of: name)
    }

    /// Whether the surname reading applies to person names in `locale` by default: Japanese.
    public static func readsNames(in locale: LocaleIdentifier) -> Bool {
        locale.language == "ja"
    }

    /// Makes the surname reading the default reading stage in Japanese, whatever the provider.
    public static func register(in registry: inout ProviderRegistry) {
        registry.registerDefaultReading(JapaneseNameTransliterator(), when: readsNames(in:))
    }
}
