import Dispatch

/// Work over a list cut into one slice a core: what a search's scan and a write-back's cards
/// run on.
package enum ParallelSlices {
    /// `body` of each slice of `0..<count` (one a core, none smaller than `minimum` unless there
    /// is one only), run at once; the results in slice order.
    package static func map<Result>(_ count: Int, minimum: Int, _ body: @Sendable (Range<Int>) -> Result) -> [Result] {
        let workers = max(1, min(IndexedCollation.coreCount, count / minimum))
        // One slice: run here, without waking a worker (which costs more than a phone's list).
        if workers == 1 { return [body(0..<count)] }
        let chunk = (count + workers - 1) / workers
        // Each worker writes only its own slot; the slots are read after every worker ends.
        let results = UnsafeMutableBufferPointer<Result?>.allocate(capacity: workers)
        results.initialize(repeating: nil)
        defer { results.deinitialize().deallocate() }
        let slots = Slots(buffer: results)
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            slots.buffer[worker] = body((worker * chunk)..<min(count, (worker + 1) * chunk))
        }
        return results.compactMap { $0 }
    }

    /// The results' buffer, written by the workers at distinct slots.
    private struct Slots<Result>: @unchecked Sendable {
        let buffer: UnsafeMutableBufferPointer<Result?>
    }
}
