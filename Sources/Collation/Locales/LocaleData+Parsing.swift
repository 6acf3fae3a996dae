extension LocaleData {
    /// The key (lowercased) and the value of a trimmed line that is neither blank nor a
    /// comment, or `nil` when it has no colon.
    static func entry(_ line: Substring) -> (key: String, value: String)? {
        guard let colon = line.firstIndex(of: ":") else { return nil }
        return (line[..<colon].trimmingWhitespace().lowercased(), String(line[line.index(after: colon)...].trimmingWhitespace()))
    }

    /// The `source` line's value of a locale file, read line by line as the parser reads it,
    /// without parsing the rest (for `collate --version`).
    static func source(inFile text: String) -> String? {
        // Line by line from the top, up to the source line (a file's third or so), each ending
        // at a line feed found by its byte (a CR before it is trimmed as white space): the
        // parser's "\n" and "\r\n" lines. Splitting every file into characters first, as the
        // parser does, cost 2–3 ms (`--version` names the sources). A line is looked at as text
        // only where it may be the source line: its first byte past ASCII white space is an
        // "s" (the key is "source" in any case), or not ASCII (white space the byte test does
        // not know); reading every line's key as characters was a seventh of `--version`.
        let scanned = text.utf8.withContiguousStorageIfAvailable { bytes -> (value: String?, Void) in
            var start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
            while start < bytes.count {
                let end = bytes[start...].firstIndex(of: 0x0A) ?? bytes.count
                defer { start = end + 1 }
                var first = start
                while first < end, bytes[first] == 0x20 || (0x09...0x0D).contains(bytes[first]) { first += 1 }
                guard first < end, bytes[first] | 0x20 == UInt8(ascii: "s") || bytes[first] >= 0x80 else { continue }
                let line = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
                if let value = sourceValue(ofLine: line[...]) { return (value, ()) }
            }
            return (nil, ())
        }
        if let scanned { return scanned.value }
        var rest = text.hasPrefix("\u{FEFF}") ? text.dropFirst() : text[...]
        while !rest.isEmpty {
            let end = rest.utf8.firstIndex(of: 0x0A) ?? rest.endIndex
            let line = rest[..<end]
            rest = end < rest.endIndex ? rest[rest.utf8.index(after: end)...] : rest[end...]
            if let value = sourceValue(ofLine: line) { return value }
        }
        return nil
    }

    /// The value of `line` when it is a `source` entry, as the parser reads it.
    private static func sourceValue(ofLine text: Substring) -> String? {
        let line = text.trimmingWhitespace()
        if line.isEmpty || line.hasPrefix("#") { return nil }
        guard let (key, value) = entry(line), key == "source" else { return nil }
        return value
    }

    /// Parses the text of a locale data file.
    ///
    /// The format is line-based, so that people can edit it:
    ///
    /// ```
    /// # A comment.
    /// locale: sv
    /// name: Swedish
    /// source: CLDR common/main/sv.xml, exemplarCharacters type="index"
    /// sections: A B C D E F G H I J K L M N O P Q R S T U V W X Y Z Å Ä Ö
    /// ```
    ///
    /// - `locale` (required) and `name` (required).
    /// - `sections` (required, may repeat): titles separated by spaces, in collation order. A
    ///   token `TITLE=BOUNDARY` gives a section whose first string differs from its title; in a
    ///   boundary, `\uXXXX` and `\u{X…}` escape code points. A boundary that ends in one `*`
    ///   keeps its section even where the collation sorts it like its separate letters
    ///   (CLDR's convention: Maltese `IE=IE*`).
    /// - `other`: the overflow section's title (default `#`).
    /// - `index`: condensed side-index titles (section titles or `•`).
    /// - `latin`: `yes` adds "A"…"Z" to a locale whose own script is not Latin.
    /// - `source`: where the data comes from.
    /// - `script-order`: ISO 15924 codes of the scripts that come first, in order
    ///   (`Hrkt Hani Latn`: kana, then Han, then Latin); see ``ScriptOrder``.
    ///
    /// - Parameters:
    ///   - text: the file's contents.
    ///   - file: the name used in error messages.
    /// - Throws: ``FileProblem`` naming the file, the line and the problem.
    public init(parsing text: String, file: String) throws(FileProblem) {
        var identifier: LocaleIdentifier?
        var name: String?
        var sections: [SectionDefinition] = []
        var overflow = "#"
        var indexTitles: [String]?
        var includesLatin = false
        var source: String?
        var scriptOrder: [String] = []
        var seen: Set<String> = []
        var indexLine = 0

        // A byte-order mark (an editor's, on Windows) is not part of the first key.
        let body = text.hasPrefix("\u{FEFF}") ? text.dropFirst() : text[...]
        for (offset, rawLine) in body.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }).enumerated() {
            let lineNumber = offset + 1
            func failure(_ message: String) -> FileProblem {
                FileProblem(file: file, line: lineNumber, message: message)
            }
            let line = rawLine.trimmingWhitespace()
            if line.isEmpty || line.hasPrefix("#") { continue }
            guard let (key, value) = Self.entry(line) else {
                throw failure("expected 'key: value', found '\(line.prefix(40))'")
            }
            if key != "sections", !seen.insert(key).inserted {
                throw failure("'\(key)' is given twice")
            }
            switch key {
            case "locale":
                do { identifier = try LocaleIdentifier(value) } catch let problem { throw failure(problem.description) }
            case "name":
                guard !value.isEmpty else { throw failure("'name' is empty") }
                name = value
            case "source":
                source = value
            case "other":
                guard !value.isEmpty, !value.contains(" ") else { throw failure("'other' takes one title") }
                overflow = value
            case "latin":
                switch value.lowercased() {
                case "yes": includesLatin = true
                case "no": includesLatin = false
                default: throw failure("'latin' is 'yes' or 'no', not '\(value)'")
                }
            case "script-order":
                scriptOrder = Self.tokens(value)
                if let bad = scriptOrder.first(where: { !ScriptOrder.isScriptCode($0) }) {
                    throw failure("'script-order' takes ISO 15924 script codes (Hrkt Hani Latn), not '\(bad)'")
                }
            case "index":
                indexTitles = Self.tokens(value)
                indexLine = lineNumber
            case "sections":
                for token in Self.tokens(value) {
                    let parts = token.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
                    let title = String(parts[0])
                    guard !title.isEmpty else { throw failure("a section token '\(token)' has no title") }
                    var boundary: String?
                    if parts.count == 2 {
                        do { boundary = try Self.unescape(parts[1]) } catch let problem { throw failure(problem.message) }
                        if boundary?.isEmpty ?? true { throw failure("section '\(title)' has an empty boundary") }
                    }
                    guard !sections.contains(where: { $0.title == title }) else {
                        throw failure("section '\(title)' is listed twice")
                    }
                    sections.append(SectionDefinition(title: title, boundary: boundary))
                }
            default:
                throw failure("unknown key '\(key)' (known: locale, name, sections, other, index, latin, source, script-order)")
            }
        }
        guard let identifier else { throw FileProblem(file: file, line: nil, message: "missing 'locale: …' line") }
        guard let name else { throw FileProblem(file: file, line: nil, message: "missing 'name: …' line") }
        guard !sections.isEmpty else { throw FileProblem(file: file, line: nil, message: "missing 'sections: …' line") }
        guard !sections.contains(where: { $0.title == overflow }) else {
            throw FileProblem(file: file, line: nil, message: "the overflow title '\(overflow)' is also a section title")
        }
        if let indexTitles {
            let titles = Set(sections.map(\.title) + [overflow, "•"])
            if let stray = indexTitles.first(where: { !titles.contains($0) }) {
                throw FileProblem(file: file, line: indexLine, message: "index title '\(stray)' is not a section title")
            }
        }
        self.init(
            identifier: identifier, name: name, sections: sections, overflowTitle: overflow,
            indexTitles: indexTitles, includesLatin: includesLatin, source: source, scriptOrder: scriptOrder
        )
    }

    /// The space-separated tokens of a value. Split on the space scalar, not on characters: a
    /// title may be a combining sign (Bengali "ং"), which makes one grapheme with the space
    /// before it.
    private static func tokens(_ value: String) -> [String] {
        value.unicodeScalars.split(separator: " ").map { String(String.UnicodeScalarView($0)) }
    }

    /// Resolves `\uXXXX` and `\u{X…}` escapes in a section boundary.
    private static func unescape(_ text: Substring) throws(FileProblem) -> String {
        func bad(_ why: String) -> FileProblem { FileProblem(file: "", line: nil, message: why) }
        var result = String.UnicodeScalarView()
        var scalars = text.unicodeScalars[...]
        while let scalar = scalars.popFirst() {
            guard scalar == "\\" else { result.append(scalar); continue }
            guard scalars.popFirst() == "u" else { throw bad("only \\u escapes are allowed in '\(text)'") }
            var hex = ""
            if scalars.first == "{" {
                scalars.removeFirst()
                while let next = scalars.popFirst(), next != "}" { hex.unicodeScalars.append(next) }
            } else {
                for _ in 0..<4 { if let next = scalars.popFirst() { hex.unicodeScalars.append(next) } }
            }
            guard let value = UInt32(hex, radix: 16), let decoded = Unicode.Scalar(value) else {
                throw bad("bad escape '\\u\(hex)' in '\(text)'")
            }
            result.append(decoded)
        }
        return String(result)
    }
}
