/// The stretches of a list's positions that its keying workers take in turn, each the next
/// that no worker has taken (``WorkCounter``), in increasing order for each worker.
///
/// Given half the list each, two workers on a machine shared with others finished up to 90 ms
/// apart on the million-name benchmark list (a third of the run), the core of the one done
/// first idle meanwhile; taken a thirty-second of a share at a time, the work goes to the core
/// that is free. A worker keeps its memo of repeated names (``RepeatedNames``) and its table
/// (``KeyTable/init(segmentsOf:partBytes:)``) from one stretch to the next, so that it still
/// finds the repeats of every name it has keyed.
struct KeySegments: Sendable {
    /// The list's positions are `0..<count`.
    let count: Int
    /// About how many positions each worker keys.
    let share: Int
    /// How many keys a worker's arena is reserved for: twice its share (a worker slowed less
    /// than the others takes more), at most the list.
    var reserve: Int { min(count, 2 * share) }
    private let stretch: Int
    private let stretches: Int
    private let taken = WorkCounter()

    /// The stretches of `count` positions for `workers` workers.
    init(count: Int, workers: Int) {
        self.count = count
        let workers = max(1, workers)
        share = (count + workers - 1) / workers
        stretch = workers == 1 ? max(1, count) : max(4_096, share / 32)
        stretches = (count + stretch - 1) / stretch
    }

    /// The next stretch that no worker has taken, or nil when all are.
    func next() -> Range<Int>? {
        taken.next(below: stretches).map { ($0 * stretch)..<min(count, ($0 + 1) * stretch) }
    }
}
