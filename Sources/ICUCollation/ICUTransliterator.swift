internal import CICU
import Collation

/// An ICU transform as a reading stage: any ICU transform ID ("Han-Latin/Names",
/// "Katakana-Hiragana", "Any-Latin; Latin-ASCII") or a user's own ICU transform rules.
///
/// Safe to use from many tasks at once: each call borrows a clone from a pool.
public final class ICUTransliterator: Transliterator {
    /// The transform ID, or `rules:NAME` for rules.
    public let identifier: String
    /// The ICU release, and for rules their hash: ICU's transforms change with its data.
    public let readingVersion: String
    private let pool: ClonePool

    /// Opens the ICU transform with this ID.
    ///
    /// - Throws: ``CollationError/unknownTransform(_:detail:)`` when ICU does not know the ID.
    public convenience init(id: String) throws(CollationError) {
        if let reason = ICUInfo.loadError { throw .providerFailure(provider: "icu", message: reason) }
        let opened = openTransliterator(id: id, rules: nil)
        guard let pointer = opened.pointer else {
            throw .unknownTransform(id, detail: "\(errorName(opened.status)); see ICU's list of transform IDs")
        }
        self.init(identifier: id, readingVersion: "\(id) ICU \(ICUInfo.versionString)", pointer: pointer)
    }

    /// Compiles a user's ICU transform rules.
    ///
    /// - Parameters:
    ///   - rules: the rules, in ICU's transform rule syntax.
    ///   - source: a name for messages (the file's path).
    /// - Throws: ``FileProblem`` with the line ICU's parse context points at.
    public convenience init(rules: String, source: String) throws(FileProblem) {
        if let reason = ICUInfo.loadError { throw FileProblem(file: source, message: "ICU transform rules need ICU: \(reason)") }
        let opened = openTransliterator(id: "User", rules: rules)
        guard let pointer = opened.pointer else {
            let parseError = opened.parseError
            let before = withUnsafeBytes(of: parseError.preContext) { raw in
                String(string(fromUTF16: raw.bindMemory(to: UInt16.self)).prefix { $0 != "\u{0}" })
            }
            let after = withUnsafeBytes(of: parseError.postContext) { raw in
                String(string(fromUTF16: raw.bindMemory(to: UInt16.self)).prefix { $0 != "\u{0}" })
            }
            // ICU leaves `UParseError.line` at 0 for transform rules: find the context instead.
            let line = parseError.line > 0 ? Int(parseError.line) : Self.line(of: before + after, in: rules, offset: before.count)
            let shown = (before + "⟦" + after).split(whereSeparator: \.isNewline).first { $0.contains("⟦") } ?? ""
            throw FileProblem(file: source, line: line,
                              message: "invalid transform rule (\(errorName(opened.status))) at '\(TextScanning.trimmed(shown))'")
        }
        self.init(identifier: "rules:\(source)", readingVersion: "rules \(StableHash.hex(rules.utf8)) ICU \(ICUInfo.versionString)", pointer: pointer)
    }

    private init(identifier: String, readingVersion: String, pointer: OpaquePointer) {
        self.identifier = identifier
        self.readingVersion = readingVersion
        pool = ClonePool(
            prototype: pointer,
            clone: { prototype in
                var status = U_ZERO_ERROR
                let clone = cicu_utrans_clone(UnsafePointer(prototype), &status)
                return failed(status) ? nil : clone.map(OpaquePointer.init)
            },
            close: { cicu_utrans_close(UnsafeMutablePointer($0)) }
        )
    }

    /// The text after the transform. ICU transforms ignore the role.
    public func transliterate(_ text: String, as role: TextRole) -> String {
        let units = Array(text.utf16)
        let length = Int32(units.count)
        var capacity = max(units.count * 4, 16)
        while true {
            var buffer = units + [UInt16](repeating: 0, count: capacity - units.count)
            var limit = length
            var textLength = length
            var status = U_ZERO_ERROR
            pool.with { transform in
                buffer.withUnsafeMutableBufferPointer { pointer in
                    cicu_utrans_transUChars(UnsafePointer(transform), pointer.baseAddress, &textLength, Int32(capacity), 0, &limit, &status)
                }
            }
            if status == U_BUFFER_OVERFLOW_ERROR {
                capacity = Int(textLength) + 16
                continue
            }
            guard !failed(status) else { return text }
            return buffer.withUnsafeBufferPointer { string(fromUTF16: UnsafeBufferPointer(rebasing: $0[..<Int(textLength)])) }
        }
    }
}

extension ICUTransliterator {
    /// The 1-based line of the error inside `rules`: where the text around it (ICU's pre- and
    /// post-context) occurs, `offset` characters in.
    static func line(of context: String, in rules: String, offset: Int) -> Int? {
        guard !context.isEmpty, let start = rules.indices.first(where: { rules[$0...].hasPrefix(context) }) else { return nil }
        let position = rules.index(start, offsetBy: offset, limitedBy: rules.endIndex) ?? rules.endIndex
        return rules[..<position].reduce(1) { $1.isNewline ? $0 + 1 : $0 }
    }
}

/// Opens ICU's transliterator for an ID, or for rules under the given ID.
///
/// A free function, not a member: a class member whose signature names ICU's types makes every
/// client of this module load ICU's headers, which clash with Foundation's copy of ICU.
private func openTransliterator(id: String, rules: String?) -> (pointer: OpaquePointer?, status: UErrorCode, parseError: UParseError) {
    var status = U_ZERO_ERROR
    var parseError = UParseError()
    let idUnits = Array(id.utf16)
    let pointer: OpaquePointer?
    if let rules {
        let ruleUnits = Array(rules.utf16)
        pointer = cicu_utrans_openU(idUnits, Int32(idUnits.count), UTRANS_FORWARD, ruleUnits, Int32(ruleUnits.count), &parseError, &status).map(OpaquePointer.init)
    } else {
        pointer = cicu_utrans_openU(idUnits, Int32(idUnits.count), UTRANS_FORWARD, nil, -1, &parseError, &status).map(OpaquePointer.init)
    }
    guard let pointer, !failed(status) else { return (nil, status, parseError) }
    return (pointer, status, parseError)
}
