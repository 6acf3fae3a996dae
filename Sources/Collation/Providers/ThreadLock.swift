#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A lock for the providers' shared state (tables made on first use, pools of key makers).
///
/// A pthread mutex rather than `Synchronization.Mutex`: ThreadSanitizer models pthread locks,
/// so the concurrent use of what it guards is checked under it in CI (it reported `Mutex`'s
/// guarded accesses as races).
package final class ThreadLock: @unchecked Sendable {
    @usableFromInline let mutex: UnsafeMutablePointer<pthread_mutex_t>

    package init() {
        mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// Runs `body` holding the lock (inlined: the key makers' pool takes it twice a key).
    @inlinable
    package func withLock<R>(_ body: () throws -> R) rethrows -> R {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }
}
