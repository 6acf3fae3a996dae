import Foundation
import TestSupport
import Testing

/// `collate group --format html` in a real headless Chromium: the page a person opens.
///
/// `Tests/browser/page-check.py` drives the browser over the DevTools protocol (real mouse
/// clicks and typing) and reports what the page shows. Outside CI, without Chromium, the tests
/// cancel themselves with the reason; in CI (which installs it) a missing browser fails.
@Suite("The HTML page in a browser", .serialized)
struct PageBrowserTests {
    static let driver = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("browser/page-check.py").path

    /// A list long enough to scroll, in many sections and scripts, with a name that is markup.
    static let names: [String] = {
        let cjk = ["李", "王", "刘", "陈", "박", "최", "さとう"]
        let latin = ["Müller", "Öberg", "Brown", "Garcia", "Nguyễn", "Иванов", "Evans"]
        let given = ["Anna", "Bob", "Yusuf", "Ivan", "Quinn", "Tom", "Xavier", "Dana", "Ken", "민지", "はなこ", "伟", "芳"]
        return cjk.flatMap { f in given.map { "\(f)\($0)" } } + latin.flatMap { f in given.map { "\($0) \(f)" } }
            + ["张三", "曾国藩", "诸葛亮", "William John Smith", "O'Shea", "J.Smith", "김민준", "さくら", "Émile Zola", "<script>window.__injected = true</script>",
               "<img src=x onerror=\"window.__injected=true\">", "Tom & Jerry", "Fish &amp; Chips", "A &lt;b&gt; tag"]
    }()

    /// Runs the driver on a page of `names`, or cancels (outside CI) when there is no browser.
    static func check(_ names: [String], flags: [String] = ["--locale", "zh-Hans"], driverFlags: [String]) throws -> [String: Any] {
        let environment = ProcessInfo.processInfo.environment
        let found = try CLIRunner.run(URL(fileURLWithPath: "/usr/bin/env"), ["sh", "-c", "command -v chromium || command -v chromium-browser"])
        if found.status != 0 {
            let reason = "no chromium (apt-get install chromium); .ci/run installs it"
            if environment["CI"] != nil { Issue.record(Comment(rawValue: reason)); return [:] }
            try Test.cancel(Comment(rawValue: reason))
        }
        let folder = try TemporaryFolder()
        let input = try folder.file("names.txt", names.joined(separator: "\n") + "\n")
        let page = folder.url.appendingPathComponent("page.html").path
        let written = try CLIRunner.run(["group", "--format", "html", "--output", page] + flags + [input])
        #expect(written.status == 0, "\(written.stderr)")
        let result = try CLIRunner.run(URL(fileURLWithPath: "/usr/bin/env"), ["python3", driver, page] + driverFlags)
        #expect(result.status == 0, "\(result.stderr)")
        return try result.json()
    }

    @Test("The page shows every section title and every name, escaped: markup in a name is text, and never runs")
    func everything() throws {
        let report = try Self.check(Self.names, driverFlags: [])
        let grouped = try CLIRunner.run(["group", "--format", "json", "--locale", "zh-Hans"], input: Data((Self.names.joined(separator: "\n") + "\n").utf8))
        let sections = try grouped.sections()
        #expect(report["titles"] as? [String] == sections.compactMap { $0["title"] as? String })
        let expected = sections.flatMap { ($0["items"] as? [[String: Any]] ?? []).compactMap { $0["name"] as? String } }
        #expect(report["names"] as? [String] == expected)
        #expect((report["names"] as? [String])?.contains("<script>window.__injected = true</script>") == true)
        // An entity in a name is shown as typed, not decoded: the page escapes every &.
        #expect((report["names"] as? [String])?.contains("Fish &amp; Chips") == true)
        #expect(report["injected"] as? Bool == false)
    }

    @Test("Clicking an index entry scrolls its section to the top, under the search box")
    func indexClicks() throws {
        let report = try Self.check(Self.names, driverFlags: ["--click", "L", "--click", "W", "--click", "E"])
        let clicks = try #require(report["clicks"] as? [[String: Any]])
        #expect(clicks.count == 3)
        for click in clicks {
            #expect(click["found"] as? Bool == true)
            #expect(click["topSection"] as? String == click["label"] as? String, "\(click)")
        }
        #expect((clicks.first?["scrollY"] as? Double ?? 0) > 0)
    }

    @Test("A short window condenses the index bar with dots, every section still reachable")
    func condensedIndex() throws {
        let report = try Self.check(Self.names, driverFlags: ["--window", "420,260", "--click", "•"])
        let index = try #require(report["index"] as? [String])
        #expect(index.contains("•"))
        #expect(index.count < 27 && index.count >= 5, "\(index)")
        #expect(index.first == "A" && index.last == "#")
        let click = try #require((report["clicks"] as? [[String: Any]])?.first)
        #expect(click["found"] as? Bool == true)
        #expect((click["topSection"] as? String).map { $0 != "A" } == true, "a dot jumps past A: \(click)")
    }

    @Test("Typing in the search box filters with the search keys: the issue's queries find their names first")
    func search() throws {
        let queries = [("zs", "张三"), ("zgf", "曾国藩"), ("ㄱㅁㅈ", "김민준"), ("sakura", "さくら"), ("emile", "Émile Zola"), ("zhang san", "张三")]
        let report = try Self.check(Self.names, driverFlags: queries.flatMap { ["--query", $0.0] } + ["--query", "qqqq"])
        let results = try #require(report["queries"] as? [[String: Any]])
        #expect(results.count == queries.count + 1)
        for (result, (query, first)) in zip(results, queries) {
            #expect((result["names"] as? [String])?.first == first, "\(query): \(result)")
            #expect(result["listHidden"] as? Bool == true)
        }
        #expect((results.last?["names"] as? [String])?.isEmpty == true)
    }

    @Test("The page's ranks are collate search's ranks for the same list")
    func sameRanksAsTheTool() throws {
        let queries = ["z", "zs", "an", "ㄱ", "sa", "i"]
        let report = try Self.check(Self.names, driverFlags: queries.flatMap { ["--query", $0] })
        let results = try #require(report["queries"] as? [[String: Any]])
        let input = Data((Self.names.joined(separator: "\n") + "\n").utf8)
        for (result, query) in zip(results, queries) {
            let tool = try CLIRunner.run(["search", "--format", "json", "--locale", "zh-Hans", query], input: input).json()
            let matches = try #require(tool["matches"] as? [[String: Any]])
            // The page shows at most 300 rows.
            #expect(result["names"] as? [String] == Array(matches.compactMap { $0["name"] as? String }.prefix(300)), "\(query)")
            #expect(result["ranks"] as? [String] == Array(matches.compactMap { $0["rank"] as? String }.prefix(300)), "\(query)")
        }
    }

    @Test("The keypad: clicking its keys finds names by their readings' digits, ranked as collate search --keypad ranks")
    func keypad() throws {
        let typed = ["943", "9364", "2364", "726", "4826", "9764", "945", "76484"]
        let report = try Self.check(Self.names, driverFlags: typed.flatMap { ["--keypad", $0] })
        let results = try #require(report["keypad"] as? [[String: Any]])
        #expect(results.count == typed.count)
        let input = Data((Self.names.joined(separator: "\n") + "\n").utf8)
        for (result, digits) in zip(results, typed) {
            #expect(result["shown"] as? String == digits)
            let tool = try CLIRunner.run(["search", "--format", "json", "--locale", "zh-Hans", "--keypad", digits], input: input)
            let matches = (try? tool.json()["matches"] as? [[String: Any]]) ?? []
            #expect(result["names"] as? [String] == Array(matches.compactMap { $0["name"] as? String }.prefix(300)), "\(digits)")
            #expect(result["ranks"] as? [String] == Array(matches.compactMap { $0["rank"] as? String }.prefix(300)), "\(digits)")
            // Each digit narrows: the rows never grow as digits are typed.
            let counts = result["counts"] as? [Int] ?? []
            #expect(counts == counts.sorted(by: >), "\(digits): \(counts)")
        }
        #expect((results[0]["names"] as? [String])?.first == "曾国藩")
        #expect((results[1]["names"] as? [String])?.first == "曾国藩")
        #expect((results[2]["names"] as? [String])?.contains("曾国藩") == false)
        // A middle word skipped (ranked last), all initials before a mixed prefix, a word after a dot.
        #expect((results[5]["names"] as? [String])?.contains("William John Smith") == true)
        #expect((results[5]["ranks"] as? [String])?.last == "skipping")
        let ranks945 = Dictionary(zip(results[6]["names"] as? [String] ?? [], results[6]["ranks"] as? [String] ?? []), uniquingKeysWith: { a, _ in a })
        #expect(ranks945["诸葛亮"] == "initials")
        #expect((results[7]["names"] as? [String])?.contains("J.Smith") == true)
        #expect(results[0]["keyLabels"] as? [String] == ["ABC", "DEF", "GHI", "JKL", "MNO", "PQRS", "TUV", "WXYZ"])
        #expect(report["afterErase"] as? String == "7648")
        #expect(report["injected"] as? Bool == false)
    }

    @Test("A Russian page's keypad shows and types the Cyrillic letters too")
    func cyrillicKeypad() throws {
        let report = try Self.check(Self.names, flags: ["--locale", "ru"], driverFlags: ["--keypad", "4225"])
        let result = try #require((report["keypad"] as? [[String: Any]])?.first)
        #expect((result["names"] as? [String])?.contains("Ivan Иванов") == true, "\(result)")
        #expect((result["keyLabels"] as? [String])?.first == "ABC АБВГ")
    }
}
