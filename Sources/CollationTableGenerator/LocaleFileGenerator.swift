import Foundation

/// Writes `locales/*.locale` from CLDR (Debian's unicode-cldr-core): the index exemplar
/// characters of each locale as its section titles, in CLDR's order; for Traditional Chinese,
/// the stroke-count index of CLDR's stroke collation.
struct LocaleFileGenerator {
    /// The locales the project ships, and the CLDR file each comes from.
    static let locales: [(id: String, file: String)] = [
        ("en", "en"), ("de", "de"), ("fr", "fr"), ("es", "es"), ("it", "it"), ("pt", "pt"), ("nl", "nl"),
        ("sv", "sv"), ("da", "da"), ("nb", "nb"), ("fi", "fi"), ("is", "is"), ("pl", "pl"), ("cs", "cs"),
        ("sk", "sk"), ("hu", "hu"), ("ro", "ro"), ("hr", "hr"), ("tr", "tr"), ("vi", "vi"), ("et", "et"),
        ("lv", "lv"), ("lt", "lt"), ("ca", "ca"), ("ru", "ru"), ("uk", "uk"), ("sr", "sr"), ("bg", "bg"),
        ("el", "el"), ("ar", "ar"), ("he", "he"), ("th", "th"), ("hi", "hi"), ("ko", "ko"), ("ja", "ja"),
        ("zh-Hans", "zh"), ("zh-Hant", "zh_Hant"),
    ]

    let cldr: URL
    let output: URL

    func run() throws {
        let english = try String(contentsOf: cldr.appending(path: "common/main/en.xml"), encoding: .utf8)
        // The CLDR release, which every file's `source` line names (and `collate --version`).
        let dtd = try String(contentsOf: cldr.appending(path: "common/dtd/ldml.dtd"), encoding: .utf8)
        let release = Self.firstMatch(#"cldrVersion CDATA #FIXED "([0-9.]+)""#, in: dtd).map { "CLDR \($0)" } ?? "CLDR"
        for (id, file) in Self.locales {
            // A locale without index characters inherits its parent's (nb from no).
            let parents = ["nb": "no"]
            var xml = try String(contentsOf: cldr.appending(path: "common/main/\(file).xml"), encoding: .utf8)
            var sourceFile = file
            if !xml.contains(#"<exemplarCharacters type="index""#), let parent = parents[file] {
                xml = try String(contentsOf: cldr.appending(path: "common/main/\(parent).xml"), encoding: .utf8)
                sourceFile = parent
            }
            let name = Self.englishName(id, in: english)
            var lines = [
                "# \(name). Generated from CLDR by `swift package --allow-writing-to-package-directory generate-tables locales`;",
                "# edit freely, but regenerating overwrites the file.",
                "locale: \(id)",
                "name: \(name)",
            ]
            var titles: [String]
            if id == "zh-Hant" {
                let collation = try String(contentsOf: cldr.appending(path: "common/collation/zh.xml"), encoding: .utf8)
                titles = Self.strokeIndex(collation)
                lines.append("source: \(release) common/collation/zh.xml, stroke collation, INDEX contractions")
            } else {
                guard let set = Self.firstMatch(#"<exemplarCharacters type="index"[^>]*>(\[[^<]*\])</exemplarCharacters>"#, in: xml) else {
                    throw GeneratorError("\(sourceFile).xml has no index exemplar characters")
                }
                titles = Self.parseSet(Self.unescapeXML(set))
                lines.append("source: \(release) common/main/\(sourceFile).xml, exemplarCharacters type=\"index\"")
            }
            let latin = titles.allSatisfy { title in title.unicodeScalars.allSatisfy { $0.properties.isAlphabetic && $0.value < 0x250 || $0.value >= 0x1E00 && $0.value < 0x1F00 } }
            if !latin { lines.append("latin: yes") }
            var sectionLine = "sections:"
            for title in titles {
                let token = title.contains("=") ? title : title
                if sectionLine.count + token.count > 96 {
                    lines.append(sectionLine)
                    sectionLine = "sections:"
                }
                sectionLine += " " + token
            }
            lines.append(sectionLine)
            let path = output.appending(path: "\(id).locale")
            try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: path, options: .atomic)
            print("wrote \(path.path(percentEncoded: false)) (\(titles.count) sections)")
        }
    }

    /// Titles from a CLDR UnicodeSet pattern: `[A B {CH} \u0041 a-c]`, in the pattern's order.
    static func parseSet(_ pattern: String) -> [String] {
        var body = Substring(pattern)
        if body.first == "[" { body = body.dropFirst() }
        if body.last == "]" { body = body.dropLast() }
        var titles: [String] = []
        var scalars = Array(body.unicodeScalars)[...]
        func next() -> Unicode.Scalar? {
            guard let scalar = scalars.popFirst() else { return nil }
            guard scalar == "\\" else { return scalar }
            guard let kind = scalars.popFirst() else { return nil }
            if kind == "u" {
                let hex = String(String.UnicodeScalarView(scalars.prefix(4)))
                scalars = scalars.dropFirst(4)
                return UInt32(hex, radix: 16).flatMap(Unicode.Scalar.init)
            }
            return kind
        }
        while let scalar = next() {
            if scalar == " " { continue }
            if scalar == "{" {
                var text = String.UnicodeScalarView()
                while let inner = next(), inner != "}" { text.append(inner) }
                titles.append(String(text))
            } else if scalars.first == "-", scalars.count > 1 {
                _ = scalars.popFirst()
                if let end = next() {
                    for value in scalar.value...end.value { if let s = Unicode.Scalar(value) { titles.append(String(s)) } }
                }
            } else {
                titles.append(String(scalar))
            }
        }
        return titles
    }

    /// The stroke-count sections of CLDR's zh stroke collation: "1劃=\uFDD0\u2801" …
    static func strokeIndex(_ collation: String) -> [String] {
        guard let start = collation.range(of: "<collation type='stroke'>") else { return [] }
        let rest = collation[start.upperBound...]
        let section = rest.range(of: "</collation>").map { rest[..<$0.lowerBound] } ?? rest
        var titles: [String] = []
        for line in section.split(separator: "\n") {
            guard let marker = line.range(of: "# INDEX "), let quote = line.range(of: #"\uFDD0\u"#) else { continue }
            let count = line[marker.upperBound...].trimmingCharacters(in: .whitespaces)
            let code = line[quote.upperBound...].prefix(4)
            titles.append("\(count)劃=\\uFDD0\\u\(code)")
        }
        return titles
    }

    static func englishName(_ id: String, in english: String) -> String {
        switch id {
        case "zh-Hans": return "Chinese (Simplified)"
        case "zh-Hant": return "Chinese (Traditional)"
        default: return firstMatch(#"<language type="\#(id)">([^<]+)</language>"#, in: english) ?? id
        }
    }

    static func firstMatch(_ pattern: String, in text: String) -> String? {
        guard let regex = try? NSRegularExpression(pattern: pattern),
              let match = regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)),
              match.numberOfRanges > 1, let range = Range(match.range(at: 1), in: text) else { return nil }
        return String(text[range])
    }

    static func unescapeXML(_ text: String) -> String {
        text.replacingOccurrences(of: "&amp;", with: "&").replacingOccurrences(of: "&lt;", with: "<")
            .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&quot;", with: "\"")
            .replacingOccurrences(of: "&apos;", with: "'")
    }
}
