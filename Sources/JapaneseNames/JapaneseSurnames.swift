import CJapaneseSurnames
import Collation

/// The readings of Japanese surnames written in kanji (山田 やまだ, 佐藤 さとう, 渡辺 わたなべ),
/// from MeCab's IPAdic: about 11,000 surnames, each with its most common reading.
///
/// Parsed from the embedded text on first use into a sorted array of packed surnames and the
/// offsets of their readings in the text (a quarter of a megabyte; a dictionary of the surnames
/// and their prefixes took 2.9 MB of every run that reads Han names outside Chinese and Japanese
/// lists, and longer to build). The generator writes the lines already in the keys' order, so
/// the first Han name of a list waits for one pass over the text, with nothing sorted, hashed or
/// copied.
public struct JapaneseSurnames: Sendable {
    /// The `surname reading` lines the table was parsed from.
    private let source: String
    /// The surnames' scalars packed (see ``ScalarKey``), sorted: the surnames that start with
    /// some scalars are a run of them, found by halving, and each further scalar of a name
    /// narrows the run (no hashing: hashing a string normalizes it, the most of its cost). Two
    /// scalars that start no surname of two or more (most Chinese names in a European list) are
    /// told by one such search.
    private let keys: [ScalarKey]
    /// Where each surname's reading is in the source's UTF-8, in the keys' order.
    private let readingRanges: [ReadingRange]
    /// The longest surname's length, in scalars: how far a match looks.
    private let longest: Int
    /// One bit per BMP code point: whether a surname of two or more scalars starts with it.
    /// Most Chinese names in a European list start with a character no Japanese surname of two
    /// starts with (张, 刘, 陈: simplified forms); this tells them at once, where a search of
    /// the keys was a thirtieth of keying a million names.
    private let longStarts: [UInt64]
    /// The keys' first scalars, each once, in order, and where each one's run of keys starts
    /// (then the end of the last): a name's search starts in the run of its first scalar, not
    /// among all 11,000 keys (searched twice, that was a fourteenth of grouping a million names
    /// in ja). A first scalar in the BMP finds its run by ``firstBits``, the others by search.
    private let firstScalars: [UInt32]
    private let firstScalarRuns: [Int32]
    /// One bit per BMP code point that starts a surname, and for each word of them the number of
    /// bits set before it: a set bit's rank is its first scalar's index in ``firstScalars``.
    private let firstBits: [UInt64]
    private let firstRanks: [Int32]
    /// One bit for each hash of a surname's first two scalars (``pairBit(_:)``, 65,536 bits):
    /// a pair whose bit is clear starts no surname of two or more, with no search. Most Chinese
    /// names in a European list that ``longStarts`` lets through (王, 李, 林 start Japanese
    /// surnames too) are told here: their search of the keys, a random read of the table at
    /// each step, was a fortieth of grouping a million names in en on one core.
    private let pairBits: [UInt64]

    /// A reading's bytes in the source: `start..<end` of its UTF-8.
    struct ReadingRange {
        var start: UInt32
        var end: UInt32
    }

    /// Up to six scalars of 21 bits each, the first in the high bits, none as zero: keys
    /// compare as their scalars do, a shorter key before the longer ones it starts.
    struct ScalarKey: Comparable {
        var high: UInt64 = 0
        var low: UInt64 = 0

        /// The first scalar (0 for an empty key).
        var first: UInt32 { UInt32(truncatingIfNeeded: high >> 42) }

        /// Sets scalar `index` (below six; those before it are set).
        mutating func set(_ scalar: Unicode.Scalar, at index: Int) {
            let value = UInt64(scalar.value)
            if index < 3 { high |= value << (42 - 21 * index) } else { low |= value << (42 - 21 * (index - 3)) }
        }

        /// Whether the key's first `count` scalars are `prefix`'s (which has `count`).
        func starts(with prefix: ScalarKey, count: Int) -> Bool {
            if count <= 3 { return high >> (63 - 21 * count) == prefix.high >> (63 - 21 * count) }
            return high == prefix.high && low >> (63 - 21 * (count - 3)) == prefix.low >> (63 - 21 * (count - 3))
        }

        static func < (a: ScalarKey, b: ScalarKey) -> Bool {
            a.high != b.high ? a.high < b.high : a.low < b.low
        }
    }

    /// The built-in table: its index read from the arrays the generator wrote beside the text
    /// (`CJapaneseSurnames`), copied, not parsed (parsing the 11,000 lines was a twentieth of a
    /// ten-name run that has a Han name); a test holds the arrays to the text's parse.
    public static let builtIn = JapaneseSurnames(source: text, index: PackedIndex(
        keys: UnsafeBufferPointer(start: japanese_surnames_keys(), count: 2 * Int(japanese_surnames_count())),
        readings: UnsafeBufferPointer(start: japanese_surnames_readings(), count: 2 * Int(japanese_surnames_count())),
        longest: Int(japanese_surnames_longest()),
        longStarts: UnsafeBufferPointer(start: japanese_surnames_long_starts(), count: 1024)))

    /// The table's index as numbers, as the generator writes it for the built-in table: each
    /// surname's key (its ``ScalarKey``'s high and low words), its reading's UTF-8 range in the
    /// text (start and end), the longest surname's length, and the ``longStarts`` bits.
    package struct PackedIndex {
        package var keys: UnsafeBufferPointer<UInt64>
        package var readings: UnsafeBufferPointer<UInt32>
        package var longest: Int
        package var longStarts: UnsafeBufferPointer<UInt64>
    }

    /// A table of `source` with `index` (which must be `source`'s, as ``withPackedIndex(_:)`` gives it).
    package init(source: String, index: PackedIndex) {
        self.source = source
        let count = index.keys.count / 2
        keys = (0..<count).map { ScalarKey(high: index.keys[2 * $0], low: index.keys[2 * $0 + 1]) }
        readingRanges = (0..<min(count, index.readings.count / 2)).map { ReadingRange(start: index.readings[2 * $0], end: index.readings[2 * $0 + 1]) }
        longest = index.longest
        longStarts = Array(index.longStarts)
        (firstScalars, firstScalarRuns, firstBits, firstRanks) = Self.firstScalarRuns(of: keys)
        pairBits = Self.pairBits(of: keys)
    }

    /// Calls `body` with the table's index as numbers: what the generator writes, and what
    /// ``init(source:index:)`` reads back.
    package func withPackedIndex<Result>(_ body: (PackedIndex) throws -> Result) rethrows -> Result {
        let words = keys.flatMap { [$0.high, $0.low] }
        let ranges = readingRanges.flatMap { [$0.start, $0.end] }
        return try words.withUnsafeBufferPointer { words in
            try ranges.withUnsafeBufferPointer { ranges in
                try longStarts.withUnsafeBufferPointer { starts in
                    try body(PackedIndex(keys: words, readings: ranges, longest: longest, longStarts: starts))
                }
            }
        }
    }

    /// The most scalars a surname has; longer lines are left out.
    private static let maximumLength = 6

    /// A table from `surname reading` lines (hiragana readings, one space between).
    ///
    /// Read from the text's bytes, with no string made: the first name that needs the table
    /// (any Han name in a European list) waits for this, so it is what a phone's list costs
    /// in such a locale. Parsed as strings, split into lines and fields, it took 15 ms; sorted
    /// and hashed as it was read, 1.3 ms of a ten-name list's 13.
    package init(parsing text: String) {
        source = text
        var keys: [ScalarKey] = []
        var readings: [ReadingRange] = []
        var longest = 0
        var longStarts = [UInt64](repeating: 0, count: 1024)
        var sorted = true
        var copy = text
        copy.withUTF8 { text in
            // One line in twenty bytes or more: a surname of two kanji, a space, four kana.
            keys.reserveCapacity(text.count / 20)
            readings.reserveCapacity(text.count / 20)
            var start = 0
            while start < text.count {
                let end = text[start...].firstIndex(of: 0x0A) ?? text.count
                defer { start = end + 1 }
                guard let line = Self.fields(of: UnsafeBufferPointer(rebasing: text[start..<end])) else { continue }
                var key = ScalarKey()
                var count = 0
                var first: UInt32 = 0
                TextScanning.forEachScalar(inUTF8: UnsafeBufferPointer(rebasing: text[(start + line.surname.lowerBound)..<(start + line.surname.upperBound)])) { scalar in
                    if count == 0 { first = scalar.value }
                    if count < Self.maximumLength { key.set(scalar, at: count) }
                    count += 1
                    return count <= Self.maximumLength
                }
                guard count <= Self.maximumLength else { continue }
                if count >= 2, first < 0x10000 { longStarts[Int(first >> 6)] |= 1 << (first & 63) }
                longest = max(longest, count)
                if let last = keys.last, !(last < key) { sorted = false }
                keys.append(key)
                readings.append(ReadingRange(start: UInt32(truncatingIfNeeded: start + line.reading.lowerBound),
                                             end: UInt32(truncatingIfNeeded: start + line.reading.upperBound)))
            }
        }
        if !sorted {
            // A table not written in order (a user's): by key, and of lines for the same surname
            // the later wins (the sort is not stable, so the lines' order breaks ties).
            let order = keys.indices.sorted { keys[$0] != keys[$1] ? keys[$0] < keys[$1] : $0 < $1 }
            var sortedKeys: [ScalarKey] = [], sortedReadings: [ReadingRange] = []
            for (index, line) in order.enumerated() {
                if index + 1 < order.count, keys[order[index + 1]] == keys[line] { continue }
                sortedKeys.append(keys[line])
                sortedReadings.append(readings[line])
            }
            keys = sortedKeys
            readings = sortedReadings
        }
        self.keys = keys
        self.readingRanges = readings
        self.longest = longest
        self.longStarts = longStarts
        (firstScalars, firstScalarRuns, firstBits, firstRanks) = Self.firstScalarRuns(of: keys)
        pairBits = Self.pairBits(of: keys)
    }

    /// The distinct first scalars of sorted `keys`, where each one's run starts (then the end),
    /// and the BMP ones' bits and ranks (see ``firstBits``).
    private static func firstScalarRuns(of keys: [ScalarKey]) -> ([UInt32], [Int32], [UInt64], [Int32]) {
        var scalars: [UInt32] = [], starts: [Int32] = []
        var bits = [UInt64](repeating: 0, count: 1024)
        for (index, key) in keys.enumerated() where scalars.last != key.first {
            scalars.append(key.first)
            starts.append(Int32(index))
            if key.first < 0x10000 { bits[Int(key.first >> 6)] |= 1 << (key.first & 63) }
        }
        starts.append(Int32(keys.count))
        var ranks: [Int32] = [], rank: Int32 = 0
        for word in bits {
            ranks.append(rank)
            rank += Int32(word.nonzeroBitCount)
        }
        return (scalars, starts, bits, ranks)
    }

    /// The ``pairBits`` of `keys`: the bits of the first two scalars of each key that has two.
    private static func pairBits(of keys: [ScalarKey]) -> [UInt64] {
        var bits = [UInt64](repeating: 0, count: 1024)
        for key in keys where (key.high >> 21) & 0x1F_FFFF != 0 {
            let bit = pairBit(key.high >> 21)
            bits[bit >> 6] |= 1 << (bit & 63)
        }
        return bits
    }

    /// The bit of ``pairBits`` for two scalars given as `first << 21 | second`: the top 16 bits
    /// of a multiplicative hash.
    @inline(__always)
    private static func pairBit(_ pair: UInt64) -> Int {
        Int(truncatingIfNeeded: (pair &* 0x9E37_79B9_7F4A_7C15) >> 48)
    }

    /// The keys that start with `scalar`: a run of them, empty when none does.
    private func run(startingWith scalar: Unicode.Scalar) -> Range<Int> {
        let index: Int
        if scalar.value < 0x10000 {
            // The BMP's (first scalars sort before all others, so a set bit's rank is its index).
            let word = firstBits[Int(scalar.value >> 6)], bit: UInt64 = 1 << (scalar.value & 63)
            guard word & bit != 0 else { return 0..<0 }
            index = Int(firstRanks[Int(scalar.value >> 6)]) + (word & (bit - 1)).nonzeroBitCount
        } else {
            var low = 0, upper = firstScalars.count
            while low < upper {
                let middle = low + (upper - low) / 2
                if firstScalars[middle] < scalar.value { low = middle + 1 } else { upper = middle }
            }
            guard low < firstScalars.count, firstScalars[low] == scalar.value else { return 0..<0 }
            index = low
        }
        return Int(firstScalarRuns[index])..<Int(firstScalarRuns[index + 1])
    }

    /// A line's surname and reading: the ranges of its two fields between spaces, or `nil` for
    /// a line with another number of fields.
    private static func fields(of line: UnsafeBufferPointer<UInt8>) -> (surname: Range<Int>, reading: Range<Int>)? {
        var first: Range<Int>?
        var second: Range<Int>?
        var index = 0
        while index < line.count {
            guard line[index] != 0x20 else {
                index += 1
                continue
            }
            let end = line[index...].firstIndex(of: 0x20) ?? line.count
            guard second == nil else { return nil }
            if first == nil { first = index..<end } else { second = index..<end }
            index = end
        }
        guard let first, let second else { return nil }
        return (first, second)
    }

    /// Reading by surname, every line of the source (a later line for the same surname wins):
    /// made when asked, for the table's version and its tests, not for reading names.
    var readings: [String: String] {
        var readings: [String: String] = [:]
        for line in source.split(separator: "\n") {
            let fields = line.split(separator: " ")
            guard fields.count == 2, fields[0].unicodeScalars.count <= Self.maximumLength else { continue }
            readings[String(fields[0])] = String(fields[1])
        }
        return readings
    }

    /// Whether some surname of two or more scalars starts with `first` and `second`.
    package func mayStartLongSurname(_ first: Unicode.Scalar, _ second: Unicode.Scalar) -> Bool {
        if first.value < 0x10000, longStarts[Int(first.value >> 6)] & (1 << (first.value & 63)) == 0 { return false }
        let bit = Self.pairBit(UInt64(first.value) << 21 | UInt64(second.value))
        if pairBits[bit >> 6] & (1 << (bit & 63)) == 0 { return false }
        var key = ScalarKey()
        key.set(first, at: 0)
        key.set(second, at: 1)
        let run = run(startingWith: first)
        let index = Self.firstIndex(notBelow: key, in: run, of: keys)
        return index < run.upperBound && keys[index].starts(with: key, count: 2)
    }

    /// A hash of the table's entries: changes whenever a reading may.
    public var version: String {
        // The built-in table's is worked out once: a key's version names it, and the tool's
        // `keys`, `--format sqlite` and `providers` each ask for it (sorting 11,000 surnames
        // every time took 10 ms). Equal sources give equal versions, whichever string holds them.
        source == Self.text ? Self.builtInVersion : Self.version(of: readings)
    }

    /// ``version`` of the built-in table.
    private static let builtInVersion = version(of: builtIn.readings)

    /// A hash of `readings`, in the surnames' order.
    private static func version(of readings: [String: String]) -> String {
        StableHash.hex(readings.sorted { $0.key < $1.key }.flatMap { [$0.key, $0.value] })
    }

    /// How many surnames the table has.
    public var count: Int { keys.count }

    /// The reading of exactly `surname` (scalar for scalar), if the table has it.
    public func reading(of surname: String) -> String? {
        var key = ScalarKey()
        var count = 0
        for scalar in surname.unicodeScalars {
            guard count < Self.maximumLength else { return nil }
            key.set(scalar, at: count)
            count += 1
        }
        let index = Self.firstIndex(notBelow: key, in: keys.indices, of: keys)
        guard index < keys.count, keys[index] == key else { return nil }
        return reading(at: index)
    }

    /// The longest surname that `name` starts with, and its reading: 山田太郎 → (山田, やまだ).
    public func longestPrefix(of name: Substring) -> (surname: Substring, reading: String)? {
        guard let match = longestSurname(in: name.unicodeScalars) else { return nil }
        let scalars = name.unicodeScalars
        return (name[name.startIndex..<scalars.index(scalars.startIndex, offsetBy: match.length)], reading(at: match.index))
    }

    /// The longest surname that `name` starts with, and its reading, for a name read in place
    /// (UTF-16 key writers): the surname's length in scalars, and the reading, where it is in
    /// the table's text (no string made).
    package func longestPrefix(ofScalars name: UnsafeBufferPointer<Unicode.Scalar>) -> (length: Int, reading: Substring)? {
        guard let match = longestSurname(in: name) else { return nil }
        let range = readingRanges[match.index]
        let utf8 = source.utf8
        return (match.length, source[utf8.index(utf8.startIndex, offsetBy: Int(range.start))..<utf8.index(utf8.startIndex, offsetBy: Int(range.end))])
    }

    /// The length in scalars of the longest surname that `name` starts with, and its index in
    /// the keys: the one search of both forms above.
    private func longestSurname<Name: Collection<Unicode.Scalar>>(in name: Name) -> (length: Int, index: Int)? {
        // Prefixes of up to `longest` scalars, shortest first, keeping the last that is a
        // surname, until one that no surname starts with. The surnames that start with a
        // prefix are a run of the keys, within the run of the prefix before it.
        var found: (length: Int, index: Int)?
        var key = ScalarKey()
        guard let first = name.first else { return nil }
        var run = run(startingWith: first)
        var end = name.startIndex
        var length = 0
        while end < name.endIndex, length < longest {
            key.set(name[end], at: length)
            end = name.index(after: end)
            length += 1
            let start = Self.firstIndex(notBelow: key, in: run, of: keys)
            guard start < run.upperBound, keys[start].starts(with: key, count: length) else { break }
            // The prefix itself sorts first among the keys that start with it.
            if keys[start] == key { found = (length, start) }
            var upper = run.upperBound
            var low = start
            while low < upper {
                let middle = low + (upper - low) / 2
                if keys[middle].starts(with: key, count: length) { low = middle + 1 } else { upper = middle }
            }
            run = start..<low
        }
        return found
    }

    /// The reading of the surname at `index` of the keys.
    private func reading(at index: Int) -> String {
        let range = readingRanges[index]
        let utf8 = source.utf8
        return String(decoding: utf8[utf8.index(utf8.startIndex, offsetBy: Int(range.start))..<utf8.index(utf8.startIndex, offsetBy: Int(range.end))], as: UTF8.self)
    }

    /// The first index of `run` (sorted `keys`) whose key is not below `key`, or the run's end.
    private static func firstIndex(notBelow key: ScalarKey, in run: Range<Int>, of keys: [ScalarKey]) -> Int {
        var low = run.lowerBound, upper = run.upperBound
        while low < upper {
            let middle = low + (upper - low) / 2
            if keys[middle] < key { low = middle + 1 } else { upper = middle }
        }
        return low
    }
}
