internal import CICU
import Collation

/// A collator backed by the system ICU, for any ICU locale.
///
/// Sort keys are ICU sort keys (without the terminating zero byte) of the text after its
/// leading white space and invisible characters, which decide neither order nor section.
/// Sections follow ICU's
/// `AlphabeticIndex`: the locale data's titles become buckets in collation order, with "A"…"Z"
/// added for non-Latin locales; names that precede the first title, fall between scripts or
/// after the last title's script go to "#". Safe to use from many tasks at once: each call
/// borrows an ICU clone from a pool.
package final class ICUCollator: KeyWritingCollator {
    /// The locale the collator was made for.
    public let locale: LocaleIdentifier
    /// The sections, in the collation's order, "#" last.
    public let sections: SectionLayout
    /// The options the collator was made with.
    public let options: CollationOptions
    /// The ICU locale the collation data actually came from ("root" when ICU has none).
    public let actualLocale: String
    /// `icu`, the ICU release and the collator's own version (`ucol_getVersion`, which
    /// PostgreSQL records as an ICU collation's version).
    public let keyVersion: String
    /// The rules added to the locale's collation for the letters of the added locales
    /// (Ukrainian `&Г<ґ<<<Ґ` in an English list), empty when none were; see `SupplementLetters`.
    package let addedRules: String

    let collators: ClonePool
    let primaryCollators: ClonePool
    let boundaries: BucketBoundaries
    let overflowIndex: Int

    /// Reads what every ICU collator of the process shares (the root collation's script
    /// starts, 4 ms), so that a caller can have it read while it does other work: the tool
    /// does it while it reads its input. A collator made meanwhile waits for it, once.
    package static func readSharedData() {
        _ = ICUIndexOrder.rootScriptStarts
    }

    /// Opens ICU's collator for the configuration's locale and builds the section buckets.
    public init(configuration: CollatorConfiguration) throws(CollationError) {
        locale = configuration.locale
        options = configuration.options
        if let reason = ICUInfo.loadError { throw .providerFailure(provider: "icu", message: reason) }
        let icuLocale = Self.icuLocaleID(configuration.locale)
        var status = U_ZERO_ERROR
        guard var collator = cicu_ucol_open(icuLocale, &status), !failed(status) else {
            throw .providerFailure(provider: "icu", message: "cannot open a collator for '\(configuration.locale)': \(errorName(status))")
        }
        actualLocale = cicu_ucol_getActualLocale(collator, &status).map { String(cString: $0) } ?? "root"
        // Letters of the added locales that this collation ranks as variants of others
        // (Ukrainian Ґ as Г) get their own place, by the added locale's own rule.
        addedRules = SupplementLetters.rules(for: configuration.supplements, locale: configuration.locale, main: collator)
        if !addedRules.isEmpty {
            var length: Int32 = 0
            let base = cicu_ucol_getRules(collator, &length).map { String(decoding: UnsafeBufferPointer(start: $0, count: Int(length)), as: UTF16.self) } ?? ""
            var rulesStatus = U_ZERO_ERROR
            let merged = withUTF16(base + addedRules) { rules, count in cicu_ucol_openRules(rules, count, &rulesStatus) }
            guard let merged, !failed(rulesStatus) else {
                cicu_ucol_close(collator)
                throw .providerFailure(provider: "icu", message: "cannot add the rules '\(addedRules)' to '\(configuration.locale)': \(errorName(rulesStatus))")
            }
            cicu_ucol_close(collator)
            collator = merged
        }
        let scriptOrder = configuration.scriptOrder
        do { try Self.reorder(collator, by: scriptOrder) } catch {
            cicu_ucol_close(collator)
            throw error
        }
        keyVersion = "icu \(ICUInfo.versionString) \(Self.versionString(of: collator))"
            + (scriptOrder.isEmpty ? "" : " reorder " + scriptOrder.joined(separator: "-").lowercased())
            + (addedRules.isEmpty ? "" : " letters " + StableHash.hex([addedRules]))
        Self.apply(configuration.options, to: collator)
        var primaryStatus = U_ZERO_ERROR
        guard let primary = cicu_ucol_clone(collator, &primaryStatus), !failed(primaryStatus) else {
            cicu_ucol_close(collator)
            throw .providerFailure(provider: "icu", message: "cannot clone the collator: \(errorName(primaryStatus))")
        }
        cicu_ucol_setAttribute(primary, UCOL_STRENGTH, UCOL_PRIMARY, &primaryStatus)
        cicu_ucol_setAttribute(primary, UCOL_NUMERIC_COLLATION, UCOL_OFF, &primaryStatus)
        let cloneCollator: @Sendable (OpaquePointer) -> OpaquePointer? = { prototype in
            var status = U_ZERO_ERROR
            let clone = cicu_ucol_clone(prototype, &status)
            return failed(status) ? nil : clone
        }
        collators = ClonePool(prototype: collator, clone: cloneCollator, close: { cicu_ucol_close($0) })
        primaryCollators = ClonePool(prototype: primary, clone: cloneCollator, close: { cicu_ucol_close($0) })
        let index = AlphabeticIndexBuilder(data: configuration.data, supplements: configuration.supplements, order: ICUIndexOrder(primary: primary))
        let layout = index.build()
        boundaries = BucketBoundaries(layout.buckets)
        // Not contiguous where pinyin buckets file Han characters under Latin letters (zh-Hans).
        sections = SectionLayout(data: configuration.data, titles: layout.titles, followsKeyOrder: layout.contiguous)
        overflowIndex = sections.overflowIndex
    }

    /// The ICU locale ID for a BCP 47 tag (`zh-Hant-TW` → `zh_Hant_TW`, `de-u-co-phonebk` →
    /// `de@collation=phonebook`).
    /// A collator's version as text ("153.112").
    static func versionString(of collator: OpaquePointer) -> String {
        withUnsafeTemporaryAllocation(of: CChar.self, capacity: Int(U_MAX_VERSION_STRING_LENGTH) + 1) { buffer in
            buffer.initialize(repeating: 0)
            guard let base = buffer.baseAddress else { return "" }
            cicu_ucol_getVersionString(collator, base)
            return String(decoding: UnsafeRawBufferPointer(buffer).prefix { $0 != 0 }, as: UTF8.self)
        }
    }

    static func icuLocaleID(_ locale: LocaleIdentifier) -> String {
        var status = U_ZERO_ERROR
        var buffer = [CChar](repeating: 0, count: 157)
        var parsed: Int32 = 0
        let length = cicu_uloc_forLanguageTag(locale.identifier, &buffer, Int32(buffer.count), &parsed, &status)
        guard !failed(status), length > 0 else { return locale.identifier.replacing("-", with: "_") }
        return String(decoding: buffer.prefix(Int(length)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Puts the scripts of `codes` (ISO 15924) first, in that order, as the locale data's
    /// `script-order` asks (kana before Latin in Japanese); sections follow, since they are
    /// built with the same collator.
    static func reorder(_ collator: OpaquePointer, by codes: [String]) throws(CollationError) {
        guard !codes.isEmpty else { return }
        var numbers: [Int32] = []
        for code in codes {
            let number = cicu_script_code(code)
            guard number >= 0 else {
                throw .providerFailure(provider: "icu", message: "unknown script '\(code)' in the script order (ISO 15924 codes: Hrkt, Hani, Latn, Cyrl…)")
            }
            numbers.append(number)
        }
        var status = U_ZERO_ERROR
        cicu_ucol_setReorderCodes(collator, numbers, Int32(numbers.count), &status)
        if failed(status) {
            throw .providerFailure(provider: "icu", message: "cannot put \(codes.joined(separator: " ")) first: \(errorName(status))")
        }
    }

    /// Sets strength, numeric ordering and case-first on an ICU collator.
    static func apply(_ options: CollationOptions, to collator: OpaquePointer) {
        var status = U_ZERO_ERROR
        let strength: UColAttributeValue = switch options.strength {
        case .primary: UCOL_PRIMARY
        case .secondary: UCOL_SECONDARY
        case .tertiary: UCOL_TERTIARY
        }
        cicu_ucol_setAttribute(collator, UCOL_STRENGTH, strength, &status)
        cicu_ucol_setAttribute(collator, UCOL_NUMERIC_COLLATION, options.numeric ? UCOL_ON : UCOL_OFF, &status)
        switch options.caseFirst {
        case .default: break
        case .lower: cicu_ucol_setAttribute(collator, UCOL_CASE_FIRST, UCOL_LOWER_FIRST, &status)
        case .upper: cicu_ucol_setAttribute(collator, UCOL_CASE_FIRST, UCOL_UPPER_FIRST, &status)
        }
    }

    // MARK: Keys

    /// ICU's sort key of `string`, without its terminating zero byte.
    public func sortKey(for string: String) -> SortKey {
        var bytes: [UInt8] = []
        _ = appendSortKey(of: Self.meaningful(string), to: &bytes, pool: collators)
        return SortKey(bytes: bytes)
    }

    /// The section of `string`: the bucket its first meaningful character falls in.
    public func sectionIndex(for string: String) -> Int {
        section(ofMeaningful: Self.meaningful(string))
    }

    /// A writer with an ICU collator of its own, so that keying a large list takes no lock per
    /// name.
    public func makeKeyWriter(reading: any Transliterator, role: TextRole) -> any CollationKeyWriter {
        ICUKeyWriter(collator: self, reading: reading, role: role)
    }

    /// The section of `text`, whose sort key is `key[start..<start + length]`: from the key's
    /// primary level (the bytes before the first 0x01 level separator), unless numeric
    /// ordering changes the primary weights.
    func section(of text: String, key: [UInt8], from start: Int, length: Int) -> Int {
        if options.numeric { return section(ofMeaningful: text) }
        return section(first: text.unicodeScalars.first, key: key, from: start, length: length)
    }

    /// The section of a text that starts with `first` (a meaningful scalar, `nil` for no
    /// text) from its key, `key[start..<(start + length)]`, without numeric collation.
    func section(first: Unicode.Scalar?, key: [UInt8], from start: Int, length: Int) -> Int {
        boundaries.section(first: first, key: key, from: start, length: length, overflow: overflowIndex)
    }

    /// ICU's direct comparison (`ucol_strcoll`) of the texts after their leading white space.
    public func compare(_ lhs: String, _ rhs: String) -> CollationOrder {
        let result = withUTF16(Self.meaningful(lhs)) { a, aLength in
            withUTF16(Self.meaningful(rhs)) { b, bLength in
                collators.with { cicu_ucol_strcoll($0, a, aLength, b, bLength) }
            }
        }
        return result == UCOL_LESS ? .ascending : (result == UCOL_GREATER ? .descending : .same)
    }

    /// The text from its first meaningful character on.
    static func meaningful(_ string: String) -> String { TextScanning.meaningful(string) }

    /// The section of a text that starts with a meaningful character.
    ///
    /// A first character that is a digit, symbol, punctuation or emoji files the name in "#"
    /// even where the collation ignores punctuation (Thai's does).
    func section(ofMeaningful text: String) -> Int {
        guard let first = text.unicodeScalars.first, !TextScanning.isOverflowStarter(first) else { return overflowIndex }
        var key: [UInt8] = []
        _ = appendSortKey(of: text, to: &key, pool: primaryCollators)
        return section(ofPrimaryKey: key)
    }

    /// Appends ICU's sort key (without the final zero) made by a collator from `pool`.
    func appendSortKey(of string: String, to buffer: inout [UInt8], pool: ClonePool) -> Int {
        withUTF16(string) { text, length in
            pool.with { Self.appendSortKey(of: text, length: length, collator: $0, to: &buffer) }
        }
    }

    /// Appends the sort key (without the final zero) that `collator` makes of `length` UTF-16
    /// code units at `text`, and returns its length.
    ///
    /// ICU writes into temporary memory (on the stack for a name), copied once to `buffer`:
    /// growing the buffer by zeros for ICU to fill, then cutting it back, cost a tenth of the
    /// time of keying a Latin name.
    static func appendSortKey(of text: UnsafePointer<UInt16>, length: Int32, collator: OpaquePointer, to buffer: inout [UInt8]) -> Int {
        var capacity = Int(length) * 4 + 16
        while true {
            let written = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { key -> Int? in
                let needed = Int(cicu_ucol_getSortKey(collator, text, length, key.baseAddress, Int32(capacity)))
                guard needed <= capacity else {
                    capacity = needed
                    return nil
                }
                let count = max(needed - 1, 0)
                buffer.append(contentsOf: UnsafeBufferPointer(rebasing: key[..<count]))
                return count
            }
            if let written { return written }
        }
    }

    /// The section of a name whose primary key is `key`: the last bucket whose boundary is at
    /// or before it.
    func section(ofPrimaryKey key: [UInt8]) -> Int {
        key.withUnsafeBufferPointer { section(ofPrimaryKey: $0) }
    }

    /// The section of a name whose primary key is `key`.
    func section(ofPrimaryKey key: UnsafeBufferPointer<UInt8>) -> Int {
        boundaries.section(ofPrimaryKey: key, overflow: overflowIndex)
    }
}
