import Collation

/// Keys for one thread: each name's key written straight into the host's key arena by a key
/// maker that keeps its buffers from name to name, and its section read from the key's primary
/// level. No string is made where none is needed: a name that is its own reading (the identity
/// stage, a Latin name in a list whose stage reads Han) is decoded from its UTF-8 straight into
/// the maker's scalars, and a reading stage that writes its readings as UTF-16 (pinyin, the Han
/// name readings) hands them over as units, for names and for contacts' parts alike; one that
/// writes them as syllable tokens (pinyin) has a name keyed from its syllables' elements.
///
/// The writer is one reference to its state (``CLDRKeyWriterState``, which does the work),
/// kept in storage of its own: the host holds a writer as `any CollationKeyWriter`, where a
/// value of more than three words is kept in a box whose uniqueness each call checked, about
/// 40 instructions a key (a Latin name's is 1,100); one reference fits in the existential
/// itself. The writer's copies share the state, as a writer for one thread may: a call's use
/// of the state's buffers ends with the call.
struct CLDRKeyWriter: PartsKeyWriter, KeyArenaWriter {
    private let storage: Storage

    init(collator: CLDRCollator, reading: any Transliterator, role: TextRole) {
        storage = Storage(CLDRKeyWriterState(collator: collator, reading: reading, role: role))
    }

    func appendKey(forReadingOf name: String, to buffer: inout [UInt8]) -> Int {
        storage.state.pointee.appendKey(forReadingOf: name, to: &buffer)
    }

    func appendKey(forReadingOfUTF8 name: UnsafeBufferPointer<UInt8>, to buffer: inout [UInt8]) -> Int {
        storage.state.pointee.appendKey(forReadingOfUTF8: name, to: &buffer)
    }

    func appendKey(forReadingOfUTF8 name: UnsafeBufferPointer<UInt8>, to arena: inout KeyArena) -> Int {
        storage.state.pointee.appendKey(forReadingOfUTF8: name, to: &arena)
    }

    func appendKey(forPartsIn name: PartsStore.Entry, to buffer: inout [UInt8]) -> Int? {
        storage.state.pointee.appendKey(forPartsIn: name, to: &buffer)
    }

    /// The state, where the writer's reference points; changed through the pointer (a class's
    /// stored property changed in place is checked for overlapping access at each change).
    private final class Storage {
        let state: UnsafeMutablePointer<CLDRKeyWriterState>

        init(_ state: CLDRKeyWriterState) {
            self.state = .allocate(capacity: 1)
            self.state.initialize(to: state)
        }

        deinit {
            state.deinitialize(count: 1)
            state.deallocate()
        }
    }
}
