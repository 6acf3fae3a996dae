@testable import Collation
import LatinCollation
import Testing

@Suite("Locale data files")
struct LocaleDataTests {
    @Test("Japanese's file puts the kana rows first; no other built-in file has a script order")
    func scriptOrders() throws {
        let catalog = LocaleCatalog.builtIn()
        #expect(try catalog.lookup(LocaleIdentifier("ja"))?.scriptOrder == ["Hrkt", "Hani", "Latn"])
        #expect(catalog.all.filter { !$0.scriptOrder.isEmpty }.map(\.identifier.identifier) == ["ja"])
    }

    @Test("Every built-in locale file parses and is named after its locale")
    func builtInFilesParse() throws {
        let catalog = LocaleCatalog.builtIn()
        #expect(catalog.problems.isEmpty, "\(catalog.problems)")
        #expect(catalog.all.count > 200)   // every ICU locale with labels of its own, and the root layout
        for data in catalog.all {
            #expect(!data.sections.isEmpty, "\(data.identifier)")
            #expect(Set(data.sections.map(\.title)).count == data.sections.count, "\(data.identifier)")
            #expect(data.overflowTitle == "#", "\(data.identifier)")
        }
        #expect(catalog.entry("en")?.sections.map(\.title).joined() == "ABCDEFGHIJKLMNOPQRSTUVWXYZ")
        #expect(catalog.entry("zh-Hans")?.sections.count == 26)
    }

    @Test("The catalog falls back from specific tags to the files it has")
    func fallback() throws {
        let catalog = LocaleCatalog.builtIn()
        #expect(catalog.data(for: try LocaleIdentifier("en-US"))?.identifier.identifier == "en")
        #expect(catalog.data(for: try LocaleIdentifier("zh-CN"))?.identifier.identifier == "zh-Hans")
        #expect(catalog.data(for: try LocaleIdentifier("zh"))?.identifier.identifier == "zh-Hans")
    }

    @Test("A complete file parses into sections, boundaries, index titles and flags")
    func parsesFullFile() throws {
        let text = """
            # Comment
            locale: xx-Latn
            name: Example
            source: made up
            sections: A B C=\\u0043\\u{301}
            sections: D
            other: *
            index: A • D *
            latin: yes
            script-order: Latn Cyrl
            """
        let data = try LocaleData(parsing: text, file: "xx.locale")
        #expect(data.scriptOrder == ["Latn", "Cyrl"])
        #expect(ScriptOrder.localeData.codes(for: data) == ["Latn", "Cyrl"])
        #expect(ScriptOrder.collation.codes(for: data).isEmpty)
        #expect(ScriptOrder.scripts(["Grek"]).codes(for: data) == ["Grek"])
        #expect(data.identifier.identifier == "xx-Latn")
        #expect(data.sections.map(\.title) == ["A", "B", "C", "D"])
        #expect(data.sections[2].boundary == "C\u{301}")
        #expect(data.overflowTitle == "*")
        #expect(data.indexTitles == ["A", "•", "D", "*"])
        #expect(data.includesLatin)
        let layout = SectionLayout(data: data, titles: data.sections.map(\.title))
        #expect(layout.titles == ["A", "B", "C", "D", "*"])
        #expect(layout.indexTargets == [0, 1, 3, 4])
    }

    @Test("Malformed files name the file, the line and the problem", arguments: [
        ("locale: en\nname: E\nsections: A\nbogus: 1", 4, "unknown key 'bogus'"),
        ("locale: en\nname: E\nsections: A A", 3, "listed twice"),
        ("locale: en\nname: E\nname: F\nsections: A", 3, "given twice"),
        ("locale: e!\nname: E\nsections: A", 1, "invalid locale"),
        ("locale: en\nname: E\nsections: A=\\q", 3, "only \\u escapes"),
        ("locale: en\nname: E\nsections: A\nlatin: maybe", 4, "'yes' or 'no'"),
        ("locale: en\nname: E\nsections: A\nindex: A Q", 4, "not a section title"),
        ("locale: en\njust words", 2, "expected 'key: value'"),
        ("locale: en\nname: E\nsections: A\nscript-order: Hrkt Kanji", 4, "ISO 15924 script codes"),
    ])
    func reportsLine(text: String, line: Int, fragment: String) {
        #expect {
            try LocaleData(parsing: text, file: "bad.locale")
        } throws: { error in
            guard let error = error as? FileProblem else { return false }
            return error.file == "bad.locale" && error.line == line && error.description.contains(fragment)
                && error.description.hasPrefix("bad.locale:\(line): ")
        }
    }

    @Test("Missing required lines are errors for the file", arguments: [
        ("name: E\nsections: A", "missing 'locale"), ("locale: en\nsections: A", "missing 'name"),
        ("locale: en\nname: E", "missing 'sections"), ("locale: en\nname: E\nsections: A #", "also a section title"),
    ])
    func reportsMissing(text: String, fragment: String) {
        #expect(throws: FileProblem.self) { try LocaleData(parsing: text, file: "f") }
        do {
            _ = try LocaleData(parsing: text, file: "f")
        } catch {
            #expect(error.description.contains(fragment))
            #expect(error.line == nil)
        }
    }
}

/// What a built-in file that does not parse does: it is reported, never skipped in silence.
@Suite("Malformed built-in locale files")
struct MalformedBuiltInTests {
    @Test("A malformed file is an error naming its line when its locale is used, and a listed problem")
    func malformedFileIsReported() throws {
        let catalog = LocaleCatalog(files: [
            (name: "xx.locale", text: "locale: xx\nname: Broken\nsections: A A\n"),
            (name: "root.locale", text: "locale: root\nname: Root\nsections: A B\n"),
        ])
        let xx = try LocaleIdentifier("xx")
        #expect(catalog.data(for: xx) == nil)
        #expect(catalog.problems.map(\.description) == ["locales/xx.locale:3: section 'A' is listed twice"])
        #expect(throws: CollationError.malformedLocaleData(catalog.problems[0])) { try catalog.lookup(xx) }
        // The registry refuses the locale instead of falling back to the root layout.
        let registry = ProviderRegistry([LatinCollationProvider()], catalog: catalog)
        #expect(throws: CollationError.self) { try registry.makeCollator(locale: xx) }
        #expect(try registry.makeCollator(locale: LocaleIdentifier("yy")).sections.titles == ["A", "B", "#"])
    }

    @Test("The built-in files' source lines, read without parsing the files, are the parsed files' sources")
    func sourcesWithoutParsing() {
        let parsed = LocaleCatalog.builtIn().all.compactMap(\.source).sorted()
        #expect(!parsed.isEmpty)
        #expect(LocaleCatalog.builtInSources().sorted() == parsed)
    }

    @Test("A source line is found as the parser finds it: after comments and blank lines, with CRLF line ends, trimmed")
    func sourceLineLikeTheParser() throws {
        let texts = [
            "# A comment: source: not this one\r\n\r\nlocale: xx\r\nname: X\r\n  source:  CLDR x.xml \r\nsections: A B\r\n",
            "\u{FEFF}locale: xx\nname: X\nsections: A B\nsource: last line without a line end",
            "locale: xx\nname: X\nsections: A B\n",
            // Keys in another case or spaced, white space the byte test does not know, lines
            // that start with an "s" but are not the source, a BOM before the source line.
            "locale: xx\nname: X\nsections: A B\nSOURCE : upper case\n",
            "locale: xx\nname: X\n\u{3000}source:\u{00A0}after an ideographic space\u{2003}\nsections: A B\n",
            "locale: xx\nname: X\nsections: S T\nsource\t:\ttabs\r\n",
            "\u{FEFF}source: first line after a BOM\nlocale: xx\nname: X\nsections: A B\n",
            "locale: xx\nname: X\n\u{85}script-order: Latn\nsections: A B\n#source: a comment\n",
        ]
        for text in texts {
            let parsed = try LocaleData(parsing: text, file: "xx.txt")
            #expect(LocaleData.source(inFile: text) == parsed.source, "\(text.debugDescription)")
        }
    }
}
