import CollationSearch
import Foundation
import PropertyBased
import TestSupport
import Testing

/// The page's search (`page.js`, the port of ``SearchFolding`` and ``SearchQuery`` that runs in
/// the browser) answers as the Swift matcher does: thousands of generated names and queries
/// ranked by both, under node, with the same answer. A failure prints its batch and the seed
/// that reproduces it, shrunk.
@Suite("The page's matcher against SearchQuery", .shrinking(true))
struct PageMatcherTests {
    static let pageScript = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/CollateCLI/Output/Page/page.js")

    /// node's path, if it is installed.
    static let node: String? = ["/usr/bin/node", "/usr/local/bin/node", "/opt/homebrew/bin/node"].first(where: FileManager.default.isExecutableFile)

    /// Pieces of names in the scripts the search reads: Chinese with surname and polyphonic
    /// readings, kana, Hangul, accented and fullwidth Latin, Cyrillic, astral Han, symbols.
    static let pieces = [
        "张", "王", "李", "曾", "单", "欧阳", "长孙", "乐", "重", "解", "三", "小明", "国藩", "田芳", "乐乐", "长沙", "重庆",
        "さくら", "ヤマモト", "ゆき", "しんじ", "ｱﾝﾄﾞｳ", "김민준", "박지훈", "이서연", "ㄱㅁ",
        "Émile", "Zoë", "anna", "O'Brien", "Jean-Luc", "Ærø", "ß", "ＡＢＣ", "Иван", "Νίκος", "J.Smith", "D’Angelo", "William",
        "Peterعبد",
        "𠀋", "😀", "007", "#tag", "·", "-", "_",
    ]
    static let queryUnits = ["z", "zh", "zhang", "s", "san", "zs", "zgf", "ceng", "zeng", "shan", "dan", "le", "yue", "chong",
                             "sakura", "saku", "si", "shi", "ㄱ", "ㄱㅁㅈ", "김", "e", "emile", "zoe", "an", "ob", "jean luc",
                             "ivan", "张", "三", "さ", "ａ", " ", "-", "'", "’", ".", "𠀋", "😀", "0", "wsmi", "smith", "js"]

    /// A name of one to three pieces, joined with or without spaces.
    static let names = zip(Gen<String?>.element(of: pieces).map { $0 ?? "" }.array(of: 1...3), Gen.bool)
        .map { pieces, spaced in pieces.joined(separator: spaced ? " " : "") }
    /// What someone types that is not taken from the name: units of readings, kana, jamo, symbols.
    static let typed = Gen<String?>.element(of: queryUnits).map { $0 ?? "" }.array(of: 1...2).map { $0.joined() }
    /// A batch of names, each with where its queries are cut (a reading's prefix, initials'
    /// lengths, a piece of the name) and one typed query: node runs once per batch.
    static let batches = zip(names, Gen.int(in: 0...60), Gen.int(in: 0...60), typed).array(of: 50...120)

    @Test("Every generated name and query: page.js folds and ranks as SearchFolding and SearchQuery",
          .enabled(if: node != nil || RequiredData.inCI, "needs node (Debian: apt-get install nodejs)"))
    func sameRanks() async throws {
        let node = try #require(Self.node, "node is not installed")
        let builder = SearchKeyBuilder()
        await propertyCheck(count: 40, input: Self.batches) { batch in
            var cases: [[String]] = []
            var expected: [String] = []
            for (name, cut, start, typed) in batch {
                let keys = builder.keys(for: name)
                let readings = keys.line.split(separator: "\t").map(String.init) + [name]
                let reading = readings[cut % readings.count]
                let units = reading.split(separator: " ").map { String($0.split(separator: "|").first ?? "") }
                let scalars = Array(name.unicodeScalars)
                let from = start % max(1, scalars.count)
                let queries = [
                    String(reading.prefix(1 + cut % max(1, reading.count))),
                    units.map { String($0.prefix(1 + cut % 2)) }.joined(separator: cut % 3 == 0 ? " " : ""),
                    String(String.UnicodeScalarView(scalars[from..<min(scalars.count, from + 1 + cut % 3)])),
                    // Units typed with one skipped (the second).
                    units.enumerated().filter { $0.offset != 1 }.map { String($0.element.prefix(1 + cut % 3)) }.joined(),
                    typed,
                ]
                for query in queries where !SearchQuery(query).isEmpty {
                    cases.append([keys.line, query])
                    expected.append("\(SearchFolding.fold(query)).\(SearchQuery(query).rank(of: keys)?.rawValue ?? -1)")
                }
            }
            guard let answers = try? Self.pageAnswers(cases, node: node) else {
                Issue.record("node did not run page.js")
                return
            }
            let differences = zip(cases, zip(answers, expected)).filter { $1.0 != $1.1 }
                .map { "\($0[1].debugDescription) on \($0[0].debugDescription): page.js \($1.0), Swift \($1.1)" }
            #expect(differences.isEmpty, "\(differences.count) of \(cases.count) differ, first: \(differences.prefix(5))")
        }
    }

    /// page.js's answer for each `[keys line, query]`: the folded query and its rank (-1 for
    /// none), as `folded.rank`, from one node run.
    static func pageAnswers(_ cases: [[String]], node: String) throws -> [String] {
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
            const out = input.cases.map(([line, query]) => { const q = matcher.fold(query); return q + '.' + matcher.rank(line, q); });
            process.stdout.write(JSON.stringify(out));
            """)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: node)
        process.arguments = [harness, pageScript.path, input]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0, let answers = try JSONSerialization.jsonObject(with: output) as? [String],
              answers.count == cases.count else { throw CocoaError(.fileReadCorruptFile) }
        return answers
    }
}
