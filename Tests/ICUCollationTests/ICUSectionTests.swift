import Collation
import Foundation
import ICUCollation
import TestSupport
import Testing

@Suite("ICU sections")
struct ICUSectionTests {
    /// The sample names that start with a digit, symbol or emoji: "#" in every locale.
    static let symbolNames: Set<String> = ["0", "007", "#tag", "@x", "🍕"]

    @Test("Sections agree with ICU's AlphabeticIndex for every generated locale and zhuyin, by title, by name and through grouping's key path",
          arguments: shippedLocales + ["zh-Hant-u-co-zhuyin", "de-u-co-phonebk", "sv-u-co-trad"])
    func agreesWithAlphabeticIndex(locale: String) throws {
        try expectAgreement(locale: locale, also: [])
    }

    @Test("--also agrees with AlphabeticIndex.addLabels", arguments: [
        ("en", ["ru"]), ("en", ["ru", "el", "ja", "ko", "ar", "he", "th", "hi"]), ("en", ["hy", "ka", "am", "km", "my"]),
        ("ja", ["ko", "ru"]), ("ko", ["ja"]), ("sv", ["de", "ru"]), ("ru", ["el", "uk"]), ("de", ["sv", "is", "pl"]),
        ("zh-Hans", ["ja", "ko", "ru"]), ("zh-Hant", ["ja"]), ("ar", ["he", "fa"]), ("th", ["lo", "km", "my"]), ("hi", ["bn", "ta", "te"]),
        ("en", ["ru", "uk", "sr", "mk"]), ("en", ["uk"]), ("de", ["ru", "kk"]),
    ])
    func alsoAgreesWithAddLabels(locale: String, also: [String]) throws {
        try expectAgreement(locale: locale, also: also)
    }

    /// Checks titles and every name's section (by `sectionIndex(for:)` and through grouping)
    /// against ICU's AlphabeticIndex for `locale` with `also`'s labels added.
    func expectAgreement(locale: String, also: [String]) throws {
        let registry = try icuRegistry()
        let extras = try also.map(LocaleIdentifier.init)
        let collator = try registry.makeCollator(locale: LocaleIdentifier(locale), also: extras, provider: "icu")
        let data = registry.localeData(for: try LocaleIdentifier(locale))
        // Every title's own boundary, and a name that starts with it, besides the common sample.
        let own = ([data] + extras.map(registry.localeData(for:))).flatMap(\.sections)
            .map(\.boundary).filter { $0.unicodeScalars.first?.value != 0xFDD0 }
            // Titles that are a dependent vowel sign or virama (Devanagari "ा"): a name never
            // starts with one, and the collator reads a name from its first base letter.
            .filter { $0.unicodeScalars.first.map { ![.nonspacingMark, .spacingMark].contains($0.properties.generalCategory) } ?? false }
        let names = agreementNames + own + own.map { $0 + "a" }
        // A locale file's script order (kana first in ja) is ICU's reordering: the reference
        // runs with the same reordering (`-u-kr-`), so ICU stays the reference for the rest.
        let referenceLocale = Self.withScriptOrder(locale, data.scriptOrder)
        // Letters of an added locale that the collation ranks with others (Ukrainian Ґ with Г)
        // are moved by the added locale's rule: the reference runs over the same rules.
        let rules = (collator as? ICUCollator)?.addedRules ?? ""
        let reference = try referenceBuckets(locale: referenceLocale, english: data.includesLatin, also: also, rules: rules, names: names)
        #expect(reference.count == names.count)
        var titles: [String] = []
        for label in try referenceLabels(locale: referenceLocale, english: data.includesLatin, also: also, rules: rules) where label != "#" && !titles.contains(label) {
            titles.append(label)
        }
        #expect(collator.sections.titles.dropLast().sorted() == titles.sorted(), "\(locale) + \(also): titles")
        #expect(Array(collator.sections.titles.dropLast()) == titles || !collator.sections.followsKeyOrder, "\(locale) + \(also): title order")
        // `collate group` takes sections from the keys' primary bytes, not from sectionIndex(for:).
        var grouped: [String: String] = [:]
        for section in IndexedCollation(collator: collator).grouped(names, by: { $0 }) {
            for name in section.items { grouped[name] = section.title }
        }
        var mismatches: [String] = []
        for (name, icu) in zip(names, reference) {
            // The one deliberate difference: a name that starts with a digit, symbol or
            // punctuation is in "#" everywhere, also where the collation ignores punctuation
            // (Thai), which makes ICU file "#tag" under T.
            let expected = Self.symbolNames.contains(name) ? "#" : icu
            if icuTitle(name, collator) != expected { mismatches.append("\(name): sectionIndex \(icuTitle(name, collator)), expected \(expected)") }
            if grouped[name] != expected { mismatches.append("\(name): grouped under \(grouped[name] ?? "nothing"), expected \(expected)") }
        }
        #expect(mismatches.isEmpty, "\(locale) + \(also): \(mismatches.prefix(20))")
    }

    /// `locale` as a BCP 47 tag with `codes` as its collation reordering (`ja-u-kr-hrkt-hani-latn`).
    static func withScriptOrder(_ locale: String, _ codes: [String]) -> String {
        guard !codes.isEmpty else { return locale }
        let order = "kr-" + codes.map { $0.lowercased() }.joined(separator: "-")
        return locale.contains("-u-") ? locale + "-" + order : locale + "-u-" + order
    }

    @Test("Japanese as phones show it: the kana rows, then A–Z, then #; with the collation's own order, ICU's A–Z first")
    func japaneseOrder() throws {
        let japanese = try icuCollator("ja").sections.titles
        #expect(Array(japanese.prefix(11)) == ["あ", "か", "さ", "た", "な", "は", "ま", "や", "ら", "わ", "A"])
        #expect(japanese.last == "#")
        let names = ["Anna", "さくら", "Bob", "かな", "ヤマモト"]
        #expect(IndexedCollation(collator: try icuCollator("ja")).sorted(names, by: { $0 }) == ["かな", "さくら", "ヤマモト", "Anna", "Bob"])
        // ICU's own order, for the agreement with AlphabeticIndex as it comes.
        let icu = try icuCollator("ja", options: CollationOptions(scriptOrder: .collation))
        #expect(icu.sections.titles.first == "A")
        #expect(IndexedCollation(collator: icu).sorted(names, by: { $0 }) == ["Anna", "Bob", "かな", "さくら", "ヤマモト"])
        let reference = try referenceLabels(locale: "ja", english: true)
        #expect(try #require(reference.firstIndex(of: "A")) < #require(reference.firstIndex(of: "あ")))
        // Any script order a user asks for: Cyrillic before Latin in English.
        let cyrillicFirst = try icuRegistry().makeCollator(locale: LocaleIdentifier("en"), also: [LocaleIdentifier("ru")], provider: "icu",
                                                          options: CollationOptions(scriptOrder: .scripts(["Cyrl", "Latn"])))
        #expect(cyrillicFirst.sections.titles.first == "А")
        #expect(throws: CollationError.self) { try icuCollator("en", options: CollationOptions(scriptOrder: .scripts(["Abcd"]))) }
    }

    @Test("The named corners file where a native reader expects", arguments: [
        ("th", "เกศ", "ก"), ("ja", "ｱｲ", "あ"), ("ja", "ぁ", "あ"), ("ja", "ヴ", "あ"), ("ja", "山田", "#"), ("ja", "Zoe", "Z"),
        ("ko", "까치", "ㄱ"), ("cs", "Chmel", "CH"), ("cs", "Cyril", "C"), ("es", "Ñandú", "Ñ"), ("sv", "Åsa", "Å"),
        ("sv", "Ärla", "Ä"), ("sv", "Ölund", "Ö"), ("de", "Ölund", "O"), ("en", "Émile", "E"), ("vi", "Ưu", "Ư"),
        ("uk", "Ґанок", "Ґ"), ("uk", "Єва", "Є"), ("uk", "Іван", "І"), ("uk", "Їжак", "Ї"), ("ru", "Zoe", "Z"),
        ("ru", "Иван", "И"), ("zh-Hans", "张三", "Z"), ("zh-Hans", "Zoe", "Z"), ("zh-Hant", "一", "1劃"), ("zh-Hant", "Zoe", "Z"),
        ("en", "  \u{200B}zed", "Z"), ("en", "007", "#"), ("en", "🍕", "#"), ("en", "Иван", "#"),
    ])
    func corners(locale: String, name: String, title: String) throws {
        #expect(icuTitle(name, try icuCollator(locale)) == title)
    }

    @Test("Titles come in the locale's collation order with # last; non-Latin locales also get A–Z")
    func titles() throws {
        let russian = try icuCollator("ru").sections.titles
        #expect(russian.first == "А")
        #expect(try #require(russian.firstIndex(of: "Я")) < #require(russian.firstIndex(of: "A")))
        let chinese = try icuCollator("zh-Hans").sections.titles
        #expect(chinese == LocaleData.latinSections.map(\.title) + ["#"])
        let swedish = try icuCollator("sv").sections.titles
        #expect(swedish.suffix(4) == ["Å", "Ä", "Ö", "#"])
    }
}
