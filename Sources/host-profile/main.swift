// Instructions of the host's own path for a list: `host-profile FILE ROUNDS PROVIDER LOCALE
// [han]` keys and sorts the names of FILE (one a line) ROUNDS times as the tool's lists are
// (`sectionedPositions(of:)` over a `NameStore`: the names read in place, keys into the key
// table's arena, the sort), with the provider (cldr, icu, pinyin, latin) for the locale, and
// the Han name readings with `han`. For callgrind, whose counts do not vary from run to run:
// the difference between 3 rounds and 1, over two rounds and the names, is the instructions a
// name. (`Benchmarks/`'s key-profile measures a writer through the public API, without the
// host's table.) The rounds run in a task that the main thread waits for: callgrind stops on a
// main thread that waits in dispatch's main loop.
//
// `host-profile FILE ROUNDS PROVIDER LOCALE keys`: one key at a time, as the tool keys a list
// (the provider's writer through `any KeyArenaWriter`, each name's UTF-8 keyed into the key
// table's arena, emptied past 16 KB), with no reading stage, table or sort: the cost of one
// key on the tool's path, beside `ucol_getSortKey`'s on the same names (`Benchmarks/`'s
// key-profile, whose path `names` prints its names for FILE, and `ucol` measures ICU's). The
// writer through the public API (key-profile's `writer`) appends to an array, which costs
// about 20 instructions a key more (the array's uniqueness check and growth test).
//
// `host-profile FILE ROUNDS read`: the text reader alone (`TextInput.read`, as `collate` reads a
// file of names), ROUNDS times over FILE's bytes, for the reader's instructions a name the same
// way. (`collate` itself does not run under valgrind here.)
import CLDRCollation
import CollateCLI
import Collation
import Dispatch
import ICUCollation
import JapaneseNames
import LatinCollation
import PinyinCollation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

let arguments = CommandLine.arguments
/// Says what is wrong and stops.
func fail(_ message: String) -> Never {
    print("host-profile: " + message)
    exit(2)
}

if arguments.count == 4, arguments[3] == "read", let rounds = Int(arguments[2]), let file = fopen(arguments[1], "r") {
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while case let count = fread(&chunk, 1, chunk.count, file), count > 0 { bytes += chunk[0..<count] }
    fclose(file)
    var total = 0
    for _ in 0..<rounds { total &+= TextInput.read(bytes, file: arguments[1]).names.count }
    print(total)
    exit(0)
}
guard arguments.count >= 5, let rounds = Int(arguments[2]), let file = fopen(arguments[1], "r") else {
    fail("usage: host-profile FILE ROUNDS PROVIDER LOCALE [han | keys], or host-profile FILE ROUNDS read")
}
var names: [String] = []
var line = [CChar](repeating: 0, count: 4096)
while fgets(&line, Int32(line.count), file) != nil {
    var name = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    while name.hasSuffix("\n") || name.hasSuffix("\r") { name.removeLast() }
    if !name.isEmpty { names.append(name) }
}
fclose(file)
let registry = ProviderRegistry([CLDRCollationProvider(), ICUCollationProvider(), PinyinCollationProvider(), LatinCollationProvider()])
let collator: any Collator
do {
    collator = try registry.makeCollator(locale: LocaleIdentifier(arguments[4]), provider: arguments[3], options: CollationOptions())
} catch {
    fail("\(error)")
}
if arguments.count > 5, arguments[5] == "keys" {
    guard let writing = collator as? any KeyWritingCollator,
          let made = writing.makeKeyWriter(reading: IdentityTransliterator(), role: .personName) as? any KeyArenaWriter else {
        fail("\(arguments[3]) has no writer into the key arena")
    }
    var writer = made
    let block = names.flatMap { Array($0.utf8) }
    var total = 0
    var arena = KeyArena()
    block.withUnsafeBufferPointer { block in
        // The names' places in the block worked out before the rounds, as `ucol`'s C loop is
        // handed its texts (key-profile's `keyAll`).
        var spans: [UnsafeBufferPointer<UInt8>] = []
        var start = 0
        for name in names {
            let count = name.utf8.count
            spans.append(UnsafeBufferPointer(rebasing: block[start..<(start + count)]))
            start += count
        }
        for _ in 0..<rounds {
            for name in spans {
                if arena.count > 1 << 14 { arena.setCount(0) }
                total &+= writer.appendKey(forReadingOfUTF8: name, to: &arena)
            }
        }
    }
    print(names.count, total &+ arena.count)
    arena.deallocate()
    exit(0)
}
let reading: any Transliterator = arguments.count > 5 ? HanNameTransliterator(reading: .auto, pinyin: PinyinTransliterator()) : IdentityTransliterator()
let collation = IndexedCollation(collator: collator, transliterator: reading)
let store = NameStore(names)

final class Total: @unchecked Sendable { var value = 0 }
let total = Total()
let done = DispatchSemaphore(value: 0)
Task.detached {
    for _ in 0..<rounds {
        let sections = await collation.sectionedPositions(of: store)
        total.value &+= sections.reduce(0) { $0 &+ $1.items.count &* ($1.items.first ?? 1) }
    }
    done.signal()
}
done.wait()
print(names.count, total.value)
