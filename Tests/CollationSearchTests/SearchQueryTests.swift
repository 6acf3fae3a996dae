import Collation
import CollationContacts
import CollationSearch
import PinyinCollation
import PropertyBased
import Testing

@Suite("Search queries")
struct SearchQueryTests {
    let builder = SearchKeyBuilder()

    @Test("Each way of typing a name ranks as it should", arguments: [
        ("张三", "zhangsan", SearchRank.exact),
        ("张三", "zhang san", .exact),
        ("张三", "张三", .exact),
        ("张三", "zhangs", .prefix),
        ("张三", "zhang s", .prefix),
        ("张三", "张", .prefix),
        ("张三", "zs", .initials),
        ("张三", "z san", .mixed),
        ("张三", "zhsan", .mixed),
        ("张三", "zsa", .mixed),
        ("张三", "san", .substring),
        ("张三", "三", .substring),
        ("曾国藩", "zgf", .initials),
        ("曾国藩", "zengguofan", .exact),
        ("曾国藩", "cgf", nil),
        ("单田芳", "shantianfang", .exact),
        ("重庆", "chongqing", .exact),
        ("吕布", "lvbu", .exact),
        ("吕布", "lubu", .exact),
        ("吕布", "lü", .prefix),
        ("김민준", "ㄱㅁㅈ", .initials),
        ("김민준", "김민", .prefix),
        ("김민준", "김미", .prefix),
        ("김민준", "김민준", .exact),
        ("さくら", "sakura", .exact),
        ("さくら", "saku", .prefix),
        ("さくら", "skr", .initials),
        ("さくら", "サクラ", .exact),
        ("Émile Zola", "emile zola", .exact),
        ("Émile Zola", "émile", .prefix),
        ("Émile Zola", "EMILE", .prefix),
        ("Émile Zola", "zola", .substring),
        ("Émile Zola", "ez", .initials),
        ("Émile Zola", "mile", .substring),
        ("Émile Zola", "xyz", nil),
        ("William John Smith", "wjs", .initials),
        ("William John Smith", "wjsmi", .mixed),
        ("William John Smith", "wsmi", .skipping),
        ("William John Smith", "w smith", .skipping),
        ("William John Smith", "jsmi", .substring),
        ("William John Smith", "smiw", nil),
        ("诸葛亮", "zgl", .initials),
        ("诸葛亮", "zl", .skipping),
        ("J.Smith", "jsmith", .exact),
        ("J.Smith", "smith", .substring),
        ("O'Shea", "oshea", .exact),
        ("O’Shea", "shea", .substring),
    ] as [(String, String, SearchRank?)])
    func ranks(name: String, query: String, rank: SearchRank?) {
        let role: TextRole = name.unicodeScalars.first.map { (0x3040...0x30FF).contains($0.value) } == true ? .text : .personName
        #expect(SearchQuery(query).rank(of: builder.keys(for: name, role: role)) == rank)
    }

    @Test("An empty or punctuation-only query matches nothing")
    func empty() {
        #expect(SearchQuery("").isEmpty)
        #expect(SearchQuery(" -,").isEmpty)
        #expect(SearchQuery("").rank(of: builder.keys(for: "张三")) == nil)
    }

    /// Names of one to four pieces from several scripts, with separators between some.
    static let names = Gen<String?>.element(of: [
        "张", "三", "曾", "国", "藩", "乐", "吕", "重", "庆", "김", "민", "준", "さ", "く", "ら", "きょ", "っ", "と",
        "ラー", "Émile", "Zoë", "ana", "Straße", " ", "-", "Иван",
    ]).map { $0 ?? "" }.array(of: 1...4).map { $0.joined() }

    @Test("Every prefix of a name's first reading, typed as it reads, matches it; the whole reading matches exactly")
    func everyPrefixMatches() async {
        await propertyCheck(count: 500, input: Self.names) { name in
            let keys = builder.keys(for: name)
            guard let reading = keys.readings.first else { return }
            let typed = reading.split(separator: " ").map { String($0.split(separator: "|")[0]) }.joined()
            var prefix = ""
            for character in typed {
                prefix.append(character)
                #expect(SearchQuery(prefix).rank(of: keys).map { $0 <= .prefix } == true, "\(prefix) for \(name)")
            }
            #expect(SearchQuery(typed).rank(of: keys) == .exact, "\(typed) for \(name)")
        }
    }

    @Test("The first letter of every unit, typed in order, matches at least by initials")
    func initialsMatch() async {
        await propertyCheck(count: 500, input: Self.names) { name in
            let keys = builder.keys(for: name)
            guard let reading = keys.readings.first else { return }
            let initials = reading.split(separator: " ").compactMap { $0.first.map(String.init) }.joined()
            #expect(SearchQuery(initials).rank(of: keys).map { $0 <= .initials } == true, "\(initials) for \(name)")
        }
    }

    @Test("Case, width and separators in the query do not change its rank")
    func foldingInvariance() async {
        await propertyCheck(count: 300, input: Self.names) { name in
            let keys = builder.keys(for: name)
            guard let reading = keys.readings.first else { return }
            let typed = reading.split(separator: " ").map { String($0.split(separator: "|")[0]) }
            let plain = SearchQuery(typed.joined(separator: " ")).rank(of: keys)
            #expect(SearchQuery(typed.joined(separator: "-").uppercased()).rank(of: keys) == plain)
        }
    }
}

@Suite("Search index")
struct SearchIndexTests {
    let builder = SearchKeyBuilder()

    func pinyinRegistry() -> ProviderRegistry {
        var registry = ProviderRegistry([])
        PinyinCollationProvider.register(in: &registry)
        return registry
    }

    func index(_ names: [String]) async throws -> SearchIndex<String> {
        let collation = try IndexedCollation(locale: "zh-Hans", provider: "pinyin", registry: pinyinRegistry())
        let sections = await collation.grouped(names, by: { $0 })
        let builder = builder
        return await SearchIndex(sections) { builder.keys(for: $0) }
    }

    @Test("The named queries find their contacts first", arguments: [
        ("zs", "张三"), ("zhangs", "张三"), ("zhang san", "张三"), ("z san", "张三"), ("zgf", "曾国藩"),
        ("ㄱㅁㅈ", "김민준"), ("sakura", "さくら"), ("emile", "Émile"), ("chongqing", "重庆"),
    ])
    func namedQueries(query: String, first: String) async throws {
        let names = ["章珊", "张三丰", "曾国藩", "张三", "赵四", "周杰", "김민준", "김민지", "さくら", "さくま", "Émile", "Emilia",
                     "重庆火锅", "重庆", "Zhang Shan", "Zeng Guofan"]
        let matches = try await index(names).matches(for: query)
        #expect(matches.first?.element == first, "\(query): \(matches.map(\.element))")
    }

    @Test("Matches come best rank first, ties in section order")
    func order() async throws {
        let matches = try await index(["张三丰", "章三", "赵四", "张三", "周山"]).matches(for: "zs")
        #expect(matches.map(\.element) == ["张三", "章三", "张三丰", "赵四", "周山"])
        #expect(matches.map(\.rank) == [.initials, .initials, .initials, .initials, .initials])
        let exact = try await index(["张三丰", "章三", "张三"]).matches(for: "zhangsan")
        #expect(exact.map(\.element) == ["张三", "章三", "张三丰"])
        #expect(exact.map(\.rank) == [.exact, .exact, .prefix])
        #expect(exact.map(\.sectionTitle) == ["Z", "Z", "Z"])
    }

    @Test("The index's answer is the rank of each name's keys, on a list large enough to run in parallel")
    func agreesWithRank() async throws {
        let pool = ["张三", "曾国藩", "김민준", "さくら", "Émile", "李四", "王五", "Анна", "Zoë"]
        let names = (0..<40_000).map { pool[$0 % pool.count] + String($0 % 7) }
        let index = try await index(names)
        for query in ["zs", "z", "ㄱ", "sa", "3", "e"] {
            let matches = index.matches(for: query)
            let expected = names.filter { SearchQuery(query).rank(of: builder.keys(for: $0)) != nil }.count
            #expect(matches.count == expected, "\(query)")
            #expect(zip(matches, matches.dropFirst()).allSatisfy { $0.rank <= $1.rank })
        }
        #expect(index.matches(for: "zs", limit: 3).count == 3)
    }

    @Test("The fast path, keys written straight into the store by several workers, stores the keys SearchKeyBuilder gives")
    func fastPathKeys() async throws {
        let pool = ["张三", "曾国藩", "乐乐", "김민준", "さくら", "きょうこ", "Émile Zola", "Иван", "O'Brien", "吕布"]
        let names = (0..<6_000).map { pool[$0 % pool.count] + String($0) }
        let collation = try IndexedCollation(locale: "zh-Hans", provider: "pinyin", registry: pinyinRegistry())
        let sections = await collation.grouped(names, by: { $0 })
        let fast = await SearchIndex(sections, builder: SearchKeyBuilder(), display: { $0 },
                                     spellings: { [[NamePart($0, role: .personName)]] })
        let slow = SearchKeyBuilder()
        #expect(fast.count == names.count)
        for position in 0..<fast.count {
            #expect(fast.keys(at: position) == slow.keys(for: fast.elements[position]))
        }
    }
}
