import Synchronization

/// Keeps a run's large values alive until the process ends, when the `collate` executable asks.
///
/// A large address book is a few hundred thousand strings and arrays; releasing them one by one
/// after the output is written took about as long as writing it, for memory the system takes
/// back at exit anyway (compilers skip their teardown for the same reason). Only the executable
/// turns this on: a program or a test that runs commands in its own process frees as usual.
package enum ExitHold {
    private static let enabled = Atomic<Bool>(false)

    /// Holds values from now on (the executable, before it runs a command).
    package static func enable() {
        enabled.store(true, ordering: .relaxed)
    }

    /// Keeps `value` until the process ends when holding is on; does nothing otherwise.
    static func keep<Value>(_ value: Value) {
        guard enabled.load(ordering: .relaxed) else { return }
        _ = Unmanaged.passRetained(Held(value))
    }

    /// A value in a box, so that any value can be retained once.
    private final class Held<Value> {
        let value: Value
        init(_ value: Value) { self.value = value }
    }
}
