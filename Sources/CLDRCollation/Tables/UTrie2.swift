/// ICU's UTrie2 with 32-bit values, read in place: two steps for the BMP (an index block of 32
/// code points, then the data) and three above it; everything from `highStart` on shares one
/// value. A BMP code point between U+D800 and U+DBFF is looked up in a separate area, since
/// the main one holds the values of lead surrogate code units for UTF-16 iteration, which this
/// package never does.
struct UTrie2: @unchecked Sendable {
    // Immortal copies (see `Immortal`).
    private let index: UnsafePointer<UInt16>
    private let data: UnsafePointer<UInt32>
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
        index = Immortal.copy(CLDRTables.words(Array(bytes[16..<indexEnd]), as: UInt16.self))
        data = Immortal.copy(CLDRTables.words(Array(bytes[indexEnd..<(indexEnd + dataLength * 4)]), as: UInt32.self))
    }

    func value(_ c: UInt32) -> UInt32 {
        let position: Int
        if c < 0xD800 {
            position = Int(index[Int(c >> Self.shift2)]) << Self.indexShift + Int(c & Self.dataMask)
        } else if c <= 0xFFFF {
            let offset = c <= 0xDBFF ? Self.leadSurrogateCodePointIndexOffset - (0xD800 >> 5) : 0
            position = Int(index[offset + Int(c >> Self.shift2)]) << Self.indexShift + Int(c & Self.dataMask)
        } else if c >= highStart {
            position = highValueIndex
        } else {
            let block = Int(index[Self.index1Offset - Self.omittedBMPIndex1Length + Int(c >> Self.shift1)])
            position = Int(index[block + Int((c >> Self.shift2) & Self.index2Mask)]) << Self.indexShift + Int(c & Self.dataMask)
        }
        return data[position]
    }
}
