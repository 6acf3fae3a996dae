import Benchmark
import Collation
import Foundation
import ICUCollation
import LatinCollation
import NameCorpus
import PinyinCollation

/// The approach common in iOS apps: Foundation's transform to Latin and diacritic stripping
/// for each name, then a locale-aware comparison inside the sort.
func foundationApproach(_ names: [String]) -> [String] {
    let locale = Locale(identifier: "zh_Hans")
    let latin = names.map { name -> (String, String) in
        let transformed = name.applyingTransform(.toLatin, reverse: false) ?? name
        return (name, transformed.applyingTransform(.stripDiacritics, reverse: false) ?? transformed)
    }
    return latin.sorted { $0.1.compare($1.1, options: [.caseInsensitive], range: nil, locale: locale) == .orderedAscending }.map(\.0)
}

func registry() -> ProviderRegistry {
    do {
        var registry = try ProviderRegistry([LatinCollationProvider(), ICUCollationProvider()])
        PinyinCollationProvider.register(in: &registry)
        return registry
    } catch {
        fatalError("cannot build the registry: \(error)")
    }
}

func collation(_ locale: String, _ provider: String) -> IndexedCollation {
    do {
        return try IndexedCollation(locale: locale, provider: provider, registry: registry())
    } catch {
        fatalError("cannot make the collation: \(error)")
    }
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(metrics: [.wallClock, .throughput, .mallocCountTotal], maxDuration: .seconds(5), maxIterations: 20)

    let chinese10k = NameCorpus.chinese(10_000)
    let chinese100k = NameCorpus.chinese(100_000)
    let latin100k = NameCorpus.latin(100_000)
    let pinyin = collation("zh-Hans", "pinyin")
    let icuChinese = collation("zh-Hans", "icu")
    let icuEnglish = collation("en", "icu")
    let latin = collation("en", "latin")

    // The same 10k names two ways, in the same run: the ratio is the figure to quote.
    Benchmark("zh-Hans 10k: Foundation transform + locale compare (iOS approach)") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(foundationApproach(chinese10k)) }
    }
    Benchmark("zh-Hans 10k: pinyin provider, grouped") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(await pinyin.sectionedPositions(of: chinese10k)) }
    }
    Benchmark("zh-Hans 100k: pinyin provider, grouped") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(await pinyin.sectionedPositions(of: chinese100k)) }
    }
    Benchmark("zh-Hans 100k: ICU provider with surname readings, grouped") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(await icuChinese.sectionedPositions(of: chinese100k)) }
    }
    Benchmark("en 100k: ICU provider, grouped") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(await icuEnglish.sectionedPositions(of: latin100k)) }
    }
    Benchmark("en 100k: Latin provider, grouped") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(await latin.sectionedPositions(of: latin100k)) }
    }
}
