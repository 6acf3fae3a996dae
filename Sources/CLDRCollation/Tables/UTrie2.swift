/// ICU's UTrie2 with 32-bit values, read from its serialized bytes: two steps for the BMP (an
/// index block of 32 code points, then the data) and three above it; everything from
/// `highStart` on shares one value. A BMP code point between U+D800 and U+DBFF is looked up in
/// a separate area, since the main one holds the values of lead surrogate code units for UTF-16
/// iteration, which this package never does.
///
/// Read once, when a collation is first used, into ``CodePointTrie``'s own tables; then let go.
struct UTrie2 {
    /// The serialized trie, read where it lies (a copy of its index and data as arrays doubled
    /// the memory a collation took while it was first read).
    private let bytes: [UInt8]
    private let dataStart: Int
    private let highStart: UInt32
    private let highValueIndex: Int

    private static let shift1: UInt32 = 11, shift2: UInt32 = 5, indexShift = 2
    private static let dataMask: UInt32 = 0x1F, index2Mask: UInt32 = 0x3F
    private static let leadSurrogateCodePointIndexOffset = 0x10000 >> 5
    private static let index1Offset = 2080 + 32, omittedBMPIndex1Length = 0x10000 >> 11

    init?(serialized bytes: [UInt8]) {
        guard bytes.count >= 16 else { return nil }
        func u16(_ offset: Int) -> Int { Int(bytes[offset]) | Int(bytes[offset + 1]) << 8 }
        let signature = UInt32(bytes[0]) | UInt32(bytes[1]) << 8 | UInt32(bytes[2]) << 16 | UInt32(bytes[3]) << 24
        guard signature == 0x5472_6932, u16(4) & 0xF == 1 else { return nil }  // "Tri2", 32-bit values
        let indexLength = u16(6), dataLength = u16(8) << Self.indexShift
        highStart = UInt32(u16(14)) << Self.shift1
        highValueIndex = dataLength - 4
        let indexEnd = 16 + indexLength * 2
        guard bytes.count >= indexEnd + dataLength * 4 else { return nil }
        self.bytes = bytes
        dataStart = indexEnd
    }

    /// Entry `i` of the 16-bit index (little-endian, after the 16-byte header).
    @inline(__always)
    private func index(_ i: Int) -> Int {
        Int(bytes[16 + 2 * i]) | Int(bytes[17 + 2 * i]) << 8
    }

    /// Value `i` of the 32-bit data (little-endian).
    @inline(__always)
    private func data(_ i: Int) -> UInt32 {
        let offset = dataStart + 4 * i
        return UInt32(bytes[offset]) | UInt32(bytes[offset + 1]) << 8 | UInt32(bytes[offset + 2]) << 16 | UInt32(bytes[offset + 3]) << 24
    }

    /// The value of every code point from `highStart` on.
    var highValue: UInt32 { data(highValueIndex) }

    /// Calls `body` with each run of code points above the BMP (below `highStart`) whose values
    /// go up by one step from code point to code point (most by none; the root's Han by the step
    /// between their primary weights), and are not all ``highValue``, in order. A block of 32 code
    /// points whose data the one before it shares, and whose values are all one, is not read
    /// again (most of the planes are unassigned or Han, a few distinct blocks).
    func forEachSupplementaryRun(_ body: (_ first: UInt32, _ last: UInt32, _ value: UInt32, _ step: UInt32) -> Void) {
        var run: (first: UInt32, last: UInt32, value: UInt32, step: UInt32)?
        func finish() {
            guard let current = run, !(current.step == 0 && current.value == highValue) else { return }
            body(current.first, current.last, current.value, current.step)
        }
        func add(_ c: UInt32, _ value: UInt32) {
            if let current = run, current.last + 1 == c {
                if current.first == current.last {
                    run?.step = value &- current.value
                    run?.last = c
                    return
                }
                if current.value &+ current.step &* (c - current.first) == value {
                    run?.last = c
                    return
                }
            }
            finish()
            run = (c, c, value, 0)
        }
        var previousBlock = -1
        var previousUniform = false
        var block = UInt32(0x10000)
        while block < highStart {
            let index2 = Int(index(Self.index1Offset - Self.omittedBMPIndex1Length + Int(block >> Self.shift1)))
            let start = Int(index(index2 + Int((block >> Self.shift2) & Self.index2Mask))) << Self.indexShift
            if start == previousBlock, previousUniform, let current = run, current.step == 0, current.last + 1 == block {
                run?.last = block + Self.dataMask
            } else {
                let first = data(start)
                previousUniform = true
                for offset in 0...Int(Self.dataMask) {
                    let value = data(start + offset)
                    if value != first { previousUniform = false }
                    add(block + UInt32(offset), value)
                }
                previousBlock = start
            }
            block += Self.dataMask + 1
        }
        finish()
    }

    func value(_ c: UInt32) -> UInt32 {
        let position: Int
        if c < 0xD800 {
            position = Int(index(Int(c >> Self.shift2))) << Self.indexShift + Int(c & Self.dataMask)
        } else if c <= 0xFFFF {
            let offset = c <= 0xDBFF ? Self.leadSurrogateCodePointIndexOffset - (0xD800 >> 5) : 0
            position = Int(index(offset + Int(c >> Self.shift2))) << Self.indexShift + Int(c & Self.dataMask)
        } else if c >= highStart {
            position = highValueIndex
        } else {
            let block = Int(index(Self.index1Offset - Self.omittedBMPIndex1Length + Int(c >> Self.shift1)))
            position = Int(index(block + Int((c >> Self.shift2) & Self.index2Mask))) << Self.indexShift + Int(c & Self.dataMask)
        }
        return data(position)
    }
}
