import Synchronization

/// The decoded collations, each made when first asked for and then shared by every collator of
/// the process: the root's tables (540 kB of them, Han included) are decoded once.
final class CLDRCollationTables: Sendable {
    static let shared = CLDRCollationTables()

    private let decoded = Mutex<[Int: CollationData]>([:])

    /// The root's compressible primary lead bytes.
    let compressible: [Bool]
    /// The root's script ranges, for reordering by codes.
    let scriptReordering: ScriptReordering
    /// The root's numeric primary lead byte (digits in numeric order), in bits 31–24.
    let numericPrimary: UInt32

    private init() {
        let root = CLDRTables.collations[0]
        compressible = CLDRTables.bytes(root.compressibleBytes).map { $0 != 0 }
        guard let scripts = ScriptReordering(rootScripts: CLDRTables.words(CLDRTables.bytes(root.scripts), as: UInt16.self)) else {
            preconditionFailure("the generated root collation has no script ranges")
        }
        scriptReordering = scripts
        numericPrimary = root.options & 0xFF00_0000
    }

    /// The data of a collation: its own mappings with the root as their base, or the root's
    /// when it maps nothing of its own (only settings or reordering).
    func data(_ index: Int) -> CollationData {
        if let found = decoded.withLock({ $0[index] }) { return found }
        let source = CLDRTables.collations[index]
        let made: CollationData
        if index == 0 {
            made = Self.decode(source, base: nil)
        } else if CLDRTables.bytes(source.trie).isEmpty {
            made = data(0)
        } else {
            made = Self.decode(source, base: data(0))
        }
        return decoded.withLock { cache in
            if let raced = cache[index] { return raced }
            cache[index] = made
            return made
        }
    }

    private static func decode(_ source: CLDRTables.CollationSource, base: CollationData?) -> CollationData {
        guard let trie = CodePointTrie(serialized: CLDRTables.bytes(source.trie)) else {
            preconditionFailure("the generated tables hold a trie that is not UTrie2 with 32-bit values")
        }
        return CollationData(
            trie: trie,
            ces: CLDRTables.words(CLDRTables.bytes(source.ces), as: UInt64.self),
            ce32s: CLDRTables.words(CLDRTables.bytes(source.ce32s), as: UInt32.self),
            contexts: CLDRTables.words(CLDRTables.bytes(source.contexts), as: UInt16.self),
            jamoStart: source.jamoStart,
            base: base
        )
    }
}
