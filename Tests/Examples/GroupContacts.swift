// example: group-contacts
import Collation
import CollationContacts
import ICUCollation
import JapaneseNames
import LatinCollation
import PinyinCollation
// hide
import Testing

@Test("Address books: read an address book and group its contacts") func groupContacts() async throws {
    var printed: [String] = []
    func print(_ title: String, _ items: [String]) { printed.append("\(title) \(items)") }
// show

var registry = ProviderRegistry([LatinCollationProvider(), ICUCollationProvider()])
PinyinCollationProvider.register(in: &registry)
HanNameTransliterator.register(in: &registry)
let collation = try IndexedCollation(locale: "en", registry: registry)

let vcard = """
    BEGIN:VCARD
    VERSION:3.0
    N:单;田芳;;;
    END:VCARD
    BEGIN:VCARD
    VERSION:3.0
    N:Smith;Anna;;;
    END:VCARD
    BEGIN:VCARD
    VERSION:3.0
    ORG:Acme Corp
    X-ABShowAs:COMPANY
    END:VCARD
    """
let (contacts, problems) = VCardReader().read(Array(vcard.utf8), file: "contacts.vcf")
// problems: [FileProblem], each with its file, line and message; the rest is still read

// Each contact files by its parts: phonetic names first, the family name read as a surname.
let sections = await collation.sectionedPositions(of: contacts.map { $0.collationParts() })
for section in sections {
    print(section.title, section.items.map { contacts[$0].displayName })
}
// A ["Acme Corp"]
// S ["单田芳", "Anna Smith"]
// hide
    #expect(problems.isEmpty)
    #expect(printed == [#"A ["Acme Corp"]"#, #"S ["单田芳", "Anna Smith"]"#])
}
// end
