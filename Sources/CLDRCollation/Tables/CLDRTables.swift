import CCLDRTables

/// The generated collation tables: ICU's own compiled data for the CLDR root collation and each
/// locale's tailoring, as `GenerateTables` cut them from the system ICU. Their bytes are one C
/// array (`CCLDRTables`), stored in the binary as they are; the index here
/// (`Generated/CLDRTables+Data.swift`) says where each part lies. A collation's parts are read
/// when a locale first needs it; nothing is read at start.
enum CLDRTables {
    /// Where one part of the tables lies in their bytes (at an 8-byte boundary).
    struct Part: Sendable {
        let offset: Int
        let count: Int

        init(_ offset: Int, _ count: Int) {
            self.offset = offset
            self.count = count
        }

        static let empty = Part(0, 0)

        var isEmpty: Bool { count == 0 }

        /// The part's bytes, where they lie (immutable, and as long-lived as the program).
        var buffer: UnsafeRawBufferPointer {
            UnsafeRawBufferPointer(start: cldr_tables_bytes().map { UnsafeRawPointer($0) + offset }, count: count)
        }

        /// The part's little-endian words, where they lie on a little-endian machine (every
        /// platform Swift ships for: parts start at 8-byte boundaries), else an immortal copy in
        /// the machine's order. Read only as words from then on.
        func words<T: FixedWidthInteger>(as type: T.Type) -> UnsafeBufferPointer<T> {
            let count = count / MemoryLayout<T>.size
            guard 1.littleEndian == 1, let base = buffer.baseAddress, count > 0 else {
                return UnsafeBufferPointer(start: Immortal.copy(CLDRTables.words(self, as: T.self)), count: count)
            }
            return UnsafeBufferPointer(start: base.bindMemory(to: T.self, capacity: count), count: count)
        }
    }

    /// All of the tables' bytes.
    static var allBytes: UnsafeRawBufferPointer {
        UnsafeRawBufferPointer(start: cldr_tables_bytes(), count: Int(cldr_tables_count()))
    }

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
        /// The letters of the locale files' non-Latin sections that the locale's alphabet (its
        /// exemplar characters) has: where the locale is among a list's added locales and its
        /// collation files such a letter with another (Russian Ё with Е), its readers look for
        /// it there, so another added locale's letters do not move it (`CLDRSupplementLetters`).
        let alphabet: String
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
        let reorderTable: Part
        /// The code point table in `CodePointTrie`'s lookup layout (made from ICU's UTrie2 by the
        /// generator); empty when the collation maps nothing
        /// of its own, or maps few enough code points that `mappings` holds them.
        let trie: Part
        /// A small tailoring's (first, last, CE32) runs of code points, in code point order.
        let mappings: Part
        let ces: Part
        let ce32s: Part
        let contexts: Part
        /// The root's only: the primary lead bytes a sort key compresses, and the script starts.
        let compressibleBytes: Part
        let scripts: Part
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

    /// A copy of a part's bytes.
    static func bytes(_ part: Part) -> [UInt8] {
        Array(part.buffer)
    }

    /// A part's little-endian words.
    static func words<T: FixedWidthInteger>(_ part: Part, as type: T.Type) -> [T] {
        let buffer = part.buffer
        let size = T.bitWidth / 8
        return (0..<(buffer.count / size)).map { T(littleEndian: buffer.loadUnaligned(fromByteOffset: $0 * size, as: T.self)) }
    }
}
