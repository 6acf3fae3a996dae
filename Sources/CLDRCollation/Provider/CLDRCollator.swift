import Collation

/// A collator over the built-in CLDR tables: ICU's order and ICU's sort keys, byte for byte,
/// with no ICU.
///
/// Keys are the collation's sort keys of the text after its leading white space and invisible
/// characters, as the ICU provider's are. Sections are built as ICU's `AlphabeticIndex` builds
/// them (``AlphabeticIndexBuilder``), from the same data: the locale data's titles, the
/// tailoring's index contractions (pinyin, strokes, zhuyin) and the root's script starts.
/// Immutable, so safe from many tasks at once.
package final class CLDRCollator: KeyWritingCollator {
    package let locale: LocaleIdentifier
    package let sections: SectionLayout
    package let options: CollationOptions
    /// `cldr`, the CLDR version, a hash of the tables and the collation's tag, with the script
    /// order when one is set.
    package let keyVersion: String
    /// The tag whose collation serves (`de` for `de-AT`, `zh-Hant` for `zh-TW`).
    package let collationTag: String

    let keys: CLDRSortKeys
    /// The added locales' letters given their own place (code point, CE32 pairs), if any.
    private let addedLetters: [UInt32]
    /// The same collation at primary strength, without numeric digits: sections.
    let primary: CLDRSortKeys
    let boundaries: BucketBoundaries
    let overflowIndex: Int
    /// Key makers for the one-name calls (`sortKey(for:)`, `sectionIndex(for:)`), made when
    /// the collation is settled.
    private let makers: CLDRKeyMakerPool
    private let primaryMakers: CLDRKeyMakerPool

    init(configuration: CollatorConfiguration) throws(CollationError) {
        locale = configuration.locale
        options = configuration.options
        guard let entry = Self.entry(for: configuration.locale, data: configuration.data) else {
            throw .unsupportedLocale(configuration.locale.identifier, provider: "cldr")
        }
        collationTag = entry.tag
        let scriptOrder = configuration.scriptOrder
        let strength: Int = switch configuration.options.strength {
        case .primary: 0
        case .secondary: 1
        case .tertiary: 2
        }
        let upperFirst: Bool? = switch configuration.options.caseFirst {
        case .default: nil
        case .lower: false
        case .upper: true
        }
        do {
            guard let keys = try CLDRSortKeys(tag: entry.tag, options: .init(strength: strength, numeric: configuration.options.numeric, upperFirst: upperFirst, scriptOrder: scriptOrder)),
                  let primary = try CLDRSortKeys(tag: entry.tag, options: .init(strength: 0, scriptOrder: scriptOrder)) else {
                throw CollationError.unsupportedLocale(configuration.locale.identifier, provider: "cldr")
            }
            // An added locale's letters that this collation ranks as variants of others
            // (Ukrainian Ґ as Г) get their own place, by the added locale's own elements.
            let letters = CLDRSupplementLetters.overrides(for: configuration.supplements, locale: configuration.locale, main: primary)
            self.keys = letters.isEmpty ? keys : keys.overriding(letters)
            self.primary = letters.isEmpty ? primary : primary.overriding(letters)
            makers = CLDRKeyMakerPool(keys: self.keys)
            primaryMakers = CLDRKeyMakerPool(keys: self.primary)
            addedLetters = letters.keys.sorted().flatMap { c -> [UInt32] in [c, letters[c] ?? 0] }
        } catch let problem as CLDRSortKeys.OptionProblem {
            throw .providerFailure(provider: "cldr", message: problem.message)
        } catch let error as CollationError {
            throw error
        } catch {
            throw .providerFailure(provider: "cldr", message: "\(error)")
        }
        keyVersion = "cldr \(CLDRTables.source) \(CLDRTables.tablesHash) \(entry.tag)"
            + (scriptOrder.isEmpty ? "" : " reorder " + scriptOrder.joined(separator: "-").lowercased())
            + (addedLetters.isEmpty ? "" : " letters " + StableHash.hex(addedLetters.flatMap { word in (0..<4).map { UInt8(truncatingIfNeeded: word >> ($0 * 8)) } }))
        let index = AlphabeticIndexBuilder(data: configuration.data, supplements: configuration.supplements, order: CLDRIndexOrder(primary: primary, entry: entry))
        let layout = index.build()
        boundaries = BucketBoundaries(layout.buckets)
        sections = SectionLayout(data: configuration.data, titles: layout.titles, followsKeyOrder: layout.contiguous)
        overflowIndex = sections.overflowIndex
    }

    /// The table entry for a locale: its own tag (`de-u-co-phonebk`, `fr-CA`), else that of the
    /// locale data it resolved to (`zh-TW` → `zh-Hant`), with its `-u-` extension, else the
    /// nearest parent tag, as ICU falls back.
    static func entry(for locale: LocaleIdentifier, data: LocaleData) -> CLDRTables.LocaleEntry? {
        let tag = locale.identifier
        let fallback = CLDRTables.entry(for: tag)
        if fallback?.tag == tag { return fallback }
        let extensions = tag.firstRange(of: "-u-").map { String(tag[$0.lowerBound...]) } ?? ""
        if let byData = CLDRTables.entry(for: data.identifier.identifier + extensions),
           byData.tag.count > (fallback?.tag.count ?? 0) {
            return byData
        }
        return fallback ?? CLDRTables.entry(for: "root")
    }

    // MARK: Keys

    package func sortKey(for string: String) -> SortKey {
        var string = string
        return string.withUTF8 { utf8 in
            SortKey(bytes: makers.withMaker { $0.key(ofMeaningfulPartOf: utf8) })
        }
    }

    package func sectionIndex(for string: String) -> Int {
        section(ofMeaningful: Self.meaningful(string))
    }

    package func makeKeyWriter(reading: any Transliterator, role: TextRole) -> any CollationKeyWriter {
        CLDRKeyWriter(collator: self, reading: reading, role: role)
    }

    /// The text from its first meaningful character on.
    static func meaningful(_ string: String) -> String { TextScanning.meaningful(string) }

    /// The section of a text that starts with a meaningful character: a first digit, symbol,
    /// punctuation or emoji files it in "#" even where the collation ignores punctuation (Thai).
    func section(ofMeaningful text: String) -> Int {
        guard let first = text.unicodeScalars.first, !TextScanning.isOverflowStarter(first) else { return overflowIndex }
        var key: [UInt8] = []
        primaryMakers.withMaker { $0.appendKey(of: text, to: &key) }
        return key.withUnsafeBufferPointer { boundaries.section(ofPrimaryKey: $0, overflow: overflowIndex) }
    }

    /// The section of a text from its key, `key[start..<start + length]`: from the key's primary
    /// level (the bytes before the first 0x01), unless numeric digits change the primaries.
    func section(of text: String, key: [UInt8], from start: Int, length: Int) -> Int {
        if options.numeric { return section(ofMeaningful: text) }
        return section(first: text.unicodeScalars.first, key: key, from: start, length: length)
    }

    /// The section of a text that starts with `first` (a meaningful scalar, nil for no text)
    /// from its key, `key[start..<start + length]`, without numeric digits.
    func section(first: Unicode.Scalar?, key: [UInt8], from start: Int, length: Int) -> Int {
        boundaries.section(first: first, key: key, from: start, length: length, overflow: overflowIndex)
    }

    /// The section of a text that starts with `first` from its key's primary level, without
    /// numeric digits.
    func section(first: Unicode.Scalar?, primaryKey: UnsafeBufferPointer<UInt8>) -> Int {
        boundaries.section(first: first, primaryKey: primaryKey, overflow: overflowIndex)
    }

    /// As ``section(first:primaryKey:)``, for a text known to start with a letter (neither
    /// ignorable nor an overflow starter).
    func section(ofLetterPrimaryKey primaryKey: UnsafeBufferPointer<UInt8>) -> Int {
        boundaries.section(ofPrimaryKey: primaryKey, overflow: overflowIndex)
    }
}
