import Foundation

/// Data files that some tests read (Unicode's Unihan, from Debian's unicode-data).
public enum RequiredData {
    /// Whether the tests run in CI (`CI` set), where missing data is a failure, not a skip:
    /// `.ci/run` installs it.
    public static var inCI: Bool { ProcessInfo.processInfo.environment["CI"].map { !$0.isEmpty && $0 != "false" } ?? false }
}
