// Keys the benchmark's 20,000 multilingual names one at a time, as the in-process benchmark
// "keys of 20000 multilingual names" does, many times over and with no benchmark harness
// around it: a process to profile (`perf record -g`) or to time one provider against another.
//
//   key-profile [provider] [locale] [rounds] [names]   (defaults: cldr en 100 varied; names:
//   varied, latin, chinese, or a script of `NameCorpus.script`: cyrillic, greek, kana, hangul…)
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
    var bytes = 0
    let clock = ContinuousClock()
    let start = clock.now
    for _ in 0..<rounds {
        for name in names { bytes &+= collator.sortKey(for: name).bytes.count }
    }
    let elapsed = clock.now - start
    print("\(provider) \(locale) \(corpus): \(rounds) × \(names.count) keys, \(bytes) bytes, \(elapsed / rounds) a round")
} catch {
    print("key-profile: \(error)")
}
