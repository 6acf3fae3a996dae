// libFuzzer entry point for the contact readers and the phonetic writer (see Fuzz/run.sh).
// Every input must be read without a trap, and every card or row must come back as a contact;
// reading a vCard without its other fields must give the same contacts without them; a name
// with a control character must be reported; what the
// writer writes must re-read with as many contacts, and writing it again must change
// nothing (a broken promise traps, which libFuzzer records as a crash).
import CollationContacts

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzContactReaders(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let cards = VCardReader().read(bytes, file: "fuzz.vcf")
    let legacy = VCardReader(defaultEncoding: TextEncoding(named: "shift_jis") ?? .utf8).read(bytes, file: "fuzz.vcf")
    // Names only: the same contacts without their other fields, and the same problems.
    let lean = VCardReader(keepsOtherFields: false).read(bytes, file: "fuzz.vcf")
    precondition(lean.problems == cards.problems, "reading without other fields found other problems")
    precondition(lean.contacts == cards.contacts.map { var contact = $0; contact.otherFields = []; return contact },
                 "reading without other fields changed a contact's own members")
    // A control character in a name is never silent: the file has a problem to show for it.
    let controlled = cards.contacts.contains { contact in
        [contact.formattedName, contact.familyName, contact.givenName].contains { $0.map { ControlCharacters.first(in: $0) != nil } ?? false }
    }
    precondition(!controlled || !cards.problems.isEmpty, "a name with a control character was not reported")
    let rows = ContactCSVReader().read(bytes, file: "fuzz.csv")
    let named = ContactCSVReader(encoding: TextEncoding(named: "windows-1252"), nameColumn: "n").read(bytes, file: "fuzz.csv")
    for contact in cards.contacts + legacy.contacts + rows.contacts + named.contacts {
        _ = contact.displayName
        _ = contact.collationParts(order: .family)
        _ = contact.collationParts(order: .given)
    }
    let suggest = { (contact: Contact, reading: String) in
        contact.familyName == nil ? PhoneticName() : PhoneticName(family: reading, given: "かな")
    }
    if let written = try? VCardPhoneticWriter().write(bytes, file: "fuzz.vcf", suggest: { suggest($0, "Fam") }) {
        let reread = VCardReader().read(written.bytes, file: "fuzz.vcf")
        precondition(reread.contacts.count == cards.contacts.count, "the written file has another number of contacts")
        let again = try? VCardPhoneticWriter().write(written.bytes, file: "fuzz.vcf", suggest: { suggest($0, "Other") })
        precondition(again.map { $0.bytes == written.bytes } ?? false, "a second run changed the file")
    }
    if let written = try? CSVPhoneticWriter().write(bytes, file: "fuzz.csv", suggest: { suggest($0, "Fam") }) {
        precondition(ContactCSVReader().read(written.bytes, file: "fuzz.csv").contacts.count == rows.contacts.count || rows.contacts.isEmpty,
                     "the written CSV has another number of contacts")
        let again = try? CSVPhoneticWriter().write(written.bytes, file: "fuzz.csv", suggest: { suggest($0, "Other") })
        precondition(again.map { $0.bytes == written.bytes } ?? false, "a second run changed the CSV")
    }
    return 0
}
