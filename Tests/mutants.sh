#!/usr/bin/env bash
# A small mutation probe: each line below changes one line of the readers, writers, output
# path, readings, key table, search or page the way a slip would, builds, runs the tests that
# should notice, and puts the line back. A mutant the tests do not catch is a behaviour no test
# guards: add the test, then keep the mutant here. Run it before you call a reader or a writer
# done; CONTRIBUTING.md records its last score.
#
#   Tests/mutants.sh            # every mutant (about 70 minutes on two cores)
#   Tests/mutants.sh 3 7        # only mutants 3 and 7
#
# It builds in .build-mutants (its own scratch folder) and needs the files it mutates to have
# no uncommitted changes, since it restores them with git.
set -uo pipefail
cd "$(dirname "$0")/.."
scratch=.build-mutants

# file <TAB> tests that must catch it (a --filter) <TAB> the line's text <TAB> the mutant's text
mutants=$(cat <<'EOF'
Sources/CollationContacts/Readers/VCardCardBuilder.swift	VCardReaderTests	        if !sawXPhonetic, let sortAs {	        if let sortAs {
Sources/CollationContacts/Readers/VCardReader.swift	VCardReaderTests|HostileInputTests	                    guard !property.isBinary, !open.isEmpty, property.kind != .other || reader.keepsOtherFields else { continue }	                    guard property.isBinary, !open.isEmpty, property.kind != .other || reader.keepsOtherFields else { continue }
Sources/CollationContacts/Readers/VCardReader.swift	HostileInputTests|ReaderPropertyTests	            guard let scalar = ControlCharacters.first(in: value) else { return }	            guard let scalar = ControlCharacters.first(in: value), value.isEmpty else { return }
Sources/CollationContacts/Readers/CSVRows.swift	HostileInputTests|ReaderPropertyTests	                if member, let control = ControlCharacters.first(in: value) {	                if !member, let control = ControlCharacters.first(in: value) {
Sources/CollationContacts/Writers/CSVPhoneticWriter.swift	PhoneticCLITests	                .filter { $0.0 < record.ranges.count }	                .filter { $0.0 < record.ranges.count + 1 }
Sources/CollationContacts/Encodings/ControlCharacters.swift	HostileInputTests|PostgresRoundTripTests	        return (value < 0x20 && value != 0x09) || (value >= 0x7F && value <= 0x9F)	        return value < 0x20 && value != 0x09
Sources/CollateCLI/Input/TextInput.swift	InputTests|HostileInputTests	                if byte == 0x0A || byte == 0x0D { break }	                if byte == 0x0A { break }
Sources/CollateCLI/Input/TextInput.swift	InputTests|HostileInputTests	                    if control == 0, (byte < 0x20 && byte != 0x09) || byte == 0x7F { control = UInt32(byte) }	                    if control == 0, byte == 0x7F { control = UInt32(byte) }
Sources/CollateCLI/Input/JSONParser.swift	HostileInputTests	            if index < bytes.count, bytes[index] == UInt8(ascii: "]") { throw error("a comma before the end of the array (a trailing comma is not JSON)") }	            if index < 0, bytes[index] == UInt8(ascii: "]") { throw error("a comma before the end of the array (a trailing comma is not JSON)") }
Sources/CollateCLI/Input/JSONParser.swift	HostileInputTests	            if index < bytes.count, isDigit(bytes[index]) { throw error("a number with a leading zero") }	            if index < 0, isDigit(bytes[index]) { throw error("a number with a leading zero") }
Sources/CollateCLI/Input/JSONParser.swift	HostileInputTests	            if byte < 0x20 { throw error("\(shown(byte)) inside a string (JSON writes it as an escape, such as \\n or \\u0000)") }	            if byte < 0x09 { throw error("\(shown(byte)) inside a string (JSON writes it as an escape, such as \\n or \\u0000)") }
Sources/CollateCLI/Input/InputLoader.swift	CLITests	        if nuls * 100 > prefix.count { return "\(nuls) NUL bytes" }	        if nuls * 100 > prefix.count * 100 { return "\(nuls) NUL bytes" }
Sources/CollateCLI/Input/InputLoader.swift	HostileInputTests	        if (nuls + controls) * 20 > prefix.count { return "\(nuls + controls) control bytes" }	        if (nuls + controls) * 5 > prefix.count { return "\(nuls + controls) control bytes" }
Sources/CollateCLI/Input/InputLoader.swift	HostileInputTests	        flags.sample || (flags.files.isEmpty && isatty(STDIN_FILENO) != 0)	        flags.sample || (flags.files.isEmpty && isatty(STDIN_FILENO) == 0)
Sources/CollateCLI/Input/InputLoader.swift	HostileInputTests	        if let size, size > maximumInput { throw tooLarge(name) }	        if let size, size > Int.max - 1 { throw tooLarge(name) }
Sources/CollateCLI/Output/OutputFile.swift	OutputSafetyTests	            mode: exists ? status.st_mode & 0o7777 : 0o666 & ~Self.umaskValue,	            mode: 0o644,
Sources/CollateCLI/Output/OutputFile.swift	OutputSafetyTests	                guard special == .writeThrough else {	                guard special == special else {
Sources/CollateCLI/Output/OutputFile.swift	OutputSafetyTests	            guard lstat(current, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else { return current }	            guard lstat(current, &status) == 0, status.st_mode & S_IFMT == 0 else { return current }
Sources/CollateCLI/Output/OutputBuffer.swift	OutputSafetyTests|ExitStatusTests	                if errno == EINTR { continue }	                if errno == EINTR || errno == ENOSPC || errno == EPIPE { return 0 }
Sources/CollateCLI/Pipeline/Pipeline.swift	OutputSafetyTests	            if list.count == 0, problems.contains(where: \.refusesFile) { throw RefusedInput(problems: problems) }	            if list.count < 0, problems.contains(where: \.refusesFile) { throw RefusedInput(problems: problems) }
Sources/CollationContacts/Encodings/ControlCharacters.swift	HostileInputTests	            if (byte < 0x20 && byte != 0x09) || byte == 0x7F { return true }	            if byte == 0x7F { return true }
Sources/CollateCLI/Output/KeyRendering.swift	HostileInputTests|PostgresRoundTripTests	            case 0x00: bytes.append(contentsOf: #"\\0"#.utf8)	            case 0x00: bytes.append(0)
Sources/CollateCLI/Output/Page/HTMLPage.swift	PageBrowserTests	            case "&": result += "&amp;"	            case "&": result += "&"
Sources/CollateCLI/Commands/Collate+Phonetic.swift	PhoneticCLITests	                        status = max(status, ExitStatus.recordProblems)	                        status = max(status, 0)
Sources/PinyinCollation/Reading/PinyinTransliterator.swift	HanNameTests	        if readsSurnames, role == .personName || role == .familyName {	        if readsSurnames {
Sources/JapaneseNames/HanNameTransliterator.swift	HanNameTests	        guard length >= 2, pinyin.surnameLength(atStartOf: Array(name.unicodeScalars.prefix(length))) < length else { return nil }	        guard length >= 2 else { return nil }
Sources/Collation/Providers/ProviderRegistry.swift	CyrillicLetterTests	            let title = String(letter).uppercased()	            let title = String(letter)
Sources/Collation/Keys/KeyRecord.swift	KeyTableTests|KeySortTests	            let stored = max(0, headLength - 16), size = LEB128.size(of: headLength)	            let stored = max(0, headLength - 17), size = LEB128.size(of: headLength)
Sources/CollationSearch/SearchQuery.swift	SearchQueryTests|SearchCLITests	        if text.starts(with: query) { return .prefix }	        if text.starts(with: query), text.count < 0 { return .prefix }
Sources/CollationSearch/SearchFolding.swift	SearchQueryTests|SearchKeyTests	            case 0x41...0x5A: bytes.append(UInt8(value) | 0x20)	            case 0x41...0x5A: bytes.append(UInt8(value))
Sources/CollateCLI/Output/OutputFile.swift	OutputFaultTests	            guard OutputSteps.fsync(descriptor) == 0 else { throw OutputProblem(file: name, errno: errno, doing: "cannot save it to the disk") }	            guard OutputSteps.fsync(replacement.folder) == 0 else { throw OutputProblem(file: name, errno: errno, doing: "cannot save it to the disk") }
Sources/CollateCLI/Output/OutputFile.swift	OutputFaultTests	            mode: exists ? status.st_mode & 0o7777 : 0o666 & ~Self.umaskValue,	            mode: exists ? status.st_mode & 0o7777 : 0o666,
Sources/CollateCLI/Output/InterruptCleanup.swift	OutputFaultTests	        raise(interruption)	        _exit(1)
Sources/CollateCLI/Pipeline/Pipeline.swift	ExitStatusTests	            throw ExitCode(stop.problem.refusesFile ? ExitStatus.refusedFile : ExitStatus.recordProblems)	            throw ExitCode(ExitStatus.recordProblems)
Sources/CollateCLI/Input/JSONParser.swift	JSONBoundsTests	                    code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)	                    code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDBFF)
Sources/CollateCLI/Input/JSONParser.swift	JSONBoundsTests	        guard depth <= Self.maximumDepth else { throw error("arrays and objects nested more than \(Self.maximumDepth) deep") }	        guard depth < Self.maximumDepth else { throw error("arrays and objects nested more than \(Self.maximumDepth) deep") }
Sources/CollateCLI/Input/JSONParser.swift	JSONBoundsTests	                    guard (0xDC00...0xDFFF).contains(low) else { throw error("a high surrogate followed by \\u\(String(low, radix: 16)), not a low one") }	                    guard (0xD800...0xDFFF).contains(low) else { throw error("a high surrogate followed by \\u\(String(low, radix: 16)), not a low one") }
Sources/CollateCLI/Input/RecordChunks.swift	KeysStreamingTests	                quoted.toggle()	                quoted = false
Sources/CollateCLI/Input/RecordChunks.swift	KeysStreamingTests	            return Self.lastCardEnd(in: pending)	            return Self.lastLineEnd(in: pending[...])
Sources/CollationContacts/Encodings/ControlCharacters.swift	ControlCharactersTests|HostileInputTests	        return (value < 0x20 && value != 0x09) || (value >= 0x7F && value <= 0x9F)	        return (value < 0x20 && value != 0x09) || (value >= 0x7F && value < 0x9F)
Sources/CollationContacts/Encodings/ControlCharacters.swift	ControlCharactersTests|HostileInputTests	                let below20 = (word &- ones &* 0x20) & ~word	                let below20 = (word &- ones &* 0x1F) & ~word
Sources/CollationSearch/Keypad.swift	KeypadLayoutTests|KeypadCLITests	            case .russian: ["абвг", "деёжз", "ийкл", "мноп", "рсту", "фхцч", "шщъы", "ьэюя"]	            case .russian: ["абвг", "деёжз", "ийкл", "мноп", "рсту", "фхцч", "шщъ", "ыьэюя"]
Sources/CLDRCollation/Engine/SortKeyWriter+DirectPath.swift	DirectPathTests	                    if entry & DirectElements.markBit != 0 && afterMarkContractionStart != 0 { return nil }	                    if entry & DirectElements.markBit != 0 && afterMarkContractionStart == 0 { return nil }
Sources/CLDRCollation/Engine/DirectElements.swift	DirectPathTests	        if settings.hasReordering { primary = settings.reorder(primary) }	        if settings.hasReordering, primary < 0x6000_0000 { primary = settings.reorder(primary) }
Sources/CLDRCollation/Engine/SortKeyWriter+DirectPath.swift	DirectPathTests	                entry = resolvedCodePoints[slot] == c ? resolvedEntries[slot] : Self.resolvedEntry(c, direct: direct, scratch: scratch)	                entry = resolvedCodePoints[slot] & 0xFF == c & 0xFF ? resolvedEntries[slot] : Self.resolvedEntry(c, direct: direct, scratch: scratch)
Sources/CLDRCollation/Engine/DirectElements.swift	DirectPathTests	            guard ce32 & CollationLayout.contractNextCCC != 0 else { return (0, 0) }	            guard ce32 & CollationLayout.contractNextCCC != 0 || c < 0x80 else { return (0, 0) }
Sources/CollationSearch/KeypadIndex.swift	KeypadCLITests	        while start + digits.count <= numbers.count {	        while start + digits.count < numbers.count {
Sources/CollationSearch/SearchHighlight.swift	KeypadCLITests	            return (start, text.utf16.distance(from: range.lowerBound, to: range.upperBound))	            return (start, text.unicodeScalars.distance(from: range.lowerBound, to: range.upperBound))
Sources/CollateCLI/Input/InputLoader.swift	InputTests	        if prefix.starts(with: [0xFF, 0xFE]) || prefix.starts(with: [0xFE, 0xFF]) { return nil }	        if prefix.starts(with: [0xFF, 0xFE]) { return nil }
Sources/CollateCLI/Output/OutputFile.swift	OutputFaultTests	        let synced = OutputSteps.fsync(replacement.folder) == 0 || errno == EINVAL	        let synced = true
Sources/CollateCLI/Output/OutputFile.swift	OutputFaultTests	            guard OutputSteps.fchmod(descriptor, replacement.mode) == 0 else { throw OutputProblem(file: name, errno: errno, doing: "cannot set its permissions") }	            guard OutputSteps.fchmod(descriptor, replacement.mode) == 0 || true else { throw OutputProblem(file: name, errno: errno, doing: "cannot set its permissions") }
Sources/CollateCLI/Output/OutputFile.swift	OutputFaultTests	        guard closed == 0 else {	        guard closed == 0 || true else {
Sources/CollateCLI/Output/OutputFile.swift	OutputFaultTests	        guard renamed else {	        guard renamed || true else {
Sources/CollateCLI/Pipeline/Pipeline.swift	KeysStreamingTests	        let refusals = problems.dropFirst(50).filter(\.refusesFile)	        let refusals = problems.dropFirst(50).filter { _ in false }
Sources/CollationContacts/Readers/CSVRows.swift	NamesOnlyReadingTests	                contact.appendCollationParts(order: order, to: &nameParts)	                contact.appendCollationParts(order: .family, to: &nameParts)
Sources/CollateCLI/Input/NameList.swift	NamesOnlyCLITests	    public var hasContacts: Bool { !contactParts.isEmpty }	    public var hasContacts: Bool { !contactList.isEmpty }
Sources/CollationContacts/Readers/VCardReader.swift	NamesOnlyReadingTests	                read.names.append(contentsOf: session.names)	                read.names.append(contentsOf: sessions[0].names)
Sources/CollateCLI/Commands/Collate+Sort.swift	ArgumentParsingTests	            try input.validate()	            _ = input
Sources/CLDRCollation/Provider/CLDRIndexOrder.swift	ScriptStartOrderTests	    var scriptStartsAreSorted: Bool { !primary.settings.hasReordering && CLDRScriptStartOrder.fitsTables }	    var scriptStartsAreSorted: Bool { CLDRScriptStartOrder.fitsTables }
Sources/PinyinCollation/Tables/PinyinData.swift	PinyinTableTests	                    syllables.append(PinyinSyllable(toned: spelling, tone: Int(tone), letters: letters))	                    syllables.append(PinyinSyllable(toned: spelling, tone: 5, letters: letters))
Sources/PinyinCollation/Reading/ReadingIndex.swift	PeerNameTests|SurnameTests	            byFirst[first]?.sort { $0.rest.count > $1.rest.count }	            byFirst[first]?.sort { $0.rest.count < $1.rest.count }
Sources/Collation/Locales/LocaleData+Parsing.swift	LocaleDataTests	                guard first < end, bytes[first] | 0x20 == UInt8(ascii: "s") || bytes[first] >= 0x80 else { continue }	                guard first < end, bytes[first] | 0x20 == UInt8(ascii: "s") else { continue }
Sources/CLDRCollation/Engine/DirectLevels.swift	DirectPathTests	                Self.put(UInt8(truncatingIfNeeded: t < CollationLayout.commonWeight16 ? SortKeyWriter.tertiaryOnlyCommonLow + run : SortKeyWriter.tertiaryOnlyCommonHigh - run),	                Self.put(UInt8(truncatingIfNeeded: t < CollationLayout.commonWeight16 ? SortKeyWriter.tertiaryOnlyCommonLow + run : SortKeyWriter.tertiaryOnlyCommonHigh - run - 1),
Sources/CLDRCollation/Engine/DirectLevels.swift	DirectPathTests	                Self.put(UInt8(truncatingIfNeeded: SortKeyWriter.secondaryCommonLow + UInt32(commonSecondaries - 1)), at: &secondaryEnd)	                Self.put(UInt8(truncatingIfNeeded: SortKeyWriter.secondaryCommonLow + UInt32(commonSecondaries)), at: &secondaryEnd)
Sources/CLDRCollation/Engine/SortKeyWriter+DirectPath.swift	DirectPathTests	                let start = slot * Scratch.keptElementsPerSlot	                let start = slot
Sources/CLDRCollation/Engine/DirectLevels.swift	DirectPathTests	        if ce & DirectElements.oneBytePrimaryBit != 0 && previousPrimary == 0 {	        if ce & DirectElements.oneBytePrimaryBit != 0 {
Sources/Collation/Lists/BucketBoundaries.swift	BucketBoundariesTests|SectionTests	                        if boundary.count == 1 || (second < 256 && Int(boundary[1]) < second) || (second < 256 && Int(boundary[1]) == second && boundary.count == 2) {	                        if boundary.count == 1 || (second < 256 && Int(boundary[1]) < second) || (second < 256 && Int(boundary[1]) == second && boundary.count >= 2) {
Sources/CollateCLI/Output/TextRendering.swift	CLITests|TextRenderingTests	                        if indented {	                        if !indented {
Sources/CollateCLI/Output/KeyRendering.swift	KeyRenderingTests	        if utf8.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C }) {	        if utf8.contains(where: { $0 < 0x20 || $0 == 0x22 }) {
Sources/CollateCLI/Output/KeyRendering.swift	KeyRenderingTests	        guard utf8.contains(where: { $0 < 0x20 || $0 == 0x5C || $0 == 0x7F || $0 == 0xC2 }) else {	        guard utf8.contains(where: { $0 < 0x20 || $0 == 0x5C || $0 == 0x7F }) else {
Sources/CollateCLI/Output/Page/HTMLPage.swift	JSONByteWriterTests	            } else if byte == 0xE2, index + 2 < json.count, json[index + 1] == 0x80, json[index + 2] == 0xA8 || json[index + 2] == 0xA9 {	            } else if byte == 0xE2, index + 2 < json.count, json[index + 1] == 0x80, json[index + 2] == 0xA8 {
Sources/Collation/Readings/KanaWidth.swift	KanaWidthTests	                if (second == 0xBD && third >= 0xA1) || (second == 0xBE && third <= 0x9F) { return true }	                if (second == 0xBD && third >= 0xA1) || (second == 0xBE && third < 0x9F) { return true }
Sources/CLDRCollation/Engine/DirectElements.swift	DirectPathTests|CLDRCollationTests	            && UInt32(truncatingIfNeeded: entry) & 0xFFFF_3F00 == 0x0500_0500	            && UInt32(truncatingIfNeeded: entry) & 0xFFFF_0000 == 0x0500_0000
Sources/CLDRCollation/Engine/SortKeyWriter+DirectPath.swift	DirectPathTests|CLDRCollationTests	                if levels.previousPrimary == 0 && afterMarkContractionStart == 0 {	                if afterMarkContractionStart == 0 {
Sources/Collation/Lists/BucketBoundaries.swift	BucketBoundariesTests|SectionTests	                    let section = count <= 0 ? count : sections[count - 1] + 1	                    let section = count <= 0 ? count : sections[count - 1]
Sources/JapaneseNames/JapaneseNameTransliterator.swift	JapaneseNameTests	        while end > 0, scalars[end - 1].isWhiteSpace { end -= 1 }	        while end > 1, scalars[end - 1].isWhiteSpace, scalars[end - 2].isWhiteSpace { end -= 1 }
Sources/JapaneseNames/JapaneseSurnames.swift	JapaneseNameTests	        return Int(firstScalarRuns[index])..<Int(firstScalarRuns[index + 1])	        return Int(firstScalarRuns[index])..<Int(firstScalarRuns[index + 1]) - 1
Sources/CLDRCollation/Engine/SyllableElements.swift	HanNameKeyTests	        let slot = keyable && count > 0 && count <= Self.perSyllable	        let slot = count > 0 && count <= Self.perSyllable
Sources/CLDRCollation/Engine/SortKeyWriter+Syllables.swift	HanNameKeyTests	                    for element in 0..<count { levels.write(elements[element]) }	                    for element in 1..<count { levels.write(elements[element]) }
Sources/CollateCLI/Input/TextInput.swift	InputTests	                                  lead != 0xE0 || second >= 0xA0, lead != 0xED || second < 0xA0 {	                                  lead != 0xE0 || second >= 0xA0 {
Sources/PinyinCollation/Reading/SyllableTokenOutput.swift	FusedKeyTests	        tokens.append(SyllableSpellings.tokenBit | UInt32(truncatingIfNeeded: index))	        tokens.append(UInt32(truncatingIfNeeded: index))
Sources/CLDRCollation/Engine/DirectLevels.swift	HanNameKeyTests	        commons &+= ((slot >> 40) & 0xF) &* 0x1_0000_0001 &+ 0x1_0000_0000	        commons &+= ((slot >> 40) & 0xF) &* 0x1_0000_0001
Sources/CLDRCollation/Engine/SortKeyWriter+DirectPath.swift	DirectPathTests	                        guard scalar < limit else { break }	                        guard scalar < Input.unsupported else { break }
Sources/CLDRCollation/Engine/SortKeyWriter+DirectPath.swift	DirectPathTests	                        guard next & DirectElements.compressibleRunBit != 0 && next >> 56 == lead else { break }	                        guard next & DirectElements.compressibleRunBit != 0 else { break }
Sources/CLDRCollation/Engine/SortKeyWriter+DirectPath.swift	DirectPathTests	        guard c < limit, stop >= 0x80, let first = Unicode.Scalar(c) else { return nil }	        guard c < limit, let first = Unicode.Scalar(c) else { return nil }
Sources/CLDRCollation/Engine/SortKeyWriter+DirectPath.swift	DirectPathTests	                        afterMarkContractionStart = next & DirectElements.markContractionBit	                        afterMarkContractionStart = 0
Sources/Collation/Lists/BucketBoundaries.swift	BucketBoundariesTests|ICUSectionTests	                guard buckets[firstAt[first]..<firstAt[first + 1]].allSatisfy({ $0.boundaryKey.count == 1 }) else { return -1 }	                guard buckets[firstAt[first]..<firstAt[first + 1]].allSatisfy({ $0.boundaryKey.count <= 2 }) else { return -1 }
Sources/CLDRCollation/Engine/DirectLevels.swift	DirectPathTests	        levels.commons &+= 0x1_0000_0000	        levels.commons &+= 0
Sources/CLDRCollation/Engine/DirectElements.swift	DirectPathTests	                if count == 2 && flags == 0, let accent = Self.accentSecondary(resolved[1]) {	                if count >= 2 && flags == 0, let accent = Self.accentSecondary(resolved[1]) {
Sources/CLDRCollation/Engine/SortKeyWriter+DirectPath.swift	DirectPathTests	                    levels = DirectLevels.withAccented(levels, letter: source[start], secondary: UInt32(truncatingIfNeeded: entry >> 16) & 0xFFFF,	                    levels = DirectLevels.withAccented(levels, letter: source[start], secondary: UInt32(truncatingIfNeeded: entry >> 24) & 0xFFFF,
Sources/CLDRCollation/Provider/CLDRKeyWriterState.swift	HanNameKeyTests|JapaneseNameTests	        return array.count	        return 0
Sources/CLDRCollation/Provider/CLDRKeyWriterState.swift	HanNameKeyTests|JapaneseNameTests	            maker.collectDirectKey(ofMeaningfulUTF16: UnsafeBufferPointer(rebasing: units[start...]))	            maker.collectDirectKey(ofMeaningfulUTF16: UnsafeBufferPointer(rebasing: units[0...]))
Sources/CLDRCollation/Provider/CLDRKeyWriterState.swift	HanNameKeyTests|JapaneseNameTests	            let meaningful = state.readingUnits[(start + skipped)...]	            let meaningful = state.readingUnits[skipped...]
Sources/Collation/Keys/TextScanning.swift	JapaneseNameTests|ICUPropertyTests	            offset += UTF16.width(scalar)	            offset += 1
Sources/Collation/Keys/KeyArena.swift	KeyTable	            new.initialize(from: base, count: count)	            new.initialize(from: base, count: count / 2)
Sources/Collation/Keys/KeyRecord.swift	KeyTable|KeySort	            arena.setCount(start + size + stored)	            arena.setCount(start + size + stored + 1)
Sources/Collation/Keys/NameKeyWriter.swift	arenaKeys	        if leavingName && !KeyTieBreak.needsEscaping(name) { return -1 - clamped }	        if !KeyTieBreak.needsEscaping(name) { return -1 - clamped }
Sources/Collation/Keys/KeyTable.swift	KeyTable|KeySort	            defer { for value in low...high { table[value] = 0 } }	            defer { for value in low..<high { table[value] = 0 } }
Sources/Collation/Keys/KeyTable.swift	KeyTable|KeySort	            let differing = max(byte, keyBits != 0 ? keyBits.leadingZeroBitCount / 8 : 8 + nextBits.leadingZeroBitCount / 8)	            let differing = max(byte, keyBits != 0 ? keyBits.leadingZeroBitCount / 8 + 1 : 8 + nextBits.leadingZeroBitCount / 8)
Sources/CLDRCollation/Engine/DirectLevels.swift	DirectPathTests	        let count = DirectElements.runCount(entry)	        let count = 1
Sources/CLDRCollation/Engine/SortKeyWriter+DirectPath.swift	DirectPathTests	                        if UInt32(truncatingIfNeeded: lead) != levels.previousPrimary >> 24 {	                        if levels.previousPrimary == 0 {
Sources/CLDRCollation/Engine/DirectLevels.swift	DirectPathTests	        commons &+= 0x1_0000_0001	        commons &+= 0x1
Sources/CLDRCollation/Engine/SortKeyWriter+DirectPath.swift	DirectPathTests	                              UInt32(truncatingIfNeeded: plain) == DirectElements.plainCommon {	                              UInt32(truncatingIfNeeded: plain) & 0xFF00_0000 == 0x0500_0000 {
Sources/CLDRCollation/Engine/DirectLevels.swift	DirectPathTests	        let secondaryCount = secondaryEnd - scratch.secondaries.base, tertiaryCount = tertiaryEnd - scratch.tertiaries.base - 1	        let secondaryCount = secondaryEnd - scratch.secondaries.base, tertiaryCount = tertiaryEnd - scratch.tertiaries.base
Sources/CLDRCollation/Engine/DirectElements.swift	DirectPathTests	        c < UInt32(Self.letterLimit) && letters[Int(c >> 6)] >> (c & 63) & 1 != 0	        c < UInt32(Self.letterLimit)
Sources/Collation/Keys/TextScanning.swift	HanNameKeyTests	        return leading == first.value	        return true
Sources/Collation/Keys/KeyTable.swift	KeyTable|KeySort	                    if (item.record == first.record && arena == firstArena) || (item.record == equalRecord && arena == equalArena) { continue }	                    if (item.record == first.record && arena == firstArena) || item.record == equalRecord { continue }
Sources/CollateCLI/Output/TextRendering.swift	TextRenderingTests	        if index < count {	        if index > count {
Sources/CollateCLI/Input/TextInput.swift	InputTests	                                  lead != 0xE0 || second >= 0xA0, lead != 0xED || second < 0xA0 {	                                  lead != 0xED || second < 0xA0 {
Sources/Collation/Keys/KeyTable.swift	KeyTable|KeySort	                if depth + written == headLength {	                if depth + written == headLength + 1 {
Sources/Collation/Keys/ByteWords.swift	KeyTieBreakTests|JSONByteWriter	        (word &- ones &* UInt64(bound)) & ~word	        (word &- ones &* UInt64(bound &- 1)) & ~word
Sources/Collation/Keys/KeyTable.swift	KeyTable|KeySort	            let shift = UInt64(truncatingIfNeeded: 56 &- 8 &* (byte & 7))	            let shift = UInt64(truncatingIfNeeded: 56 &- 8 &* (byte & 3))
Sources/CLDRCollation/Engine/SortKeyWriter.swift	DirectPathTests	        @exclusivity(unchecked) private var directRoomUnits = -1	        @exclusivity(unchecked) private var directRoomUnits = 1000
Sources/Collation/Keys/TextScanning.swift	TextScanningTests	        if value < ignorableLimit { return ignorableWords[Int(value >> 6)] >> (value & 63) & 1 != 0 }	        if value < ignorableLimit { return ignorableWords[Int(value >> 6)] >> (value & 31) & 1 != 0 }
Sources/CLDRCollation/Engine/SortKeyWriter+DirectPath.swift	DirectPathTests	                    input = following	                    _ = following
Sources/CLDRCollation/Engine/DirectElements.swift	DirectPathTests	            return (self.elements(ofCE32: ownCE32, c, in: d, into: elements), 0, false)	            return (self.elements(ofCE32: ownCE32, c, in: d, into: elements), 1, false)
Sources/CLDRCollation/Engine/DirectElements.swift	DirectPathTests	            case .none: return (self.elements(ofCE32: matchCE32, c, in: d, into: elements), matched, true)	            case .none: return (self.elements(ofCE32: ownCE32, c, in: d, into: elements), 0, true)
Sources/CLDRCollation/Engine/SortKeyWriter+DirectPath.swift	DirectPathTests	                return (count, takes == 0 ? input : takes == 1 ? afterNext : afterThird)	                return (count, takes == 0 ? input : afterNext)
Sources/CLDRCollation/Engine/SortKeyWriter.swift	DirectPathTests	            slot[1] = UInt64(count) | UInt64(takes) << 8	            slot[1] = UInt64(count)
Sources/CLDRCollation/Engine/SortKeyWriter+DirectPath.swift	DirectPathTests	            || (c >= 0x80 && c < Input.unsupported && !direct.startsLetter(c) && Unicode.Scalar(c).map(TextScanning.isIgnorable) ?? true) {	            || (c >= 0x80 && c < Input.unsupported && direct.startsLetter(c) && Unicode.Scalar(c).map(TextScanning.isIgnorable) ?? true) {
Sources/CLDRCollation/Engine/DirectLevels.swift	DirectPathTests	                put(UInt8(truncatingIfNeeded: SortKeyWriter.secondaryCommonHigh &- UInt32(truncatingIfNeeded: commonSecondaries &- 1)), at: &end)	                put(UInt8(truncatingIfNeeded: SortKeyWriter.secondaryCommonLow &+ UInt32(truncatingIfNeeded: commonSecondaries &- 1)), at: &end)
Sources/CLDRCollation/Engine/DirectLevels.swift	DirectPathTests	            return (end, 0, tertiaryEnd, commonTertiaries &+ 1)	            return (end, 0, tertiaryEnd, commonTertiaries)
Sources/JapaneseNames/JapaneseSurnames.swift	JapaneseNameTests	        if pairBits[bit >> 6] & (1 << (bit & 63)) == 0 { return false }	        if pairBits[bit >> 6] & (1 << (bit & 62)) == 0 { return false }
Sources/CollateCLI/Input/InputLoader.swift	CLITests	                    initialized += read	                    initialized = read
Sources/Collation/Keys/KeyTable.swift	KeyTable|KeySort	            storageFirst = position	            storageFirst = 0
Sources/Collation/Keys/KeyTable.swift	KeyTable|KeySort	        blocks = tables.flatMap(\.blocks).sorted { $0.first < $1.first }	        blocks = tables.flatMap(\.blocks)
Sources/Collation/Keys/KeyTable.swift	KeyTable|KeySort	            while index + 1 < arenas.count, arenas[index + 1].first <= position { index += 1 }	            while index + 1 < arenas.count, arenas[index + 1].first < position { index += 1 }
Sources/Collation/Keys/KeyTable.swift	KeyTable|KeySort	                runs.append(start..<(index + 1))	                runs.append(start..<index)
Sources/Collation/Keys/RepeatedNames.swift	RepeatedNames	        let span = UInt64(max(count, span ?? count))	        let span = UInt64(count)
Sources/Collation/Keys/KeyArena.swift	KeyTable	                if length > 24 {	                if length > 25 {
Sources/Collation/Keys/RepeatedNameBytes.swift	RepeatedName	        return found.map { Int(positions[$0]) }	        return found
Sources/Collation/Keys/RepeatedNames.swift	RepeatedName	        aheadHash = Self.hash(name)	        aheadHash = Self.hash(name) &+ 1
Sources/CollateCLI/Output/CSVRow.swift	CSVRenderingTests	        lineFeedFirst = true	        lineFeedFirst = cells > 0
Sources/CollateCLI/Output/CSVRendering.swift	CSVRenderingTests	                    prepare?(rows)	                    prepare?(rows.dropLast())
Sources/CollateCLI/Output/ContactJSON.swift	JSONByteWriterTests	            bytes.append(contentsOf: "\"name\" : ".utf8)	            bytes.append(contentsOf: "\"name\": ".utf8)
Sources/CollateCLI/Output/CSVRow.swift	CSVRenderingTests	            if byte == 0x22 { bytes.append(0x22) }	            if byte == 0x23 { bytes.append(0x22) }
Sources/Collation/Keys/KeyTable.swift	KeyTable|KeySort	                if item.position < previous { return false }	                if item.position < previous { return true }
EOF
)

wanted=" $* "
caught=0 survived=0 invalid=0 number=0
survivors=()
restore() { [ -n "${current:-}" ] && git checkout -q -- "$current"; }
trap 'restore; exit 130' INT TERM
while IFS=$'\t' read -r file filter original mutant; do
    number=$((number + 1))
    [ "$wanted" = "  " ] || [[ "$wanted" == *" $number "* ]] || continue
    if ! git diff --quiet -- "$file"; then echo "mutant $number: $file has uncommitted changes; skipped"; invalid=$((invalid + 1)); continue; fi
    current=$file
    if ! python3 - "$file" "$original" "$mutant" <<'PY'
import sys
path, original, mutant = sys.argv[1:]
text = open(path, encoding="utf-8").read()
lines = text.split("\n")
hits = [i for i, line in enumerate(lines) if line == original]
if len(hits) != 1:
    sys.exit(f"the line is in the file {len(hits)} times, not once")
lines[hits[0]] = mutant
open(path, "w", encoding="utf-8").write("\n".join(lines))
PY
    then echo "mutant $number: stale ($file)"; invalid=$((invalid + 1)); current=; continue; fi
    if ! swift build --build-tests --scratch-path "$scratch" >"$scratch.log" 2>&1; then
        echo "mutant $number: does not compile ($file)"; invalid=$((invalid + 1)); restore; current=; continue
    fi
    # A mutant may make a run wait forever (a FIFO with no reader): ten minutes is a catch too.
    if timeout 600 swift test --skip-build --scratch-path "$scratch" --filter "$filter" >"$scratch.log" 2>&1; then
        echo "mutant $number: SURVIVED  $file: $mutant"
        survived=$((survived + 1)); survivors+=("$number")
    else
        echo "mutant $number: caught by $filter"
        caught=$((caught + 1))
    fi
    restore; current=
done <<< "$mutants"
echo "caught $caught of $((caught + survived)) mutants${invalid:+; $invalid stale or not compiling}"
[ "$survived" -eq 0 ] && [ "$invalid" -eq 0 ]
