import Foundation
import PackagePlugin

/// Regenerates the committed data tables from Debian's Unicode packages
/// (`apt-get install unicode-data`), MeCab's IPAdic (`apt-get install mecab-ipadic`: Japanese
/// surname readings), the system ICU's AlphabeticIndex (the locale files) and the
/// reading data files:
///
///     swift package --allow-writing-to-package-directory generate-tables [latin-folding] [pinyin] [readings] [locales] [japanese-surnames] [cldr-collation] [cldr-script-order] [icu-root-index]
///
/// The work is done by the `CollationTableGenerator` executable, so that it can be tested
/// like any other code; this plugin only supplies the paths.
@main
struct GenerateTables: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) throws {
        let tool = try context.tool(named: "CollationTableGenerator").url
        let root = context.package.directoryURL
        let unicode = URL(fileURLWithPath: "/usr/share/unicode")
        let jobs: [String: [String]] = [
            "latin-folding": [
                "latin-folding",
                unicode.appending(path: "UnicodeData.txt").path(percentEncoded: false),
                root.appending(path: "Sources/LatinCollation/Generated/LatinFolding+Table.swift").path(percentEncoded: false),
            ],
            "pinyin": [
                "pinyin",
                unicode.appending(path: "Unihan_Readings.txt.bz2").path(percentEncoded: false),
                root.appending(path: "Sources/PinyinCollation/Generated/PinyinTable+Data.swift").path(percentEncoded: false),
                root.appending(path: "Sources/CPinyinSyllables/pinyin_syllables.c").path(percentEncoded: false),
            ],
            "readings": [
                "readings",
                root.appending(path: "Sources/PinyinCollation/Data/surnames.tsv").path(percentEncoded: false),
                root.appending(path: "Sources/PinyinCollation/Data/phrases.tsv").path(percentEncoded: false),
                root.appending(path: "Sources/PinyinCollation/Generated/PinyinData+Text.swift").path(percentEncoded: false),
            ],
            "japanese-surnames": [
                "japanese-surnames",
                "/usr/share/mecab/dic/ipadic/Noun.name.csv",
                root.appending(path: "Sources/JapaneseNames/Generated/JapaneseSurnames+Data.swift").path(percentEncoded: false),
                root.appending(path: "Sources/CJapaneseSurnames/japanese_surnames.c").path(percentEncoded: false),
            ],
            "cldr-collation": [
                "cldr-collation",
                try context.tool(named: "icu-index-reference").url.path(percentEncoded: false),
                root.appending(path: "locales").path(percentEncoded: false),
                root.appending(path: "Sources/CLDRCollation/Generated/CLDRTables+Data.swift").path(percentEncoded: false),
                root.appending(path: "Sources/CCLDRTables/cldr_tables.c").path(percentEncoded: false),
            ],
            "cldr-script-order": [
                "cldr-script-order",
                root.appending(path: "Sources/CLDRCollation/Generated/CLDRTables+ScriptStartOrder.swift").path(percentEncoded: false),
            ],
            "icu-root-index": [
                "icu-root-index",
                try context.tool(named: "icu-index-reference").url.path(percentEncoded: false),
                root.appending(path: "Sources/ICUCollation/Generated/ICURootIndex.swift").path(percentEncoded: false),
            ],
            "locales": [
                "locales",
                try context.tool(named: "icu-index-reference").url.path(percentEncoded: false),
                root.appending(path: "locales").path(percentEncoded: false),
            ],
        ]
        let wanted = arguments.isEmpty ? jobs.keys.sorted() : arguments
        for name in wanted {
            guard let job = jobs[name] else {
                Diagnostics.error("unknown table '\(name)'; known: \(jobs.keys.sorted().joined(separator: ", "))")
                return
            }
            let process = try Process.run(tool, arguments: job)
            process.waitUntilExit()
            guard process.terminationStatus == 0 else {
                Diagnostics.error("CollationTableGenerator \(name) failed (exit \(process.terminationStatus))")
                return
            }
        }
    }
}
