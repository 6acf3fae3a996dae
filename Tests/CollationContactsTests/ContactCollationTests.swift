import Collation
import CollationContacts
import ICUCollation
import LatinCollation
import PinyinCollation
import Testing

/// What contacts file under: their parts, roles and display names, and the sections they
/// reach with real providers.
@Suite("Contacts in sections")
struct ContactCollationTests {
    private func collation(_ locale: String, provider: String = "auto") throws -> IndexedCollation {
        var registry = ProviderRegistry([LatinCollationProvider(), ICUCollationProvider()])
        PinyinCollationProvider.register(in: &registry)
        return try IndexedCollation(locale: locale, provider: provider, registry: registry)
    }

    private func title(_ contact: Contact, _ collation: IndexedCollation, order: NameOrder = .family) -> String {
        collation.sectionTitles[collation.key(for: contact.collationParts(order: order)).section]
    }

    @Test("The family name is read as a surname, and nothing else is", arguments: ["pinyin", "icu"])
    func surnameRole(provider: String) throws {
        let zh = try collation("zh-Hans", provider: provider)
        #expect(title(Contact(givenName: "田芳", familyName: "单"), zh) == "S", "单 as a surname is Shàn")
        #expect(title(Contact(givenName: "单田"), zh) == "D", "单 as a given name is dān")
        #expect(title(Contact(givenName: "国藩", familyName: "曾"), zh) == "Z")
        #expect(title(Contact(givenName: "曾"), zh) == "C")
        #expect(zh.reading(for: Contact(givenName: "田芳", familyName: "单").collationParts()).hasPrefix("shàn"))
    }

    @Test("Phonetic names decide: やまだ files 山田 under や in Japanese")
    func phoneticDecides() throws {
        let ja = try collation("ja", provider: "icu")
        let yamada = Contact(givenName: "太郎", familyName: "山田", phoneticGivenName: "たろう", phoneticFamilyName: "やまだ")
        #expect(title(yamada, ja) == "や")
        #expect(title(yamada, ja, order: .given) == "た")
        #expect(title(Contact(familyName: "安藤", phoneticFamilyName: "ｱﾝﾄﾞｳ"), ja) == "あ", "halfwidth katakana files by its kana")
    }

    @Test("Company cards file by the company; nameless cards reach # sorted by phone or e-mail; empty cards too")
    func companiesAndNameless() throws {
        let en = try collation("en")
        #expect(title(Contact(organization: "Zebra Inc."), en) == "Z")
        #expect(title(Contact(givenName: "Ann", familyName: "Lee", organization: "Zebra Inc.", showsAsCompany: true), en) == "Z")
        #expect(title(Contact(emails: ["bob@example.com"]), en) == "#")
        #expect(title(Contact(phones: ["+1 555"]), en) == "#")
        #expect(title(Contact(), en) == "#")
        let cards = [Contact(emails: ["zed@example.com"]), Contact(emails: ["amy@example.com"])]
        let keys = cards.map { en.key(for: $0.collationParts()) }
        #expect(keys[1].sortKey < keys[0].sortKey)
    }

    @Test("Sorting by family name, then given name; --sort-by given turns it round")
    func order() throws {
        let en = try collation("en")
        let people = [Contact(givenName: "Zed", familyName: "Adams"), Contact(givenName: "Amy", familyName: "Young"),
                      Contact(givenName: "Bob", familyName: "Adams"), Contact(familyName: "Adams")]
        func sorted(_ order: NameOrder) -> [String] {
            people.sorted { en.key(for: $0.collationParts(order: order)).sortKey < en.key(for: $1.collationParts(order: order)).sortKey }
                .map(\.displayName)
        }
        #expect(sorted(.family) == ["Adams", "Bob Adams", "Zed Adams", "Amy Young"])
        #expect(sorted(.given) == ["Adams", "Amy Young", "Bob Adams", "Zed Adams"])
    }

    @Test("Display names: family name first with no space in CJK; given name first elsewhere; the formatted name wins")
    func displayNames() {
        #expect(Contact(givenName: "太郎", familyName: "山田").displayName == "山田太郎")
        #expect(Contact(givenName: "민준", familyName: "김").displayName == "김민준")
        #expect(Contact(namePrefix: "Dr.", givenName: "John", middleName: "Q.", familyName: "Smith", nameSuffix: "Jr.").displayName
            == "Dr. John Q. Smith Jr.")
        #expect(Contact(formattedName: "Johnny", givenName: "John").displayName == "Johnny")
        #expect(Contact(phones: ["+1 555"]).displayName == "+1 555")
        #expect(Contact().displayName == "")
    }

    @Test("A name in parts is keyed as its joined reading: the collator's key and section of it, then the tie-break",
          arguments: [("pinyin", "zh-Hans"), ("icu", "zh-Hans"), ("icu", "en"), ("icu", "ja"), ("latin", "sv")])
    func partsKeyIsReadingKey(provider: String, locale: String) throws {
        let collation = try collation(locale, provider: provider)
        let contacts = [Contact(givenName: "田芳", familyName: "单"), Contact(givenName: "Åsa", familyName: "Öberg"),
                        Contact(familyName: "山田", phoneticFamilyName: "やまだ"), Contact(givenName: "Иван", familyName: "Петров"),
                        Contact(organization: "7-Eleven"), Contact(emails: ["x@example.com"])]
        for contact in contacts {
            let parts = contact.collationParts()
            let reading = collation.reading(for: parts)
            let key = collation.key(for: parts)
            #expect(key.sortKey.bytes.starts(with: collation.collator.sortKey(for: reading).bytes + [0x01]), "\(reading)")
            #expect(key.section == collation.collator.sectionIndex(for: reading), "\(reading)")
        }
    }
}
