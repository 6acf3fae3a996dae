/// A BCP 47 language tag, reduced to what collation needs: language, script, region and the rest.
///
/// Parsing accepts the spellings people actually have: `zh-Hans-CN`, `zh_CN`, and POSIX
/// environment values such as `de_DE.UTF-8` or `sr_RS@latin`; `C` and `POSIX` mean `en`.
public struct LocaleIdentifier: Hashable, Sendable, CustomStringConvertible {
    /// The language subtag, lowercase (`zh`).
    public let language: String
    /// The script subtag, title case (`Hans`), when the tag has one.
    public let script: String?
    /// The region subtag, uppercase (`CN`), when the tag has one.
    public let region: String?
    /// Variant and extension subtags, lowercase, in their original order (`u`, `co`, `stroke`).
    public let extensions: [String]

    /// Parses `text` as a BCP 47 tag or a POSIX locale name.
    public init(_ text: String) throws(CollationError) {
        var body = Substring(text.trimmingWhitespace())
        if let dot = body.firstIndex(of: ".") { body = body[..<dot] }   // de_DE.UTF-8
        var posixModifier: String?
        if let at = body.firstIndex(of: "@") {                          // sr_RS@latin
            posixModifier = String(body[body.index(after: at)...]).lowercased()
            body = body[..<at]
        }
        if body == "C" || body == "POSIX" { body = "en" }
        let subtags = body.split(separator: "-", omittingEmptySubsequences: false)
            .flatMap { $0.split(separator: "_", omittingEmptySubsequences: false) }
        func invalid(_ why: String) -> CollationError { .invalidLocale(text, reason: why) }
        guard let first = subtags.first, !first.isEmpty else { throw invalid("it is empty") }
        guard subtags.allSatisfy({ !$0.isEmpty }) else { throw invalid("it has an empty subtag") }
        guard subtags.allSatisfy({ $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } }) else {
            throw invalid("subtags are ASCII letters and digits separated by '-'")
        }
        guard (2...3).contains(first.count) || (5...8).contains(first.count) || first == "root",
              first.allSatisfy(\.isLetter)
        else { throw invalid("'\(first)' is not a language subtag (2 or 3 letters)") }

        var rest = subtags.dropFirst()
        var script: String?
        var region: String?
        if let next = rest.first, next.count == 4, next.allSatisfy(\.isLetter) {
            script = next.prefix(1).uppercased() + next.dropFirst().lowercased()
            rest = rest.dropFirst()
        }
        if let next = rest.first,
           (next.count == 2 && next.allSatisfy(\.isLetter)) || (next.count == 3 && next.allSatisfy(\.isNumber)) {
            region = next.uppercased()
            rest = rest.dropFirst()
        }
        for subtag in rest where subtag.count > 8 {
            throw invalid("'\(subtag)' is longer than 8 characters")
        }
        if script == nil, let modifier = posixModifier {
            switch modifier {
            case "latin": script = "Latn"
            case "cyrillic": script = "Cyrl"
            default: break
            }
        }
        self.language = first == "root" ? "und" : first.lowercased()
        self.script = script
        self.region = region
        self.extensions = rest.map { $0.lowercased() }
    }

    /// The canonical spelling: `zh-Hans-CN`.
    public var identifier: String {
        ([language] + [script, region].compactMap { $0 } + extensions).joined(separator: "-")
    }

    /// The canonical spelling; see ``identifier``.
    public var description: String { identifier }

    /// The tag without extensions and variants: what locale data files are named by.
    public var base: LocaleIdentifier {
        LocaleIdentifier(language: language, script: script, region: region, extensions: [])
    }

    /// The script a tag implies when it names none, for the languages where that decides the
    /// collation (`zh-TW` is `zh-Hant`, `zh` and `zh-CN` are `zh-Hans`, `sr` is `sr-Cyrl`).
    public var likelyScript: String? {
        if let script { return script }
        switch language {
        case "zh": return ["TW", "HK", "MO"].contains(region ?? "") ? "Hant" : "Hans"
        case "sr": return "Cyrl"
        default: return nil
        }
    }

    /// The names to look locale data up by, most specific first: `zh-Hant-TW`, `zh-Hant`, `zh`.
    public var searchOrder: [String] {
        var names: [String] = []
        func add(_ parts: String?...) {
            let name = parts.compactMap { $0 }.joined(separator: "-")
            if !names.contains(name) { names.append(name) }
        }
        let script = likelyScript
        add(language, script, region)
        add(language, script)
        add(language, region)
        add(language)
        return names
    }

    /// Makes an identifier from subtags that are already canonical.
    public init(language: String, script: String? = nil, region: String? = nil, extensions: [String] = []) {
        self.language = language
        self.script = script
        self.region = region
        self.extensions = extensions
    }
}
