/// A key writer that writes straight into a key table's arena (``KeyArena``), where the host
/// offers one: the tool's lists. The host casts its writer once; the others are handed a
/// `[UInt8]` and their keys copied over. Inside the package: the arena's layout is the host's.
package protocol KeyArenaWriter {
    /// ``CollationKeyWriter/appendKey(forReadingOfUTF8:to:)``, appending to `arena`.
    mutating func appendKey(forReadingOfUTF8 name: UnsafeBufferPointer<UInt8>, to arena: inout KeyArena) -> Int
}
