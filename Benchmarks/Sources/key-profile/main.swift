// Keys the benchmark's 20,000 multilingual names one at a time, as the in-process benchmark
// "keys of 20000 multilingual names" does, many times over and with no benchmark harness
// around it: a process to profile (`perf record -g`) or to time one provider against another.
//
//   key-profile [provider] [locale] [rounds] [names] [path]
//
// Defaults: cldr en 100 varied sortKey. names: varied, latin, chinese, pinyin (the Chinese
// names' readings), han-read (the Chinese names read by the stage the tool reads Han names with
// in the locale, reading and key together: Han names' in a non-CJK locale, the Japanese
// surnames' in ja), or a script of `NameCorpus.script` (cyrillic, greek, kana, hangul…). path: `sortKey` (a collator's
// `sortKey(for:)`, an array per name), `writer` (the provider's key writer, as the tool keys a
// list: each name's UTF-8 keyed into one reused buffer), `ucol` (ICU's ucol_getSortKey called
// from C on the names' UTF-16, made beforehand, into one buffer: ICU's own cost, nothing around
// it), or `vs-ucol` (the provider's writer and `ucol`, alternating five times; the best of each
// and their ratio: #46's "one key at most a third of ucol_getSortKey's time"), or `names` (the
// names, one a line, for the main package's `host-profile FILE ROUNDS PROVIDER LOCALE keys`,
// which keys them on the tool's path, into the key table's arena).
import CICUKeys
import CLDRCollation
import Collation
import ICUCollation
import NameCorpus
import JapaneseNames
import PinyinCollation
#if canImport(Glibc)
import Glibc
#endif

let arguments = Array(CommandLine.arguments.dropFirst())
let provider = arguments.first ?? "cldr"
let locale = arguments.count > 1 ? arguments[1] : "en"
let rounds = arguments.count > 2 ? Int(arguments[2]) ?? 100 : 100

let corpus = arguments.count > 3 ? arguments[3] : "varied"
let names = switch corpus {
case "varied": NameCorpus.varied(20_000)
case "latin": NameCorpus.latin(20_000)
case "chinese", "han-read": NameCorpus.chinese(20_000)
// The Chinese names' pinyin readings (tone marks and all), as a list in a non-CJK locale keys them.
case "pinyin": NameCorpus.chinese(20_000).map { PinyinTransliterator().transliterate($0, as: .personName) }
default: NameCorpus.script(corpus, 20_000)
}
// The reading stage: for `han-read`, the tool's for Han names in the locale; else none.
let reading: any Transliterator = corpus == "han-read" ? (locale == "ja" ? JapaneseNameTransliterator() as any Transliterator : HanNameTransliterator()) : IdentityTransliterator()
do {
    let collation = try IndexedCollation(locale: locale, provider: provider, registry: ProviderRegistry([ICUCollationProvider(), CLDRCollationProvider()]))
    let collator = collation.collator
    let path = arguments.count > 4 ? arguments[4] : "sortKey"
    if path == "names" {
        for name in names { print(name) }
        exit(0)
    }
    if path == "ucol" || path == "vs-ucol" {
        guard let icu = ICUKeys(locale: locale, names: names) else {
            print("key-profile: ICU has no collator for \(locale)")
            exit(1)
        }
        if path == "ucol" {
            let (bytes, elapsed) = icu.measure(rounds: rounds)
            print("ucol_getSortKey \(locale) \(corpus): \(rounds) × \(names.count) keys, \(bytes) bytes, \(elapsed / rounds) a round")
        } else {
            var best = (ours: Duration.seconds(1_000_000), icu: Duration.seconds(1_000_000))
            for _ in 0..<5 {
                best.ours = min(best.ours, measure(collator, names: names, rounds: rounds, path: "writer", reading: reading).1)
                best.icu = min(best.icu, icu.measure(rounds: rounds).1)
            }
            let ratio = Double(best.ours.components.attoseconds / 1_000_000 + best.ours.components.seconds * 1_000_000_000_000)
                / Double(best.icu.components.attoseconds / 1_000_000 + best.icu.components.seconds * 1_000_000_000_000)
            print("\(provider) writer \(best.ours / rounds), ucol_getSortKey \(best.icu / rounds) a round of \(names.count) \(corpus) names in \(locale) (best of 5): \((ratio * 1000).rounded() / 1000)×")
        }
    } else {
        let (bytes, elapsed) = measure(collator, names: names, rounds: rounds, path: path, reading: reading)
        print("\(provider) \(locale) \(corpus) \(path): \(rounds) × \(names.count) keys, \(bytes) bytes, \(elapsed / rounds) a round")
    }
} catch {
    print("key-profile: \(error)")
}

/// Keys the names `rounds` times by `path`; the bytes written (so that nothing is optimized
/// away) and the time. Off the main actor: the top level's isolation checks were a tenth of a
/// run.
nonisolated func measure(_ collator: any Collator, names: [String], rounds: Int, path: String, reading: any Transliterator) -> (Int, Duration) {
    var bytes = 0
    let clock = ContinuousClock()
    if path == "writer", let writing = collator as? any KeyWritingCollator {
        let writer = writing.makeKeyWriter(reading: reading, role: .personName)
        let utf8 = names.map { Array($0.utf8) }
        let start = clock.now
        bytes = keyAll(utf8, rounds: rounds, writer: writer)
        return (bytes, clock.now - start)
    }
    let start = clock.now
    for _ in 0..<rounds {
        for name in names { bytes &+= collator.sortKey(for: name).bytes.count }
    }
    return (bytes, clock.now - start)
}

/// Keys every name `rounds` times with `writer`, called as the host calls it (through
/// `any CollationKeyWriter`), each name read in place from one block of bytes as the host reads
/// its store (an array per name was retained and released around every key); the sections
/// summed, and the bytes left in the buffer (that nothing be optimized away). The names' places
/// in the block are worked out before the rounds, as `ucol`'s C loop is handed its texts'
/// pointers and lengths: cut from the block in the loop, with the slices' bounds checks, they
/// cost 11 instructions a key that were the harness's, not the writer's.
nonisolated func keyAll(_ names: [[UInt8]], rounds: Int, writer: any CollationKeyWriter) -> Int {
    var writer = writer
    var bytes = 0
    var buffer: [UInt8] = []
    buffer.reserveCapacity(1 << 15)
    let block = names.flatMap { $0 }
    block.withUnsafeBufferPointer { block in
        var spans: [UnsafeBufferPointer<UInt8>] = []
        var start = 0
        for name in names {
            spans.append(UnsafeBufferPointer(rebasing: block[start..<(start + name.count)]))
            start += name.count
        }
        spans.withUnsafeBufferPointer { spans in
            for _ in 0..<rounds {
                for name in spans {
                    // Appended after the keys before, as the host appends to its arena: emptied
                    // only when past 16 KB (emptying it for every key, `removeAll` and its
                    // uniqueness check cost 60–100 instructions a key that the host never pays).
                    if buffer.count > 1 << 14 { buffer.removeAll(keepingCapacity: true) }
                    bytes &+= writer.appendKey(forReadingOfUTF8: name, to: &buffer)
                }
            }
        }
    }
    return bytes &+ buffer.count
}

/// ICU's collator for a locale and the names' UTF-16, made before any timing.
final class ICUKeys {
    let collator: UnsafeMutableRawPointer
    let texts: [UnsafeMutablePointer<UInt16>]
    let lengths: [Int32]

    init?(locale: String, names: [String]) {
        guard let collator = icu_keys_open(locale) else { return nil }
        self.collator = collator
        texts = names.map { name in
            let units = Array(name.utf16)
            let text = UnsafeMutablePointer<UInt16>.allocate(capacity: max(1, units.count))
            text.initialize(from: units, count: units.count)
            return text
        }
        lengths = names.map { Int32($0.utf16.count) }
    }

    deinit {
        icu_keys_close(collator)
        texts.forEach { $0.deallocate() }
    }

    /// The key bytes and the time of keying every name `rounds` times.
    func measure(rounds: Int) -> (Int, Duration) {
        let pointers: [UnsafePointer<UInt16>?] = texts.map { UnsafePointer($0) }
        let clock = ContinuousClock()
        let start = clock.now
        let bytes = pointers.withUnsafeBufferPointer { texts in
            lengths.withUnsafeBufferPointer { lengths in
                icu_keys_run(collator, texts.baseAddress, lengths.baseAddress, Int32(texts.count), Int32(rounds))
            }
        }
        return (bytes, clock.now - start)
    }
}
