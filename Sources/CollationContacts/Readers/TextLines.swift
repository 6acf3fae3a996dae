/// The lines of a file: where each starts and ends, without its line break.
///
/// A line ends at LF, CR LF, a lone CR, or the CR CR LF that iOS 6 wrote in vCards, which is
/// one line break, not two.
struct TextLines: RandomAccessCollection, Sendable {
    private var ranges: [Range<Int>] = []

    init(_ bytes: [UInt8]) {
        ranges.reserveCapacity(bytes.count / 32)
        bytes.withUnsafeBufferPointer { buffer in
            var start = 0
            var index = 0
            let count = buffer.count
            while index < count {
                let byte = buffer[index]
                if byte == 0x0A {
                    ranges.append(start..<index)
                    index += 1
                    start = index
                } else if byte == 0x0D {
                    ranges.append(start..<index)
                    index += 1
                    if index + 1 < count, buffer[index] == 0x0D, buffer[index + 1] == 0x0A { index += 2 }
                    else if index < count, buffer[index] == 0x0A { index += 1 }
                    start = index
                } else {
                    index += 1
                }
            }
            if start < count { ranges.append(start..<count) }
        }
    }

    var startIndex: Int { 0 }
    var endIndex: Int { ranges.count }
    subscript(position: Int) -> Range<Int> { ranges[position] }

    /// The 1-based number of the line that holds the byte at `offset`.
    func lineNumber(ofOffset offset: Int) -> Int {
        var low = 0, high = ranges.count
        while low < high {
            let middle = (low + high) / 2
            if ranges[middle].upperBound < offset { low = middle + 1 } else { high = middle }
        }
        return low + 1
    }

    /// ``lineNumber(ofOffset:)`` in `bytes`.
    static func lineNumber(ofOffset offset: Int, in bytes: [UInt8]) -> Int {
        TextLines(bytes).lineNumber(ofOffset: offset)
    }
}
