@testable import Collation
import LatinCollation
import PropertyBased
import Testing

/// Contacts' names in parts held as bytes: what goes in comes out, and keys from the store are
/// the keys of the parts.
@Suite("Names in parts held as bytes")
struct PartsStoreTests {
    /// Parts in every role, with and without a written form, from texts that look alike: the
    /// same letters composed and decomposed, a text split differently over two parts.
    static let part = zip(Gen<String?>.element(of: ["", "é", "e\u{301}", "ab", "a", "b", "王"]).map { $0 ?? "" },
                          Gen<TextRole?>.element(of: [.text, .personName, .familyName, .givenName]).map { $0 ?? .text },
                          Gen<String??>.element(of: [nil, "", "やまだ", "e\u{301}"]).map { $0 ?? nil })
        .map { NamePart($0.0, role: $0.1, written: $0.2) }
    static let names = part.array(of: 0...3)
    static let lists = names.array(of: 0...60)

    /// Whether two names in parts are the same, byte for byte (not Swift's string equality,
    /// which takes "é" and "e\u{301}" for one).
    static func sameBytes(_ a: [NamePart], _ b: [NamePart]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { x, y in
            x.role == y.role && Array(x.text.utf8) == Array(y.text.utf8) && x.written.map { Array($0.utf8) } == y.written.map { Array($0.utf8) }
        }
    }

    @Test("Two names in parts are written as the same bytes exactly when they are the same parts, byte for byte")
    func bytesTellPartsApart() async {
        await propertyCheck(count: 500, input: Self.names, Self.names) { a, b in
            var first: [UInt8] = [], second: [UInt8] = []
            PartsStore.write(a, to: &first)
            PartsStore.write(b, to: &second)
            #expect((first == second) == Self.sameBytes(a, b))
        }
    }

    @Test("Every name comes out of the store as it went in, byte for byte, also after joining stores")
    func roundTrip() async {
        await propertyCheck(count: 300, input: Self.lists, Self.lists) { first, second in
            var store = PartsStore(first)
            store.append(contentsOf: PartsStore(second))
            let all = first + second
            #expect(store.count == all.count)
            for (index, parts) in all.enumerated() {
                #expect(Self.sameBytes(store[index], parts))
            }
        }
    }

    @Test("A name is keyed as a plain name exactly when it is one part in the collation's role without a written form")
    func singleParts() async {
        let roles: [TextRole?] = [nil, .text, .personName, .familyName]
        await propertyCheck(count: 500, input: Self.names) { parts in
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
                #expect(Self.sameBytes(reread, parts))
            }
            _ = bytes.withUnsafeBufferPointer { PartsStore.singleText(of: $0, role: .personName) }
        }
    }

    @Test("Names in parts keyed from the store get each name's key(for:), repeated ones too, and the keys' order")
    func keysFromTheStore() async throws {
        let collation = try IndexedCollation(locale: "en", registry: ProviderRegistry([LatinCollationProvider()]))
        await propertyCheck(count: 60, input: Self.lists) { names in
            // Every name again in reverse, so that the store's repeats are keyed by copy.
            let names = names + names.reversed()
            let store = PartsStore(names)
            let keys = await collation.keys(for: store)
            #expect(keys == names.map { collation.key(for: $0) })
            #expect(await collation.sectionedPositions(of: store).flatMap(\.items) == Self.order(of: keys))
            // Every part read as text, its written form left out (the tool's --text).
            let asText = names.map { $0.map { NamePart($0.text, role: .text) } }
            let textKeys = await collation.keys(for: store, everyPartAs: .text)
            #expect(textKeys == asText.map { collation.key(for: $0) })
            #expect(await collation.sectionedPositions(of: store, everyPartAs: .text).flatMap(\.items) == Self.order(of: textKeys))
        }
    }

    /// Positions ordered by section, then key bytes, then position.
    static func order(of keys: [CollationKey]) -> [Int] {
        keys.indices.sorted { a, b in
            if keys[a].section != keys[b].section { return keys[a].section < keys[b].section }
            let order = SortKey.compareBytes(keys[a].sortKey.bytes, keys[b].sortKey.bytes)
            return order != 0 ? order < 0 : a < b
        }
    }
}
