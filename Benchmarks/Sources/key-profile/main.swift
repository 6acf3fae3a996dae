// Keys the benchmark's 20,000 multilingual names one at a time, as the in-process benchmark
// "keys of 20000 multilingual names" does, many times over and with no benchmark harness
// around it: a process to profile (`perf record -g`) or to time one provider against another.
//
//   key-profile [provider] [locale] [rounds] [names] [path]
//
// Defaults: cldr en 100 varied sortKey. names: varied, latin, chinese, or a script of
// `NameCorpus.script` (cyrillic, greek, kana, hangul…). path: `sortKey` (a collator's
// `sortKey(for:)`, an array per name) or `writer` (the provider's key writer, as the tool keys a
// list: each name's UTF-8 keyed into one reused buffer, its section found from the key).
import CLDRCollation
import Collation
import ICUCollation
import NameCorpus

let arguments = Array(CommandLine.arguments.dropFirst())
let provider = arguments.first ?? "cldr"
let locale = arguments.count > 1 ? arguments[1] : "en"
let rounds = arguments.count > 2 ? Int(arguments[2]) ?? 100 : 100

let corpus = arguments.count > 3 ? arguments[3] : "varied"
let names = switch corpus {
case "varied": NameCorpus.varied(20_000)
case "latin": NameCorpus.latin(20_000)
case "chinese": NameCorpus.chinese(20_000)
default: NameCorpus.script(corpus, 20_000)
}
do {
    let collation = try IndexedCollation(locale: locale, provider: provider, registry: ProviderRegistry([ICUCollationProvider(), CLDRCollationProvider()]))
    let collator = collation.collator
    let path = arguments.count > 4 ? arguments[4] : "sortKey"
    let (bytes, elapsed) = measure(collator, names: names, rounds: rounds, path: path)
    print("\(provider) \(locale) \(corpus) \(path): \(rounds) × \(names.count) keys, \(bytes) bytes, \(elapsed / rounds) a round")
} catch {
    print("key-profile: \(error)")
}

/// Keys the names `rounds` times by `path`; the bytes written (so that nothing is optimized
/// away) and the time. Off the main actor: the top level's isolation checks were a tenth of a
/// run.
nonisolated func measure(_ collator: any Collator, names: [String], rounds: Int, path: String) -> (Int, Duration) {
    var bytes = 0
    let clock = ContinuousClock()
    if path == "writer", let writing = collator as? any KeyWritingCollator {
        var writer = writing.makeKeyWriter(reading: IdentityTransliterator(), role: .personName)
        let utf8 = names.map { Array($0.utf8) }
        var buffer: [UInt8] = []
        buffer.reserveCapacity(4096)
        let start = clock.now
        for _ in 0..<rounds {
            for name in utf8 {
                buffer.removeAll(keepingCapacity: true)
                bytes &+= name.withUnsafeBufferPointer { writer.appendKey(forReadingOfUTF8: $0, to: &buffer) } &+ buffer.count
            }
        }
        return (bytes, clock.now - start)
    }
    let start = clock.now
    for _ in 0..<rounds {
        for name in names { bytes &+= collator.sortKey(for: name).bytes.count }
    }
    return (bytes, clock.now - start)
}
