import Collation

/// CLDR's collation for one locale, in plain Swift over tables generated from ICU: the sort key
/// of a text, byte for byte ICU's (`ucol_getSortKey` without its final zero), with no ICU at
/// run time.
///
/// This is the engine of the `cldr` provider. It takes the locale's collation as CLDR defines
/// it (strength tertiary; the locale's own alternate handling, case order, French accents and
/// normalization); the provider's options and script orders come on top of it.
package struct CLDRSortKeys: Sendable {
    /// The locale tag the collation was found under (the asked-for tag or a parent of it).
    package let tag: String
    /// The ICU locale whose tailoring serves ("root" where none does).
    package let actualLocale: String
    /// The collation's tables, and its index among the generated collations.
    private(set) var data: CollationData
    let collation: Int
    let settings: CollationSettings
    let writer: SortKeyWriter
    /// The elements that the direct path keys (none where the collation's settings are not the
    /// common ones).
    private(set) var direct: DirectElements

    /// What may be set on top of the locale's collation, as ICU's attributes set it.
    package struct Options: Sendable, Hashable {
        /// 0 primary, 1 secondary, 2 tertiary, 3 quaternary; nil: the locale's (tertiary
        /// everywhere).
        package var strength: Int?
        /// Spaces and punctuation shifted to the last level (ICU's alternate handling "shifted");
        /// nil: the locale's (shifted in Thai only).
        package var shifted: Bool?
        /// Digits by numeric value.
        package var numeric = false
        /// nil: the locale's; false: lowercase first; true: uppercase first.
        package var upperFirst: Bool?
        /// Scripts first, by ISO 15924 code, as `ucol_setReorderCodes`; empty: the locale's order.
        package var scriptOrder: [String] = []

        package init(strength: Int? = nil, shifted: Bool? = nil, numeric: Bool = false, upperFirst: Bool? = nil, scriptOrder: [String] = []) {
            self.strength = strength
            self.shifted = shifted
            self.numeric = numeric
            self.upperFirst = upperFirst
            self.scriptOrder = scriptOrder
        }
    }

    /// Why options cannot be set.
    package struct OptionProblem: Error, Sendable {
        package let message: String
    }

    /// The collation for a BCP 47 tag (`sv`, `zh-Hant`, `de-u-co-phonebk`), or for the nearest
    /// parent tag that has one; nil when none has.
    package init?(tag: String) {
        guard let made = try? Self(tag: tag, options: Options()) else { return nil }
        self = made
    }

    /// The collation for a tag, with options; nil when no tag has a collation.
    package init?(tag: String, options: Options) throws(OptionProblem) {
        guard let entry = CLDRTables.entry(for: tag) else { return nil }
        self.tag = entry.tag
        actualLocale = entry.actualLocale
        let source = CLDRTables.collations[entry.collation]
        data = CLDRCollationTables.shared.data(entry.collation).pointee
        collation = entry.collation
        var bits = source.options & 0xFFFF
        if let strength = options.strength { bits = bits & ~0xF000 | UInt32(strength) << 12 }
        if options.numeric { bits |= CollationSettings.numeric }
        if let shifted = options.shifted { bits = bits & ~CollationSettings.alternateMask | (shifted ? 0x4 : 0) }
        if let upperFirst = options.upperFirst {
            bits = bits & ~(CollationSettings.caseFirst | CollationSettings.upperFirst)
                | CollationSettings.caseFirst | (upperFirst ? CollationSettings.upperFirst : 0)
        }
        var table = CLDRTables.bytes(source.reorderTable)
        var ranges = source.reorderRanges
        if !options.scriptOrder.isEmpty {
            var codes: [Int32] = []
            for code in options.scriptOrder {
                guard let number = CLDRTables.scriptCodes[code] ?? CLDRTables.scriptCodes.first(where: { $0.key.lowercased() == code.lowercased() })?.value else {
                    throw OptionProblem(message: "unknown script '\(code)' in the script order (ISO 15924 codes: Hrkt, Hani, Latn, Cyrl…)")
                }
                codes.append(number)
            }
            do {
                (table, ranges) = try CLDRCollationTables.shared.scriptReordering.reordering(codes)
            } catch {
                throw OptionProblem(message: "cannot put \(options.scriptOrder.joined(separator: " ")) first: \(error.message)")
            }
        }
        settings = CollationSettings(options: bits, variableTop: entry.variableTop, reorderTable: table, reorderRanges: ranges)
        writer = SortKeyWriter(settings: settings, compressible: CLDRCollationTables.shared.compressible)
        direct = DirectElements(data: data, settings: settings, writesCommonLevels: writer.writesCommonLevels, compressible: writer.compressible)
    }

    /// The same collation with some letters given other self-contained CE32s (an added
    /// locale's letters, `CLDRSupplementLetters`).
    func overriding(_ letters: [UInt32: UInt32]) -> CLDRSortKeys {
        var copy = self
        copy.data = CLDRCollationTables.shared.data(collation, overriding: letters).pointee
        copy.direct = DirectElements(data: copy.data, settings: settings, writesCommonLevels: writer.writesCommonLevels, compressible: writer.compressible)
        return copy
    }

    /// The sort key of a text.
    package func key(_ text: String) -> [UInt8] {
        var key: [UInt8] = []
        var maker = makeKeyMaker()
        maker.appendKey(of: text, to: &key)
        return key
    }

    /// How many collation elements of a text have a primary weight ("Æ" has two where it
    /// expands to "AE").
    package func primaryCount(_ text: String) -> Int {
        var elements = CollationElements(data: data, numeric: numeric)
        elements.load(normalizing: settings.checksFCD) { $0.append(contentsOf: text.unicodeScalars.lazy.map(\.value)) }
        var count = 0
        while true {
            let ce = elements.next()
            if ce == CollationLayout.noCE { return count }
            if ce >> 32 != 0 { count += 1 }
        }
    }

    var numeric: Bool { settings.options & CollationSettings.numeric != 0 }

    /// A key maker for one thread, which keeps its buffers from key to key.
    package func makeKeyMaker() -> CLDRKeyMaker {
        CLDRKeyMaker(keys: self)
    }
}

/// Makes keys for one thread: the scalars of the text, its collation elements and the key's
/// levels in buffers kept from one text to the next, and each key appended straight to the
/// caller's buffer (the host's key arena).
///
/// A maker is used by one thread at a time; it may move to another between keys (the collator's
/// pool of makers for one-name calls does that), hence `@unchecked Sendable`. Its copies share
/// its level buffers: use one copy at a time.
package struct CLDRKeyMaker: @unchecked Sendable {
    private let writer: SortKeyWriter
    private let normalizing: Bool
    /// The direct path's elements (not enabled where the collation keys everything the
    /// general way). Not optional: a reference unwrapped per name was retained per name.
    private let direct: DirectElements
    private var elements: CollationElements
    private let scratch = SortKeyWriter.Scratch()
    /// A text's scalars decoded from its UTF-8, kept from text to text.
    private var decoded: [UInt32] = []

    init(keys: CLDRSortKeys) {
        writer = keys.writer
        normalizing = keys.settings.checksFCD
        direct = keys.direct
        elements = CollationElements(data: keys.data, numeric: keys.numeric)
    }

    /// Appends the sort key of a text to `buffer` and returns its length.
    @discardableResult
    package mutating func appendKey(of text: String, to buffer: inout [UInt8]) -> Int {
        appendKey(to: &buffer) { scalars in
            for scalar in text.unicodeScalars { scalars.append(scalar.value) }
        }
    }

    /// Appends the sort key of UTF-8 text from its first meaningful scalar on (as
    /// `TextScanning.meaningful` cuts a string) and returns its length: the text decoded through
    /// a pointer into a buffer kept from text to text, with no append per scalar.
    @discardableResult
    package mutating func appendKey(ofMeaningfulPartOf utf8: UnsafeBufferPointer<UInt8>, to buffer: inout [UInt8]) -> Int {
        if collectDirectKey(ofMeaningfulPartOf: utf8) != nil { return appendCollectedKey(to: &buffer) }
        let count = TextScanning.decodeMeaningful(utf8, into: &decoded, filler: 0) { scalar, put in put(scalar.value) }
        return decoded.withUnsafeBufferPointer { scalars in
            appendKey(to: &buffer) { $0.append(contentsOf: UnsafeBufferPointer(rebasing: scalars[..<count])) }
        }
    }

    /// The sort key of UTF-8 text from its first meaningful scalar on, as an array of its own:
    /// by the direct path, in one allocation.
    package mutating func key(ofMeaningfulPartOf utf8: UnsafeBufferPointer<UInt8>) -> [UInt8] {
        if collectDirectKey(ofMeaningfulPartOf: utf8) != nil { return writer.directKey(scratch) }
        var bytes: [UInt8] = []
        // Room for most keys at once (about three bytes a character, and the level separators).
        bytes.reserveCapacity(utf8.count * 3 + 8)
        appendKey(ofMeaningfulPartOf: utf8, to: &bytes)
        return bytes
    }

    /// Collects the key of UTF-8 text from its first meaningful scalar on by the direct path
    /// (``DirectElements``), when the collation has one and every character of the text is
    /// below `stop` and has elements it writes: the text's first meaningful scalar, for the
    /// caller's section (the key is taken by ``appendCollectedKey(to:)``). Nil otherwise.
    mutating func collectDirectKey(ofMeaningfulPartOf utf8: UnsafeBufferPointer<UInt8>, below stop: UInt32 = .max) -> SortKeyWriter.DirectText? {
        return collectDirectKey(of: DirectUTF8Input(utf8), below: stop)
    }

    /// As ``collectDirectKey(ofMeaningfulPartOf:below:)``, for text as UTF-16 (a reading).
    mutating func collectDirectKey(ofMeaningfulUTF16 units: UnsafeBufferPointer<UInt16>) -> SortKeyWriter.DirectText? {
        collectDirectKey(of: DirectUTF16Input(units), below: .max)
    }

    /// As ``collectDirectKey(ofMeaningfulUTF16:)``, for a reading written as tokens
    /// (``UTF16Reading/appendReadingTokens(ofMeaningful:role:to:)``), its syllables' elements
    /// kept in `syllables`: nil where the reading's text would not go the direct way (the
    /// caller then keys the text).
    mutating func collectDirectKey(ofTokens tokens: UnsafeBufferPointer<UInt32>, syllables: SyllableElements) -> SortKeyWriter.DirectText? {
        guard direct.isEnabled else { return nil }
        return writer.collectDirect(tokens: tokens, syllables: syllables, direct: direct, scratch: scratch)
    }

    /// The elements of a reading stage's syllables, for this maker's collation.
    func syllableElements(of spellings: SyllableSpellings) -> SyllableElements {
        SyllableElements(spellings: spellings, direct: direct)
    }

    private mutating func collectDirectKey<Input: DirectInput>(of input: Input, below stop: UInt32) -> SortKeyWriter.DirectText? {
        guard direct.isEnabled else { return nil }
        return writer.collectDirect(input, direct: direct, below: stop, scratch: scratch)
    }

    /// Whether `scalar` is a letter for sectioning (neither ignorable nor an overflow starter)
    /// by a test with no look-up of its traits: below U+0800 by
    /// ``DirectElements/startsLetter(_:)``, and the common CJK letters (Han, kana, Hangul)
    /// by their ranges; false for any other, which the caller then looks up.
    @inline(__always)
    func startsLetter(_ scalar: Unicode.Scalar) -> Bool {
        direct.startsLetter(scalar.value) || TextScanning.isCommonLetter(scalar.value)
    }

    /// The primary level of the key that ``collectDirectKey(ofMeaningfulPartOf:)`` collected
    /// last, for its section: valid until the maker keys another text.
    var collectedPrimaries: UnsafeBufferPointer<UInt8> { scratch.collectedPrimaries }

    /// The key that ``collectDirectKey(ofMeaningfulPartOf:)`` collected last, put together in
    /// the maker's scratch: valid until the maker keys another text.
    var collectedKey: UnsafeBufferPointer<UInt8> { scratch.directKey() }

    /// Appends the key that ``collectDirectKey(ofMeaningfulPartOf:)`` collected last, and returns
    /// its length.
    mutating func appendCollectedKey(to buffer: inout [UInt8]) -> Int {
        let start = buffer.count
        writer.appendDirectLevels(scratch, into: &buffer)
        return buffer.count - start
    }

    /// Appends the sort key of the scalars that `fill` appends to its (empty) buffer, and
    /// returns its length: for callers that decode their text themselves (UTF-8 in place).
    @discardableResult
    package mutating func appendKey(to buffer: inout [UInt8], _ fill: (inout [UInt32]) -> Void) -> Int {
        elements.load(normalizing: normalizing, fill)
        let start = buffer.count
        writer.write(&elements, into: &buffer, scratch: scratch)
        return buffer.count - start
    }
}
