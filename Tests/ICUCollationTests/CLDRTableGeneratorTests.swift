import Foundation
import TestSupport
import Testing

/// The CLDR collation tables' generator, run as `generate-tables cldr-collation` runs it, against
/// the ICU the tests link: the committed tables are what it writes today, byte for byte (a hand
/// edit, or tables left behind by a new ICU, fails here: run `generate-tables cldr-collation`).
@Suite("CLDR table generator")
struct CLDRTableGeneratorTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test("The committed tables are what the generator writes from this ICU")
    func committedTablesAreCurrent() throws {
        let generator = try #require(BuiltProducts.url(named: "CollationTableGenerator"), "CollationTableGenerator was not built next to the tests")
        let reference = try #require(BuiltProducts.url(named: "icu-index-reference"))
        let folder = try TemporaryFolder()
        let output = folder.url.appendingPathComponent("CLDRTables+Data.swift")
        let bytes = folder.url.appendingPathComponent("cldr_tables.c")
        let process = Process()
        process.executableURL = generator
        process.arguments = ["cldr-collation", reference.path, Self.root.appendingPathComponent("locales").path, output.path, bytes.path]
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let fresh = try Data(contentsOf: output)
        let committed = try Data(contentsOf: Self.root.appendingPathComponent("Sources/CLDRCollation/Generated/CLDRTables+Data.swift"))
        #expect(Bool(fresh == committed), "Sources/CLDRCollation/Generated/CLDRTables+Data.swift differs from what the generator writes: run generate-tables cldr-collation")
        #expect(fresh.count > 50_000)
        let freshBytes = try Data(contentsOf: bytes)
        let committedBytes = try Data(contentsOf: Self.root.appendingPathComponent("Sources/CCLDRTables/cldr_tables.c"))
        #expect(Bool(freshBytes == committedBytes), "Sources/CCLDRTables/cldr_tables.c differs from what the generator writes: run generate-tables cldr-collation")
        #expect(freshBytes.count > 4_000_000)
    }
}
