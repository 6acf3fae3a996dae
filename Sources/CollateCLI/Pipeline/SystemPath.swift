import CollationContacts
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// File names as the system has them: bytes, which need not be UTF-8.
///
/// Swift decodes the process's arguments as UTF-8 and replaces what is not with U+FFFD, so a
/// file named in Latin-1 could not be opened ("no such file"). The tool reads its arguments as
/// bytes instead: an argument that is not UTF-8 carries each byte that is not part of a valid
/// character as a scalar of the last private-use plane (U+10FF80…U+10FFFF, which no file name
/// uses in practice), and ``cString(_:)`` turns those back into the bytes when a file is
/// opened. Messages show such a byte as `\xHH` (``shown(_:)``).
enum SystemPath {
    /// Where the scalars that stand for raw bytes begin: U+10FF00 + the byte (0x80…0xFF).
    private static let byteBase: UInt32 = 0x10FF00

    /// The process's arguments after its name, each byte kept.
    static func arguments() -> [String] {
        (1..<Int(CommandLine.argc)).map { index in
            guard let pointer = CommandLine.unsafeArgv[index] else { return "" }
            return argument(UnsafeBufferPointer(start: UnsafeRawPointer(pointer).assumingMemoryBound(to: UInt8.self), count: strlen(pointer)))
        }
    }

    /// `bytes` as a string: valid UTF-8 as it is, every other byte as its stand-in scalar.
    static func argument(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        if let text = String(validating: bytes, as: UTF8.self) { return text }
        var result = ""
        var index = 0
        while index < bytes.count {
            if let length = TextEncoding.utf8SequenceLength(bytes, at: index) {
                result += String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<(index + length)]), as: UTF8.self)
                index += length
            } else {
                result.unicodeScalars.append(Unicode.Scalar(byteBase + UInt32(bytes[index])) ?? "\u{FFFD}")
                index += 1
            }
        }
        return result
    }

    /// The bytes of `path` for a system call, NUL-terminated: stand-in scalars back to their bytes.
    static func cString(_ path: String) -> [CChar] {
        var bytes: [CChar] = []
        bytes.reserveCapacity(path.utf8.count + 1)
        for scalar in path.unicodeScalars {
            if scalar.value >= byteBase + 0x80, scalar.value <= byteBase + 0xFF {
                bytes.append(CChar(bitPattern: UInt8(scalar.value - byteBase)))
            } else {
                bytes += String(scalar).utf8.map { CChar(bitPattern: $0) }
            }
        }
        bytes.append(0)
        return bytes
    }

    /// `text` as a message may show it: control characters spelled out
    /// (``ControlCharacters/visible(_:)``), a raw byte of a file name as `\xHH`.
    static func shown(_ text: String) -> String {
        let visible = ControlCharacters.visible(text)
        guard visible.unicodeScalars.contains(where: { $0.value >= byteBase + 0x80 && $0.value <= byteBase + 0xFF }) else { return visible }
        var result = ""
        for scalar in visible.unicodeScalars {
            if scalar.value >= byteBase + 0x80, scalar.value <= byteBase + 0xFF {
                result += "\\x" + String(scalar.value - byteBase, radix: 16, uppercase: true)
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
