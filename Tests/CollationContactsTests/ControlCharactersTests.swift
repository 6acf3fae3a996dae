import CollationContacts
import PropertyBased
import Testing

/// The control characters no output shows raw: the byte scan, the scalar search and the
/// spelled-out form agree for every text.
@Suite("Control characters", .shrinking(true))
struct ControlCharactersTests {
    /// Text heavy in the characters at the edges: C0 (0x1F beside the space), tab, DEL beside
    /// "~", C1, the Latin-1 letters whose UTF-8 also starts with C2 (NBSP, «) and those after
    /// (ÿ, Ā), and other scripts; long enough that the scan's eight-byte steps meet them at
    /// every offset of a word.
    static let texts = Gen<String?>.element(of: ["a", "\u{0}", "\t", "\n", "\r", "\u{1B}", "\u{1F}", "\u{7F}", "~", "\u{80}", "\u{85}",
                                                 "\u{9F}", "\u{A0}", "«", "é", "ÿ", "Ā", "曾", "😀", "\\", "\\n", " ", "plain", "王秀英"])
        .map { $0 ?? "" }.array(of: 0...24).map { $0.joined() }

    @Test("The byte scan finds a control exactly where the scalar search does; the visible form has none and loses nothing else")
    func scanAgrees() async {
        await propertyCheck(count: 2000, input: Self.texts) { text in
            var copy = text
            let scanned = copy.withUTF8 { ControlCharacters.containsControl($0) }
            #expect(scanned == (ControlCharacters.first(in: text) != nil), "\(Array(text.unicodeScalars))")
            let visible = ControlCharacters.visible(text)
            #expect(ControlCharacters.first(in: visible) == nil)
            #expect(visible == text || scanned, "a text without controls is its own visible form")
            // What is not a control survives as it was, in order.
            #expect(visible.unicodeScalars.filter { $0 != "\\" && $0 != "{" && $0 != "}" }.count
                    >= text.unicodeScalars.filter { !ControlCharacters.isControl($0) && $0 != "\\" && $0 != "{" && $0 != "}" }.count)
        }
    }

    /// The control characters, written out here rather than taken from the code under test: C0
    /// but the tab (U+0000–U+0008, U+000A–U+001F), DEL (U+007F) and C1 (U+0080–U+009F).
    static let table: Set<UInt32> = Set(Array(0x00...0x08) + Array(0x0A...0x1F) + Array(0x7F...0x9F))

    @Test("Every scalar to U+07FF, and the planes' edges, is a control exactly when the written-out table says")
    func everyScalarAgainstTable() {
        let values = Array(0...0x7FF) + [0xFEFF, 0x2028, 0x2029, 0xFFFD, 0x10000, 0x10FFFF]
        for value in values {
            guard let scalar = Unicode.Scalar(UInt32(value)) else { continue }
            #expect(ControlCharacters.isControl(scalar) == Self.table.contains(UInt32(value)), "U+\(String(value, radix: 16))")
            let text = "a" + String(Character(scalar)) + "b"
            #expect((ControlCharacters.first(in: text) != nil) == Self.table.contains(UInt32(value)), "U+\(String(value, radix: 16))")
            #expect((ControlCharacters.visible(text) != text) == Self.table.contains(UInt32(value)), "U+\(String(value, radix: 16))")
        }
    }

    @Test("The byte scan finds each character to U+017F at every offset of its eight-byte steps, among ASCII and among two-byte letters")
    func byteScanAtEveryOffset() {
        for value in UInt32(0)...0x17F {
            guard let scalar = Unicode.Scalar(value) else { continue }
            for filler in ["a", "~", " ", "é"] {
                for before in 0..<17 {
                    var bytes = Array(String(repeating: filler, count: before).utf8) + Array(String(Character(scalar)).utf8)
                    bytes += Array(String(repeating: filler, count: 19 - before).utf8)
                    let found = bytes.withUnsafeBufferPointer { ControlCharacters.containsControl($0) }
                    #expect(found == Self.table.contains(value), "U+\(String(value, radix: 16)) after \(before) × \(filler)")
                }
            }
        }
    }

    @Test("Each control is named and spelled as the messages and the text output say")
    func spelled() {
        #expect(ControlCharacters.visible("a\nb\rc\u{0}d\u{1B}e\u{7F}f\u{9B}g\th") == "a\\nb\\rc\\0d\\ee\\u{7F}f\\u{9B}g\th")
        #expect(ControlCharacters.describe("\u{1B}") == "an escape (U+001B)")
        #expect(ControlCharacters.describe("\u{85}") == "a control character (U+0085)")
        #expect(ControlCharacters.first(in: "a\nb", allowingLineBreaks: true) == nil)
        #expect(ControlCharacters.visible("a\r\nb\u{0}", keepingLineBreaks: true) == "a\r\nb\\0")
    }
}
