import CollationContacts
import Collation
import Foundation
import Testing

/// ez-vcard's sample cards (Resources/peers/ez-vcard, see its NOTICE), read as its
/// `SampleVCardsTest` (github.com/mangstadt/ez-vcard, src/test/java/ezvcard/io/text) asserts
/// them: every card of every file, and of each card what the package's contact model holds of
/// what ez-vcard checks (the name's parts, the formatted name, nickname, first organization
/// unit, SORT-STRING, telephone numbers and e-mail addresses, in order). Where the package reads
/// a card otherwise on purpose, the case says so and why.
@Suite("ez-vcard's sample cards")
struct EzVCardSampleTests {
    /// What ez-vcard's test asserts of one card (nil: not asserted).
    struct Card: Sendable, CustomTestStringConvertible {
        var file: String
        var card: Int
        var test: String
        var family: String?
        var given: String?
        var middle: String?
        var prefix: String?
        var suffix: String?
        var formatted: String?
        var nickname: String?
        var organization: String?
        var sortString: String?
        var phones: [String]?
        var emails: [String]?
        /// Where the package differs on purpose: why.
        var differs: String?

        var testDescription: String { "\(test): \(file) card \(card)" }
    }

    /// Where the package reports what ez-vcard takes in silence, on purpose: the Android sample's
    /// fifth card has an ORG whose quoted-printable UTF-8 ends in a stray =80, which ez-vcard
    /// reads as U+FFFD; the package keeps the card and says which property it could not read.
    static let problems: [String: [String]] = [
        "John_Doe_ANDROID.vcf": ["John_Doe_ANDROID.vcf:82: ORG is not valid UTF-8 as its CHARSET says; this property was not read, the rest of the card was"],
    ]

    /// Each file and the number of cards ez-vcard reads from it.
    static var files: [String: Int] { Dictionary(cards.map { ($0.file, 1) }, uniquingKeysWith: +) }

    static let cards: [Card] = [
        .init(file: "John_Doe_ANDROID.vcf", card: 0, test: "androidVCard", emails: ["john.doe@company.com"]),
        .init(file: "John_Doe_ANDROID.vcf", card: 1, test: "androidVCard", emails: ["jane.doe@company.com"]),
        .init(file: "John_Doe_ANDROID.vcf", card: 2, test: "androidVCard", family: "Ñ Ñ Ñ Ñ ", phones: ["123456789"]),
        .init(file: "John_Doe_ANDROID.vcf", card: 3, test: "androidVCard", family: "Ñ Ñ Ñ Ñ Ñ Ñ Ñ Ñ Ñ Ñ Ñ", phones: ["123456", "234567", "3456789", "45678901"]),
        .init(file: "John_Doe_ANDROID.vcf", card: 4, test: "androidVCard", family: "Ñ Ñ ", given: "Ñ Ñ Ñ ", phones: ["123456", "123456", "123456"], emails: ["bob@company.com", "ÑÑÑÑÑÑÑÑÑÑÑÑÑÑ"]),
        .init(file: "John_Doe_ANDROID.vcf", card: 5, test: "androidVCard", family: "ÑÑÑÑ", phones: ["55556666"], emails: ["henry@company.com"]),
        .init(file: "John_Doe_BLACK_BERRY.vcf", card: 0, test: "blackBerryVCard", family: "Doe", given: "john", formatted: "John Doe", organization: "Acme Solutions", phones: ["+96123456789"]),
        .init(file: "John_Doe_EVOLUTION.vcf", card: 0, test: "evolutionVCard", family: "Doe", given: "John", middle: "Richter, James", prefix: "Mr.", suffix: "Sr.", formatted: "Mr. John Richter, James Doe Sr.", nickname: "Johny", organization: "IBM", phones: ["905-666-1234", "905-555-1234"], emails: ["john.doe@ibm.com"]),
        .init(file: "fullcontact.vcf", card: 0, test: "fullcontact", family: "LastName", given: "FirstName", middle: "MiddleName", prefix: "Prefix", suffix: "Suffix", formatted: "Prefix FirstName MiddleName LastName Suffix", nickname: "NickName", organization: "Organization1", phones: ["555-555-1111", "555-555-1112", "555-555-1113", "555-555-1114", "555-555-1115", "555-555-1116", "555-555-1117", "555-555-1118", "555-555-1119"], emails: ["home@example.com", "work@example.com", "school@example.com", "other@example.com", "custom@example.com"]),
        .init(file: "John_Doe_GMAIL.vcf", card: 0, test: "gmailVCard", family: "Doe", given: "John", middle: "Richter, James", prefix: "Mr.", suffix: "Sr.", formatted: "Mr. John Richter, James Doe Sr.", organization: "IBM", phones: ["905-555-1234", "905-666-1234"], emails: ["john.doe@ibm.com"]),
        .init(file: "gmail-list.vcf", card: 0, test: "gmailList", family: "Smith", given: "Arnold", formatted: "Arnold Smith", emails: ["asmithk@gmail.com"]),
        .init(file: "gmail-list.vcf", card: 1, test: "gmailList", family: "Beatle", given: "Chris", formatted: "Chris Beatle", emails: ["chrisy55d@yahoo.com"]),
        .init(file: "gmail-list.vcf", card: 2, test: "gmailList", family: "White", given: "Doug", formatted: "Doug White", emails: ["dwhite@gmail.com"]),
        .init(file: "gmail-single.vcf", card: 0, test: "gmailSingle", family: "Dartmouth", given: "Greg", formatted: "Greg Dartmouth", nickname: "Gman", organization: "TheCompany", phones: ["555 555 1111", "555 555 2222"], emails: ["gdartmouth@hotmail.com"]),
        .init(file: "gmail-single2.vcf", card: 0, test: "gmailSingle2", family: "Test", given: "VCard", formatted: "VCard Test", nickname: "TheNickname", organization: "TheCompany", phones: ["5555551111", "5555551112", "5555551113", "5555551114", "5555551115", "5555551116", "5555551117", "5555551118", "5555551119", "5555551120", "5555551121"], emails: ["email@example.com", "homeemail@example.com", "workemail@example.com", "otheremail@example.com", "customcategory@example.com"]),
        .init(file: "John_Doe_IPHONE.vcf", card: 0, test: "iPhoneVCard", family: "Doe", given: "John", middle: "Richter,James", prefix: "Mr.", suffix: "Sr.", formatted: "Mr. John Richter James Doe Sr.", nickname: "Johny", organization: "IBM", phones: ["905-555-1234", "905-666-1234", "905-777-1234", "905-888-1234", "905-999-1234", "905-111-1234", "905-222-1234"], emails: ["john.doe@ibm.com"]),
        .init(file: "John_Doe_LOTUS_NOTES.vcf", card: 0, test: "lotusNotesVCard", family: "Doe", given: "John", middle: "Johny", prefix: "Mr.", suffix: "I", formatted: "Mr. Doe John I Johny", nickname: "Johny,JayJay", organization: "IBM", sortString: "JOHN", phones: ["+1 (212) 204-34456", "00-1-212-555-7777"], emails: ["john.doe@ibm.com", "billy_bob@gmail.com"]),
        .init(file: "John_Doe_MS_OUTLOOK.vcf", card: 0, test: "msOutlookVCard", family: "Doe", given: "John", middle: "Richter,James", prefix: "Mr.", suffix: "Sr.", formatted: "Mr. John Richter James Doe Sr.", nickname: "Johny", organization: "IBM", phones: ["(905) 555-1234", "(905) 666-1234"], emails: ["john.doe@ibm.cm"]),
        .init(file: "outlook-2007.vcf", card: 0, test: "outlook2007VCard", family: "Angstadt", given: "Michael", prefix: "Mr.", suffix: "Jr.", formatted: "Mr. Michael Angstadt Jr.", nickname: "Mike", organization: "TheCompany", phones: ["(111) 555-1111", "(111) 555-2222", "(111) 555-4444", "(111) 555-3333"], emails: ["mike.angstadt@gmail.com"]),
        .init(file: "John_Doe_MAC_ADDRESS_BOOK.vcf", card: 0, test: "macAddressBookVCard", family: "Doe", given: "John", middle: "Richter,James", prefix: "Mr.", suffix: "Sr.", formatted: "Mr. John Richter,James Doe Sr.", nickname: "Johny", organization: "IBM", phones: ["905-777-1234", "905-666-1234", "905-555-1234", "905-888-1234", "905-999-1234", "905-111-1234", "905-222-1234"], emails: ["john.doe@ibm.com"]),
        .init(file: "outlook-2003.vcf", card: 0, test: "outlook2003VCard", family: "Doe", given: "John", prefix: "Mr.", suffix: "III", formatted: "John Doe III", nickname: "Joey", organization: "Company, The", phones: ["BusinessPhone", "HomePhone", "MobilePhone", "BusinessFaxPhone"], emails: ["jdoe@hotmail.com"]),
        .init(file: "thunderbird-MoreFunctionsForAddressBook-extension.vcf", card: 0, test: "thunderbird", family: "Doe", given: "John", phones: ["555-555-1111", "555-555-2222", "555-555-5555", "555-555-3333", "555-555-4444"], emails: ["doe.john@hotmail.com", "additional-email@company.com", "additional-email1@company.com", "additional-email2@company.com", "additional-email3@company.com"]),
        .init(file: "rfc6350-example.vcf", card: 0, test: "rfc6350_example", family: "Perreault", given: "Simon", suffix: "ing. jr,M.Sc.", formatted: "Simon Perreault", phones: ["tel:+1-418-656-9254;ext=102", "tel:+1-418-262-6501"], emails: ["simon.perreault@viagenie.ca"]),
        .init(file: "rfc2426-example.vcf", card: 0, test: "rfc2426_example", formatted: "Frank Dawson", organization: "Lotus Development Corporation", phones: ["+1-919-676-9515", "+1-919-676-9564"], emails: ["Frank_Dawson@Lotus.com", "fdawson@earthlink.net"]),
        .init(file: "rfc2426-example.vcf", card: 1, test: "rfc2426_example", formatted: "Tim Howes", organization: "Netscape Communications Corp.", phones: ["+1-415-937-3419", "+1-415-528-4164"], emails: ["howes@netscape.com"]),
    ]

    @Test("Every file gives as many contacts as ez-vcard reads, with no problem", arguments: files.keys.sorted())
    func counts(file: String) throws {
        let (contacts, problems) = VCardReader().read(try Fixtures.bytes("peers/ez-vcard/" + file), file: file)
        #expect(contacts.count == Self.files[file])
        #expect(problems.map(\.description) == (Self.problems[file] ?? []))
    }

    @Test("Each card's names, numbers and addresses are what ez-vcard's test asserts", arguments: cards)
    func card(_ expected: Card) throws {
        let (contacts, _) = VCardReader().read(try Fixtures.bytes("peers/ez-vcard/" + expected.file), file: expected.file)
        let contact = try #require(contacts.count > expected.card ? contacts[expected.card] : nil)
        // A name part's surrounding white space is not part of the name: the package trims it
        // (ez-vcard keeps the trailing spaces of the Android sample's "Ñ Ñ Ñ Ñ ").
        func check(_ value: String?, _ expected: String?, _ what: String) {
            guard let expected else { return }
            #expect(value == expected.trimmingCharacters(in: .whitespaces), "\(what)")
        }
        check(contact.familyName, expected.family, "family name")
        check(contact.givenName, expected.given, "given name")
        check(contact.middleName, expected.middle, "middle name")
        check(contact.namePrefix, expected.prefix, "prefix")
        check(contact.nameSuffix, expected.suffix, "suffix")
        check(contact.formattedName, expected.formatted, "formatted name")
        check(contact.nickname, expected.nickname, "nickname")
        check(contact.organization, expected.organization, "organization")
        // Android's rule: SORT-STRING, when nothing else gives one, is the phonetic given name.
        check(contact.phoneticGivenName, expected.sortString, "SORT-STRING")
        if let phones = expected.phones { #expect(contact.phones == phones) }
        if let emails = expected.emails { #expect(contact.emails == emails) }
    }
}
