import Foundation
import TestSupport
import Testing

/// The built tool with `--provider cldr` (the built-in CLDR collation, no ICU) against
/// `--provider icu`, on the built-in multilingual sample and on a vCard book: the same output,
/// byte for byte, in every format the tool writes a list in.
@Suite("The collate tool with the built-in CLDR collation")
struct CLDRCLITests {
    @Test("group gives ICU's output, byte for byte", arguments: ["en", "ru", "ja", "sv", "de", "zh-Hant", "ko", "th", "ar", "el", "hi", "uk", "cs"])
    func sameAsICU(locale: String) throws {
        for format in ["text", "json", "csv"] {
            let cldr = try CLIRunner.run(["--sample", "--locale", locale, "--provider", "cldr", "--format", format])
            let icu = try CLIRunner.run(["--sample", "--locale", locale, "--provider", "icu", "--format", format])
            #expect(cldr.status == 0 && icu.status == 0, "\(cldr.stderr) \(icu.stderr)")
            // The JSON document names its provider; the rest must be the same.
            let ours = cldr.stdout.replacingOccurrences(of: "\"provider\" : \"cldr\"", with: "\"provider\" : \"icu\"")
            #expect(ours == icu.stdout, "\(locale) \(format)")
        }
    }

    @Test("An address book: the same sections and order as with ICU")
    func addressBook() throws {
        let names = ["山田;太郎", "さとう;はなこ", "Ölund;Åsa", "Иванов;Пётр", "김;민준", "Smith;Zoe", "O'Brien;Seán", "ﾀﾅｶ;ｲﾁﾛｳ"]
        let cards = names.map { "BEGIN:VCARD\r\nVERSION:3.0\r\nN:\($0);;;\r\nFN:\($0.replacingOccurrences(of: ";", with: " "))\r\nEND:VCARD\r\n" }
        let files = try TemporaryFolder()
        let book = try files.file("book.vcf", cards.joined())
        for locale in ["ja", "en", "ru"] {
            let cldr = try CLIRunner.run(["group", book, "--locale", locale, "--provider", "cldr"])
            let icu = try CLIRunner.run(["group", book, "--locale", locale, "--provider", "icu"])
            #expect(cldr.status == 0, "\(cldr.stderr)")
            #expect(cldr.stdout == icu.stdout, "\(locale)")
            #expect(cldr.stdout.split(separator: "\n").count > names.count)
        }
    }

    @Test("explain says which provider serves and why")
    func explainReason() throws {
        let auto = try CLIRunner.run(["explain", "Ёлка", "--locale", "ru", "--format", "json"])
        let object = try auto.json()
        let reason = try #require(object["providerReason"] as? String)
        #expect(reason.hasPrefix("auto: complete support for ru"), "\(reason)")
        #expect(reason.contains("icu too"), "\(reason)")
        #expect(object["provider"] as? String == "cldr", "auto picks the built-in collation where both give ICU's order")
        let asked = try CLIRunner.run(["explain", "Ёлка", "--locale", "ru", "--provider", "cldr"])
        #expect(asked.stdout.contains("provider:       cldr (asked for with --provider)"), "\(asked.stdout)")
        #expect(asked.stdout.contains("section:        Е"), "\(asked.stdout)")
    }
}
