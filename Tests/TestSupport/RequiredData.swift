import Foundation

/// Data files that some tests read (Unicode's Unihan, from Debian's unicode-data).
public enum RequiredData {
    /// Whether the tests run in CI (`CI` set), where missing data is a failure, not a skip:
    /// `.ci/run` installs it.
    public static var inCI: Bool { ProcessInfo.processInfo.environment["CI"].map { !$0.isEmpty && $0 != "false" } ?? false }
}

/// The locales the conformance tests run in: all those given, or the ones that
/// `COLLATE_CONFORMANCE_LOCALES` lists (comma-separated), so that the slower runs under
/// ThreadSanitizer check a few locales while the plain run checks every one.
public func conformanceLocales(_ all: [String]) -> [String] {
    guard let listed = ProcessInfo.processInfo.environment["COLLATE_CONFORMANCE_LOCALES"], !listed.isEmpty else { return all }
    let wanted = Set(listed.split(separator: ",").map(String.init))
    return all.filter(wanted.contains)
}
