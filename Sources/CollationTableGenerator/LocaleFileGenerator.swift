import Collation
import Foundation

/// Writes `locales/*.locale` from the system ICU's own `AlphabeticIndex`, through the
/// `icu-index-reference` program (AlphabeticIndex has no C API), so that every file's titles
/// are exactly the labels ICU gives the locale (with ICU's limit of 99 labels raised to 300, as
/// the ICU provider and Android raise it: Vai has 100 letters).
///
/// A file is written for every language ICU has locale data for, and for every script or
/// region variant whose labels differ from its parent's (`sr-Latn`, `zh-Hant`, `ha-NE`).
/// Lines below ``keptMarker`` in an existing file are hand edits: they are carried over, and a
/// kept line replaces the generated line with the same key (a kept `sections:` line replaces
/// all generated ones).
struct LocaleFileGenerator {
    /// The line that starts a file's hand edits.
    static let keptMarker = "# Hand edits below this line are kept when the file is regenerated."

    /// Files written by hand, never regenerated.
    static let handWritten: Set<String> = ["root"]

    /// ICU's name for a locale, where the file keeps the name users know (`zh` is `zh-Hans`).
    static let renamed = ["zh": "zh-Hans"]

    let reference: URL
    let output: URL
    /// The languages to write (`["sv", "zh"]`), with their variants; all when empty.
    var languages: Set<String> = []

    struct Candidate {
        let tag: String
        let name: String
        let origin: String
    }

    func run() throws {
        let version = try runReference(["--version"]).trimmingCharacters(in: .whitespacesAndNewlines)
        let candidates = try runReference(["--list"]).split(separator: "\n").compactMap { line -> Candidate? in
            let fields = line.split(separator: "\t").map(String.init)
            guard fields.count == 3, !fields[0].contains("-u-"), !fields[0].contains("-x-") else { return nil }
            guard languages.isEmpty || languages.contains(String(fields[0].prefix { $0 != "-" })) else { return nil }
            return Candidate(tag: fields[0], name: fields[1], origin: fields[2])
        }
        var labels: [String: [String]] = [:]
        for candidate in candidates {
            labels[candidate.tag] = try runReference([candidate.tag, "--labels", "--max-labels", "300"])
                .split(separator: "\n").map(String.init).filter { $0 != "#" }
        }
        let names = Dictionary(candidates.map { ($0.tag, $0.name) }, uniquingKeysWith: { first, _ in first })
        var written = 0
        for candidate in candidates {
            guard let titles = labels[candidate.tag], !titles.isEmpty else { continue }
            let subtags = candidate.tag.split(separator: "-").map(String.init)
            // A variant gets a file of its own only when its labels differ from its parent's.
            if subtags.count > 1 {
                let parent = Self.parent(of: subtags, among: labels)
                if candidate.origin == "inherited" || labels[parent] == titles { continue }
            }
            let id = Self.renamed[candidate.tag] ?? candidate.tag
            guard !Self.handWritten.contains(id) else { continue }
            let name = names[id] ?? candidate.name
            // CLDR's "IE*": a letter kept as a label although it sorts like "I", "E".
            let starred = Set(try runReference([candidate.tag, "--exemplars"]).split(separator: "\n")
                .filter { $0.hasSuffix("*") && !$0.hasSuffix("**") }.map { String($0.dropLast()) })
            try write(id: id, name: name, titles: titles, starred: starred, origin: candidate.origin, version: version)
            written += 1
        }
        print("wrote \(written) locale files to \(output.path(percentEncoded: false))")
    }

    /// The nearest ancestor with labels: `sr-Latn-BA` → `sr-Latn`, `de-AT` → `de`.
    static func parent(of subtags: [String], among labels: [String: [String]]) -> String {
        var parts = subtags.dropLast()
        while parts.count > 1, labels[parts.joined(separator: "-")] == nil { parts = parts.dropLast() }
        return parts.joined(separator: "-")
    }

    func write(id: String, name: String, titles: [String], starred: Set<String>, origin: String, version: String) throws {
        let path = output.appending(path: "\(id).locale")
        let source = switch origin {
        case "index": "\(version) AlphabeticIndex labels, from the locale's index characters"
        case "inherited": "\(version) AlphabeticIndex labels, from its parent locale's index characters"
        default: "\(version) AlphabeticIndex labels, synthesized from the standard exemplar characters"
        }
        var generated = [
            "# \(name). Generated from ICU by `swift package --allow-writing-to-package-directory generate-tables locales`.",
            "locale: \(id)",
            "name: \(name)",
            "source: \(source)",
        ]
        if !titles.allSatisfy(Self.isLatin) { generated.append("latin: yes") }
        if let order = Self.scriptOrders[id] { generated.append("script-order: \(order)") }
        var sectionLine = "sections:"
        for title in titles {
            let token = starred.contains(title) ? "\(title)=\(title)*" : Self.token(for: title)
            if sectionLine.count + token.count > 96 {
                generated.append(sectionLine)
                sectionLine = "sections:"
            }
            sectionLine += " " + token
        }
        generated.append(sectionLine)

        // Carry over the hand edits of the file being replaced.
        var kept: [String] = []
        if let old = try? String(contentsOf: path, encoding: .utf8), let marker = old.range(of: Self.keptMarker) {
            kept = old[marker.upperBound...].split(separator: "\n").map(String.init)
        }
        let keptKeys = Set(kept.compactMap(Self.key))
        generated.removeAll { line in Self.key(line).map(keptKeys.contains) ?? false }
        let lines = generated + [Self.keptMarker] + kept
        try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: path, options: .atomic)
    }

    /// Script orders that the locale files state where ICU's collation has none of its own and
    /// the locale's phones put the native script first: Japanese (kana rows, then kanji, then
    /// A–Z, as iOS and Android show them; CLDR's Japanese collation puts Latin first).
    static let scriptOrders: [String: String] = ["ja": "Hrkt Hani Latn"]

    /// The key of a `key: value` line, or nil for comments and blank lines.
    static func key(_ line: String) -> String? {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty, !trimmed.hasPrefix("#"), let colon = trimmed.firstIndex(of: ":") else { return nil }
        return trimmed[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
    }

    /// A section token: the label, or `LABEL=BOUNDARY` for a stroke-count label ("3劃"), whose
    /// boundary is the collation's index contraction U+FDD0 U+2800+count.
    static func token(for title: String) -> String {
        if title.hasSuffix("劃"), let count = Int(title.dropLast()), count > 0, count < 0x100 {
            return "\(title)=\\uFDD0\\u\(String(format: "%04X", 0x2800 + count))"
        }
        return title
    }

    /// Whether a title is written in the Latin script (marks and the ʻokina, ʼ included), by
    /// the host's own script table.
    static func isLatin(_ title: String) -> Bool {
        title.unicodeScalars.allSatisfy { scalar in
            scalar.properties.generalCategory == .nonspacingMark || scalar.value == 0x2BB || scalar.value == 0x2BC
                || Script.of(scalar) == .latin
        }
    }

    func runReference(_ arguments: [String]) throws -> String {
        String(decoding: try toolOutput(reference, arguments), as: UTF8.self)
    }
}
