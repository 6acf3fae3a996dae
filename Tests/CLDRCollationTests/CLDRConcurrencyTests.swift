import Collation
import Testing
@testable import CLDRCollation

/// The decoded tables are shared by every collator of the process and decoded when first asked
/// for, from whichever task asks: many tasks that ask at once for the same collations get the same
/// keys as one task alone (run under ThreadSanitizer by `.ci/run`).
@Suite struct CLDRConcurrencyTests {
    @Test("Tasks that decode and use the same collations at once get one task's keys")
    func concurrentFirstUse() async throws {
        let tags = ["sv", "ja", "zh-Hant", "ko", "ru", "th", "de-u-co-phonebk", "fr-CA", "ar", "hi", "es", "cs", "da", "el", "he", "vi"]
        let texts = ICUAgreementTests.fixed
        let results = await withTaskGroup(of: (String, [[UInt8]]).self) { group in
            for round in 0..<4 {
                for tag in tags {
                    group.addTask {
                        let keys = CLDRSortKeys(tag: tag)
                        var maker = keys?.makeKeyMaker()
                        return ("\(tag)#\(round)", texts.map { text in
                            var key: [UInt8] = []
                            maker?.appendKey(of: text, to: &key)
                            return key
                        })
                    }
                }
            }
            var all: [String: [[UInt8]]] = [:]
            for await (name, keys) in group { all[name] = keys }
            return all
        }
        for tag in tags {
            let alone = try #require(CLDRSortKeys(tag: tag))
            let expected = texts.map { alone.key($0) }
            for round in 0..<4 {
                #expect(results["\(tag)#\(round)"] == expected, "\(tag), round \(round)")
            }
        }
    }

    @Test("Tasks that call one collator's one-name keys and sections at once share its pool of key makers and get one task's answers")
    func sharedKeyMakers() async throws {
        let registry = ProviderRegistry([CLDRCollationProvider()])
        let collator = try registry.makeCollator(locale: try LocaleIdentifier("de"), provider: "cldr")
        let texts = ICUAgreementTests.fixed
        let expected = texts.map { (collator.sortKey(for: $0), collator.sectionIndex(for: $0)) }
        let results = await withTaskGroup(of: [(SortKey, Int)].self) { group in
            for _ in 0..<24 {
                group.addTask { texts.map { (collator.sortKey(for: $0), collator.sectionIndex(for: $0)) } }
            }
            var all: [[(SortKey, Int)]] = []
            for await result in group { all.append(result) }
            return all
        }
        #expect(results.count == 24)
        for result in results {
            #expect(result.map(\.0) == expected.map(\.0))
            #expect(result.map(\.1) == expected.map(\.1))
        }
    }

    @Test("A caller that finds every slot of the pool taken keys with a maker of its own, and the slot's maker is not disturbed")
    func everySlotTaken() throws {
        let keys = try #require(CLDRSortKeys(tag: "sv"))
        let pool = CLDRKeyMakerPool(keys: keys, slots: 1)
        let texts = ICUAgreementTests.fixed
        let expected = texts.map { keys.key($0) }
        var inner: [[UInt8]] = []
        let outer: [[UInt8]] = pool.withMaker { maker in
            texts.map { text in
                // The one slot is this caller's: the nested call gets a maker of its own.
                inner.append(pool.withMaker { nested in
                    var key: [UInt8] = []
                    nested.appendKey(of: text, to: &key)
                    return key
                })
                var key: [UInt8] = []
                maker.appendKey(of: text, to: &key)
                return key
            }
        }
        #expect(outer == expected)
        #expect(inner == expected)
        // The slot's maker is idle again and serves the next call.
        #expect(texts.map { text in pool.withMaker { maker in
            var key: [UInt8] = []
            maker.appendKey(of: text, to: &key)
            return key
        } } == expected)
    }
}
