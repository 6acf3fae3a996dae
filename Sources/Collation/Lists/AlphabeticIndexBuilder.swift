/// What ``AlphabeticIndexBuilder`` needs of a collation: comparison and keys at primary
/// strength, and the strings ICU's `AlphabeticIndex` reads from collation data. The ICU
/// provider answers from ICU, the CLDR provider from its generated tables.
package protocol AlphabeticIndexOrder {
    /// The order of two strings at primary strength: -1, 0 or 1.
    func compare(_ a: String, _ b: String) -> Int
    /// The primary sort key of a text (the key bytes before the first level separator).
    func primaryKey(_ text: String) -> [UInt8]
    /// Whether a text has more than one primary weight ("Æ" where it expands to "AE").
    func hasMultiplePrimaries(_ text: String) -> Bool
    /// The code points of a text in NFKD, to choose between labels that sort alike.
    func nfkd(_ text: String) -> [UInt32]
    /// The collation's index contractions: U+FDD0 + a label (pinyin letters, stroke counts).
    var indexContractions: [String] { get }
    /// The root collation's script starts: U+FDD1 + the first letter of each script, and of the
    /// unassigned code points.
    var scriptStarts: [String] { get }
    /// Whether ``scriptStarts`` are already in this collation's order (the root's order, where
    /// no script is reordered): the index then keys only those it compares labels with.
    var scriptStartsAreSorted: Bool { get }
}

extension AlphabeticIndexOrder {
    package var scriptStartsAreSorted: Bool { false }
}

/// A bucket of an alphabetic index: the primary sort key of its lower boundary, and the section
/// it files into (the overflow section for underflow, inflow and overflow buckets).
package struct IndexBucket: Sendable {
    package let boundaryKey: [UInt8]
    package let section: Int

    package init(boundaryKey: [UInt8], section: Int) {
        self.boundaryKey = boundaryKey
        self.section = section
    }
}

/// Builds a collator's section buckets the way ICU's `AlphabeticIndex` does, from the locale
/// data's titles:
///
/// 1. Labels: the locale data's section boundaries, or, where the collation has `U+FDD0` index
///    contractions (Chinese pinyin letters, stroke counts, zhuyin), those instead, as
///    AlphabeticIndex uses them; "A"…"Z" when the data asks for Latin or the contractions are
///    pinyin; then the sections of the supplementary locales (`--also`, like `addLabels`).
/// 2. Labels that sort before the first letter of any script, at or after the last script, or
///    (for several characters) just like their separate characters, are dropped; of labels
///    with the same primary weight, the one ICU prefers is kept (shortest NFKD, then lowest
///    code points). More than ``maxLabelCount`` labels are thinned evenly, as ICU thins them.
/// 3. Buckets in collation order: an underflow bucket first; an inflow bucket where the labels
///    skip over a script; one bucket per label; an overflow bucket from the first letter of the
///    script after the last label's. Script starts are the collation's `U+FDD1` contractions.
/// 4. Underflow, inflow and overflow buckets file into "#".
package struct AlphabeticIndexBuilder<Order: AlphabeticIndexOrder> {
    let data: LocaleData
    let supplements: [LocaleData]
    let order: Order

    package init(data: LocaleData, supplements: [LocaleData], order: Order) {
        self.data = data
        self.supplements = supplements
        self.order = order
    }

    /// The most labels kept; ICU's default is 99, which drops letters as soon as a few
    /// scripts are combined, so this is Android's choice for its contact index.
    static var maxLabelCount: Int { 300 }

    struct Label {
        let boundary: String
        let title: String
    }

    /// The section titles in order, the buckets in collation order, and whether each section
    /// holds one run of the key order.
    /// `items` in the order's primary order of `text`, stably, each key made once: a comparison
    /// made two (hashing a U+FDD1 script start to find it in a memo was a twentieth of a
    /// ten-name run).
    private func sortedByOrder<Item>(_ items: [Item], _ text: (Item) -> String) -> [Item] {
        let keys = items.map { order.primaryKey(text($0)) }
        return items.indices.sorted { SortKey.compareBytes(keys[$0], keys[$1]) < 0 }.map { items[$0] }
    }

    package func build() -> (titles: [String], buckets: [IndexBucket], contiguous: Bool) {
        let contractions = (index: order.indexContractions, scriptStarts: order.scriptStarts)
        var labels: [Label] = []
        func add(_ label: Label) {
            if !labels.contains(where: { $0.title == label.title && $0.boundary == label.boundary }) { labels.append(label) }
        }
        let ownSections = contractions.index.isEmpty ? data.sections : data.sections.filter { !isIndexContraction($0.boundary) }
        for section in ownSections { add(Label(boundary: section.boundary, title: section.title)) }
        for boundary in contractions.index { add(Label(boundary: boundary, title: Self.title(ofContraction: boundary))) }
        if data.includesLatin || contractions.index.contains(where: isPinyin) {
            for letter in LocaleData.latinSections where !labels.contains(where: { $0.boundary == letter.boundary }) {
                add(Label(boundary: letter.boundary, title: letter.title))
            }
        }
        for supplement in supplements {
            for section in supplement.sections where !isIndexContraction(section.boundary) {
                add(Label(boundary: section.boundary, title: section.title))
            }
        }
        // Keying all 160 script starts to sort them was a twentieth of a ten-name run.
        let scriptStarts = order.scriptStartsAreSorted ? contractions.scriptStarts : sortedByOrder(contractions.scriptStarts) { $0 }
        guard let firstScript = scriptStarts.first, let lastScript = scriptStarts.last else {
            return fallback(labels)
        }

        // Keep the labels that sort inside the scripts and distinctly; sort and merge them.
        var kept: [Label] = []
        for var label in labels {
            // A boundary with one trailing "*" (CLDR's Maltese "IE*") is kept even where it sorts
            // like its separate letters.
            var checkDistinct = label.boundary.unicodeScalars.count > 1 && !isIndexContraction(label.boundary)
            if label.boundary.hasSuffix("*"), !label.boundary.hasSuffix("**"), label.boundary.count > 1 {
                label = Label(boundary: String(label.boundary.dropLast()), title: label.title)
                checkDistinct = false
            }
            if order.compare(label.boundary, firstScript) < 0 || order.compare(label.boundary, lastScript) >= 0 { continue }
            if checkDistinct, order.compare(label.boundary, separated(label.boundary)) == 0 { continue }
            kept.append(label)
        }
        kept = sortedByOrder(kept) { $0.boundary }
        var merged: [Label] = []
        for label in kept {
            if let last = merged.last, order.compare(last.boundary, label.boundary) == 0 {
                if isBetter(label.boundary, than: last.boundary) { merged[merged.count - 1] = label }
                continue
            }
            merged.append(label)
        }
        merged = Self.thinned(merged, to: Self.maxLabelCount)

        // Walk the labels in order, adding inflow buckets where a script is skipped.
        var titles: [String] = []
        var boundaries: [(boundary: String, title: String?)] = [("", nil)]
        var scriptIndex = -1
        var upperBoundary: String? = nil
        // The title of the last label of one primary weight since the last inflow bucket.
        var lastSingleWeight: String?
        for label in merged {
            if upperBoundary.map({ order.compare(label.boundary, $0) >= 0 }) ?? true {
                let inflow = upperBoundary
                var skipped = false
                while scriptIndex + 1 < scriptStarts.count {
                    scriptIndex += 1
                    upperBoundary = scriptStarts[scriptIndex]
                    if order.compare(label.boundary, scriptStarts[scriptIndex]) < 0 { break }
                    skipped = true
                }
                if skipped, boundaries.count > 1, let inflow {
                    boundaries.append((inflow, nil))
                    lastSingleWeight = nil
                }
            }
            boundaries.append((label.boundary, label.title))
            // A label of several primary weights ("Æ" as "AE" in German, "آ" in Arabic) holds
            // only the strings that start with all of them: from "Æ\u{FFFF}" on, what sorts
            // later files under the last single-weight label, as ICU redirects it.
            if !order.hasMultiplePrimaries(label.boundary) {
                lastSingleWeight = label.title
            } else if !isIndexContraction(label.boundary), let lastSingleWeight {
                boundaries.append((label.boundary + "\u{FFFF}", lastSingleWeight))
            }
        }
        // Section order: the buckets' order, except that pinyin buckets (U+FDD0 + a letter)
        // file under the Latin letter's section, wherever the collation puts Han.
        for entry in boundaries {
            guard let title = entry.title, !isPinyin(entry.boundary), !titles.contains(title) else { continue }
            titles.append(title)
        }
        for entry in boundaries {
            guard let title = entry.title, !titles.contains(title) else { continue }
            titles.append(title)
        }
        if let upperBoundary { boundaries.append((upperBoundary, nil)) }
        let overflow = titles.count
        let buckets = boundaries.map { entry in
            IndexBucket(boundaryKey: order.primaryKey(entry.boundary),
                               section: entry.title.flatMap { titles.firstIndex(of: $0) } ?? overflow)
        }
        let contiguous = zip(buckets, buckets.dropFirst()).allSatisfy { $0.section == overflow || $1.section == overflow || $0.section <= $1.section }
        return (titles, buckets, contiguous)
    }

    /// Without script data (an unusual ICU build), buckets are the labels alone.
    private func fallback(_ labels: [Label]) -> (titles: [String], buckets: [IndexBucket], contiguous: Bool) {
        let sorted = labels.sorted { order.compare($0.boundary, $1.boundary) < 0 }
        var titles: [String] = []
        for label in sorted where !titles.contains(label.title) { titles.append(label.title) }
        let buckets = sorted.map { IndexBucket(boundaryKey: order.primaryKey($0.boundary), section: titles.firstIndex(of: $0.title) ?? titles.count) }
        return (titles, [IndexBucket(boundaryKey: [], section: titles.count)] + buckets, true)
    }

    /// ICU's thinning of too many labels: every label whose share of `limit` rounds to the
    /// same slot as the previous one's is dropped.
    static func thinned(_ labels: [Label], to limit: Int) -> [Label] {
        let size = labels.count - 1
        guard size > limit else { return labels }
        var kept: [Label] = []
        var old = -1
        for (count, label) in zip(1..., labels) {
            let bump = count * limit / size
            if bump != old {
                kept.append(label)
                old = bump
            }
        }
        return kept
    }

    /// The section title of an index contraction, as AlphabeticIndex spells it: "3劃" for a
    /// stroke count (U+2800 + count), else the character after U+FDD0.
    static func title(ofContraction boundary: String) -> String {
        let scalars = Array(boundary.unicodeScalars.dropFirst())
        if scalars.count == 1, (0x2801...0x28FF).contains(scalars[0].value) {
            return "\(scalars[0].value - 0x2800)劃"
        }
        return String(String.UnicodeScalarView(scalars))
    }

    /// Whether a boundary is an index contraction: U+FDD0 and one character.
    func isIndexContraction(_ boundary: String) -> Bool {
        boundary.unicodeScalars.first?.value == 0xFDD0
    }

    /// Of two labels that sort alike, whether ICU keeps `one` rather than `other`: the shorter
    /// in NFKD, then the lower in code point order (NFKD first, then as written).
    func isBetter(_ one: String, than other: String) -> Bool {
        let a = order.nfkd(one), b = order.nfkd(other)
        if a.count != b.count { return a.count < b.count }
        if a != b { return a.lexicographicallyPrecedes(b) }
        return one.unicodeScalars.map(\.value).lexicographicallyPrecedes(other.unicodeScalars.map(\.value))
    }

    /// Whether a boundary is a pinyin index contraction: U+FDD0 and a letter A–Z.
    func isPinyin(_ boundary: String) -> Bool {
        let scalars = Array(boundary.unicodeScalars)
        return scalars.count == 2 && scalars[0].value == 0xFDD0 && (0x41...0x5A).contains(scalars[1].value)
    }

    /// The label with a combining grapheme joiner between its characters, which blocks
    /// contractions: "ch" sorts like "c", "h" unless CH is a letter of the language.
    func separated(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        for (offset, scalar) in text.unicodeScalars.enumerated() {
            if offset > 0 { result.append("\u{034F}") }
            result.append(scalar)
        }
        return String(result)
    }
}
