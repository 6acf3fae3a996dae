// example: fix-phonetic-names
import Collation
import CollationContacts
import JapaneseNames
// hide
import Testing

@Test("Address books: fill the phonetic names a phone sorts by, keeping every other byte") func fixPhoneticNames() throws {
// show

let locale = try LocaleIdentifier("zh-Hans")
let bytes = Array("BEGIN:VCARD\nVERSION:3.0\nN:曾;国藩;;;\nFN:曾国藩\nEND:VCARD\n".utf8)
let fixed = try VCardPhoneticWriter().write(bytes, file: "contacts.vcf") { contact in
    contact.suggestedPhoneticName(for: locale)
}
print(String(decoding: fixed.bytes, as: UTF8.self))
// BEGIN:VCARD
// VERSION:3.0
// N:曾;国藩;;;
// X-PHONETIC-FIRST-NAME:Guofan
// X-PHONETIC-LAST-NAME:Zeng
// FN:曾国藩
// END:VCARD
// fixed.cards: what was written into each card, and which had a phonetic name already.
// hide
    #expect(String(decoding: fixed.bytes, as: UTF8.self)
        == "BEGIN:VCARD\nVERSION:3.0\nN:曾;国藩;;;\nX-PHONETIC-FIRST-NAME:Guofan\nX-PHONETIC-LAST-NAME:Zeng\nFN:曾国藩\nEND:VCARD\n")
    #expect(fixed.cards.count == 1)
}
// end
