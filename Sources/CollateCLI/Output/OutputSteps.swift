#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The system calls by which an output reaches the disk (each `write`, the file's `fsync`, its
/// `fchmod`, `close`, the `rename` and the folder's `fsync`), with a test seam around them.
///
/// A test cannot make a disk fail at the one call it means to try, nor kill a process between
/// two given calls, by luck: these steps count themselves, and two environment variables, read
/// once, turn step N into a fault:
///
/// - `COLLATE_FAULT_STEP=N` makes the Nth step fail (EIO), or with `COLLATE_FAULT_SIGNAL=S`
///   sends the process signal S just before it (a kill between two steps);
/// - `COLLATE_TRACE_STEPS=1` writes each step to standard error as it is taken, named by what
///   the system says of its descriptor (`fsync file`, `fsync folder`), not by the caller.
///
/// Without them a step is its system call and one test of a flag read at start.
enum OutputSteps {
    /// The step to fail (0: none), the signal to raise instead (0: fail), and whether to trace.
    private static let fault: (step: Int, signal: Int32, trace: Bool) = {
        func number(_ name: String) -> Int { getenv(name).flatMap { Int(String(cString: $0)) } ?? 0 }
        return (number("COLLATE_FAULT_STEP"), Int32(clamping: number("COLLATE_FAULT_SIGNAL")), number("COLLATE_TRACE_STEPS") != 0)
    }()
    nonisolated(unsafe) private static var taken = 0
    /// Whether any seam is set: the one test on the common path.
    private static let watched = fault.step > 0 || fault.trace

    /// `write(2)` of output, as a step (the messages on standard error are not counted).
    static func write(_ descriptor: Int32, _ pointer: UnsafeRawPointer, _ count: Int) -> Int {
        guard !watched || descriptor == STDERR_FILENO || step("write") else { return -1 }
        return systemWrite(descriptor, pointer, count)
    }

    /// `fsync(2)` of a file or a folder, as a step.
    static func fsync(_ descriptor: Int32) -> Int32 {
        if watched {
            var status = stat()
            let folder = fstat(descriptor, &status) == 0 && status.st_mode & S_IFMT == S_IFDIR
            guard step(folder ? "fsync folder" : "fsync file") else { return -1 }
        }
        return systemFsync(descriptor)
    }

    /// `fchmod(2)`, as a step.
    static func fchmod(_ descriptor: Int32, _ mode: mode_t) -> Int32 {
        guard !watched || step("fchmod") else { return -1 }
        return systemFchmod(descriptor, mode)
    }

    /// `close(2)` of the written file, as a step (a failed one still closes the descriptor).
    static func close(_ descriptor: Int32) -> Int32 {
        guard !watched || step("close") else {
            _ = systemClose(descriptor)
            errno = EIO
            return -1
        }
        return systemClose(descriptor)
    }

    /// `renameat(2)` within one folder, as a step.
    static func rename(in folder: Int32, _ from: [CChar], to target: [CChar]) -> Int32 {
        guard !watched || step("rename") else { return -1 }
        return renameat(folder, from, folder, target)
    }

    /// Counts a step, traces it, and says whether to take it (false: it failed with EIO).
    private static func step(_ name: String) -> Bool {
        taken += 1
        if fault.trace {
            let line = Array("collate: step \(taken): \(name)\n".utf8)
            line.withUnsafeBytes { if let base = $0.baseAddress { _ = systemWrite(STDERR_FILENO, base, $0.count) } }
        }
        guard taken == fault.step else { return true }
        if fault.signal > 0 {
            // To the process, not this thread: the writes may run on a worker thread that
            // blocks signals. Then wait for it to land, as a kill from outside would (bounded,
            // in case the signal is ignored).
            kill(getpid(), fault.signal)
            for _ in 0..<1000 { usleep(10_000) }
            return true
        }
        errno = EIO
        return false
    }
}

// The system calls themselves, named apart from the steps that wrap them.
private func systemWrite(_ descriptor: Int32, _ pointer: UnsafeRawPointer, _ count: Int) -> Int { write(descriptor, pointer, count) }
private func systemFsync(_ descriptor: Int32) -> Int32 { fsync(descriptor) }
private func systemFchmod(_ descriptor: Int32, _ mode: mode_t) -> Int32 { fchmod(descriptor, mode) }
private func systemClose(_ descriptor: Int32) -> Int32 { close(descriptor) }
