// swift-tools-version: 6.1
//
// A plugin-based collation framework: groups and sorts names into localized index sections.
// See README.md for the architecture; DESIGN notes live with the team.

import PackageDescription

let strict: [SwiftSetting] = [
    .enableUpcomingFeature("ExistentialAny"),
]

let package = Package(
    name: "swift-collation",
    // Synchronization's Mutex and Atomic set the floor. The ICU-free products are what an app
    // on any of these uses; ICUCollation and the tool need a system ICU (Homebrew's icu4c on
    // macOS; none on iOS, tvOS, watchOS or visionOS).
    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
    products: [
        .library(name: "Collation", targets: ["Collation"]),
        .library(name: "LatinCollation", targets: ["LatinCollation"]),
        .library(name: "PinyinCollation", targets: ["PinyinCollation"]),
        .library(name: "ICUCollation", targets: ["ICUCollation"]),
        .library(name: "CLDRCollation", targets: ["CLDRCollation"]),
        .library(name: "CollationTesting", targets: ["CollationTesting"]),
        .library(name: "CollationContacts", targets: ["CollationContacts"]),
        .library(name: "JapaneseNames", targets: ["JapaneseNames"]),
        .library(name: "CollationGRDB", targets: ["CollationGRDB"]),
        .library(name: "CollationSearch", targets: ["CollationSearch"]),
        .executable(name: "collate", targets: ["collate"]),
    ],
    dependencies: [
        // RFC 4180 CSV writing: the reference the CLI's own byte writer is tested against (the
        // writer itself searched each cell with Foundation's string search, too slow for 100k rows).
        .package(url: "https://github.com/yaslab/CSV.swift", from: "2.5.0"),
        // vCard's base64 text values (`FN;ENCODING=b:`), decoded without Foundation, which the
        // readers and the tool do not load.
        .package(url: "https://github.com/swift-extras/swift-extras-base64", from: "1.2.0"),
        // Property-based tests in Swift Testing, with shrinking of failing inputs.
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.0"),
        // SQLite through GRDB: the adapter that registers our order on a connection, and the
        // CLI's SQLite export. GRDB links the system's SQLite (Debian libsqlite3-dev).
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        // `swift package generate-documentation`: the DocC catalogs (a plugin; nothing links it).
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // A cache hint (`__builtin_prefetch`) for the host's loops that read memory at random:
        // a module map and one static inline function, no library and no C source.
        .systemLibrary(name: "CPrefetch"),
        // The host: protocols, registry, locale data, IndexedCollation. No ICU, no Foundation.
        .target(
            name: "Collation",
            dependencies: ["CPrefetch"],
            swiftSettings: strict,
            plugins: [.plugin(name: "EmbedLocales")]
        ),
        // The plain Latin fallback provider: its own folding table, no ICU.
        .target(
            name: "LatinCollation",
            dependencies: ["Collation"],
            swiftSettings: strict
        ),
        // The built-in pinyin provider: a table generated from Unihan, surname readings, no ICU.
        .target(
            name: "PinyinCollation",
            dependencies: ["Collation", "LatinCollation", "CPinyinSyllables"],
            exclude: ["Data"],
            swiftSettings: strict
        ),
        // The bytes of CLDRCollation's tables, generated: one C array, stored as it is (1.86 MB)
        // and read where it lies. Swift has no byte literal that compiles in reasonable time, and
        // a base-64 string took a third more room in the binary and a decoding at first use.
        .target(name: "CCLDRTables"),
        // The index of JapaneseNames' surname table, generated from its text as C arrays, read
        // where they lie (parsing the text was a twentieth of a short list's run).
        .target(name: "CJapaneseSurnames"),
        // The pinyin table's syllables as flat letters and spellings, generated from its text as
        // C arrays and read where they lie (making them was a twentieth of a short list's run).
        .target(name: "CPinyinSyllables"),
        // CLDR's collation in plain Swift: the Unicode Collation Algorithm over ICU's own compiled
        // root and tailorings, generated into Generated/ and CCLDRTables (no ICU, no Foundation
        // at run time).
        .target(
            name: "CLDRCollation",
            dependencies: ["Collation", "CCLDRTables"],
            swiftSettings: strict
        ),
        // The system's SQLite, for the tool's export (written through the C API: no Foundation).
        .systemLibrary(
            name: "CSQLite",
            pkgConfig: "sqlite3",
            providers: [.apt(["libsqlite3-dev"]), .brew(["sqlite"])]
        ),
        // The system ICU's C API, opened with dlopen on first use rather than linked, so that a
        // run that does not use ICU maps none of it (and starts where ICU is not installed). Its
        // header declares ICU's types and values itself; a compile-time check holds them to
        // the installed ICU's headers.
        .target(
            name: "CICU",
            linkerSettings: [.linkedLibrary("dl", .when(platforms: [.linux]))]
        ),
        // The installed ICU's headers and libraries, for the C++ reference tool below (ICU's
        // AlphabeticIndex has no C API).
        .systemLibrary(
            name: "ICUSystem",
            pkgConfig: "icu-i18n",
            providers: [.apt(["libicu-dev"]), .brew(["icu4c"])]
        ),
        // The ICU provider and ICU transliterators. Imports no Foundation (see README).
        .target(
            name: "ICUCollation",
            dependencies: ["Collation", "CICU"],
            swiftSettings: strict
        ),
        // Test support: ICU's own AlphabeticIndex (C++ only), to check our sections against it.
        .executableTarget(
            name: "icu-index-reference",
            dependencies: ["ICUSystem"],
            linkerSettings: [.linkedLibrary("icui18n"), .linkedLibrary("icuuc"), .linkedLibrary("icudata")]
        ),
        // Contacts and the address-book readers (vCard, CSV). No ICU: legacy encodings come from
        // the C library's iconv (libiconv on macOS).
        .target(
            name: "CollationContacts",
            dependencies: ["Collation", .product(name: "ExtrasBase64", package: "swift-extras-base64")],
            swiftSettings: strict,
            linkerSettings: [.linkedLibrary("iconv", .when(platforms: [.macOS, .iOS, .tvOS, .watchOS, .visionOS, .macCatalyst]))]
        ),
        // Japanese surname readings from MeCab's IPAdic, so that kanji names without furigana
        // file under their kana row; and the reading of Han names in the locales whose sections
        // do not take Han (Chinese pinyin or Japanese romaji, by the name). Reading stages, not
        // providers: they work with any. Pinyin for the Chinese reading of Han names; contacts
        // for the phonetic names a phone needs (Contact.suggestedPhoneticName).
        .target(
            name: "JapaneseNames",
            dependencies: ["Collation", "LatinCollation", "PinyinCollation", "CollationContacts", "CJapaneseSurnames"],
            exclude: ["Data"],
            swiftSettings: strict
        ),
        // Our order on SQLite connections (GRDB): a collation and SQL functions for sections and keys.
        .target(
            name: "CollationGRDB",
            dependencies: ["Collation", .product(name: "GRDB", package: "GRDB.swift")],
            swiftSettings: strict
        ),
        // Search keys and a ranking matcher: find a contact by how it sounds ("zs" for 张三,
        // "ㄱㅁㅈ" for 김민준, "sakura" for さくら). Pinyin for Han readings, no ICU (an ICU
        // transliterator can be plugged in for other scripts).
        .target(
            name: "CollationSearch",
            dependencies: ["Collation", "LatinCollation", "PinyinCollation", "CollationContacts", "JapaneseNames"],
            swiftSettings: strict
        ),
        // The provider conformance suite every provider runs (framework-agnostic checks).
        .target(
            name: "CollationTesting",
            dependencies: ["Collation"],
            swiftSettings: strict
        ),
        // The command-line tool's logic, as a library so that it can be tested in-process too.
        .target(
            name: "CollateCLI",
            dependencies: [
                "Collation",
                "LatinCollation",
                "PinyinCollation",
                "ICUCollation",
                "CLDRCollation",
                "CollationContacts",
                "JapaneseNames",
                "CollationSearch",
                "CSQLite",
            ],
            // The page's style and script, embedded by the plugin rather than compiled.
            exclude: ["Output/Page/page.css", "Output/Page/page.js"],
            swiftSettings: strict,
            plugins: [.plugin(name: "EmbedPageAssets")]
        ),
        // Instructions a name of the host's path for a list, for callgrind (its header says how).
        .executableTarget(
            name: "host-profile",
            dependencies: ["Collation", "CLDRCollation", "ICUCollation", "JapaneseNames", "LatinCollation", "PinyinCollation", "CollateCLI"],
            swiftSettings: strict
        ),
        .executableTarget(
            name: "collate",
            dependencies: ["CollateCLI"],
            swiftSettings: strict
        ),

        // Build-time tooling: embeds text files into a module (locales/*.locale into Collation,
        // the page's CSS and JavaScript into CollateCLI), so that nothing is read at run time.
        .executableTarget(name: "TextEmbedder", swiftSettings: strict),
        // Regenerates the committed tables (Latin folding, pinyin, Japanese surnames) from Debian's
        // unicode-data and mecab-ipadic, and the locale files from ICU's AlphabeticIndex.
        // Collation for its script table, CollationContacts for its iconv decoding (IPAdic is EUC-JP),
        // CLDRCollation for the layout its code point tables are looked up in (code only: the
        // tables it writes are not read to make them; but they are compiled with it, so a change
        // to the shape of CLDRTables' entries needs the committed index edited to match first).
        .executableTarget(name: "CollationTableGenerator", dependencies: ["Collation", "CollationContacts", "CLDRCollation", "JapaneseNames", "PinyinCollation"], swiftSettings: strict),
        .plugin(
            name: "GenerateTables",
            capability: .command(
                intent: .custom(verb: "generate-tables", description: "Regenerate data tables from Unicode's data files"),
                permissions: [.writeToPackageDirectory(reason: "Writes the generated tables under Sources/")]
            ),
            dependencies: ["CollationTableGenerator", "icu-index-reference"]
        ),
        .plugin(
            name: "EmbedLocales",
            capability: .buildTool(),
            dependencies: ["TextEmbedder"]
        ),
        .plugin(
            name: "EmbedPageAssets",
            capability: .buildTool(),
            dependencies: ["TextEmbedder"]
        ),

        // Test helpers shared by the test targets: finding the built executables, temporary files.
        .target(name: "TestSupport", path: "Tests/TestSupport", swiftSettings: strict),
        .testTarget(
            name: "CollationTests",
            dependencies: [
                "Collation", "LatinCollation", "CollationTesting",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            swiftSettings: strict
        ),
        .testTarget(
            name: "LatinCollationTests",
            dependencies: [
                "Collation", "LatinCollation", "CollationTesting", "TestSupport",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            swiftSettings: strict
        ),
        .testTarget(
            name: "PinyinCollationTests",
            dependencies: [
                "Collation", "LatinCollation", "PinyinCollation", "CollationTesting", "TestSupport",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            swiftSettings: strict
        ),
        // CLDRCollation against the system ICU it was generated from (ICU is only the oracle).
        .testTarget(
            name: "CLDRCollationTests",
            dependencies: [
                "CLDRCollation", "CICU",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            swiftSettings: strict
        ),
        .testTarget(
            name: "ICUCollationTests",
            dependencies: [
                "Collation", "ICUCollation", "CLDRCollation", "CollationTesting", "TestSupport", "icu-index-reference", "CollationTableGenerator", "JapaneseNames", "LatinCollation", "PinyinCollation",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            swiftSettings: strict
        ),
        .testTarget(
            name: "CollationContactsTests",
            dependencies: [
                "Collation", "CollationContacts", "PinyinCollation", "LatinCollation", "ICUCollation", "JapaneseNames", "TestSupport",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            resources: [.copy("Resources")],
            swiftSettings: strict
        ),
        .testTarget(
            name: "CollationGRDBTests",
            dependencies: [
                "Collation", "CollationGRDB", "PinyinCollation", "ICUCollation", "LatinCollation", "TestSupport",
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            swiftSettings: strict
        ),
        .testTarget(
            name: "CollationSearchTests",
            dependencies: [
                "Collation", "CollationSearch", "CollationContacts", "PinyinCollation", "ICUCollation", "JapaneseNames",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            swiftSettings: strict
        ),
        // The README's and the DocC articles' code, compiled and run; a test checks that every
        // Swift block of those documents is one of these examples, word for word.
        .testTarget(
            name: "Examples",
            dependencies: [
                "Collation", "LatinCollation", "PinyinCollation", "ICUCollation", "CLDRCollation", "CollationContacts", "JapaneseNames",
                "CollationSearch", "CollationGRDB", "CollationTesting",
                .product(name: "GRDB", package: "GRDB.swift"),
            ],
            path: "Tests/Examples",
            swiftSettings: strict
        ),
        .testTarget(
            name: "CollateCLITests",
            dependencies: [
                "CollateCLI", "collate", "TestSupport", "CollationSearch",
                .product(name: "PropertyBased", package: "swift-property-based"), .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "CSV", package: "CSV.swift"),
            ],
            swiftSettings: strict
        ),
    ],
    swiftLanguageModes: [.v6]
)
