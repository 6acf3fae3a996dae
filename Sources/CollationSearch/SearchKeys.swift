/// What a name can be found by: its own characters, folded, and the ways to read it, each a
/// row of units (pinyin syllables, kana morae, Hangul syllables as jamo, words) that a query
/// may type in full or by any prefix.
///
/// Made by a ``SearchKeyBuilder``; ranked against a query by ``SearchQuery/rank(of:)``. The
/// form is plain text, so that it can be stored or embedded (the CLI's HTML page does):
///
/// - ``text`` is the name as shown, folded by ``SearchFolding``;
/// - each of ``readings`` is a row of units separated by a space, each unit its spellings
///   separated by `|`, the usual one first: 曾国藩 is `"zeng guo fan"`, 吕乐 `"lv|lu le|yue"`,
///   きょうこ `"kyo|きょ u|う ko|こ"`… (see ``SearchKeyBuilder`` for what each script gives).
public struct SearchKeys: Sendable, Hashable {
    /// The name as shown, folded: matched as a whole, as a prefix and as a substring.
    public var text: String
    /// The readings, best first: units separated by spaces, spellings of a unit by `|`.
    public var readings: [String]

    /// Keys from their parts (see the type's description for the form).
    public init(text: String, readings: [String]) {
        self.text = text
        self.readings = readings
    }

    /// Keys from their ``line`` (as UTF-8): the text, then the readings, tab-separated.
    init(line: some Collection<UInt8>) {
        let fields = line.split(separator: 0x09, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
        self.init(text: fields.first ?? "", readings: Array(fields.dropFirst()))
    }

    /// The keys as one line: the text, then each reading, separated by tabs (the form
    /// ``SearchIndex`` stores and the page embeds).
    public var line: String { ([text] + readings).joined(separator: "\t") }
}
