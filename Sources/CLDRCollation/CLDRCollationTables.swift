#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The decoded collations, each made when first asked for and then shared by every collator of
/// the process: the root's tables (540 kB of them, Han included) are decoded once.
final class CLDRCollationTables: @unchecked Sendable {
    static let shared = CLDRCollationTables()

    // Guarded by `lock`. A pthread mutex rather than `Synchronization.Mutex`: ThreadSanitizer
    // models pthread locks (not Mutex's futex), so the concurrent first use is checked under it
    // (it reported Mutex's accesses as a race). The tables live as long as the process.
    private var decoded: [Int: Handle] = [:]
    private let lock: UnsafeMutablePointer<pthread_mutex_t> = {
        let lock = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        pthread_mutex_init(lock, nil)
        return lock
    }()

    private func withLock<R>(_ body: (inout [Int: Handle]) -> R) -> R {
        pthread_mutex_lock(lock)
        defer { pthread_mutex_unlock(lock) }
        return body(&decoded)
    }

    /// A decoded collation's address (immortal, never written after it is made).
    private struct Handle: @unchecked Sendable {
        let data: UnsafePointer<CollationData>
    }

    /// The root's compressible primary lead bytes (an immortal table of 256).
    nonisolated(unsafe) let compressible: UnsafePointer<Bool>
    /// The root's script ranges, for reordering by codes.
    let scriptReordering: ScriptReordering
    /// The root's numeric primary lead byte (digits in numeric order), in bits 31–24.
    let numericPrimary: UInt32

    private init() {
        let root = CLDRTables.collations[0]
        compressible = Immortal.copy(CLDRTables.bytes(root.compressibleBytes).map { $0 != 0 } + [Bool](repeating: false, count: 256))
        guard let scripts = ScriptReordering(rootScripts: CLDRTables.words(root.scripts, as: UInt16.self)) else {
            preconditionFailure("the generated root collation has no script ranges")
        }
        scriptReordering = scripts
        numericPrimary = root.options & 0xFF00_0000
    }

    /// The data of a collation: its own mappings with the root as their base, or the root's
    /// when it maps nothing of its own (only settings or reordering).
    func data(_ index: Int) -> UnsafePointer<CollationData> {
        if let found = withLock({ $0[index] }) { return found.data }
        let source = CLDRTables.collations[index]
        let made: UnsafePointer<CollationData>
        if index == 0 {
            made = Immortal.box(Self.decode(source, base: nil))
        } else if source.trie.isEmpty && source.mappings.isEmpty {
            made = data(0)
        } else {
            made = Immortal.box(Self.decode(source, base: data(0)))
        }
        // Two threads that decode the same collation at once keep the first; the second's copy
        // is never freed (a few hundred kilobytes, once at most per collation).
        let handle = Handle(data: made)
        return withLock { cache in
            if let raced = cache[index] { return raced }
            cache[index] = handle
            return handle
        }.data
    }

    private static func decode(_ source: CLDRTables.CollationSource, base: UnsafePointer<CollationData>?) -> CollationData {
        let trie: CodePointTrie
        if source.trie.isEmpty {
            trie = CodePointTrie(runs: CLDRTables.bytes(source.mappings), otherwise: CollationLayout.fallbackCE32)
        } else if let read = CodePointTrie(serialized: CLDRTables.bytes(source.trie)) {
            trie = read
        } else {
            preconditionFailure("the generated tables hold a trie that is not UTrie2 with 32-bit values")
        }
        return CollationData(
            trie: trie,
            ces: CLDRTables.words(source.ces, as: UInt64.self),
            ce32s: CLDRTables.words((source.ce32s), as: UInt32.self),
            contexts: CLDRTables.words(source.contexts, as: UInt16.self),
            jamoStart: source.jamoStart,
            base: base
        )
    }
}
