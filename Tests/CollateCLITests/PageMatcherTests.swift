import CollationSearch
import Foundation
import TestSupport
import Testing

/// The page's search (`page.js`, the port of ``SearchFolding`` and ``SearchQuery`` that runs in
/// the browser) answers as the Swift matcher does: thousands of generated names and queries
/// ranked by both, under node, with the same answer.
@Suite("The page's matcher against SearchQuery")
struct PageMatcherTests {
    static let pageScript = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/CollateCLI/Output/Page/page.js")

    /// node's path, if it is installed.
    static let node: String? = ["/usr/bin/node", "/usr/local/bin/node", "/opt/homebrew/bin/node"].first(where: FileManager.default.isExecutableFile)

    /// A reproducible generator (SplitMix64), so that a failure names the seed that gives it.
    struct Generator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        mutating func int(_ range: Range<Int>) -> Int { range.lowerBound + Int(next() % UInt64(range.count)) }
        mutating func element<T>(_ items: [T]) -> T { items[int(0..<items.count)] }
        mutating func chance(_ percent: Int) -> Bool { int(0..<100) < percent }
    }

    /// Pieces of names in the scripts the search reads: Chinese with surname and polyphonic
    /// readings, kana, Hangul, accented and fullwidth Latin, Cyrillic, astral Han, symbols.
    static let pieces = [
        "张", "王", "李", "曾", "单", "欧阳", "长孙", "乐", "重", "解", "三", "小明", "国藩", "田芳", "乐乐", "长沙", "重庆",
        "さくら", "ヤマモト", "ゆき", "しんじ", "ｱﾝﾄﾞｳ", "김민준", "박지훈", "이서연", "ㄱㅁ",
        "Émile", "Zoë", "anna", "O'Brien", "Jean-Luc", "Ærø", "ß", "ＡＢＣ", "Иван", "Νίκος",
        "𠀋", "😀", "007", "#tag", "·", "-", "_",
    ]
    static let queryUnits = ["z", "zh", "zhang", "s", "san", "zs", "zgf", "ceng", "zeng", "shan", "dan", "le", "yue", "chong",
                             "sakura", "saku", "si", "shi", "ㄱ", "ㄱㅁㅈ", "김", "e", "emile", "zoe", "an", "ob", "jean luc",
                             "ivan", "张", "三", "さ", "ａ", " ", "-", "'", "𠀋", "😀", "0"]

    @Test("Every generated name and query: page.js folds and ranks as SearchFolding and SearchQuery",
          .enabled(if: node != nil || RequiredData.inCI, "needs node (Debian: apt-get install nodejs)"))
    func sameRanks() throws {
        let node = try #require(Self.node, "node is not installed")
        let seed = UInt64(ProcessInfo.processInfo.environment["PAGE_MATCHER_SEED"] ?? "") ?? UInt64.random(in: 1...UInt64.max)
        var random = Generator(state: seed)
        let builder = SearchKeyBuilder()
        var cases: [[String]] = []
        var expected: [Int] = []
        var folds: [String] = []
        for _ in 0..<1500 {
            let name = (0..<random.int(1..<4)).map { _ in random.element(Self.pieces) }.joined(separator: random.chance(50) ? " " : "")
            let keys = builder.keys(for: name)
            let readings = keys.line.split(separator: "\t").map(String.init) + [name]
            var queries: [String] = []
            // A prefix of a reading, and its units by their first letters.
            let reading = random.element(readings)
            queries.append(String(reading.prefix(random.int(1..<(reading.count + 1)))))
            let units = reading.split(separator: " ").map { String($0.split(separator: "|").first ?? "") }
            queries.append(units.map { String($0.prefix(random.int(1..<3))) }.joined(separator: random.chance(30) ? " " : ""))
            // A piece of the name as written, and typed units from anywhere.
            let scalars = Array(name.unicodeScalars)
            let start = random.int(0..<scalars.count)
            queries.append(String(String.UnicodeScalarView(scalars[start..<min(scalars.count, start + random.int(1..<4))])))
            queries.append((0..<random.int(1..<3)).map { _ in random.element(Self.queryUnits) }.joined())
            for query in queries where !SearchQuery(query).isEmpty {
                cases.append([keys.line, query])
                expected.append(SearchQuery(query).rank(of: keys)?.rawValue ?? -1)
                folds.append(SearchFolding.fold(query))
            }
        }
        let folder = try TemporaryFolder()
        let data: [String: Any] = [
            "fold": SearchFolding.latinTable.map { [$0.letter, $0.folded] },
            "hangul": ["leading": SearchFolding.Hangul.leading, "trailing": SearchFolding.Hangul.trailing],
        ]
        let input = try folder.file("cases.json", String(decoding: try JSONSerialization.data(withJSONObject: ["data": data, "cases": cases]), as: UTF8.self))
        let harness = try folder.file("harness.js", """
            const fs = require('fs');
            const { makeMatcher } = require(process.argv[2]);
            const input = JSON.parse(fs.readFileSync(process.argv[3], 'utf8'));
            const matcher = makeMatcher(input.data);
            const out = input.cases.map(([line, query]) => { const q = matcher.fold(query); return [q, matcher.rank(line, q)]; });
            process.stdout.write(JSON.stringify(out));
            """)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: node)
        process.arguments = [harness, Self.pageScript.path, input]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let answers = try #require(try JSONSerialization.jsonObject(with: output) as? [[Any]])
        #expect(answers.count == cases.count)
        #expect(cases.count > 3000)
        var differences: [String] = []
        for (index, answer) in answers.enumerated() {
            let folded = answer.first as? String, rank = answer.last as? Int
            if folded != folds[index] || rank != expected[index] {
                differences.append("\(cases[index][1].debugDescription) on \(cases[index][0].debugDescription): page.js \(folded ?? "?").\(rank ?? -9), Swift \(folds[index]).\(expected[index])")
            }
        }
        #expect(differences.isEmpty, "seed \(seed) (PAGE_MATCHER_SEED=\(seed) reproduces it): \(differences.count) differences, first: \(differences.prefix(5))")
    }
}
