import Foundation

/// Phase timings on standard error when `COLLATE_TIMING` is set, for the benchmark notes.
struct PhaseClock {
    private let enabled = ProcessInfo.processInfo.environment["COLLATE_TIMING"] != nil
    private var last = ContinuousClock.now

    /// Reports the time since the previous lap as `phase`.
    mutating func lap(_ phase: String) {
        guard enabled else { return }
        let now = ContinuousClock.now
        printError("timing: \(phase): \((now - last).formatted(.units(allowed: [.milliseconds], fractionalPart: .show(length: 1))))")
        last = now
    }
}
