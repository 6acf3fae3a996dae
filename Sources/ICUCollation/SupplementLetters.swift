internal import CICU
import Collation

/// The tailoring rules that give a supplementary locale's letters their own place in the main
/// locale's collation, where the main collation ranks them as a variant of another letter.
///
/// Ukrainian has Ґ and Ї as letters of their own; CLDR's root collation, which English and
/// Russian use, ranks Ґ as a Г and Ї as an І, so that `AlphabeticIndex.addLabels` drops their
/// labels and Ґанок files under Г. For a supplement's letter of another script than Latin that
/// its own collation ranks apart from the letter before it and the main collation does not,
/// the supplement's rule that places it (`&Г<ґ<<<Ґ`) is added to the main collation's rules:
/// the letter then sorts and sections on its own, as a Ukrainian reader expects. Latin letters
/// are never moved: Å and Ø in an English list stay with A and O, where English readers look.
enum SupplementLetters {
    /// The rules to add to `main` (a collator at any strength, for `locale`) for the letters
    /// of `supplements`, or an empty string when none needs one.
    ///
    /// A letter is moved when the supplement's collation ranks it apart from its other
    /// letters and `main` ranks it with one of them (Ґ with Г), unless another locale of the
    /// list has it in its alphabet and files it with that letter: Ё stays with Е wherever
    /// Russian is in the list, where Russian readers look for it, also when Kazakh (which
    /// gives Ё a section) is added for Ә.
    static func rules(for supplements: [LocaleData], locale: LocaleIdentifier, main: OpaquePointer) -> String {
        guard !supplements.isEmpty, let main = primaryClone(of: main) else { return "" }
        defer { cicu_ucol_close(main) }
        var added: [String] = []
        for supplement in supplements {
            var status = U_ZERO_ERROR
            guard let opened = cicu_ucol_open(ICUCollator.icuLocaleID(supplement.identifier), &status), !failed(status) else { continue }
            let segments = ruleSegments(of: opened)
            let own = primaryClone(of: opened)
            cicu_ucol_close(opened)
            guard let own else { continue }
            defer { cicu_ucol_close(own) }
            guard !segments.isEmpty else { continue }
            let boundaries = supplement.sections.map(\.boundary)
            let others = ([locale] + supplements.map(\.identifier)).filter { $0 != supplement.identifier }
            for letter in boundaries {
                guard letter.unicodeScalars.count == 1, let scalar = letter.unicodeScalars.first,
                      Script.of(scalar).map({ $0 != .latin }) ?? false,
                      let mergedWith = boundaries.first(where: { $0 != letter && primaryCompare(main, $0, letter) == 0 }),
                      primaryCompare(own, mergedWith, letter) != 0,
                      !others.contains(where: { filesTogether(letter, mergedWith, in: $0) }) else { continue }
                let forms = Set([letter, letter.lowercased(), letter.uppercased()])
                for segment in segments where forms.contains(where: segment.contains) && !added.contains(segment) {
                    added.append(segment)
                }
            }
        }
        return added.map { "&" + $0 }.joined()
    }

    /// The resets of a collator's tailoring (`Г<ґ<<<Ґ`), without its settings (`[reorder Cyrl]`,
    /// `[suppressContractions …]`), which are the supplement's and not the list's. A reset
    /// with any bracket other than `[before N]` is left out rather than guessed at.
    static func ruleSegments(of collator: OpaquePointer) -> [String] {
        var length: Int32 = 0
        guard let rules = cicu_ucol_getRules(collator, &length), length > 0 else { return [] }
        let text = String(decoding: UnsafeBufferPointer(start: rules, count: Int(length)), as: UTF16.self)
        return text.split(separator: "&").dropFirst(text.hasPrefix("&") ? 0 : 1).compactMap { segment in
            var bare = String(segment)
            for level in ["1", "2", "3"] { bare = bare.replacing("[before \(level)]", with: "") }
            guard !bare.contains("["), !bare.contains("]"), !bare.contains("\\"), !bare.contains("'"),
                  !bare.trimmingWhitespace().isEmpty else { return nil }
            return String(segment)
        }
    }

    /// Whether `locale` has `letter` in its alphabet and its collation files it with `other`
    /// (Russian: Ё with Е).
    private static func filesTogether(_ letter: String, _ other: String, in locale: LocaleIdentifier) -> Bool {
        guard let scalar = letter.unicodeScalars.first else { return false }
        let id = ICUCollator.icuLocaleID(locale)
        guard cicu_alphabet_contains(id, Int32(bitPattern: scalar.value)) != 0 else { return false }
        var status = U_ZERO_ERROR
        guard let opened = cicu_ucol_open(id, &status), !failed(status) else { return false }
        defer { cicu_ucol_close(opened) }
        guard let primary = primaryClone(of: opened) else { return false }
        defer { cicu_ucol_close(primary) }
        return primaryCompare(primary, letter, other) == 0
    }

    /// A clone of `collator` at primary strength, or `nil` when ICU cannot make one.
    private static func primaryClone(of collator: OpaquePointer) -> OpaquePointer? {
        var status = U_ZERO_ERROR
        guard let primary = cicu_ucol_clone(collator, &status), !failed(status) else { return nil }
        cicu_ucol_setAttribute(primary, UCOL_STRENGTH, UCOL_PRIMARY, &status)
        return primary
    }

    /// `a` against `b` by `collator` (at primary strength): -1, 0 or 1.
    private static func primaryCompare(_ collator: OpaquePointer, _ a: String, _ b: String) -> Int {
        let result = withUTF16(a) { pa, la in withUTF16(b) { pb, lb in cicu_ucol_strcoll(collator, pa, la, pb, lb) } }
        return result == UCOL_LESS ? -1 : (result == UCOL_GREATER ? 1 : 0)
    }
}
