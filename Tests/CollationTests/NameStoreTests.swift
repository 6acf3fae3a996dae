import Collation
import PropertyBased
import Testing

@Suite("Names held as bytes")
struct NameStoreTests {
    /// Pieces of names across scripts, white space and invisible characters at the edges,
    /// a control below 0x02 (escaped in tie-breaks), a supplementary ideograph.
    static let pieces = ["", " ", "\u{200B}", "\u{FEFF}", "\t", "a", "É", "ß", "张", "曾", "Иван", "Ω", "김", "さくら", "ｱ", "👩‍💻",
                         "\u{301}", "0", "#", "\u{1}", "𠀀", "ก", "א"]
    static let names = Gen<String?>.element(of: Self.pieces).map { $0 ?? "" }.array(of: 0...5).map { $0.joined() }

    @Test("A store gives back every name it was given, in order, as strings and as bytes")
    func roundTrip() async {
        await propertyCheck(count: 300, input: Self.names.array(of: 0...20), Self.names.array(of: 0...20)) { first, second in
            var store = NameStore(first)
            #expect(Array(store) == first)
            for (index, name) in first.enumerated() {
                #expect(store.withUTF8(at: index) { Array($0) } == Array(name.utf8))
            }
            store.append(contentsOf: NameStore(second))
            #expect(Array(store) == first + second, "appended after the others")
            var grown = NameStore()
            for name in first + second { grown.append(name) }
            #expect(Array(grown) == Array(store))
        }
    }

    @Test("Scalars read from UTF-8 are the string's, from the first meaningful one with the prefix dropped")
    func scalars() async {
        await propertyCheck(count: 500, input: Self.names) { name in
            var utf8 = name
            var all: [Unicode.Scalar] = []
            utf8.withUTF8 { bytes in TextScanning.forEachScalar(inUTF8: bytes) { all.append($0); return true } }
            #expect(all == Array(name.unicodeScalars))
            var meaningful: [Unicode.Scalar] = []
            utf8.withUTF8 { TextScanning.forEachScalar(droppingIgnorablePrefixOf: $0) { meaningful.append($0) } }
            #expect(meaningful == Array(TextScanning.droppingIgnorablePrefix(name)))
        }
        // Cut short: the partial sequence is dropped, nothing read past the end.
        let cut: [UInt8] = [0x41, 0xE5, 0xBC]
        var read: [Unicode.Scalar] = []
        cut.withUnsafeBufferPointer { bytes in TextScanning.forEachScalar(inUTF8: bytes) { read.append($0); return true } }
        #expect(read == ["A"])
    }

    @Test("Decoding into reused scratch gives each name's meaningful scalars and UTF-16, however the scratch was sized before")
    func decodeIntoScratch() async {
        await propertyCheck(count: 300, input: Self.names.array(of: 1...6)) { names in
            // One scratch of each kind for the whole run, as a key writer keeps them.
            var scalars: [Unicode.Scalar] = [], units: [UInt16] = []
            for name in names {
                var utf8 = name
                let meaningful = Array(TextScanning.droppingIgnorablePrefix(name))
                utf8.withUTF8 { bytes in
                    let count = TextScanning.decodeMeaningful(bytes, into: &scalars, filler: "\0") { scalar, put in put(scalar) }
                    #expect(Array(scalars[..<count]) == meaningful)
                    let unitCount = TextScanning.decodeMeaningful(bytes, into: &units, filler: 0) { UTF16.encode($0, into: $1) }
                    #expect(Array(units[..<unitCount]) == Array(String(String.UnicodeScalarView(meaningful)).utf16))
                    #expect(units.count > bytes.count, "room for the bytes and one more")
                }
            }
        }
    }
}
