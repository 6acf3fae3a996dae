import Collation
import Dispatch

/// The checks every ``CollationProvider`` must pass, whatever test framework runs them.
///
/// The suite checks answers, not only shapes: names land in the section their first letter
/// names, each script's "a" < "b" < "z" holds, names in scripts the layout does not cover go to
/// "#", keys agree with `compare` on every pair of a sample with three names per script, distinct
/// names get distinct keys, the fast path writes the plain path's bytes, and `grouped` on 20,000
/// names keyed on every core and from many threads at once equals the serial result. Each
/// failure names its check (``ConformanceFailure/Check``); an empty array is a pass:
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
    /// The strings to check with; by default ``ConformanceSamples/multilingual``. The scripts'
    /// names are always added.
    public let samples: [String]
    /// The option sets to check under.
    public let optionSets: [CollationOptions]
    /// Reading stages the fast path is checked with, besides the identity (the provider's own,
    /// when its collator fuses reading and keying).
    public let readings: [any Transliterator]
    /// The scripts whose order and coverage are checked.
    public let scripts: [ConformanceScript]
    /// Scripts the provider files by a reading in every locale, so that no section title need
    /// be written in them (the pinyin provider files Han under the Latin letters of its pinyin).
    public let scriptsFiledByReading: Set<String>
    /// Whether to check under every option set, every pair of strings and from many threads at
    /// once; otherwise under the first option set only, the pairs of the scripts' names and
    /// the first samples, on one task: for a provider's many locales beyond its core ones,
    /// where the locale changes the sections and little else.
    public let thorough: Bool

    /// Makes a suite for `provider` in `locales`.
    public init(
        provider: any CollationProvider,
        locales: [String],
        samples: [String] = ConformanceSamples.multilingual,
        optionSets: [CollationOptions] = ConformanceSamples.optionSets,
        readings: [any Transliterator] = [],
        scripts: [ConformanceScript] = ConformanceScript.all,
        scriptsFiledByReading: Set<String> = [],
        thorough: Bool = true
    ) {
        self.thorough = thorough
        self.scriptsFiledByReading = scriptsFiledByReading
        self.provider = provider
        self.locales = locales
        self.samples = samples
        self.optionSets = optionSets
        self.readings = readings
        self.scripts = scripts
    }

    /// Runs every check in every locale under every option set.
    public func run() async throws -> [ConformanceFailure] {
        var registry = ProviderRegistry()
        registry.register(provider)
        var failures: [ConformanceFailure] = []
        if provider.identifier.isEmpty || provider.identifier != provider.identifier.lowercased() {
            failures.append(ConformanceFailure(.identifier, "identifier '\(provider.identifier)' must be non-empty and lowercase"))
        }
        let all = samples + scripts.flatMap(\.names)
        let stages: [any Transliterator] = [IdentityTransliterator(), ReadingTable(["Anna": "Zelda", "Zelda": "Anna"])] + readings
        for locale in locales {
            let identifier = try LocaleIdentifier(locale)
            let data = registry.localeData(for: identifier)
            for (round, options) in (thorough ? optionSets : Array(optionSets.prefix(1))).enumerated() {
                let collator = try registry.makeCollator(locale: identifier, provider: provider.identifier, options: options)
                let fresh = try registry.makeCollator(locale: identifier, provider: provider.identifier, options: options)
                var found = Self.checkLayout(collator)
                found += Self.checkSections(collator, all)
                found += Self.checkAnchors(collator, data: data)
                found += Self.checkScriptOrder(collator, scripts)
                found += Self.checkUncoveredScripts(collator, scripts.filter { !scriptsFiledByReading.contains($0.name) })
                found += Self.checkOverflowStarters(collator, all)
                found += Self.checkSectionOrder(collator, all)
                found += Self.checkDistinctKeys(collator, all)
                // Every pair under the first option set; under the others, every pair of the
                // scripts' names and the first samples (the cost grows with the square).
                found += Self.checkKeysAgreeWithComparison(collator, round == 0 && thorough ? all : scripts.flatMap(\.names) + samples.prefix(30))
                found += Self.checkDeterminism(collator, all)
                found += Self.checkSameAsFresh(collator, fresh, all)
                found += Self.checkKeyWriting(collator, all, readings: stages)
                // Every name twice, so that the keys copied for repeated names are checked in every path.
                found += await Self.checkExportedKeys(IndexedCollation(collator: collator), all + all.reversed())
                if round == 0 {
                    // The provider's own reading stages, which its fused writers key parts with.
                    for stage in readings {
                        found += await Self.checkExportedKeys(IndexedCollation(collator: collator, transliterator: stage), all + all.reversed())
                    }
                }
                if thorough {
                    found += await Self.checkConcurrentUse(collator, all)
                    // Grouping 20,000 names from many threads costs seconds: once per locale.
                    if round == 0 { found += await Self.checkConcurrentGrouping(collator, all) }
                }
                let context = "\(provider.identifier) \(locale) \(options.strength)\(options.numeric ? " numeric" : "")\(options.caseFirst == .default ? "" : " \(options.caseFirst)-first")"
                failures += found.map { $0.within(context) }
            }
        }
        return failures
    }

    // MARK: Layout and sections

    /// The layout has titles, unique, the overflow last, and index titles that jump to real sections.
    public static func checkLayout(_ collator: any Collator) -> [ConformanceFailure] {
        var failures: [ConformanceFailure] = []
        let layout = collator.sections
        func fail(_ message: String) { failures.append(ConformanceFailure(.layout, message)) }
        if layout.titles.count < 2 { fail("fewer than two sections") }
        if Set(layout.titles).count != layout.titles.count { fail("duplicate section titles \(layout.titles)") }
        if layout.overflowIndex != layout.titles.count - 1 { fail("the overflow section is not last") }
        if layout.indexTitles.count != layout.indexTargets.count { fail("index titles and targets differ in count") }
        for target in layout.indexTargets where !layout.titles.indices.contains(target) {
            fail("an index title jumps to section \(target), which does not exist")
        }
        return failures
    }

    /// Every string falls in a valid section; grouping holds every string once, each section
    /// sorted by key.
    public static func checkSections(_ collator: any Collator, _ samples: [String]) -> [ConformanceFailure] {
        var failures: [ConformanceFailure] = []
        func fail(_ message: String) { failures.append(ConformanceFailure(.sections, message)) }
        for sample in samples {
            let section = collator.sectionIndex(for: sample)
            if !collator.sections.titles.indices.contains(section) {
                fail("'\(sample)' has section \(section), outside 0..<\(collator.sections.titles.count)")
            }
        }
        return failures + checkGrouping(IndexedCollation(collator: collator), samples)
    }

    /// Grouping `names` with `collation` gives the layout's sections in order, keeps every name
    /// once, sorts each section by key, and files each name where ``IndexedCollation/section(for:)``
    /// says. For property tests over random names, too.
    public static func checkGrouping(_ collation: IndexedCollation, _ names: [String]) -> [ConformanceFailure] {
        var failures: [ConformanceFailure] = []
        func fail(_ message: String) { failures.append(ConformanceFailure(.sections, message)) }
        let grouped = collation.grouped(names, by: { $0 }, includeEmptySections: true)
        if grouped.map(\.title) != collation.sectionTitles { fail("grouped sections are not the layout's titles") }
        if !sameNames(grouped.flatMap(\.items), names) { fail("grouping lost or duplicated names") }
        for section in grouped {
            let keys = section.items.map { collation.key(for: $0).sortKey }
            if zip(keys, keys.dropFirst()).contains(where: { $0 > $1 }) { fail("section '\(section.title)' is not sorted") }
            for name in section.items where collation.section(for: name) != section.index {
                fail("'\(name)' is grouped under '\(section.title)' but section(for:) says '\(collation.sectionTitles[collation.section(for: name)])'")
            }
        }
        return failures
    }

    /// Whether `a` and `b` hold the same names, each as often, compared by their UTF-8: Swift's
    /// own string order cannot line them up, as it takes canonically equivalent spellings as
    /// equal and does not order "é@" and "e\u{301}" either way, so that sorting two lists of
    /// the same names may leave them in different orders.
    public static func sameNames(_ a: some Sequence<String>, _ b: some Sequence<String>) -> Bool {
        func bytes(_ names: some Sequence<String>) -> [[UInt8]] {
            names.map { Array($0.utf8) }.sorted { $0.lexicographicallyPrecedes($1) }
        }
        return bytes(a) == bytes(b)
    }

    /// The keys that ``IndexedCollation/keys(for:)-([String])`` exports are each name's
    /// ``IndexedCollation/key(for:)-(String)``, and ordering them by section, then key bytes,
    /// then input position gives ``IndexedCollation/sectionedPositions(of:includeEmptySections:)-([String],_)``'s
    /// order: what a database that holds the keys relies on. The same names held as bytes
    /// (the tool's lists) group and export alike, and so do contacts' names in parts made of
    /// them. (A repeated name's key is copied from its earlier one; give names that repeat.)
    public static func checkExportedKeys(_ collation: IndexedCollation, _ names: [String]) async -> [ConformanceFailure] {
        let keys = await collation.keys(for: names)
        var failures = checkKeys(keys, of: names, expected: collation.key(for:), grouped: await collation.sectionedPositions(of: names))
        // The tool holds its lists as bytes (NameStore) and groups and exports them from there.
        let store = NameStore(names)
        if await collation.sectionedPositions(of: store).flatMap(\.items) != order(of: keys) {
            failures.append(ConformanceFailure(.exportedKeys, "the names held as bytes are grouped in another order than as strings"))
        }
        if await collation.keys(for: store) != keys {
            failures.append(ConformanceFailure(.exportedKeys, "the names held as bytes export other keys than as strings"))
        }
        // Contacts: names in parts (written as bytes, as the tool holds them, and keyed from
        // there), and the same parts each read as text alone (the tool's `--text`).
        let contacts = names.map(contactParts)
        failures += checkKeys(await collation.keys(for: contacts), of: contacts, expected: collation.key(for:),
                              grouped: await collation.sectionedPositions(of: contacts))
        let asText = contacts.map { $0.map { NamePart($0.text, role: .text) } }
        let held = PartsStore(contacts)
        failures += checkKeys(await collation.keys(for: held, everyPartAs: .text), of: asText, expected: collation.key(for:),
                              grouped: await collation.sectionedPositions(of: held, everyPartAs: .text))
        return failures
    }

    /// The failures of exported `keys` of `names`: a key that is not the name's `expected` key,
    /// or an order of the keys that is not `grouped`'s.
    private static func checkKeys<Name>(_ keys: [CollationKey], of names: [Name], expected: (Name) -> CollationKey,
                                        grouped: [CollationSection<Int>]) -> [ConformanceFailure] {
        if keys.count != names.count { return [ConformanceFailure(.exportedKeys, "\(names.count) names gave \(keys.count) keys")] }
        var failures: [ConformanceFailure] = []
        for (name, key) in zip(names, keys) where key != expected(name) {
            let shown = (name as? [NamePart]).map { "\($0.map(\.text).joined(separator: " ")) in parts" } ?? "\(name)"
            failures.append(ConformanceFailure(.exportedKeys, "'\(shown)': the exported key is not key(for:)"))
        }
        if order(of: keys) != grouped.flatMap(\.items) {
            failures.append(ConformanceFailure(.exportedKeys, "ordering the exported keys of \(Name.self) does not give the grouping's order"))
        }
        return failures
    }

    /// The positions of `keys` ordered by section, then key bytes, then position: the order a
    /// database that holds the keys gives.
    private static func order(of keys: [CollationKey]) -> [Int] {
        keys.indices.sorted { a, b in
            if keys[a].section != keys[b].section { return keys[a].section < keys[b].section }
            let order = SortKey.compareBytes(keys[a].sortKey.bytes, keys[b].sortKey.bytes)
            return order != 0 ? order < 0 : a < b
        }
    }

    /// A contact's parts made of a sample name: family and given name at its first space, else
    /// (by the name, so that a repeated name repeats its parts) one part as a person's name, as
    /// text, as a family name with a written form, or the name twice in two roles.
    private static func contactParts(_ name: String) -> [NamePart] {
        if let space = name.firstIndex(of: " ") {
            return [NamePart(String(name[..<space]), role: .familyName), NamePart(String(name[name.index(after: space)...]), role: .givenName)]
        }
        switch name.unicodeScalars.count % 4 {
        case 0: return [NamePart(name, role: .personName)]
        case 1: return [NamePart(name, role: .text)]
        case 2: return [NamePart(name, role: .familyName, written: "山田")]
        default: return [NamePart(name, role: .givenName), NamePart(name, role: .familyName)]
        }
    }

    /// A name that starts with a section's title, in capitals or in small letters, is in that
    /// section (titles whose section starts at a string other than the title are skipped, and
    /// so are the small letters of Turkish and Azerbaijani, where "i" is the small "İ").
    public static func checkAnchors(_ collator: any Collator, data: LocaleData) -> [ConformanceFailure] {
        var failures: [ConformanceFailure] = []
        let titles = collator.sections.titles
        for (index, title) in titles.enumerated() where index != collator.sections.overflowIndex {
            if let definition = data.sections.first(where: { $0.title == title }), definition.boundary != title { continue }
            // A title that is a dependent sign (Devanagari "ा", which ICU lists for some
            // locales) starts no name: providers read a name from its first base letter.
            if let first = title.unicodeScalars.first,
               [.nonspacingMark, .spacingMark, .enclosingMark].contains(first.properties.generalCategory) { continue }
            let dottedI = ["tr", "az"].contains(collator.locale.language)
            let titleHolds = collator.sectionIndex(for: title) == index
            for name in Set(dottedI ? [title, title + "x"] : [title, title.lowercased(), title + "x"]) {
                let section = collator.sectionIndex(for: name)
                // A one-character title of several collation weights (Khmer "ឩ", German "Æ"
                // as "AE") holds only the strings that start with all of them: ICU's
                // AlphabeticIndex files what sorts later back under the letter before it.
                if name == title + "x", titleHolds, section < index, title.count == 1 { continue }
                if section != index {
                    failures.append(ConformanceFailure(.anchors, "'\(name)' is in '\(titles.indices.contains(section) ? titles[section] : "\(section)")', expected '\(title)'"))
                }
            }
        }
        return failures
    }

    /// Each script's names sort in their order ("a" < "b" < "z"). Han is not checked where the
    /// locale orders it by a reading of its own (Japanese, Korean).
    public static func checkScriptOrder(_ collator: any Collator, _ scripts: [ConformanceScript]) -> [ConformanceFailure] {
        var failures: [ConformanceFailure] = []
        for script in scripts {
            if script.name == "Han", ["ja", "ko"].contains(collator.locale.language) { continue }
            for (earlier, later) in zip(script.names, script.names.dropFirst()) where !(collator.sortKey(for: earlier) < collator.sortKey(for: later)) {
                failures.append(ConformanceFailure(.scriptOrder, "\(script.name): '\(earlier)' does not sort before '\(later)'"))
            }
        }
        return failures
    }

    /// Names in a script that none of the layout's titles is written in go to "#" (Han is
    /// covered by Chinese and Cantonese layouts, which file it by pinyin or strokes, and by Korean, which
    /// files it by its Hangul reading).
    public static func checkUncoveredScripts(_ collator: any Collator, _ scripts: [ConformanceScript]) -> [ConformanceFailure] {
        var failures: [ConformanceFailure] = []
        let layout = collator.sections
        let titles = layout.titles.dropLast()
        for script in scripts where !titles.contains(where: script.contains) {
            if script.name == "Han", ["zh", "yue", "ko"].contains(collator.locale.language) { continue }
            for name in script.names where collator.sectionIndex(for: name) != layout.overflowIndex {
                failures.append(ConformanceFailure(.uncoveredScripts, "'\(name)' (\(script.name), which no section covers) is in '\(layout.titles[collator.sectionIndex(for: name)])', not '\(layout.titles[layout.overflowIndex])'"))
            }
        }
        return failures
    }

    /// Names whose first meaningful character is a digit, symbol, punctuation or emoji are in
    /// "#"; leading white space and invisible characters change no section.
    public static func checkOverflowStarters(_ collator: any Collator, _ samples: [String]) -> [ConformanceFailure] {
        var failures: [ConformanceFailure] = []
        let overflow = collator.sections.overflowIndex
        for sample in samples {
            let section = collator.sectionIndex(for: sample)
            let trimmed = String(TextScanning.droppingIgnorablePrefix(sample))
            if !trimmed.isEmpty, section != collator.sectionIndex(for: trimmed) {
                failures.append(ConformanceFailure(.leadingInvisibles, "leading white space or invisible characters change the section of '\(sample)'"))
            }
            if let first = TextScanning.firstMeaningfulScalar(in: sample), TextScanning.isOverflowStarter(first), section != overflow {
                failures.append(ConformanceFailure(.overflowStarters, "'\(sample)' starts with a digit, symbol or punctuation but is in '\(collator.sections.titles[section])'"))
            }
        }
        return failures
    }

    /// Sections other than "#" are contiguous runs of the key order. Where the layout says they
    /// are not (ICU's Chinese collations file Han under Latin letters), the names that do not
    /// start with Han still are.
    public static func checkSectionOrder(_ collator: any Collator, _ samples: [String]) -> [ConformanceFailure] {
        let overflow = collator.sections.overflowIndex
        let han = ConformanceScript.all.first { $0.name == "Han" }
        let placed = samples.compactMap { sample -> (section: Int, key: SortKey, name: String)? in
            let section = collator.sectionIndex(for: sample)
            guard section != overflow, collator.sections.titles.indices.contains(section) else { return nil }
            if !collator.sections.followsKeyOrder, let han, han.contains(String(TextScanning.droppingIgnorablePrefix(sample))) { return nil }
            return (section, collator.sortKey(for: sample), sample)
        }.sorted { $0.key < $1.key }
        var failures: [ConformanceFailure] = []
        for (earlier, later) in zip(placed, placed.dropFirst()) where earlier.section > later.section {
            failures.append(ConformanceFailure(.sectionOrder, "'\(earlier.name)' (\(collator.sections.titles[earlier.section])) sorts before '\(later.name)' (\(collator.sections.titles[later.section]))"))
        }
        return failures
    }

    // MARK: Keys

    /// Keys hold no NUL byte (so that C strings and database columns can hold them), and at
    /// tertiary strength the host's keys of distinct strings differ.
    public static func checkDistinctKeys(_ collator: any Collator, _ samples: [String]) -> [ConformanceFailure] {
        var failures: [ConformanceFailure] = []
        for sample in samples where collator.sortKey(for: sample).bytes.contains(0) {
            failures.append(ConformanceFailure(.distinctKeys, "the key of '\(sample)' holds a NUL byte"))
        }
        guard collator.options.strength == .tertiary else { return failures }
        let collation = IndexedCollation(collator: collator)
        var seen: [SortKey: String] = [:]
        for sample in Set(samples.map { Array($0.unicodeScalars) }).map({ String(String.UnicodeScalarView($0)) }) {
            let key = collation.key(for: sample).sortKey
            if let other = seen[key] {
                failures.append(ConformanceFailure(.distinctKeys, "'\(other)' and '\(sample)' have the same key"))
            }
            seen[key] = sample
        }
        return failures
    }

    /// The order of sort keys (memcmp) is the order ``Collator/compare(_:_:)`` gives, on every
    /// pair of the samples. For a provider with a direct comparison of its own (ICU's), that is
    /// an independent check of its keys; for the others, ``checkScriptOrder(_:_:)`` and
    /// ``checkAnchors(_:data:)`` check the order against fixed answers.
    public static func checkKeysAgreeWithComparison(_ collator: any Collator, _ samples: [String]) -> [ConformanceFailure] {
        var failures: [ConformanceFailure] = []
        let keys = samples.map { collator.sortKey(for: $0) }
        for i in samples.indices {
            for j in samples.indices {
                let byKey = CollationOrder(sign: SortKey.compareBytes(keys[i].bytes, keys[j].bytes))
                let byCompare = collator.compare(samples[i], samples[j])
                if byKey != byCompare {
                    failures.append(ConformanceFailure(.keysAgreeWithComparison, "'\(samples[i])' vs '\(samples[j])': keys say \(byKey), compare says \(byCompare)"))
                }
            }
        }
        return failures
    }

    /// The same string gives the same key and section every time.
    public static func checkDeterminism(_ collator: any Collator, _ samples: [String]) -> [ConformanceFailure] {
        samples.compactMap { sample in
            collator.sortKey(for: sample) == collator.sortKey(for: sample) && collator.sectionIndex(for: sample) == collator.sectionIndex(for: sample)
                ? nil : ConformanceFailure(.determinism, "'\(sample)' gives different keys or sections on two calls")
        }
    }

    /// A second collator made the same way gives the same keys and sections.
    public static func checkSameAsFresh(_ collator: any Collator, _ fresh: any Collator, _ samples: [String]) -> [ConformanceFailure] {
        samples.compactMap { sample in
            collator.sortKey(for: sample) == fresh.sortKey(for: sample) && collator.sectionIndex(for: sample) == fresh.sectionIndex(for: sample)
                ? nil : ConformanceFailure(.sameAsFresh, "'\(sample)': two collators made alike disagree")
        }
    }

    /// The fast path (``KeyWritingCollator``), where the collator has one: for every reading
    /// stage, a writer appends exactly the collator's key of each name's reading and returns its
    /// section, also when it is reused for name after name, and the same for the name's UTF-8
    /// as for the string.
    public static func checkKeyWriting(_ collator: any Collator, _ samples: [String], readings: [any Transliterator] = [IdentityTransliterator()]) -> [ConformanceFailure] {
        guard let fast = collator as? any KeyWritingCollator else { return [] }
        var failures: [ConformanceFailure] = []
        for reading in readings {
            for role in [TextRole.personName, .text] {
                var writer = fast.makeKeyWriter(reading: reading, role: role)
                for round in 0..<2 {
                    for sample in samples {
                        let text = reading.transliterate(sample, as: role)
                        var written: [UInt8] = [9, 9]
                        let section = writer.appendKey(forReadingOf: sample, to: &written)
                        let reused = round == 1 ? " when the writer is reused" : ""
                        if !written.starts(with: [9, 9]) || Array(written.dropFirst(2)) != collator.sortKey(for: text).bytes {
                            failures.append(ConformanceFailure(.keyWriting, "'\(sample)' read by \(reading.identifier) as \(role): the key writer's bytes differ from sortKey(for:) of the reading\(reused)"))
                        }
                        if section != collator.sectionIndex(for: text) {
                            failures.append(ConformanceFailure(.keyWriting, "'\(sample)' read by \(reading.identifier) as \(role): the key writer's section differs from sectionIndex(for:) of the reading\(reused)"))
                        }
                        var bytes: [UInt8] = [9, 9]
                        var utf8 = sample
                        let bytesSection = utf8.withUTF8 { writer.appendKey(forReadingOfUTF8: $0, to: &bytes) }
                        if bytes != written || bytesSection != section {
                            failures.append(ConformanceFailure(.keyWriting, "'\(sample)' read by \(reading.identifier) as \(role): the key writer's key or section for the name's UTF-8 differs from the one for the string\(reused)"))
                        }
                    }
                }
            }
        }
        return failures
    }

    // MARK: Concurrency
    //
    // The checks run on threads of their own, not tasks: a collator that shares state between
    // its users shows it only when two of them work at the same moment, and tasks run on a pool
    // as wide as the machine's cores, which other work (other tests) may hold, leaving one
    // thread to run every task in turn. The system's scheduler interleaves threads even then.

    /// Many threads (`tasks` of them) using one collator at once get the keys and comparisons a
    /// single thread gets.
    public static func checkConcurrentUse(_ collator: any Collator, _ samples: [String], tasks: Int = 8, rounds: Int = 4) async -> [ConformanceFailure] {
        guard !samples.isEmpty else { return [] }
        let expected = samples.map { collator.sortKey(for: $0) }
        let orders = samples.indices.map { collator.compare(samples[$0], samples[($0 + 1) % samples.count]) }
        let mismatches = await onThreads(tasks) { worker in
            var bad = 0
            for round in 0..<rounds {
                for index in samples.indices where (index + worker + round) % 2 == 0 {
                    if collator.sortKey(for: samples[index]) != expected[index] { bad += 1 }
                    if collator.compare(samples[index], samples[(index + 1) % samples.count]) != orders[index] { bad += 1 }
                }
            }
            return bad
        }.reduce(0, +)
        return mismatches == 0 ? [] : [ConformanceFailure(.concurrency, "\(mismatches) keys or comparisons differed when computed from many threads at once")]
    }

    /// `grouped` on `count` names (pairs of the samples) keyed on every core, and from `tasks`
    /// threads at once, equals the serial result.
    public static func checkConcurrentGrouping(_ collator: any Collator, _ samples: [String], count: Int = 20_000, tasks: Int = 4) async -> [ConformanceFailure] {
        guard !samples.isEmpty else { return [] }
        let names = (0..<count).map { samples[$0 % samples.count] + " " + samples[($0 / samples.count) % samples.count] }
        let collation = IndexedCollation(collator: collator)
        let serial = serialGroups(collation, names)
        var failures: [ConformanceFailure] = []
        if await collation.grouped(names, by: { $0 }).map(\.items) != serial {
            failures.append(ConformanceFailure(.concurrency, "grouping \(count) names with keys made on every core differs from the serial grouping"))
        }
        let differing = await onThreads(tasks) { _ in serialGroups(collation, names) != serial }.filter { $0 }.count
        if differing > 0 {
            failures.append(ConformanceFailure(.concurrency, "\(differing) of \(tasks) concurrent groupings of \(count) names differ from the serial grouping"))
        }
        return failures
    }

    /// `body` of each index below `count`, each on a thread of its own and all at once.
    private static func onThreads<Result: Sendable>(_ count: Int, _ body: @escaping @Sendable (Int) -> Result) async -> [Result] {
        await withCheckedContinuation { continuation in
            let results = UnsafeMutableBufferPointer<Result?>.allocate(capacity: count)
            results.initialize(repeating: nil)
            nonisolated(unsafe) let shared = results    // each thread writes its own element
            let group = DispatchGroup()
            for index in 0..<count {
                // A serial queue of its own runs on a thread of its own (it targets the global
                // queue that makes a thread rather than wait for one).
                DispatchQueue(label: "conformance.thread.\(index)").async(group: group) { shared[index] = body(index) }
            }
            group.notify(queue: .global()) {
                let values = shared.compactMap { $0 }
                shared.deinitialize()
                shared.deallocate()
                continuation.resume(returning: values)
            }
        }
    }

    /// The grouping on this thread alone (in an `async` function, a plain call would pick the
    /// parallel overload).
    private static func serialGroups(_ collation: IndexedCollation, _ names: [String]) -> [[String]] {
        collation.grouped(names, by: { $0 }).map(\.items)
    }
}
