internal import CICU
import Collation

/// ICU's answers for the alphabetic index (``AlphabeticIndexBuilder``): comparison and keys by
/// a collator at primary strength, ICU's NFKD, the collation's tailored index contractions and
/// the root collation's script starts.
struct ICUIndexOrder: AlphabeticIndexOrder {
    /// A collator at primary strength.
    let primary: OpaquePointer
    /// The code points and strings the collation's tailoring changes, read once.
    private let tailored: TailoredSet

    /// ICU's tailored set of a collator, closed with the last copy of the order.
    private final class TailoredSet {
        let set: OpaquePointer?

        init(of collator: OpaquePointer) {
            var status = U_ZERO_ERROR
            let set = cicu_ucol_getTailoredSet(collator, &status)
            if failed(status), let set { cicu_uset_close(set) }
            self.set = failed(status) ? nil : set
        }

        deinit {
            if let set { cicu_uset_close(set) }
        }
    }

    init(primary: OpaquePointer) {
        self.primary = primary
        tailored = TailoredSet(of: primary)
    }

    /// The collation's index contractions (U+FDD0 + label) and script starts (U+FDD1 + the first
    /// letter of a script, or of the unassigned code points).
    ///
    /// The index contractions are a tailoring's (Chinese pinyin letters, stroke counts, zhuyin),
    /// read from the tailored set; the script starts are the root collation's, the same for
    /// every collator of one ICU, and read once per process. Reading every contraction of the
    /// collation instead, as `AlphabeticIndex` does, cost 4–10 ms for each collator made: ICU
    /// adds the root's 1,100 contraction strings to a set one by one, each insertion a linear
    /// search. (The agreement tests with `AlphabeticIndex`, every locale and `--also`, hold
    /// this reading to ICU's.)
    var indexContractions: [String] {
        guard let set = tailored.set else { return [] }
        return Self.contractions(in: set).index
    }

    var scriptStarts: [String] { Self.rootScriptStarts }

    /// The root collation's script starts: from the table generated from this ICU release
    /// (``ICURootIndex``), else read from ICU once. Reading them cost every run of the
    /// tool 4–10 ms of ICU's time (see ``indexContractions``); a test holds the table to what
    /// ICU gives.
    static let rootScriptStarts: [String] = {
        guard generatedForThisICU else { return readRootScriptStarts() }
        // U+FDD1 (a noncharacter, which a string literal may not hold), then the letter.
        guard let marker = Unicode.Scalar(0xFDD1 as UInt32) else { return readRootScriptStarts() }
        return ICURootIndex.scriptStartLetters.compactMap { letter in Unicode.Scalar(letter).map { String(marker) + String($0) } }
    }()

    /// The root collation's script starts, as ICU gives them.
    static func readRootScriptStarts() -> [String] {
        var status = U_ZERO_ERROR
        guard let root = cicu_ucol_open("root", &status), !failed(status) else { return [] }
        defer { cicu_ucol_close(root) }
        return allContractions(of: root).scriptStarts
    }

    /// The index contractions and script starts among all of `collator`'s contractions.
    private static func allContractions(of collator: OpaquePointer) -> (index: [String], scriptStarts: [String]) {
        guard let set = cicu_uset_openEmpty() else { return ([], []) }
        defer { cicu_uset_close(set) }
        var status = U_ZERO_ERROR
        cicu_ucol_getContractionsAndExpansions(collator, set, nil, 0, &status)
        guard !failed(status) else { return ([], []) }
        return contractions(in: set)
    }

    /// The index contractions and script starts among the strings of `set`.
    private static func contractions(in set: OpaquePointer) -> (index: [String], scriptStarts: [String]) {
        var index: [String] = []
        var scriptStarts: [String] = []
        var buffer = [UInt16](repeating: 0, count: 64)
        for item in 0..<cicu_uset_getItemCount(set) {
            var start: Int32 = 0, end: Int32 = 0
            var itemStatus = U_ZERO_ERROR
            let length = buffer.withUnsafeMutableBufferPointer {
                cicu_uset_getItem(set, item, &start, &end, $0.baseAddress, Int32($0.count), &itemStatus)
            }
            guard length > 0, !failed(itemStatus) else { continue }
            let text = buffer.withUnsafeBufferPointer { string(fromUTF16: UnsafeBufferPointer(rebasing: $0[..<Int(length)])) }
            let scalars = Array(text.unicodeScalars)
            guard scalars.count == 2 else { continue }
            if scalars[0].value == 0xFDD0 {
                index.append(text)
            } else if scalars[0].value == 0xFDD1 {
                let type = cicu_u_charType(UChar32(scalars[1].value))
                // Letters (Lu, Ll, Lt, Lm, Lo) and unassigned code points, not the special groups.
                if (1...5).contains(type) || type == 0 { scriptStarts.append(text) }
            }
        }
        return (index, scriptStarts)
    }

    /// The code points of `text` in NFKD.
    func nfkd(_ text: String) -> [UInt32] {
        let units = Array(text.utf16)
        var result = [UInt16](repeating: 0, count: units.count * 18 + 8)
        var status = U_ZERO_ERROR
        let length = result.withUnsafeMutableBufferPointer { out in
            units.withUnsafeBufferPointer { cicu_nfkd($0.baseAddress, Int32($0.count), out.baseAddress, Int32(out.count), &status) }
        }
        guard !failed(status) else { return text.unicodeScalars.map(\.value) }
        return string(fromUTF16: result.withUnsafeBufferPointer { UnsafeBufferPointer(rebasing: $0[..<Int(length)]) }).unicodeScalars.map(\.value)
    }

    /// Whether the tables generated from the root (``ICURootIndex``) are this ICU's.
    static let generatedForThisICU = ICUInfo.versionString == ICURootIndex.icuRelease

    /// Whether `text` has more than one primary weight.
    ///
    /// A single code point the tailoring leaves alone has the root's weights, and the root's
    /// answer is in ``ICURootIndex`` (the letters of most locales' index: A–Z, Cyrillic, kana).
    /// Anything else is asked of ICU, whose collation element iterator works out every expansion
    /// of the collation when the first is made: 1 ms of a ten-name list's run.
    func hasMultiplePrimaries(_ text: String) -> Bool {
        let scalars = text.unicodeScalars
        if Self.generatedForThisICU, let scalar = scalars.first, scalars.index(after: scalars.startIndex) == scalars.endIndex,
           let set = tailored.set, cicu_uset_contains(set, UChar32(bitPattern: scalar.value)) == 0 {
            return Self.rootHasMultiplePrimaries(scalar.value)
        }
        return iteratorHasMultiplePrimaries(text)
    }

    /// Whether the root collation gives `code` more than one primary weight (the generated ranges).
    static func rootHasMultiplePrimaries(_ code: UInt32) -> Bool {
        let ranges = ICURootIndex.multiplePrimaryRanges
        var low = 0, upper = ranges.count
        while low < upper {
            let middle = low + (upper - low) / 2
            if ranges[middle].last < code { low = middle + 1 } else { upper = middle }
        }
        return low < ranges.count && ranges[low].first <= code
    }

    /// Whether `text` has more than one primary weight, as ICU's collation elements count them.
    func iteratorHasMultiplePrimaries(_ text: String) -> Bool {
        var status = U_ZERO_ERROR
        let multiple = withUTF16(text) { cicu_hasMultiplePrimaries(primary, $0, $1, &status) }
        return !failed(status) && multiple != 0
    }

    /// Compares at primary strength.
    func compare(_ a: String, _ b: String) -> Int {
        let result = withUTF16(a) { pa, la in withUTF16(b) { pb, lb in cicu_ucol_strcoll(primary, pa, la, pb, lb) } }
        return result == UCOL_LESS ? -1 : (result == UCOL_GREATER ? 1 : 0)
    }

    /// The primary sort key of a boundary, without the final zero byte.
    func primaryKey(_ text: String) -> [UInt8] {
        guard !text.isEmpty else { return [] }
        return withUTF16(text) { pointer, length in
            var key = [UInt8](repeating: 0, count: Int(length) * 4 + 16)
            var needed = Int(cicu_ucol_getSortKey(primary, pointer, length, &key, Int32(key.count)))
            if needed > key.count {
                key = [UInt8](repeating: 0, count: needed)
                needed = Int(cicu_ucol_getSortKey(primary, pointer, length, &key, Int32(key.count)))
            }
            return Array(key.prefix(max(needed - 1, 0)))
        }
    }
}

// What the tests hold the generated tables to (the test module imports Foundation, which
// cannot be imported beside CICU).
extension ICUIndexOrder {
    /// The root's code points of more than one primary weight as ICU's collation elements count
    /// them, as ranges in order: what `generate-tables icu-root-index` writes.
    static func rootMultiplePrimaryRangesFromICU() -> [(first: UInt32, last: UInt32)] {
        var status = U_ZERO_ERROR
        guard let root = cicu_ucol_open("root", &status), !failed(status) else { return [] }
        defer { cicu_ucol_close(root) }
        cicu_ucol_setAttribute(root, UCOL_STRENGTH, UCOL_PRIMARY, &status)
        var ranges: [(first: UInt32, last: UInt32)] = []
        var units: [UInt16] = [0, 0]
        for code in UInt32(0)..<0x110000 where !(0xD800...0xDFFF).contains(code) {
            let length: Int32 = code < 0x10000 ? 1 : 2
            if code < 0x10000 {
                units[0] = UInt16(code)
            } else {
                units[0] = UInt16(0xD800 + ((code - 0x10000) >> 10))
                units[1] = UInt16(0xDC00 + ((code - 0x10000) & 0x3FF))
            }
            var itemStatus = U_ZERO_ERROR
            guard cicu_hasMultiplePrimaries(root, units, length, &itemStatus) != 0 else { continue }
            if let last = ranges.last, last.last + 1 == code { ranges[ranges.count - 1].last = code } else { ranges.append((code, code)) }
        }
        return ranges
    }

    /// `body` with the order of `locale`'s collator, as a collator of the locale makes it.
    static func withOrder<T>(of locale: LocaleIdentifier, _ body: (ICUIndexOrder) -> T) -> T? {
        var status = U_ZERO_ERROR
        guard let collator = cicu_ucol_open(ICUCollator.icuLocaleID(locale), &status), !failed(status) else { return nil }
        defer { cicu_ucol_close(collator) }
        cicu_ucol_setAttribute(collator, UCOL_STRENGTH, UCOL_PRIMARY, &status)
        return body(ICUIndexOrder(primary: collator))
    }
}
