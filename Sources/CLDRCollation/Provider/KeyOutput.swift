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
    mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        append(contentsOf: bytes)
    }
}

extension KeyArena: KeyOutput {}
