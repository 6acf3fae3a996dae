import Collation
import ICUCollation
import PinyinCollation

/// What `collate --version` prints: the package's version and the versions of the data that
/// decide its answers, since sort keys and sections change when they do.
enum CollateVersion {
    /// The package's version.
    static let package = "0.5.0"

    /// Four lines: the tool, ICU (with its CLDR), the pinyin table's Unihan, the ICU release the locale files come from.
    static var description: String {
        """
        collate \(package)
        \(icu)
        pinyin table: Unihan \(PinyinTable.unihanVersion)
        locale data: \(localeDataSources())
        """
    }

    /// The system ICU's release and its CLDR's, or why it is not there (the tool runs without
    /// it; only what needs it fails).
    private static var icu: String {
        if let reason = ICUInfo.loadError { return "ICU: not available (\(reason))" }
        return "ICU \(ICUInfo.versionString) (CLDR \(ICUInfo.cldrVersion))"
    }

    /// The ICU (and CLDR) release the built-in locale files were generated from, as their
    /// `source` lines name it ("ICU 72.1 (CLDR 42)").
    private static func localeDataSources() -> String {
        let sources = LocaleCatalog.builtInSources()
        let releases = Set(sources.compactMap { source -> String? in
            guard source.hasPrefix("ICU "), let end = source.firstRange(of: ") ") else { return nil }
            return String(source[..<end.lowerBound]) + ")"
        })
        return releases.isEmpty ? "unknown" : releases.sorted().joined(separator: ", ")
    }
}
