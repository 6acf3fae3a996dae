internal import CICU
import Collation

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
struct IndexBuilder {
    let data: LocaleData
    let supplements: [LocaleData]
    let primary: OpaquePointer

    /// The most labels kept; ICU's default is 99, which drops letters as soon as a few
    /// scripts are combined, so this is Android's choice for its contact index.
    static let maxLabelCount = 300

    struct Label {
        let boundary: String
        let title: String
    }

    func build() -> (titles: [String], buckets: [ICUCollator.Bucket], contiguous: Bool) {
        let contractions = indexContractions()
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
        let scriptStarts = contractions.scriptStarts.sorted { compare($0, $1) < 0 }
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
            if compare(label.boundary, firstScript) < 0 || compare(label.boundary, lastScript) >= 0 { continue }
            if checkDistinct, compare(label.boundary, separated(label.boundary)) == 0 { continue }
            kept.append(label)
        }
        kept.sort { compare($0.boundary, $1.boundary) < 0 }
        var merged: [Label] = []
        for label in kept {
            if let last = merged.last, compare(last.boundary, label.boundary) == 0 {
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
            if upperBoundary.map({ compare(label.boundary, $0) >= 0 }) ?? true {
                let inflow = upperBoundary
                var skipped = false
                while scriptIndex + 1 < scriptStarts.count {
                    scriptIndex += 1
                    upperBoundary = scriptStarts[scriptIndex]
                    if compare(label.boundary, scriptStarts[scriptIndex]) < 0 { break }
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
            if !hasMultiplePrimaries(label.boundary) {
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
            ICUCollator.Bucket(boundaryKey: primaryKey(entry.boundary),
                               section: entry.title.flatMap { titles.firstIndex(of: $0) } ?? overflow)
        }
        let contiguous = zip(buckets, buckets.dropFirst()).allSatisfy { $0.section == overflow || $1.section == overflow || $0.section <= $1.section }
        return (titles, buckets, contiguous)
    }

    /// Without script data (an unusual ICU build), buckets are the labels alone.
    private func fallback(_ labels: [Label]) -> (titles: [String], buckets: [ICUCollator.Bucket], contiguous: Bool) {
        let sorted = labels.sorted { compare($0.boundary, $1.boundary) < 0 }
        var titles: [String] = []
        for label in sorted where !titles.contains(label.title) { titles.append(label.title) }
        let buckets = sorted.map { ICUCollator.Bucket(boundaryKey: primaryKey($0.boundary), section: titles.firstIndex(of: $0.title) ?? titles.count) }
        return (titles, [ICUCollator.Bucket(boundaryKey: [], section: titles.count)] + buckets, true)
    }

    /// The collation's index contractions (U+FDD0 + label) and script starts (U+FDD1 + the first
    /// letter of a script, or of the unassigned code points).
    ///
    /// The index contractions are a tailoring's (Chinese pinyin letters, stroke counts, zhuyin),
    /// read from the tailored set; the script starts are the root collation's, the same for
    /// every collator of one ICU, and read once per process. Reading every contraction of the
    /// collation instead, as `AlphabeticIndex` does, cost 4–10 ms for each collator made: ICU
    /// adds the root's 1,100 contraction strings to a set one by one, each insertion a linear
    /// search. (The agreement tests with `AlphabeticIndex`, every locale and `--also`, hold
    /// this reading to ICU's.)
    func indexContractions() -> (index: [String], scriptStarts: [String]) {
        var status = U_ZERO_ERROR
        guard let tailored = cicu_ucol_getTailoredSet(primary, &status) else { return ([], []) }
        defer { cicu_uset_close(tailored) }
        guard !failed(status) else { return ([], []) }
        return (Self.contractions(in: tailored).index, Self.rootScriptStarts)
    }

    /// The root collation's script starts, read once.
    static let rootScriptStarts: [String] = {
        var status = U_ZERO_ERROR
        guard let root = cicu_ucol_open("root", &status), !failed(status) else { return [] }
        defer { cicu_ucol_close(root) }
        return allContractions(of: root).scriptStarts
    }()

    /// The index contractions and script starts among all of `collator`'s contractions.
    private static func allContractions(of collator: OpaquePointer) -> (index: [String], scriptStarts: [String]) {
        guard let set = cicu_uset_openEmpty() else { return ([], []) }
        defer { cicu_uset_close(set) }
        var status = U_ZERO_ERROR
        cicu_ucol_getContractionsAndExpansions(collator, set, nil, 0, &status)
        guard !failed(status) else { return ([], []) }
        return contractions(in: set)
    }

    /// The index contractions and script starts among the strings of `set`.
    private static func contractions(in set: OpaquePointer) -> (index: [String], scriptStarts: [String]) {
        var index: [String] = []
        var scriptStarts: [String] = []
        var buffer = [UInt16](repeating: 0, count: 64)
        for item in 0..<cicu_uset_getItemCount(set) {
            var start: Int32 = 0, end: Int32 = 0
            var itemStatus = U_ZERO_ERROR
            let length = buffer.withUnsafeMutableBufferPointer {
                cicu_uset_getItem(set, item, &start, &end, $0.baseAddress, Int32($0.count), &itemStatus)
            }
            guard length > 0, !failed(itemStatus) else { continue }
            let text = buffer.withUnsafeBufferPointer { string(fromUTF16: UnsafeBufferPointer(rebasing: $0[..<Int(length)])) }
            let scalars = Array(text.unicodeScalars)
            guard scalars.count == 2 else { continue }
            if scalars[0].value == 0xFDD0 {
                index.append(text)
            } else if scalars[0].value == 0xFDD1 {
                let type = cicu_u_charType(UChar32(scalars[1].value))
                // Letters (Lu, Ll, Lt, Lm, Lo) and unassigned code points, not the special groups.
                if (1...5).contains(type) || type == 0 { scriptStarts.append(text) }
            }
        }
        return (index, scriptStarts)
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
        let a = nfkd(one), b = nfkd(other)
        if a.count != b.count { return a.count < b.count }
        if a != b { return a.lexicographicallyPrecedes(b) }
        return one.unicodeScalars.map(\.value).lexicographicallyPrecedes(other.unicodeScalars.map(\.value))
    }

    /// The code points of `text` in NFKD.
    func nfkd(_ text: String) -> [UInt32] {
        let units = Array(text.utf16)
        var result = [UInt16](repeating: 0, count: units.count * 18 + 8)
        var status = U_ZERO_ERROR
        let length = result.withUnsafeMutableBufferPointer { out in
            units.withUnsafeBufferPointer { cicu_nfkd($0.baseAddress, Int32($0.count), out.baseAddress, Int32(out.count), &status) }
        }
        guard !failed(status) else { return text.unicodeScalars.map(\.value) }
        return string(fromUTF16: result.withUnsafeBufferPointer { UnsafeBufferPointer(rebasing: $0[..<Int(length)]) }).unicodeScalars.map(\.value)
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

    /// Whether `text` has more than one primary weight.
    func hasMultiplePrimaries(_ text: String) -> Bool {
        var status = U_ZERO_ERROR
        let multiple = withUTF16(text) { cicu_hasMultiplePrimaries(primary, $0, $1, &status) }
        return !failed(status) && multiple != 0
    }

    /// Compares at primary strength.
    func compare(_ a: String, _ b: String) -> Int {
        let result = withUTF16(a) { pa, la in withUTF16(b) { pb, lb in cicu_ucol_strcoll(primary, pa, la, pb, lb) } }
        return result == UCOL_LESS ? -1 : (result == UCOL_GREATER ? 1 : 0)
    }

    /// The primary sort key of a boundary, without the final zero byte.
    func primaryKey(_ text: String) -> [UInt8] {
        guard !text.isEmpty else { return [] }
        return withUTF16(text) { pointer, length in
            var key = [UInt8](repeating: 0, count: Int(length) * 4 + 16)
            var needed = Int(cicu_ucol_getSortKey(primary, pointer, length, &key, Int32(key.count)))
            if needed > key.count {
                key = [UInt8](repeating: 0, count: needed)
                needed = Int(cicu_ucol_getSortKey(primary, pointer, length, &key, Int32(key.count)))
            }
            return Array(key.prefix(max(needed - 1, 0)))
        }
    }
}
