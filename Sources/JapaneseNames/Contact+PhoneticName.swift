import Collation
import CollationContacts
import PinyinCollation

extension Contact {
    /// The phonetic name a phone needs to file this contact where a reader of `locale`
    /// expects it, for the parts of its name written in Han: the fix for 曾国藩 under C on an
    /// iPhone, which files a contact by its phonetic name.
    ///
    /// - Chinese (zh, yue; and in other locales a Han name that
    ///   ``HanNameTransliterator`` reads as Chinese): the family name with its surname reading
    ///   (曾 Zeng, 单 Shan, 尉迟 Yuchi), the given name with its word readings (重阳 Chongyang),
    ///   read by `reading` (the user's own readings go there) and spelled in `style`.
    /// - Japanese (ja; elsewhere a name read as Japanese): the family name's kana where the
    ///   surname table knows it (山田 やまだ), in `kana` style; a given name never, since its
    ///   readings are too many to guess.
    /// - Korean, and parts not written in Han (Latin, kana, Hangul, which phones already file
    ///   right), get nothing.
    ///
    /// A part whose reading is not known (a character the tables lack) gets nothing rather
    /// than a guess.
    public func suggestedPhoneticName(
        for locale: LocaleIdentifier, style: PinyinStyle = .typed, kana: KanaStyle = .hiragana,
        reading: PinyinTransliterator = PinyinTransliterator()
    ) -> PhoneticName {
        let family = Self.han(familyName), given = Self.han(givenName)
        guard family != nil || given != nil, locale.language != "ko" else { return PhoneticName() }
        let japanese: Bool
        switch locale.language {
        case "ja": japanese = true
        case _ where HanNameTransliterator.localeReadsHan(locale): japanese = false
        default:
            // The same decision as the list's reading stage, with the caller's pinyin (made once).
            japanese = HanNameTransliterator(reading: .auto, pinyin: reading).readsAsJapanese(collationParts())
        }
        if japanese {
            let reading = family.flatMap { JapaneseSurnames.builtIn.reading(of: $0) }
            return PhoneticName(family: reading.map { kana == .katakana ? Self.katakana($0) : $0 })
        }
        return PhoneticName(
            family: family.flatMap { Self.spelled(reading.transliterate($0, as: .familyName), style: style) },
            given: given.flatMap { Self.spelled(reading.transliterate($0, as: .givenName), style: style) }
        )
    }

    /// `text` trimmed, when it has a Han character.
    private static func han(_ text: String?) -> String? {
        guard let text = text.map(TextScanning.trimmed), text.unicodeScalars.contains(where: HanNameTransliterator.isHan) else { return nil }
        return text
    }

    /// A pinyin reading ("guó fān") in `style`, or `nil` when a character had none (it is
    /// still in the reading) or a piece is not a syllable.
    static func spelled(_ reading: String, style: PinyinStyle) -> String? {
        var pieces: [String] = []
        for word in reading.split(separator: " ") {
            let letters: String
            if let plain = toneless(word) {
                letters = style == .tones ? String(word) : plain
            } else {
                guard let syllable = PinyinSyllable(word) else { return nil }
                letters = style == .tones ? syllable.toned : syllable.toneless
            }
            pieces.append(pieces.isEmpty || style == .spaced ? capitalized(letters) : letters)
        }
        guard !pieces.isEmpty else { return nil }
        return pieces.joined(separator: style == .spaced ? " " : "")
    }

    /// A syllable as the readings write it (lowercase letters, the tone on a precomposed vowel:
    /// "guó", "lǜ") without its tone mark, read in one pass; `nil` for anything else (a tone
    /// number, a capital, a combining mark), which ``PinyinSyllable`` parses. What that parse
    /// gives for these words, without the cost of it: a large address book spells a name for
    /// every card.
    static func toneless(_ word: Substring) -> String? {
        var letters: [UInt8] = []
        letters.reserveCapacity(word.utf8.count)
        for scalar in word.unicodeScalars {
            switch scalar.value {
            case 0x61...0x7A: letters.append(UInt8(scalar.value))
            case 0x101, 0xE1, 0x1CE, 0xE0: letters.append(UInt8(ascii: "a"))
            case 0x113, 0xE9, 0x11B, 0xE8: letters.append(UInt8(ascii: "e"))
            case 0x12B, 0xED, 0x1D0, 0xEC: letters.append(UInt8(ascii: "i"))
            case 0x14D, 0xF3, 0x1D2, 0xF2: letters.append(UInt8(ascii: "o"))
            case 0x16B, 0xFA, 0x1D4, 0xF9: letters.append(UInt8(ascii: "u"))
            case 0x1D6, 0x1D8, 0x1DA, 0x1DC, 0xFC: letters += [0xC3, 0xBC]    // ü
            default: return nil
            }
        }
        return letters.isEmpty ? nil : String(decoding: letters, as: UTF8.self)
    }

    private static func capitalized(_ word: String) -> String {
        guard let first = word.first else { return word }
        return first.uppercased() + word.dropFirst()
    }

    /// Hiragana as katakana (やまだ → ヤマダ).
    static func katakana(_ hiragana: String) -> String {
        String(String.UnicodeScalarView(hiragana.unicodeScalars.map { scalar in
            (0x3041...0x3096).contains(scalar.value) ? Unicode.Scalar(scalar.value + 0x60) ?? scalar : scalar
        }))
    }
}
