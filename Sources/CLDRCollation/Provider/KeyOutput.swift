import Collation

/// Where a ``CLDRKeyWriterState`` appends a key: an array (the public writer API) or a key
/// table's arena (``KeyArena``, the host's lists). Generic, so that each is specialized and the
/// arena's append stays in line.
protocol KeyOutput {
    /// The bytes written.
    var count: Int { get }
    /// Appends `bytes`.
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>)
}

extension Array: KeyOutput where Element == UInt8 {
    /// Appends `bytes` into room added past the array's end (`append(addingCapacity:)`): the
    /// generic `append(contentsOf:)` cost about 90 instructions a key with its `memcpy`, a
    /// seventh of a Chinese name's; this, about 70. (Copied word by word in line instead of
    /// by `memcpy`, the copy stayed a closure called, and cost more.) Before Swift 6.2, which
    /// brought `OutputSpan`, the generic append.
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        #if compiler(>=6.2)
        guard let source = bytes.baseAddress else { return }
        let count = bytes.count
        append(addingCapacity: count) { span in
            span.withUnsafeMutableBufferPointer { target, initialized in
                guard let start = target.baseAddress else { return }
                start.initialize(from: source, count: count)
                initialized = count
            }
        }
        #else
        append(contentsOf: bytes)
        #endif
    }
}

extension KeyArena: KeyOutput {}
