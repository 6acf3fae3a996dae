import Collation

extension PinyinTransliterator {
    /// The reading of `text` as tokens rather than text: the same syllables as
    /// ``transliterate(_:as:)`` (surname, word and user readings included), one token each, and
    /// every other character as it is. For search keys, which need syllable boundaries.
    package func tokens(of text: String, as role: TextRole) -> [PinyinToken] {
        if !custom.names.isEmpty, let whole = custom.names[TextScanning.trimmed(text)] {
            return whole.split(separator: " ").flatMap { word -> [PinyinToken] in
                if let syllable = PinyinSyllable(word) { return [.syllable(syllable, character: nil)] }
                return word.unicodeScalars.map { .other($0) } + [.other(" ")]
            }
        }
        let scalars = Array(text.unicodeScalars)
        var output = TokenOutput()
        scalars.withUnsafeBufferPointer { walk($0, role: role, into: &output) }
        return output.tokens
    }
}

/// Collects a reading as tokens.
private struct TokenOutput: ReadingOutput {
    var tokens: [PinyinToken] = []

    mutating func append(_ syllable: PinyinSyllable) {
        tokens.append(.syllable(syllable, character: nil))
    }

    mutating func append(tableSyllable index: Int, of scalar: Unicode.Scalar) {
        tokens.append(.syllable(PinyinTable.syllables[index - 1], character: scalar))
    }

    mutating func append(other scalar: Unicode.Scalar) {
        tokens.append(.other(scalar))
    }
}

extension PinyinTransliterator {
    /// ``tokens(of:as:)`` handed to `body` one at a time, without an array: the search index
    /// reads a million names this way.
    package func forEachToken(of text: String, as role: TextRole, _ body: (PinyinToken) -> Void) {
        if !custom.names.isEmpty, custom.names[TextScanning.trimmed(text)] != nil {
            for token in tokens(of: text, as: role) { body(token) }
            return
        }
        let view = text.unicodeScalars
        withoutActuallyEscaping(body) { body in
            withUnsafeTemporaryAllocation(of: Unicode.Scalar.self, capacity: view.count) { storage in
                _ = storage.initialize(from: view)
                var output = ForwardingOutput(body: body)
                walk(UnsafeBufferPointer(storage), role: role, into: &output)
            }
        }
    }
}

/// Hands each token on as it comes.
private struct ForwardingOutput: ReadingOutput {
    let body: (PinyinToken) -> Void

    mutating func append(_ syllable: PinyinSyllable) { body(.syllable(syllable, character: nil)) }

    mutating func append(tableSyllable index: Int, of scalar: Unicode.Scalar) {
        body(.syllable(PinyinTable.syllables[index - 1], character: scalar))
    }

    mutating func append(other scalar: Unicode.Scalar) { body(.other(scalar)) }
}
