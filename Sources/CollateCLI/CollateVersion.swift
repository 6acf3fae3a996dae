import Collation
import ICUCollation
import PinyinCollation

/// What `collate --version` prints: the package's version and the versions of the data that
/// decide its answers, since sort keys and sections change when they do.
enum CollateVersion {
    /// The package's version.
    static let package = "0.5.0"

    /// Four lines: the tool, ICU (with its CLDR), the pinyin table's Unihan, the locale files' CLDR.
    static var description: String {
        """
        collate \(package)
        ICU \(ICUInfo.versionString) (CLDR \(ICUInfo.cldrVersion))
        pinyin table: Unihan \(PinyinTable.unihanVersion)
        locale data: \(localeDataSources())
        """
    }

    /// The CLDR releases the built-in locale files name in their `source` lines ("CLDR 41").
    private static func localeDataSources() -> String {
        let sources = ((try? LocaleCatalog.builtIn().all) ?? []).compactMap(\.source)
        let releases = Set(sources.compactMap { source -> String? in
            let words = source.split(separator: " ")
            guard let index = words.firstIndex(of: "CLDR"), index + 1 < words.count,
                  words[index + 1].allSatisfy({ $0.isNumber || $0 == "." }) else { return nil }
            return "CLDR \(words[index + 1])"
        })
        return releases.isEmpty ? "unknown" : releases.sorted().joined(separator: ", ")
    }
}
