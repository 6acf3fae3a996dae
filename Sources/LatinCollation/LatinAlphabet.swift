import Collation

/// The ordered letters of a locale's Latin alphabet, from its locale data: A–Z with the
/// locale's own letters in place (Å Ä Ö after Z in Swedish, Ñ after N in Spanish, CH after H
/// in Czech). ASCII letters a locale file leaves out sort after their alphabetical predecessor.
///
/// A class, so that the many key builders that share it hold one reference to it. It is
/// immutable once made (the `@unchecked` is for the flat tables it owns; see ``tables``).
package final class LatinAlphabet: @unchecked Sendable {
    /// One letter of the alphabet: its display title and the section it opens or belongs to.
    public struct Letter: Sendable {
        /// The letter as the locale file spells it, uppercase.
        public let title: String
        /// The section the letter files under.
        public let section: Int
    }

    /// The letters in collation order; a letter's position is its primary weight.
    public let letters: [Letter]
    /// The section titles, in order (the Latin titles of the locale data).
    public let sectionTitles: [String]
    /// Single-character letters that are not plain ASCII (Å, Ñ, Ł), upper- and lowercase.
    let extraLetters: [Character: Int]
    /// Multi-letter letters (CH), by their first character, upper- and lowercase.
    let contractions: [Character: [(rest: String, rank: Int)]]

    /// The alphabet of `data`'s Latin section titles (A–Z when it has none).
    public init(data: LocaleData) {
        var titles = data.sections.map(\.title).filter(Self.isLatinTitle)
        if titles.isEmpty { titles = LocaleData.latinSections.map(\.title) }
        // The providers refuse more (LatinLayout.check); this only keeps the ranks in range.
        titles = Array(titles.prefix(LatinLayout.maximumTitles))
        sectionTitles = titles

        var letters: [Letter] = titles.enumerated().map { Letter(title: $0.element.uppercased(), section: $0.offset) }
        // ASCII letters missing from the titles go after their predecessor.
        for byte in UInt8(ascii: "A")...UInt8(ascii: "Z") {
            let letter = String(UnicodeScalar(byte))
            guard !letters.contains(where: { $0.title == letter }) else { continue }
            var position = 0
            for previous in stride(from: byte, to: UInt8(ascii: "A"), by: -1) {
                let earlier = String(UnicodeScalar(previous - 1))
                if let found = letters.firstIndex(where: { $0.title == earlier }) { position = found + 1; break }
            }
            let section = position > 0 ? letters[position - 1].section : 0
            letters.insert(Letter(title: letter, section: section), at: position)
        }
        self.letters = letters

        var ascii = [Int](repeating: 0, count: 26)
        var extras: [Character: Int] = [:]
        var contractions: [Character: [(rest: String, rank: Int)]] = [:]
        precondition(letters.count < 0x70, "an alphabet has at most 111 letters")
        for (rank, letter) in letters.enumerated() {
            let characters = Array(letter.title)
            if characters.count == 1, let value = characters[0].asciiValue {
                ascii[Int(value) - 0x41] = rank
            } else if characters.count == 1 {
                extras[characters[0]] = rank
                for lower in letter.title.lowercased() { extras[lower] = rank }
            } else if let first = characters.first {
                let rest = String(characters.dropFirst())
                for start in Set([first, Character(String(first).lowercased())]) {
                    contractions[start, default: []].append((rest, rank))
                }
            }
        }
        for key in contractions.keys { contractions[key]?.sort { $0.rest.count > $1.rest.count } }
        extraLetters = extras
        self.contractions = contractions
        tables = Tables(asciiRank: ascii, letterSections: letters.map(\.section))
    }

    deinit { tables.deallocate() }

    /// The ASCII ranks and the letters' sections, in storage the alphabet owns rather than in
    /// arrays, so that key builders on many threads read them with no reference counting (a
    /// shared reference count is a cache line every thread writes). Valid while the alphabet
    /// lives.
    let tables: Tables

    /// The rank of each ASCII letter and the section of each letter.
    struct Tables {
        /// The rank of each uppercase ASCII letter, indexed by `byte - 0x41`.
        let asciiRank: UnsafeMutablePointer<UInt8>
        /// The section of each letter, by rank.
        let letterSections: UnsafeMutablePointer<Int32>

        init(asciiRank ranks: [Int], letterSections sections: [Int]) {
            asciiRank = .allocate(capacity: 26)
            asciiRank.initialize(from: ranks.map { UInt8(truncatingIfNeeded: $0) }, count: 26)
            letterSections = .allocate(capacity: max(1, sections.count))
            letterSections.initialize(from: sections.map { Int32(truncatingIfNeeded: $0) }, count: sections.count)
        }

        func deallocate() {
            asciiRank.deallocate()
            letterSections.deallocate()
        }

        /// The rank of an uppercase or lowercase ASCII letter.
        @inline(__always)
        func rank(ofASCII letter: UInt8) -> Int {
            Int(asciiRank[Int(letter & ~0x20) - 0x41])
        }
    }

    /// Whether the alphabet is A–Z alone (no letters beyond ASCII, no contractions), so that
    /// text can be read scalar by scalar.
    public var isPlainASCII: Bool { extraLetters.isEmpty && contractions.isEmpty }

    /// The rank of an uppercase or lowercase ASCII letter.
    public func rank(ofASCII letter: UInt8) -> Int {
        tables.rank(ofASCII: letter)
    }

    /// Whether a section title is written in Latin letters (so this provider can place it).
    static func isLatinTitle(_ title: String) -> Bool {
        // At least one letter: a combining mark alone (a Devanagari vowel sign) is no title here.
        title.unicodeScalars.contains { $0.properties.generalCategory != .nonspacingMark } && title.unicodeScalars.allSatisfy { scalar in
            (0x41...0x5A).contains(scalar.value) || (0x61...0x7A).contains(scalar.value)
                || LatinFolding.entry(for: scalar) != nil
                || scalar.properties.generalCategory == .nonspacingMark
        }
    }
}
