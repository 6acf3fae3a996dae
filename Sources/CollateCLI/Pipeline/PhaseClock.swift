#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Phase timings on standard error when `COLLATE_TIMING` is set, for the benchmark notes, each
/// with the peak resident memory so far (what bounds the memory of a large run).
struct PhaseClock {
    private let enabled = getenv("COLLATE_TIMING") != nil
    private var last = ContinuousClock.now

    /// Reports the time since the previous lap as `phase`.
    mutating func lap(_ phase: String) {
        guard enabled else { return }
        let now = ContinuousClock.now
        // Milliseconds with one decimal, spelled without Foundation's formatters.
        let tenths = Int((now - last) / .microseconds(100))
        let time = "\(tenths / 10).\(tenths % 10) ms"
        printError("timing: \(phase): \(time), peak memory \(Self.peakMegabytes()) MB")
        last = now
    }

    /// The process's peak resident set so far, in megabytes (getrusage: kilobytes on Linux,
    /// bytes on macOS).
    private static func peakMegabytes() -> Int {
        var usage = rusage()
        #if canImport(Glibc)
        getrusage(RUSAGE_SELF.rawValue, &usage)
        #else
        getrusage(RUSAGE_SELF, &usage)
        #endif
        #if canImport(Darwin)
        return Int(usage.ru_maxrss) >> 20
        #else
        return Int(usage.ru_maxrss) >> 10
        #endif
    }
}
