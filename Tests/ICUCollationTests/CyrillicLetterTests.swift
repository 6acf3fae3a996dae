import Collation
import ICUCollation
import Testing

/// `--also auto` gives a Cyrillic letter that the locale's sections lack the section of the
/// locale that has it, as Android adds the Ukrainian and Serbian labels in every locale; Latin
/// letters are never added.
@Suite("Every Cyrillic letter its own section")
struct CyrillicLetterTests {
    /// The titles of `names` in `locale` with the locales `--also auto` adds.
    static func titles(_ names: [String], locale: String) throws -> [String: String] {
        let registry = try icuRegistry()
        let identifier = try LocaleIdentifier(locale)
        let also = registry.supplementaryLocales(for: names, locale: identifier)
        let collation = IndexedCollation(collator: try registry.makeCollator(locale: identifier, also: also, provider: "icu"))
        var titles: [String: String] = [:]
        for section in collation.grouped(names, by: { $0 }) {
            for name in section.items { titles[name] = section.title }
        }
        return titles
    }

    @Test("Ukrainian and Serbian names get their letters in English, as Android's ContactLocaleUtilsTest asserts (І, Ј)")
    func ukrainianAndSerbian() throws {
        let registry = try icuRegistry()
        let names = ["Іван", "Јелена", "Єва", "Їжак", "Ґанок", "Љиљана", "Њутн", "Ђорђе", "Џон", "Ћирил", "Ирина", "Галина"]
        #expect(registry.supplementaryLocales(for: names, locale: try LocaleIdentifier("en")).map(\.identifier) == ["ru", "uk", "sr"])
        let titles = try Self.titles(names, locale: "en")
        for name in names {
            #expect(titles[name] == String(name.prefix(1)), "\(name) under \(titles[name] ?? "nothing")")
        }
    }

    @Test("Lowercase ї, ґ and і open their own sections too (a name typed in lowercase)")
    func lowercaseLetters() throws {
        let titles = try Self.titles(["їжак", "ґанок", "іван", "ирина"], locale: "en")
        #expect(titles["їжак"] == "Ї")
        #expect(titles["ґанок"] == "Ґ")
        #expect(titles["іван"] == "І")
        #expect(titles["ирина"] == "И")
    }

    @Test("A Russian list with Ukrainian, Kazakh and Mongolian names adds their letters", arguments: ["ru", "en", "de"])
    func otherLetters(locale: String) throws {
        let titles = try Self.titles(["Іванна", "Әлия", "Өлзий", "Қайрат", "Сергей"], locale: locale)
        #expect(titles["Іванна"] == "І")
        #expect(titles["Әлия"] == "Ә")
        #expect(titles["Өлзий"] == "Ө")
        #expect(titles["Қайрат"] == "Қ")
        #expect(titles["Сергей"] == "С")
    }

    @Test("Letters the locale's collation ranks with another get their own place from the added locale's rule; Ё stays with Е beside Russian")
    func movedLetters() throws {
        let titles = try Self.titles(["Ґанок", "Галина", "Їжак", "Іван", "Ѓорѓи", "Ќерка", "Ёлка", "Ева", "Ўладзімір", "Ульяна", "Сергей"], locale: "en")
        #expect(titles["Ґанок"] == "Ґ" && titles["Галина"] == "Г")
        #expect(titles["Їжак"] == "Ї" && titles["Іван"] == "І")
        #expect(titles["Ѓорѓи"] == "Ѓ" && titles["Ќерка"] == "Ќ")
        // Russian is in the list (for Сергей) and files Ё under Е.
        #expect(titles["Ёлка"] == "Е")
        // No locale's index has Ў (Belarusian's files it under У).
        #expect(titles["Ўладзімір"] == "У")
        // Names sort by the moved letters too: every Г name before every Ґ name.
        let registry = try icuRegistry()
        let collator = try registry.makeCollator(locale: LocaleIdentifier("en"), also: [LocaleIdentifier("uk")], provider: "icu")
        #expect(IndexedCollation(collator: collator).sorted(["Ґа", "Гя", "Га"], by: { $0 }) == ["Га", "Гя", "Ґа"])
        #expect((collator as? ICUCollator)?.addedRules.contains("ґ") ?? false)
        // Without an added locale nothing moves: the collation is the locale's own.
        #expect((try icuCollator("en") as? ICUCollator)?.addedRules == "")
    }

    @Test("A list whose Cyrillic letters the sections have adds nothing for them")
    func nothingToAdd() throws {
        let registry = try icuRegistry()
        #expect(registry.supplementaryLocales(for: ["Иван", "Яна"], locale: try LocaleIdentifier("en")).map(\.identifier) == ["ru"])
        #expect(registry.supplementaryLocales(for: ["Іван"], locale: try LocaleIdentifier("uk")).isEmpty)
    }

    @Test("Latin letters an English list lacks stay under their base letter, where English readers look", arguments: [
        ("Ørjan", "O"), ("Åsa", "A"), ("Ñuño", "N"), ("Łukasz", "L"), ("Ævar", "A"), ("Đorđe", "D"),
    ])
    func latinLettersNotAdded(name: String, title: String) throws {
        let registry = try icuRegistry()
        #expect(registry.supplementaryLocales(for: [name], locale: try LocaleIdentifier("en")).isEmpty)
        #expect(try Self.titles([name], locale: "en")[name] == title)
    }
}
