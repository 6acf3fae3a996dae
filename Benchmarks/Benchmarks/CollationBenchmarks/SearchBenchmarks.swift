import Benchmark
import Collation
import CollationSearch
import NameCorpus

/// A million multilingual names (lazy: made only when a search or live benchmark runs).
let searchMillion = NameCorpus.multilingual(1_000_000, seed: 5)

/// The search index of the million, in pinyin (zh-Hans) section order, built once for all
/// query benchmarks (outside their measurement).
actor SearchIndexCache {
    static let shared = SearchIndexCache()
    private var index: SearchIndex<Int>?

    func get() async -> SearchIndex<Int> {
        if let index { return index }
        let pinyin = collation("zh-Hans", "pinyin")
        let builder = SearchKeyBuilder()
        let names = searchMillion
        let sections = await pinyin.sectionedPositions(of: names)
        let built = await SearchIndex(sections, builder: builder, display: { names[$0] }, spellings: { [[NamePart(names[$0], role: .personName)]] })
        index = built
        return built
    }
}

struct Person: Identifiable, Sendable {
    let id: Int
    var name: String
}

/// Search and the live index, each against grouping the same list in the same run.
func searchBenchmarks() {
    let pinyin = collation("zh-Hans", "pinyin")
    let slow = Benchmark.Configuration(metrics: [.wallClock, .peakMemoryResident], maxDuration: .seconds(20), maxIterations: 5)
    Benchmark("search 1M multilingual: grouped (the baseline)", configuration: slow) { benchmark in
        for _ in benchmark.scaledIterations { blackHole(await pinyin.sectionedPositions(of: searchMillion)) }
    }
    Benchmark("search 1M multilingual: grouped, then the search index built", configuration: slow) { benchmark in
        let builder = SearchKeyBuilder()
        for _ in benchmark.scaledIterations {
            let sections = await pinyin.sectionedPositions(of: searchMillion)
            blackHole(await SearchIndex(sections, builder: builder, display: { searchMillion[$0] },
                                        spellings: { [[NamePart(searchMillion[$0], role: .personName)]] }))
        }
    }
    let queries = Benchmark.Configuration(metrics: [.wallClock], maxDuration: .seconds(5), maxIterations: 50)
    for query in ["zs", "zhang", "wang xiao", "ㄱㅁ", "sakura", "anna", "a", "ив"] {
        Benchmark("search 1M multilingual: query \(query)", configuration: queries) { benchmark in
            let index = await SearchIndexCache.shared.get()
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations { blackHole(index.matches(for: query)) }
        }
    }
    Benchmark("live 1M multilingual: 10k random changes (insert, remove, rename)", configuration: slow) { benchmark in
        let people = searchMillion.enumerated().map { Person(id: $0.offset, name: $0.element) }
        var live = await LiveIndex(collation: pinyin, elements: people) { $0.name }
        var state: UInt64 = 42
        func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            for _ in 0..<10_000 {
                let id = next(1_100_000)
                switch next(3) {
                case 0: blackHole(live.insert(Person(id: id, name: searchMillion[next(searchMillion.count)])))
                case 1: blackHole(live.remove(id: id))
                default: blackHole(live.update(Person(id: id, name: searchMillion[next(searchMillion.count)])))
                }
            }
        }
    }
}
