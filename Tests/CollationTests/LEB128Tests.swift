@testable import Collation
import PropertyBased
import Testing

@Suite("LEB128 counts")
struct LEB128Tests {
    /// Counts of every size: small ones, those at the seven-bit steps, and any non-negative one.
    static let values = Gen<Int>.int(in: 0...Int.max).map { $0 >> (($0 & 0x3F) % 63) }

    @Test("A count appended is read back whole, by either reader, in the bytes its size says; cut short, it is refused")
    func roundTrip() async {
        await propertyCheck(count: 1_000, input: Self.values) { value in
            var bytes: [UInt8] = [0xFF]    // a count starts wherever the bytes before it end
            LEB128.append(value, to: &bytes)
            #expect(bytes.count - 1 == LEB128.size(of: value))
            #expect(LEB128.size(of: value) <= LEB128.longest)
            var written = [UInt8](repeating: 0, count: LEB128.size(of: value))
            written.withUnsafeMutableBufferPointer { LEB128.write(value, size: $0.count, at: $0.baseAddress!) }
            #expect(written == Array(bytes.dropFirst()))
            bytes.withUnsafeBufferPointer { buffer in
                var index = 1
                #expect(LEB128.read(in: buffer, at: &index) == value)
                #expect(index == buffer.count)
                let fast = LEB128.read(at: buffer.baseAddress! + 1)
                #expect(fast.value == value && fast.size == buffer.count - 1)
                var short = 1
                #expect(LEB128.read(in: UnsafeBufferPointer(rebasing: buffer.dropLast()), at: &short) == nil)
            }
        }
    }

    @Test("Bytes that never end a count are refused, not read as a negative one")
    func endless() {
        let bytes = [UInt8](repeating: 0xFF, count: 12)
        bytes.withUnsafeBufferPointer { buffer in
            var index = 0
            #expect(LEB128.read(in: buffer, at: &index) == nil)
        }
        #expect(LEB128.size(of: 127) == 1 && LEB128.size(of: 128) == 2 && LEB128.size(of: Int.max) == 9)
    }
}
