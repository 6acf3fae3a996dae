internal import CICU

/// Facts about the ICU this build links.
public enum ICUInfo {
    /// ICU's major version (72 on Debian 12).
    public static var version: Int { Int(cicu_version_major()) }
}
