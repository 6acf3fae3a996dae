/// The lines of a file: where each starts and ends, without its line break.
///
/// A line ends at LF, CR LF, a lone CR, or the CR CR LF that iOS 6 wrote in vCards, which is
/// one line break, not two.
struct TextLines: RandomAccessCollection, Sendable {
    /// Each line's start and end offsets, two 32-bit words a line (a file's line table is a
    /// good part of a reader's peak memory: half the size of a `Range<Int>` each); files of
    /// 4 GiB and more keep `Range<Int>`s in `wide`.
    private var bounds: [UInt32] = []
    private var wide: [Range<Int>] = []
    private let isWide: Bool

    init(_ bytes: [UInt8]) {
        isWide = bytes.count > Int(UInt32.max)
        if isWide { wide.reserveCapacity(bytes.count / 32) } else { bounds.reserveCapacity(bytes.count / 16) }
        bytes.withUnsafeBufferPointer { buffer in
            var start = 0
            var index = 0
            let count = buffer.count
            func add(_ end: Int) {
                if isWide { wide.append(start..<end) } else { bounds.append(UInt32(start)); bounds.append(UInt32(end)) }
            }
            let raw = UnsafeRawBufferPointer(buffer)
            while index < count {
                // Eight bytes at a time while none is below 0x0E (no CR or LF among them): a
                // file's line table is made before its parts are read at once.
                if index + 8 <= count {
                    let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                    if (word &- 0x0E0E_0E0E_0E0E_0E0E) & ~word & 0x8080_8080_8080_8080 == 0 {
                        index += 8
                        continue
                    }
                }
                let stop = Swift.min(count, index + 8)
                while index < stop {
                    let byte = buffer[index]
                    if byte == 0x0A {
                        add(index)
                        index += 1
                        start = index
                    } else if byte == 0x0D {
                        add(index)
                        index += 1
                        if index + 1 < count, buffer[index] == 0x0D, buffer[index + 1] == 0x0A { index += 2 }
                        else if index < count, buffer[index] == 0x0A { index += 1 }
                        start = index
                    } else {
                        index += 1
                    }
                }
            }
            if start < count { add(count) }
        }
    }

    var startIndex: Int { 0 }
    var endIndex: Int { isWide ? wide.count : bounds.count / 2 }
    subscript(position: Int) -> Range<Int> {
        isWide ? wide[position] : Int(bounds[2 * position])..<Int(bounds[2 * position + 1])
    }

    /// The 1-based number of the line that holds the byte at `offset`.
    func lineNumber(ofOffset offset: Int) -> Int {
        var low = 0, high = count
        while low < high {
            let middle = (low + high) / 2
            if self[middle].upperBound < offset { low = middle + 1 } else { high = middle }
        }
        return low + 1
    }

    /// ``lineNumber(ofOffset:)`` in `bytes`.
    static func lineNumber(ofOffset offset: Int, in bytes: [UInt8]) -> Int {
        TextLines(bytes).lineNumber(ofOffset: offset)
    }
}
