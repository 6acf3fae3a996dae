#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// One open `iconv` conversion to UTF-8, kept for the values of one file: opening a converter
/// loads its tables, which costs more than converting a name. Not thread-safe: one per reader
/// pass.
final class IconvConverter {
    private let descriptor: iconv_t

    /// A converter from the encoding `iconv` calls `name`, or `nil` when it does not know it.
    init?(from name: String) {
        guard let descriptor = iconv_open("UTF-8", name), descriptor != iconv_t(bitPattern: -1) else { return nil }
        self.descriptor = descriptor
    }

    deinit { iconv_close(descriptor) }

    /// `bytes` as UTF-8 text, or the offset of the first byte that does not convert (an invalid
    /// or incomplete sequence). The converter's shift state is reset first, so each value
    /// stands alone.
    func convert(_ bytes: ArraySlice<UInt8>) throws(TextEncoding.InvalidBytes) -> String {
        _ = iconv(descriptor, nil, nil, nil, nil)
        var input = Array(bytes)
        var output = [UInt8](repeating: 0, count: input.count * 3 + 16)
        var written = 0
        var consumed = 0
        while true {
            var failed = false
            var tooSmall = false
            input.withUnsafeMutableBufferPointer { source in
                output.withUnsafeMutableBufferPointer { target in
                    guard let sourceBase = source.baseAddress, let targetBase = target.baseAddress else { return }
                    var inPointer: UnsafeMutablePointer<CChar>? = UnsafeMutableRawPointer(sourceBase + consumed).assumingMemoryBound(to: CChar.self)
                    var outPointer: UnsafeMutablePointer<CChar>? = UnsafeMutableRawPointer(targetBase + written).assumingMemoryBound(to: CChar.self)
                    var inLeft = source.count - consumed, outLeft = target.count - written
                    var result = iconv(descriptor, &inPointer, &inLeft, &outPointer, &outLeft)
                    if result != -1 { result = iconv(descriptor, nil, nil, &outPointer, &outLeft) }
                    if result == -1 {
                        // E2BIG: the output is full (an encoding that writes several characters
                        // for one byte); anything else is a bad or cut-off sequence.
                        if errno == E2BIG { tooSmall = true } else { failed = true }
                    }
                    consumed = source.count - inLeft
                    written = target.count - outLeft
                }
            }
            if failed { throw TextEncoding.InvalidBytes(offset: consumed) }
            guard tooSmall else { break }
            output += [UInt8](repeating: 0, count: output.count)
        }
        return output[..<written].utf8String
    }
}
