/// The escapes of vCard text values.
enum VCardText {
    /// `text` split at the unescaped `separator` (or not split, for `nil`), each piece
    /// unescaped.
    ///
    /// In 3.0 and 4.0, `\n` and `\N` are line breaks and `\\`, `\;`, `\,` and `\:` stand for
    /// the character. In 2.1, which escapes only inside structured values, `\\`, `\;`, `\,` and
    /// `\:` stand for the character and any other backslash is kept (Android's reading of
    /// `N:;A\;B\\;C\\\;;D;\:E;\\\\;` is "", "A;B\", "C\;", "D", ":E", "\\").
    static func split(_ text: String, at separator: Character?, version: VCardVersion) -> [String] {
        guard text.contains("\\") || (separator.map { text.contains($0) } ?? false) else { return [text] }
        var pieces: [String] = []
        var current = ""
        var iterator = text.makeIterator()
        while let character = iterator.next() {
            if character == "\\" {
                guard let next = iterator.next() else {
                    current.append("\\")
                    break
                }
                switch next {
                case "\\", ";", ",", ":": current.append(next)
                case "n" where version == .v30, "N" where version == .v30: current.append("\n")
                default:
                    current.append("\\")
                    if next == separator {
                        pieces.append(current)
                        current = ""
                    } else {
                        current.append(next)
                    }
                }
            } else if character == separator {
                pieces.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        pieces.append(current)
        return pieces
    }
}
