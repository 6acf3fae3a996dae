#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Collation

/// A character encoding that contact files are decoded from.
///
/// UTF-8 is decoded by the standard library. Every other encoding goes through the C
/// library's `iconv` (glibc on Linux, libiconv on macOS): it is on every machine this package
/// runs on, knows every legacy encoding that address books are written in (Shift_JIS,
/// GB18030, Big5, the ISO-8859 and Windows code pages), and keeps this module free of ICU.
///
/// Names are matched the way browsers match them (WHATWG Encoding): `ISO-8859-1` and `ASCII`
/// labels are decoded as Windows-1252, which is what such files hold in practice; Shift_JIS
/// labels as Windows-31J (CP932, what phones write); GB2312 and GBK as GB18030, their superset.
public struct TextEncoding: Sendable, Hashable, CustomStringConvertible {
    /// The name the encoding was asked for by.
    public let name: String
    /// The name `iconv` knows it by, or `nil` for UTF-8.
    let iconvName: String?

    /// UTF-8.
    public static let utf8 = TextEncoding(name: "UTF-8", iconvName: nil)

    private init(name: String, iconvName: String?) {
        self.name = name
        self.iconvName = iconvName
    }

    /// The encoding called `name` (case and `_`/`-` do not matter), or `nil` when the system's
    /// `iconv` does not know it.
    public init?(named name: String) {
        let label = name.uppercased().replacingUnderscores()
        let alias: String? = switch label {
        case "UTF-8", "UTF8": nil
        case "SHIFT-JIS", "SJIS", "X-SJIS", "MS-KANJI", "CSSHIFTJIS", "WINDOWS-31J", "CP932", "MS932": "CP932"
        case "GB2312", "GBK", "CP936", "EUC-CN", "X-GBK", "CSGB2312": "GB18030"
        case "ISO-8859-1", "ISO8859-1", "LATIN1", "L1", "US-ASCII", "ASCII", "CP1252", "WINDOWS-1252", "X-CP1252": "CP1252"
        default: label
        }
        guard let alias else {
            self = .utf8
            return
        }
        guard Self.iconvKnows(alias) else { return nil }
        self.init(name: name, iconvName: alias)
    }

    /// `name`.
    public var description: String { name }

    /// ISO-8859-1, in which every byte is a character: the last guess for a value that names
    /// no encoding and is valid in no likelier one.
    static let latin1 = TextEncoding(name: "ISO-8859-1", iconvName: "ISO-8859-1")

    /// The legacy encoding `bytes` (not valid UTF-8) are most likely in, for a hint that fits
    /// them or a guess: of windows-1252, Shift_JIS, Big5 and GB18030, the one the bytes are
    /// valid in whose text reads most like a name. Each character that is not ASCII counts one
    /// for a letter and against anything else, and a CJK character wedged against an ASCII
    /// letter counts against (Shift_JIS reads the é of "Ren\u{E9}e" with the e after it as one
    /// kanji; windows-1252 reads 山田's bytes as "ŽR“c"). Ties go to the earlier in that list.
    static func likelyLegacyEncoding(of bytes: some Collection<UInt8>) -> TextEncoding {
        let bytes = Array(bytes)
        var best: (encoding: TextEncoding, score: Int)?
        for (name, iconvName) in [("windows-1252", "CP1252"), ("shift_jis", "CP932"), ("big5", "BIG5"), ("gb18030", "GB18030")] where iconvKnows(iconvName) {
            let candidate = TextEncoding(name: name, iconvName: iconvName)
            guard let text = try? candidate.decode(bytes[...]) else { continue }
            let score = nameLikeness(Array(text.unicodeScalars))
            if best.map({ score > $0.score }) ?? true { best = (candidate, score) }
        }
        return best?.encoding ?? TextEncoding(name: "windows-1252", iconvName: "CP1252")
    }

    /// How much `scalars` read like a name's (see ``likelyLegacyEncoding(of:)``).
    private static func nameLikeness(_ scalars: [Unicode.Scalar]) -> Int {
        func isASCIILetter(_ index: Int) -> Bool {
            index >= 0 && index < scalars.count && scalars[index].isASCII && scalars[index].properties.isAlphabetic
        }
        var score = 0
        for (index, scalar) in scalars.enumerated() where !scalar.isASCII {
            score += scalar.properties.isAlphabetic ? 1 : -1
            let isCJK = (0x3040...0x9FFF).contains(scalar.value) || (0xAC00...0xD7A3).contains(scalar.value)
                || (0xF900...0xFAFF).contains(scalar.value) || (0xFF61...0xFF9F).contains(scalar.value)
            if isCJK, isASCIILetter(index - 1) || isASCIILetter(index + 1) { score -= 2 }
        }
        return score
    }

    /// Where decoding failed: the offset of the first byte that is not valid in the encoding.
    public struct InvalidBytes: Error, Sendable, Hashable {
        /// The offset of the first invalid byte from the start of the decoded bytes.
        public var offset: Int
    }

    /// The text of `bytes`, or the offset of the first byte that is not valid in the encoding.
    /// Nothing is guessed and nothing is replaced.
    public func decode(_ bytes: ArraySlice<UInt8>) throws(InvalidBytes) -> String {
        var decoder = TextDecoder()
        return try decoder.decode(bytes, as: self)
    }

    /// Whether the encoding's code units are wider than a byte (UTF-16, UTF-32, UCS-2 and
    /// UCS-4), so that NUL bytes are part of its text.
    public var isWide: Bool {
        guard let iconvName else { return false }
        return ["UTF-16", "UTF16", "UTF-32", "UTF32", "UCS-2", "UCS-4", "UNICODE"].contains { iconvName.hasPrefix($0) }
    }

    /// Whether every ASCII byte stands for its ASCII character wherever it occurs, so that a
    /// value of ASCII bytes needs no conversion: true of the single-byte code pages and of the
    /// multibyte encodings whose lead bytes are all high (Shift_JIS, GB18030, Big5, EUC). False
    /// of UTF-16 and UTF-32, of EBCDIC, and of the stateful 7-bit encodings (ISO-2022-JP, HZ,
    /// UTF-7), where ASCII bytes spell other characters.
    var isASCIITransparent: Bool {
        guard let iconvName else { return true }
        let families = ["CP125", "WINDOWS-125", "ISO-8859-", "ISO8859-", "KOI8-", "EUC-", "BIG5", "GB18030", "CP932", "CP949",
                        "CP874", "TIS-620", "MACINTOSH", "MAC-"]
        return families.contains { iconvName.hasPrefix($0) } && !iconvName.hasPrefix("CP1250-EBCDIC")
    }

    // MARK: UTF-8

    /// The offset of the first byte in `bytes` that is not well-formed UTF-8 (Unicode 15,
    /// table 3-7: no overlong forms, no surrogates, nothing past U+10FFFF), or `nil`.
    public static func firstInvalidUTF8(_ bytes: ArraySlice<UInt8>) -> Int? {
        bytes.withUnsafeBufferPointer { firstInvalidUTF8($0) }
    }

    /// ``firstInvalidUTF8(_:)-(ArraySlice<UInt8>)`` on a buffer.
    public static func firstInvalidUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var index = 0
        let raw = UnsafeRawBufferPointer(bytes)
        while index < bytes.count {
            // Runs of ASCII, eight bytes at a time.
            if index + 8 <= bytes.count, raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
                index += 8
                continue
            }
            guard let length = utf8SequenceLength(bytes, at: index) else { return index }
            index += length
        }
        return nil
    }

    /// The length of the well-formed UTF-8 sequence at `index` of `bytes` (1 for ASCII), or
    /// `nil` when the bytes there are not one.
    @inlinable
    package static func utf8SequenceLength(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int? {
        let lead = bytes[index]
        if lead < 0x80 { return 1 }
        let length: Int, low: UInt8, high: UInt8
        switch lead {
        case 0xC2...0xDF: (length, low, high) = (2, 0x80, 0xBF)
        case 0xE0: (length, low, high) = (3, 0xA0, 0xBF)
        case 0xE1...0xEC, 0xEE...0xEF: (length, low, high) = (3, 0x80, 0xBF)
        case 0xED: (length, low, high) = (3, 0x80, 0x9F)
        case 0xF0: (length, low, high) = (4, 0x90, 0xBF)
        case 0xF1...0xF3: (length, low, high) = (4, 0x80, 0xBF)
        case 0xF4: (length, low, high) = (4, 0x80, 0x8F)
        default: return nil
        }
        guard index + length <= bytes.count, (low...high).contains(bytes[index + 1]) else { return nil }
        for offset in 2..<length where !(0x80...0xBF).contains(bytes[index + offset]) { return nil }
        return length
    }

    // MARK: Byte-order marks

    /// `bytes` as UTF-8: a UTF-8 byte-order mark removed, UTF-16 with a byte-order mark
    /// transcoded (an unpaired surrogate is an error at its offset); other bytes unchanged.
    public static func removingByteOrderMark(_ bytes: [UInt8]) throws(InvalidBytes) -> [UInt8] {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return Array(bytes.dropFirst(3)) }
        guard bytes.count >= 2 else { return bytes }
        let littleEndian: Bool
        switch (bytes[0], bytes[1]) {
        case (0xFF, 0xFE): littleEndian = true
        case (0xFE, 0xFF): littleEndian = false
        default: return bytes
        }
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var index = 2
        var units = [UInt16]()
        units.reserveCapacity(bytes.count / 2)
        while index + 1 < bytes.count {
            let a = UInt16(bytes[index]), b = UInt16(bytes[index + 1])
            units.append(littleEndian ? a | b << 8 : a << 8 | b)
            index += 2
        }
        if index < bytes.count { throw InvalidBytes(offset: index) }
        var iterator = units.makeIterator()
        var decoder = UTF16()
        var position = 0
        loop: while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                UTF8.encode(scalar) { output.append($0) }
                position += scalar.value > 0xFFFF ? 2 : 1
            case .emptyInput:
                break loop
            case .error:
                throw InvalidBytes(offset: 2 + position * 2)
            }
        }
        return output
    }

    // MARK: iconv

    /// Whether `iconv` can convert from `name` to UTF-8.
    private static func iconvKnows(_ name: String) -> Bool {
        IconvConverter(from: name) != nil
    }
}

extension String {
    /// The text with `_` written as `-`, for matching encoding labels.
    fileprivate func replacingUnderscores() -> String {
        String(map { $0 == "_" ? "-" : $0 })
    }
}

extension TextEncoding {
    /// A whole file's text as UTF-8 bytes: a byte-order mark (UTF-8, UTF-16) decides; else
    /// `encoding` (UTF-8 when `nil`). Bytes that are not valid are never guessed at: the
    /// problem names the file, the line and the byte, and suggests naming the encoding.
    public static func decodeFile(_ bytes: [UInt8], as encoding: TextEncoding?, file: String) throws(FileProblem) -> [UInt8] {
        let hasByteOrderMark = bytes.starts(with: [0xEF, 0xBB, 0xBF]) || bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF])
        do throws(InvalidBytes) {
            if hasByteOrderMark { return try removingByteOrderMark(bytes) }
        } catch {
            throw FileProblem(file: file, line: TextLines.lineNumber(ofOffset: error.offset, in: bytes),
                              message: "invalid UTF-16; the file was not read", refusesFile: true)
        }
        let encoding = encoding ?? .utf8
        do throws(InvalidBytes) {
            if encoding.iconvName == nil {
                if let offset = firstInvalidUTF8(bytes[...]) { throw InvalidBytes(offset: offset) }
                return bytes
            }
            return Array(try encoding.decode(bytes[...]).utf8)
        } catch {
            throw invalidBytesProblem(in: bytes, at: error.offset, encoding: encoding, file: file)
        }
    }

    /// The problem for bytes that are not valid `encoding` at `offset`.
    static func invalidBytesProblem(in bytes: [UInt8], at offset: Int, encoding: TextEncoding, file: String) -> FileProblem {
        let byte = offset < bytes.count ? bytes[offset] : 0
        let message = encoding.iconvName == nil
            ? invalidUTF8Message(byte: byte)
            : "not valid \(encoding.name) (byte 0x\(hex(byte))); the file was not read"
        return FileProblem(file: file, line: TextLines.lineNumber(ofOffset: offset, in: bytes), message: message, refusesFile: true)
    }

    /// What is said of a file that is not valid UTF-8 at `byte`: it is refused, and the user is
    /// told how to name its encoding.
    public static func invalidUTF8Message(byte: UInt8) -> String {
        "not valid UTF-8 (byte 0x\(hex(byte))); if the file is in another encoding, give it with --encoding "
            + "(for example windows-1252, shift_jis, gb18030); the file was not read"
    }

    private static func hex(_ byte: UInt8) -> String {
        let digits = String(byte, radix: 16, uppercase: true)
        return digits.count < 2 ? "0" + digits : digits
    }
}
