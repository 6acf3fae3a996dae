import Collation
import CollationContacts
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A buffered writer to standard output or to an ``OutputFile``: lines are gathered in memory
/// and written in large blocks, which matters for a million names.
///
/// Every failed write counts, on standard output too (a full disk, `/dev/full`, a reader that
/// closed the pipe): once one fails nothing more is written, and ``close()`` throws, so the run
/// ends with exit status 74 instead of claiming a success it did not have. A file is put in
/// place by ``close()`` only when every byte was written.
struct OutputBuffer {
    /// How messages name standard output.
    static let standardOutputName = "standard output"

    private var bytes: [UInt8] = []
    /// Standard output, or the output file's descriptor.
    private let descriptor: Int32
    /// The file named with `--output`; `nil` for standard output.
    private let file: OutputFile?
    /// The first failed write's error number (0 while every write went).
    private var failure: Int32 = 0

    /// A buffer that writes to standard output.
    init() {
        descriptor = STDOUT_FILENO
        file = nil
        bytes.reserveCapacity(1 << 16)
    }

    /// A buffer that writes the file `path` whole or not at all (see ``OutputFile``); special
    /// files are written through unless `special` refuses them.
    init(file path: String, special: OutputFile.SpecialFiles = .writeThrough) throws(OutputProblem) {
        do {
            let file = try OutputFile(path, special: special)
            self.file = file
            descriptor = file.descriptor
        } catch {
            throw error.adding("nothing was written")
        }
        bytes.reserveCapacity(1 << 16)
    }

    /// Writes `text` as it is (a format that escapes its own values: HTML, CSV).
    mutating func write(_ text: String) {
        bytes.append(contentsOf: text.utf8)
        if bytes.count >= 1 << 16 { flush() }
    }

    /// Writes `bytes` as they are.
    mutating func write(_ bytes: [UInt8]) {
        flush()
        if failure == 0 { failure = writeAll(bytes, to: descriptor) }
    }

    /// Writes `bytes` as they are: gathered with the rest when small (a file written back piece
    /// by piece), written at once when large.
    mutating func write(_ bytes: ArraySlice<UInt8>) {
        guard bytes.count < 1 << 16 else {
            flush()
            if failure == 0 { failure = writeAll(bytes, to: descriptor) }
            return
        }
        self.bytes.append(contentsOf: bytes)
        if self.bytes.count >= 1 << 16 { flush() }
    }

    /// Writes `text` and a line end, its control characters spelled out
    /// (``ControlCharacters/visible(_:)``): a line feed in a name must not print as a line.
    mutating func line(_ text: String) {
        bytes.append(contentsOf: ControlCharacters.visible(text).utf8)
        bytes.append(0x0A)
        if bytes.count >= 1 << 16 { flush() }
    }

    mutating func flush() {
        guard !bytes.isEmpty else { return }
        if failure == 0 { failure = writeAll(bytes, to: descriptor) }
        bytes.removeAll(keepingCapacity: true)
    }

    /// Writes what is left and finishes: a file is synced and put in place, standard output
    /// checked. Throws when any write failed, leaving an output file as it was.
    mutating func close() throws(OutputProblem) {
        flush()
        guard let file else {
            guard failure == 0 else {
                let problem = failure == EPIPE
                    ? OutputProblem(file: Self.standardOutputName, message: "the reader closed the pipe before everything was written")
                    : OutputProblem(file: Self.standardOutputName, errno: failure, doing: "cannot write")
                throw problem.adding("the output is incomplete")
            }
            return
        }
        guard failure == 0 else {
            let left = file.keptAfterFailure
            file.discard()
            throw OutputProblem(file: file.name, errno: failure, doing: "cannot write it").adding(left)
        }
        try file.commit()
    }
}

/// Writes one line to standard error, its control characters and a file name's raw bytes
/// spelled out (``SystemPath/shown(_:)``): a message must not drive the terminal.
func printError(_ message: String) {
    writeAll(Array((SystemPath.shown(message) + "\n").utf8), to: STDERR_FILENO)
}

/// Writes every byte to a file descriptor, retrying short writes; stops at the first failed
/// write, and returns its error number (0 when all went). Nothing is written after a failure.
@discardableResult
func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Int32 {
    writeAll(bytes[...], to: descriptor)
}

/// ``writeAll(_:to:)`` of a part of an array.
@discardableResult
func writeAll(_ bytes: ArraySlice<UInt8>, to descriptor: Int32) -> Int32 {
    bytes.withUnsafeBufferPointer { buffer in
        guard var pointer = buffer.baseAddress else { return 0 }
        var remaining = buffer.count
        while remaining > 0 {
            let written = OutputSteps.write(descriptor, pointer, remaining)
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
