import Collation
import CLDRCollation
import Foundation

/// Writes CLDRCollation's tables from the system ICU's own compiled collation data: the root
/// collation (ICU's `ucadata`, read with `udata_open`) and each locale's tailoring (the binary
/// image `ucol_cloneBinary` hands out), cut down to what ordering needs, and the normalization
/// properties the algorithm reads (canonical combining classes at both ends of each code
/// point's decomposition, and the decompositions for the locales that normalize).
///
/// `icu-index-reference --collation-export` reads them out of ICU (a module cannot import both
/// Foundation and the system ICU: their ICU declarations clash); this type cuts and writes them.
///
/// ICU's format is documented in ICU4C's `collationdatareader.h`; the parts kept are the
/// indexes' options, the script-reordering codes, ranges and lead-byte table, the code point
/// trie (UTrie2), the 64- and 32-bit collation elements, the context tries (UCharsTrie), and,
/// for the root, the compressible lead bytes and the script starts. ICU's fast-Latin tables,
/// unsafe-backward sets and root elements serve its comparison and rule builder, not keys, and
/// are dropped.
struct CLDRCollationGenerator {
    /// Locale tags (BCP 47) whose collations are written: every locale file's, and these
    /// collation types that a user names with `-u-co-`.
    let locales: [String]
    /// The `icu-index-reference` executable.
    let reference: URL

    static let extraTags = [
        "de-u-co-phonebk", "de-AT-u-co-phonebk", "es-u-co-trad", "fi-u-co-trad", "sv-u-co-trad", "si-u-co-dict",
        "zh-Hant-u-co-zhuyin", "zh-Hant-u-co-pinyin", "zh-Hans-u-co-stroke", "zh-Hans-u-co-zhuyin",
    ]

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// One collation's parts, little-endian, as ICU stores them.
    struct Image: Equatable {
        var options: UInt32 = 0
        var jamoStart: Int32 = -1
        var reorderCodes: [UInt32] = []
        var reorderRanges: [UInt32] = []
        var reorderTable: [UInt8] = []
        var trie: [UInt8] = []
        /// A small tailoring's mappings as (first, last, CE32) runs instead of its trie.
        var mappings: [UInt8] = []
        var ces: [UInt8] = []
        var ce32s: [UInt8] = []
        var contexts: [UInt8] = []
        var compressibleBytes: [UInt8] = []
        var scripts: [UInt8] = []
    }

    /// The generated files: the Swift index (`CLDRTables+Data.swift`) and the C source that holds
    /// the tables' bytes (`CCLDRTables/cldr_tables.c`).
    struct Output {
        let index: String
        let bytes: String
    }

    /// The tables' bytes in one run, each part at an 8-byte boundary (so that a reader may load
    /// its words in place), and the index's literal for each part.
    struct Blob {
        var bytes: [UInt8] = []

        mutating func add(_ part: [UInt8]) -> String {
            if part.isEmpty { return ".empty" }
            while bytes.count % 8 != 0 { bytes.append(0) }
            let offset = bytes.count
            bytes += part
            return "Part(\(offset), \(part.count))"
        }
    }

    func generate() throws -> Output {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cldr-export-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // Every locale file's tag, the collation types above, and every locale ICU has a
        // collation for (fr-CA's French accents, sr-Latn), so that a tag falls back to a parent
        // only where ICU's does too.
        let available = String(decoding: try toolOutput(reference, ["--collation-locales"]), as: UTF8.self)
            .split(separator: "\n").map(String.init)
        var tags: [String] = []
        for tag in locales + Self.extraTags + available where !tags.contains(tag) { tags.append(tag) }
        _ = try toolOutput(reference, ["--collation-export", folder.path] + tags)
        func read(_ name: String) throws -> [UInt8] {
            guard let data = FileManager.default.contents(atPath: folder.appendingPathComponent(name).path) else {
                throw Failure(description: "icu-index-reference wrote no \(name)")
            }
            return Array(data)
        }
        let root = try Self.parse(try read("ucadata.bin"), name: "root")
        var images: [Image] = [root]
        var entries: [(tag: String, collation: Int, variableTop: UInt32, actual: String, index: [String], alphabet: String)] = []
        // The letters that may be moved for an added locale (`--also`): every locale file's
        // sections of one letter, not Latin, in both cases.
        var movable = Set<Unicode.Scalar>()
        for data in LocaleCatalog.builtIn().all {
            for section in data.sections {
                guard section.boundary.unicodeScalars.count == 1, let scalar = section.boundary.unicodeScalars.first,
                      let script = Script.of(scalar), script != .latin else { continue }
                movable.insert(scalar)
            }
        }
        for tag in tags {
            let bytes = try read(tag + ".bin")
            // The generic ICU data header: its size in the first two bytes, magic 0xDA 0x27.
            guard bytes.count > 4, bytes[2] == 0xDA, bytes[3] == 0x27 else { throw Failure(description: "\(tag): not an ICU data image") }
            let image = try Self.parse(Array(bytes[(Int(bytes[0]) | Int(bytes[1]) << 8)...]), name: tag)
            let info = String(decoding: try read(tag + ".info"), as: UTF8.self).split(separator: " ")
            guard info.count == 2, let variableTop = UInt32(info[1].trimmingCharacters(in: .whitespacesAndNewlines), radix: 16) else {
                throw Failure(description: "\(tag).info: not 'locale variable-top'")
            }
            let index: Int
            if let found = images.firstIndex(of: image) {
                index = found
            } else {
                index = images.count
                images.append(image)
            }
            // The movable letters the locale's alphabet has, as ICU asks: the letter or its
            // lowercase among the exemplars.
            let exemplars = Set(String(decoding: try read(tag + ".alphabet"), as: UTF8.self).split(separator: "\n").compactMap { UInt32($0, radix: 16) })
            let alphabet = movable.filter { letter in
                exemplars.contains(letter.value) || String(letter).lowercased().unicodeScalars.first.map { exemplars.contains($0.value) } == true
            }.sorted { $0.value < $1.value }
            entries.append((tag, index, variableTop, String(info[0]), try Self.strings(String(decoding: try read(tag + ".index"), as: UTF8.self), droppingFirst: true),
                            String(String.UnicodeScalarView(alphabet))))
        }
        let version = String(decoding: try toolOutput(reference, ["--version"]), as: UTF8.self)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        let normalization = try Self.normalizationData(fcd16: try read("fcd16.bin"), nfd: String(decoding: try read("nfd.txt"), as: UTF8.self))
        let compatibility = try Self.decompositions(String(decoding: try read("nfkd.txt"), as: UTF8.self))
        let scriptStarts = try Self.strings(String(decoding: try read("scriptstarts.txt"), as: UTF8.self), droppingFirst: true)
        let scriptCodes = String(decoding: try read("scripts.txt"), as: UTF8.self).split(separator: "\n").compactMap { line -> (String, Int)? in
            let fields = line.split(separator: " ")
            guard fields.count == 2, let number = Int(fields[1]) else { return nil }
            return (String(fields[0]), number)
        }

        var blob = Blob()
        var out = """
            // Generated by CollationTableGenerator, run as `swift package --allow-writing-to-package-directory generate-tables cldr-collation`
            // from the system \(version): its root collation (ucadata) and each locale's tailoring
            // (ucol_cloneBinary), cut to what ordering needs. Do not edit.
            // \(images.count) distinct collations for \(entries.count) locale tags; \(images.reduce(0) { $0 + Self.size(of: $1) }) bytes of collation data, \(normalization.size) of normalization data.

            extension CLDRTables {
                /// The ICU release and CLDR version the tables were read from.
                static let source = "\(version)"
                /// A hash of every table (FNV-1a, 64 bits): part of the keys' version.
                static let tablesHash = "\(Self.hash(images, normalization.blockIndex + normalization.blocks + normalization.keys + normalization.values))"

                /// Each locale tag with its collation (an index into `collations`), its
                /// variable top and the ICU locale the collation came from.
                static let locales: [LocaleEntry] = [

            """
        for entry in entries {
            out += "        LocaleEntry(tag: \"\(entry.tag)\", collation: \(entry.collation), variableTop: 0x\(String(entry.variableTop, radix: 16)), actualLocale: \"\(entry.actual)\", indexContractions: \(Self.literal(entry.index)), alphabet: \(Self.literal([entry.alphabet]).dropFirst().dropLast())),\n"
        }
        out += "    ]\n\n    /// The collations; the first is the root, which every other falls back to.\n    static let collations: [CollationSource] = [\n"
        for image in images {
            out += "        CollationSource(\n"
            out += "            options: 0x\(String(image.options, radix: 16)), jamoStart: \(image.jamoStart),\n"
            out += "            reorderCodes: \(image.reorderCodes), reorderRanges: [\(image.reorderRanges.map { "0x" + String($0, radix: 16) }.joined(separator: ", "))],\n"
            for (name, bytes) in [("reorderTable", image.reorderTable), ("trie", image.trie), ("mappings", image.mappings), ("ces", image.ces), ("ce32s", image.ce32s),
                                  ("contexts", image.contexts), ("compressibleBytes", image.compressibleBytes), ("scripts", image.scripts)] {
                out += "            \(name): \(blob.add(bytes)),\n"
            }
            out.removeLast(2)
            out += "\n        ),\n"
        }
        out += "    ]\n\n"
        out += "    /// Lead and trail canonical combining classes (lccc << 8 | tccc) by code point: a block\n"
        out += "    /// number for each 256 code points, then the blocks of 256 16-bit values.\n"
        out += "    static let fcdBlockIndex: Part = \(blob.add(normalization.blockIndex))\n"
        out += "    static let fcdBlocks: Part = \(blob.add(normalization.blocks))\n"
        out += "    /// The root collation's script starts (U+FDD1 + the first letter of each script, and of the\n"
        out += "    /// unassigned code points: the letters here), where ICU's AlphabeticIndex starts and ends\n"
        out += "    /// its scripts.\n"
        out += "    static let scriptStarts: [UInt32] = [\(scriptStarts.map { "0x" + String($0.unicodeScalars.first?.value ?? 0, radix: 16) }.joined(separator: ", "))]\n"
        out += "    /// ISO 15924 script codes and ICU's numbers for them, for script reordering.\n"
        out += "    static let scriptCodes: [String: Int32] = [\(scriptCodes.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", "))]\n"
        out += "    /// The compatibility decompositions (NFKD) where they differ from the canonical ones,\n"
        out += "    /// as the NFD tables below: AlphabeticIndex prefers the shortest label in NFKD.\n"
        out += "    static let compatibilityKeys: Part = \(blob.add(compatibility.keys))\n"
        out += "    static let compatibilityValues: Part = \(blob.add(compatibility.values))\n"
        out += "    /// The canonical decompositions (NFD) of the code points that have one, Hangul\n"
        out += "    /// syllables aside: sorted code points, then for each its start in the values.\n"
        out += "    static let decompositionKeys: Part = \(blob.add(normalization.keys))\n"
        out += "    static let decompositionValues: Part = \(blob.add(normalization.values))\n"
        out += "}\n"
        let header = """
            // Generated by CollationTableGenerator, run as `swift package --allow-writing-to-package-directory generate-tables cldr-collation`
            // from the system \(version). Do not edit.
            //
            // The bytes of CLDRCollation's tables, whose index (what each collation's parts are, and
            // where they lie in these bytes) is Sources/CLDRCollation/Generated/CLDRTables+Data.swift.
            // In C because Swift has no literal for bytes that compiles in reasonable time: a string
            // literal of them is stored as it is, \(blob.bytes.count) bytes, read where they lie.

            #include "CCLDRTables.h"

            _Alignas(16) static const unsigned char tables[\(blob.bytes.count)] =

            """
        return Output(index: out, bytes: header + Self.cLiteral(blob.bytes) + ";\n\n"
            + "const unsigned char *cldr_tables_bytes(void) { return tables; }\n\n"
            + "unsigned long cldr_tables_count(void) { return sizeof tables; }\n")
    }

    /// Bytes as C string literals of up to 100 characters a line: printable ASCII as itself
    /// (but `"`, `\\` and `?`, which could start a trigraph), the rest as octal escapes, three
    /// digits where the next character is a digit. The array's size leaves out the literal's
    /// closing NUL, as C allows.
    static func cLiteral(_ bytes: [UInt8]) -> String {
        var lines: [String] = []
        var line = "    \""
        for (index, byte) in bytes.enumerated() {
            var piece: String
            if byte >= 0x20 && byte < 0x7F && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\") && byte != UInt8(ascii: "?") {
                piece = String(UnicodeScalar(byte))
            } else {
                let next = index + 1 < bytes.count ? bytes[index + 1] : 0
                let octal = String(byte, radix: 8)
                piece = "\\" + ((next >= UInt8(ascii: "0") && next <= UInt8(ascii: "9")) ? String(repeating: "0", count: 3 - octal.count) + octal : octal)
            }
            if line.utf8.count + piece.utf8.count > 100 {
                lines.append(line + "\"")
                line = "    \""
            }
            line += piece
        }
        lines.append(line + "\"")
        return lines.joined(separator: "\n")
    }

    static func hash(_ images: [Image], _ extra: [UInt8]) -> String {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        func feed(_ bytes: [UInt8]) {
            for byte in bytes {
                hash ^= UInt64(byte)
                hash = hash &* 0x100_0000_01B3
            }
        }
        for image in images {
            feed(littleEndian([image.options, UInt32(bitPattern: image.jamoStart)] + image.reorderCodes + image.reorderRanges))
            for part in [image.reorderTable, image.trie, image.mappings, image.ces, image.ce32s, image.contexts, image.compressibleBytes, image.scripts] { feed(part) }
        }
        feed(extra)
        let text = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - text.count) + text
    }

    static func size(of image: Image) -> Int {
        image.reorderCodes.count * 4 + image.reorderRanges.count * 4 + image.reorderTable.count + image.trie.count + image.mappings.count + image.ces.count
            + image.ce32s.count + image.contexts.count + image.compressibleBytes.count + image.scripts.count
    }

    /// Strings as a Swift array literal, every scalar escaped.
    static func literal(_ strings: [String]) -> String {
        "[" + strings.map { text in "\"" + text.unicodeScalars.map { "\\u{\(String($0.value, radix: 16))}" }.joined() + "\"" }.joined(separator: ", ") + "]"
    }

    /// Lines of hex code points as strings; `droppingFirst` leaves out the first code point of
    /// each (U+FDD0 or U+FDD1, noncharacters that a Swift literal cannot hold).
    static func strings(_ text: String, droppingFirst: Bool = false) throws -> [String] {
        try text.split(separator: "\n").map { line in
            var scalars = String.UnicodeScalarView()
            for field in line.split(separator: " ").dropFirst(droppingFirst ? 1 : 0) {
                guard let value = UInt32(field, radix: 16), let scalar = Unicode.Scalar(value) else { throw Failure(description: "not hex code points: '\(line)'") }
                scalars.append(scalar)
            }
            return String(scalars)
        }
    }

    /// Splits ICU's collation data (after the header) into its parts.
    static func parse(_ bytes: [UInt8], name: String) throws -> Image {
        func int32(_ offset: Int) -> Int32 {
            Int32(bitPattern: UInt32(bytes[offset]) | UInt32(bytes[offset + 1]) << 8 | UInt32(bytes[offset + 2]) << 16 | UInt32(bytes[offset + 3]) << 24)
        }
        let count = Int(int32(0))
        func index(_ i: Int) -> Int { i < count ? Int(int32(i * 4)) : -1 }
        func part(_ i: Int) -> [UInt8] {
            let start = index(i), end = index(i + 1)
            guard start >= 0, end > start else { return [] }
            return Array(bytes[start..<end])
        }
        var image = Image()
        image.options = UInt32(bitPattern: int32(4))
        image.jamoStart = count > 4 ? int32(16) : -1
        let codes = part(5)
        var words = stride(from: 0, to: codes.count - 3, by: 4).map {
            UInt32(codes[$0]) | UInt32(codes[$0 + 1]) << 8 | UInt32(codes[$0 + 2]) << 16 | UInt32(codes[$0 + 3]) << 24
        }
        // Range limits have non-zero upper halves; codes never do.
        while let last = words.last, last & 0xFFFF_0000 != 0 {
            image.reorderRanges.insert(last, at: 0)
            words.removeLast()
        }
        image.reorderCodes = words
        let table = part(6)
        if table.count >= 256 { image.reorderTable = Array(table.prefix(256)) }
        if !image.reorderCodes.isEmpty && image.reorderTable.isEmpty {
            throw Failure(description: "\(name): reorder codes without a reorder table (ICU builds it at load time; not supported)")
        }
        image.trie = part(7)
        if image.trie.count < 8 { image.trie = [] }
        // A tailoring that maps few code points is smaller as pairs than as a trie (a trie's
        // BMP index alone is 4 kB): the runtime reads either.
        if name != "root", !image.trie.isEmpty, let pairs = try? pairs(ofTrie: image.trie), pairs.count < image.trie.count {
            image.mappings = pairs
            image.trie = []
        }
        // A large collation's trie goes in the layout the runtime looks code points up in, so
        // that its first use builds nothing (checked code point by code point against the trie).
        if !image.trie.isEmpty {
            guard let layout = CodePointTrie.layout(serialized: image.trie) else {
                throw Failure(description: "\(name): the code point trie is not UTrie2 with 32-bit values, or its layout differs from it")
            }
            image.trie = littleEndian(layout.map { UInt32(littleEndian: $0) })
        }
        image.ces = part(9)
        image.ce32s = part(11)
        image.contexts = part(13)
        image.scripts = part(16)
        let compressible = part(17)
        if compressible.count >= 256 { image.compressibleBytes = Array(compressible.prefix(256)) }
        return image
    }

    /// The (first, last, value) runs, little-endian, of the code points but the surrogates whose
    /// value in a serialized UTrie2 (ICU4C `utrie2.h`, 32-bit values) is not the fallback to
    /// the root (0xC0): a tailoring's few letters, and its Hangul syllables as one run. The generator's own reading of ICU's format, kept apart from the
    /// runtime's so that the runtime's tables cannot be needed to make them.
    static func pairs(ofTrie bytes: [UInt8]) throws -> [UInt8] {
        func u16(_ offset: Int) -> Int { Int(bytes[offset]) | Int(bytes[offset + 1]) << 8 }
        guard bytes.count >= 16, bytes[0] == 0x32, bytes[1] == 0x69, bytes[2] == 0x72, bytes[3] == 0x54, u16(4) & 0xF == 1 else {
            throw Failure(description: "not a UTrie2 with 32-bit values")
        }
        let indexLength = u16(6), dataLength = u16(8) << 2, highStart = u16(14) << 11
        let dataStart = 16 + indexLength * 2
        func index(_ i: Int) -> Int { u16(16 + i * 2) }
        func data(_ i: Int) -> UInt32 {
            let at = dataStart + i * 4
            return UInt32(bytes[at]) | UInt32(bytes[at + 1]) << 8 | UInt32(bytes[at + 2]) << 16 | UInt32(bytes[at + 3]) << 24
        }
        var out: [UInt32] = []
        var run: (first: Int, last: Int, value: UInt32)?
        func close() {
            if let run { out += [UInt32(run.first), UInt32(run.last), run.value] }
            run = nil
        }
        for c in 0..<0x110000 where !(0xD800...0xDFFF).contains(c) {
            let position: Int
            if c <= 0xFFFF {
                position = index(c >> 5) << 2 + (c & 31)
            } else if c >= highStart {
                position = dataLength - 4
            } else {
                position = index(index(2112 - 32 + (c >> 11)) + ((c >> 5) & 63)) << 2 + (c & 31)
            }
            let value = data(position)
            if let current = run, current.last == c - 1, current.value == value {
                run?.last = c
                continue
            }
            close()
            if value != 0xC0 { run = (c, c, value) }
        }
        close()
        return littleEndian(out)
    }

    /// fcd16 = lccc << 8 | tccc for every code point, as a two-stage table, and the
    /// canonical decompositions but Hangul syllables' (which the collation data maps whole).
    static func normalizationData(fcd16: [UInt8], nfd: String) throws -> (blockIndex: [UInt8], blocks: [UInt8], keys: [UInt8], values: [UInt8], size: Int) {
        guard fcd16.count == 0x110000 * 2 else { throw Failure(description: "fcd16.bin has \(fcd16.count) bytes") }
        var blockOf: [ArraySlice<UInt8>: Int] = [:]
        var blocks: [UInt8] = []
        var index: [UInt16] = []
        for block in 0..<(0x110000 >> 8) {
            let values = fcd16[(block << 9)..<((block + 1) << 9)]
            if let found = blockOf[values] {
                index.append(UInt16(found))
            } else {
                blockOf[values] = blocks.count / 512
                index.append(UInt16(blocks.count / 512))
                blocks.append(contentsOf: values)
            }
        }
        let decompositions = try decompositions(nfd)
        let blockIndex = littleEndian(index)
        return (blockIndex, blocks, decompositions.keys, decompositions.values, blockIndex.count + blocks.count + decompositions.keys.count + decompositions.values.count)
    }

    static func littleEndian<T: FixedWidthInteger>(_ words: [T]) -> [UInt8] {
        words.flatMap { word in (0..<(T.bitWidth / 8)).map { UInt8(truncatingIfNeeded: word >> ($0 * 8)) } }
    }

    /// Decompositions ("code point, then its decomposition" per line, in hex) as two tables:
    /// (code point, start) pairs sorted by code point with a sentinel, and the values. Hangul
    /// syllables are left out: the collation data maps them whole.
    static func decompositions(_ text: String) throws -> (keys: [UInt8], values: [UInt8]) {
        var keys: [UInt32] = []
        var values: [UInt32] = []
        for line in text.split(separator: "\n") {
            let fields = line.split(separator: " ").compactMap { UInt32($0, radix: 16) }
            guard fields.count >= 2, let c = fields.first else { throw Failure(description: "not a decomposition: '\(line)'") }
            if (0xAC00...0xD7A3).contains(c) { continue }
            keys.append(c)
            keys.append(UInt32(values.count))
            values.append(contentsOf: fields.dropFirst())
        }
        keys.append(0x110000)
        keys.append(UInt32(values.count))
        return (littleEndian(keys), littleEndian(values))
    }
}
