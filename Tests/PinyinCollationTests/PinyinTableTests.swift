import Foundation
import PinyinCollation
import TestSupport
import Testing

let unihanPath = "/usr/share/unicode/Unihan_Readings.txt.bz2"
/// Why the Unihan tests skip when the file is missing (outside CI, where it is a failure).
let unihanMissing: Comment = "needs Unicode's Unihan data at \(unihanPath): apt-get install unicode-data bzip2"

/// The Unihan source, decompressed with bzip2.
func unihanLines() throws -> [Substring] {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["bzip2", "-dc", unihanPath]
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self).split(separator: "\n").filter { $0.hasPrefix("U+") }
}

/// Every Mandarin reading Unihan lists for each code point (kMandarin, kHanyuPinyin, kXHC1983,
/// kTGHZ2013), NFC.
func unihanAllReadings() throws -> [UInt32: Set<String>] {
    var result: [UInt32: Set<String>] = [:]
    for line in try unihanLines() {
        let parts = line.split(separator: "\t")
        guard parts.count == 3, ["kMandarin", "kHanyuPinyin", "kXHC1983", "kTGHZ2013"].contains(String(parts[1])),
              let code = UInt32(parts[0].dropFirst(2), radix: 16) else { continue }
        for entry in parts[2].split(separator: " ") {
            for reading in (entry.split(separator: ":").last ?? "").split(separator: ",") {
                result[code, default: []].insert(String(reading.filter { $0 != "*" }).precomposedStringWithCanonicalMapping)
            }
        }
    }
    return result
}

/// kMandarin readings from the Unihan source (the first, when it gives two).
func unihanMandarin() throws -> [UInt32: String] {
    var result: [UInt32: String] = [:]
    for line in try unihanLines() {
        let parts = line.split(separator: "\t")
        guard parts.count == 3, parts[1] == "kMandarin", let code = UInt32(parts[0].dropFirst(2), radix: 16) else { continue }
        result[code] = parts[2].split(separator: " ").first.map { String($0).precomposedStringWithCanonicalMapping }
    }
    return result
}

@Suite("The pinyin table")
struct PinyinTableTests {
    @Test("It covers every Han code point with a Mandarin reading, simplified and traditional, with extensions")
    func coverage() throws {
        #expect(PinyinTable.count == 41_421)
        #expect(PinyinTable.sourceMandarinCount == 41_419)
        #expect(PinyinTable.reading(of: "张")?.toned == "zhāng")
        #expect(PinyinTable.reading(of: "張")?.toned == "zhāng")
        #expect(PinyinTable.reading(of: "㐀")?.toned == "qiū")            // Extension A
        #expect(PinyinTable.reading(of: "\u{20000}") != nil)              // Extension B
        #expect(PinyinTable.reading(of: "a") == nil)
        #expect(PinyinTable.reading(of: "あ") == nil)
    }

    @Test("Every kMandarin reading in the Unihan source is the table's default", .enabled(if: FileManager.default.fileExists(atPath: unihanPath) || RequiredData.inCI, unihanMissing))
    func matchesUnihan() throws {
        let source = try unihanMandarin()
        #expect(source.count == PinyinTable.sourceMandarinCount)
        var mismatches: [String] = []
        for (code, reading) in source {
            guard let scalar = Unicode.Scalar(code) else { continue }
            if PinyinTable.reading(of: scalar)?.toned != reading { mismatches.append("U+\(String(code, radix: 16)) \(reading)") }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(10))")
    }

    @Test("Every surname and word reading is among Unihan's readings for its characters", .enabled(if: FileManager.default.fileExists(atPath: unihanPath) || RequiredData.inCI, unihanMissing))
    func dataReadingsAreAttested() throws {
        let readings = try unihanAllReadings()
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Sources/PinyinCollation/Data").standardized
        var unattested: [String] = []
        // Readings a dictionary gives that Unihan does not list: 《现代汉语词典》 (7th edition)
        // reads the surname 贠 (traditional 貟) Yùn; Unihan has only yuán for both.
        let attestedElsewhere: Set<String> = ["贠 yùn", "貟 yùn"]
        for name in ["surnames.tsv", "phrases.tsv"] {
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            for line in text.split(separator: "\n") where !line.hasPrefix("#") && line.contains("\t") {
                let columns = line.split(separator: "\t")
                let syllables = columns[1].split(separator: " ").map { String($0).precomposedStringWithCanonicalMapping }
                #expect(syllables.count == columns[0].unicodeScalars.count, "\(line)")
                for (scalar, syllable) in zip(columns[0].unicodeScalars, syllables)
                where !(readings[scalar.value]?.contains(syllable) ?? false) && !attestedElsewhere.contains("\(scalar) \(syllable)") {
                    unattested.append("\(name): \(columns[0]) \(scalar) \(syllable)")
                }
            }
        }
        #expect(unattested.isEmpty, "\(unattested)")
    }

    @Test("Syllables parse from tone marks, tone numbers and plain letters", arguments: [
        ("zhāng", "zhāng", 1), ("zhang1", "zhāng", 1), ("lv4", "lǜ", 4), ("lu:3", "lǚ", 3), ("lü", "lü", 5),
        ("gou3", "gǒu", 3), ("liu2", "liú", 2), ("ma", "ma", 5), ("XIE4", "xiè", 4), ("m2", "m\u{301}", 2),
    ])
    func syllableParsing(text: String, toned: String, tone: Int) throws {
        let syllable = try #require(PinyinSyllable(text))
        #expect(syllable.toned == toned)
        #expect(syllable.tone == tone)
    }

    @Test("The flat letters and spellings (UTF-8, UTF-16) the keys are written from are each syllable's, as a syllable parses them")
    func flatLettersAreTheSyllables() {
        let syllables = PinyinTable.syllables
        #expect(syllables.count == 1465)
        var differing: [String] = []
        for (offset, syllable) in syllables.enumerated() {
            let flat = PinyinTable.flatSyllable(offset + 1)
            if flat.letters != syllable.letters || flat.spelling != syllable.toned || flat.utf16 != Array(syllable.toned.utf16) {
                differing.append(syllable.toned)
            }
        }
        #expect(differing.isEmpty, "\(differing.prefix(10))")
    }

    @Test("The generated flat syllables (CPinyinSyllables) are what the table's spellings parse to")
    func generatedFlatSyllables() {
        let parsed = PinyinTable.FlatArrays.builtIn
        let generated = PinyinTable.FlatArrays.generated
        #expect(parsed.starts.count == 1466)
        #expect(generated.letters == parsed.letters)
        #expect(generated.starts == parsed.starts)
        #expect(generated.spellings == parsed.spellings)
        #expect(generated.spellingStarts == parsed.spellingStarts)
        #expect(generated.utf16Spellings == parsed.utf16Spellings)
        #expect(generated.utf16Starts == parsed.utf16Starts)
        #expect(generated.tones == parsed.tones)
        #expect(generated.tones == PinyinTable.syllables.map { UInt8($0.tone) })
        // A syllable made from the flat arrays is the syllable its spelling parses to.
        for index in [1, 2, 3, 700, 1465] {
            #expect(PinyinSyllable(tableIndex: index) == PinyinTable.syllables[index - 1])
        }
    }

    @Test("The generated surname and phrase entries are the data files' entries")
    func generatedReadingEntries() {
        #expect(PinyinData.unpack(PinyinData.surnameEntries).map(\.0) == PinyinData.parse(PinyinData.surnamesText).map(\.0))
        #expect(PinyinData.unpack(PinyinData.surnameEntries).map(\.1) == PinyinData.parse(PinyinData.surnamesText).map(\.1))
        #expect(PinyinData.unpack(PinyinData.phraseEntries).map(\.1) == PinyinData.parse(PinyinData.phrasesText).map(\.1))
        #expect(PinyinData.surnames == ReadingIndex(entries: PinyinData.parse(PinyinData.surnamesText)))
        #expect(PinyinData.phrases == ReadingIndex(entries: PinyinData.parse(PinyinData.phrasesText)))
        #expect(PinyinData.surnames.count > 100 && !PinyinData.phrases.isEmpty)
    }

    @Test("Text that is not pinyin is refused", arguments: ["", "zh4ng", "ni9", "张", "a-b"])
    func refusesNonPinyin(text: String) {
        #expect(PinyinSyllable(text) == nil)
    }

    @Test("The data files read as bytes give the index that reading each syllable as any spelling gives")
    func fastParseSameIndex() {
        for text in [PinyinData.surnamesText, PinyinData.phrasesText] {
            let general = text.split(separator: "\n").compactMap { line -> (String, [PinyinSyllable])? in
                guard !line.hasPrefix("#") else { return nil }
                let columns = line.split(separator: "\t", omittingEmptySubsequences: false)
                guard columns.count >= 2 else { return nil }
                return (String(columns[0]), columns[1].split(separator: " ").compactMap { PinyinSyllable($0) })
            }
            let parsed = PinyinData.parse(text)
            #expect(parsed.map(\.0) == general.map(\.0))
            #expect(parsed.map(\.1) == general.map(\.1))
            #expect(ReadingIndex(entries: parsed) == ReadingIndex(entries: general))
        }
        // Spellings the direct reading hands on: capitals, tone numbers, "v", other digits.
        for spelling in ["Zhāng", "zhang1", "lv4", "lu:4", "ma", "lǜ", "ZĒNG", "n\u{300}", "a٣"] {
            #expect(PinyinSyllable(written: spelling) == PinyinSyllable(spelling), "\(spelling)")
        }
    }

    @Test("The data files compiled in are the ones under Data/")
    func dataFilesInSync() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Sources/PinyinCollation/Data").standardized
        for (name, index) in [("surnames.tsv", PinyinData.surnames), ("phrases.tsv", PinyinData.phrases)] {
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            let entries = text.split(separator: "\n").filter { !$0.hasPrefix("#") && $0.contains("\t") }
            #expect(entries.count == index.count, "\(name): run `swift package --allow-writing-to-package-directory generate-tables readings`")
            for entry in entries {
                let columns = entry.split(separator: "\t")
                #expect(index[String(columns[0])]?.map(\.toned).joined(separator: " ") == String(columns[1]), "\(entry)")
            }
        }
    }
}
