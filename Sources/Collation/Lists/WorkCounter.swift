import Synchronization

/// Pieces of work that threads take in turn, each the next not yet taken: a thread that the
/// machine slows takes fewer, and the others do not wait for it at the end.
final class WorkCounter: Sendable {
    private let taken = Atomic<Int>(0)

    init() {}

    /// The next index below `end` that no thread has taken, or nil when all are.
    func next(below end: Int) -> Int? {
        // (Relaxed: the pieces share nothing; their results are read after the threads join.)
        let index = taken.add(1, ordering: .relaxed).oldValue
        return index < end ? index : nil
    }
}
