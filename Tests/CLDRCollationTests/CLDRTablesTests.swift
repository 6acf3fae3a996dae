@testable import CLDRCollation
import Foundation
import Testing

/// The generated tables' text, decoded as Foundation decodes base 64.
@Suite("The generated tables' text")
struct CLDRTablesTests {
    @Test("Every base-64 literal of every collation decodes to Foundation's bytes")
    func base64AsFoundation() throws {
        var literals = 0
        for source in CLDRTables.collations {
            for literal in [source.trie, source.mappings, source.ces, source.ce32s, source.contexts, source.reorderTable,
                            source.compressibleBytes, source.scripts] where literal.utf8CodeUnitCount > 0 {
                let text = literal.withUTF8Buffer { String(decoding: $0, as: UTF8.self) }
                let expected = try #require(Data(base64Encoded: text, options: .ignoreUnknownCharacters))
                #expect(CLDRTables.bytes(literal) == [UInt8](expected))
                literals += 1
            }
        }
        #expect(literals > 300)
        // Padding: one and two "=".
        #expect(CLDRTables.bytes("QUI=") == Array("AB".utf8))
        #expect(CLDRTables.bytes("QQ==") == Array("A".utf8))
        #expect(CLDRTables.bytes("") == [])
    }
}
