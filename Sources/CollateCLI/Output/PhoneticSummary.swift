import Collation
import CollationContacts
import JapaneseNames

/// What `collate phonetic` says of one file, gathered card by card as the writer hands them
/// over: the counts of its summary line, the cards whose Han names have no known reading (for
/// `--verbose`), and with `--dry-run` the fills. A card's contact is not kept, so that a large
/// address book's contacts are held a window at a time, not all at once.
struct PhoneticSummary {
    /// The file as messages name it.
    let file: String
    /// Whether existing phonetic names are replaced (their cards are then read).
    let overwrite: Bool
    /// Whether the fills are listed rather than written.
    let dryRun: Bool
    private(set) var cards = 0, families = 0, givens = 0, had = 0
    /// The cards with a part in Han that was not filled: their line, name and parts.
    private(set) var unread: [(line: Int, name: String, parts: [String])] = []
    /// With `dryRun`: what would be filled.
    private(set) var fills: [PhoneticReport.Fill] = []
    /// What the reader found wrong.
    var problems: [FileProblem] = []

    init(file: String, overwrite: Bool, dryRun: Bool) {
        self.file = file
        self.overwrite = overwrite
        self.dryRun = dryRun
    }

    /// Counts one card.
    mutating func add(_ card: VCardPhoneticWriter.Card) {
        cards += 1
        if card.written.family != nil { families += 1 }
        if card.written.given != nil { givens += 1 }
        if card.hadPhoneticName { had += 1 }
        // Cards kept for their phonetic name were not read, so they are not "no reading".
        if overwrite || !card.hadPhoneticName {
            let parts = Self.unreadParts(card)
            if !parts.isEmpty { unread.append((card.line, card.contact.displayName, parts)) }
        }
        if dryRun { fills += PhoneticReport.fills(of: [card], file: file) }
    }

    /// The summary line, and with `verbose` a line for each card with no known reading.
    func lines(verbose: Bool) -> [String] {
        let verb = dryRun ? "would fill" : "filled"
        var lines = ["collate: \(file): \(cards) contacts; \(verb) \(families) family and \(givens) given names; "
            + "\(had) had a phonetic name already\(overwrite ? " (replaced)" : " (kept)"); \(unread.count) with no known reading"
            + (verbose || unread.isEmpty ? "" : " (--verbose lists them)")]
        if verbose {
            lines += unread.map { "collate:   line \($0.line): \($0.name): \($0.parts.joined(separator: ", ")) not read" }
        }
        return lines
    }

    /// The parts of a card written in Han that were not filled.
    static func unreadParts(_ card: VCardPhoneticWriter.Card) -> [String] {
        var parts: [String] = []
        if card.written.family == nil, hasHan(card.contact.familyName) { parts.append("family name") }
        if card.written.given == nil, hasHan(card.contact.givenName) { parts.append("given name") }
        return parts
    }

    private static func hasHan(_ text: String?) -> Bool {
        text?.unicodeScalars.contains(where: HanNameTransliterator.isHan) ?? false
    }
}
