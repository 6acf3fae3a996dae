import Benchmark
import CLDRCollation
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

/// The same approach for a phone's contact list: each name to Latin without diacritics, sorted
/// by a locale-aware comparison, then cut into sections by the first letter (A–Z, else "#").
func foundationGrouped(_ names: [String]) -> [(String, [String])] {
    let sorted = foundationApproach(names)
    var sections: [(String, [String])] = []
    for name in sorted {
        let latin = (name.applyingTransform(.toLatin, reverse: false) ?? name).applyingTransform(.stripDiacritics, reverse: false) ?? name
        let first = latin.first.map { String($0).uppercased() } ?? "#"
        let title = first.count == 1 && ("A"..."Z").contains(first) ? first : "#"
        if sections.last?.0 == title { sections[sections.count - 1].1.append(name) } else { sections.append((title, [name])) }
    }
    return sections
}

/// A phone's contacts as a contacts app files them: family name first, then given name.
func contactParts(_ names: [String]) -> [[NamePart]] {
    names.map { name in
        let words = name.split(separator: " ", maxSplits: 1).map(String.init)
        return words.count == 2
            ? [NamePart(words[1], role: .familyName), NamePart(words[0], role: .givenName)]
            : [NamePart(name, role: .personName)]
    }
}

func registry() -> ProviderRegistry {
    var registry = ProviderRegistry([LatinCollationProvider(), ICUCollationProvider(), CLDRCollationProvider()])
    PinyinCollationProvider.register(in: &registry)
    return registry
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

    // The cost of a name by script: 100k names in one script, grouped by the pinyin provider
    // (zh-Hans) and by ICU (en), all in one run, so that each script's time is read against
    // Han's.
    for script in NameCorpus.scripts {
        let names = NameCorpus.script(script, 100_000)
        Benchmark("script \(script) 100k: pinyin provider (zh-Hans), grouped") { benchmark in
            for _ in benchmark.scaledIterations { blackHole(await pinyin.sectionedPositions(of: names)) }
        }
        Benchmark("script \(script) 100k: ICU provider (en), grouped") { benchmark in
            for _ in benchmark.scaledIterations { blackHole(await icuEnglish.sectionedPositions(of: names)) }
        }
    }

    // One phone's contact list (2,700 multilingual contacts), grouped in-process as a server
    // does it for each user: the collation is made once and shared; p50 and p99 per list, and
    // lists per second on one core (each list is keyed and sorted on one thread at this size).
    let phone = NameCorpus.multilingual(2_700, seed: 27)
    let phoneParts = contactParts(phone)
    let icuAuto = {
        do {
            let registry = registry()
            let also = registry.supplementaryLocales(for: phone, locale: try LocaleIdentifier("en")).map(\.identifier)
            return try IndexedCollation(locale: "en", also: also, provider: "icu", registry: registry)
        } catch {
            fatalError("cannot make the collation: \(error)")
        }
    }()
    let phoneConfiguration = Benchmark.Configuration(metrics: [.wallClock, .throughput, .mallocCountTotal], maxDuration: .seconds(5), maxIterations: 3_000)
    Benchmark("phone 2,700 contacts: Foundation transform + locale compare, first letters (iOS approach)", configuration: phoneConfiguration) { benchmark in
        for _ in benchmark.scaledIterations { blackHole(foundationGrouped(phone)) }
    }
    Benchmark("phone 2,700 contacts: pinyin provider (zh-Hans), grouped", configuration: phoneConfiguration) { benchmark in
        for _ in benchmark.scaledIterations { blackHole(await pinyin.sectionedPositions(of: phoneParts)) }
    }
    Benchmark("phone 2,700 contacts: ICU provider (en, --also auto), grouped", configuration: phoneConfiguration) { benchmark in
        for _ in benchmark.scaledIterations { blackHole(await icuAuto.sectionedPositions(of: phoneParts)) }
    }
    Benchmark("phone 2,700 contacts: Latin provider (en), grouped", configuration: phoneConfiguration) { benchmark in
        for _ in benchmark.scaledIterations { blackHole(await latin.sectionedPositions(of: phoneParts)) }
    }

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
    // The built-in CLDR collation (ICU's order without ICU) against ICU on the same names, and
    // the key of one name alone (a collator's sortKey, no arena), each against ICU's.
    let cldrEnglish = collation("en", "cldr")
    Benchmark("en 100k: CLDR provider, grouped") { benchmark in
        for _ in benchmark.scaledIterations { blackHole(await cldrEnglish.sectionedPositions(of: latin100k)) }
    }
    let multilingual = NameCorpus.varied(20_000)
    for provider in ["icu", "cldr"] {
        let collator = collation("en", provider).collator
        Benchmark("keys of \(multilingual.count) multilingual names, one at a time: \(provider) sortKey(for:)") { benchmark in
            for _ in benchmark.scaledIterations {
                for name in multilingual { blackHole(collator.sortKey(for: name)) }
            }
        }
    }

    searchBenchmarks()
    keypadBenchmarks()
}
