import Collation
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
    /// Standard output, or the file named with `--output`.
    private let descriptor: Int32
    /// The file's name, for messages; `nil` for standard output.
    private let file: String?
    /// The first failed write's error number: a full disk must not leave a short file unsaid.
    /// (Standard output's closed pipe is not an error: the reader has gone.)
    private var failure: Int32 = 0

    init() {
        descriptor = STDOUT_FILENO
        file = nil
        bytes.reserveCapacity(1 << 16)
    }

    /// A buffer that writes to `path`, created or emptied.
    init(file path: String) throws(FileProblem) {
        let opened = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard opened >= 0 else { throw FileProblem(file: path, message: "cannot write the file: \(String(cString: strerror(errno)))") }
        descriptor = opened
        file = path
        bytes.reserveCapacity(1 << 16)
    }

    mutating func write(_ text: String) {
        bytes.append(contentsOf: text.utf8)
        if bytes.count >= 1 << 16 { flush() }
    }

    mutating func write(_ bytes: [UInt8]) {
        flush()
        record(writeAll(bytes, to: descriptor))
    }

    mutating func line(_ text: String) {
        bytes.append(contentsOf: text.utf8)
        bytes.append(0x0A)
        if bytes.count >= 1 << 16 { flush() }
    }

    mutating func flush() {
        guard !bytes.isEmpty else { return }
        record(writeAll(bytes, to: descriptor))
        bytes.removeAll(keepingCapacity: true)
    }

    private mutating func record(_ error: Int32) {
        if failure == 0 { failure = error }
    }

    /// Writes what is left and closes the file (standard output stays open).
    mutating func close() throws(FileProblem) {
        flush()
        guard let file else { return }
        if failure != 0 { throw FileProblem(file: file, message: "cannot write the file: \(String(cString: strerror(failure)))") }
        #if canImport(Glibc)
        let closed = Glibc.close(descriptor)
        #else
        let closed = Darwin.close(descriptor)
        #endif
        if closed != 0 { throw FileProblem(file: file, message: "cannot finish writing the file: \(String(cString: strerror(errno)))") }
    }

}

/// Writes one line to standard error.
func printError(_ message: String) {
    writeAll(Array((message + "\n").utf8), to: STDERR_FILENO)
}

/// Writes every byte to a file descriptor, retrying short writes; stops if the reader has gone
/// (a closed pipe) or the write fails, and returns the error number then (0 when all went).
@discardableResult
func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Int32 {
    bytes.withUnsafeBufferPointer { buffer in
        guard var pointer = buffer.baseAddress else { return 0 }
        var remaining = buffer.count
        while remaining > 0 {
            let written = write(descriptor, pointer, remaining)
            if written < 0 {
                if errno == EINTR { continue }
                return errno
            }
            pointer += written
            remaining -= written
        }
        return 0
    }
}
