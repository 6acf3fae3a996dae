import Collation

/// The readings of Japanese surnames written in kanji (山田 やまだ, 佐藤 さとう, 渡辺 わたなべ),
/// from MeCab's IPAdic: about 12,000 surnames, each with its most common reading.
///
/// Parsed from the embedded text on first use, into a table keyed by the surname's scalars.
public struct JapaneseSurnames: Sendable {
    /// Reading by surname.
    let readings: [String: String]
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

    /// A table from `surname reading` lines (hiragana readings).
    init(parsing text: String) {
        var readings: [String: String] = [:]
        var byScalars: [ScalarKey: String?] = [:]
        var longest = 0
        var pairs: Set<UInt64> = []
        for line in text.split(separator: "\n") {
            let fields = line.split(separator: " ")
            guard fields.count == 2, fields[0].unicodeScalars.count <= 6 else { continue }
            readings[String(fields[0])] = String(fields[1])
            var key = ScalarKey()
            for scalar in fields[0].unicodeScalars {
                key.append(scalar)
                if byScalars[key] == nil { byScalars[key] = .some(nil) }
            }
            byScalars[key] = .some(String(fields[1]))
            longest = max(longest, fields[0].unicodeScalars.count)
            let scalars = Array(fields[0].unicodeScalars.prefix(2))
            if scalars.count == 2 { pairs.insert(Self.pair(scalars[0], scalars[1])) }
        }
        self.readings = readings
        self.byScalars = byScalars
        self.longest = longest
        self.pairs = pairs
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
        StableHash.hex(readings.sorted { $0.key < $1.key }.flatMap { [$0.key, $0.value] })
    }

    /// How many surnames the table has.
    public var count: Int { readings.count }

    /// The reading of exactly `surname`, if the table has it.
    public func reading(of surname: String) -> String? {
        readings[surname]
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
