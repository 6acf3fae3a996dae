/// Copies of the decoded tables that live as long as the process: the tables of a collation
/// are decoded once and shared by every collator that uses it, and reading them through plain
/// pointers keeps reference counting out of the per-character loop (retains and releases of the
/// tables' arrays were a fifth of the time to key a list).
enum Immortal {
    /// A copy of `values` that is never freed.
    static func copy<T>(_ values: [T]) -> UnsafePointer<T> {
        let memory = UnsafeMutablePointer<T>.allocate(capacity: max(values.count, 1))
        memory.initialize(from: values, count: values.count)
        return UnsafePointer(memory)
    }

    /// A value that is never freed, at a stable address.
    static func box<T>(_ value: T) -> UnsafePointer<T> {
        let memory = UnsafeMutablePointer<T>.allocate(capacity: 1)
        memory.initialize(to: value)
        return UnsafePointer(memory)
    }
}
