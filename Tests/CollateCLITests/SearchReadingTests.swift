@testable import CollateCLI
import Collation
@testable import CollationSearch
import JapaneseNames
import PropertyBased
import Testing

/// One reading for grouping and search: whatever reading the list files a name by (the one
/// `collate explain` shows), the text search and the keypad find the name by it.
@Suite("Search finds a name by the reading its section shows")
struct SearchReadingTests {
    /// Pieces of multilingual names: Chinese and Japanese family and given names in Han, kana,
    /// Hangul, accented Latin, Cyrillic, Greek.
    static let pieces = ["山田", "佐藤", "鈴木", "渡辺", "太郎", "花子", "曾", "单", "张", "国藩", "田芳", "三", "欧阳", "修",
                         "さくら", "たなか", "ヤマモト", "김민준", "Émile", "Zoë", "Łukasz", "O'Shea", "J.Smith", "Иван", "Νίκος"]
    static let names = Gen<String?>.element(of: pieces).map { $0 ?? "" }.array(of: 1...2)
        .map { $0.joined(separator: $0.count > 1 && $0.allSatisfy { $0.unicodeScalars.allSatisfy { $0.value >= 0x3000 } } ? "" : " ") }

    @Test("Every name is found by the text and keypad search of its explained reading", arguments: ["en", "de", "ja", "zh-Hans"])
    func foundByItsReading(locale: String) async throws {
        let session = try Session(try CollationFlags.parse(["--locale", locale]))
        let builder = SearchSetup.builder(for: session)
        let keypad = Keypad(locale: locale)
        await propertyCheck(count: 150, input: Self.names) { name in
            let reading = session.collation.reading(for: name)
            let keys = builder.keys(for: name)
            #expect(SearchQuery(reading).rank(of: keys) != nil, "\(locale): \(name) read \(reading), keys \(keys.line)")
            // The keypad types the reading's letters (kana by their romaji) up to the first
            // character no key has.
            let typed = keypad.digits(of: KanaRomaji.hepburn(reading))
            let digits = String(typed.prefix { $0 != "?" }).trimmingCharacters(in: .whitespaces)
            guard digits.contains(where: \.isNumber) else { return }
            var line: [UInt8] = []
            let bytes = Array(keys.line.utf8)
            keypad.appendDigits(of: bytes[(bytes.firstIndex(of: 0x09) ?? bytes.count)...], to: &line)
            let rank = line.withUnsafeBufferPointer { SearchQuery(digits).rank(ofLine: $0) }
            #expect(rank != nil, "\(locale): \(name) read \(reading), typed \(digits), digits \(String(decoding: line, as: UTF8.self))")
        }
    }
}
