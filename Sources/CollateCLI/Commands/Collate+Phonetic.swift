import ArgumentParser
import Collation
import CollationContacts
import Foundation
import JapaneseNames
import PinyinCollation

extension Collate {
    /// `collate phonetic`: the same address book with the phonetic names filled in where a
    /// phone needs them, every other byte kept.
    struct Phonetic: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Fill in the phonetic names phones sort by (pinyin for Chinese names, kana for Japanese ones), keeping every other byte of the address book.",
            discussion: """
                Every phone files a contact by its phonetic name when it has one, so an address book \
                re-imported with them sorts right on the phone itself: 曾国藩 under Z, not C. Reads a \
                vCard file (2.1, 3.0, 4.0) and writes the same file, in the same syntax and encoding, \
                with X-PHONETIC-LAST-NAME and X-PHONETIC-FIRST-NAME added where a family or given name \
                is written in Han. Existing phonetic names are kept (--overwrite replaces them). The \
                result goes to standard output, to --output FILE (written whole or not at all), or \
                over the input with --in-place; a summary goes to standard error.
                """
        )
        @Argument(help: ArgumentHelp("The address books (vCard files or contact CSV exports; several with --in-place or --dry-run); '-' or none: standard input.", valueName: "file"))
        var files: [String] = []
        @Option(help: "BCP 47 locale whose phones the names are for (zh-Hans, zh-Hant, ja; en and others read Chinese and Japanese names by the name). Default: from LC_ALL, LC_COLLATE or LANG; else en.")
        var locale: String?
        @Option(help: ArgumentHelp("Write the address book here (atomically) instead of to standard output.", valueName: "file"))
        var output: String?
        @Flag(help: "Write over the input file (atomically).")
        var inPlace = false
        @Flag(help: "Replace phonetic names the cards already have.")
        var overwrite = false
        @Flag(help: "Print what would be filled, one line per name, and write nothing.")
        var dryRun = false
        @Option(help: "With --dry-run: the format of the list of fills.")
        var format: ReportFormat = .text
        @Option(help: "Pinyin as typed (Zeng / Guofan), with tones (Zēng / Guófān) or spaced (Zeng / Guo Fan).")
        var phoneticStyle: PinyinStyle = .typed
        @Option(help: "Japanese readings in hiragana or katakana.")
        var kana: KanaStyle = .hiragana
        @Option(help: ArgumentHelp("Your own pinyin readings (see `collate --help`).", valueName: "file"))
        var readings: String?
        @Option(help: ArgumentHelp("The encoding of values that do not declare one (shift_jis, gb18030, big5…). Default: UTF-8.", valueName: "name"))
        var encoding: String?
        @Flag(help: "List the names that have no known reading in the summary.")
        var verbose = false

        func validate() throws {
            if files.count > 1, !inPlace, !dryRun {
                throw ValidationError("several address books are written with --in-place (each over itself) or looked at with --dry-run")
            }
            if output != nil, inPlace { throw ValidationError("--output and --in-place: choose one") }
            if inPlace, files.isEmpty || files.contains("-") { throw ValidationError("--in-place needs files, not standard input") }
            if let encoding, TextEncoding(named: encoding) == nil { throw ValidationError("unknown encoding '\(encoding)'") }
        }

        /// What one file gave: its new bytes, its cards or rows, the reader's problems.
        typealias Written = (bytes: [UInt8], cards: [VCardPhoneticWriter.Card], problems: [FileProblem])

        func run() async throws {
            let locale: LocaleIdentifier
            let custom: PinyinReadings
            do {
                locale = try LocaleIdentifier(self.locale ?? CollationFlags.environmentLocale())
                custom = try readings.map { try PinyinReadings(parsing: try InputLoader.readText($0), file: $0) } ?? PinyinReadings()
            } catch {
                printError("collate: \(error)")
                throw ExitCode.failure
            }
            // As every other command warns: a well-formed tag with no data (xx-YY) is read as en.
            if self.locale != nil, LocaleCatalog.builtIn().data(for: locale) == nil {
                printError("collate: warning: no locale data for '\(locale.identifier)': names are read as in a locale that does not read Han itself (en); `collate locales` lists the locales there are")
            }
            let style = phoneticStyle, kana = kana, reading = PinyinTransliterator(custom: custom)
            let suggest = { (contact: Contact) in contact.suggestedPhoneticName(for: locale, style: style, kana: kana, reading: reading) }
            // Each file on its own: one that cannot be written is reported and the others are
            // still done; the exit status is the worst of them.
            var status: Int32 = 0
            var report: [PhoneticReport.Fill] = []
            for path in files.isEmpty ? ["-"] : files {
                do throws(ExitCode) {
                    let written = try fill(path, suggest: suggest)
                    let name = path == "-" ? "standard input" : path
                    if dryRun {
                        report += PhoneticReport.fills(of: written.cards, file: name)
                    } else {
                        try write(written.bytes, from: path)
                    }
                    summarize(written, file: name)
                    if !written.problems.isEmpty {
                        for problem in written.problems.prefix(50) { printError("collate: \(problem)") }
                        status = max(status, ExitStatus.recordProblems)
                    }
                } catch {
                    status = status == 0 || status == 65 ? error.rawValue : max(status, error.rawValue)
                }
            }
            if dryRun {
                var out = OutputBuffer()
                try PhoneticReport(fills: report).write(as: format.format, to: &out)
                do { try out.close() } catch {
                    printError("collate: \(error)")
                    throw ExitCode(ExitStatus.outputFailed)
                }
            }
            if status != 0 { throw ExitCode(status) }
        }

        /// The file at `path` with its phonetic names filled in, or an exit code after saying
        /// why it cannot be.
        private func fill(_ path: String, suggest: (Contact) -> PhoneticName) throws(ExitCode) -> Written {
            let name = path == "-" ? "standard input" : path
            let bytes: [UInt8]
            do { bytes = try InputLoader.readAll(path) } catch {
                printError("collate: \(error)")
                throw ExitCode((error as? FileProblem)?.refusesFile == true ? ExitStatus.refusedFile : ExitStatus.failure)
            }
            let kind = InputLoader.format(of: bytes, path: path, asked: .auto)
            if kind == .csv {
                do {
                    let written = try CSVPhoneticWriter(overwrite: overwrite).write(bytes, file: name, suggest: suggest)
                    return (written.bytes, written.rows, [])
                } catch {
                    printError("collate: \(error)")
                    throw error.isUsage ? ExitCode(ExitStatus.usage) : ExitCode.failure
                }
            }
            guard kind == .vcard else {
                printError("collate: \(name): not an address book: phonetic writes vCard files (2.1, 3.0, 4.0) and contact CSV exports (Google, Outlook.com); nothing was written")
                throw ExitCode(ExitStatus.usage)
            }
            do {
                let reader = VCardReader(defaultEncoding: encoding.flatMap(TextEncoding.init(named:)) ?? .utf8)
                let written = try VCardPhoneticWriter(overwrite: overwrite, reader: reader).write(bytes, file: name, suggest: suggest)
                return (written.bytes, written.cards, written.problems)
            } catch {
                printError("collate: \(error)")
                throw ExitCode(ExitStatus.refusedFile)
            }
        }

        /// Writes `bytes` where the flags say: `--output` or over `path` (whole or not at all,
        /// see ``OutputFile``), else to standard output.
        private func write(_ bytes: [UInt8], from path: String) throws(ExitCode) {
            do throws(OutputProblem) {
                // Over the input, the target must be the regular file that was read.
                var out: OutputBuffer
                if let output {
                    out = try OutputBuffer(file: output)
                } else if inPlace {
                    out = try OutputBuffer(file: path, special: .refuse)
                } else {
                    out = OutputBuffer()
                }
                out.write(bytes)
                try out.close()
            } catch {
                printError("collate: \(error)")
                throw ExitCode(ExitStatus.outputFailed)
            }
        }

        /// The summary on standard error.
        private func summarize(_ result: Written, file: String) {
            let families = result.cards.filter { $0.written.family != nil }.count
            let givens = result.cards.filter { $0.written.given != nil }.count
            let had = result.cards.filter(\.hadPhoneticName).count
            // Cards kept for their phonetic name were not read, so they are not "no reading".
            let unread = result.cards.filter { (overwrite || !$0.hadPhoneticName) && !Self.unreadParts($0).isEmpty }
            let verb = dryRun ? "would fill" : "filled"
            printError("collate: \(file): \(result.cards.count) contacts; \(verb) \(families) family and \(givens) given names; "
                + "\(had) had a phonetic name already\(overwrite ? " (replaced)" : " (kept)"); \(unread.count) with no known reading"
                + (verbose || unread.isEmpty ? "" : " (--verbose lists them)"))
            if verbose {
                for card in unread { printError("collate:   line \(card.line): \(card.contact.displayName): \(Self.unreadParts(card).joined(separator: ", ")) not read") }
            }
        }

        /// The parts of a card written in Han that were not filled.
        static func unreadParts(_ card: VCardPhoneticWriter.Card) -> [String] {
            var parts: [String] = []
            if card.written.family == nil, Self.hasHan(card.contact.familyName) { parts.append("family name") }
            if card.written.given == nil, Self.hasHan(card.contact.givenName) { parts.append("given name") }
            return parts
        }

        private static func hasHan(_ text: String?) -> Bool {
            text?.unicodeScalars.contains(where: HanNameTransliterator.isHan) ?? false
        }
    }
}
