import Synchronization

/// Key makers between a collator's one-name calls (`sortKey(for:)`, `sectionIndex(for:)`): a
/// maker's buffers are made once, not for every name (they were eleven allocations a key).
///
/// The makers lie in slots of their own, each with an atomic state, so that taking one and
/// putting it back is two atomic operations on the slot: no lock, no reference counting and no
/// array of idle makers (a lock, a boxed maker and its array were a fifth of the time of a
/// one-name key). A caller that finds every slot taken (more threads at once than slots) uses
/// a maker of its own for the call.
final class CLDRKeyMakerPool: @unchecked Sendable {
    // @unchecked: a slot's maker is used only by the one caller whose exchange of the slot's
    // state from idle (or empty) to taken succeeded, until it stores idle again.
    private let keys: CLDRSortKeys
    /// More than the threads that call at once is never needed.
    static let defaultSlotCount = 16
    private let slotCount: Int
    private static let empty: UInt8 = 0, idle: UInt8 = 1, taken: UInt8 = 2
    /// Per slot: `empty` (no maker made yet), `idle` or `taken`.
    private let states: UnsafeMutablePointer<Atomic<UInt8>>
    /// The slots' makers, initialized where the state is not `empty`.
    private let makers: UnsafeMutablePointer<CLDRKeyMaker>

    init(keys: CLDRSortKeys, slots: Int = CLDRKeyMakerPool.defaultSlotCount) {
        self.keys = keys
        slotCount = max(slots, 1)
        states = .allocate(capacity: slotCount)
        for slot in 0..<slotCount { (states + slot).initialize(to: Atomic(Self.empty)) }
        makers = .allocate(capacity: slotCount)
    }

    deinit {
        for slot in 0..<slotCount where states[slot].load(ordering: .acquiring) != Self.empty {
            (makers + slot).deinitialize(count: 1)
        }
        states.deinitialize(count: slotCount)
        states.deallocate()
        makers.deallocate()
    }

    /// Runs `body` with a maker of the pool's (made in the first free slot when none is idle),
    /// then puts it back.
    @discardableResult
    func withMaker<R>(_ body: (inout CLDRKeyMaker) -> R) -> R {
        for slot in 0..<slotCount {
            if states[slot].compareExchange(expected: Self.idle, desired: Self.taken, ordering: .acquiring).exchanged {
                defer { states[slot].store(Self.idle, ordering: .releasing) }
                return body(&makers[slot])
            }
            if states[slot].compareExchange(expected: Self.empty, desired: Self.taken, ordering: .acquiring).exchanged {
                (makers + slot).initialize(to: keys.makeKeyMaker())
                defer { states[slot].store(Self.idle, ordering: .releasing) }
                return body(&makers[slot])
            }
        }
        var maker = keys.makeKeyMaker()
        return body(&maker)
    }
}
