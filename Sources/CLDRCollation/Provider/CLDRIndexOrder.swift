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
        /// Room for a locale's labels and the root's script starts at once.
        var keys: [Text: [UInt8]] = Dictionary(minimumCapacity: 512)
    }

    /// A string compared and hashed by its UTF-8: the labels and script starts hold
    /// noncharacters (U+FDD0, U+FDD1), for which `String`'s own hashing and equality normalize
    /// first; that was half of making the index's keys.
    private struct Text: Hashable {
        let text: String

        static func == (a: Text, b: Text) -> Bool { a.text.utf8.elementsEqual(b.text.utf8) }

        func hash(into hasher: inout Hasher) {
            var text = text
            text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        }
    }

    func compare(_ a: String, _ b: String) -> Int {
        SortKey.compareBytes(primaryKey(a), primaryKey(b))
    }

    func primaryKey(_ text: String) -> [UInt8] {
        guard !text.isEmpty else { return [] }
        if let known = keys.keys[Text(text: text)] { return known }
        let key = primary.key(text)
        keys.keys[Text(text: text)] = key
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

    /// The script starts are given in the root's order (``CLDRScriptStartOrder``), which is
    /// this collation's unless it reorders scripts.
    var scriptStartsAreSorted: Bool { !primary.settings.hasReordering && CLDRScriptStartOrder.fitsTables }

    var scriptStarts: [String] { CLDRScriptStartOrder.inRootOrder }

    /// U+FDD0 or U+FDD1 as text (noncharacters, which a Swift literal cannot hold).
    private static func noncharacter(_ value: UInt32) -> String {
        Unicode.Scalar(value).map(String.init) ?? ""
    }
}
