@testable import Collation
import Foundation
import Testing

/// The half-width katakana table against NFKC (Foundation's, from ICU), which it stands in for
/// where no normalizer is linked.
@Suite("Half-width katakana")
struct KanaWidthTests {
    @Test("Every half-width katakana, alone and with each sound mark after it, widens as NFKC makes it")
    func equalsNFKC() {
        for value in UInt32(0xFF61)...0xFF9F {
            guard let scalar = Unicode.Scalar(value) else { continue }
            for text in [String(scalar), String(scalar) + "\u{FF9E}", String(scalar) + "\u{FF9F}", "a" + String(scalar) + "b"] {
                #expect(KanaWidth.widened(text) == text.precomposedStringWithCompatibilityMapping, "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
            }
        }
    }

    @Test("A phonetic name as feature phones write it reads as its full-width form; other text is left alone")
    func names() {
        #expect(KanaWidth.widened("ｱﾝﾄﾞｳ") == "アンドウ")
        #expect(KanaWidth.widened("ﾊﾟｿｺﾝ ﾔﾏﾀﾞ") == "パソコン ヤマダ")
        #expect(KanaWidth.widened("Ｚｏë 山田") == "Ｚｏë 山田")
        #expect(!KanaWidth.containsHalfWidth("アンドウ ＡＢＣ"))
    }

    @Test("A half-width kana is found by its bytes exactly where its scalars say, in a string or a substring, at its start or end")
    func containsByBytes() {
        // Every scalar led by EF in UTF-8 (U+F000–U+FFFF), and its neighbours in U+E000–U+EFFF.
        for value in UInt32(0xE000)...0xFFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let expected = (0xFF61...0xFF9F).contains(value)
            for text in [String(scalar), "ab" + String(scalar), String(scalar) + "é"] {
                #expect(KanaWidth.containsHalfWidth(text) == expected, "U+\(String(value, radix: 16))")
                // (A sound mark joins the x before it into one character, which drops whole.)
                let substring = ("x" + text).dropFirst()
                #expect(KanaWidth.containsHalfWidth(substring) == substring.unicodeScalars.contains { (0xFF61...0xFF9F).contains($0.value) },
                        "U+\(String(value, radix: 16)) in a substring")
            }
        }
    }
}
