import Collation
import CollationTesting
import JapaneseNames
import LatinCollation
import PinyinCollation
import PropertyBased
import Testing

/// The Latin collator keys a name or a contact read in place from the tool's stores from its
/// reading written as UTF-8; these check those keys against the host's own, made from the
/// names and parts as strings. (Here beside ICU's tests, where the Han-name and pinyin
/// readings are at hand.)
@Suite("Latin keys of names and contacts read in place", .shrinking(true))
struct LatinPartsKeyTests {
    @Test("A name or a contact read in place from the stores gets the key of the name or its parts as strings, for all inputs",
          arguments: [("en", "han auto"), ("de", "han chinese"), ("fr", "han japanese"), ("en", "han none"), ("sv", "identity"), ("en", "pinyin"),
                      ("en", "pinyin, a user's whole-name reading")])
    func fromStores(locale: String, reading: String) async throws {
        let stage: any Transliterator = switch reading {
        case "han auto": HanNameTransliterator(reading: .auto)
        case "han chinese": HanNameTransliterator(reading: .chinese)
        case "han japanese": HanNameTransliterator(reading: .japanese)
        case "han none": HanNameTransliterator(reading: .none)
        case "identity": IdentityTransliterator()
        // Whole-name readings are looked up as strings: such a stage's contacts take the host's path.
        case "pinyin, a user's whole-name reading": PinyinTransliterator(custom: try PinyinReadings(parsing: "张三\tli3 si4\n", file: "readings.tsv"))
        default: PinyinTransliterator()
        }
        let collator = try ProviderRegistry([LatinCollationProvider()]).makeCollator(locale: LocaleIdentifier(locale), provider: "latin")
        let collation = IndexedCollation(collator: collator, transliterator: stage)
        // Chinese and Japanese names (山田, 高山 and 佐藤 start Japanese family names; 吕 and 女
        // read with ü and a tone on it, 嗯 with a tone on a consonant), kana, letters that fold
        // (ß, Å, ø), invisible and ignorable leads, in every role, some with a written form
        // (kana, Han, a Latin spelling). A name read as pinyin is fed to the Latin key builder
        // as it is read (`LatinKeyReading`), and keyed here against its reading as a string.
        let pieces = Gen<String?>.element(of: ["曾", "单", "张", "三", "张三", "长沙", "𠀋", "葛\u{E0100}", " ", "\u{200B}", "Zoe", "7", "い", "ア",
                                               "吕", "女", "嗯", "王\t伟", "李-",
                                               "山田", "高山", "佐藤", "太郎", "Straße", "Åsa", "Ørsted", "O'Brien", "-", "\u{1}"] + ConformanceSamples.pieces)
            .map { $0 ?? "" }.array(of: 0...3).map { $0.joined() }
        // Names: the tool's list, repeated names included, as person names and as text.
        for role in [TextRole.personName, .text] {
            let names = IndexedCollation(collator: collator, transliterator: stage, role: role)
            await propertyCheck(count: 60, input: pieces.array(of: 1...20)) { list in
                let fromBytes = await names.keys(for: NameStore(list + list))
                #expect(fromBytes == (list + list).map { names.key(for: $0) }, "\(list)")
            }
        }
        let roles: [TextRole] = [.familyName, .givenName, .personName, .text]
        let written = Gen<String??>.element(of: [nil, nil, "やまだ", "山田", "Yamada", "张"]).map { $0 ?? nil }
        let parts = zip(zip(pieces, Gen<TextRole?>.element(of: roles)), written)
            .map { NamePart($0.0, role: $0.1 ?? .text, written: $1) }.array(of: 1...3)
        await propertyCheck(count: 60, input: parts.array(of: 1...20)) { list in
            let fromStore = await collation.keys(for: PartsStore(list + list))
            #expect(fromStore == (list + list).map { collation.key(for: $0) }, "\(list)")
            // Read as text (`--text`): every part in the text role.
            let asText = await collation.keys(for: PartsStore(list), everyPartAs: .text)
            #expect(asText == list.map { parts in collation.key(for: parts.map { NamePart($0.text, role: .text) }) }, "\(list)")
        }
    }
}
