/// The generated collation tables (`Generated/CLDRTables+Data.swift`): ICU's own compiled
/// data for the CLDR root collation and each locale's tailoring, as `GenerateTables` cut them
/// from the system ICU. Each part is a base-64 literal, decoded once, when a locale first needs
/// its collation; nothing is decoded at start.
enum CLDRTables {
    /// A locale tag and the collation that serves it.
    struct LocaleEntry: Sendable {
        /// The BCP 47 tag, as the locale files and `-u-co-` spell it.
        let tag: String
        /// An index into `collations`.
        let collation: Int
        /// The last primary weight of the variable characters (spaces and punctuation), which
        /// the locales that shift them to the last level (Thai) ignore at first.
        let variableTop: UInt32
        /// The ICU locale the collation came from ("root" where the locale has no tailoring).
        let actualLocale: String
        /// The collation's index contractions, U+FDD0 + one of these (a pinyin letter, a stroke
        /// count or a zhuyin letter), which ICU's AlphabeticIndex takes as the labels.
        let indexContractions: [String]
    }

    /// One collation's parts, in ICU's little-endian layout (ICU4C `collationdatareader.h`).
    struct CollationSource: Sendable {
        /// ICU's options word: numeric primary (bits 31–24), settings (bits 15–0).
        let options: UInt32
        /// Where the conjoining jamo CE32s start in `ce32s`, or -1 (the root's serve).
        let jamoStart: Int32
        /// Script reordering: the codes, the (limit, offset) ranges, the lead-byte table.
        let reorderCodes: [UInt32]
        let reorderRanges: [UInt32]
        let reorderTable: StaticString
        /// The code point trie (UTrie2, 32-bit values); empty when the collation maps nothing
        /// of its own, or maps few enough code points that `mappings` holds them.
        let trie: StaticString
        /// A small tailoring's (first, last, CE32) runs of code points, in code point order.
        let mappings: StaticString
        let ces: StaticString
        let ce32s: StaticString
        let contexts: StaticString
        /// The root's only: the primary lead bytes a sort key compresses, and the script starts.
        let compressibleBytes: StaticString
        let scripts: StaticString
    }

    /// The entry for a tag: the tag itself, else the tag with its last subtag dropped, and so on;
    /// nil when not even the language has a collation of its own or the root's.
    static func entry(for tag: String) -> LocaleEntry? {
        var candidate = Substring(tag)
        while true {
            if let found = locales.first(where: { $0.tag.utf8.elementsEqual(candidate.utf8) }) { return found }
            guard let dash = candidate.lastIndex(of: "-") else { return nil }
            candidate = candidate[..<dash]
        }
    }

    /// The bytes of a base-64 literal (anything but the alphabet, such as "=" padding, skipped).
    ///
    /// Through a table of the 256 byte values into a buffer of the final size: a collation's first
    /// use waits for this (the root's 0.7 MB of text), and decoding byte by byte through a
    /// `switch` and array appends was a ninth of a ten-name run with the CLDR provider.
    static func bytes(_ literal: StaticString) -> [UInt8] {
        literal.withUTF8Buffer { text in
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 256) { values in
                values.initialize(repeating: 0xFF)
                for (index, letter) in "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8.enumerated() {
                    values[Int(letter)] = UInt8(index)
                }
                return [UInt8](unsafeUninitializedCapacity: text.count / 4 * 3 + 3) { out, initialized in
                    var group: UInt32 = 0, count = 0, written = 0
                    for byte in text {
                        let value = values[Int(byte)]
                        if value == 0xFF { continue }
                        group = group << 6 | UInt32(value)
                        count += 1
                        if count == 4 {
                            out[written] = UInt8(truncatingIfNeeded: group >> 16)
                            out[written + 1] = UInt8(truncatingIfNeeded: group >> 8)
                            out[written + 2] = UInt8(truncatingIfNeeded: group)
                            written += 3
                            group = 0
                            count = 0
                        }
                    }
                    if count == 3 {
                        out[written] = UInt8(truncatingIfNeeded: group >> 10)
                        out[written + 1] = UInt8(truncatingIfNeeded: group >> 2)
                        written += 2
                    } else if count == 2 {
                        out[written] = UInt8(truncatingIfNeeded: group >> 4)
                        written += 1
                    }
                    initialized = written
                }
            }
        }
    }

    /// Little-endian words from bytes.
    static func words<T: FixedWidthInteger>(_ bytes: [UInt8], as type: T.Type) -> [T] {
        let size = T.bitWidth / 8
        return stride(from: 0, to: bytes.count - size + 1, by: size).map { start in
            var value: T = 0
            for offset in 0..<size { value |= T(truncatingIfNeeded: bytes[start + offset]) << (offset * 8) }
            return value
        }
    }
}
