// swift-tools-version: 6.1
//
// Benchmarks for swift-collation, in their own package so that building the library stays
// quick. Run: `swift package benchmark` here; CLI ratios: `./cli-ratio.sh`. See RESULTS.md.

import PackageDescription

let package = Package(
    name: "swift-collation-benchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "swift-collation", path: ".."),
        // ordo-one/benchmark resolves on this toolchain only with the MallocInterposer trait.
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        // Deterministic name lists (Chinese with polyphonic surnames, accented Latin).
        .target(name: "NameCorpus", path: "Sources/NameCorpus"),
        // Writes a name list to a file, for the CLI ratio script.
        .executableTarget(name: "make-names", dependencies: ["NameCorpus"], path: "Sources/make-names"),
        // ICU's ucol_getSortKey alone, into a caller's buffer, from C: the baseline of one name's
        // key (#46). The system ICU (libicu-dev), linked.
        .target(
            name: "CICUKeys",
            path: "Sources/CICUKeys",
            linkerSettings: [.linkedLibrary("icui18n"), .linkedLibrary("icuuc")]
        ),
        // Keys the in-process benchmark's names one at a time, with no harness: a process to profile.
        .executableTarget(
            name: "key-profile",
            dependencies: [
                "NameCorpus",
                "CICUKeys",
                .product(name: "Collation", package: "swift-collation"),
                .product(name: "ICUCollation", package: "swift-collation"),
                .product(name: "CLDRCollation", package: "swift-collation"),
                .product(name: "PinyinCollation", package: "swift-collation"),
                .product(name: "JapaneseNames", package: "swift-collation"),
            ],
            path: "Sources/key-profile"
        ),
        .executableTarget(
            name: "CollationBenchmarks",
            dependencies: [
                "NameCorpus",
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "Collation", package: "swift-collation"),
                .product(name: "LatinCollation", package: "swift-collation"),
                .product(name: "PinyinCollation", package: "swift-collation"),
                .product(name: "ICUCollation", package: "swift-collation"),
                .product(name: "CLDRCollation", package: "swift-collation"),
                .product(name: "CollationSearch", package: "swift-collation"),
            ],
            path: "Benchmarks/CollationBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
