#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Gives whole pages of a block the program has finished reading back to the system, while the
/// block itself stays allocated: for the passes that read a large block front to back once (an
/// address book's bytes, the sort's items as they move into its buffer), so that the memory
/// read is not held beside the memory written. The pages read as zeros if touched again.
package enum MemoryPages {
    /// The system's page size.
    package static let size = max(4096, Int(sysconf(Int32(_SC_PAGESIZE))))

    /// Releases the whole pages inside `bytes` (offsets from `base`): whole in the address
    /// space, not in the offsets.
    package static func release(_ base: UnsafeRawPointer, bytes: Range<Int>) {
        let page = UInt(size)
        let address = UInt(bitPattern: base)
        let start = (address + UInt(bytes.lowerBound) + page - 1) / page * page
        let stop = (address + UInt(bytes.upperBound)) / page * page
        guard stop > start, let pointer = UnsafeMutableRawPointer(bitPattern: start) else { return }
        _ = madvise(pointer, Int(stop - start), MADV_DONTNEED)
    }

    /// Releases the whole pages that `buffer`'s elements `elements` lie on.
    package static func release<Element>(_ buffer: UnsafeMutableBufferPointer<Element>, elements: Range<Int>) {
        guard let base = buffer.baseAddress else { return }
        let stride = MemoryLayout<Element>.stride
        release(base, bytes: elements.lowerBound * stride..<elements.upperBound * stride)
    }

    /// Gives back the free memory that the allocator keeps for reuse (on Linux, the heaps of
    /// threads that are done: the keying workers' memos and scratch), before a large block is
    /// allocated beside what stays. Elsewhere the allocator does this itself.
    package static func releaseFreeMemory() {
        #if canImport(Glibc)
        _ = trimHeaps?(0)
        #endif
    }

    #if canImport(Glibc)
    /// glibc's `malloc_trim` (its module map leaves `malloc.h` out), when the process allocates
    /// with glibc's own `malloc`: a sanitizer or another allocator (jemalloc, tcmalloc) puts its
    /// own in front, and glibc's heaps are then not the ones in use (ThreadSanitizer's runtime
    /// crashes in glibc's trim).
    private static let trimHeaps: (@convention(c) (Int) -> Int32)? = {
        guard let libc = dlopen("libc.so.6", RTLD_NOW | RTLD_NOLOAD),
              let own = dlsym(libc, "malloc"), dlsym(nil, "malloc") == own,
              let trim = dlsym(libc, "malloc_trim") else { return nil }
        return unsafeBitCast(trim, to: (@convention(c) (Int) -> Int32).self)
    }()
    #endif
}
