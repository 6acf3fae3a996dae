/// The readings of Japanese surnames written in kanji (山田 やまだ, 佐藤 さとう, 渡辺 わたなべ),
/// from MeCab's IPAdic: about 12,000 surnames, each with its most common reading.
///
/// Parsed from the embedded text on first use, into a table keyed by the surname's scalars.
public struct JapaneseSurnames: Sendable {
    /// Reading by surname.
    private let readings: [String: String]
    /// The longest surname's length, in scalars: how far a match looks.
    private let longest: Int

    /// The built-in table.
    public static let builtIn = JapaneseSurnames(parsing: text)

    /// A table from `surname reading` lines (hiragana readings).
    init(parsing text: String) {
        var readings: [String: String] = [:]
        var longest = 0
        for line in text.split(separator: "\n") {
            let fields = line.split(separator: " ")
            guard fields.count == 2 else { continue }
            readings[String(fields[0])] = String(fields[1])
            longest = max(longest, fields[0].unicodeScalars.count)
        }
        self.readings = readings
        self.longest = longest
    }

    /// How many surnames the table has.
    public var count: Int { readings.count }

    /// The reading of exactly `surname`, if the table has it.
    public func reading(of surname: String) -> String? {
        readings[surname]
    }

    /// The longest surname that `name` starts with, and its reading: 山田太郎 → (山田, やまだ).
    public func longestPrefix(of name: Substring) -> (surname: Substring, reading: String)? {
        let scalars = name.unicodeScalars
        var ends: [String.Index] = []
        var index = scalars.startIndex
        while index < scalars.endIndex, ends.count < longest {
            index = scalars.index(after: index)
            ends.append(index)
        }
        for end in ends.reversed() {
            let candidate = name[name.startIndex..<end]
            if let reading = readings[String(candidate)] { return (candidate, reading) }
        }
        return nil
    }
}
