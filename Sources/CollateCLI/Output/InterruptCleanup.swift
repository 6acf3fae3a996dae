#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Removes the temporary file of an output being written when the run is interrupted
/// (Ctrl-C, `kill`, a closed terminal), then ends the process by the same signal, as if it had
/// not been caught.
///
/// The target is never touched before the rename, so an interrupted run leaves it as it was
/// whatever happens; this only spares the folder a `.collate-….partial` file. (SIGKILL cannot be
/// caught: after one, the partial file stays, as any tool's would.) The handler does only what
/// a signal handler may: `unlinkat`, `signal`, `raise`.
enum InterruptCleanup {
    /// The folder's descriptor and the temporary file's name (NUL-terminated, at most 255
    /// bytes), read by the handler; the descriptor is -1 when no file is being written.
    nonisolated(unsafe) private static var folder: Int32 = -1
    nonisolated(unsafe) private static let name = UnsafeMutablePointer<CChar>.allocate(capacity: 256)
    nonisolated(unsafe) private static var installed = false

    /// From now on an interruption removes `temporaryName` in `folderDescriptor`.
    static func watch(folder folderDescriptor: Int32, temporaryName: [CChar]) {
        guard temporaryName.count <= 256 else { return }
        if !installed {
            installed = true
            for interruption in [SIGINT, SIGTERM, SIGHUP] { signal(interruption, handle) }
        }
        folder = -1
        for (index, byte) in temporaryName.enumerated() { name[index] = byte }
        folder = folderDescriptor
    }

    /// The temporary file is gone (renamed or removed): nothing to clean up any more.
    static func forget() {
        folder = -1
    }

    private static let handle: @convention(c) (Int32) -> Void = { interruption in
        if InterruptCleanup.folder >= 0 { unlinkat(InterruptCleanup.folder, InterruptCleanup.name, 0) }
        signal(interruption, SIG_DFL)
        raise(interruption)
    }
}
