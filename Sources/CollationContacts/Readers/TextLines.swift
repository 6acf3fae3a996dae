import Dispatch
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

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
        if isWide {
            var wide: [Range<Int>] = []
            wide.reserveCapacity(bytes.count / 32)
            bytes.withUnsafeBufferPointer { Self.scan($0, 0..<$0.count) { wide.append($0..<$1) } }
            self.wide = wide
            return
        }
        // A file's line table is made before its cards are read at once: a large file's is made
        // in parts at once too, cut just after a line feed (which always ends a line, and is the
        // last byte of any line break it belongs to), so that no part's lines depend on another's.
        let parts = bytes.count >= 1 << 20 ? Self.cores : 1
        bounds = bytes.withUnsafeBufferPointer { buffer in
            var cuts = [0]
            for part in 1..<parts {
                var cut = Swift.max(cuts[cuts.count - 1], buffer.count * part / parts)
                while cut < buffer.count, buffer[cut] != 0x0A { cut += 1 }
                cuts.append(Swift.min(buffer.count, cut + 1))
            }
            cuts.append(buffer.count)
            var tables = [[UInt32]](repeating: [], count: parts)
            let cutsMade = cuts
            nonisolated(unsafe) let buffer = buffer    // the parts read disjoint ranges
            tables.withUnsafeMutableBufferPointer { tables in
                nonisolated(unsafe) let tables = tables
                DispatchQueue.concurrentPerform(iterations: parts) { part in
                    var table: [UInt32] = []
                    let range = cutsMade[part]..<cutsMade[part + 1]
                    table.reserveCapacity(range.count / 16)
                    Self.scan(buffer, range) { table.append(UInt32($0)); table.append(UInt32($1)) }
                    tables[part] = table
                }
            }
            var all = tables[0]
            all.reserveCapacity(tables.reduce(0) { $0 + $1.count })
            for table in tables.dropFirst() { all.append(contentsOf: table) }
            return all
        }
    }

    /// The processors the line table is made with.
    private static let cores = Swift.max(1, Swift.min(8, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))))

    /// Calls `add` with the start and end of each line of `buffer[range]`, which starts at a
    /// line's start; its last line may end without a break.
    private static func scan(_ buffer: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, _ add: (Int, Int) -> Void) {
        var start = range.lowerBound
        var index = range.lowerBound
        let count = range.upperBound
        let raw = UnsafeRawBufferPointer(buffer)
        while index < count {
            // Eight bytes at a time while none is below 0x0E (no CR or LF among them).
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
                    add(start, index)
                    index += 1
                    start = index
                } else if byte == 0x0D {
                    add(start, index)
                    index += 1
                    if index + 1 < count, buffer[index] == 0x0D, buffer[index + 1] == 0x0A { index += 2 }
                    else if index < count, buffer[index] == 0x0A { index += 1 }
                    start = index
                } else {
                    index += 1
                }
            }
        }
        if start < count { add(start, count) }
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
