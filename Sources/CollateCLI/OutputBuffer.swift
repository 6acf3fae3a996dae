#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A buffered writer to standard output: lines are gathered in memory and written in large
/// blocks, which matters for a million names. The pipeline flushes it at the end.
struct OutputBuffer {
    private var bytes: [UInt8] = []

    init() { bytes.reserveCapacity(1 << 16) }

    mutating func write(_ text: String) {
        bytes.append(contentsOf: text.utf8)
        if bytes.count >= 1 << 16 { flush() }
    }

    mutating func write(_ bytes: [UInt8]) {
        flush()
        writeAll(bytes, to: STDOUT_FILENO)
    }

    mutating func line(_ text: String) {
        bytes.append(contentsOf: text.utf8)
        bytes.append(0x0A)
        if bytes.count >= 1 << 16 { flush() }
    }

    mutating func flush() {
        guard !bytes.isEmpty else { return }
        writeAll(bytes, to: STDOUT_FILENO)
        bytes.removeAll(keepingCapacity: true)
    }

}

/// Writes one line to standard error.
func printError(_ message: String) {
    writeAll(Array((message + "\n").utf8), to: STDERR_FILENO)
}

/// Writes every byte to a file descriptor, retrying short writes; stops quietly if the reader
/// has gone (a closed pipe).
func writeAll(_ bytes: [UInt8], to descriptor: Int32) {
    bytes.withUnsafeBufferPointer { buffer in
        guard var pointer = buffer.baseAddress else { return }
        var remaining = buffer.count
        while remaining > 0 {
            let written = write(descriptor, pointer, remaining)
            if written < 0 {
                if errno == EINTR { continue }
                return
            }
            pointer += written
            remaining -= written
        }
    }
}
