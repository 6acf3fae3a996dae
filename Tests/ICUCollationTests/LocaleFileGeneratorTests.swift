import Foundation
import TestSupport
import Testing

/// The locale files' generator, run as `generate-tables locales` runs it, against the ICU the
/// tests link: the committed files are what it writes today, and hand edits survive it.
@Suite("Locale file generator", .serialized)
struct LocaleFileGeneratorTests {
    /// The package's `locales/` folder.
    static let committed = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("locales")

    /// Runs the generator for `languages` into `folder`.
    func generate(_ languages: [String], into folder: URL) throws {
        let generator = try #require(BuiltProducts.url(named: "CollationTableGenerator"), "CollationTableGenerator was not built next to the tests")
        let reference = try #require(BuiltProducts.url(named: "icu-index-reference"))
        let process = Process()
        process.executableURL = generator
        process.arguments = ["locales", reference.path, folder.path] + languages
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
    }

    @Test("The committed files are what the generator writes from this ICU (zh as zh-Hans, Maltese IE*, variants that differ)")
    func committedFilesAreCurrent() throws {
        let folder = try TemporaryFolder()
        try generate(["sv", "mt", "zh", "sr", "ha", "de"], into: folder.url)
        let written = try FileManager.default.contentsOfDirectory(atPath: folder.url.path).sorted()
        // de-AT has labels of its own in ICU's data, but the same as de: no file.
        #expect(written == ["de.locale", "ha-NE.locale", "ha.locale", "mt.locale", "sr-Latn.locale", "sr.locale", "sv.locale",
                            "zh-Hans.locale", "zh-Hant.locale"])
        for name in written {
            let fresh = try String(contentsOf: folder.url.appendingPathComponent(name), encoding: .utf8)
            let shipped = try String(contentsOf: Self.committed.appendingPathComponent(name), encoding: .utf8)
            #expect(fresh == shipped, "\(name) differs from what the generator writes: run generate-tables locales")
        }
    }

    @Test("Hand edits below the marker survive regeneration and replace the generated line of their key")
    func handEditsSurvive() throws {
        let folder = try TemporaryFolder()
        let shipped = try String(contentsOf: Self.committed.appendingPathComponent("ja.locale"), encoding: .utf8)
        let edited = shipped + "other: 他\nsections: あ か\n"
        try edited.write(to: folder.url.appendingPathComponent("ja.locale"), atomically: true, encoding: .utf8)
        try generate(["ja"], into: folder.url)
        let regenerated = try String(contentsOf: folder.url.appendingPathComponent("ja.locale"), encoding: .utf8)
        let lines = regenerated.split(separator: "\n").map(String.init)
        #expect(lines.suffix(2) == ["other: 他", "sections: あ か"])
        #expect(lines.filter { $0.hasPrefix("sections:") } == ["sections: あ か"])
        #expect(lines.contains("locale: ja") && lines.contains("latin: yes"))
        // Regenerating again changes nothing.
        try generate(["ja"], into: folder.url)
        #expect(try String(contentsOf: folder.url.appendingPathComponent("ja.locale"), encoding: .utf8) == regenerated)
    }
}
