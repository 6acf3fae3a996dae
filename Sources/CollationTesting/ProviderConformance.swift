import Collation

/// The checks every ``CollationProvider`` must pass, whatever test framework runs them.
///
/// Each check returns the failures it found, as sentences; an empty array is a pass. Wrap them
/// in your framework's assertion:
///
/// ```swift
/// @Test func conformance() async throws {
///     let suite = ProviderConformance(provider: MyProvider(), locales: ["en", "de"])
///     let failures = try await suite.run()
///     #expect(failures.isEmpty, "\(failures)")
/// }
/// ```
public struct ProviderConformance: Sendable {
    /// The provider under test.
    public let provider: any CollationProvider
    /// The locales to check it in.
    public let locales: [String]
    /// The strings to check with; by default ``ConformanceSamples/multilingual``.
    public let samples: [String]
    /// The option sets to check under.
    public let optionSets: [CollationOptions]

    /// Makes a suite for `provider` in `locales`.
    public init(
        provider: any CollationProvider,
        locales: [String],
        samples: [String] = ConformanceSamples.multilingual,
        optionSets: [CollationOptions] = ConformanceSamples.optionSets
    ) {
        self.provider = provider
        self.locales = locales
        self.samples = samples
        self.optionSets = optionSets
    }

    /// Runs every check in every locale under every option set.
    public func run() async throws -> [String] {
        var registry = try ProviderRegistry()
        registry.register(provider)
        var failures: [String] = []
        if provider.identifier.isEmpty || provider.identifier != provider.identifier.lowercased() {
            failures.append("identifier '\(provider.identifier)' must be non-empty and lowercase")
        }
        for locale in locales {
            let identifier = try LocaleIdentifier(locale)
            for options in optionSets {
                let collator = try registry.makeCollator(locale: identifier, provider: provider.identifier, options: options)
                let context = "\(provider.identifier) \(locale) \(options.strength)\(options.numeric ? " numeric" : "")"
                failures += Self.checkLayout(collator).map { "\(context): \($0)" }
                failures += Self.checkSections(collator, samples).map { "\(context): \($0)" }
                failures += Self.checkKeysAgreeWithComparison(collator, samples).map { "\(context): \($0)" }
                failures += Self.checkDeterminism(collator, samples).map { "\(context): \($0)" }
                failures += Self.checkKeyWriting(collator, samples).map { "\(context): \($0)" }
                failures += await Self.checkConcurrentUse(collator, samples).map { "\(context): \($0)" }
                let fresh = try registry.makeCollator(locale: identifier, provider: provider.identifier, options: options)
                failures += Self.checkSameAsFresh(collator, fresh, samples).map { "\(context): \($0)" }
            }
        }
        return failures
    }

    /// The layout has titles, unique, the overflow last, and index titles that jump to real sections.
    public static func checkLayout(_ collator: any Collator) -> [String] {
        var failures: [String] = []
        let layout = collator.sections
        if layout.titles.count < 2 { failures.append("fewer than two sections") }
        if Set(layout.titles).count != layout.titles.count { failures.append("duplicate section titles \(layout.titles)") }
        if layout.overflowIndex != layout.titles.count - 1 { failures.append("the overflow section is not last") }
        if layout.indexTitles.count != layout.indexTargets.count { failures.append("index titles and targets differ in count") }
        for target in layout.indexTargets where !layout.titles.indices.contains(target) {
            failures.append("an index title jumps to section \(target), which does not exist")
        }
        return failures
    }

    /// Every string falls in exactly one valid section; the grouping holds every string once;
    /// sections other than the overflow hold contiguous runs of the key order.
    public static func checkSections(_ collator: any Collator, _ samples: [String]) -> [String] {
        var failures: [String] = []
        let collation = IndexedCollation(collator: collator)
        var placed: [(section: Int, key: SortKey, name: String)] = []
        for sample in samples {
            let section = collator.sectionIndex(for: sample)
            guard collator.sections.titles.indices.contains(section) else {
                failures.append("'\(sample)' has section \(section), outside 0..<\(collator.sections.titles.count)")
                continue
            }
            placed.append((section, collator.sortKey(for: sample), sample))
        }
        let grouped = collation.grouped(samples, by: { $0 }, includeEmptySections: true)
        if grouped.map(\.title) != collator.sections.titles { failures.append("grouped sections are not the layout's titles") }
        let flattened = grouped.flatMap(\.items)
        if flattened.sorted() != samples.sorted() { failures.append("grouping lost or duplicated names") }
        for section in grouped {
            let keys = section.items.map { collator.sortKey(for: $0) }
            if zip(keys, keys.dropFirst()).contains(where: { $0 > $1 }) {
                failures.append("section '\(section.title)' is not sorted")
            }
        }
        let overflow = collator.sections.overflowIndex
        let ordered = collator.sections.followsKeyOrder ? placed.filter { $0.section != overflow }.sorted { $0.key < $1.key } : []
        for (earlier, later) in zip(ordered, ordered.dropFirst()) where earlier.section > later.section {
            failures.append("'\(earlier.name)' (section \(earlier.section)) sorts before '\(later.name)' (section \(later.section))")
        }
        for sample in samples {
            let trimmed = String(TextScanning.droppingIgnorablePrefix(sample))
            if !trimmed.isEmpty, collator.sectionIndex(for: sample) != collator.sectionIndex(for: trimmed) {
                failures.append("leading white space or invisible characters change the section of '\(sample)'")
            }
            if let first = TextScanning.firstMeaningfulScalar(in: sample), TextScanning.isOverflowStarter(first),
               collator.sectionIndex(for: sample) != overflow {
                failures.append("'\(sample)' starts with a digit, symbol or punctuation but is not in '#'")
            }
        }
        return failures
    }

    /// The order of sort keys (memcmp) is the order ``Collator/compare(_:_:)`` gives.
    public static func checkKeysAgreeWithComparison(_ collator: any Collator, _ samples: [String]) -> [String] {
        var failures: [String] = []
        let keys = samples.map { collator.sortKey(for: $0) }
        for i in samples.indices {
            for j in samples.indices where (i * 31 + j) % 7 == 0 || i == j {
                let byKey = CollationOrder(sign: SortKey.compareBytes(keys[i].bytes, keys[j].bytes))
                let byCompare = collator.compare(samples[i], samples[j])
                if byKey != byCompare {
                    failures.append("'\(samples[i])' vs '\(samples[j])': keys say \(byKey), compare says \(byCompare)")
                }
            }
        }
        return failures
    }

    /// The same string gives the same key and section every time.
    public static func checkDeterminism(_ collator: any Collator, _ samples: [String]) -> [String] {
        samples.compactMap { sample in
            collator.sortKey(for: sample) == collator.sortKey(for: sample) && collator.sectionIndex(for: sample) == collator.sectionIndex(for: sample)
                ? nil : "'\(sample)' gives different keys on two calls"
        }
    }

    /// The fast path (``KeyWritingCollator``), where the collator has one: for every reading
    /// stage, a writer appends exactly the collator's key of each name's reading and returns its
    /// section, also when it is reused for name after name.
    public static func checkKeyWriting(_ collator: any Collator, _ samples: [String], readings: [any Transliterator] = [IdentityTransliterator()]) -> [String] {
        guard let fast = collator as? any KeyWritingCollator else { return [] }
        var failures: [String] = []
        for reading in readings {
            for role in [TextRole.personName, .text] {
                var writer = fast.makeKeyWriter(reading: reading, role: role)
                for round in 0..<2 {
                    for sample in samples {
                        let text = reading.transliterate(sample, as: role)
                        var written: [UInt8] = [9, 9]
                        let section = writer.appendKey(forReadingOf: sample, to: &written)
                        if Array(written.dropFirst(2)) != collator.sortKey(for: text).bytes || !written.starts(with: [9, 9]) {
                            failures.append("'\(sample)' read by \(reading.identifier) as \(role): the key writer's bytes differ from sortKey(for:) of the reading\(round == 1 ? " when the writer is reused" : "")")
                        }
                        if section != collator.sectionIndex(for: text) {
                            failures.append("'\(sample)' read by \(reading.identifier) as \(role): the key writer's section differs from sectionIndex(for:) of the reading")
                        }
                    }
                }
            }
        }
        return failures
    }

    /// A second collator made the same way gives the same keys.
    public static func checkSameAsFresh(_ collator: any Collator, _ fresh: any Collator, _ samples: [String]) -> [String] {
        samples.compactMap { sample in
            collator.sortKey(for: sample) == fresh.sortKey(for: sample) && collator.sectionIndex(for: sample) == fresh.sectionIndex(for: sample)
                ? nil : "'\(sample)': two collators made alike disagree"
        }
    }

    /// Many tasks using one collator at once get the keys and comparisons a single task gets.
    public static func checkConcurrentUse(_ collator: any Collator, _ samples: [String], tasks: Int = 8, rounds: Int = 4) async -> [String] {
        guard !samples.isEmpty else { return [] }
        let expected = samples.map { collator.sortKey(for: $0) }
        let orders = samples.indices.map { collator.compare(samples[$0], samples[($0 + 1) % samples.count]) }
        let mismatches = await withTaskGroup(of: Int.self) { group in
            for worker in 0..<tasks {
                group.addTask {
                    var bad = 0
                    for round in 0..<rounds {
                        for index in samples.indices where (index + worker + round) % 2 == 0 {
                            if collator.sortKey(for: samples[index]) != expected[index] { bad += 1 }
                            if collator.compare(samples[index], samples[(index + 1) % samples.count]) != orders[index] { bad += 1 }
                        }
                    }
                    return bad
                }
            }
            return await group.reduce(0, +)
        }
        return mismatches == 0 ? [] : ["\(mismatches) keys or comparisons differed when computed from many tasks at once"]
    }
}
