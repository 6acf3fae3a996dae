// libFuzzer entry point for the contact readers (see Fuzz/run.sh). Every input must be read
// without a trap, and every card or row must come back as a contact.
import CollationContacts

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzContactReaders(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let cards = VCardReader().read(bytes, file: "fuzz.vcf")
    let legacy = VCardReader(defaultEncoding: TextEncoding(named: "shift_jis") ?? .utf8).read(bytes, file: "fuzz.vcf")
    let rows = ContactCSVReader().read(bytes, file: "fuzz.csv")
    let named = ContactCSVReader(encoding: TextEncoding(named: "windows-1252"), nameColumn: "n").read(bytes, file: "fuzz.csv")
    for contact in cards.contacts + legacy.contacts + rows.contacts + named.contacts {
        _ = contact.displayName
        _ = contact.collationParts(order: .family)
        _ = contact.collationParts(order: .given)
    }
    return 0
}
