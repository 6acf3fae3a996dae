import Collation
import Testing

@Suite("Text scanning")
struct TextScanningTests {
    @Test("White space and invisible characters are skipped to find the first meaningful scalar")
    func firstMeaningful() {
        #expect(TextScanning.firstMeaningfulScalar(in: " \t\u{200B}\u{200E}\u{FEFF}\u{2060}Zed") == "Z")
        #expect(TextScanning.firstMeaningfulScalar(in: "\u{301}é") == "é")
        #expect(TextScanning.firstMeaningfulScalar(in: " \u{200B} ") == nil)
        #expect(String(TextScanning.droppingIgnorablePrefix("\u{200B} Ann")) == "Ann")
    }

    @Test("Digits, punctuation, symbols and emoji send a name to #", arguments: ["0", "٣", "-", "(", "@", "$", "€", "🍕", "❤", "½", "©"])
    func overflow(text: String) throws {
        let scalar = try #require(text.unicodeScalars.first)
        #expect(TextScanning.isOverflowStarter(scalar))
    }

    @Test("Letters of any script do not", arguments: ["a", "É", "И", "Ω", "张", "김", "あ", "ｱ", "ก", "א"])
    func letters(text: String) throws {
        let scalar = try #require(text.unicodeScalars.first)
        #expect(!TextScanning.isOverflowStarter(scalar))
    }
}
