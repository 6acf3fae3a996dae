import Collation
import CollationContacts
import CollationSearch

/// The HTML page of `collate group --format html`: one self-contained file (no network) with
/// the list in sections under sticky headers, a side index bar, and a search box that finds
/// names by the same search keys as `collate search`.
///
/// The list is written as HTML here, every name and field escaped; the page's script
/// (``PageAssets``) only lays out the index bar and runs the search over the embedded keys.
/// Rows come in blocks of ``blockSize`` whose layout the browser defers until they are near
/// the screen, so that 100k contacts open without a long freeze.
enum HTMLPage {
    static let blockSize = 200

    /// What the script reads: the section titles of the locale, the ones the list has, each
    /// row's search keys (in row order), and the Latin folding table.
    struct Data: Encodable {
        let titles: [String]
        let present: [Int]
        let keys: [String]
        let fold: [[String]]
        /// SearchFolding's Hangul tables: jamo as compatibility jamo.
        let hangul: [String: [UInt32]]
        /// The keypad's letters and their digits (``Keypad``), and each row's telephone numbers
        /// as digits, tab-separated.
        let keypad: [String: String]
        let numbers: [String]
        let summary: String
    }

    /// Writes the page of `sections` (positions in `list`) to `out`.
    static func write(_ list: NameList, sections: [CollationSection<Int>], keys: [String], titles: [String],
                      locale: String, to out: inout OutputBuffer) throws {
        let keypad = Keypad(locale: locale)
        let count = sections.reduce(0) { $0 + $1.items.count }
        let summary = count == 1 ? "1 name" : "\(count) names"
        out.write("""
            <!DOCTYPE html>
            <html lang="\(escape(locale))">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <meta name="generator" content="collate \(escape(CollateVersion.package))">
            <title>Contacts (\(summary))</title>
            <style>
            \(PageAssets.style)
            </style>
            </head>
            <body>
            <header><input id="search" type="search" placeholder="Search: name, pinyin, initials, romaji, 초성…" autocomplete="off" aria-label="Search"><button id="keypad-toggle" type="button" aria-controls="keypad" aria-expanded="false" title="Keypad">#</button><output id="status">\(summary)</output></header>
            \(keypadHTML(keypad))
            <main id="list">

            """)
        var block = ""
        for section in sections {
            block += "<section id=\"s\(section.index)\" data-title=\"\(escape(section.title))\"><h2>\(escape(section.title))</h2>\n"
            for start in stride(from: 0, to: section.items.count, by: blockSize) {
                // The block's height before the browser lays it out: near the real one, so that
                // jumping to a section far down lands where it should.
                let rows = section.items[start..<min(start + blockSize, section.items.count)].map { ($0, detail(list, $0)) }
                let height = rows.reduce(0) { $0 + ($1.1 == nil ? 41 : 57) }
                block += "<ul class=\"b\" style=\"contain-intrinsic-size:auto \(height)px\">"
                for (position, detail) in rows {
                    block += "<li>\(escape(list.names[position]))"
                    if let detail { block += "<small>\(escape(detail))</small>" }
                    block += "</li>"
                }
                block += "</ul>\n"
                if block.utf8.count > 1 << 20 {
                    out.write(block)
                    block = ""
                }
            }
            block += "</section>\n"
        }
        out.write(block)
        let numbers = sections.flatMap(\.items).map { position in
            (list.contact(at: position)?.phones ?? []).map { String($0.unicodeScalars.filter { ("0"..."9").contains($0) }.map(Character.init)) }
                .joined(separator: "\t")
        }
        let data = Data(titles: titles, present: sections.map(\.index), keys: keys,
                        fold: SearchFolding.latinTable.map { [$0.letter, $0.folded] },
                        hangul: ["leading": SearchFolding.Hangul.leading, "trailing": SearchFolding.Hangul.trailing],
                        keypad: keypad.table, numbers: numbers, summary: summary)
        out.write("""
            </main>
            <ol id="results" hidden></ol>
            <nav id="index" aria-label="Index"></nav>
            <script type="application/json" id="page-data">\(try scriptSafeJSON(data))</script>
            <script>
            \(PageAssets.script)
            </script>
            </body>
            </html>

            """)
    }

    /// The keypad panel: keys 1 to 9, erase-all, 0 and erase, each digit with its letters.
    static func keypadHTML(_ keypad: Keypad) -> String {
        let labels = keypad.labels
        func key(_ digit: Int) -> String {
            let letters = (2...9).contains(digit) ? "<small>\(escape(labels[digit - 2]))</small>" : ""
            return "<button type=\"button\" data-key=\"\(digit)\">\(digit)\(letters)</button>"
        }
        return "<div id=\"keypad\" role=\"group\" aria-label=\"Keypad\" hidden><output id=\"digits\"></output>"
            + (1...9).map(key).joined()
            + "<button type=\"button\" data-key=\"clear\" aria-label=\"Clear\">✕</button>" + key(0)
            + "<button type=\"button\" data-key=\"back\" aria-label=\"Erase\">⌫</button></div>"
    }

    /// A contact's second line: its company, else its first phone number or e-mail address,
    /// when the name shown is not already that.
    static func detail(_ list: NameList, _ position: Int) -> String? {
        guard let contact = list.contact(at: position) else { return nil }
        let candidates = [contact.organization, contact.phones.first, contact.emails.first]
        let detail = candidates.lazy.compactMap { $0?.trimmingWhitespace() }.map(String.init).first { !$0.isEmpty }
        return detail == list.names[position] ? nil : detail
    }

    /// `text` with the characters that HTML gives meaning to escaped, for text and attributes;
    /// control characters, which HTML cannot hold (a NUL becomes U+FFFD, the others are parse
    /// errors), spelled out as the text output spells them.
    static func escape(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in ControlCharacters.visible(text).unicodeScalars {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.unicodeScalars.append(character)
            }
        }
        return result
    }

    /// `value` as JSON that can sit inside a `<script>` element: no `<` (so no `</script>` or
    /// `<!--`) and no line or paragraph separators, all written as `\u` escapes.
    static func scriptSafeJSON(_ value: some Encodable) throws -> String {
        var json = try JSONRendering.compact(value)
        return json.withUTF8(scriptSafe)
    }

    /// JSON's UTF-8 with `<`, U+2028 and U+2029 escaped, in one pass over its bytes (three
    /// `replacing` calls, each by characters, were the most of a large page's time).
    static func scriptSafe(_ json: UnsafeBufferPointer<UInt8>) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(json.count + 64)
        var index = 0
        while index < json.count {
            let byte = json[index]
            if byte == UInt8(ascii: "<") {
                bytes.append(contentsOf: #"\u003c"#.utf8)
            } else if byte == 0xE2, index + 2 < json.count, json[index + 1] == 0x80, json[index + 2] == 0xA8 || json[index + 2] == 0xA9 {
                // U+2028 and U+2029: E2 80 A8 and E2 80 A9.
                bytes.append(contentsOf: (json[index + 2] == 0xA8 ? #"\u2028"# : #"\u2029"#).utf8)
                index += 2
            } else {
                bytes.append(byte)
            }
            index += 1
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
