@testable import Collation
import LatinCollation
import PropertyBased
import Testing

/// Contacts' names in parts held as bytes: what goes in comes out, and keys from the store are
/// the keys of the parts.
@Suite("Names in parts held as bytes")
struct PartsStoreTests {
    typealias Names = RepeatedNameBytesTests

    @Test("Every name comes out of the store as it went in, byte for byte, also after joining stores")
    func roundTrip() async {
        await propertyCheck(count: 300, input: Names.lists, Names.lists) { first, second in
            var store = PartsStore(first)
            store.append(contentsOf: PartsStore(second))
            let all = first + second
            #expect(store.count == all.count)
            for (index, parts) in all.enumerated() {
                #expect(Names.sameBytes(store[index], parts))
            }
        }
    }

    @Test("A name is keyed as a plain name exactly when it is one part in the collation's role without a written form")
    func singleParts() async {
        let roles: [TextRole?] = [nil, .text, .personName, .familyName]
        await propertyCheck(count: 500, input: Names.names) { parts in
            var bytes: [UInt8] = []
            PartsStore.write(parts, to: &bytes)
            for role in [TextRole.personName, .text] {
                for readAs in roles {
                    let single = bytes.withUnsafeBufferPointer { PartsStore.singleText(of: $0, role: role, readAs: readAs).map { Array($0) } }
                    var read: [NamePart] = []
                    #expect(bytes.withUnsafeBufferPointer { PartsStore.read($0, as: readAs, into: &read) })
                    let plain = read.count == 1 && read[0].role == role && read[0].written == nil
                    #expect((single != nil) == plain)
                    if let single, plain { #expect(single == Array(read[0].text.utf8)) }
                    if readAs != nil { #expect(read.allSatisfy { $0.role == readAs && $0.written == nil }) }
                }
            }
        }
    }

    @Test("Bytes the store did not write are refused or read, never a crash")
    func foreignBytes() async {
        let bytes = Gen<UInt8?>.element(of: [0, 1, 2, 3, 4, 0x41, 0x80, 0x81, 0x83, 0xFF] as [UInt8]).map { $0 ?? 0 }.array(of: 0...24)
        await propertyCheck(count: 2_000, input: bytes) { bytes in
            var parts: [NamePart] = []
            let complete = bytes.withUnsafeBufferPointer { PartsStore.read($0, into: &parts) }
            if complete {
                // What was read is written back to bytes that read the same.
                var again: [UInt8] = []
                PartsStore.write(parts, to: &again)
                var reread: [NamePart] = []
                #expect(again.withUnsafeBufferPointer { PartsStore.read($0, into: &reread) })
                #expect(Names.sameBytes(reread, parts))
            }
            _ = bytes.withUnsafeBufferPointer { PartsStore.singleText(of: $0, role: .personName) }
        }
    }

    @Test("Names in parts held as bytes get the keys and the order of the same parts as arrays, repeated ones too")
    func keysFromTheStore() async throws {
        let collation = try IndexedCollation(locale: "en", registry: ProviderRegistry([LatinCollationProvider()]))
        await propertyCheck(count: 60, input: Names.lists) { names in
            // Every name again in reverse, so that the store's repeats are keyed by copy.
            let names = names + names.reversed()
            let store = PartsStore(names)
            #expect(await collation.keys(for: store) == (await collation.keys(for: names)))
            #expect(await collation.sectionedPositions(of: store).flatMap(\.items) == (await collation.sectionedPositions(of: names).flatMap(\.items)))
            let asText = names.map { $0.map { NamePart($0.text, role: .text) } }
            #expect(await collation.keys(for: store, everyPartAs: .text) == (await collation.keys(for: asText)))
            #expect(await collation.sectionedPositions(of: store, everyPartAs: .text).flatMap(\.items)
                    == (await collation.sectionedPositions(of: asText).flatMap(\.items)))
        }
    }
}
