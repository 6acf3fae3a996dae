import CLDRCollation
import Collation
import Foundation
import ICUCollation
import TestSupport
import Testing

/// A registry with the ICU provider only.
func icuRegistry() throws -> ProviderRegistry {
    ProviderRegistry([ICUCollationProvider()])
}

/// An ICU collator for `locale` with `options`.
func icuCollator(_ locale: String, options: CollationOptions = CollationOptions()) throws -> any Collator {
    try icuRegistry().makeCollator(locale: LocaleIdentifier(locale), provider: "icu", options: options)
}

/// A collator from the ICU provider or from the CLDR provider, which must behave alike.
func collator(_ locale: String, provider: String, options: CollationOptions = CollationOptions()) throws -> any Collator {
    try ProviderRegistry([ICUCollationProvider(), CLDRCollationProvider()]).makeCollator(locale: LocaleIdentifier(locale), provider: provider, options: options)
}

/// The section title of `name`.
func icuTitle(_ name: String, _ collator: any Collator) -> String {
    collator.sections.titles[collator.sectionIndex(for: name)]
}

/// Runs the `icu-index-reference` tool built beside the tests: ICU's AlphabeticIndex, with
/// `also`'s labels added (`addLabels`) and ICU's 99-label limit raised to the provider's 300.
func referenceBuckets(locale: String, english: Bool, also: [String] = [], rules: String = "", names: [String]) throws -> [String] {
    try runReference(referenceArguments(locale, english: english, also: also, rules: rules), input: names)
}

/// The section titles ICU's AlphabeticIndex gives `locale` with `also`'s labels ("#" for the
/// underflow, inflow and overflow buckets).
func referenceLabels(locale: String, english: Bool, also: [String] = [], rules: String = "") throws -> [String] {
    try runReference(referenceArguments(locale, english: english, also: also, rules: rules) + ["--labels"], input: [])
}

/// The reference program's arguments for `locale`, with English's labels and `also`'s, over
/// the locale's collation with `rules` added (the letters the provider moves, `addedRules`).
private func referenceArguments(_ locale: String, english: Bool, also: [String], rules: String) -> [String] {
    [locale, "--max-labels", "300"] + (english ? ["--english"] : []) + (also.isEmpty ? [] : ["--also", also.joined(separator: ",")])
        + (rules.isEmpty ? [] : ["--rules-extra", rules])
}

/// Runs `icu-index-reference` with `arguments`, `input` as its lines; returns its lines.
func runReference(_ arguments: [String], input names: [String]) throws -> [String] {
    let executable = try #require(BuiltProducts.url(named: "icu-index-reference"), "icu-index-reference was not built next to the tests")
    // A reference run that does not read its input (`--labels`) must not kill the tests.
    signal(SIGPIPE, SIG_IGN)
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    let input = Pipe(), output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    try process.run()
    let text = names.isEmpty ? "" : names.joined(separator: "\n") + "\n"
    DispatchQueue.global().async {
        input.fileHandleForWriting.write(Data(text.utf8))
        try? input.fileHandleForWriting.close()
    }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
}

/// Names in many scripts, with the corners the issue names.
let agreementNames: [String] = [
    "Aaron", "adam", "Émile", "Zoë", "Þór", "Ærø", "Ølund", "Åsa", "Ärla", "Öberg", "Ñandú", "Nuñez", "Chmel", "Cyril",
    "Hugo", "Čapek", "Řehoř", "Šárka", "Žofie", "Ilse", "İlker", "ılık", "Şule", "Çağla", "Ğ", "Ưu", "Ư", "Ủy", "Ăn", "Đào",
    "Łukasz", "Ąb", "Ść", "Ęd", "Őr", "Ű", "Dzsó", "Ly", "Õnne", "Ģirts", "Ķ", "Ļ", "Ņ", "Ų", "Ė", "Ș", "Ț", "Î", "Â",
    "Ґанок", "Гліб", "Єва", "Іван", "Їжак", "Ёлка", "Ещё", "Юлия", "Яна", "Ђорђе", "Љиљана", "Џон", "Ъгъл",
    "Νίκος", "Ωμέγα", "Άννα", "דוד", "שרה", "محمد", "ياسمين", "أحمد", "สมชาย", "เกศ", "ใจดี", "โสภา", "ไก่",
    "राम", "क्षमा", "ऋषि", "김민준", "까치", "이서연", "한", "ㄱ", "ᄀ", "さくら", "サクラ", "ｻｸﾗ", "ｱｲ", "ぁ", "ヴ", "ゔ", "わたし", "ん",
    "山田", "曾国藩", "张三", "張三", "一", "丁", "龍", "鑫", "0", "007", "#tag", "@x", "🍕", "Ελλάδα", "Ѐ", "ḡ",
]

/// Every locale with a built-in file that parses (the locale data tests report any that does not).
let shippedLocales: [String] = LocaleCatalog.builtIn().all.map(\.identifier.identifier).filter { $0 != "und" }

/// Expects `writer` to key `name` from its UTF-8 (the tool's path) exactly as from its string:
/// the same bytes after those already in the buffer, and the same section.
func expectBytesKeyedAsString(_ name: String, by writer: inout any CollationKeyWriter, _ comment: Comment) {
    var fromString: [UInt8] = [9], fromBytes: [UInt8] = [9]
    let stringSection = writer.appendKey(forReadingOf: name, to: &fromString)
    var text = name
    let bytesSection = text.withUTF8 { writer.appendKey(forReadingOfUTF8: $0, to: &fromBytes) }
    #expect(fromBytes == fromString, comment)
    #expect(bytesSection == stringSection, comment)
}
