import Collation
import Testing

@Suite("Locale identifiers")
struct LocaleIdentifierTests {
    @Test("BCP 47 and POSIX spellings parse to canonical tags", arguments: [
        ("en", "en"), ("EN_us", "en-US"), ("zh-hans-cn", "zh-Hans-CN"), ("de_DE.UTF-8", "de-DE"),
        ("sr_RS@latin", "sr-Latn-RS"), ("C", "en"), ("POSIX", "en"), ("C.UTF-8", "en"), ("es-419", "es-419"),
        ("de-u-co-phonebk", "de-u-co-phonebk"), ("root", "und"),
    ])
    func parses(input: String, expected: String) throws {
        #expect(try LocaleIdentifier(input).identifier == expected)
    }

    @Test("Malformed tags are errors that say what is wrong", arguments: ["", "e", "en--US", "en US", "12", "en-Ünï", "toolonglanguage"])
    func rejects(input: String) {
        #expect {
            try LocaleIdentifier(input)
        } throws: { error in
            guard case CollationError.invalidLocale(let text, let reason) = error else { return false }
            return text == input && !reason.isEmpty
        }
    }

    @Test("Look-up order follows the likely script")
    func searchOrder() throws {
        #expect(try LocaleIdentifier("zh-TW").searchOrder == ["zh-Hant-TW", "zh-Hant", "zh-TW", "zh"])
        #expect(try LocaleIdentifier("zh-CN").searchOrder == ["zh-Hans-CN", "zh-Hans", "zh-CN", "zh"])
        #expect(try LocaleIdentifier("zh").searchOrder == ["zh-Hans", "zh"])
        #expect(try LocaleIdentifier("en-GB").searchOrder == ["en-GB", "en"])
    }
}
