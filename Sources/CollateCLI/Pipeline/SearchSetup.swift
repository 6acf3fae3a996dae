import Collation
import CollationSearch
import ICUCollation
import JapaneseNames
import PinyinCollation

/// The search keys the tool gives a list: one builder, used by `collate search` and by the
/// HTML page (which embeds the keys it makes).
enum SearchSetup {
    /// The builder for `session`: pinyin with the user's readings, the list's own reading where
    /// it reads names otherwise (``listReadings(for:)``), and ICU's Any-Latin for scripts without
    /// a built-in reading.
    static func builder(for session: Session) -> SearchKeyBuilder {
        // ICU is always linked into the tool; if this transform were missing, search would
        // still work without Latin readings of other scripts.
        let latinizer = try? ICUTransliterator(id: "Any-Latin; Latin-ASCII")
        return SearchKeyBuilder(pinyin: PinyinTransliterator(custom: session.readings), readers: listReadings(for: session), latinizer: latinizer)
    }

    /// The reading stages that give search the reading the list files each name by, so that a
    /// name is found by what its section says: the Japanese surname readings in a Japanese
    /// list; in other locales the Japanese reading of the Han names read as Japanese (山田太郎
    /// under Y is found by "yamada"); and the user's own transforms. The builder's pinyin
    /// already reads Chinese names as the list does.
    static func listReadings(for session: Session) -> [any Transliterator] {
        let reading = session.collation.transliterator
        var readers: [any Transliterator] = session.locale.language == "ja" ? [JapaneseNameTransliterator()] : []
        switch reading {
        case let han as HanNameTransliterator:
            if han.reading == .auto || han.reading == .japanese { readers.append(JapaneseReadNames(han: han)) }
        case is PinyinTransliterator, is IdentityTransliterator, is JapaneseNameTransliterator:
            break
        default:
            readers.append(reading)
        }
        return readers
    }

    /// A search index of `list`'s records (as positions), in the order of `sections`.
    static func index(_ list: NameList, sections: [CollationSection<Int>], session: Session) async -> SearchIndex<Int> {
        await SearchIndex(sections, builder: builder(for: session), display: { list.names[$0] }, spellings: spellings(of: list, session: session))
    }

    /// The ways each record of `list` is written: a contact's fields, or the name as read.
    private static func spellings(of list: NameList, session: Session) -> @Sendable (Int) -> [[NamePart]] {
        let role = session.collation.role
        return { position in
            if let contact = list.contact(at: position) { return SearchKeyBuilder.spellings(of: contact) }
            return [[NamePart(list.names[position], role: role)]]
        }
    }

    /// A keypad index of `list`'s records (as positions), in the order of `sections`: the
    /// locale's keypad, and the contacts' telephone numbers.
    static func keypadIndex(_ list: NameList, sections: [CollationSection<Int>], session: Session) async -> KeypadIndex<Int> {
        await KeypadIndex(sections, keypad: Keypad(locale: session.locale.identifier), builder: builder(for: session),
                          display: { list.names[$0] }, spellings: spellings(of: list, session: session),
                          phoneNumbers: { list.contact(at: $0)?.phones ?? [] })
    }
}
