/// The letters printed on a phone's keys: what a keypad query's digits stand for.
///
/// Every keypad has the ITU-T E.161 letters (2 abc, 3 def … 9 wxyz); a locale whose phones
/// print a second alphabet on the keys adds it (``init(locale:)``). The two never share a letter,
/// so one table maps both: on a Russian phone 4826 is "ivan" and 4225 is "иван".
///
/// ```swift
/// let keypad = Keypad(locale: "ru")
/// keypad.digits(of: "Иван")   // "4225"
/// keypad.digits(of: "ivan")   // "4826"
/// ```
public struct Keypad: Sendable, Hashable {
    /// The layouts of letters on keys 2 to 9.
    public enum Layout: String, Sendable, Hashable, CaseIterable {
        /// ITU-T E.161: 2 abc 3 def 4 ghi 5 jkl 6 mno 7 pqrs 8 tuv 9 wxyz.
        case latin
        /// Russian phones: 2 абвг 3 деёжз 4 ийкл 5 мноп 6 рсту 7 фхцч 8 шщъы 9 ьэюя; also the
        /// layout for Cyrillic-script locales without one of their own.
        case russian
        /// Ukrainian: 2 абвгґ 3 деєжз 4 иіїйкл 5 мноп 6 рсту 7 фхцч 8 шщ 9 ьюя.
        case ukrainian
        /// Belarusian: 2 абвг 3 деёжз 4 ійкл 5 мноп 6 рстуў 7 фхцч 8 шыь 9 эюя.
        case belarusian
        /// Bulgarian: 2 абвг 3 дежз 4 ийклѝ 5 мноп 6 рсту 7 фхцч 8 шщъь 9 юя.
        case bulgarian
        /// Serbian Cyrillic, which follows the Latin keys: 2 абцчћ 3 дефђ 4 гхи 5 јклљ 6 мнњо
        /// 7 прс 8 тув 9 шџзж.
        case serbian
        /// Macedonian: 2 абвг 3 дѓежзѕѐ 4 ијклљѝ 5 мнњо 6 прс 7 тќуфх 8 цчџш.
        case macedonian
        /// Greek: 2 αβγ 3 δεζ 4 ηθι 5 κλμ 6 νξο 7 πρσς 8 τυφ 9 χψω, accented vowels on their
        /// letter's key.
        case greek

        /// Each key's letters, lowercase, from key 2.
        var keys: [String] {
            switch self {
            case .latin: ["abc", "def", "ghi", "jkl", "mno", "pqrs", "tuv", "wxyz"]
            case .russian: ["абвг", "деёжз", "ийкл", "мноп", "рсту", "фхцч", "шщъы", "ьэюя"]
            case .ukrainian: ["абвгґ", "деєжз", "иіїйкл", "мноп", "рсту", "фхцч", "шщ", "ьюя"]
            case .belarusian: ["абвг", "деёжз", "ійкл", "мноп", "рстуў", "фхцч", "шыь", "эюя"]
            case .bulgarian: ["абвг", "дежз", "ийклѝ", "мноп", "рсту", "фхцч", "шщъь", "юя"]
            case .serbian: ["абцчћ", "дефђ", "гхи", "јклљ", "мнњо", "прс", "тув", "шџзж"]
            case .macedonian: ["абвг", "дѓежзѕѐ", "ијклљѝ", "мнњо", "прс", "тќуфх", "цчџш", ""]
            case .greek: ["αβγά", "δεζέ", "ηθιήίϊΐ", "κλμ", "νξοό", "πρσς", "τυφύϋΰ", "χψωώ"]
            }
        }
    }

    /// The layouts, E.161's first.
    public let layouts: [Layout]
    /// ASCII letters and digits to their key (0 where none).
    private let ascii: [UInt8]
    /// The other letters to their key.
    private let others: [UInt32: UInt8]

    /// A keypad with `layouts` (E.161's is always in, first).
    public init(layouts: [Layout] = []) {
        var all: [Layout] = [.latin]
        for layout in layouts where !all.contains(layout) { all.append(layout) }
        self.layouts = all
        var ascii = [UInt8](repeating: 0, count: 128)
        var others: [UInt32: UInt8] = [:]
        for digit in UInt8(ascii: "0")...UInt8(ascii: "9") { ascii[Int(digit)] = digit }
        for layout in all {
            for (offset, letters) in layout.keys.enumerated() {
                let digit = UInt8(ascii: "2") + UInt8(offset)
                for scalar in letters.unicodeScalars {
                    if scalar.isASCII { ascii[Int(scalar.value)] = digit } else { others[scalar.value] = digit }
                }
            }
        }
        self.ascii = ascii
        self.others = others
    }

    /// The keypad of phones sold for `locale` (a BCP 47 identifier such as "ru", "uk-UA",
    /// "sr-Cyrl", "el"): E.161, and the locale's own letters where its phones print them.
    public init(locale: String) {
        let subtags = locale.split(whereSeparator: { $0 == "-" || $0 == "_" }).map { $0.lowercased() }
        let language = subtags.first ?? ""
        let latinScript = subtags.dropFirst().contains("latn")
        let layout: Layout? = switch language {
        case _ where latinScript: nil
        case "ru": .russian
        case "uk": .ukrainian
        case "be": .belarusian
        case "bg": .bulgarian
        case "sr": .serbian
        case "mk": .macedonian
        case "el": .greek
        // Other languages written in Cyrillic: their phones print the Russian letters (their
        // own letters beyond them are on no key).
        case "kk", "ky", "tg", "tt", "ba", "cv", "sah", "ce", "os", "mn", "ab", "av", "kv", "udm", "mhr", "myv": .russian
        default: nil
        }
        self.init(layouts: layout.map { [$0] } ?? [])
    }

    /// The key of `scalar` (a lowercase letter as search keys hold them, or a digit), as an
    /// ASCII digit; `nil` for what no key has.
    public func key(of scalar: Unicode.Scalar) -> Character? {
        let digit = key(ofValue: scalar.value)
        return digit == 0 ? nil : Character(Unicode.Scalar(digit))
    }

    /// The digits that type `text` folded (as names are for search): a letter no key has
    /// becomes `?`, which no query matches; spaces between words are kept.
    public func digits(of text: String) -> String {
        var bytes: [UInt8] = []
        appendDigits(of: Array(SearchFolding.fold(text).utf8), to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The key of a scalar value, as an ASCII digit, or 0.
    func key(ofValue value: UInt32) -> UInt8 {
        value < 0x80 ? ascii[Int(value)] : others[value] ?? 0
    }

    /// Appends the digits of `text` (UTF-8, folded): each letter becomes its key, a letter no
    /// key has `?`, and the separators of search keys (space, `|`, tab) stay as they are.
    func appendDigits(of text: some Collection<UInt8>, to bytes: inout [UInt8]) {
        var iterator = text.makeIterator()
        while let byte = iterator.next() {
            if byte < 0x80 {
                // ASCII, nearly all of what readings hold.
                let digit = byte == 0x20 || byte == 0x7C || byte == 0x09 ? byte : ascii[Int(byte)]
                bytes.append(digit == 0 ? UInt8(ascii: "?") : digit)
                continue
            }
            // A scalar of several bytes (keys lines are valid UTF-8): its value from its lead byte.
            let length = byte >= 0xF0 ? 4 : byte >= 0xE0 ? 3 : 2
            var value = UInt32(byte) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
            for _ in 1..<length { value = value << 6 | UInt32((iterator.next() ?? 0x80) & 0x3F) }
            let digit = key(ofValue: value)
            bytes.append(digit == 0 ? UInt8(ascii: "?") : digit)
        }
    }

    /// What keys 2 to 9 show: each layout's letters, uppercase, a space between layouts.
    package var labels: [String] {
        (0..<8).map { key in layouts.map { $0.keys[key].uppercased() }.filter { !$0.isEmpty }.joined(separator: " ") }
    }

    /// The keys' letters as the page's script needs them: each letter with its digit.
    package var table: [String: String] {
        var table: [String: String] = [:]
        for layout in layouts {
            for (offset, letters) in layout.keys.enumerated() {
                for scalar in letters.unicodeScalars { table[String(scalar)] = String(offset + 2) }
            }
        }
        return table
    }
}
