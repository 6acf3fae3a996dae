// make-names KIND COUNT: writes COUNT names, one per line, to standard output.
// KIND: chinese (zh-Hans contacts, 10% Latin), latin, or multilingual (45% Chinese, 25% Latin, 30%
// Cyrillic, Greek, kana, Hangul, Arabic and Thai); distinct (the multilingual list with each name
// kept once, where it first appears: fewer than COUNT, about 175,000 of a million, for the cost
// of a list that does not repeat its names); varied (the multilingual script mix from larger
// pools, no numbers: about two thirds distinct, the count on standard error); or vcards (the multilingual names as an
// exported address book: one vCard per name, see VCardCorpus); google-csv (the same names as a
// Google Contacts CSV export); or script:NAME, names in one script
// (NameCorpus.scripts: han, latin, cyrillic, greek, kana, hangul, arabic, thai), for the cost of
// a name by script.
import NameCorpus
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

let arguments = CommandLine.arguments
let scriptPrefix = "script:"
let kinds = ["chinese", "latin", "multilingual", "distinct", "varied", "vcards", "google-csv"] + NameCorpus.scripts.map { scriptPrefix + $0 }
guard arguments.count == 3, let count = Int(arguments[2]), count >= 0, kinds.contains(arguments[1]) else {
    print("usage: make-names chinese|latin|multilingual|distinct|varied|vcards|google-csv|script:NAME COUNT (NAME: \(NameCorpus.scripts.joined(separator: ", ")))")
    exit(2)
}
if arguments[1] == "vcards" {
    print(VCardCorpus.cards(count), terminator: "")
    exit(0)
}
if arguments[1] == "google-csv" {
    print(VCardCorpus.googleCSV(count), terminator: "")
    exit(0)
}
let names = switch arguments[1] {
case "chinese": NameCorpus.chinese(count)
case "multilingual": NameCorpus.multilingual(count)
case "distinct":
    { () -> [String] in
        var seen = Set<String>()
        return NameCorpus.multilingual(count).filter { seen.insert($0).inserted }
    }()
case "varied":
    { () -> [String] in
        let names = NameCorpus.varied(count)
        let distinct = Set(names).count
        let note = "varied: \(distinct) distinct of \(names.count) (\(names.isEmpty ? 0 : distinct * 100 / names.count)%)\n"
        _ = note.utf8CString.withUnsafeBufferPointer { write(2, $0.baseAddress, $0.count - 1) }
        return names
    }()
case let kind where kind.hasPrefix(scriptPrefix): NameCorpus.script(String(kind.dropFirst(scriptPrefix.count)), count)
default: NameCorpus.latin(count)
}
var output = names.joined(separator: "\n")
output += "\n"
print(output, terminator: "")
