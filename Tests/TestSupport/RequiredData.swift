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

/// The locales every provider is checked in most thoroughly (every option set, from many
/// tasks): the 37 that shipped before the files were generated for every ICU locale, which
/// cover every script and tailoring kind (contractions, letters after Z, stroke order). The
/// others get the suite's single-task checks under the default options.
public let coreLocales: Set<String> = [
    "ar", "bg", "ca", "cs", "da", "de", "el", "en", "es", "et", "fi", "fr", "he", "hi", "hr", "hu", "is", "it", "ja",
    "ko", "lt", "lv", "nb", "nl", "pl", "pt", "ro", "ru", "sk", "sr", "sv", "th", "tr", "uk", "vi", "zh-Hans", "zh-Hant", "qaa",
]
