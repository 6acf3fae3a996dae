internal import CICU

/// Facts about the system ICU, which the provider loads on first use (each of these loads it).
public enum ICUInfo {
    /// Why the system ICU cannot be used ("the system ICU could not be loaded: no
    /// libicui18n.so.72 …"); `nil` once it is loaded. The ICU provider and transliterators
    /// throw it as their error where ICU is not installed.
    public static var loadError: String? { cicu_load_error().map { String(cString: $0) } }

    /// ICU's major version (72 on Debian 12; 0 where it cannot be loaded).
    public static var version: Int { Int(cicu_version_major()) }

    /// The full version of the ICU library loaded at run time ("72.1"; empty where it cannot be
    /// loaded).
    public static var versionString: String {
        text { cicu_u_getVersionString($0) }
    }

    /// The version of the CLDR data inside ICU ("42.0"), which its collations follow.
    public static var cldrVersion: String {
        text { cicu_ulocdata_getCLDRVersionString($0) }
    }

    /// The text that `fill` writes into a buffer of ICU's version string length.
    private static func text(_ fill: (UnsafeMutablePointer<CChar>) -> Void) -> String {
        withUnsafeTemporaryAllocation(of: CChar.self, capacity: Int(U_MAX_VERSION_STRING_LENGTH) + 1) { buffer in
            buffer.initialize(repeating: 0)
            guard let base = buffer.baseAddress else { return "" }
            fill(base)
            return String(decoding: UnsafeRawBufferPointer(buffer).prefix { $0 != 0 }, as: UTF8.self)
        }
    }
}
