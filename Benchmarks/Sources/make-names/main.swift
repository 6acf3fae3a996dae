// make-names KIND COUNT: writes COUNT names, one per line, to standard output.
// KIND: chinese (zh-Hans contacts, 10% Latin) or latin.
import NameCorpus
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

let arguments = CommandLine.arguments
guard arguments.count == 3, let count = Int(arguments[2]), count >= 0, ["chinese", "latin"].contains(arguments[1]) else {
    print("usage: make-names chinese|latin COUNT")
    exit(2)
}
let names = arguments[1] == "chinese" ? NameCorpus.chinese(count) : NameCorpus.latin(count)
var output = names.joined(separator: "\n")
output += "\n"
print(output, terminator: "")
