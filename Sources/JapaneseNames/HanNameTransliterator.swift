import Collation
import LatinCollation
import PinyinCollation

/// Reads names written in Han characters in the locales whose sections do not take Han
/// (English, German, French, Russian, Arabic…), so that they file under the Latin letter of
/// their reading beside the other Latin names, as phones file them: 曾国藩 under Z (zēng guó
/// fān), 单田芳 under S, 山田太郎 under Y (yamada).
///
/// Only a name whose first meaningful character is Han is read; every other name is its own
/// reading, and costs nothing (``reads(textStartingWith:)``). How a Han name is read is the
/// ``HanReading`` chosen:
///
/// - Japanese where the name says so: kana in the name or in its phonetic spelling, or a
///   family name that ``JapaneseSurnames`` knows, two or more characters long, and not a
///   Chinese compound surname (山田, 佐藤, 鈴木, 渡辺). The family name is read in romaji
///   (yamada), kana in romaji, and a kanji given name is left as written (its readings are
///   too many to guess).
/// - Chinese otherwise: pinyin with the surname readings (``PinyinTransliterator``).
///
/// Where the rule errs: a Chinese name whose first two characters also make a Japanese
/// surname (高山 Gāo Shān reads Takayama); a Japanese name with a one-character family name
/// and no kana (森鷗外 reads Sēn, 林 Hayashi reads Lín), since one-character family names in
/// a mixed list are mostly Chinese. A phonetic spelling on the contact settles both.
///
/// Register it as the default reading of every non-CJK locale with ``register(in:reading:pinyin:)``.
public struct HanNameTransliterator: Transliterator, UTF16Reading, LatinKeyReading {
    /// How Han names are read.
    public let reading: HanReading
    /// The Chinese reading.
    public let pinyin: PinyinTransliterator
    /// The Japanese surname table; `nil` for the built-in one, parsed only when a name needs it.
    private let ownSurnames: JapaneseSurnames?

    /// Makes the reading stage.
    ///
    /// - Parameters:
    ///   - reading: how Han names are read.
    ///   - pinyin: the Chinese reading (with the user's own readings, say).
    ///   - surnames: the Japanese surnames (by default the built-in IPAdic table).
    public init(reading: HanReading = .auto, pinyin: PinyinTransliterator = PinyinTransliterator(), surnames: JapaneseSurnames? = nil) {
        self.reading = reading
        self.pinyin = pinyin
        ownSurnames = surnames
    }

    /// The Japanese surname table.
    public var surnames: JapaneseSurnames { ownSurnames ?? .builtIn }

    /// Only names that start with a Han character (U+3400 on) are read.
    package var firstScalarRead: UInt32 { reading == .none ? UInt32.max : 0x3400 }

    /// Whether a Japanese surname of two or more characters starts with `first` and `second`,
    /// asked of the table where it is: ``surnames`` hands out a copy, which retained and
    /// released the table's storage for every Han name keyed.
    private func mayStartLongSurname(_ first: Unicode.Scalar, _ second: Unicode.Scalar) -> Bool {
        ownSurnames?.mayStartLongSurname(first, second) ?? JapaneseSurnames.builtIn.mayStartLongSurname(first, second)
    }

    /// ``mayStartLongSurname(_:_:)`` for the first two scalars of `text` (UTF-8) past its
    /// ignorable start.
    private func mayStartLongSurname(utf8 text: UnsafeBufferPointer<UInt8>) -> Bool {
        var first: Unicode.Scalar?, second: Unicode.Scalar?
        TextScanning.forEachScalar(droppingIgnorablePrefixOf: text) { scalar in
            if first == nil { first = scalar } else if second == nil { second = scalar }
        }
        guard let first, let second else { return false }
        return mayStartLongSurname(first, second)
    }

    /// ``JapaneseSurnames/longestPrefix(of:)``, asked of the table where it is (as
    /// ``mayStartLongSurname(_:_:)``: a copy's retains, on counts every keying thread shares,
    /// were most of the time a Chinese name took to be found not Japanese).
    private func longestSurname(startingOf name: Substring) -> (surname: Substring, reading: String)? {
        ownSurnames == nil ? JapaneseSurnames.builtIn.longestPrefix(of: name) : ownSurnames?.longestPrefix(of: name)
    }

    /// `han-names-` and the reading (`han-names-auto`).
    public var identifier: String { "han-names-\(reading.rawValue)" }

    /// The reading and the versions of the data it reads with.
    public var readingVersion: String {
        switch reading {
        case .none: "han none"
        case .chinese: "han chinese; \(pinyin.readingVersion)"
        case .japanese: "han japanese; ja-surnames \(surnames.version)"
        case .auto: "han auto; \(pinyin.readingVersion); ja-surnames \(surnames.version)"
        }
    }

    /// Whether a name starting with `scalar` is read: a Han character, unless the reading is
    /// ``HanReading/none``.
    public func reads(textStartingWith scalar: Unicode.Scalar) -> Bool {
        reading != .none && Self.isHan(scalar)
    }

    /// The reading of `text` when it starts with a Han character; else `text`.
    public func transliterate(_ text: String, as role: TextRole) -> String {
        guard reading != .none, let first = TextScanning.firstMeaningfulScalar(in: text), Self.isHan(first) else { return text }
        guard readsAsJapanese(text, as: role) else { return pinyin.transliterate(text, as: role) }
        return role == .personName || role == .familyName ? romajiWithSurname(text) : KanaRomaji.hepburn(text)
    }

    /// Whether `text`, read as `role`, is read as Japanese (when it starts with Han): the
    /// decision ``transliterate(_:as:)`` takes, for a search that must find a name by the
    /// reading the list files it under.
    package func readsAsJapanese(_ text: String, as role: TextRole) -> Bool {
        switch reading {
        case .japanese: true
        case .chinese, .none: false
        case .auto: Self.hasKana(text) || ((role == .personName || role == .familyName) && japaneseSurname(of: text) != nil)
        }
    }

    /// The reading written as UTF-16 (``UTF16Reading``), for the names whose reading is
    /// decided by their scalars alone: names not read (not Han), and Han names read as Chinese
    /// because no kana and no Japanese surname's first two characters say otherwise. A name
    /// that may be Japanese is read as a string.
    package func appendReadingUTF16(ofMeaningful scalars: UnsafeBufferPointer<Unicode.Scalar>, role: TextRole, to units: inout [UInt16]) -> Bool {
        switch readingKind(ofMeaningful: scalars, role: role) {
        case .itself:
            for scalar in scalars { UTF16.encode(scalar) { units.append($0) } }
            return true
        case .pinyin: return pinyin.appendReadingUTF16(ofMeaningful: scalars, role: role, to: &units)
        case .string: return false
        }
    }

    /// The same reading as tokens (``UTF16Reading/appendReadingTokens(ofMeaningful:role:to:)``)
    /// for a name read as Chinese: the pinyin's. A name not read is left to the UTF-16 reading
    /// (it is its own), and one that may be Japanese is read as a string.
    package func appendReadingTokens(ofMeaningful scalars: UnsafeBufferPointer<Unicode.Scalar>, role: TextRole, to tokens: inout [UInt32]) -> Bool {
        readingKind(ofMeaningful: scalars, role: role) == .pinyin && pinyin.appendReadingTokens(ofMeaningful: scalars, role: role, to: &tokens)
    }

    /// The pinyin's spellings, which the tokens stand for.
    package var syllableSpellings: SyllableSpellings? { pinyin.syllableSpellings }

    /// How a name's meaningful scalars are read: as themselves (not led by Han), as Chinese
    /// because no kana and no Japanese surname's first two characters say otherwise, or (a name
    /// that may be Japanese) through a string.
    private func readingKind(ofMeaningful scalars: UnsafeBufferPointer<Unicode.Scalar>, role: TextRole) -> ReadingKind {
        guard reading != .none, let first = scalars.first, Self.isHan(first) else { return .itself }
        switch reading {
        case .japanese: return .string
        case .chinese, .none: return .pinyin
        case .auto:
            if scalars.contains(where: Self.isKana) { return .string }
            if role == .personName || role == .familyName, scalars.count >= 2, mayStartLongSurname(scalars[0], scalars[1]) { return .string }
            return .pinyin
        }
    }

    /// The reading of a name in parts, decided for the whole name: a contact whose first part
    /// is written in Han is Japanese when any part (or its phonetic spelling) has kana or its
    /// family name is a Japanese one; each part is then read as Japanese (a phonetic
    /// spelling in kana as romaji), else each as Chinese.
    public func reading(of parts: [NamePart]) -> String {
        guard reading != .none, let lead = parts.first,
              let first = TextScanning.firstMeaningfulScalar(in: lead.written ?? lead.text), Self.isHan(first) else {
            return parts.map(\.text).joined(separator: " ")
        }
        let japanese = readsAsJapanese(parts)
        return parts.map { part in
            guard japanese else { return pinyin.transliterate(part.text, as: part.role) }
            if Self.hasKana(part.text) { return KanaRomaji.hepburn(part.text) }
            return part.role == .familyName || part.role == .personName ? romajiWithSurname(part.text) : part.text
        }.joined(separator: " ")
    }

    /// ``reading(of:)`` written as UTF-16 for a name in parts read in place from the tool's
    /// store, where its scalars decide it: a name not led by Han (its texts), or one read as
    /// Chinese because no part has kana and no family name may start a Japanese one. A name
    /// that may be Japanese is read as a string.
    package func appendReadingUTF16(ofPartsIn name: PartsStore.Entry, to units: inout [UInt16]) -> Bool {
        switch partsReading(of: name) {
        case .texts:
            name.appendTexts(to: &units)
            return true
        case .chinese: return pinyin.appendReadingUTF16(ofPartsIn: name, to: &units)
        case .strings: return false
        }
    }

    /// ``transliterate(_:as:)`` of a name given as UTF-8, written as UTF-8 (``UTF8Reading``), where
    /// its scalars decide it (as ``appendReadingUTF16(ofMeaningful:role:to:)``): a name not led
    /// by Han is itself, one read as Chinese pinyin's. A name that may be Japanese is read as a
    /// string.
    package func appendReadingUTF8(of name: UnsafeBufferPointer<UInt8>, role: TextRole, to bytes: inout [UInt8]) -> Bool {
        switch readingKind(ofUTF8: name, role: role) {
        case .itself:
            bytes.append(contentsOf: name)
            return true
        case .pinyin: return pinyin.appendReadingUTF8(of: name, role: role, to: &bytes)
        case .string: return false
        }
    }

    /// The same reading fed to the Latin collator's key builder (``LatinKeyReading``).
    package func feedReading(ofUTF8 name: UnsafeBufferPointer<UInt8>, role: TextRole, to builder: inout LatinKeyBuilder) -> Bool {
        switch readingKind(ofUTF8: name, role: role) {
        case .itself:
            builder.consume(utf8: name)
            return true
        case .pinyin: return pinyin.feedReading(ofUTF8: name, role: role, to: &builder)
        case .string: return false
        }
    }

    /// How a name given as UTF-8 is read: as itself (not led by Han), as Chinese, or (a name
    /// that may be Japanese) through a string.
    private func readingKind(ofUTF8 name: UnsafeBufferPointer<UInt8>, role: TextRole) -> ReadingKind {
        guard reading != .none, let first = TextScanning.firstMeaningfulScalar(inUTF8: name), Self.isHan(first) else { return .itself }
        switch reading {
        case .japanese: return .string
        case .chinese, .none: return .pinyin
        case .auto:
            if Self.hasKana(utf8: name) { return .string }
            if role == .personName || role == .familyName, mayStartLongSurname(utf8: name) { return .string }
            return .pinyin
        }
    }

    /// How a name is read: as itself (not led by Han), as Chinese, or (one that may be
    /// Japanese) through a string.
    private enum ReadingKind { case itself, pinyin, string }

    /// The same reading as UTF-8 (``UTF8Reading``), for the Latin collator's writer.
    package func appendReadingUTF8(ofPartsIn name: PartsStore.Entry, to bytes: inout [UInt8]) -> Bool {
        switch partsReading(of: name) {
        case .texts:
            name.appendTexts(utf8: &bytes)
            return true
        case .chinese: return pinyin.appendReadingUTF8(ofPartsIn: name, to: &bytes)
        case .strings: return false
        }
    }

    /// How a name in parts read in place is read.
    private enum PartsReading {
        /// As its texts: not led by Han.
        case texts
        /// As pinyin.
        case chinese
        /// As strings: it may be Japanese.
        case strings
    }

    /// How `name` is read, decided by its scalars.
    private func partsReading(of name: PartsStore.Entry) -> PartsReading {
        var leadIsHan: Bool?
        var mayBeJapanese = reading == .japanese
        name.forEachPart { text, role, written in
            let spelled = written ?? text
            if leadIsHan == nil { leadIsHan = TextScanning.firstMeaningfulScalar(inUTF8: spelled).map(Self.isHan) ?? false }
            // Only a name led by Han is read; a name that is not is its texts, Japanese or not.
            guard reading == .auto, leadIsHan == true, !mayBeJapanese else { return }
            if Self.hasKana(utf8: text) || written.map(Self.hasKana(utf8:)) ?? false { mayBeJapanese = true }
            if role == .familyName, mayStartLongSurname(utf8: spelled) { mayBeJapanese = true }
        }
        guard reading != .none, leadIsHan == true else { return .texts }
        return mayBeJapanese ? .strings : .chinese
    }

    // MARK: Japanese

    /// Whether a name in parts is read as Japanese: always with ``HanReading/japanese``; with
    /// ``HanReading/auto`` when a part (or its phonetic spelling) has kana or its family name
    /// is a Japanese one (``japaneseSurname(of:)``).
    package func readsAsJapanese(_ parts: [NamePart]) -> Bool {
        switch reading {
        case .japanese: true
        case .chinese, .none: false
        case .auto:
            parts.contains { Self.hasKana($0.text) || $0.written.map(Self.hasKana) ?? false }
                || parts.contains { $0.role == .familyName && japaneseSurname(of: $0.written ?? $0.text) != nil }
        }
    }

    /// The known Japanese family name that `text` starts with, where it says that the name is
    /// Japanese: two or more characters, and longer than any Chinese surname it starts with.
    func japaneseSurname(of text: String) -> (surname: Substring, reading: String)? {
        let scalars = TextScanning.droppingIgnorablePrefix(text)
        var leading = scalars.makeIterator()
        guard let first = leading.next(), let second = leading.next(), mayStartLongSurname(first, second) else { return nil }
        let name = Substring(scalars)
        guard let match = longestSurname(startingOf: name) else { return nil }
        let length = match.surname.unicodeScalars.count
        guard length >= 2, pinyin.surnameLength(atStartOf: Array(name.unicodeScalars.prefix(length))) < length else { return nil }
        return match
    }

    /// `text` with its leading known family name read in romaji and the rest as written (kana
    /// in romaji): 山田太郎 is "yamada 太郎". Without a known family name, only its kana is read.
    private func romajiWithSurname(_ text: String) -> String {
        let name = Substring(TextScanning.trimmed(text))
        guard let match = longestSurname(startingOf: name) else { return KanaRomaji.hepburn(text) }
        let rest = name[match.surname.endIndex...].trimmingWhitespace()
        let surname = KanaRomaji.hepburn(match.reading)
        return rest.isEmpty ? surname : surname + " " + KanaRomaji.hepburn(rest)
    }

    // MARK: Scripts

    /// Whether `scalar` is a Han character (the unified ideographs, their extensions and the
    /// compatibility ideographs).
    package static func isHan(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x3FFFF: true
        default: false
        }
    }

    /// Whether `text` has a hiragana or katakana letter (the middle dot ・ is not one).
    static func hasKana(_ text: String) -> Bool {
        text.unicodeScalars.contains(where: isKana)
    }

    /// Whether the UTF-8 `text` has a hiragana or katakana letter.
    static func hasKana(utf8 text: UnsafeBufferPointer<UInt8>) -> Bool {
        var found = false
        TextScanning.forEachScalar(inUTF8: text) { scalar in
            found = isKana(scalar)
            return !found
        }
        return found
    }

    /// Whether `scalar` is a hiragana or katakana letter.
    static func isKana(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x3041...0x3096, 0x30A1...0x30FA, 0x30FC, 0x31F0...0x31FF, 0xFF66...0xFF9F: true
        default: false
        }
    }

    // MARK: Registration

    /// Whether `locale`'s own sections take Han names (Chinese, Japanese, Korean), so that
    /// this stage does not apply there: zh-Hans reads pinyin, zh-Hant files by strokes, ja by
    /// the kana of a known surname, ko by the Hangul reading of Hanja.
    package static func localeReadsHan(_ locale: LocaleIdentifier) -> Bool {
        ["zh", "yue", "wuu", "hak", "nan", "gan", "hsn", "lzh", "ja", "ko"].contains(locale.language)
    }

    /// The reading that the locales added to a list choose: Chinese for the first Chinese
    /// locale, Japanese for Japanese (whichever comes first, as Android prefers the user's
    /// first language), else ``HanReading/auto``.
    package static func reading(choosingFrom also: [LocaleIdentifier]) -> HanReading {
        for locale in also {
            if locale.language == "ja" { return .japanese }
            if localeReadsHan(locale), locale.language != "ko" { return .chinese }
        }
        return .auto
    }

    /// Makes Han names read in every locale whose sections do not take Han: with `reading`,
    /// or when it is `nil`, the one the added locales choose (Chinese for the first Chinese
    /// locale among them, Japanese for Japanese, else ``HanReading/auto``).
    /// ``HanReading/none`` registers the identity, so that keys are those of a list read as
    /// written.
    public static func register(in registry: inout ProviderRegistry, reading: HanReading? = nil, pinyin: PinyinTransliterator = PinyinTransliterator()) {
        let stages = Dictionary(uniqueKeysWithValues: HanReading.allCases.map { ($0, HanNameTransliterator(reading: $0, pinyin: pinyin)) })
        registry.registerDefaultReading { locale, also in
            guard !localeReadsHan(locale) else { return nil }
            let chosen = reading ?? Self.reading(choosingFrom: also)
            if chosen == .none { return IdentityTransliterator() }
            return stages[chosen]
        }
    }
}
