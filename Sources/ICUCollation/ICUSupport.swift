internal import CICU
import Collation

/// Whether an ICU status is a failure.
func failed(_ status: UErrorCode) -> Bool { status.rawValue > U_ZERO_ERROR.rawValue }

/// ICU's name for a status ("U_ILLEGAL_ARGUMENT_ERROR").
func errorName(_ status: UErrorCode) -> String { String(cString: cicu_u_errorName(status)) }

/// Calls `body` with the UTF-16 of `string` in temporary storage (no heap allocation for
/// short strings).
func withUTF16<R>(_ string: String, _ body: (UnsafePointer<UInt16>, Int32) throws -> R) rethrows -> R {
    let count = string.utf16.count
    return try withUnsafeTemporaryAllocation(of: UInt16.self, capacity: max(count, 1)) { buffer in
        _ = buffer.initialize(from: string.utf16)
        // The capacity is at least 1, so the buffer always has an address.
        guard let base = buffer.baseAddress else { preconditionFailure("a temporary allocation has no storage") }
        return try body(UnsafePointer(base), Int32(count))
    }
}

/// The string made of UTF-16 code units.
func string(fromUTF16 units: UnsafeBufferPointer<UInt16>) -> String {
    String(decoding: units, as: UTF16.self)
}

/// Clones of one ICU object, handed out one per caller at a time.
///
/// ICU's collators and transliterators keep mutable state while they work, so one instance
/// must not be used by two threads at once. The pool keeps idle clones; a caller takes one
/// (or makes a new clone when none is idle), uses it, and puts it back.
final class ClonePool: @unchecked Sendable {
    fileprivate let prototype: Handle
    // Guarded by `lock` (a pthread mutex, which ThreadSanitizer checks concurrent use under).
    fileprivate var idle: [Handle] = []
    private let lock = ThreadLock()
    fileprivate let clone: @Sendable (OpaquePointer) -> OpaquePointer?
    fileprivate let close: @Sendable (OpaquePointer) -> Void

    /// Owns one ICU object and closes it when released.
    final class Handle: @unchecked Sendable {
        let pointer: OpaquePointer
        let close: @Sendable (OpaquePointer) -> Void
        init(_ pointer: OpaquePointer, close: @escaping @Sendable (OpaquePointer) -> Void) {
            self.pointer = pointer
            self.close = close
        }
        deinit { close(pointer) }
    }

    init(prototype: OpaquePointer, clone: @escaping @Sendable (OpaquePointer) -> OpaquePointer?, close: @escaping @Sendable (OpaquePointer) -> Void) {
        self.prototype = Handle(prototype, close: close)
        self.clone = clone
        self.close = close
    }

    fileprivate func withLock<R>(_ body: () throws -> R) rethrows -> R {
        try lock.withLock(body)
    }

    /// An instance kept out of the pool for as long as the lease lives, for a caller that makes
    /// many calls from one thread (no lock per call). `nil` when cloning failed.
    final class Lease {
        let pool: ClonePool
        let handle: Handle?
        init(pool: ClonePool) {
            self.pool = pool
            handle = pool.withLock { pool.idle.popLast() } ?? pool.clone(pool.prototype.pointer).map { Handle($0, close: pool.close) }
        }
        deinit {
            if let handle { pool.withLock { pool.idle.append(handle) } }
        }
    }

    /// An instance of the caller's own until the lease is released.
    func lease() -> Lease { Lease(pool: self) }

    /// Runs `body` with an instance no other thread is using.
    func with<R>(_ body: (OpaquePointer) throws -> R) rethrows -> R {
        let handle = withLock { idle.popLast() } ?? clone(prototype.pointer).map { Handle($0, close: close) }
        guard let handle else {
            // Cloning failed (out of memory): fall back to the prototype under the lock.
            return try withLock { try body(prototype.pointer) }
        }
        defer { withLock { idle.append(handle) } }
        return try body(handle.pointer)
    }
}
