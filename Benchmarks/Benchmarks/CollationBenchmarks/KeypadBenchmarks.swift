import Benchmark
import Collation
import CollationSearch
import NameCorpus

/// A list of `count` multilingual names, each with a made-up mobile number (so that the
/// digits also search numbers, as on a phone).
struct KeypadList: Sendable {
    let names: [String]
    let numbers: [String]

    init(_ count: Int, seed: UInt64) {
        names = NameCorpus.multilingual(count, seed: seed)
        var state = seed
        numbers = names.indices.map { _ in
            state = state &* 6364136223846793005 &+ 1442695040888963407
            let digits = String(state >> 20).suffix(8)
            return "+86 13\(digits.prefix(1)) \(digits.dropFirst(1).prefix(4)) \(digits.suffix(3))"
        }
    }

    /// The list grouped in pinyin (zh-Hans) order.
    func sections() async -> [CollationSection<Int>] {
        await collation("zh-Hans", "pinyin").sectionedPositions(of: names)
    }

    /// The keypad index of `sections`.
    func index(_ sections: [CollationSection<Int>]? = nil) async -> KeypadIndex<Int> {
        let names = names, numbers = numbers
        let sections = if let sections { sections } else { await self.sections() }
        return await KeypadIndex(sections, keypad: Keypad(locale: "zh-Hans"), builder: SearchKeyBuilder(), display: { names[$0] },
                                 spellings: { [[NamePart(names[$0], role: .personName)]] }, phoneNumbers: { [numbers[$0]] })
    }

    /// What people type, digit by digit: the digits of names' readings in full and by initials,
    /// some of a number, and a few that find nothing.
    func typing(_ index: KeypadIndex<Int>) -> [String] {
        let keypad = Keypad(locale: "zh-Hans")
        var queries: [String] = []
        for position in stride(from: 0, to: index.count, by: max(1, index.count / 40)) {
            let reading = index.searchIndex.keys(at: position).readings.first ?? ""
            let units = reading.split(separator: " ").map { String($0.split(separator: "|")[0]) }
            queries.append(keypad.digits(of: units.joined()))
            queries.append(keypad.digits(of: units.compactMap { $0.first.map(String.init) }.joined()))
        }
        queries += ["1380", "0000", "9999999"]
        return queries.filter { !$0.isEmpty && !$0.contains("?") }
    }
}

/// Types the queries digit by digit, one keystroke a call (the first digit of a query searches
/// the whole list, the next ones refine): the state a keypad UI keeps between keystrokes.
final class Typist: @unchecked Sendable {
    private let index: KeypadIndex<Int>
    private let queries: [String]
    private var query = 0, typed = 0
    private var search: KeypadSearch<Int>?

    init(_ list: KeypadList) async {
        index = await list.index()
        queries = list.typing(index)
    }

    func keystroke() -> KeypadSearch<Int> {
        let next: KeypadSearch<Int>
        if let search, typed < queries[query].count {
            typed += 1
            next = search.refined(to: String(queries[query].prefix(typed)))
        } else {
            if search != nil { query = (query + 1) % queries.count }
            typed = 1
            next = index.search(String(queries[query].prefix(1)))
        }
        search = next
        return next
    }
}

/// One typist a list, made once (outside the measurements) and kept across samples.
actor Typists {
    static let shared = Typists()
    private var made: [Int: Typist] = [:]

    func typist(for list: KeypadList) async -> Typist {
        if let typist = made[list.names.count] { return typist }
        let typist = await Typist(list)
        made[list.names.count] = typist
        return typist
    }
}

/// Per keystroke: each sample types one digit, then takes the rows a screen shows, with
/// their highlights.
func keystrokes(_ list: @escaping @Sendable () -> KeypadList, _ name: String, rows: Int) {
    let perKeystroke = Benchmark.Configuration(metrics: [.wallClock], maxDuration: .seconds(10), maxIterations: 3_000)
    Benchmark("keypad \(name): one keystroke (search or refine, then \(rows) rows)", configuration: perKeystroke) { benchmark in
        let typist = await Typists.shared.typist(for: list())
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { blackHole(typist.keystroke().matches(limit: rows)) }
    }
}

/// A phone's list and a large one (globals: made only when a keypad benchmark runs).
let keypadPhone = KeypadList(2_700, seed: 27)
let keypadLarge = KeypadList(100_000, seed: 11)

func keypadBenchmarks() {
    for rows in [20, 0] {
        keystrokes({ keypadPhone }, "2,700 contacts", rows: rows)
        keystrokes({ keypadLarge }, "100k contacts", rows: rows)
    }
    let build = Benchmark.Configuration(metrics: [.wallClock, .peakMemoryResident], maxDuration: .seconds(30), maxIterations: 20)
    // The two builds from the same sections (grouping left out of both).
    Benchmark("keypad 100k contacts: the search index built (the baseline)", configuration: build) { benchmark in
        let names = keypadLarge.names
        let sections = await keypadLarge.sections()
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(await SearchIndex(sections, builder: SearchKeyBuilder(), display: { names[$0] },
                                        spellings: { [[NamePart(names[$0], role: .personName)]] }))
        }
    }
    Benchmark("keypad 100k contacts: the keypad index built (search index, digits, numbers)", configuration: build) { benchmark in
        let sections = await keypadLarge.sections()
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { blackHole(await keypadLarge.index(sections)) }
    }
}
