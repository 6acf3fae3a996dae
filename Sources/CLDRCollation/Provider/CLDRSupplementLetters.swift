import Collation

/// The letters of a list's added locales (`--also`) that the main collation ranks as variants of
/// another letter, given the added locale's own place: the CLDR provider's counterpart of the
/// ICU provider's added rules (`&Г<ґ<<<Ґ`), for the same letters, chosen by the same test.
///
/// Ukrainian has Ґ and Ї as letters of their own; CLDR's root collation, which English and
/// Russian use, ranks Ґ as a Г and Ї as an І, so that the index drops their sections and Ґанок
/// files under Г. For a letter of another script than Latin that the added locale's collation
/// ranks apart from the letter before it and the main collation does not, the added locale's
/// own collation element for the letter (in each case) replaces the main collation's: its
/// tailoring placed it in a gap of the root's weights, which the main collation shares for that
/// script, so it sorts where the added locale puts it, and gets its section. Latin letters are
/// never moved (Å and Ø in an English list stay with A and O, where English readers look), nor
/// is a letter that another locale of the list has in its alphabet and files with that letter
/// (Ё stays with Е wherever Russian is in the list).
enum CLDRSupplementLetters {
    /// The CE32s to give code points in the main collation, empty when no letter needs one.
    /// `main` is the main collation at primary strength.
    static func overrides(for supplements: [LocaleData], locale: LocaleIdentifier, main: CLDRSortKeys) -> [UInt32: UInt32] {
        var overrides: [UInt32: UInt32] = [:]
        for supplement in supplements {
            guard let entry = CLDRCollator.entry(for: supplement.identifier, data: supplement),
                  let own = try? CLDRSortKeys(tag: entry.tag, options: .init(strength: 0)),
                  own.actualLocale != main.actualLocale || own.tag != main.tag else { continue }
            let boundaries = supplement.sections.map(\.boundary)
            // Each boundary's primary key in the main collation, made once, not per pair.
            let mainKeys = boundaries.map(main.key)
            let others = ([locale] + supplements.map(\.identifier)).filter { $0 != supplement.identifier }
            for (index, letter) in boundaries.enumerated() {
                guard letter.unicodeScalars.count == 1, let scalar = letter.unicodeScalars.first,
                      Script.of(scalar).map({ $0 != .latin }) ?? false,
                      let merged = mainKeys.indices.first(where: { $0 != index && boundaries[$0] != letter && mainKeys[$0] == mainKeys[index] }),
                      case let mergedWith = boundaries[merged],
                      own.key(mergedWith) != own.key(letter),
                      !others.contains(where: { filesTogether(letter, mergedWith, in: $0) }),
                      let elements = ownElements(of: letter, in: own) else { continue }
                overrides.merge(elements) { first, _ in first }
            }
        }
        return overrides
    }

    /// The added locale's CE32s for the letter in each case, where each is one the main
    /// collation can hold as it is (a simple or long collation element, not an index into the
    /// added collation's own tables); nil when one is not.
    private static func ownElements(of letter: String, in own: CLDRSortKeys) -> [UInt32: UInt32]? {
        var elements: [UInt32: UInt32] = [:]
        for form in Set([letter, letter.lowercased(), letter.uppercased()]) {
            guard form.unicodeScalars.count == 1, let scalar = form.unicodeScalars.first else { continue }
            var ce32 = own.data.ce32(scalar.value)
            if ce32 == CollationLayout.fallbackCE32, let base = own.data.base { ce32 = base.pointee.ce32(scalar.value) }
            guard scalar.value <= 0xFFFF, !CollationLayout.isSpecial(ce32) || [.longPrimary, .longSecondary].contains(CollationLayout.tag(ce32)) else { return nil }
            elements[scalar.value] = ce32
        }
        return elements.isEmpty ? nil : elements
    }

    /// Whether `locale` has `letter` in its alphabet and its collation files it with `other`
    /// (Russian: Ё with Е).
    private static func filesTogether(_ letter: String, _ other: String, in locale: LocaleIdentifier) -> Bool {
        guard let entry = CLDRTables.entry(for: locale.identifier), let scalar = letter.unicodeScalars.first,
              entry.alphabet.unicodeScalars.contains(scalar),
              let keys = try? CLDRSortKeys(tag: entry.tag, options: .init(strength: 0)) else { return false }
        return keys.key(letter) == keys.key(other)
    }
}
