import Collation

/// The generated tables' answers for the alphabetic index (``AlphabeticIndexBuilder``), the
/// same ICU gives the ICU provider: primary keys and comparison from the collation at primary
/// strength, NFKD from the generated decompositions, the tailoring's index contractions and the
/// root's script starts as ICU's data holds them.
struct CLDRIndexOrder: AlphabeticIndexOrder {
    /// The collation at primary strength, with the collator's script order.
    let primary: CLDRSortKeys
    let entry: CLDRTables.LocaleEntry
    /// Each string's primary key, made once: the index's build compares its few hundred
    /// labels and script starts a few thousand times (sorting them), and making both keys at
    /// each comparison was a tenth of a ten-name list's run.
    private let keys = KeyMemo()

    init(primary: CLDRSortKeys, entry: CLDRTables.LocaleEntry) {
        self.primary = primary
        self.entry = entry
    }

    /// The keys made so far, for the one thread that builds the index.
    private final class KeyMemo {
        var keys: [String: [UInt8]] = [:]
    }

    func compare(_ a: String, _ b: String) -> Int {
        SortKey.compareBytes(primaryKey(a), primaryKey(b))
    }

    func primaryKey(_ text: String) -> [UInt8] {
        guard !text.isEmpty else { return [] }
        if let known = keys.keys[text] { return known }
        let key = primary.key(text)
        keys.keys[text] = key
        return key
    }

    func hasMultiplePrimaries(_ text: String) -> Bool {
        primary.primaryCount(text) > 1
    }

    func nfkd(_ text: String) -> [UInt32] {
        Normalization.shared.compatibilityDecomposed(text.unicodeScalars.map(\.value))
    }

    var indexContractions: [String] {
        entry.indexContractions.map { Self.noncharacter(0xFDD0) + $0 }
    }

    var scriptStarts: [String] {
        CLDRTables.scriptStarts.compactMap { Unicode.Scalar($0).map { Self.noncharacter(0xFDD1) + String($0) } }
    }

    /// U+FDD0 or U+FDD1 as text (noncharacters, which a Swift literal cannot hold).
    private static func noncharacter(_ value: UInt32) -> String {
        Unicode.Scalar(value).map(String.init) ?? ""
    }
}
