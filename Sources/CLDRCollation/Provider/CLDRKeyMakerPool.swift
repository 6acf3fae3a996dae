import Collation

/// Key makers between a collator's one-name calls (`sortKey(for:)`, `sectionIndex(for:)`): a
/// maker's buffers are made once, not for every name (they were eleven allocations a key).
///
/// Each maker is boxed, so that taking it from the pool and putting it back moves one reference:
/// moving the maker itself retained and released each of its buffers and tables, a fifth of the
/// time of a one-name key. A box is used by one thread at a time, between `take` and `put`.
final class CLDRKeyMakerPool: @unchecked Sendable {
    /// A maker, owned by the pool or by the one caller that took it.
    final class Box {
        // Unchecked: the one caller that took the box has it (a dynamic exclusivity check on
        // each use, with its thread-local lookup, was a tenth of a one-name key).
        @exclusivity(unchecked) var maker: CLDRKeyMaker

        init(_ maker: CLDRKeyMaker) {
            self.maker = maker
        }
    }

    private let keys: CLDRSortKeys
    // Guarded by `lock` (so unchecked, as `Box.maker`).
    @exclusivity(unchecked) private var idle: [Box] = []
    private let lock = ThreadLock()
    /// More than the threads that call at once is never needed.
    private static let limit = 16

    init(keys: CLDRSortKeys) {
        self.keys = keys
    }

    /// Runs `body` with a maker of the pool's (a new one when none is idle), then puts it back.
    @discardableResult
    func withMaker<R>(_ body: (inout CLDRKeyMaker) -> R) -> R {
        let box = lock.withLock { idle.popLast() } ?? Box(keys.makeKeyMaker())
        let result = body(&box.maker)
        lock.withLock {
            if idle.count < Self.limit { idle.append(box) }
        }
        return result
    }
}
