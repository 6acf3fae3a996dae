import Collation
import Foundation
import ICUCollation
import TestSupport
import Testing

@Suite("ICU sections")
struct ICUSectionTests {
    /// The sample names that start with a digit, symbol or emoji: "#" in every locale.
    static let symbolNames: Set<String> = ["0", "007", "#tag", "@x", "🍕"]

    @Test("Sections agree with ICU's AlphabeticIndex for every shipped locale, by name and through grouping's key path", arguments: shippedLocales)
    func agreesWithAlphabeticIndex(locale: String) throws {
        #expect(shippedLocales.count == 37)
        let collator = try icuCollator(locale)
        let data = try #require(try LocaleCatalog.builtIn().data(for: LocaleIdentifier(locale)))
        let reference = try referenceBuckets(locale: locale, english: data.includesLatin, names: agreementNames)
        #expect(reference.count == agreementNames.count)
        // `collate group` takes sections from the keys' primary bytes, not from sectionIndex(for:).
        var grouped: [String: String] = [:]
        for section in IndexedCollation(collator: collator).grouped(agreementNames, by: { $0 }) {
            for name in section.items { grouped[name] = section.title }
        }
        var mismatches: [String] = []
        for (name, icu) in zip(agreementNames, reference) {
            // The one deliberate difference: a name that starts with a digit, symbol or
            // punctuation is in "#" everywhere, also where the collation ignores punctuation
            // (Thai), which makes ICU file "#tag" under T.
            let expected = Self.symbolNames.contains(name) ? "#" : icu
            if icuTitle(name, collator) != expected { mismatches.append("\(name): sectionIndex \(icuTitle(name, collator)), expected \(expected)") }
            if grouped[name] != expected { mismatches.append("\(name): grouped under \(grouped[name] ?? "nothing"), expected \(expected)") }
        }
        #expect(mismatches.isEmpty, "\(locale): \(mismatches)")
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
        let japanese = try icuCollator("ja").sections.titles
        #expect(japanese.last == "#")
        #expect(japanese.contains("A") && japanese.contains("あ"))
        let russian = try icuCollator("ru").sections.titles
        #expect(russian.first == "А")
        #expect(try #require(russian.firstIndex(of: "Я")) < #require(russian.firstIndex(of: "A")))
        let chinese = try icuCollator("zh-Hans").sections.titles
        #expect(chinese == LocaleData.latinSections.map(\.title) + ["#"])
        let swedish = try icuCollator("sv").sections.titles
        #expect(swedish.suffix(4) == ["Å", "Ä", "Ö", "#"])
    }
}
