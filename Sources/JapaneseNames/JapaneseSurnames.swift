import Collation

/// The readings of Japanese surnames written in kanji (山田 やまだ, 佐藤 さとう, 渡辺 わたなべ),
/// from MeCab's IPAdic: about 11,000 surnames, each with its most common reading.
///
/// Parsed from the embedded text on first use, into a table keyed by the surname's scalars.
public struct JapaneseSurnames: Sendable {
    /// The `surname reading` lines the table was parsed from.
    private let source: String
    /// Reading by the surname's scalars, packed: the lookup on every name hashes integers
    /// rather than a string (hashing a string normalizes it, the most of the reading's cost).
    /// Every shorter prefix of a surname is here too, with no reading, so that a match stops
    /// as soon as no surname starts with what it has read.
    private let byScalars: [ScalarKey: String?]
    /// The longest surname's length, in scalars: how far a match looks.
    private let longest: Int
    /// The first two scalars of every surname of two or more, packed (21 bits each): a name
    /// whose first two are not here starts with no such surname, found with one hash of an
    /// integer (most Chinese names in a European list).
    private let pairs: Set<UInt64>

    /// Up to six scalars of 21 bits each, and how many there are.
    struct ScalarKey: Hashable {
        var low: UInt64 = 0
        var high: UInt64 = 0
        var count = 0

        /// Appends `scalar` (the key holds six at most).
        mutating func append(_ scalar: Unicode.Scalar) {
            let value = UInt64(scalar.value)
            if count < 3 { low |= value << (21 * count) } else { high |= value << (21 * (count - 3)) }
            count += 1
        }
    }

    /// The built-in table.
    public static let builtIn = JapaneseSurnames(parsing: text)

    /// The most scalars a surname has; longer lines are left out.
    private static let maximumLength = 6

    /// A table from `surname reading` lines (hiragana readings, one space between).
    ///
    /// Read from the text's bytes, with a string made only for each reading: the first name
    /// that needs the table (any Han name in a European list) waits for this, so it is what a
    /// phone's list costs in such a locale. Parsed as strings, split into lines and fields,
    /// it took 15 ms.
    init(parsing text: String) {
        source = text
        var byScalars: [ScalarKey: String?] = [:]
        byScalars.reserveCapacity(3 * text.utf8.count / 16)
        var longest = 0
        var pairs: Set<UInt64> = []
        var copy = text
        var scalars: [Unicode.Scalar] = []
        var previous: [Unicode.Scalar] = []
        copy.withUTF8 { bytes in
            var start = 0
            while start < bytes.count {
                let end = bytes[start...].firstIndex(of: 0x0A) ?? bytes.count
                defer { start = end + 1 }
                guard let line = Self.fields(of: UnsafeBufferPointer(rebasing: bytes[start..<end])) else { continue }
                var key = ScalarKey()
                scalars.removeAll(keepingCapacity: true)
                TextScanning.forEachScalar(inUTF8: line.surname) { scalar in
                    scalars.append(scalar)
                    return scalars.count <= Self.maximumLength
                }
                guard scalars.count <= Self.maximumLength else { continue }
                // The prefixes this surname shares with the line before it are in already (the
                // lines are sorted, so most share one or two).
                let shared = zip(scalars, previous).prefix { $0 == $1 }.count
                for (index, scalar) in scalars.enumerated() {
                    key.append(scalar)
                    if index >= shared, byScalars[key] == nil { byScalars[key] = .some(nil) }
                }
                swap(&scalars, &previous)
                byScalars[key] = .some(String(decoding: line.reading, as: UTF8.self))
                longest = max(longest, previous.count)
                if previous.count >= 2 { pairs.insert(Self.pair(previous[0], previous[1])) }
            }
        }
        self.byScalars = byScalars
        self.longest = longest
        self.pairs = pairs
    }

    /// A line's surname and reading: its two fields between spaces, or `nil` for a line with
    /// another number of fields.
    private static func fields(of line: UnsafeBufferPointer<UInt8>) -> (surname: UnsafeBufferPointer<UInt8>, reading: UnsafeBufferPointer<UInt8>)? {
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
        return (UnsafeBufferPointer(rebasing: line[first]), UnsafeBufferPointer(rebasing: line[second]))
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

    /// Two scalars packed in one integer.
    private static func pair(_ first: Unicode.Scalar, _ second: Unicode.Scalar) -> UInt64 {
        UInt64(first.value) << 21 | UInt64(second.value)
    }

    /// Whether some surname of two or more scalars starts with the first two of `name`.
    package func mayStartLongSurname(_ name: Substring.UnicodeScalarView) -> Bool {
        var scalars = name.makeIterator()
        guard let first = scalars.next(), let second = scalars.next() else { return false }
        return mayStartLongSurname(first, second)
    }

    /// ``mayStartLongSurname(_:)`` for a name's first two scalars.
    package func mayStartLongSurname(_ first: Unicode.Scalar, _ second: Unicode.Scalar) -> Bool {
        pairs.contains(Self.pair(first, second))
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
    public var count: Int { readings.count }

    /// The reading of exactly `surname` (scalar for scalar), if the table has it.
    public func reading(of surname: String) -> String? {
        var key = ScalarKey()
        for (index, scalar) in surname.unicodeScalars.enumerated() {
            guard index < Self.maximumLength else { return nil }
            key.append(scalar)
        }
        return byScalars[key] ?? nil
    }

    /// The longest surname that `name` starts with, and its reading: 山田太郎 → (山田, やまだ).
    public func longestPrefix(of name: Substring) -> (surname: Substring, reading: String)? {
        // Prefixes of up to `longest` scalars, shortest first, keeping the last that is a
        // surname, until one that no surname starts with.
        var found: (surname: Substring, reading: String)?
        var key = ScalarKey()
        var end = name.unicodeScalars.startIndex
        var length = 0
        while end < name.unicodeScalars.endIndex, length < longest {
            key.append(name.unicodeScalars[end])
            end = name.unicodeScalars.index(after: end)
            length += 1
            guard let entry = byScalars[key] else { break }
            if let reading = entry { found = (name[name.startIndex..<end], reading) }
        }
        return found
    }
}
